from django.urls import path

from widget.views import widget_js

urlpatterns = [
    path("vfr/widget.js", widget_js, name="widget-js"),
]
