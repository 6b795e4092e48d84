"""The widget script in a real browser, before any data exists."""

from __future__ import annotations

ELEMENTS = ("fit-evidence", "fit-reviews", "fit-recommendations")


def test_script_defines_the_elements_and_an_unknown_site_renders_nothing(page, live_service):
    page.open(f"{live_service.url}/healthz")
    page.js(
        """
        document.body.innerHTML = `
          <fit-evidence site-key="pk_unknown" product-id="nope"></fit-evidence>
          <fit-reviews site-key="pk_unknown" product-id="nope"></fit-reviews>
          <fit-recommendations site-key="pk_unknown" intent="similar" product-ids="nope">
          </fit-recommendations>`;
        const script = document.createElement('script');
        script.src = arguments[0];
        document.head.append(script);
        """,
        f"{live_service.url}/vfr/widget.js",
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
