"""Product write limits (interface 2.1-2.11, 8; decisions.md section 1 "400 or 413").

Every documented size maximum is accepted exactly at the limit and answers 413 one over;
the error names the field path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.contract.helpers import (
    IMG,
    assert_error,
    fresh_id,
    ingest,
    new_body,
    put,
    url_of_length,
)

pytestmark = pytest.mark.django_db

S = "x"


def _img(**kw: Any) -> dict[str, Any]:
    return {"url": IMG, **kw}


def _variant(**kw: Any) -> dict[str, Any]:
    return {"source_variant_id": "v1", **kw}


def _option(**kw: Any) -> dict[str, Any]:
    return {"key": "Fit", "values": [{"source_value": "Slim"}], **kw}


def _chart(**kw: Any) -> dict[str, Any]:
    return {"external_id": "chart-1", **kw}


def _gm(**kw: Any) -> dict[str, Any]:
    return {"name": "waist", "value": 70, "unit": "cm", **kw}


# (field path in the error, body builder taking the size n)
LIMITS: list[tuple[str, int, Callable[[int], dict[str, Any]]]] = [
    ("title", 500, lambda n: new_body(title=S * n)),
    ("images", 500, lambda n: new_body(images=[{"url": f"{IMG}?{i}"} for i in range(n)])),
    ("handle", 255, lambda n: new_body(handle=S * n)),
    ("canonical_url", 8192, lambda n: new_body(canonical_url=url_of_length(n))),
    ("options", 20, lambda n: new_body(options=[_option(key=f"k{i}") for i in range(n)])),
    (
        "size_charts",
        50,
        lambda n: new_body(size_charts=[_chart(external_id=f"c{i}") for i in range(n)]),
    ),
    ("garment_measurements", 250, lambda n: new_body(garment_measurements=[_gm()] * n)),
    ("model_observations", 50, lambda n: new_body(model_observations=[{"name": "A"}] * n)),
    ("brand", 255, lambda n: new_body(brand=S * n)),
    ("product_type", 255, lambda n: new_body(product_type=S * n)),
    ("description", 65536, lambda n: new_body(description=S * n)),
    ("custom_instructions", 4096, lambda n: new_body(custom_instructions=S * n)),
    ("prompt_tag", 255, lambda n: new_body(prompt_tag=S * n)),
    ("source_status_raw", 255, lambda n: new_body(source_status_raw=S * n)),
    ("images[0].url", 8192, lambda n: new_body(images=[{"url": url_of_length(n)}])),
    (
        "images[0].external_media_id",
        255,
        lambda n: new_body(images=[_img(external_media_id=S * n)]),
    ),
    ("images[0].role", 255, lambda n: new_body(images=[_img(role=S * n)])),
    (
        "variants[0].source_variant_id",
        255,
        lambda n: new_body(variants=[{"source_variant_id": S * n}]),
    ),
    (
        "variants[0].option_values",
        20,
        lambda n: new_body(variants=[_variant(option_values={f"k{i}": "v" for i in range(n)})]),
    ),
    (
        "variants[0].option_values.Size",
        255,
        lambda n: new_body(variants=[_variant(option_values={"Size": S * n})]),
    ),
    ("variants[0].title", 255, lambda n: new_body(variants=[_variant(title=S * n)])),
    ("variants[0].sku", 255, lambda n: new_body(variants=[_variant(sku=S * n)])),
    (
        "variants[0].canonical_url",
        8192,
        lambda n: new_body(variants=[_variant(canonical_url=url_of_length(n))]),
    ),
    (
        "variants[0].inventory_policy",
        255,
        lambda n: new_body(variants=[_variant(inventory_policy=S * n)]),
    ),
    (
        "variants[0].inventory_item_id",
        255,
        lambda n: new_body(variants=[_variant(inventory_item_id=S * n)]),
    ),
    (
        "variants[0].image_url",
        8192,
        lambda n: new_body(variants=[_variant(image_url=url_of_length(n))]),
    ),
    (
        "variants[0].media",
        100,
        lambda n: new_body(variants=[_variant(media=[{"url": f"{IMG}?{i}"} for i in range(n)])]),
    ),
    (
        "variants[0].media[0].external_media_id",
        255,
        lambda n: new_body(
            images=[_img(external_media_id=S * min(n, 255))],
            variants=[_variant(media=[{"external_media_id": S * n}])],
        ),
    ),
    (
        "variants[0].media[0].url",
        8192,
        lambda n: new_body(variants=[_variant(media=[{"url": url_of_length(n)}])]),
    ),
    (
        "variants[0].media[0].role",
        255,
        lambda n: new_body(variants=[_variant(media=[{"url": IMG, "role": S * n}])]),
    ),
    ("options[0].key", 255, lambda n: new_body(options=[_option(key=S * n)])),
    (
        "options[0].values",
        1000,
        lambda n: new_body(options=[_option(values=[{"source_value": f"v{i}"} for i in range(n)])]),
    ),
    ("options[0].source_name", 255, lambda n: new_body(options=[_option(source_name=S * n)])),
    (
        "options[0].source_size_system",
        255,
        lambda n: new_body(options=[_option(source_size_system=S * n)]),
    ),
    (
        "options[0].values[0].source_value",
        255,
        lambda n: new_body(options=[_option(values=[{"source_value": S * n}])]),
    ),
    (
        "options[0].values[0].display_label",
        255,
        lambda n: new_body(
            options=[_option(values=[{"source_value": "a", "display_label": S * n}])]
        ),
    ),
    (
        "options[0].values[0].normalized_value",
        255,
        lambda n: new_body(
            options=[_option(values=[{"source_value": "a", "normalized_value": S * n}])]
        ),
    ),
    (
        "options[0].values[0].swatch.label",
        255,
        lambda n: new_body(
            options=[_option(values=[{"source_value": "a", "swatch": {"label": S * n}}])]
        ),
    ),
    (
        "options[0].values[0].swatch.image_url",
        8192,
        lambda n: new_body(
            options=[
                _option(values=[{"source_value": "a", "swatch": {"image_url": url_of_length(n)}}])
            ]
        ),
    ),
    ("size_charts[0].url", 8192, lambda n: new_body(size_charts=[{"url": url_of_length(n)}])),
    ("size_charts[0].external_id", 255, lambda n: new_body(size_charts=[{"external_id": S * n}])),
    (
        "size_charts[0].locale",
        35,
        # a well-formed BCP 47 tag of n characters: "en-" + private use subtags
        lambda n: new_body(size_charts=[_chart(locale=_long_tag(n))]),
    ),
    (
        "size_charts[0].content",
        256 * 1024,
        lambda n: new_body(size_charts=[{"content": {"t": "a" * (n - len('{"t":""}'))}}]),
    ),
    (
        "garment_measurements[0].size_label",
        255,
        lambda n: new_body(garment_measurements=[_gm(size_label=S * n)]),
    ),
    (
        "garment_measurements[0].raw_text",
        4096,
        lambda n: new_body(garment_measurements=[_gm(raw_text=S * n)]),
    ),
    (
        "garment_measurements[0].source",
        255,
        lambda n: new_body(garment_measurements=[_gm(source=S * n)]),
    ),
    ("model_observations[0].name", 255, lambda n: new_body(model_observations=[{"name": S * n}])),
    (
        "model_observations[0].size_worn",
        255,
        lambda n: new_body(model_observations=[{"size_worn": S * n}]),
    ),
    (
        "model_observations[0].source",
        255,
        lambda n: new_body(model_observations=[{"source": S * n}]),
    ),
    (
        "model_observations[0].measurements",
        32,
        lambda n: new_body(
            model_observations=[{"measurements": {f"m{i}": "1 cm" for i in range(n)}}]
        ),
    ),
    (
        "model_observations[0].measurements.height",
        255,
        lambda n: new_body(model_observations=[{"measurements": {"height": S * n}}]),
    ),
    (
        "model_observations[0].evidence",
        32,
        lambda n: new_body(model_observations=[{"evidence": ["e"] * n}]),
    ),
    (
        "model_observations[0].evidence[0]",
        4096,
        lambda n: new_body(model_observations=[{"evidence": [S * n]}]),
    ),
    ("ingest.event_id", 255, lambda n: new_body(ingest=ingest(event_id=S * n))),
    ("ingest.run_id", 255, lambda n: new_body(ingest=ingest(run_id=S * n))),
    ("ingest.producer", 255, lambda n: new_body(ingest=ingest(producer=S * n))),
]


def _long_tag(n: int) -> str:
    tag = "en-x"
    while len(tag) < n:
        room = n - len(tag) - 1
        tag += "-" + "a" * min(8, max(room, 1))
    assert len(tag) == n, tag
    return tag


@pytest.mark.parametrize(("path", "limit", "build"), LIMITS, ids=[c[0] for c in LIMITS])
def test_size_maximum_is_accepted_at_the_limit_and_413_one_over(api, site, path, limit, build):
    product_id = fresh_id()
    response = put(api, site, product_id, build(limit))
    assert response.status_code == 200, (path, response.content[:300])
    over = put(api, site, fresh_id(), build(limit + 1))
    assert_error(over, 413, path.split(".")[0].split("[")[0])


def test_product_id_path_segment_of_255_is_accepted_and_256_is_413(api, site):
    assert put(api, site, "é" * 255, new_body()).status_code == 200
    assert_error(put(api, site, "é" * 256, new_body()), 413)


def test_size_error_on_an_existing_product_is_413_and_changes_nothing(api, site):
    product_id = fresh_id()
    assert put(api, site, product_id, new_body(brand="Acme")).status_code == 200
    assert_error(put(api, site, product_id, {"brand": "b" * 256}), 413, "brand")
    response = put(api, site, product_id, {})
    assert response.json()["catalog_product"]["brand"] == "Acme"


@pytest.mark.parametrize("char", ["é", "👗", "日"])
def test_string_maxima_count_characters_not_bytes(api, site, char):
    assert (
        put(api, site, fresh_id(), new_body(title=char * 500, brand=char * 255)).status_code == 200
    )
    assert_error(put(api, site, fresh_id(), new_body(title=char * 501)), 413, "title")
