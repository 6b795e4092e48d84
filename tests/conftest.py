from __future__ import annotations

import pytest
from django.core.cache import cache

from common import outage
from tests.client import ApiClient
from tests.factories import AccountFactory, SiteFactory, issue_key
from tests.servers import Gunicorn


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Cached responses and rate-limit counters never leak from one test to the next."""
    outage.reset()  # a Redis stall in an earlier test (a loaded machine) is forgotten
    cache.clear()
    yield


@pytest.fixture(autouse=True)
def _one_rate_window(monkeypatch):
    """A test's requests all fall in one rate-limit window: the windows are fixed minutes,
    and one ending between two requests would start the count again (a 429 expected after
    N requests became a 200 about once a minute of such tests). The rollover itself is
    tested on ``window_end``."""
    from storefront import ratelimit

    now = ratelimit.clock()
    monkeypatch.setattr(ratelimit, "clock", lambda: now)


@pytest.fixture
def account(db):
    return AccountFactory()


@pytest.fixture
def api_key(account) -> str:
    return issue_key(account)


@pytest.fixture
def site(account):
    return SiteFactory(account=account)


@pytest.fixture
def make_site(account):
    def make(**kwargs):
        kwargs.setdefault("account", account)
        return SiteFactory(**kwargs)

    return make


@pytest.fixture
def other_site(db):
    """A site of another account."""
    return SiteFactory()


@pytest.fixture
def api(api_key) -> ApiClient:
    """An integration's client, authenticated with ``account``'s key."""
    return ApiClient(api_key)


@pytest.fixture
def anon() -> ApiClient:
    return ApiClient()


@pytest.fixture(scope="session")
def gunicorn_server(django_db_setup, django_db_blocker):
    """The real WSGI stack (gunicorn, 2 workers) on the test database.

    Tests using it need ``transactional_db`` so their rows are committed and visible.
    """
    server = Gunicorn(DEMO_PAGE="1")  # the widget's browser tests open /vfr/demo/
    yield server
    server.stop()


@pytest.fixture
def staff(client, db):
    """The test client logged in as a superuser (a support engineer in the admin)."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_superuser("support", "support@example.com", "pw")
    client.force_login(user)
    return client


@pytest.fixture
def store(api, site, django_capture_on_commit_callbacks):
    """``site`` with the small store of ``tests.admin_data`` written through the API."""
    from tests.admin_data import write_store

    with django_capture_on_commit_callbacks(execute=True):
        write_store(api, site)
    return site
