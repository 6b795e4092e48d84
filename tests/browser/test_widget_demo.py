"""The widget on the demo product page, in headless Chromium, against the running service.

What a shopper sees is read from the elements' shadow roots and compared with what the
API answers for the same request. Screenshots: var/test-artifacts/browser/.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

import pytest
from django.core.management import call_command
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.servers import ROOT, Gunicorn, service_env

pytestmark = pytest.mark.server

ELEMENTS = "fit-evidence, fit-reviews, fit-recommendations"
SERIOUS = {"serious", "critical"}
WCAG_AA = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}

# Everything a shopper reads in <fit-evidence>, by part.
READ_EVIDENCE = """
const root = document.querySelector('fit-evidence').shadowRoot;
const text = (el) => el ? el.innerText.replace(/\\s+/g, ' ').trim() : '';
return {
  summary: text(root.querySelector('[part~=summary]')),
  headings: [...root.querySelectorAll('[part~=heading]')].map(text),
  dimensions: [...root.querySelectorAll('[part~=dimension]')].map((el) => ({
    code: el.dataset.dimension,
    text: text(el),
    counts: [...el.querySelectorAll('.ends b')].map((b) => b.innerText),
  })),
  previews: [...root.querySelectorAll('[part~=review]')].map((el) => el.dataset.reviewId),
};
"""
REVIEW_IDS = """
return [...document.querySelector('fit-reviews').shadowRoot
  .querySelectorAll('[part~=review]')].map((el) => el.dataset.reviewId);
"""


@pytest.fixture(scope="module")
def limited_service():
    """The same service with every storefront read and recommendation over its limit."""
    server = Gunicorn(DEMO_PAGE="1", STOREFRONT_RATE_LIMIT_PER_IP="0", RECS_RATE_LIMIT_PER_IP="0")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def demo(live_service, limited_service, django_db_blocker) -> dict[str, Any]:
    """``seed_demo`` run as a person would, on the test database; emptied afterwards."""
    result = subprocess.run(
        [
            *(sys.executable, "manage.py", "seed_demo", "--json"),
            *("--origin", live_service.url, "--origin", limited_service.url),
        ],
        cwd=ROOT,
        env=service_env(CELERY_TASK_ALWAYS_EAGER="1"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-4000:]
    seeded = json.loads(result.stdout)  # exactly one JSON object on stdout
    yield seeded
    with django_db_blocker.unblock():
        call_command("flush", interactive=False, verbosity=0)


def api_get(base: str, path: str, **params: Any) -> dict[str, Any]:
    query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
    with urllib.request.urlopen(f"{base}{path}?{query}", timeout=10) as response:
        return json.load(response)


def api_recommendations(base: str, body: dict[str, Any]) -> dict[str, Any]:
    """As the browser asks: no key, the page's Origin."""
    request = urllib.request.Request(
        f"{base}/recommendations",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "Origin": base},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)


def all_reviews(base: str, site_key: str, product_id: str, page_size: int) -> list[str]:
    ids, cursor = [], None
    while True:
        page = api_get(
            base,
            f"/vfr/sites/{site_key}/reviews",
            product_id=product_id,
            page_size=page_size,
            cursor=cursor,
        )
        ids += [item["external_review_id"] for item in page["items"]]
        cursor = page["next_cursor"]
        if cursor is None:
            return ids


def wait_settled(page, selector: str = ELEMENTS) -> list[str]:
    """Waits until every matching element has finished loading; returns their states."""
    return page.wait_for(
        "const s = [...document.querySelectorAll(arguments[0])].map(e => e.dataset.state);"
        "return s.length && s.every(x => ['ready', 'empty', 'error'].includes(x)) && s;",
        selector,
    )


def open_demo(page, url: str) -> list[str]:
    page.open(url)
    return wait_settled(page)


