"""Catalog writes. Entry points: ``product_write.products_apply`` / ``product_upsert`` and
``products`` (enable/disable, deletes)."""
