from django.urls import path

from catalog import views
from catalog.csv_import.views import ProductImportView

# The CSV import's `products/import` route must be listed before `products/<product_id>`.
urlpatterns = [
    path(
        "vfr/manage/sites/<seg:site_id>/products/import",
        ProductImportView.as_view(),
        name="catalog-products-import",
    ),
    path(
        "vfr/manage/sites/<seg:site_id>/products",
        views.ProductListView.as_view(),
        name="catalog-products",
    ),
    path(
        "vfr/manage/sites/<seg:site_id>/products/<seg:product_id>",
        views.ProductView.as_view(),
        name="catalog-product",
    ),
    path(
        "vfr/manage/sites/<seg:site_id>/products/<seg:product_id>/enabled",
        views.ProductEnabledView.as_view(),
        name="catalog-product-enabled",
    ),
    path(
        "vfr/manage/sites/<seg:site_id>/products/<seg:product_id>/variants/<seg:variant_id>",
        views.ProductVariantView.as_view(),
        name="catalog-product-variant",
    ),
]
