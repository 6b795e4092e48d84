from django.apps import AppConfig


class StorefrontConfig(AppConfig):
    name = "storefront"

    def ready(self) -> None:
        from storefront import receivers  # noqa: F401  (connects the site-change receivers)
