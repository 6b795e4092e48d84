from django.apps import AppConfig


class ReviewsConfig(AppConfig):
    name = "reviews"

    def ready(self) -> None:
        from catalog.events import catalog_change_committed
        from reviews.events import catalog_change_received

        catalog_change_committed.connect(
            catalog_change_received, dispatch_uid="reviews.catalog_change"
        )
