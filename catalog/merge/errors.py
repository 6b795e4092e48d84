"""The merge's domain error."""

from __future__ import annotations

from common.errors import BadRequest


class ProductWriteError(BadRequest):
    """A 400 about one product of a batch (``product_id`` lets the CSV import map it)."""

    def __init__(self, message: str, *, product_id: str) -> None:
        super().__init__(message)
        self.product_id = product_id


class ProductTooLarge(ProductWriteError):
    """413: a write that would leave the product over one of its collection maximums."""

    status = 413
