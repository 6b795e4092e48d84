"""schemathesis hooks of the API fuzz run (loaded through ``SCHEMATHESIS_HOOKS``).

Random bodies rarely satisfy rules that need the seeded data: a recommendation needs a
site key and products the site has prepared, a CSV import a well-formed file. For those
operations every positive case is paired with a variant built from it that does, and
hypothesis picks between the two, so the run reaches the success paths deterministically
(same seed, same cases). Negative cases are left alone: they must stay invalid.
"""

from __future__ import annotations

import os
import zlib
from typing import Any

import schemathesis
from hypothesis import strategies as st

STABLE = ("wrap-dress", "slip-dress", "strap-sandals", "denim-jacket", "leather-tote")
CSV_HEADER = (
    "product_id,title,price,currency,image_url,variant_id,option1_name,option1_value,"
    "variant_available,inventory_quantity\n"
)


def _pick(seed: Any, count: int) -> list[str]:
    start = zlib.crc32(repr(seed).encode())
    return [STABLE[(start + step) % len(STABLE)] for step in range(count)]


def recommendation(body: dict[str, Any]) -> dict[str, Any]:
    """The generated request aimed at the seeded site and its stable products."""
    intent = body.get("intent", "similar")
    count = {"similar": 1, "complete_the_look": 2}.get(intent, 1)
    valid = {"site_key": os.environ["FUZZ_SITE_KEY"], "intent": intent}
    valid["product_ids"] = _pick(body, count)
    for name in ("limit", "surface", "exclude_product_ids", "cart_product_ids"):
        if body.get(name) is not None:
            valid[name] = body[name]
    return valid


def catalog_csv(body: dict[str, Any]) -> dict[str, Any]:
    """A native-layout CSV of one to three products (``csv-N``), sized by the case."""
    seed = zlib.crc32(repr(body).encode())
    rows = []
    for number in range(1 + seed % 3):
        product = f"csv-{number}"
        for size in ("S", "M", "L")[: 1 + (seed >> 4) % 3]:
            rows.append(
                f"{product},Linen shirt {number},{10 + seed % 90}.00,EUR,"
                f"https://cdn.shop.example/{product}.jpg,{product}-{size.lower()},Size,{size},"
                f"{'true' if seed % 2 else 'false'},{seed % 7}\n"
            )
    # Text, not bytes: schemathesis checks the case against the schema again after the
    # hook, and bytes are not a JSON Schema string (the case would count as negative).
    valid = {"file": CSV_HEADER + "".join(rows)}
    if isinstance(body, dict) and isinstance(body.get("currency"), str):
        valid["currency"] = body["currency"]
    return valid


def _all_positive(meta) -> bool:
    """A positive case whose every part (path, query, body) is positive too: a case may be
    positive overall and still carry one invalid part on purpose."""
    parts = getattr(meta, "components", None) or {}
    return meta.generation.mode.is_positive and all(
        info.mode.is_positive for info in parts.values()
    )


BUILDERS = {"recommendations_create": recommendation, "catalog_products_import": catalog_csv}


@schemathesis.hook
def flatmap_case(context, case):
    build = BUILDERS.get(case.operation.definition.raw.get("operationId"))
    meta = getattr(case, "meta", None)
    if build is None or meta is None or not _all_positive(meta):
        return st.just(case)
    original = case.body
    valid = build(original if isinstance(original, dict) else {})

    def choose(use_valid: bool):
        case.body = valid if use_valid else original
        return case

    return st.booleans().map(choose)
