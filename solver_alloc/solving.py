"""How every solver call is set up: :class:`SolveOptions`, the run's wall-clock
budget, one CP-SAT set-up (:func:`solve_cpsat`) and :func:`call_with_limit` for
solvers that have no limit of their own (RC2).

The budget is one deadline for the whole run (``time_limit`` seconds of wall time
from :meth:`SolveOptions.started`): every phase (split model, repairs, exact
colouring, fallbacks, activation tables, reordering) draws the time it may use
from it. A phase that cannot be cut once started (building a model, a
Lagrangian round, a fallback plan, the verifier's check) starts only when the
budget affords its cost (:mod:`solver_alloc.costing`), or has it kept back
(:meth:`SolveOptions.leaving`). ``deterministic_time`` additionally caps each
CP-SAT call in CP-SAT's deterministic time, which reproduces on any machine.
"""

from __future__ import annotations

import logging
import math
import multiprocessing as mp
import os
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Generic, TypeVar

from ortools.sat.python import cp_model

from solver_alloc import interrupt
from solver_alloc.budget import DEFAULT_POLICY, BudgetPolicy
from solver_alloc.errors import SolverAllocError

T = TypeVar("T")

logger = logging.getLogger("solver_alloc")

DEFAULT_TIME_LIMIT = 60.0
"""Wall-clock seconds a run may take when no limit is given."""
MAX_TIME_LIMIT = 7 * 24 * 3600.0
"""Longest accepted limit (a week): a larger number is almost surely a typo."""


Progress = Callable[[float, float, float], None]
"""Called as ``progress(seconds, objective, bound)`` at each improving plan."""

@dataclass(frozen=True, slots=True)
class SolveOptions:
    """Limits and tuning for one run; the same seed and workers give the same answer
    whenever the wall-clock budget does not bind (see ``deterministic_time``)."""

    time_limit: float | None = DEFAULT_TIME_LIMIT
    """Wall-clock seconds for the whole run; ``None``: no limit."""
    deterministic_time: float | None = None
    """CP-SAT deterministic seconds per solver call: reproducible on any machine."""
    seed: int = 0
    workers: int = 1
    deadline: float | None = None
    """``time.monotonic()`` at which the budget ends; set by :meth:`started`."""
    anytime_segments: int = 12_000
    """Above this many chain segments, a straight-line width-1 spill class uses the
    anytime mode (Lagrangian flow bound, repaired plans) instead of the full model."""
    everywhere_segments: int = 6_000
    """Above this many chain segments, a class Belady's plan does not apply to (a
    CFG, tuples, redefined values) is warm-started from its spill-everywhere
    plan. Below, CP-SAT finds a first split plan on its own and the extra solve
    (repeated by each callee-saved solve) only takes time. The LLVM corpus's
    largest class has 4,714 segments; the PTX attention kernel whose split
    solve found no plan in its share of 60 s without the warm start has 15,067."""
    anytime_rounds: int = 8
    """Lagrangian rounds of the anytime mode (fixed, so results reproduce)."""
    lns_windows: int = 32
    """Windows re-solved exactly after the anytime rounds."""
    lns_size: int = 200
    """Instructions per window."""
    lns_time: float = 1.0
    """CP-SAT deterministic seconds per window."""
    region_size: int = 400
    """Live segments per region of a large class over a CFG
    (:mod:`solver_alloc.spill.modes.regions.cut`): at 2,000 values in 143 blocks, 30
    regions, each proven optimal in about 0.2 s (at 1,000 segments, 13 regions:
    a tighter bound and a cheaper plan, but 4x the time)."""
    policy: BudgetPolicy = DEFAULT_POLICY
    """Every share, round count and seconds constant of the spill solve
    (:class:`~solver_alloc.budget.BudgetPolicy`): the phases take their time from it."""
    cutoffs: tuple[tuple[str, float], ...] = ()
    """``(class, cost)``: a plan of that class costing this much or more is of no
    use to the caller (the callee-saved search, which already has a plan that
    cheap). The split model stops as soon as its bound reaches the cost, with
    no plan and that bound."""

    def cutoff(self, regclass: str) -> float | None:
        """The class's cutoff, if any."""
        return next((c for r, c in self.cutoffs if r == regclass), None)

    def started(self) -> SolveOptions:
        """These options with the budget's clock started now (idempotent)."""
        if self.deadline is not None or self.time_limit is None:
            return self
        return replace(self, deadline=time.monotonic() + self.time_limit)

    def remaining(self) -> float | None:
        """Wall seconds left in the budget (never negative); ``None``: unlimited.
        Ctrl-C spends it (:mod:`solver_alloc.interrupt`)."""
        if interrupt.interrupted():
            return 0.0
        if self.deadline is None:
            return None
        return max(0.0, self.deadline - time.monotonic())

    def share(self, fraction: float) -> SolveOptions:
        """These options with a deadline ``fraction`` of the remaining budget away,
        leaving the rest for later phases (a fallback, the verifier)."""
        left = self.remaining()
        if left is None:
            return self
        return replace(self, deadline=time.monotonic() + fraction * left)

    def reserving(self, seconds: float) -> SolveOptions:
        """These options with the deadline ``seconds`` earlier (at most
        :data:`RESERVE_SHARE` of what is left), kept for work after the solve
        that may be cut short (colouring its plan; :meth:`leaving` keeps what
        cannot be)."""
        left = self.remaining()
        if left is None or self.deadline is None:  # both, for the type checker
            return self
        return replace(self, deadline=self.deadline - kept_back(seconds, left))

    def leaving(self, seconds: float) -> SolveOptions:
        """These options with the deadline ``seconds`` earlier, all of them
        (unlike :meth:`reserving`): what comes after cannot be cut, so it is
        kept back however much of the budget that leaves."""
        if self.deadline is None:
            return self
        return replace(self, deadline=self.deadline - max(0.0, seconds))

    def affords(self, seconds: float) -> bool:
        """True when at least ``seconds`` of the budget are left (always
        without a limit): a phase that cannot be cut starts only then."""
        left = self.remaining()
        return left is None or left >= seconds

    def expired(self) -> bool:
        """True once the budget is spent."""
        left = self.remaining()
        return left is not None and left <= 0.0


