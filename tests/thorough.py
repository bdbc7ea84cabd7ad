"""How many examples the property tests draw: ``make test`` runs the listed
counts; ``make test-slow`` sets ``SOLVER_ALLOC_THOROUGH`` (a factor) to run them
many times over, beside the tests marked ``slow``."""

from __future__ import annotations

import os

FACTOR = max(1, int(os.environ.get("SOLVER_ALLOC_THOROUGH", "1")))


def examples(n: int) -> int:
    """``n`` examples, times the thoroughness factor."""
    return n * FACTOR
