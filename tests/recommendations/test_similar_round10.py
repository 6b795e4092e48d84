"""Tenth round (issue 16): what ``similar`` shows for an uncategorised product (a title
naming no garment we know). A product is related to it only when the two share a word
of the title's own (brand, line, a product word outside our vocabulary), not only a
colour or audience word. Made-up titles, not the styles table's."""

from __future__ import annotations

import pytest

from catalog.detection import categorize
from recommendations.ranking import Query, rank
from recommendations.services.index import index_rebuild
from tests.recommendations.conftest import rec_body
from tests.recommendations.factories import index_of_titles, make_product


def _index(titles: dict[str, str]):
    return index_of_titles(titles)


def _similar(index, pid: str, limit: int = 12) -> list[str]:
    got = rank(index, Query("similar", [index.position[pid]], limit=limit))
    return [index.product_ids[i] for i, _s in got]


UNCATEGORISED = {
    "ctx": "Zumba Kids Boys Yellow Rocket Wearables",
    # Shares the brand and the product word: related.
    "same-line": "Zumba Kids Boys Blue Wearables",
    # Shares the product word only: related.
    "other-brand": "Quirk Kids Boys Red Wearables",
    # Shares only colour and audience words: not related.
    "colour-only": "Lumo Boys Yellow Gadget 3",
    "audience-only": "Norrin Boys Kit 09",
    # Categorised products never stand in for an uncategorised one while it has related ones.
    "tee": "Zumba Kids Boys Yellow T-Shirt",
}


def test_the_made_up_titles_are_what_the_tests_say():
    for pid, title in UNCATEGORISED.items():
        fine = categorize(title, None, None, [], []).fine
        assert (fine == "t-shirt") if pid == "tee" else (fine == "other"), (pid, fine)


def test_uncategorised_similar_shows_only_products_sharing_a_word_of_its_own():
    index = _index(UNCATEGORISED)
    assert set(_similar(index, "ctx")) == {"same-line", "other-brand"}
    # The one sharing the brand too ranks first.
    assert _similar(index, "ctx")[0] == "same-line"


def test_a_shared_colour_or_audience_word_alone_is_only_the_fallback():
    index = _index(
        {
            "ctx": "Zumba Kids Boys Yellow Rocket Wearables",
            "colour-only": "Lumo Boys Yellow Gadget 3",
            "audience-only": "Norrin Boys Kit 09",
        }
    )
    # No product shares a word of the title's own: any textually related product stands
    # in, so `similar` is never empty while the catalog has related products.
    assert set(_similar(index, "ctx")) == {"colour-only", "audience-only"}


@pytest.mark.parametrize(
    ("context", "expected"),
    [
        # German, French and Spanish titles: the shared own word is the line name.
        ("Zumba Kinder Jungen Gelb Kollektion Wunderling", {"wunder"}),
        ("Zumba Enfant Garçon Jaune Collection Wunderling", {"wunder"}),
        ("Zumba Niño Amarillo Colección Wunderling", {"wunder"}),
    ],
)
def test_the_rule_reads_titles_in_any_language(context, expected):
    index = _index(
        {
            "ctx": context,
            "wunder": "Lumo Wunderling Blau 2",  # shares "Wunderling"
            "gelb": "Norrin Gelb Jaune Amarillo Jungen Garçon Niño 5",  # colour and audience only
        }
    )
    assert categorize(context, None, None, [], []).fine == "other"
    assert set(_similar(index, "ctx")) == expected


def test_a_title_with_no_word_of_its_own_keeps_every_textually_related_product():
    # "Boys Yellow 2010" says only colour, audience and a number: nothing narrower to go by.
    index = _index(
        {
            "ctx": "Boys Yellow 2010",
            "yellow": "Lumo Boys Yellow Gadget 3",
            "unrelated": "Norrin Red Kit 09",
        }
    )
    assert _similar(index, "ctx") == ["yellow"]


def test_categorised_contexts_are_unchanged():
    index = _index(
        {
            "tee": "Zumba Kids Boys Yellow T-Shirt",
            "tee-2": "Lumo Kids Boys Red T-Shirt",  # shares no brand word: still a T-shirt
            "odd": "Zumba Kids Boys Yellow Rocket Wearables",
        }
    )
    assert _similar(index, "tee") == ["tee-2"]


@pytest.mark.django_db
def test_similar_of_an_uncategorised_product_through_the_service(api, site):
    one = [{"id": "v1"}]
    for pid, title in UNCATEGORISED.items():
        make_product(site, pid, title, variants=one)
    index_rebuild(site_id=site.pk)
    response = api.post("/recommendations", rec_body(site, "similar", ["ctx"]))
    assert response.status_code == 200, response.content
    ids = [item["product_id"] for item in response.json()["items"]]
    assert ids[0] == "same-line"
    assert set(ids) == {"same-line", "other-brand"}