def test_fit_evidence_shows_the_numbers_of_the_api(page, demo, live_service, shot):
    product = demo["product_ids"][0]
    assert open_demo(page, demo["demo_url"]) == ["ready"] * 5
    api = api_get(
        live_service.url, f"/vfr/sites/{demo['site_key']}/fit-evidence", product_id=product
    )
    seen = page.js(READ_EVIDENCE)

    assert f"{api['rating']:.1f}" in seen["summary"]
    assert f"{api['review_count']} reviews" in seen["summary"]
    signals = {s["dimension_code"]: s for s in api["digest"]["signals"]}
    assert sorted(d["code"] for d in seen["dimensions"]) == sorted(signals)
    for dimension in seen["dimensions"]:
        signal = signals[dimension["code"]]
        expected = [signal["tight_count"], signal["neutral_count"], signal["loose_count"]]
        assert dimension["counts"] == [str(n) for n in expected], dimension
    overall = next(d for d in seen["dimensions"] if d["code"] == "overall")
    assert any(w in overall["text"] for w in ("Runs small", "True to size", "Runs large"))
    assert seen["previews"] == [r["external_review_id"] for r in api["reviews"]]
    assert len(seen["previews"]) == 3
    assert page.page_errors() == []
    shot("desktop")


def test_size_picker_narrows_evidence_and_reviews(page, demo, live_service, shot):
    product, key = demo["product_ids"][0], demo["site_key"]
    open_demo(page, demo["demo_url"])
    page.driver.find_element(By.XPATH, "//fieldset//label[normalize-space()='M']").click()
    page.wait_for(
        "return [...document.querySelectorAll('fit-evidence, fit-reviews')]"
        ".every(e => e.getAttribute('size') === 'M')"
    )
    wait_settled(page, "fit-evidence, fit-reviews")
    api = api_get(live_service.url, f"/vfr/sites/{key}/fit-evidence", product_id=product, size="M")
    seen = page.js(READ_EVIDENCE)
    assert api["digest"] is not None and api["digest"]["review_count"] > 0
    assert "How size M fits" in seen["headings"]
    assert sorted(d["code"] for d in seen["dimensions"]) == sorted(
        s["dimension_code"] for s in api["digest"]["signals"]
    )
    assert seen["previews"] == [r["external_review_id"] for r in api["reviews"]]
    for review in api["reviews"]:
        assert review["purchased_variant"]["option_values"]["size"] == "M"

    first_page = api_get(
        live_service.url, f"/vfr/sites/{key}/reviews", product_id=product, size="M", page_size=5
    )
    assert page.js(REVIEW_IDS) == [r["external_review_id"] for r in first_page["items"]]
    assert "size=M" in page.driver.current_url
    assert page.page_errors() == []
    shot("size-M")

    # A variant narrows the same way (the storefront's variant picker sets variant-id).
    variant = f"{product}-l"
    page.js(
        "const e = document.querySelector('fit-evidence');"
        "e.removeAttribute('size'); e.setAttribute('variant-id', arguments[0]);",
        variant,
    )
    api = api_get(
        live_service.url, f"/vfr/sites/{key}/fit-evidence", product_id=product, variant_id=variant
    )
    expected = [r["external_review_id"] for r in api["reviews"]]
    assert expected
    page.wait_for(
        "const e = document.querySelector('fit-evidence');"
        "return e.dataset.state === 'ready' && JSON.stringify([...e.shadowRoot"
        ".querySelectorAll('[part~=review]')].map(r => r.dataset.reviewId)) === arguments[0]",
        json.dumps(expected, separators=(",", ":")),
    )
    assert all(r["purchased_variant"]["source_variant_id"] == variant for r in api["reviews"])


