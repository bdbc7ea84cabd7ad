"""Where benchmark tables go (see ``bench/conftest.py``)."""

from __future__ import annotations

import os
from pathlib import Path

HERE = Path(__file__).resolve().parent


def results_dir() -> Path:
    """``$SOLVER_ALLOC_BENCH_RESULTS`` (``make bench-results``: ``bench/results``),
    else ``bench/.out`` (ignored by git); created if missing."""
    path = Path(os.environ.get("SOLVER_ALLOC_BENCH_RESULTS", HERE / ".out"))
    path.mkdir(parents=True, exist_ok=True)
    return path