RESERVE_SHARE = 0.1
"""Most of the budget left that :meth:`SolveOptions.reserving` keeps back."""


def kept_back(seconds: float, left: float) -> float:
    """``seconds`` kept back from a budget of ``left``, at most
    :data:`RESERVE_SHARE` of it."""
    return min(seconds, RESERVE_SHARE * left)


NO_LIMIT = SolveOptions(time_limit=None)
"""Options without a budget: the default of helpers called outside ``allocate``."""


def spent() -> SolveOptions:
    """Options whose budget is already spent: take what has come, wait for nothing."""
    return SolveOptions(time_limit=0).started()


def check_options(time_limit: float | None, deterministic_time: float | None,
                  seed: int, workers: int) -> None:
    """Reject limits no run can honour (``ValueError`` with the field's name)."""
    for name, x in (("time_limit", time_limit), ("deterministic_time",
                                                 deterministic_time)):
        if x is not None and not (math.isfinite(x) and 0 < x <= MAX_TIME_LIMIT):
            raise ValueError(f"{name} must be a number of seconds in (0, "
                             f"{MAX_TIME_LIMIT:g}], not {x!r}")
    if not 0 <= seed < 2**31:
        raise ValueError(f"seed must be in [0, 2^31), not {seed!r}")
    if not 1 <= workers <= 256:
        raise ValueError(f"workers must be in [1, 256], not {workers!r}")


MAX_SCALED = 2**60
"""Largest scaled objective CP-SAT is asked to handle (its integers are 64-bit)."""


def integer_scale(costs: Iterable[Fraction] | Counter[Fraction]) -> int:
    """The common denominator that makes exact rational costs integers for CP-SAT
    (``costs`` one by one, or counted); :class:`SolverAllocError` when the scaled
    total could overflow its integers."""
    counts = costs if isinstance(costs, Counter) else Counter(costs)
    scale = math.lcm(1, *(c.denominator for c in counts))
    if sum(abs(c) * n for c, n in counts.items()) * scale > MAX_SCALED:
        raise SolverAllocError("costs times block frequencies are too large or too "
                               "finely fractional for an exact model (scaled total "
                               "above 2^60); round the block frequencies")
    return scale


def proven_bound(solver: cp_model.CpSolver, scale: int = 1) -> Fraction:
    """CP-SAT's proven lower bound of an integer objective scaled by ``scale``, in
    cost units: its float bound rounded up safely (0 when it has none yet)."""
    try:
        b = solver.best_objective_bound
    except RuntimeError:  # never solved: the budget was spent before this call
        return Fraction(0)
    if not math.isfinite(b) or b <= 0:
        return Fraction(0)
    return Fraction(math.ceil(b - 1e-6), scale)


