"""Anytime mode for large straight-line kernels: Belady start, Lagrangian flow bound,
repaired flow plans (then :mod:`solver_alloc.spill.modes.anytime.windows` polishes the
best).

Each round solves the relaxed problem of
:mod:`solver_alloc.spill.modes.anytime.lagrange` (a lower bound) and repairs its
solution into a complete plan (an upper bound); the best of each is kept and every
improvement is recorded in ``history`` as ``(seconds, objective, bound)``, the
time-to-gap curve.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field, replace
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import FINISH_SECONDS, ROUND_SECONDS
from solver_alloc.result import ClassOutcome, Failure, Status
from solver_alloc.solving import Progress, SolveOptions
from solver_alloc.spill.heuristics.belady import BeladyPlan
from solver_alloc.spill.heuristics.warm_start import as_decision, belady_table
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.modes.anytime.lagrange import (
    Sites,
    applies,
    initial_lambda,
    lagrangian,
    relax,
    step,
)
from solver_alloc.spill.modes.anytime.windows import improve, windows
from solver_alloc.spill.modes.exact import infeasible_note
from solver_alloc.spill.pieces.decode import plan_cost
from solver_alloc.spill.pieces.finish import finish
from solver_alloc.spill.problem import DEF, ENTRY, EXIT, INDEXED, USE, SplitProblem, overflow

Table = dict[tuple[object, ...], int]


@dataclass
class Anytime:
    """Best plan and bound so far, and how they evolved."""

    table: Table | None = None
    cost: Fraction | None = None
    bound: Fraction = Fraction(0)
    history: list[tuple[float, float, float]] = field(default_factory=list)
    rounds: int = 0
    elapsed: float = 0.0
    """Seconds the rounds took."""

    def offer(self, table: Table, cost: Fraction, t: float) -> None:
        if self.cost is None or cost < self.cost:
            self.table, self.cost = table, cost
            self.history.append((t, float(cost), float(self.bound)))

    def raise_bound(self, bound: Fraction, t: float) -> None:
        if bound > self.bound:
            self.bound = bound
            if self.cost is not None:
                self.history.append((t, float(self.cost), float(bound)))


class _Planner:
    """Turns keep-flags into a full plan, repairing what the relaxation ignores."""

    def __init__(self, sp: SplitProblem, s: Sites) -> None:
        self.sp, self.s = sp, s
        self.arc = {key: n for n, key in enumerate(s.key)}
        self.site = {key: n for n, key in enumerate(s.site_key)}

    def plan(self, keep: npt.NDArray[np.int64], load_better: npt.NDArray[np.bool_]
             ) -> Table | None:
        keep = keep.copy()
        if not self._room_for_indexed_remats(keep, load_better):
            return None
        out: Table = {}
        for c in range(len(self.sp.chains)):
            if not self._chain(c, keep, load_better, out):
                return None
        return out

    def _remat_here(self, c: int, j: int, load_better: npt.NDArray[np.bool_]) -> bool:
        v = self.sp.chains[c].value
        if self.sp.remat[v] is None:
            return False
        can_load = self.sp.spillable and v not in self.sp.no_spill
        k = self.site.get((c, j))
        return not can_load or (k is not None and not bool(load_better[k]))

    def _room_for_indexed_remats(self, keep: npt.NDArray[np.int64],
                                 load_better: npt.NDArray[np.bool_]) -> bool:
        """An indexed read served by a remat takes a register at its point: drop
        the kept segments with the latest end there until it fits."""
        s, k = self.s, self.sp.k
        for c, ch in enumerate(self.sp.chains):
            for j, e in enumerate(ch.events):
                if e.kind != INDEXED or not self._remat_here(c, j, load_better):
                    continue
                p = e.point
                cover = np.flatnonzero((s.lo <= p) & (s.hi >= p) & (keep == 1))
                extra = len(cover) + int(s.refs[p]) + 1 - k
                if extra > 0:
                    if extra > len(cover):
                        return False
                    drop = cover[np.argsort(-s.hi[cover], kind="stable")[:extra]]
                    keep[drop] = 0
        return True

    def _chain(self, c: int, keep: npt.NDArray[np.int64],
               load_better: npt.NDArray[np.bool_], out: Table) -> bool:
        ch = self.sp.chains[c]
        held, mem_src = False, None
        for j, e in enumerate(ch.events):
            if e.kind == ENTRY and ch.live[0]:
                held, mem_src = self._arrive(c, keep, out)
            elif (e.kind == USE and not held) or e.kind == INDEXED:
                got = self._serve(c, j, load_better, mem_src, out)
                if got is None:
                    return False
                held = held or got
            elif e.kind == USE:
                held = True
            elif e.kind == DEF:
                held, mem_src = True, ("sd", (c, j))
            elif e.kind == EXIT and ch.live[-1]:
                out["out", (ch.value, 0)] = int(held)
                if not held and ch.value in self.sp.kernel_live_out and \
                        not self._need_memory(ch.value, mem_src, out):
                    return False
            if j < len(ch.live) and ch.live[j]:
                x = int(held and self._x(c, j, keep))
                out["x", (c, j)] = x
                held = bool(x)
        return True

    def _arrive(self, c: int, keep: npt.NDArray[np.int64], out: Table
                ) -> tuple[bool, object]:
        """A live-in arrives in a register (if it has a home or stays there) or
        in memory (one that spill code may not load only when no register read
        needs it)."""
        sp, ch = self.sp, self.sp.chains[c]
        v = ch.value
        can_load = sp.spillable and v not in sp.no_spill
        has_def = any(x.kind == DEF for x in ch.events)
        read = any(x.kind == USE for x in ch.events)
        arrive = int(has_def or self._x(c, 0, keep) or v in sp.held
                     or (not can_load and read))
        out["arrive", (v,)] = out["in", (v, 0)] = arrive
        return bool(arrive), ("si", (v, 0)) if arrive else "memory"

    def _serve(self, c: int, j: int, load_better: npt.NDArray[np.bool_],
               mem_src: object, out: Table) -> bool | None:
        """A read not served by a register: remat (True: now in a register) or
        memory (False for an indexed read); None if neither is possible."""
        sp, ch = self.sp, self.sp.chains[c]
        v, e = ch.value, ch.events[j]
        can_load = sp.spillable and v not in sp.no_spill
        if self._remat_here(c, j, load_better) or (
                e.kind == USE and sp.remat[v] is not None and not can_load):
            out["rm", (c, j)] = 1
            return True
        if e.kind == INDEXED and mem_src == "memory":  # the instruction reads it there
            out["ld", (c, j)] = 1
            return False
        if not can_load or not self._need_memory(v, mem_src, out):
            return None
        out["ld", (c, j)] = 1
        return e.kind == USE

    def _need_memory(self, v: str, mem_src: object, out: Table) -> bool:
        """Make memory hold v here: the store that feeds it (None: impossible)."""
        if mem_src == "memory":  # arrived there: no spill code
            return True
        if mem_src is None or not self.sp.spillable or v in self.sp.no_spill:
            return False
        if isinstance(mem_src, tuple):  # the store feeding it; "memory": arrived there
            out[mem_src] = 1
        return True

    def _x(self, c: int, j: int, keep: npt.NDArray[np.int64]) -> int:
        n = self.arc.get((c, j))
        return 1 if n is None else int(keep[n])


def run(sp: SplitProblem, rounds: int, budget: float, start: Table | None = None,
        progress: Progress | None = None) -> Anytime:
    """Up to ``rounds`` Lagrangian rounds, stopping early at a zero gap or when the
    next round (predicted to take as long as the last) would end after ``budget``
    wall seconds (then the result depends on the machine's speed). Without a
    ``start``, one round at least (it makes the first plan)."""
    t0 = time.perf_counter()
    best = Anytime()
    if start is not None:
        best.offer(start, plan_cost(sp, start), 0.0)
        if rounds <= 0:
            return best
    s = relax(sp)
    t_round = time.perf_counter() - t0  # when the current round began
    planner = _Planner(sp, s)
    lam = initial_lambda(s)
    size = 0.5
    while True:
        got = lagrangian(s, sp.k, lam)
        if got is None:
            break
        lb, keep, load_better = got
        t = time.perf_counter() - t0
        best.raise_bound(Fraction(lb, s.unit), t)
        table = planner.plan(keep, load_better)
        if table is not None:
            best.offer(table, plan_cost(sp, table), t)
        best.rounds += 1
        if progress is not None and best.cost is not None:
            progress(t, float(best.cost), float(best.bound))
        took = time.perf_counter() - t0 - t_round
        t_round = time.perf_counter() - t0
        if best.rounds >= rounds or t_round + took > budget or best.cost == best.bound:
            break
        loads = np.zeros(len(load_better), np.int64)
        on = s.site_arc >= 0
        loads[on] = (1 - keep[s.site_arc[on]]) * load_better[on]
        loads[~on] = load_better[~on]
        lam = step(s, lam, loads, size)
        size *= 0.9
    best.elapsed = time.perf_counter() - t0
    return best


def cost_step(sp: SplitProblem) -> Fraction:
    """Every plan's cost is a multiple of this (the costs' greatest common divisor),
    so a bound can be rounded up to it."""
    costs = [f * c for f in sp.freq for c in (sp.load, sp.store)]
    costs += [f * r for f in sp.freq for r in sp.remat.values() if r is not None]
    den = math.lcm(*(c.denominator for c in costs))
    return Fraction(math.gcd(*(int(c * den) for c in costs)), den)


def round_up(bound: Fraction, unit: Fraction) -> Fraction:
    """The smallest multiple of ``unit`` that is >= ``bound``."""
    return -(-bound // unit) * unit if unit > 0 else bound


def _lns(sp: SplitProblem, best: Anytime, bound: Fraction, opts: SolveOptions,
         progress: Progress | None) -> int:
    """Window LNS on the best plan (single block); returns windows improved."""
    if best.table is None or best.cost is None or best.cost <= bound or len(sp.freq) != 1:
        return 0
    t0 = time.perf_counter() - best.elapsed
    table, cost, improved = dict(best.table), best.cost, 0
    took = 0.0
    for lo, hi in windows(sp, opts.lns_size, opts.lns_windows):
        left = opts.remaining()
        if left is not None and left < took:  # the next window would overrun
            break
        t_window = time.perf_counter()
        saved = improve(sp, lo, hi, table, opts)
        took = time.perf_counter() - t_window
        if saved:
            improved += 1
            cost -= saved
            best.offer(table, cost, time.perf_counter() - t0)  # only ever improved
            if progress is not None:
                progress(time.perf_counter() - t0, float(cost), float(best.bound))
        if cost <= bound or opts.expired():
            break
    return improved


def anytime_class(problem: Problem, sp: SplitProblem, opts: SolveOptions,
                  start_plan: BeladyPlan | Failure, progress: Progress | None = None
                  ) -> ClassOutcome:
    """Large straight-line classes: Belady start, Lagrangian rounds (bound and
    repaired plans); OPTIMAL only when the plan meets the rounded-up bound."""
    if overflow(sp) is not None:
        return ClassOutcome(Status.INFEASIBLE, note=infeasible_note(problem, sp))
    start = belady_table(sp, start_plan)
    segments = sp.segments()
    search = opts.leaving(FINISH_SECONDS * segments)  # the rest decodes and colours
    left = search.remaining()
    # a round cannot be cut: with no time for one, Belady's plan is the plan
    rounds = opts.anytime_rounds if start is None or search.affords(
        ROUND_SECONDS * segments) else 0
    best = run(sp, rounds, float("inf") if left is None else left, start, progress)
    if best.table is None:
        return ClassOutcome(Status.UNKNOWN, note="anytime mode found no plan")
    bound = round_up(best.bound, cost_step(sp))
    flow_plan = dict(best.table)
    improved = _lns(sp, best, bound, search, progress)
    how = (f"anytime: {'Belady start, ' if start is not None else ''}{best.rounds} "
           f"Lagrangian flow round{'s' if best.rounds != 1 else ''}, {improved} of "
           f"{opts.lns_windows} windows improved")
    out = finish(problem, sp, as_decision(best.table), bound, True, how, opts)
    if out.uncoloured and improved:  # the windows' plan does not fit: the flow plan
        flow = finish(problem, sp, as_decision(flow_plan), bound, True,  # may
                      how + " (their plan's pieces did not fit: the flow plan)", opts)
        out = out if flow.uncoloured else flow
    return replace(out, history=tuple(best.history))


def why_not(sp: SplitProblem, opts: SolveOptions) -> str | None:
    """None for classes too big for the exact mode whose flow relaxation
    applies (one block, width-1 values); else why not."""
    if sp.segments() <= opts.anytime_segments:
        return "small enough for the exact mode"
    return applies(sp)


def plan(job: ClassJob) -> Planned:
    """Belady's start, Lagrangian rounds and windows (:func:`anytime_class`)."""
    return Planned(anytime_class(job.problem, job.sp, job.opts, job.start, job.progress))
