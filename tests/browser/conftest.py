"""Real-browser fixtures, for any app's browser tests.

- ``live_service`` (pytest-django owns the name ``live_server``): the real service
  (gunicorn, the production web stack) on the test database. Rows a test wants it to see
  must be committed (seed them with a subprocess, a management command under
  ``django_db_blocker.unblock()``, or ``transactional_db``).
- ``browser``: headless Debian Chromium driven by Selenium through Debian's chromedriver
  (``make test`` installs both when missing; nothing is downloaded at run time). One
  browser per session; ``page`` hands it to a test reset to a desktop viewport.

Screenshots go to ``var/test-artifacts/browser`` (``BROWSER_ARTIFACTS_DIR`` to change).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from tests.servers import ROOT, Gunicorn

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
ARTIFACTS = Path(
    os.environ.get("BROWSER_ARTIFACTS_DIR") or ROOT / "var" / "test-artifacts" / "browser"
)
AXE_JS = Path(__file__).resolve().parent / "vendor" / "axe-core-4.14.1.min.js"
DESKTOP = (1280, 900)

# Installed before any page script: uncaught errors and unhandled rejections of the page
# (a widget must never throw into the page), read back by ``Browser.page_errors``.
_ERROR_TRAP = """
window.__pageErrors = [];
window.addEventListener('error', e => window.__pageErrors.push(String(e.message || e)));
window.addEventListener('unhandledrejection',
  e => window.__pageErrors.push('unhandled rejection: ' + String(e.reason)));
"""


class Browser:
    """A thin layer over the WebDriver with the few things browser tests keep needing."""

    def __init__(self, driver: webdriver.Chrome) -> None:
        self.driver = driver

    def open(self, url: str) -> None:
        self.driver.get(url)

    def js(self, script: str, *args: Any) -> Any:
        return self.driver.execute_script(script, *args)

    def wait_for(self, script: str, *args: Any, timeout: float = 10.0) -> Any:
        """Polls a JS expression (``return ...``) until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.js(script, *args)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out after {timeout}s waiting for: {script}")
            time.sleep(0.05)

    def page_errors(self) -> list[str]:
        return self.js("return window.__pageErrors || []")

    def viewport(self, width: int, height: int, *, mobile: bool = False) -> None:
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile},
        )

    def screenshot(self, name: str, *, full_page: bool = True) -> Path:
        """Saves ``<name>.png`` under the artifacts directory (whole page by default)."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        if full_page:  # scroll through once, so lazy images below the fold are loaded
            self.js("window.scrollTo(0, document.documentElement.scrollHeight)")
            time.sleep(0.4)
            self.js("window.scrollTo(0, 0)")
        shot = self.driver.execute_cdp_cmd(
            "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": full_page}
        )
        path = ARTIFACTS / f"{name}.png"
        path.write_bytes(base64.b64decode(shot["data"]))
        return path

    def axe(self, context: str | None = None, **options: Any) -> list[dict[str, Any]]:
        """Runs axe-core (vendored, pinned) on the page; returns its violations."""
        if not self.js("return !!window.axe"):
            self.js(AXE_JS.read_text(encoding="utf-8"))
        self.driver.set_script_timeout(60)
        result = self.driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(arguments[0] || document, JSON.parse(arguments[1]))"
            ".then(r => done(r.violations), e => done([{id: 'axe-error', impact: 'critical',"
            " help: String(e), nodes: []}]));",
            context,
            json.dumps(options),
        )
        return result


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """pytest-django creates the test database only when a collected test asks for one;
    a browser test reaches it through the live service, so it is marked as asking."""
    for item in items:
        if "live_service" in item.fixturenames and not item.get_closest_marker("django_db"):
            item.add_marker(pytest.mark.django_db)


@pytest.fixture(scope="session")
def live_service(gunicorn_server: Gunicorn) -> Gunicorn:
    """The service over HTTP (``.url``), shared by the session's browser tests."""
    return gunicorn_server


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).exists():
            pytest.fail(f"{path} is missing: `make test` installs chromium and chromium-driver")
    options = Options()
    options.binary_location = CHROMIUM
    for argument in (
        "--headless=new",
        "--no-sandbox",  # CI runs as root
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--disable-extensions",
        "--disable-background-networking",
        "--lang=en-US",
        "--hide-scrollbars",
        f"--window-size={DESKTOP[0]},{DESKTOP[1]}",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _ERROR_TRAP})
    try:
        yield Browser(driver)
    finally:
        driver.quit()


@pytest.fixture
def page(browser: Browser) -> Browser:
    """The session's browser on a blank page at the desktop viewport."""
    browser.open("about:blank")
    browser.viewport(*DESKTOP)
    return browser


@pytest.fixture
def shot(page: Browser, request: pytest.FixtureRequest) -> Callable[[str], Path]:
    """``shot("label")`` saves a full-page screenshot named after the test."""

    def take(label: str) -> Path:
        return page.screenshot(f"{request.node.name}-{label}")

    return take
