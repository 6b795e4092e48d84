from django.urls import path

from storefront.views import FitEvidenceView, ReviewListView

urlpatterns = [
    path(
        "vfr/sites/<seg:site_key>/fit-evidence",
        FitEvidenceView.as_view(),
        name="storefront-fit-evidence",
    ),
    path("vfr/sites/<seg:site_key>/reviews", ReviewListView.as_view(), name="storefront-reviews"),
]
