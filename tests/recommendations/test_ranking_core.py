"""The pure ranking core on small catalogs: occasion, audience and the similar fallback."""

from __future__ import annotations

import numpy as np

from recommendations.ranking import Query, rank
from recommendations.ranking.index import _open_addressing
from tests.recommendations.factories import index_of_titles


def _catalog(titles: dict[str, str]):
    index = index_of_titles(titles)
    return index, index.product_ids


def _ranked(index, ids, intent, context, limit=12):
    got = rank(index, Query(intent, [index.position[c] for c in context], limit=limit))
    return [ids[i] for i, _s in got]


def test_complete_the_look_prefers_the_contexts_occasion():
    index, ids = _catalog(
        {
            "shirt": "Men's Formal White Shirt",
            "trousers": "Men's Formal Black Trousers",
            "track": "Men's Black Track Pants",
            "oxfords": "Men's Formal Black Shoes",
            "runners": "Men's Black Running Shoes",
        }
    )
    got = _ranked(index, ids, "complete_the_look", ["shirt"])
    # Sportswear is ranked after the formal pieces, or not shown at all.
    assert "trousers" in got and "oxfords" in got
    assert "track" not in got or got.index("trousers") < got.index("track")
    assert "runners" not in got or got.index("oxfords") < got.index("runners")


def test_complete_the_look_leaves_out_items_for_another_occasion():
    index, ids = _catalog(
        {
            "shirt": "Men's Formal White Shirt",
            "trousers": "Men's Formal Black Trousers",
            "track": "Men's Black Track Pants",
            "tee": "Men's White T-Shirt",
            "sneakers": "Men's White Sneakers",
        }
    )
    got = _ranked(index, ids, "complete_the_look", ["shirt"])
    assert "trousers" in got and "track" not in got
    # Evidence that is only mixed is no clash: a T-shirt's outfit keeps its sneakers.
    assert "sneakers" in _ranked(index, ids, "complete_the_look", ["tee"])


def test_complete_the_look_keeps_a_sport_outfit_sporty():
    index, ids = _catalog(
        {
            "tee": "Women's Training T-Shirt",
            "leggings": "Women's Yoga Leggings",
            "skirt": "Women's Party Sequin Skirt",
        }
    )
    assert _ranked(index, ids, "complete_the_look", ["tee"])[0] == "leggings"


def test_brand_words_carry_the_occasion_their_products_name():
    index, _ids = _catalog(
        {
            "a": "Zorblax Men Sports Shoes",
            "b": "Zorblax Men Running Shorts",
            "c": "Zorblax Men Training Jacket",
            "d": "Zorblax Men Black Tee",
            "e": "Quimby Men Black Tee",
        }
    )
    sport = index.occasion[:, 3]  # OCCASIONS order: casual, formal, business, sport, ...
    assert sport[index.position["d"]] > sport[index.position["e"]]


def test_similar_never_mixes_audiences_while_compatible_products_exist():
    index, ids = _catalog(
        {
            "girls-1": "Kids Girls Pink Dress",
            "boys-1": "Kids Boys Pink Dress",
            "girls-2": "Kids Girls Blue Dress",
            "women-1": "Women's Pink Dress",
        }
    )
    assert _ranked(index, ids, "similar", ["girls-1"]) == ["girls-2"]


def test_similar_shows_other_audiences_rather_than_nothing():
    index, ids = _catalog({"boys-1": "Kids Boys Pink Dress", "girls-1": "Kids Girls Pink Dress"})
    assert _ranked(index, ids, "similar", ["girls-1"]) == ["boys-1"]


def test_similar_falls_back_to_related_categories_when_alone_in_its_own():
    index, ids = _catalog(
        {
            "dress": "Women's Red Midi Dress",
            "jumpsuit": "Women's Red Jumpsuit",
            "skirt": "Women's Black Skirt",
            "bag": "Women's Leather Handbag",
        }
    )
    got = _ranked(index, ids, "similar", ["dress"])
    assert got[0] == "jumpsuit"  # same slot (one-piece) first
    assert "skirt" in got and "bag" not in got  # then apparel; never another family


def test_similar_uses_the_fallback_only_without_same_category_products():
    index, ids = _catalog(
        {
            "dress": "Women's Red Midi Dress",
            "dress-2": "Women's Blue Maxi Dress",
            "jumpsuit": "Women's Red Jumpsuit",
        }
    )
    assert _ranked(index, ids, "similar", ["dress"]) == ["dress-2"]


