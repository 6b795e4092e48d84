"""The widget script and the demo product page: plain Django views (no DRF, no API shape)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.cache import patch_vary_headers
from django.views.decorators.csrf import csrf_exempt

from widget.script import widget_script

_NOT_ALLOWED = {"error": "method not allowed"}
# Long-lived, but revalidated by ETag after a week so a release reaches every storefront.
SCRIPT_CACHE_CONTROL = "public, max-age=604800, stale-while-revalidate=86400"


def _accepts_gzip(request: HttpRequest) -> bool:
    return "gzip" in request.META.get("HTTP_ACCEPT_ENCODING", "").lower()


@csrf_exempt  # never a form target: other methods are answered 405
def widget_js(request: HttpRequest) -> HttpResponse:
    """``GET /vfr/widget.js`` (decisions.md 7): cacheable anywhere, CORS for any origin."""
    if request.method not in ("GET", "HEAD"):
        return JsonResponse(_NOT_ALLOWED, status=405, headers={"Allow": "GET, HEAD"})
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


def _etags(header: str) -> set[str]:
    """The entity tags of an ``If-None-Match`` header (weak ones compare equal)."""
    tags = {tag.strip().removeprefix("W/") for tag in header.split(",")}
    return tags if "*" not in tags else tags | {widget_script().etag}
