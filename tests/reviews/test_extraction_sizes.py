"""Size labels on their own: normal form and base size (reviews.extraction.sizes)."""

from __future__ import annotations

import pytest

from reviews.extraction.sizes import base_size, normal_label


@pytest.mark.parametrize(
    ("raw", "label"),
    [("petite s", "petite S"), ("XS petite", "XS petite"), ("xsp", "XSP"), ("2P", "2P"),
     ("size 6", "6"), ("2XL", "XXL"), ("x-large", "XL"), ("W32 L30", "32x30"),
     ("34B", "34B"), ("6,5", "6.5"), ("Größe 38", "38"), ("talla M", "M")],
)  # fmt: skip
def test_normal_label_of_a_size_written_alone(raw, label):
    assert normal_label(raw) == label


@pytest.mark.parametrize("raw", ["", "lovely", "130 lbs", "s and m"])
def test_normal_label_is_none_for_text_that_is_no_single_size(raw):
    assert normal_label(raw) is None


@pytest.mark.parametrize(
    ("label", "base"),
    [("petite S", "S"), ("XS petite", "XS"), ("XSP", "XS"), ("6P", "6"), ("regular M", "M"),
     ("L", "L"), ("12", "12")],
)  # fmt: skip
def test_base_size_drops_petite_and_regular(label, base):
    assert base_size(label) == base