def test_similar_keeps_kinds_of_a_category_apart_while_they_have_others():
    index, ids = _catalog(
        {
            "tunic": "Women's Printed Cotton Tunic",
            "tunic-2": "Women's Embroidered Tunic",
            "top": "Women's Printed Cotton Top",
            "top-2": "Women's Black Top",
        }
    )
    assert _ranked(index, ids, "similar", ["tunic"]) == ["tunic-2"]
    assert _ranked(index, ids, "similar", ["top"]) == ["top-2"]


def test_similar_falls_back_to_the_broader_category_before_the_slot():
    index, ids = _catalog(
        {
            "tunic": "Damen Tunika aus Leinen",
            "top": "Damen Oberteil aus Leinen",
            "cami": "Caraco en soie",
            "shirt": "Damen Hemd aus Leinen",
            "stole": "Étole en laine",
            "scarf": "Bufanda de lana",
            "lipstick": "Rouge à lèvres mat",
            "polish": "Nagellack Rot",
        }
    )
    assert set(_ranked(index, ids, "similar", ["tunic"])) == {"top", "cami"}  # not the shirt
    assert _ranked(index, ids, "similar", ["shirt"])[0] in ("top", "tunic", "cami")  # same slot
    assert _ranked(index, ids, "similar", ["stole"])[0] == "scarf"
    # Beauty is no outfit slot: its kinds stand in for each other, nothing else does.
    assert _ranked(index, ids, "similar", ["lipstick"]) == ["polish"]


def test_complete_the_look_prefers_the_contexts_brand_among_equals():
    index, ids = _catalog(
        {
            "tee": "Quimbly Men Black T-Shirt",
            "jeans-other": "Arvelo Men Blue Jeans",
            "jeans-same": "Quimbly Men Blue Jeans",
            "tee-2": "Arvelo Men White T-Shirt",
        }
    )
    got = _ranked(index, ids, "complete_the_look", ["tee"])
    assert got.index("jeans-same") < got.index("jeans-other")


def test_name_scores_count_brand_and_line_words_only():
    from recommendations.ranking.rank import name_scores

    index, _ids = _catalog(
        {
            "a": "Quimbly Herren Schwarz T-Shirt",
            "b": "Arvelo Herren Schwarz T-Shirt",
            "c": "Quimbly Femme Robe rouge",
        }
    )
    scores = name_scores(index, [index.position["a"]], [1.0])
    assert scores[index.position["b"]] == 0  # colour, audience and garment words
    assert scores[index.position["c"]] > 0  # the brand


def test_similar_for_an_uncategorised_product_needs_shared_words():
    index, ids = _catalog({"a": "Gift Card Classic", "b": "Gift Card Deluxe", "c": "Mystery Box"})
    assert _ranked(index, ids, "similar", ["a"]) == ["b"]


def test_brand_words_lend_their_audience_to_products_that_name_none():
    index, _ids = _catalog(
        {
            "a": "Zorblax Women Red Top",
            "b": "Zorblax Women Blue Jeans",
            "c": "Zorblax Women Black Skirt",
            "d": "Zorblax Grey Hoodie",
            "e": "Quimby Grey Hoodie",
        }
    )
    from recommendations.ranking.compat import AUDIENCES

    assert AUDIENCES[index.audience[index.position["d"]]] == "women"
    assert AUDIENCES[index.audience[index.position["e"]]] == "unknown"


def test_a_brand_used_by_both_audiences_lends_none():
    index, _ids = _catalog(
        {
            "a": "Zorblax Women Red Top",
            "b": "Zorblax Men Blue Jeans",
            "c": "Zorblax Women Black Skirt",
            "d": "Zorblax Men Black Shirt",
            "e": "Zorblax Grey Hoodie",
        }
    )
    assert index.audience[index.position["e"]] == 0


def test_similar_formal_shoes_come_from_formal_shoes():
    index, ids = _catalog(
        {
            "oxford": "Men's Black Formal Shoes",
            "derby": "Men's Brown Derby Shoes",
            "casual": "Men's Black Shoes",
            "runner": "Men's Black Running Shoe",
        }
    )
    assert _ranked(index, ids, "similar", ["oxford"])[0] == "derby"
    assert _ranked(index, ids, "similar", ["casual"])[0] in ("oxford", "derby")  # fallback


def test_similar_casual_shoes_come_from_casual_shoes():
    index, ids = _catalog(
        {
            "a": "Men Brown Casual Shoes",
            "b": "Men Black Casual Shoe",
            "plain": "Men Brown Shoes",
            "runner": "Men Brown Running Shoes",
        }
    )
    assert _ranked(index, ids, "similar", ["a"]) == ["b"]


