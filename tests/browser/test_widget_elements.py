"""The widget's elements on a bare page of the service's origin (no demo store)."""

from __future__ import annotations

import pytest

from reviews.services.sync import reviews_sync
from tests.factories import SiteFactory
from tests.servers import free_port
from tests.storefront.factories import ProductFactory

ELEMENTS = ("fit-evidence", "fit-reviews", "fit-recommendations")


def mount(page, base: str, html: str) -> None:
    """A same-origin page holding ``html`` and the widget script."""
    page.open(f"{base}/healthz")
    page.js(
        "document.body.innerHTML = arguments[1];"
        "const script = document.createElement('script');"
        "script.src = arguments[0]; document.head.append(script);",
        f"{base}/vfr/widget.js",
        html,
    )


def test_script_defines_the_elements_and_an_unknown_site_renders_nothing(page, live_service):
    mount(
        page,
        live_service.url,
        """<fit-evidence site-key="pk_unknown" product-id="nope"></fit-evidence>
        <fit-reviews site-key="pk_unknown" product-id="nope"></fit-reviews>
        <fit-recommendations site-key="pk_unknown" intent="similar" product-ids="nope">
        </fit-recommendations>""",
    )
    states = page.wait_for(
        "const s = [...arguments[0]].map(n => document.querySelector(n).dataset.state);"
        "return s.every(x => x === 'error') && s;",
        ELEMENTS,
    )
    assert states == ["error"] * 3
    sizes = page.js(
        "return [...arguments[0]].map(n => document.querySelector(n).getBoundingClientRect())"
        ".map(r => r.width * r.height)",
        ELEMENTS,
    )
    assert sizes == [0, 0, 0]
    assert page.page_errors() == []


def test_network_failure_renders_nothing_and_throws_nothing(page, live_service):
    closed = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    mount(
        page,
        live_service.url,
        f"""<fit-evidence api-base="{closed}" site-key="pk_x" product-id="p"></fit-evidence>
        <fit-reviews api-base="{closed}" site-key="pk_x" product-id="p"></fit-reviews>
        <fit-recommendations api-base="{closed}" site-key="pk_x" intent="similar"
          product-ids="p"></fit-recommendations>""",
    )
    page.wait_for(
        "return [...arguments[0]].every(n => document.querySelector(n).dataset.state === 'error'"
        " && document.querySelector(n).getBoundingClientRect().height === 0)",
        ELEMENTS,
    )
    assert page.page_errors() == []


@pytest.mark.django_db(transaction=True)
def test_review_photos_are_shown_with_their_alt_text(page, live_service):
    site = SiteFactory(origins=[live_service.url])
    product = ProductFactory(site=site, product_id="boots")
    photo = f"{live_service.url}/static/widget/demo/ankle-boots.svg"
    reviews_sync(
        site=site,
        product=product,
        data={
            "event_id": "photo-review",
            "provider": "test",
            "reviews": [
                {
                    "external_review_id": "with-photo",
                    "rating": 5,
                    "title": "Comfortable from day one",
                    "body": "True to size, I wear a 38 and the 38 fits perfectly.",
                    "media": [{"url": photo, "kind": "image", "alt_text": "Boots on"}],
                }
            ],
        },
    )
    mount(
        page,
        live_service.url,
        f'<fit-reviews site-key="{site.site_key}" product-id="boots"></fit-reviews>',
    )
    page.wait_for("return document.querySelector('fit-reviews').dataset.state === 'ready'")
    images = page.js(
        "return [...document.querySelector('fit-reviews').shadowRoot"
        ".querySelectorAll('[part~=photo]')].map(i => [i.src, i.alt])"
    )
    assert images == [[photo, "Boots on"]]
    assert page.page_errors() == []


@pytest.mark.django_db(transaction=True)
def test_a_size_without_fit_reviews_shows_the_products_evidence_with_a_note(page, live_service):
    site = SiteFactory(origins=[live_service.url])
    product = ProductFactory(site=site, product_id="dress")
    reviews_sync(
        site=site,
        product=product,
        data={
            "event_id": "sized-reviews",
            "provider": "test",
            "reviews": [
                {
                    "external_review_id": f"r{n}",
                    "rating": 4,
                    "body": "Runs small, I had to size up.",
                    "purchased_variant": {"label": "M", "option_values": {"size": "M"}},
                }
                for n in range(3)
            ],
        },
    )
    mount(
        page,
        live_service.url,
        f'<fit-evidence site-key="{site.site_key}" product-id="dress" size="M"></fit-evidence>',
    )
    read = (
        "const e = document.querySelector('fit-evidence');"
        "return e.dataset.state === 'ready' && e.shadowRoot.querySelector('.ready').innerText"
    )
    text = page.wait_for(read)
    assert "How size M fits" in text and "Runs small" in text

    page.js("document.querySelector('fit-evidence').setAttribute('size', 'XL')")
    text = page.wait_for(read + ".includes('XL') && e.shadowRoot.querySelector('.ready').innerText")
    assert "No fit reviews for size XL yet. Showing all sizes." in text
    assert "How it fits" in text and "Runs small" in text
    assert page.page_errors() == []


@pytest.mark.django_db(transaction=True)
def test_long_words_wrap_and_rtl_reviews_read_right_to_left_at_375px(page, live_service):
    """A German compound or a bare URL wraps inside the card instead of widening the list
    past it (the card clips it); an Arabic review is laid out right to left with its own
    lang, while the widget's labels around it keep the widget's language."""
    site = SiteFactory(origins=[live_service.url])
    product = ProductFactory(site=site, product_id="shirt")
    compound = "Donaudampfschifffahrtsgesellschaftskapitänskajütenschlüssel"
    reviews_sync(
        site=site,
        product=product,
        data={
            "event_id": "long-and-rtl",
            "provider": "test",
            "reviews": [
                {
                    "external_review_id": "de",
                    "rating": 3,
                    "language": "de",
                    "title": compound,
                    "body": f"{compound} https://example.com/{'a' * 120}",
                    "created_at": "2025-03-01T10:00:00Z",
                },
                {
                    "external_review_id": "ar",
                    "rating": 2,
                    "language": "ar",
                    "title": "صغير جدا",
                    "body": "القميص صغير جدا، ضيق عند الصدر. Runs small.",
                    "created_at": "2025-03-02T10:00:00Z",
                },
            ],
        },
    )
    page.viewport(375, 800)
    mount(
        page,
        live_service.url,
        f'<fit-reviews site-key="{site.site_key}" product-id="shirt"></fit-reviews>',
    )
    page.wait_for("return document.querySelector('fit-reviews').dataset.state === 'ready'")
    layout = page.js(
        "const root = document.querySelector('fit-reviews').shadowRoot;"
        "const card = root.querySelector('.card').getBoundingClientRect();"
        "const right = Math.max(...[...root.querySelectorAll('.review, .review *')]"
        "  .map(e => e.getBoundingClientRect().right));"
        "return {card: card.right, content: right, page: document.documentElement.scrollWidth};"
    )
    assert layout["content"] <= layout["card"] and layout["page"] <= 375
    texts = page.js(
        "return [...document.querySelector('fit-reviews').shadowRoot"
        ".querySelectorAll('[part=review]')].map(r => ({lang: r.lang,"
        " own: [...r.querySelectorAll('.rtitle, .body')]"
        "   .map(e => e.lang + ':' + getComputedStyle(e).direction)}))"
    )
    assert texts == [
        {"lang": "", "own": ["ar:rtl", "ar:rtl"]},
        {"lang": "", "own": ["de:ltr", "de:ltr"]},
    ]
    assert page.page_errors() == []
