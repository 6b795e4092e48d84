from django.apps import AppConfig


class CatalogConfig(AppConfig):
    name = "catalog"

    def ready(self) -> None:
        from catalog import schema_extension  # noqa: F401  (registers the OpenAPI extension)
