from django.apps import AppConfig


class RecommendationsConfig(AppConfig):
    name = "recommendations"

    def ready(self) -> None:
        from catalog.events import catalog_change_committed
        from recommendations.events import catalog_change_received

        catalog_change_committed.connect(
            catalog_change_received, dispatch_uid="recommendations.catalog_change"
        )