def test_a_brand_named_sports_does_not_make_its_shoes_sneakers():
    index, ids = _catalog(
        {
            "a": "Nike Men White Running Shoes",
            "b": "Puma Men Black Sports Shoes",
            "c": "F Sports Men White Charger Shoes",
            "d": "F Sports Men Black Vito Shoes",
        }
    )
    assert _ranked(index, ids, "similar", ["a"]) == ["b"]
    assert _ranked(index, ids, "similar", ["c"]) == ["d"]


def test_complete_the_look_spreads_kinds_as_their_broader_category():
    from recommendations.ranking.rank import _diversify

    index, ids = _catalog(
        {
            "casual": "Men Brown Casual Shoes",
            "plain": "Men Brown Shoes",
            "boots": "Men Brown Boots",
        }
    )
    at = index.position
    pool = [(at["casual"], 1.0), (at["plain"], 0.95), (at["boots"], 0.9)]
    # After a casual shoe, a plain shoe costs the slot's and the category's spread, boots
    # only the slot's: 0.95 - 0.3 - 0.08 < 0.9 - 0.3.
    assert [ids[i] for i, _s in _diversify(index, pool, 3)] == ["casual", "boots", "plain"]


def test_found_positions_finds_ids_by_their_hashes_like_the_dictionary():
    titles = {f"sku-{i}": "Women's Black Dress" for i in range(500)}
    index, ids = _catalog(titles)
    asked = ["sku-7", "nope", "sku-499", "sku-7", "", "SKU-7", "sku-0", "sku-12 "]
    got = index.found_positions(asked).tolist()
    expected = [index.position[pid] for pid in asked if pid in index.position]
    assert sorted(got) == sorted(expected)
    assert sorted(got) == sorted(ids.index(pid) for pid in ("sku-7", "sku-7", "sku-499", "sku-0"))
    assert index.found_positions([]).tolist() == []


def test_the_hash_table_finds_every_id_and_misses_the_others():
    """The open-addressing table (half full at most, linear probing) against the
    dictionary, on ids whose hashes crowd the same slots."""
    rng = np.random.default_rng(5)
    hashes = rng.integers(-(2**63), 2**63 - 1, size=3000, dtype=np.int64)
    hashes[:1000] = (hashes[:1000] & ~np.int64(63)) | 5  # 1,000 ids, few home slots
    slot_hash, slot_pos = _open_addressing(hashes)
    assert len(slot_pos) >= 2 * len(hashes)
    assert sorted(slot_pos[slot_pos >= 0].tolist()) == list(range(len(hashes)))
    filled = slot_pos >= 0
    assert (slot_hash[filled] == hashes[slot_pos[filled]]).all()
    mask = len(slot_pos) - 1
    for position in range(0, len(hashes), 7):  # every slot from home to the id's is filled
        home, at = hashes[position] & mask, int(np.flatnonzero(slot_pos == position)[0])
        assert filled[[(home + k) & mask for k in range((at - home) % len(slot_pos) + 1)]].all()

    titles = {f"sku-{i}": "Women's Black Dress" for i in range(4000)}
    index, _ids = _catalog(titles)
    asked = [f"sku-{i}" for i in rng.integers(0, 6000, size=3000)] + ["", "sku-1", "sku-1"]
    got = index.found_positions(asked)
    assert got.dtype == np.int64
    assert sorted(got.tolist()) == sorted(index.position[p] for p in asked if p in index.position)


class _SameHash(str):
    """Ids whose hashes collide: the lookup must fall back to the dictionary."""

    def __hash__(self) -> int:
        return 42


def test_found_positions_uses_the_dictionary_when_ids_share_a_hash():
    index, _ids = _catalog({"a": "Black Dress", "b": "White Dress", "c": "Red Dress"})
    index.product_ids[:] = [_SameHash(pid) for pid in index.product_ids]
    index.id_positions = None
    index.id_hashes = None
    got = index.found_positions([_SameHash("c"), _SameHash("a"), _SameHash("zz")]).tolist()
    assert got == [index.product_ids.index("c"), index.product_ids.index("a")]


def test_similar_prefers_a_garment_word_written_alike():
    # The number is part of how a catalog writes a line; a plural stays like its singular.
    index, ids = _catalog(
        {
            "ctx": "Quimbly Men White Shoes",
            "plural": "Arvelo Men White Shoes",
            "singular": "Arvelo Men White Shoe",
            "other": "Arvelo Men White Sneakers",
        }
    )
    assert _ranked(index, ids, "similar", ["ctx"])[:2] == ["plural", "singular"]
    from recommendations.ranking.rank import text_scores

    scores = text_scores(index, [index.position["singular"]], [1.0])
    assert scores[index.position["plural"]] > scores[index.position["other"]]
