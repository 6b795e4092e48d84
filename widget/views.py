"""The widget script and the demo product page: plain Django views (no DRF, no API shape)."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt

from common.cors import add_preflight_headers
from common.responses import json_404
from widget.script import widget_script
from widget.selectors import demo_product, product_sizes
from widget.services import demo_site

_NOT_ALLOWED = {"error": "method not allowed"}
# Long-lived, but revalidated by ETag after a week so a release reaches every storefront.
SCRIPT_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400"


def _accepts_gzip(request: HttpRequest) -> bool:
    return "gzip" in request.META.get("HTTP_ACCEPT_ENCODING", "").lower()


SCRIPT_METHODS = "GET, HEAD, OPTIONS"


@csrf_exempt  # never a form target: other methods are answered 405
def widget_js(request: HttpRequest) -> HttpResponse:
    """``GET /vfr/widget.js`` (decisions.md 7): cacheable anywhere, CORS for any origin,
    a CORS preflight included (a loader that fetches the script may send one)."""
    if request.method == "OPTIONS":
        return _script_preflight(request)
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(_NOT_ALLOWED, status=405, headers={"Allow": SCRIPT_METHODS})
    script = widget_script()
    headers = {
        "ETag": script.etag,
        "Cache-Control": SCRIPT_CACHE_CONTROL,
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Expose-Headers": "ETag",
        "X-Content-Type-Options": "nosniff",
    }
    if script.etag in _etags(request.META.get("HTTP_IF_NONE_MATCH", "")):
        response = HttpResponse(status=304, headers=headers)
    elif _accepts_gzip(request):
        response = HttpResponse(script.gzipped, headers={**headers, "Content-Encoding": "gzip"})
    else:
        response = HttpResponse(script.body, headers=headers)
    response["Content-Type"] = "text/javascript; charset=utf-8"
    patch_vary_headers(response, ["Accept-Encoding"])
    return response


def _script_preflight(request: HttpRequest) -> HttpResponse:
    """204 for any origin: the script is public, so every origin may read it."""
    response = HttpResponse(
        status=204, headers={"Access-Control-Allow-Origin": "*", "Allow": SCRIPT_METHODS}
    )
    add_preflight_headers(
        response, request, methods="GET, HEAD", max_age=settings.STOREFRONT_PREFLIGHT_MAX_AGE
    )
    return response


def _etags(header: str) -> set[str]:
    """The entity tags of an ``If-None-Match`` header (weak ones compare equal)."""
    tags = {tag.strip().removeprefix("W/") for tag in header.split(",")}
    return tags if "*" not in tags else tags | {widget_script().etag}


# The demo page's own words (the widget brings its own).
PAGE_TEXT = {
    "en": {
        "store": "Demo store",
        "size": "Size",
        "add": "Add to bag",
        "language": "Language",
        "notice": "A demo page of the fit service's storefront widget, on real review texts.",
        "details": "Details",
        "colour": "Colour",
    },
    "de": {
        "store": "Demo-Shop",
        "size": "Größe",
        "add": "In den Warenkorb",
        "language": "Sprache",
        "notice": "Eine Demoseite des Storefront-Widgets, mit echten Bewertungstexten.",
        "details": "Details",
        "colour": "Farbe",
    },
    "fr": {
        "store": "Boutique démo",
        "size": "Taille",
        "add": "Ajouter au panier",
        "language": "Langue",
        "notice": "Une page de démonstration du widget boutique, avec de vrais avis.",
        "details": "Détails",
        "colour": "Couleur",
    },
    "es": {
        "store": "Tienda demo",
        "size": "Talla",
        "add": "Añadir a la cesta",
        "language": "Idioma",
        "notice": "Una página de demostración del widget de tienda, con opiniones reales.",
        "details": "Detalles",
        "colour": "Color",
    },
}
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}


@csrf_exempt
def demo_page(request: HttpRequest) -> HttpResponse:
    """``GET /vfr/demo/``: a product page with all three elements on the demo store."""
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(_NOT_ALLOWED, status=405, headers={"Allow": "GET, HEAD"})
    if not settings.DEMO_PAGE:
        return json_404(request)
    site = demo_site()
    product = demo_product(site, request.GET.get("product")) if site else None
    if product is None:
        return JsonResponse(
            {"error": "no demo store yet: run `python manage.py seed_demo --origin URL`"},
            status=404,
        )
    lang = request.GET.get("lang", "en")
    lang = lang if lang in PAGE_TEXT else "en"
    sizes = product_sizes(product)
    size = request.GET.get("size")
    others = [code for code in PAGE_TEXT if code != lang]
    context = {
        "lang": lang,
        "text": PAGE_TEXT[lang],
        "languages": [(code, LANGUAGE_NAMES[code]) for code in [lang, *others]],
        "site_key": site.site_key,
        "product": product,
        "image": next(iter(product.images.all()), None),
        "colour": next((v.option_values.get("color") for v in product.variants.all()), None),
        "sizes": sizes,
        "size": size if size in sizes else "",
        "price": _money(product.price_amount, product.price_currency, lang),
        "compare_at": _money(
            product.compare_at_price_amount, product.compare_at_price_currency, lang
        ),
    }
    response = render(request, "widget/demo.html", context)
    response["Cache-Control"] = "no-store"
    return response


def _money(amount: str | None, currency: str | None, lang: str) -> str:
    """A price as the page shows it (the widget formats its own with Intl)."""
    if not amount:
        return ""
    symbol = {"USD": "$", "EUR": "€", "GBP": "£"}.get(currency or "", f"{currency} ")
    value = f"{float(amount):,.2f}"
    if lang != "en":
        value = value.replace(",", " ").replace(".", ",")
        return f"{value} {symbol.strip()}"
    return f"{symbol}{value}"
