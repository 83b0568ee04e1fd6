"""Fixtures the server tests share (tests/test_server_*.py): a Redis of the module's own and
the stores to run the same test against."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    """A redis-server of the test module's own (see server_support.redis_server), stopped by
    PID after the module."""
    from server_support import redis_server

    with redis_server() as url:
        yield url


@pytest.fixture(params=["memory", "redis"])
def make_store(request: pytest.FixtureRequest) -> object:
    """A function () -> a fresh store of the parametrised kind (built inside the loop)."""
    from gamut_server.store_memory import MemoryStore
    from gamut_server.store_redis import RedisStore

    if request.param == "memory":
        return MemoryStore
    url = request.getfixturevalue("redis_url")
    return lambda: RedisStore(url)
