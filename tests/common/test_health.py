import pytest


@pytest.mark.django_db
def test_healthz_is_ok_without_touching_anything(anon):
    response = anon.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


@pytest.mark.django_db
def test_readyz_checks_database_and_redis(anon, settings):
    response = anon.get("/readyz")
    assert response.status_code == 200
    checks = response.json()["checks"]
    assert checks["database"] == "ok"
    if settings.REDIS_URL:
        assert checks["redis"] == "ok"


@pytest.mark.django_db
def test_readyz_is_503_when_redis_is_unreachable(anon, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": "redis://127.0.0.1:1/0",
            "OPTIONS": {"socket_connect_timeout": 0.2},
        }
    }
    response = anon.get("/readyz")
    assert response.status_code == 503
    assert response.json() == {"error": "not ready: redis unreachable"}
