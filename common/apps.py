from django.apps import AppConfig


class CommonConfig(AppConfig):
    name = "common"
    verbose_name = "Common infrastructure"

    def ready(self) -> None:
        from common import openapi  # noqa: F401  (registers the pydantic OpenAPI extension)
