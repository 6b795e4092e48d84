"""Domain errors and their HTTP status.

Every error the API returns is raised as an :class:`ApiError`; one DRF exception handler
(`common.exception_handler`) and Django's 404/500 handlers render them as
``{"error": message, **extra}``. Messages name the field path where there is one,
e.g. ``variants[3].price.currency: must be 3 uppercase letters``.
"""

from __future__ import annotations

from typing import Any


class ApiError(Exception):
    status: int = 400
    default_message: str = "invalid request"

    def __init__(
        self,
        message: str | None = None,
        *,
        extra: dict[str, Any] | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.message = message or self.default_message
        self.extra = extra or {}
        self.headers = headers or {}
        super().__init__(self.message)

    def body(self) -> dict[str, Any]:
        return {"error": self.message, **self.extra}


class BadRequest(ApiError):
    status = 400
    default_message = "invalid request"


class Unauthorized(ApiError):
    status = 401
    default_message = "missing or invalid API key"


class Forbidden(ApiError):
    status = 403
    default_message = "forbidden"


class NotFound(ApiError):
    status = 404
    default_message = "not found"


class MethodNotAllowed(ApiError):
    status = 405
    default_message = "method not allowed"


class Conflict(ApiError):
    status = 409
    default_message = "conflict"


class PayloadTooLarge(ApiError):
    status = 413
    default_message = "request exceeds a documented limit"


class TooManyRequests(ApiError):
    status = 429
    default_message = "too many requests"

    def __init__(self, retry_after: int, message: str | None = None) -> None:
        retry_after = max(1, int(retry_after))
        super().__init__(
            message,
            extra={"retry_after_seconds": retry_after},
            headers={"Retry-After": str(retry_after)},
        )


class ServiceUnavailable(ApiError):
    status = 503
    default_message = "temporarily unavailable"

    def __init__(self, message: str | None = None, retry_after: int = 5) -> None:
        super().__init__(message, headers={"Retry-After": str(int(retry_after))})
