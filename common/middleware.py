"""Request plumbing that must run before URL resolution."""

from __future__ import annotations

import contextlib
import io
import re
import socket
import time
import uuid
from collections.abc import Callable
from urllib.parse import quote, urlsplit

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from gunicorn.http.errors import NoMoreData, ParseException

from common.errors import ApiError, BadRequest, PayloadTooLarge
from common.logging import request_id_var
from common.responses import error_response

_SAFE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
# Characters that stay literal when a decoded path has to be re-encoded (RFC 3986 pchar + "/").
_PATH_SAFE = "/:@!$&'()*+,;=-._~"


class ProxiedClientAddressMiddleware:
    """Behind the project's HAProxy (``WEB_BEHIND_PROXY``, set by scripts/serve.sh, where
    gunicorn listens on a unix socket only HAProxy reaches), the client's address is the
    ``X-Real-IP`` HAProxy sets: per-IP limits count clients, not the proxy."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        real_ip = request.META.get("HTTP_X_REAL_IP")
        if real_ip:
            request.META["REMOTE_ADDR"] = real_ip
        return self.get_response(request)


class ManagementNoStoreMiddleware:
    """``Cache-Control: no-store`` on management responses (catalogs, keys' data): no
    browser or intermediary keeps a copy."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path_info.startswith(("/vfr/manage/", "/admin/")):
            response["Cache-Control"] = "no-store"
        return response


class PublicNoCookieMiddleware:
    """No ``Set-Cookie`` on a ``Cache-Control: public`` answer (the storefront reads): a
    shared cache may keep it and hand it to every shopper. A cold read passes the
    session and CSRF middleware, which answer a stale or malformed cookie with a new
    one; placed outside them, this drops it again (the storefront uses no cookie)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.cookies and "public" in response.get("Cache-Control", ""):
            response.cookies.clear()
        return response


class RequestIdMiddleware:
    """Tags each request with an id (the client's ``X-Request-ID`` when sane)."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        incoming = request.META.get("HTTP_X_REQUEST_ID", "")
        request_id = incoming if _SAFE_REQUEST_ID.match(incoming) else uuid.uuid4().hex
        request.request_id = request_id
        token = request_id_var.set(request_id)
        try:
            response = self.get_response(request)
        finally:
            request_id_var.reset(token)
        response["X-Request-ID"] = request_id
        return response


def raw_path(request: HttpRequest) -> str:
    """The still-encoded request path.

    WSGI servers percent-decode ``PATH_INFO``, which makes ``a%2Fb`` indistinguishable from
    ``a/b``. gunicorn keeps the request target in ``RAW_URI`` (uWSGI and others in
    ``REQUEST_URI``); without either, the decoded path is re-encoded, which is exact for
    every character except an encoded ``/``.
    """
    raw = request.META.get("RAW_URI") or request.META.get("REQUEST_URI")
    script_name = request.META.get("SCRIPT_NAME", "")
    if raw:
        if "://" in raw.split("?", 1)[0]:
            raw = urlsplit(raw).path or "/"
        path = raw.split("?", 1)[0].split("#", 1)[0] or "/"
        if not path.isascii():
            # Unencoded non-ASCII bytes reach WSGI as latin-1 text; recover the UTF-8.
            try:
                path = quote(path.encode("latin-1").decode("utf-8"), safe=_PATH_SAFE + "%")
            except (UnicodeEncodeError, UnicodeDecodeError):
                path = quote(path, safe=_PATH_SAFE + "%")
        if script_name and path.startswith(script_name):
            path = path[len(script_name) :] or "/"
        return path
    return quote(request.path_info, safe=_PATH_SAFE)


class RawPathMiddleware:
    """Routes on the raw path, so each URL segment is percent-decoded exactly once.

    URL patterns use the ``seg`` converter (``common.converters``), which decodes the
    segment it captures.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request.path_info = raw_path(request)
        return self.get_response(request)


class BodySizeLimitMiddleware:
    """Answers 413 before reading a body larger than any endpoint accepts, and makes a
    ``Transfer-Encoding: chunked`` body (no ``Content-Length``) read like any other."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        chunked = "chunked" in request.META.get("HTTP_TRANSFER_ENCODING", "").lower()
        if chunked:
            try:
                _read_chunked(request)
            except ApiError as exc:  # 413, or 400 for broken framing: nothing more to read
                return _before_close(error_response(exc), lambda: _hang_up(request))
        try:
            length = int(request.META.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = 0
        if length > settings.MAX_REQUEST_BODY_BYTES:
            return _refuse_at_once(request, length)
        response = self.get_response(request)
        if 0 < length <= settings.REQUEST_DRAIN_MAX_BYTES:
            _drain(request)
        return response


# Draining the body of a refused request (after the answer is sent) stops when the client
# sends nothing for this long, or after this long in all.
DRAIN_IDLE_SECONDS = 2.0
DRAIN_MAX_SECONDS = 30.0


def _refuse_at_once(request: HttpRequest, length: int) -> HttpResponse:
    """413 for a ``Content-Length`` over the limit, sent before any of the body is read
    (decisions.md 1): a claimed 60 MiB that never comes no longer holds the answer.

    Only then is the body drained (the server calls ``close()`` after writing the
    answer), so a client still sending its body is not reset before it reads the 413.
    A client that stalls, or a body over the drain limit, gets the connection closed."""
    response = error_response(PayloadTooLarge("request body exceeds the maximum size"))
    # Sent ahead of the middleware that would add it: with a length the answer is one
    # whole message (not chunked), so the client reads it complete before the hang-up.
    response["Content-Length"] = str(len(response.content))

    def drain() -> None:
        drained = length <= settings.REQUEST_DRAIN_MAX_BYTES and _drain(
            request, idle=DRAIN_IDLE_SECONDS, deadline=DRAIN_MAX_SECONDS
        )
        if not drained:
            _hang_up(request)

    return _before_close(response, drain)


def _before_close(response: HttpResponse, step: Callable[[], None]) -> HttpResponse:
    """``response``, with ``step`` run when the server closes it: after the answer was
    written, so the client has it whatever ``step`` does to the connection."""
    close = response.close

    def step_then_close() -> None:
        try:
            step()
        finally:
            close()

    response.close = step_then_close
    return response


def _hang_up(request: HttpRequest) -> None:
    """Close gunicorn's connection (the answer is already written): the rest of the body
    must not be read as the next request."""
    sock = request.META.get("gunicorn.socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_RDWR)


def _read_chunked(request: HttpRequest) -> None:
    """Read a chunked body whole (the server de-chunks ``wsgi.input`` to its end) and
    hand it on with its length, as Django, DRF and the views expect. Raises 413 when it
    is over ``MAX_REQUEST_BODY_BYTES`` and 400 when its chunks are malformed or cut
    short (gunicorn's parse errors: a bad size line, a missing terminator, the end of
    the stream inside a chunk)."""
    if request.META.get("CONTENT_LENGTH"):
        return
    limit = settings.MAX_REQUEST_BODY_BYTES
    stream = request.META.get("wsgi.input")
    body = io.BytesIO()
    try:
        while stream is not None and (chunk := stream.read(1024 * 1024)):
            body.write(chunk)
            if body.tell() > limit:
                raise PayloadTooLarge("request body exceeds the maximum size")
    except (ParseException, NoMoreData) as exc:
        raise BadRequest("malformed chunked request body") from exc
    request._stream = body
    request.META["CONTENT_LENGTH"] = str(body.tell())
    body.seek(0)


def _drain(
    request: HttpRequest, *, idle: float | None = None, deadline: float | None = None
) -> bool:
    """Read and discard what the view left of the request body; whether it was all read.

    A response sent before the body is read (413 on ``Content-Length``, 401, 403, ...) is
    otherwise followed by the server closing a socket with unread data, which resets the
    connection: the client gets a broken pipe instead of the response. ``idle`` (seconds
    without data, on gunicorn's socket) and ``deadline`` (seconds in all) bound it.
    """
    if hasattr(request, "_body"):  # read whole by the view (``request.body``)
        return True
    sock = request.META.get("gunicorn.socket")
    if idle is not None and sock is not None:
        sock.settimeout(idle)
    stop = time.monotonic() + deadline if deadline is not None else None
    try:
        while request.read(1024 * 1024):
            if stop is not None and time.monotonic() > stop:
                return False
    except Exception:  # the body may already be consumed, the client gone or stalled
        return False
    return True
