from django.urls import path

from reviews.views import ReviewSyncView

urlpatterns = [
    path(
        "vfr/manage/sites/<seg:site_id>/products/<seg:product_id>/reviews",
        ReviewSyncView.as_view(),
        name="review-sync",
    ),
]
