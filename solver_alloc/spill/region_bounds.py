"""Every region's free-entry bound, solved beside the plan in a process of its
own (:class:`Bounds`).

A region's bound is its model entered freely (:func:`encode_free`), solved to
its optimum (:func:`bound_of`): the sum over the regions bounds every plan of
the class (:mod:`.region_search`). The plan needs none of them, so they are
solved in region order in another process, which has an interpreter of its
own: encoding a region is Python (0.04 s at 250 segments) and, in a thread
beside the plan, it held the interpreter the plan's encoding, decoding and
colouring need. On cfg16384 at 60 s (in-process, 55.7 s), the first 20
regions planned at 0.29 s each with the bounds in a thread and 0.17 s with
no bounds at all; the plan, judged too slow, stopped for every bound and
then reached 101 to 131 of 281 regions (without bounds: 256).

A class of fewer than :data:`PROCESS_REGIONS` regions bounds them in a thread
instead (a process costs its start; the work is the same function).
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.solving import SolveOptions, proven_bound, solve_cpsat
from solver_alloc.spill.chains import Cut, SplitProblem
from solver_alloc.spill.model import SplitModel, encode
from solver_alloc.spill.regions import Region, region_problem

PROCESS_REGIONS = 16
"""Regions from which a class's bounds are solved in a process of their own."""

Found = tuple[Fraction, bool]
"""A region's bound and whether it is the region's optimum."""


def bound_of(model: cp_model.CpModel, scale: int, opts: SolveOptions) -> Found:
    """A region's proven bound (entered freely), and whether it is its optimum."""
    solver, status = solve_cpsat(model, opts, full_lp=True, small=True)
    return proven_bound(solver, scale), status == cp_model.OPTIMAL


def encode_free(sp: SplitProblem, r: Region) -> tuple[SplitProblem, SplitModel]:
    """Region ``r``'s problem and model, entered freely."""
    rp = region_problem(sp, r, Cut())
    return rp, encode(rp)


def bound_regions(sp: SplitProblem, rs: list[Region], opts: SolveOptions,
                  send: Callable[[Any], None],
                  stopped: Callable[[], bool] = lambda: False) -> None:
    """Each region's bound in order, sent as ``(k, bound, optimal)`` as it is
    found, each in a share of what ``opts`` has left (twice the even share),
    until ``stopped``; then ``None``. An error is sent as its one-line text (a
    region without a bound counts 0, so the bound stays true)."""
    try:
        for k, r in enumerate(rs):
            if opts.expired() or stopped():
                break
            _, m = encode_free(sp, r)
            send((k, *bound_of(m.model, m.scale, opts.share(min(1.0, 2 / (len(rs) - k))))))
        send(None)
    except Exception as e:
        send(f"{type(e).__name__}: {e}")


def _in_process(sp: SplitProblem, rs: list[Region], opts: SolveOptions, conn: Any) -> None:
    """:func:`bound_regions` in the child process, over a pipe."""
    bound_regions(sp, rs, opts, conn.send)
    conn.close()


class Bounds:
    """The regions' bounds, solving beside the plan (:func:`bound_regions`)
    until ``opts`` runs out: in a process of their own from
    :data:`PROCESS_REGIONS` regions, else in a thread."""

    def __init__(self, sp: SplitProblem, rs: list[Region], opts: SolveOptions) -> None:
        self.n = len(rs)
        self.found: dict[int, Found] = {}
        self.error: str | None = None
        self._done = False
        self._proc: Any = None
        self._queue: queue.SimpleQueue[Any] | None = None
        if self.n >= PROCESS_REGIONS:
            methods = multiprocessing.get_all_start_methods()
            ctx: Any = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
            self._recv, send = ctx.Pipe(duplex=False)
            self._proc = ctx.Process(target=_in_process, args=(sp, rs, opts, send),
                                     daemon=True)
            self._proc.start()
            send.close()  # the child holds the only sending end: EOF when it exits
        else:
            self._queue = queue.SimpleQueue()
            self._stop = threading.Event()
            threading.Thread(target=bound_regions, daemon=True, args=(
                sp, rs, opts, self._queue.put, self._stop.is_set)).start()

    def _take(self, item: Any) -> None:
        if item is None:
            self._done = True
        elif isinstance(item, str):
            self.error, self._done = item, True
        else:
            k, b, optimal = item
            self.found[k] = (b, optimal)

    def _next(self, timeout: float | None) -> bool:
        """Take one message, waiting up to ``timeout`` seconds (None: until
        one comes); False when none came or the solver is gone."""
        if self._queue is not None:
            try:
                self._take(self._queue.get(timeout=timeout))
            except queue.Empty:
                return False
            return True
        if not self._recv.poll(timeout):
            return False
        try:
            self._take(self._recv.recv())
        except (EOFError, OSError):  # the process ended without its last message
            self.error = self.error or "the bounds' process ended early"
            self._done = True
        return True

    def collect(self, until: SolveOptions) -> list[Found]:
        """Every region's bound, waiting while ``until`` has time left and
        bounds are still coming; then the solver is stopped, and a region
        without a bound counts 0."""
        while not self._done:  # what has come is taken even when ``until`` is spent
            if not self._next(until.remaining()) and until.expired():
                break
        self.close()
        return [self.found.get(k, (Fraction(0), False)) for k in range(self.n)]

    def close(self) -> None:
        """Stop solving (idempotent)."""
        self._done = True
        if self._queue is not None:
            self._stop.set()  # the thread ends after the bound it is solving
        if self._proc is not None:
            if self._proc.is_alive():
                self._proc.terminate()
            self._proc.join()
            self._recv.close()
            self._proc = None
