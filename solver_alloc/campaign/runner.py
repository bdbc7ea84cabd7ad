"""Running a campaign's cases on local processes or a Dask cluster.

Both executors run every case in a process of its own
(:mod:`~solver_alloc.campaign.isolation`: forked from a preloaded fork server
locally, a fresh Python on Dask workers), and the coordinating process stores each row
the moment it arrives, so the two give the same rows and a killed run resumes
where it stopped. Progress (done, running, failed, ETA) is drawn by tqdm on a
terminal and is silent otherwise.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import time
from collections.abc import Generator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tqdm import tqdm

from solver_alloc.campaign.isolation import forked, spawned, start_server, stop_all
from solver_alloc.campaign.spec import Case
from solver_alloc.campaign.store import Store
from solver_alloc.campaign.worker import Outcome, Row
from solver_alloc.errors import SolverAllocError

__all__ = ["RunSummary", "SchedulerError", "run_cases"]


Rows = Generator[Row, None, None]

CONNECT_TIMEOUT = 10.0
"""Seconds to reach a Dask scheduler before ``campaign run`` gives up (exit 2)."""


class SchedulerError(SolverAllocError):
    """The Dask scheduler cannot be reached or refused the work."""


@dataclass(frozen=True, slots=True)
class RunSummary:
    """What one ``campaign run`` did."""

    total: int
    already: int
    """Cases found finished in the database and skipped."""
    done: int
    failed: int
    """Rows whose outcome is not ``solved`` or whose allocation the verifier
    rejected."""
    seconds: float


def _failed(row: Row) -> bool:
    return row.outcome != Outcome.SOLVED.value or row.valid is False


def _local(todo: list[Case], root: str, jobs: int) -> tuple[int, Rows]:
    """``jobs`` local worker processes at a time, and their rows as they finish."""
    if todo:
        start_server()

    def rows() -> Rows:
        with cf.ThreadPoolExecutor(max_workers=jobs) as pool:
            futures = [pool.submit(forked, c, root) for c in todo]
            try:
                for f in cf.as_completed(futures):
                    yield f.result()
            finally:
                for f in futures:
                    f.cancel()
    return jobs, rows()


def _dask(todo: list[Case], root: str, address: str) -> tuple[int, Rows]:
    """The Dask cluster at ``address`` (its thread count), and the rows as it
    finishes them. A case whose worker is lost comes back as a ``crashed`` row."""
    try:
        from distributed import Client, as_completed  # the optional extra
    except ModuleNotFoundError:
        raise SchedulerError("--scheduler needs Dask: pip install "
                             "'solver-alloc[campaign]'") from None
    try:
        client = Client(address, timeout=f"{CONNECT_TIMEOUT}s", set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise SchedulerError(f"scheduler {address}: cannot connect "
                             f"({type(e).__name__}: {e})".replace("\n", " ")) from None
    slots = max(1, sum(client.nthreads().values()))

    def rows() -> Rows:
        try:
            futures = {client.submit(spawned, c, root, key=f"case-{c.key}", pure=False,
                                     retries=0): c for c in todo}
            for f in as_completed(list(futures), loop=client.loop):
                try:
                    yield f.result()
                except Exception as e:  # the worker died under the case
                    yield Row.of(futures[f], Outcome.CRASHED,
                                 error=f"dask: {type(e).__name__}: {e}"[:500])
        finally:
            client.close()
    return slots, rows()


def run_cases(cases: Iterable[Case], store: Store, root: Path, *, jobs: int | None = None,
              scheduler: str | None = None, progress: bool | None = None) -> RunSummary:
    """Run the cases not yet in ``store`` and store each row as it finishes.

    ``jobs``: local worker processes (default: the number of cores);
    ``scheduler``: a Dask scheduler address instead. ``progress``: ``None`` shows
    the bar only on a terminal.
    """
    start = time.monotonic()
    cases = list(cases)
    finished = store.keys()
    todo = [c for c in cases if c.key not in finished]
    slots, rows = (_dask(todo, str(root), scheduler) if scheduler else
                   _local(todo, str(root), jobs or os.cpu_count() or 1))
    done = failed = 0
    bar: Any = tqdm(total=len(todo), unit="case", disable=None if progress is None
                    else not progress, dynamic_ncols=True, desc="campaign")
    try:
        for row in rows:
            store.add(row)
            done += 1
            failed += _failed(row)
            bar.update(1)
            bar.set_postfix(running=min(len(todo) - done, slots), failed=failed,
                            refresh=False)
    except BaseException:  # interrupted: stop the cases in flight, keep the rows
        stop_all()
        raise
    finally:
        rows.close()
        bar.close()
    return RunSummary(len(cases), len(cases) - len(todo), done, failed,
                      time.monotonic() - start)