def test_more_reviews_by_keyboard_walks_every_review_once(page, demo, live_service):
    product, key = demo["product_ids"][0], demo["site_key"]
    open_demo(page, demo["demo_url"])
    expected = all_reviews(live_service.url, key, product, page_size=5)
    assert len(expected) > 10

    # Reach the button with Tab alone, as a keyboard user does.
    focused_more = (
        "const host = document.activeElement;"
        "return host && host.localName === 'fit-reviews' &&"
        " host.shadowRoot.activeElement?.getAttribute('part') === 'more';"
    )
    actions = ActionChains(page.driver)
    for _ in range(80):
        if page.js(focused_more):
            break
        actions.send_keys(Keys.TAB).perform()
    assert page.js(focused_more), "the More reviews button is not reachable by Tab"

    clicks = 0
    while page.js(
        "return !!document.querySelector('fit-reviews').shadowRoot.querySelector('[part~=more]')"
    ):
        shown = len(page.js(REVIEW_IDS))
        button = "document.querySelector('fit-reviews').shadowRoot.querySelector('[part~=more]')"
        page.js(f"{button}.focus()")  # focus moved to the first new review after the last page
        ActionChains(page.driver).send_keys(Keys.ENTER).perform()
        page.wait_for(
            "return document.querySelector('fit-reviews').shadowRoot"
            ".querySelectorAll('[part~=review]').length > arguments[0]",
            shown,
        )
        # Focus lands on the first review of the new page (keyboard users keep their place).
        assert page.js(
            "const r = document.querySelector('fit-reviews').shadowRoot;"
            "return r.activeElement === r.querySelectorAll('[part~=review]')[arguments[0]]",
            shown,
        )
        clicks += 1
        assert clicks < 30
    assert page.js(REVIEW_IDS) == expected
    assert len(set(expected)) == len(expected)
    assert page.page_errors() == []


def test_recommendations_link_where_the_api_says(page, demo, live_service):
    product, key = demo["product_ids"][0], demo["site_key"]
    open_demo(page, demo["demo_url"])
    for element_id, intent in (
        ("recs-look", "complete_the_look"),
        ("recs-similar", "similar"),
        ("recs-likely", "likely_purchases"),
    ):
        api = api_recommendations(
            live_service.url,
            {"site_key": key, "intent": intent, "product_ids": [product], "limit": 4},
        )
        assert api["items"], intent
        seen = page.js(
            "return [...document.getElementById(arguments[0]).shadowRoot"
            ".querySelectorAll('[part~=item]')].map(a => ({href: a.href,"
            " title: a.querySelector('[part~=title]').innerText,"
            " image: a.querySelector('img') && a.querySelector('img').src,"
            " price: a.querySelector('[part~=price]').innerText}))",
            element_id,
        )
        assert [s["href"] for s in seen] == [i["canonical_url"] for i in api["items"]], intent
        assert [s["title"] for s in seen] == [i["title"] for i in api["items"]]
        assert [s["image"] for s in seen] == [i["image_url"] for i in api["items"]]
        for shown, item in zip(seen, api["items"], strict=True):
            assert f"${float(item['price']):,.2f}" in shown["price"]
    # Attributes beyond the interface's bounds are brought within them, not sent to fail.
    asked = (
        "return performance.getEntriesByType('resource')"
        ".filter(e => e.name.endsWith('/recommendations')).length"
    )
    before = page.js(asked)
    page.js(
        "const e = document.getElementById('recs-similar'); e.setAttribute('limit', '500');"
        "e.setAttribute('product-ids', arguments[0] + ',marisol-maxi-dress');",
        product,
    )
    page.wait_for(
        f"return ({asked.removeprefix('return ')}) > arguments[0] &&"
        " document.getElementById('recs-similar').dataset.state === 'ready'",
        before,
    )
    # A card takes the shopper to that product's page.
    first = page.js(
        "return document.getElementById('recs-look').shadowRoot.querySelector('[part~=item]')"
    )
    target = first.get_attribute("href")
    first.click()
    page.wait_for("return location.href === arguments[0]", target)
    wait_settled(page)
    assert page.page_errors() == []


