from django.urls import path

from recommendations.api.views import OrdersView, RecommendationsView

urlpatterns = [
    path("recommendations", RecommendationsView.as_view(), name="recommendations"),
    path("vfr/manage/sites/<seg:site_id>/orders", OrdersView.as_view(), name="orders"),
]
