"""Every region's free-entry bound, solved beside the plan in a process of its
own (:class:`Bounds`).

A region's bound is its model entered freely (:func:`encode_free`), solved to its
optimum (:func:`bound_of`): the sum over the regions bounds every plan of the class
(:mod:`~solver_alloc.spill.modes.regions.search`). The plan needs none of them, so they
are solved in region order in another process, which has an interpreter of its own:
encoding a region is Python and, in a thread beside the plan, it holds the interpreter
the plan's encoding, decoding and colouring need, so the plan slows, and a plan judged
too slow stops for every bound and plans far fewer regions.

:attr:`~solver_alloc.budget.BudgetPolicy.processes` processes share the regions
(alternate ones), so that the bounds get about one of the two cores however many
threads the plan keeps busy (with one, how many bounds were proven depended on how the
scheduler shared the cores: ``docs/budget.md``).
A region's bound adds about as much to the class's bound as a region planned
saves against spill-everywhere, for less work, so the bounds come first.
A class of fewer than :attr:`~solver_alloc.budget.BudgetPolicy.process_regions`
regions bounds them in a thread instead (a process costs its start; the work is the
same function).
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import queue
import threading
from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.solving import SolveOptions, child_process, proven_bound, solve_cpsat
from solver_alloc.spill.model.encode import SplitModel, encode
from solver_alloc.spill.modes.regions.cut import Region, region_problem
from solver_alloc.spill.problem import Cut, SplitProblem

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


def bound_regions(sp: SplitProblem, rs: list[Region], ks: list[int], opts: SolveOptions,
                  send: Callable[[Any], None],
                  stopped: Callable[[], bool] = lambda: False) -> None:
    """The bounds of regions ``ks`` (indices into ``rs``) in order, each sent
    as ``(k, bound, optimal)`` as it is found, in a share of what ``opts`` has
    left (twice the even share), until ``stopped``; then ``None``. An error is
    sent as its one-line text (a region without a bound counts 0, so the
    bound stays true)."""
    try:
        for n, k in enumerate(ks):
            if opts.expired() or stopped():
                break
            _, m = encode_free(sp, rs[k])
            send((k, *bound_of(m.model, m.scale, opts.share(min(1.0, 2 / (len(ks) - n))))))
        send(None)
    except Exception as e:
        send(f"{type(e).__name__}: {e}")


def _in_process(sp: SplitProblem, rs: list[Region], ks: list[int], opts: SolveOptions,
                conn: Any) -> None:
    """:func:`bound_regions` in a child process, over a pipe."""
    bound_regions(sp, rs, ks, opts, conn.send)
    conn.close()


class Bounds:
    """The regions' bounds, solving beside the plan (:func:`bound_regions`)
    until ``opts`` runs out: in
    :attr:`~solver_alloc.budget.BudgetPolicy.processes` processes of their own from
    :attr:`~solver_alloc.budget.BudgetPolicy.process_regions` regions (region ``k``
    goes to process ``k`` mod their number), else in a thread."""

    def __init__(self, sp: SplitProblem, rs: list[Region], opts: SolveOptions) -> None:
        self.n = len(rs)
        self.found: dict[int, Found] = {}
        self.error: str | None = None
        self._procs: list[Any] = []
        self._conns: list[Any] = []
        self._queue: queue.SimpleQueue[Any] | None = None
        if self.n >= opts.policy.process_regions:
            processes = opts.policy.processes
            for i in range(processes):
                proc, recv = child_process(_in_process, (
                    sp, rs, list(range(i, self.n, processes)), opts))
                self._procs.append(proc)
                self._conns.append(recv)
            self._live = len(self._conns)
        else:
            self._queue = queue.SimpleQueue()
            self._stop = threading.Event()
            threading.Thread(target=bound_regions, daemon=True, args=(
                sp, rs, list(range(self.n)), opts, self._queue.put,
                self._stop.is_set)).start()
            self._live = 1

    def _take(self, item: Any, conn: Any = None) -> None:
        """One message: a bound, or a solver's end (``None``, or an error's text)."""
        if item is None or isinstance(item, str):
            self.error = item if isinstance(item, str) else self.error
            self._live -= 1
            if conn is not None:
                self._conns.remove(conn)
        else:
            k, b, optimal = item
            self.found[k] = (b, optimal)

    def _next(self, timeout: float | None) -> bool:
        """Take what has come, waiting up to ``timeout`` seconds (None: until
        something comes); False when nothing came."""
        if self._queue is not None:
            try:
                self._take(self._queue.get(timeout=timeout))
            except queue.Empty:
                return False
            return True
        ready: list[Any] = multiprocessing.connection.wait(self._conns, timeout)
        for conn in ready:
            try:
                self._take(conn.recv(), conn)
            except (EOFError, OSError):  # the process ended without its last message
                self._take(self.error or "a bounds' process ended early", conn)
        return bool(ready)

    def collect(self, until: SolveOptions) -> list[Found]:
        """Every region's bound, waiting while ``until`` has time left and
        bounds are still coming; then the solvers are stopped, and a region
        without a bound counts 0."""
        while self._live > 0:  # what has come is taken even when ``until`` is spent
            if not self._next(until.remaining()) and until.expired():
                break
        self.close()
        return [self.found.get(k, (Fraction(0), False)) for k in range(self.n)]

    def close(self) -> None:
        """Stop solving (idempotent)."""
        self._live = 0
        if self._queue is not None:
            self._stop.set()  # the thread ends after the bound it is solving
        for proc in self._procs:
            if proc.is_alive():
                proc.terminate()
            proc.join()
        for conn in self._conns:
            conn.close()
        self._procs, self._conns = [], []