def solve_cpsat(model: cp_model.CpModel, opts: SolveOptions, *,
                callback: cp_model.CpSolverSolutionCallback | None = None,
                full_lp: bool = False, deterministic_cap: float | None = None,
                presolve: bool = True, small: bool = False, cg_cuts: bool = True
                ) -> tuple[cp_model.CpSolver, Any]:
    """Solve ``model`` under ``opts``: seed, workers (interleaved search, so several
    workers stay deterministic), the log hook, the budget's remaining wall time and
    the deterministic limit (the smaller of ``opts.deterministic_time`` and
    ``deterministic_cap``). ``full_lp``: CP-SAT's full LP relaxation, for models
    whose proof is the LP bound. ``presolve`` off keeps a complete hint usable
    as the first solution (presolve can lose it). ``small``: for many small
    models, whose set-up costs more than it saves: no probing, one presolve
    pass, no symmetry detection (a CFG's regions: probing took a quarter of
    their time; the other two, on 20 regions of cfg16384 in one run, 125 ms a
    region against 130 to 149 ms, the same optima). Returns the solver and its
    status; a spent budget returns ``UNKNOWN`` without searching."""
    solver = cp_model.CpSolver()
    params = solver.parameters
    params.num_workers = opts.workers
    params.random_seed = opts.seed
    params.catch_sigint_signal = False  # ours stops it (CP-SAT's aborts, see interrupt)
    if opts.workers > 1:
        params.interleave_search = True
    caps = [x for x in (opts.deterministic_time, deterministic_cap) if x is not None]
    if caps:
        params.max_deterministic_time = min(caps)
    left = opts.remaining()
    if left is not None:
        if left <= 0.0:
            return solver, cp_model.UNKNOWN
        params.max_time_in_seconds = left
    if full_lp:
        params.linearization_level = 2
    if not presolve:
        params.cp_model_presolve = False
    if small:
        params.cp_model_probing_level = 0
        params.max_presolve_iterations = 1
        params.symmetry_level = 0
    if not cg_cuts:
        params.add_cg_cuts = False
    if logger.isEnabledFor(logging.DEBUG):  # -vv: CP-SAT's own search log
        params.log_search_progress = True
        params.log_to_stdout = False
        solver.log_callback = logger.info
    with interrupt.searching(solver):
        status = solver.solve(model, callback)
    return solver, status


def child_process(target: Callable[..., None], args: tuple[Any, ...]
                  ) -> tuple[Any, Any]:
    """``target(*args, conn)`` started in a child process (forked where the
    platform can, else spawned), sending over ``conn``: the process and the
    receiving end. The child holds the only sending end, so the receiver sees
    the end of the pipe once the child is gone."""
    methods = mp.get_all_start_methods()
    ctx: Any = mp.get_context("fork" if "fork" in methods else "spawn")
    recv, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_detached, args=(target, os.getpid(), *args, send),
                       daemon=True)
    proc.start()
    send.close()
    interrupt.adopt(proc)
    return proc, recv


def _detached(target: Callable[..., None], parent: int, *args: Any) -> None:
    """``target(*args)`` in a child that ignores Ctrl-C and dies with ``parent``."""
    interrupt.in_child(parent)
    target(*args)


def _child(fn: Callable[..., Any], args: tuple[Any, ...], conn: Any) -> None:
    try:
        conn.send(("ok", fn(*args)))
    except BaseException as e:  # report, do not hang the parent
        conn.send(("error", repr(e)))
    finally:
        conn.close()


class Forked(Generic[T]):
    """``fn(*args)`` started now in a forked child process (it shares nothing
    with this one after the fork, so it holds neither this interpreter nor its
    memory), its answer taken later with :meth:`result`. A thread reads the
    answer as soon as it is sent, so the child can exit then (a large answer
    would otherwise keep it, and its memory, waiting on the pipe)."""

    def __init__(self, fn: Callable[..., T], args: tuple[Any, ...]) -> None:
        self._proc, self._conn = child_process(_child, (fn, args))
        self._answer: tuple[str, Any] = ("error", "the worker process was stopped")
        self._came = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        try:
            self._answer = self._conn.recv()
        except (EOFError, OSError):  # the child ended (or was stopped) without one
            self._answer = ("error", "the worker process ended without an answer")
        self._came.set()

    def result(self, seconds: float | None) -> T | None:
        """The answer, waiting up to ``seconds`` (None: as long as it takes);
        None if it has not come by then. The child is stopped either way. An
        exception in the child is raised here as a ``RuntimeError`` naming it."""
        came = self._came.wait(seconds)
        if not came and not self._proc.is_alive():
            came = self._came.wait()  # the child has sent all it will: the reader ends soon
        self.close()
        if not came:
            return None
        kind, value = self._answer
        if kind == "error" and interrupt.interrupted():  # stopped by Ctrl-C
            return None
        if kind == "error":
            raise RuntimeError(f"solver failed in a worker process: {value}")
        out: T = value
        return out

    def close(self) -> None:
        """Stop the child (idempotent); its answer, if it came, is kept."""
        if self._proc.is_alive():
            self._proc.terminate()
        self._proc.join()
        self._came.wait()  # the reader sees the end of the pipe once the child is gone
        self._conn.close()


def call_with_limit(fn: Callable[..., T], args: tuple[Any, ...],
                    seconds: float | None) -> T | None:
    """``fn(*args)``, or ``None`` if it did not finish within ``seconds``.

    Without a limit it runs in this process. With one, it runs in a forked child
    that is terminated at the limit (its partial work is lost).
    """
    if seconds is None:
        return fn(*args)
    if seconds <= 0:
        return None
    return Forked(fn, args).result(seconds)
