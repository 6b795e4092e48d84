from django.contrib import admin
from django.urls import include, path, register_converter
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from common.admin_login import throttled
from common.converters import EncodedSegmentConverter
from common.health import healthz, readyz
from observability.views import metrics_view
from tenancy.views import SiteView

# The admin is the support tool: its lists are wide tables (no app sidebar beside them).
admin.site.site_header = admin.site.site_title = "Fit service admin"
admin.site.index_title = "Support"
admin.site.enable_nav_sidebar = False

# Path identifiers are routed still percent-encoded and decoded once (decisions.md 2).
register_converter(EncodedSegmentConverter, "seg")

admin.site.login = throttled(admin.site.login)

urlpatterns = [
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    path("metrics", metrics_view, name="metrics"),
    path("api/schema/", SpectacularAPIView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="swagger-ui"),
    path("api/redoc/", SpectacularRedocView.as_view(url_name="schema"), name="redoc"),
    path("admin/", admin.site.urls),
    path("vfr/manage/sites/<seg:site_id>", SiteView.as_view(), name="site"),
    path("", include("catalog.urls")),
    path("", include("reviews.urls")),
    path("", include("storefront.urls")),
    path("", include("recommendations.urls")),
    path("", include("widget.urls")),
]

handler400 = "common.responses.json_400"
handler403 = "common.responses.json_403"
handler404 = "common.responses.json_404"
handler500 = "common.responses.json_500"