def test_german_text_with_lang_de_at_320_px(page, demo, shot):
    page.viewport(320, 800, mobile=True)
    states = open_demo(page, demo["demo_url"] + "?lang=de")
    assert states == ["ready"] * 5
    assert page.js("return document.documentElement.lang") == "de"
    evidence = page.js(READ_EVIDENCE)
    assert "Bewertungen" in evidence["summary"]
    assert "So fällt es aus" in evidence["headings"]
    assert (
        page.js(
            "return document.querySelector('fit-reviews').shadowRoot"
            ".querySelector('[part~=more]').innerText"
        )
        == "Weitere Bewertungen"
    )
    assert (
        page.js(
            "return document.getElementById('recs-look').shadowRoot"
            ".querySelector('[part~=heading]').innerText"
        )
        == "Vervollständige den Look"
    )
    # Nothing wider than the phone: no sideways scrolling.
    assert page.js("return document.documentElement.scrollWidth") <= 320
    widths = page.js(
        "return [...document.querySelectorAll(arguments[0])]"
        ".map(e => e.getBoundingClientRect().right)",
        ELEMENTS,
    )
    assert max(widths) <= 320
    # Each count of the fit scale stays on the line of its label's last word, not alone.
    orphans = page.js(
        "return [...document.querySelector('fit-evidence').shadowRoot"
        ".querySelectorAll('.ends span')].filter(s => {"
        " const r = document.createRange(); r.selectNodeContents(s.firstChild);"
        " const rects = r.getClientRects();"
        " return rects[rects.length - 1].top !== s.querySelector('b').getClientRects()[0].top;"
        "}).map(s => s.innerText)"
    )
    assert orphans == []
    shot("de-320px")

    # An element's own lang attribute wins over the page's.
    page.js("document.querySelector('fit-evidence').setAttribute('lang', 'fr')")
    page.wait_for(
        "return document.querySelector('fit-evidence').shadowRoot.innerHTML"
        ".includes('Comment ça taille')"
    )
    page.js("document.querySelector('fit-reviews').setAttribute('lang', 'es')")
    page.wait_for(
        "return document.querySelector('fit-reviews').shadowRoot"
        ".querySelector('[part~=more]')?.innerText === 'Más opiniones'"
    )
    assert page.page_errors() == []


def test_theming_by_custom_properties_and_parts(page, demo):
    open_demo(page, demo["demo_url"])
    page.js(
        "const style = document.createElement('style');"
        "style.textContent = 'fit-evidence { --fit-accent: rgb(120, 0, 60); }"
        " fit-reviews::part(more) { background-color: rgb(1, 2, 3); color: rgb(255, 255, 255); }"
        " fit-recommendations::part(item) { border: 2px solid rgb(0, 128, 0); }';"
        "document.head.append(style);"
    )
    time.sleep(0.3)  # the button's background transition
    colours = page.js(
        "const style = (host, css, prop) => getComputedStyle("
        "document.querySelector(host).shadowRoot.querySelector(css))[prop];"
        "return [style('fit-evidence', '.verdict', 'color'),"
        " style('fit-reviews', '[part~=more]', 'backgroundColor'),"
        " style('#recs-look', '[part~=item]', 'borderTopColor')];"
    )
    assert colours == ["rgb(120, 0, 60)", "rgb(1, 2, 3)", "rgb(0, 128, 0)"]


def test_embedded_from_another_origin(page, demo, live_service):
    """The script from the service's origin on a storefront of another origin: every
    request is cross-origin (CORS, the recommendations preflight included)."""
    service = live_service.url.replace("127.0.0.1", "localhost")
    key = demo["site_key"]
    page.open(f"{live_service.url}/healthz")  # the storefront's origin, one of the demo's
    page.js(
        "document.body.innerHTML = arguments[1];"
        "const script = document.createElement('script');"
        "script.src = arguments[0]; document.head.append(script);",
        f"{service}/vfr/widget.js",
        f'<fit-evidence site-key="{key}" product-id="camila-wrap-dress"></fit-evidence>'
        f'<fit-reviews site-key="{key}" product-id="camila-wrap-dress"></fit-reviews>'
        f'<fit-recommendations site-key="{key}" intent="similar"'
        ' product-ids="camila-wrap-dress"></fit-recommendations>',
    )
    assert wait_settled(page) == ["ready"] * 3
    asked = page.js(
        "return performance.getEntriesByType('resource').map(e => e.name)"
        ".filter(n => n.includes('/vfr/sites/') || n.includes('/recommendations'))"
    )
    assert len(asked) == 3 and all(url.startswith(service) for url in asked)
    assert page.page_errors() == []


