from django.apps import AppConfig


class WidgetConfig(AppConfig):
    """The storefront widget script and the demo product page (decisions.md 7)."""

    name = "widget"
