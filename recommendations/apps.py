from django.apps import AppConfig


class RecommendationsConfig(AppConfig):
    name = "recommendations"
