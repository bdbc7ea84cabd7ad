"""Shared fixtures."""

from __future__ import annotations

import pytest

from solver_alloc import Target, load_target


@pytest.fixture(scope="session")
def x86() -> Target:
    return load_target("x86-64")


@pytest.fixture(scope="session")
def trn2() -> Target:
    return load_target("trn2")


@pytest.fixture(scope="session")
def sm90() -> Target:
    return load_target("nvidia-sm90")