def test_no_layout_shift_while_the_elements_load(page, demo):
    page.open(demo["demo_url"] + "?product=marisol-maxi-dress")
    page.js("sessionStorage.clear()")  # no remembered heights: the first visit of a shopper
    page.open(demo["demo_url"] + "?product=marisol-maxi-dress")
    page.js(
        "window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries())"
        " if (!e.hadRecentInput) window.__cls += e.value; })"
        ".observe({type: 'layout-shift', buffered: true});"
    )
    wait_settled(page)
    time.sleep(0.5)
    cls = page.js("return window.__cls")
    assert cls < 0.1, f"cumulative layout shift {cls:.3f}"


@pytest.mark.parametrize(
    ("query", "viewport"), [("", (1280, 900)), ("?lang=de&size=S", (320, 800))]
)
def test_no_serious_accessibility_violations(page, demo, query, viewport):
    page.viewport(*viewport, mobile=viewport[0] < 500)
    open_demo(page, demo["demo_url"] + query)
    violations = page.axe(None, **WCAG_AA)
    serious = [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes']][:3]}"
        for v in violations
        if v["impact"] in SERIOUS
    ]
    assert serious == []


def test_rate_limited_elements_render_nothing_and_wait_for_retry_after(
    page, demo, limited_service, shot
):
    key = demo["site_key"]
    # Retry-After runs to the end of the limit's one-minute window, so it can be a second
    # or two; start in a fresh window so the waits below cannot run out mid-test.
    for _ in range(2):
        with pytest.raises(urllib.error.HTTPError) as limited:
            api_get(limited_service.url, f"/vfr/sites/{key}/fit-evidence", product_id="x")
        assert limited.value.code == 429
        wait = int(limited.value.headers["Retry-After"])
        assert wait >= 1
        if wait >= 20:
            break
        time.sleep(wait + 0.5)

    states = open_demo(page, f"{limited_service.url}/vfr/demo/")
    assert states == ["error"] * 5
    areas = page.js(
        "return [...document.querySelectorAll(arguments[0])].map(e => {"
        " const r = e.getBoundingClientRect(); return r.width * r.height; })",
        ELEMENTS,
    )
    assert areas == [0] * 5
    # Fit evidence and the review list are one family: whichever asked first got the 429,
    # and the other may have been held back by it already (their order varies under load).
    asked = (
        "return performance.getEntriesByType('resource')"
        ".filter(e => e.name.includes('/vfr/sites/')).length"
    )
    # A request already in flight when the 429 arrived is listed only once it completes:
    # count when the list has stopped growing.
    first, deadline = page.js(asked), time.monotonic() + 5
    while time.monotonic() < deadline:
        time.sleep(0.5)
        if (now := page.js(asked)) == first:
            break
        first = now
    assert 1 <= first <= 2
    # Re-rendering before Retry-After asks nothing of the service.
    page.js("document.querySelector('fit-evidence').setAttribute('size', 'S')")
    page.wait_for("return document.querySelector('fit-evidence').dataset.state === 'error'")
    time.sleep(0.3)
    assert page.js(asked) == first
    assert page.page_errors() == []
    shot("rate-limited")
    # Nor does a reload: the wait outlives the page.
    page.driver.refresh()
    wait_settled(page)
    assert page.js(asked) == 0
    page.js("localStorage.clear()")


def test_unknown_product_renders_nothing(page, demo):
    open_demo(page, demo["demo_url"])
    page.js(
        "for (const e of document.querySelectorAll('fit-evidence, fit-reviews'))"
        " e.setAttribute('product-id', 'no-such-product');"
        "for (const e of document.querySelectorAll('fit-recommendations'))"
        " e.setAttribute('product-ids', 'no-such-product');"
    )
    page.wait_for(
        "return [...document.querySelectorAll(arguments[0])]"
        ".every(e => e.dataset.state === 'error' && e.getBoundingClientRect().height === 0)",
        ELEMENTS,
    )
    assert page.page_errors() == []
