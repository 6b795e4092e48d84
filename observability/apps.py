from django.apps import AppConfig


class ObservabilityConfig(AppConfig):
    name = "observability"
    verbose_name = "Metrics and logs"

    def ready(self) -> None:
        from observability import tasks_events

        tasks_events.connect()
