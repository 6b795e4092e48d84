from django.urls import path

from widget.views import demo_page, widget_js

urlpatterns = [
    path("vfr/widget.js", widget_js, name="widget-js"),
    path("vfr/demo/", demo_page, name="widget-demo"),
]
