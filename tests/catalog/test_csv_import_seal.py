"""Re-imports of an unchanged product skip validation and merge (``catalog.merge.seal``)
and still leave exactly what the full write would."""

from __future__ import annotations

from datetime import timedelta
from urllib.parse import quote

import pytest
from django.utils import timezone

from catalog.csv_import import apply
from catalog.merge import seal
from catalog.models import Product, ProductVariant
from catalog.selectors import product_write_payload
from tests.catalog.factories import product_url, without_ids_and_times
from tests.catalog.test_csv_import import dress, imported

FILE = [*dress("p1", ("S", "M", "L"), inventory_quantity="3"), *dress("p2", ("M",))]
for _row in FILE:
    _row.setdefault("inventory_quantity", "5")


@pytest.fixture
def validated(monkeypatch) -> list[str]:
    """Product ids whose body the import validated (the full write path)."""
    seen: list[str] = []
    real = apply.validate_product_write

    def spy(body):
        seen.append(body["variants"][0]["source_variant_id"].split("-")[0])
        return real(body)

    monkeypatch.setattr(apply, "validate_product_write", spy)
    return seen


def state(site) -> list:
    """Every product of the site as a read returns it, times left out."""
    out = []
    for product in Product.objects.filter(site=site).order_by("product_id"):
        out.append(without_ids_and_times(product_write_payload(product.pk)))
    return out


def observed_at(pid: str) -> dict[str, object]:
    return dict(
        ProductVariant.objects.filter(product__product_id=pid).values_list(
            "source_variant_id", "inventory_observed_at"
        )
    )


def test_an_unchanged_reimport_skips_the_write_and_answers_the_same(api, site, validated):
    first = imported(api, site, FILE)
    assert sorted(validated) == ["p1", "p2"]
    before = state(site)
    updated_at = dict(Product.objects.values_list("product_id", "updated_at"))
    times = observed_at("p1")

    second = imported(api, site, FILE)
    assert sorted(validated) == ["p1", "p2"]  # not validated again
    assert second["products"] == [{**entry, "status": "updated"} for entry in first["products"]]
    assert state(site) == before
    assert dict(Product.objects.values_list("product_id", "updated_at")) == updated_at
    # The stock was observed again, as the full write records it.
    assert all(observed_at("p1")[v] > times[v] for v in times)


def test_a_changed_product_is_written_and_the_unchanged_one_skipped(api, site, validated):
    imported(api, site, FILE)
    validated.clear()
    changed = [dict(r, title="Wrap dress") if r.get("title") and r["product_id"] == "p2" else r
               for r in FILE]  # fmt: skip
    imported(api, site, changed)
    assert validated == ["p2"]
    assert Product.objects.get(product_id="p2").title == "Wrap dress"


def test_a_write_since_the_import_makes_the_reimport_write_again(api, site, validated):
    """The seal holds the product's updated_at: another write moves it, so the file's
    values come back as the full write gives them."""
    imported(api, site, FILE)
    vid = quote("p1-M", safe="")
    assert api.delete(product_url(site, "p1") + f"/variants/{vid}").status_code == 200
    response = api.put(
        product_url(site, "p2"),
        {"title": "Renamed", "variants": [{"source_variant_id": "p2-M", "inventory_quantity": 9}]},
    )
    assert response.status_code == 200, response.content
    validated.clear()

    imported(api, site, FILE)
    assert sorted(validated) == ["p1", "p2"]
    assert "p1-M" in observed_at("p1")
    assert Product.objects.get(product_id="p2").title == "Midi wrap dress"
    assert ProductVariant.objects.get(source_variant_id="p2-M").inventory_quantity == 5


def test_skipped_and_full_reimports_leave_the_same_state(api, site, make_site, monkeypatch):
    other = make_site()
    imported(api, site, FILE)
    imported(api, site, FILE)  # skipped
    imported(api, other, FILE)
    monkeypatch.setattr(seal, "rules_version", lambda: "other rules")
    imported(api, other, FILE)  # other rules: written again in full
    assert state(site) == state(other)


def test_new_rules_write_every_product_again(api, site, validated, monkeypatch):
    imported(api, site, FILE)
    monkeypatch.setattr(seal, "rules_version", lambda: "other rules")
    imported(api, site, FILE)
    assert sorted(validated) == ["p1", "p1", "p2", "p2"]


def test_kept_newer_stock_leaves_the_product_unsealed(api, site, validated):
    """A stored observation newer than the import's keeps its stock: the next import must
    apply the file's stock again, so the product is not sealed."""
    imported(api, site, FILE)
    soon = (timezone.now() + timedelta(minutes=3)).isoformat()
    response = api.put(
        product_url(site, "p2"),
        {"variants": [{"source_variant_id": "p2-M", "inventory_quantity": 1,
                       "inventory_observed_at": soon}]},
    )  # fmt: skip
    assert response.status_code == 200, response.content
    imported(api, site, FILE)  # p2 changed since: written, its stock kept
    assert ProductVariant.objects.get(source_variant_id="p2-M").inventory_quantity == 1
    assert Product.objects.get(product_id="p2").import_seal is None
    assert Product.objects.get(product_id="p1").import_seal is not None
