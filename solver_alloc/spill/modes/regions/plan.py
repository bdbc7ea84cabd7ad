"""A CFG's regions planned in order, and bounded beside them in a process of their own
(:mod:`~solver_alloc.spill.modes.regions.bounds`; see
:mod:`~solver_alloc.spill.modes.regions.search` for why the sum of the regions' bounds
bounds every plan).

Three threads overlap; CP-SAT releases the interpreter while it searches:
encoding the next regions (:attr:`~solver_alloc.budget.BudgetPolicy.ahead`), solving
the plan of region ``k + 1`` and colouring region ``k``. Region ``k + 1``'s model is
entered as region ``k``'s first solution left (state only: which values
are in a register, which in memory), so its solve starts while region ``k``
is coloured; when region ``k`` does not colour and is solved again with
another exit, region ``k + 1`` is encoded and solved again (seldom: most
regions colour with their first exit). Its registers come from region ``k``'s
colouring, which is then known.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.solving import SolveOptions, spent
from solver_alloc.spill.model.encode import SplitModel
from solver_alloc.spill.modes.regions.bounds import Bounds, encode_free
from solver_alloc.spill.modes.regions.colour import (
    Dropped,
    plan_region,
    solve_plan,
    solved,
)
from solver_alloc.spill.modes.regions.cut import (
    Part,
    Region,
    State,
    exit_state,
    fix_entry,
    leaves,
    split_plan,
)
from solver_alloc.spill.problem import SplitProblem
from solver_alloc.targets import RegisterClass

Solved = tuple[Any, Any]
"""A CP-SAT solver and the status of its solve."""


class Pace:
    """Wall seconds the regions planned so far took. A region searches for the
    core of a plan that does not colour (seconds each: :func:`.plan_region`)
    only while the budget left covers that and every region after it at the
    mean pace; otherwise it is planned *quick* (windows re-plan such regions
    later, time permitting)."""

    def __init__(self) -> None:
        self.seconds, self.regions = 0.0, 0

    def add(self, seconds: float) -> None:
        self.seconds += seconds
        self.regions += 1

    def share(self, opts: SolveOptions, rest: int) -> tuple[bool, SolveOptions]:
        """``(quick, budget)`` for a region with ``rest`` regions after it: a
        share of what is left, at least
        :attr:`~solver_alloc.budget.BudgetPolicy.region_floor`; before the first
        region, the pace is :attr:`~solver_alloc.budget.BudgetPolicy.prior_seconds`."""
        left = opts.remaining()
        if left is None:
            return False, opts
        policy = opts.policy
        mean = self.seconds / self.regions if self.regions else policy.prior_seconds
        budget = opts.share(max(policy.region_floor, 1 / (rest + 1)))
        return left - rest * mean < 2 * mean, budget


@dataclass
class _Started:
    """A region taken from the encoder: its problem and model, its budget, the
    state it was entered with (None: not yet, or the kernel's own entry) and
    its first plan solve, running (None: not started)."""

    k: int
    rp: SplitProblem
    m: SplitModel
    quick: bool
    budget: SolveOptions
    entry: State | None = None
    first: Future[Solved] | None = None


class RegionPlanner:
    """The state of one :func:`plan_and_bound` run."""

    def __init__(self, sp: SplitProblem, rs: list[Region], cls: RegisterClass,
                 res: Mapping[str, ResolvedValue], opts: SolveOptions,
                 rescue: SolveOptions, pools: tuple[ThreadPoolExecutor, ...]) -> None:
        self.sp, self.rs, self.cls, self.res, self.opts = sp, rs, cls, res, opts
        self.rescue = rescue
        self.encoder, self.solver = pools
        self.parts: list[Part] | None = []
        self.prefix: list[Part] = []
        """The regions planned in order before the plan was dropped (if it was)."""
        self.homes: dict[str, int] = {}
        self.pace = Pace()
        self.dropped: Dropped | None = None
        self.depth = opts.policy.ahead
        """Regions encoded ahead of the one being planned."""
        self.ahead = deque(self.encoder.submit(encode_free, sp, r) for r in rs[:self.depth])

    def start(self, k: int) -> _Started | None:
        """Region ``k`` from the encoder; None when the budget ran out before
        it was encoded."""
        if not self.ahead:
            return None
        rp, m = self.ahead.popleft().result()
        nxt = k + self.depth
        if nxt < len(self.rs) and not self.rescue.expired():
            self.ahead.append(self.encoder.submit(encode_free, self.sp, self.rs[nxt]))
        quick, budget = self.pace.share(self.opts, len(self.rs) - k - 1)
        return _Started(k, rp, m, quick, budget)

    def enter(self, s: _Started, entry: State | None) -> None:
        """Start region ``s``'s first plan solve, entered as ``entry`` says
        (None: the kernel's own entry)."""
        if entry is not None:
            fix_entry(s.m, *entry)
        s.entry = entry
        s.first = self.solver.submit(solve_plan, s.m.model, s.budget)

    def reenter(self, s: _Started, entry: State) -> None:
        """Region ``s`` entered again: the region before left another state than
        its first solve (a new model, as entry constraints stay)."""
        if s.first is not None:
            s.first.result()
        s.rp, s.m = encode_free(self.sp, self.rs[s.k])
        self.enter(s, entry)

    def plan(self, s: _Started, nxt: _Started | None, clock: float) -> Dropped | None:
        """Region ``s`` planned from its first solve and coloured, while the
        next region's first solve starts from its exit; when it found no plan,
        why (the plan is then dropped)."""
        assert s.first is not None
        assert self.parts is not None
        first = s.first.result()
        last = len(s.rp.freq) - 1
        if nxt is not None and solved(first[1]):
            self.enter(nxt, exit_state(s.m, first[0], last))
        enter = leaves(self.parts[-1]) if self.parts else {}
        planned = plan_region(s.rp, s.m, self.cls, self.res, enter, self.homes, (last,),
                              s.budget, quick=s.quick, resort=self.rescue, first=first)
        self.pace.add(time.monotonic() - clock)
        if isinstance(planned, Dropped):
            return planned
        self.parts += split_plan(self.sp, self.rs[s.k], [self.rs[s.k]], s.m, *planned)
        self.homes.update(planned[1].homes)
        left = self.parts[-1].leave
        if nxt is not None and nxt.first is None:
            self.enter(nxt, left)
        elif nxt is not None and nxt.entry != left:
            self.reenter(nxt, left)
        return None

    def drop(self, why: Dropped) -> None:
        """Drop the plan, keeping the regions planned so far."""
        assert self.parts is not None
        self.prefix, self.parts, self.dropped = self.parts, None, why

    def run(self) -> None:
        """Every region planned (or the plan dropped)."""
        cur = self.start(0)
        if cur is not None:
            self.enter(cur, None)
        clock = time.monotonic()
        for k in range(len(self.rs)):
            if cur is None:
                break  # the budget ran out before this region was encoded
            nxt = self.start(k + 1) if k + 1 < len(self.rs) else None
            if (why := self.plan(cur, nxt, clock)) is not None:
                self.drop(Dropped.OUT_OF_TIME if self.rescue.expired() else why)
                break  # the bounds solve elsewhere: nothing more to encode here
            clock = time.monotonic()
            if self.opts.expired():
                if self.rescue.expired():
                    break
                self.opts = self.rescue  # finish the plan: windows only improve one
            cur = nxt
        for f in self.ahead:
            f.cancel()
        if self.parts is not None and len(self.parts) < len(self.rs):
            self.drop(Dropped.OUT_OF_TIME)


@dataclass(frozen=True)
class Planned:
    """What :func:`plan_and_bound` found: the plan (one part per region) or,
    when it was dropped, the parts planned in order before (``prefix``, maybe
    empty, each with its bound), the bound and how many regions proved it."""

    parts: list[Part] | None
    prefix: list[Part]
    bound: Fraction
    proven: int
    dropped: Dropped | None = None
    bounds_failed: str | None = None
    """Why the bounds' solver stopped early (its regions count 0), if it did."""
    pending: Bounds | None = None
    """The bounds, still solving (a plan cut short, returned without waiting):
    ``bound`` and ``proven`` are 0 until :func:`bounded` takes them."""


def bounded(got: Planned, until: SolveOptions, parts: list[Part] | None = None
            ) -> Planned:
    """``got`` with its pending bounds taken (waiting while ``until`` has time
    left), each set on its region's part (of ``parts`` when given, else of the
    plan or its prefix); the bounds' solver is stopped."""
    if got.pending is None:
        return got
    try:
        found = got.pending.collect(until)
    finally:
        got.pending.close()
    for part, (b, _) in zip(parts or got.parts or got.prefix, found, strict=False):
        part.bound = b
    return replace(got, bound=sum((b for b, _ in found), Fraction(0)),
                   proven=sum(p for _, p in found), bounds_failed=got.pending.error,
                   pending=None)


def plan_and_bound(sp: SplitProblem, rs: list[Region], cls: RegisterClass,
                   res: Mapping[str, ResolvedValue], opts: SolveOptions,
                   later: SolveOptions | None = None, wait: bool = True) -> Planned:
    """The regions' plan and bound. Entered as the previous region left (state and
    registers), a region gives its plan, coloured as it is found (:func:`.plan_region`);
    entered freely, its bound, solved beside the plan in a process of its own
    (:class:`.Bounds`) until ``later`` (else ``opts``) runs out. Behind the pace the
    budget needs, a region looks for no cores (:class:`Pace`). When the plan is
    complete, the bounds not yet found may take
    :attr:`~solver_alloc.budget.BudgetPolicy.late_share` of what is left; a
    region without one counts 0. When ``opts`` runs out before the plan is complete, the
    regions left draw on ``later`` (and a region whose share ran out takes its last
    resort with a share of it). The plan is None when a region finds none that colours
    in its share or the budget runs out first; the regions planned before are kept
    (``prefix``) for the caller to complete
    (:mod:`~solver_alloc.spill.modes.regions.tail`), and the bounds are taken as they
    are; unless not ``wait``: then they go on solving while the caller completes the
    plan, and it takes them with :func:`bounded`."""
    whole = opts if later is None else later
    bounds = Bounds(sp, rs, whole)
    try:
        with ThreadPoolExecutor(1) as encoder, ThreadPoolExecutor(1) as solver:
            planner = RegionPlanner(sp, rs, cls, res, opts, whole, (encoder, solver))
            planner.run()
    except BaseException:
        bounds.close()
        raise
    got = Planned(planner.parts, [] if planner.parts else planner.prefix, Fraction(0), 0,
                  planner.dropped, pending=bounds)
    if planner.parts is None and not wait:
        return got
    return bounded(got, whole.share(whole.policy.late_share) if planner.parts is not None
                   else spent())
