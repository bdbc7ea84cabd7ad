"""A CFG's regions planned in order, and bounded beside them (see
:mod:`.region_search` for why the sum of the regions' bounds bounds every plan).

Four threads overlap; CP-SAT releases the interpreter while it searches:
encoding the next regions (:data:`AHEAD`), solving their bounds, solving the
plan of region ``k + 1`` and colouring region ``k``. Region ``k + 1``'s model
is entered as region ``k``'s first solution left (state only: which values
are in a register, which in memory), so its solve starts while region ``k``
is coloured; when region ``k`` does not colour and is solved again with
another exit, region ``k + 1`` is encoded and solved again (a profile of
cfg16384 had 3 such regions in 207). Its registers come from region ``k``'s
colouring, which is then known.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.solving import SolveOptions, proven_bound, solve_cpsat
from solver_alloc.spill.chains import Cut, SplitProblem
from solver_alloc.spill.model import SplitModel, encode
from solver_alloc.spill.region_colour import REGION_FLOOR, plan_region, solved
from solver_alloc.spill.regions import (
    Part,
    Region,
    State,
    exit_state,
    fix_entry,
    leaves,
    region_problem,
    split_plan,
)
from solver_alloc.targets import RegisterClass

AHEAD = 3
"""Regions encoded ahead of the one being planned (bounds the memory held)."""

PRIOR_SECONDS = 0.3
"""Wall seconds a region is first expected to take; then the mean so far."""

PACE_REGIONS = 20
"""Regions planned before the pace may judge the plan behind."""

HOPELESS = 1.5
"""How far behind (the mean pace's need over the whole budget left) makes the
bounds go first (:meth:`_Planner.bound_first`): cfg16384 at 60 s was 1.82
behind after 20 regions (one run); runs that went on ended 25 to 87 regions
short, their bounds unsolved (bound 0)."""


class Dropped(Enum):
    """Why a regions' plan was dropped before it was complete."""

    NO_PLAN = "a region found no plan that colours in its share"
    OUT_OF_TIME = "the budget ran out first"


Solved = tuple[Any, Any]
"""A CP-SAT solver and the status of its solve."""


def bound_of(model: cp_model.CpModel, scale: int, opts: SolveOptions
             ) -> tuple[Fraction, bool]:
    """A region's proven bound (entered freely), and whether it is its optimum."""
    solver, status = solve_cpsat(model, opts, full_lp=True, small=True)
    return proven_bound(solver, scale), status == cp_model.OPTIMAL


def encode_free(sp: SplitProblem, r: Region) -> tuple[SplitProblem, SplitModel]:
    """Region ``r``'s problem and model, entered freely."""
    rp = region_problem(sp, r, Cut())
    return rp, encode(rp)


class Pace:
    """Wall seconds the regions planned so far took. A region searches for the
    core of a plan that does not colour (seconds each: :func:`.plan_region`)
    only while the budget left covers that and every region after it at the
    mean pace; otherwise it is planned *quick* (windows re-plan such regions
    later, time permitting). Its bound is solved beside it either way."""

    def __init__(self) -> None:
        self.seconds, self.regions = 0.0, 0

    def add(self, seconds: float) -> None:
        self.seconds += seconds
        self.regions += 1

    def hopeless(self, opts: SolveOptions, rest: int) -> bool:
        """True when ``rest`` regions at the mean pace need :data:`HOPELESS`
        times all that ``opts`` has left (after :data:`PACE_REGIONS` regions):
        the plan will not be complete, and the time is better spent on bounds."""
        left = opts.remaining()
        if left is None or self.regions < PACE_REGIONS:
            return False
        return rest * self.seconds / self.regions > HOPELESS * left

    def share(self, opts: SolveOptions, rest: int) -> tuple[bool, SolveOptions]:
        """``(quick, budget)`` for a region with ``rest`` regions after it: a
        share of what is left, at least :data:`REGION_FLOOR`."""
        left = opts.remaining()
        if left is None:
            return False, opts
        mean = self.seconds / self.regions if self.regions else PRIOR_SECONDS
        budget = opts.share(max(REGION_FLOOR, 1 / (rest + 1)))
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


class _Planner:
    """The state of one :func:`plan_and_bound` run."""

    def __init__(self, sp: SplitProblem, rs: list[Region], cls: RegisterClass,
                 res: Mapping[str, ResolvedValue], opts: SolveOptions,
                 rescue: SolveOptions, pools: tuple[ThreadPoolExecutor, ...]) -> None:
        self.sp, self.rs, self.cls, self.res, self.opts = sp, rs, cls, res, opts
        self.rescue = rescue
        self.encoder, self.bounder, self.solver = pools
        self.parts: list[Part] | None = []
        self.prefix: list[Part] = []
        """The regions planned in order before the plan was dropped (if it was)."""
        self.homes: dict[str, int] = {}
        self.bounds: list[Future[tuple[Fraction, bool]] | None] = []
        self.pace = Pace()
        self.dropped: Dropped | None = None
        self.behind = False
        """The plan fell behind its pace, and its bounds were solved first."""
        self.known: dict[int, tuple[Fraction, bool]] = {}
        """Bounds solved first, when the plan fell behind (:meth:`bound_first`)."""
        self.ahead = deque(self.encoder.submit(encode_free, sp, r) for r in rs[:AHEAD])

    def start(self, k: int) -> _Started | None:
        """Region ``k`` from the encoder, its bound submitted (unless solved
        first, or the plan's own budget is spent: then it is solved after the
        plan); None when the budget ran out before it was encoded.

        Every bound is solved beside the plan, on the other core, in a share
        of the plan's budget. Left for after a quick plan, on cfg16384 at
        60 s (CLI) the plan ended under 115 regions' bounds (1.06M, gap 68%);
        beside it, three runs planned 203 to 228 regions under 2.68M to
        2.74M (gaps 21.6 to 24.8%). A share of the whole budget per bound
        slowed the plan: 148 and 153 regions (gaps 38 and 40%), and a run
        with none complete."""
        if not self.ahead:
            return None
        rp, m = self.ahead.popleft().result()
        if k + AHEAD < len(self.rs) and not self.rescue.expired():
            self.ahead.append(self.encoder.submit(encode_free, self.sp, self.rs[k + AHEAD]))
        quick, budget = self.pace.share(self.opts, len(self.rs) - k - 1)
        late = k in self.known or self.opts.expired()  # solved first, or after the plan
        self.bounds.append(None if late else self.bounder.submit(
            bound_of, m.model.clone(), m.scale,
            self.opts.share(min(1.0, 2 / (len(self.rs) - k)))))
        return _Started(k, rp, m, quick, budget)

    def enter(self, s: _Started, entry: State | None) -> None:
        """Start region ``s``'s first plan solve, entered as ``entry`` says
        (None: the kernel's own entry)."""
        if entry is not None:
            fix_entry(s.m, *entry)
        s.entry = entry
        s.first = self.solver.submit(solve_cpsat, s.m.model, s.budget, full_lp=True,
                                     small=True)

    def reenter(self, s: _Started, entry: State) -> None:
        """Region ``s`` entered again: the region before left another state than
        its first solve (a new model, as entry constraints stay)."""
        if s.first is not None:
            s.first.result()
        s.rp, s.m = encode_free(self.sp, self.rs[s.k])
        self.enter(s, entry)

    def plan(self, s: _Started, nxt: _Started | None, clock: float) -> bool:
        """Region ``s`` planned from its first solve and coloured, while the
        next region's first solve starts from its exit. False when it found no
        plan (the plan is then dropped)."""
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
        if planned is None:
            return False
        self.parts += split_plan(self.sp, self.rs[s.k], [self.rs[s.k]], s.m, *planned)
        self.homes.update(planned[1].homes)
        left = self.parts[-1].leave
        if nxt is not None and nxt.first is None:
            self.enter(nxt, left)
        elif nxt is not None and nxt.entry != left:
            self.reenter(nxt, left)
        return True

    def bound_first(self) -> None:
        """The plan fell behind its pace (:meth:`Pace.hopeless`): solve every
        bound not yet submitted now, in :data:`BOUND_FIRST_SHARE` of the budget
        left, then go on planning; what the plan does not reach in the end is
        completed by the caller (:mod:`.region_tail`). A plan cut short under a
        true bound, rather than a whole plan under a bound with holes (a region
        never bounded counts 0)."""
        todo = [k for k in range(len(self.rs))
                if k >= len(self.bounds) or self.bounds[k] is None]
        got: list[tuple[Fraction, bool] | None] = [
            None if k in todo else (Fraction(0), False) for k in range(len(self.rs))]
        found = _late_bounds(self.sp, self.rs, got, self.rescue.share(BOUND_FIRST_SHARE))
        self.known = {k: found[k] for k in todo}
        self.pace = Pace()  # planning resumes: a fresh pace, never judged again

    def drop(self, why: Dropped) -> None:
        """Drop the plan, keeping the regions planned so far."""
        assert self.parts is not None
        self.prefix, self.parts, self.dropped = self.parts, None, why

    def run(self) -> list[tuple[Fraction, bool] | None]:
        """Every region planned (or the plan dropped), and the bounds found."""
        cur = self.start(0)
        if cur is not None:
            self.enter(cur, None)
        clock = time.monotonic()
        for k in range(len(self.rs)):
            if cur is None:
                break  # the budget ran out before this region was encoded
            nxt = self.start(k + 1) if k + 1 < len(self.rs) else None
            if self.parts is not None and not self.plan(cur, nxt, clock):
                self.drop(Dropped.OUT_OF_TIME if self.rescue.expired() else Dropped.NO_PLAN)
            if self.parts is not None and not self.behind and self.pace.hopeless(
                    self.rescue, len(self.rs) - k - 1):
                self.behind = True
                self.bound_first()
            clock = time.monotonic()
            if self.parts is not None and self.opts.expired():
                if self.rescue.expired():
                    break
                self.opts = self.rescue  # finish the plan: windows only improve one
            cur = nxt
        for f in self.ahead:
            f.cancel()
        if self.parts is not None and len(self.parts) < len(self.rs):
            self.drop(Dropped.OUT_OF_TIME)
        got = [None if f is None else f.result() for f in self.bounds]
        got += [None] * (len(self.rs) - len(got))  # regions never started
        return [self.known.get(k, g) for k, g in enumerate(got)]


BOUND_FIRST_SHARE = 0.65
"""Share of the budget left that the bounds take when the plan falls behind
its pace (:meth:`_Planner.bound_first`): the plan resumes with the rest. On
cfg16384 at 60 s (CLI, three runs each, the machine busier than when the
table was made): 0.5 left 136 of 281 bounds proven in one run (gap 57.6%;
the others 30.1% and 33.8%); 0.65 proved 265 to 269 in each (32.3 to 34.9%),
planning fewer regions (116 to 146 against 156 to 168)."""

LATE_SHARE = 0.7
"""Share of what is left after the plan that the bounds it left take (when the
caller gives its whole budget: ``later`` in :func:`plan_and_bound`)."""


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
    behind: bool = False
    """The plan fell behind its pace and every bound was solved first."""


def plan_and_bound(sp: SplitProblem, rs: list[Region], cls: RegisterClass,
                   res: Mapping[str, ResolvedValue], opts: SolveOptions,
                   later: SolveOptions | None = None) -> Planned:
    """The regions' plan and bound, one encoding per region. Entered freely,
    it gives the region's bound; entered as the previous region left (state and
    registers), its plan, coloured as it is found (:func:`.plan_region`).
    Behind the pace the budget needs, a region looks for no cores
    (:class:`Pace`); the bounds not solved when the plan is complete take
    :data:`LATE_SHARE` of what ``later`` has left then (else what ``opts``
    has: :func:`_late_bounds`). When ``opts`` runs out before the plan is complete, the regions
    left draw on ``later`` (and a region whose share ran out takes its last
    resort with a share of it). When the pace says the plan cannot be complete
    (:meth:`Pace.hopeless`), every bound not yet solved is solved first, and
    the plan goes on with the rest of the budget (so it ends under a true
    bound). The plan is None when a region finds none that colours in its
    share or the budget runs out first; the regions planned before are kept
    (``prefix``) for the caller to complete (:mod:`.region_tail`)."""
    with ThreadPoolExecutor(1) as encoder, ThreadPoolExecutor(1) as bounder, \
            ThreadPoolExecutor(1) as solver:
        planner = _Planner(sp, rs, cls, res, opts, opts if later is None else later,
                           (encoder, bounder, solver))
        got = planner.run()
    parts = planner.parts
    if parts is None:  # the caller falls back: no time for bounds the plan left
        found = [(Fraction(0), False) if g is None else g for g in got]
    else:
        found = _late_bounds(sp, rs, got, opts if later is None else later.share(LATE_SHARE))
    for part, (b, _) in zip(parts or planner.prefix, found, strict=False):
        part.bound = b
    return Planned(parts, [] if parts else planner.prefix,
                   sum((b for b, _ in found), Fraction(0)), sum(p for _, p in found),
                   planner.dropped, planner.behind)


def _late_bounds(sp: SplitProblem, rs: list[Region],
                 got: list[tuple[Fraction, bool] | None], opts: SolveOptions
                 ) -> list[tuple[Fraction, bool]]:
    """The bounds the plan left for later (None in ``got``), two at a time in
    what is left of ``opts``; a region with none left bounds its cost by 0."""
    late = [k for k, g in enumerate(got) if g is None]

    def bound(n: int) -> tuple[Fraction, bool]:
        if opts.expired():
            return Fraction(0), False
        _, m = encode_free(sp, rs[late[n]])
        return bound_of(m.model, m.scale, opts.share(min(1.0, 2 / (len(late) - n))))
    with ThreadPoolExecutor(2) as pool:
        done = dict(zip(late, pool.map(bound, range(len(late))), strict=True))
    return [g if g is not None else done[k] for k, g in enumerate(got)]
