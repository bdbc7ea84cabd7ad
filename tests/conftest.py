"""Shared fixtures."""

from __future__ import annotations

import pytest
from hypothesis import settings
from thorough import FACTOR

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


# The default run draws the same examples every time (Hypothesis derives them
# from each test's name), so its time and its verdict are the same on every
# machine: the property tests' brute-force searches cost seconds to minutes
# depending on the examples drawn (one test took 3.8 s to 86 s in runs of the same
# code). `make test-slow` (SOLVER_ALLOC_THOROUGH) draws fresh random examples,
# ten times as many.
settings.register_profile("fixed", derandomize=True, database=None)
settings.register_profile("thorough", derandomize=False)
settings.load_profile("thorough" if FACTOR > 1 else "fixed")
