"""The exact spill path for one class: solve the split model
(:mod:`solver_alloc.spill.model.encode`) with CP-SAT and its full LP, then decode the
decisions into loads, stores and remats and colour the pieces (:func:`finish`).

The model counts registers per point (and, with
:mod:`~solver_alloc.spill.model.crossing`, the registers calls preserve), so its optimum
is a lower bound on every plan of the split plan space (plans with registers and no
moves); when the pieces of the optimum fit the registers (always, for width-1 values
without fixed registers on straight-line code: an interval graph), the allocation meets
that bound and is OPTIMAL. When they are proven not to fit, a cut over the values in
conflict (:mod:`~solver_alloc.spill.refine.cuts`) rules the plan out and the model is
solved again.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import ENCODE_SECONDS
from solver_alloc.result import ClassOutcome, Status
from solver_alloc.solving import SolveOptions, proven_bound, solve_cpsat
from solver_alloc.spill.heuristics.greedy import greedy_start
from solver_alloc.spill.heuristics.warm_start import as_decision, belady_table, everywhere_table
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.model.crossing import keep_every_fixed_set_apart
from solver_alloc.spill.model.encode import SplitModel, encode
from solver_alloc.spill.model.hints import hint_memory, hint_model
from solver_alloc.spill.model.lp_bound import lp_bound
from solver_alloc.spill.model.pinning import pin_redefined
from solver_alloc.spill.outcome import decided
from solver_alloc.spill.pieces.decode import Decision, Decoded, piece_ranges
from solver_alloc.spill.pieces.finish import decoded, finish, model_decision
from solver_alloc.spill.problem import SplitProblem, instruction_at, overflow
from solver_alloc.spill.refine.cuts import Held, needless_holds, refuted_values, rule_out_values
from solver_alloc.spill.refine.evict import evicted_plan
from solver_alloc.spill.refine.fallback import everywhere_start
from solver_alloc.spill.refine.loop import refine
from solver_alloc.spill.refine.room import roomier_plan


def infeasible_note(problem: Problem, sp: SplitProblem) -> str:
    """Why no allocation exists: the first point whose must-stay values overflow."""
    cls = problem.target.classes[sp.regclass]
    over = overflow(sp)
    if over is not None:
        p, need = over
        return (f"at instruction {instruction_at(sp, p)} the values it reads or writes "
                f"in class {sp.regclass!r} need {cls.counted(need)}, more than the "
                f"{cls.counted(sp.k)} allocatable")
    lv = problem.liveness
    held = _always_held(sp)
    weights = [sp.width[v] if v in held else 0 for v in lv.values]
    need, p = lv.max_live(np.asarray(weights, dtype=np.int64))
    if need > sp.k:
        here = [v for v in lv.live_at(p) if v in held]
        return (f"at instruction {p // 2} the no_spill values {here[:12]} of class "
                f"{sp.regclass!r} need {cls.counted(need)}, more than the "
                f"{cls.counted(sp.k)} allocatable")
    pinned = sorted(sp.no_spill)[:12]
    what = (f" with no store or load of the no_spill values {pinned}" if pinned
            else "")
    return (f"no split plan of class {sp.regclass!r} fits its registers{what}"
            + ("" if sp.spillable else " (the class cannot spill)"))


def _always_held(sp: SplitProblem) -> frozenset[str]:
    """Values in a register wherever they are live in every plan: ``no_spill``
    ones that are neither rematerialisable nor live-ins (which may arrive in
    memory), and held ones."""
    return sp.held | frozenset(v for v in sp.no_spill
                               if sp.remat.get(v) is None and v not in sp.kernel_live_in)


def _unbuilt(problem: Problem, sp: SplitProblem, opts: SolveOptions
             ) -> ClassOutcome | None:
    """The class's outcome without a model: INFEASIBLE when its values overflow
    the registers somewhere, UNKNOWN when the budget cannot pay for building
    the model (:data:`~solver_alloc.costing.ENCODE_SECONDS`: it cannot be cut,
    and the caller's fallback needs the time); None: build it."""
    if overflow(sp) is not None:
        return ClassOutcome(Status.INFEASIBLE, note=infeasible_note(problem, sp))
    if not opts.affords(ENCODE_SECONDS * sp.segments()):
        return ClassOutcome(Status.UNKNOWN, note="no time left to build the split model")
    return None


def _reporter(m: SplitModel, progress: Any) -> Any:
    """A CP-SAT solution callback that reports (seconds, cost, bound) per plan."""
    class Report(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            progress(self.wall_time, self.objective_value / m.scale,
                     self.best_objective_bound / m.scale)

    return Report()


def solve_class(problem: Problem, sp: SplitProblem, opts: SolveOptions,
                hint: Decision | None = None, pinned: bool = False,
                reserved: dict[str, list[tuple[int, int]]] | None = None,
                progress: Any = None, colour_share: float | None = None) -> ClassOutcome:
    """Optimal splitting for one class (CP-SAT); ``pinned``: see
    :func:`~solver_alloc.spill.model.pinning.pin_redefined`; ``progress`` hears of
    every improving plan; ``colour_share``: of the budget left, what colouring a
    plan may take (default
    :attr:`~solver_alloc.budget.BudgetPolicy.plan_colour_share`)."""
    policy = opts.policy
    colour_share = policy.plan_colour_share if colour_share is None else colour_share
    early = _unbuilt(problem, sp, opts)
    if early is not None:
        return early
    return refine(_Rounds(problem, sp, opts, encoded(sp, pinned, hint), pinned, reserved,
                          progress, colour_share), policy.nogood_rounds)


class _Rounds:
    """The exact mode's refinement loop (:func:`~solver_alloc.spill.refine.loop.refine`):
    the class's split model as master, CP-SAT with its full LP; a plan whose
    pieces do not fit gets rows for more fixed register sets (the first time,
    its evicted repair is kept to fall back on), else a cut on its refuted
    core values, else its eviction (and room) is the outcome. The cut rounds
    take a share of the budget from the first cut
    (:attr:`~solver_alloc.budget.BudgetPolicy.nogood_share`)."""

    def __init__(self, problem: Problem, sp: SplitProblem, opts: SolveOptions,
                 m: SplitModel, pinned: bool,
                 reserved: dict[str, list[tuple[int, int]]] | None, progress: Any,
                 colour_share: float) -> None:
        self.problem, self.sp, self.opts, self.m = problem, sp, opts, m
        self.reserved, self.progress, self.colour_share = reserved, progress, colour_share
        policy = opts.policy
        self.how = "split model, CP-SAT"
        self.got = ClassOutcome(Status.UNKNOWN)
        # a refuted plan's core values are cut (refine.cuts), on any CFG: a value's
        # pieces, around a loop too, follow from its own decisions alone
        straight = len({ch.block for ch in sp.chains}) <= 1
        surely = straight and not sp.fixed and not sp.restricted and \
            set(sp.width.values()) <= {1}
        self.cutting = opts if surely else opts.reserving(
            policy.colour_seconds_per_segment * sp.segments())
        left = opts.remaining()
        self.lp = None if straight or pinned or not left else lp_bound(
            m.model, policy.lp_share * left)
        # a pinned model's bound holds for pinned plans only: no cutoff there
        self.cutoff = None if pinned else opts.cutoff(sp.regclass)
        self.core = frozenset[str]()
        self.repaired: ClassOutcome | None = None  # the first refuted plan, evicted
        self.widened = False  # rows for more fixed register sets added (model.crossing)
        self.cuts = 0
        self.solver: Any = None
        self.status: Any = None
        self.decision: Decision | None = None
        self.dec: Decoded | None = None

    def solve(self) -> ClassOutcome | None:
        """The master, with its full LP (its bound is what proves); ends the
        loop with no plan left, a bound at the cutoff, or no plan in time."""
        m, got = self.m, self.got
        self.solver, self.status = solve_cpsat(
            m.model, self.cutting, full_lp=True,
            callback=None if self.progress is None else _reporter(m, self.progress))
        if self.status == cp_model.INFEASIBLE:
            return _no_plan_left(self.problem, self.sp, self.how, self.cuts, self.widened,
                                 got, self.repaired, self.opts)
        # a cut only removes plans that do not colour, so every round's bound
        # holds for the plans with registers: keep the best
        self.bound = max(proven_bound(self.solver, m.scale), got.bound,
                         Fraction(0) if self.lp is None else self.lp / m.scale)
        if self.cutoff is not None and self.bound >= self.cutoff:
            return ClassOutcome(Status.UNKNOWN, bound=self.bound, dominated=True, note=(
                f"{self.how}: the bound {float(self.bound):g} reaches the cutoff "
                f"{self.cutoff:g}"))
        if self.status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            if self.cuts or self.widened:  # the repair paths take the last plan
                return _cheaper(got, self.repaired)
            return ClassOutcome(Status.UNKNOWN, bound=self.bound,
                                note="CP-SAT found no spill plan in the time limit")
        return None

    def fit(self) -> ClassOutcome | None:
        """The plan decoded and its pieces coloured (:func:`finish`); the loop
        goes on whether it coloured or not (:meth:`cut` ends it)."""
        self.decision = model_decision(self.solver, self.m)
        self.dec = decoded(self.sp, self.decision, self.reserved)
        note = self.how + (f", {self.cuts} uncolourable plans ruled out"
                           if self.cuts else "")
        self.got = finish(self.problem, self.sp, self.dec, self.bound,
                          self.status == cp_model.OPTIMAL, note,
                          self.opts.share(self.colour_share))
        return None

    def widen(self) -> bool:
        """Rows for more fixed register sets that rule the uncoloured plan out
        (:func:`~solver_alloc.spill.model.crossing.keep_every_fixed_set_apart`);
        the first time, the plan's eviction is kept to fall back on."""
        got, dec = self.got, self.dec
        assert dec is not None
        assert self.decision is not None
        if not (got.uncoloured and keep_every_fixed_set_apart(
                self.sp, self.m, piece_ranges(dec, self.problem.resolved), self.sp.k)):
            return False
        if not self.widened:
            evicted = _repaired(self.problem, self.sp, self.m, self.decision, got,
                                self.opts, self.reserved)
            self.repaired = None if evicted.regs is None else evicted
            self.how += ", rows for more fixed register sets"
        self.widened = True
        return True

    def cut(self, round_: int) -> ClassOutcome | None:
        """A plan that coloured, or did not with no proof, ends the loop
        (evicted and, with time, given room); a refuted one is evicted once to
        fall back on, then its core values are cut."""
        got, opts = self.got, self.opts
        assert self.dec is not None
        assert self.decision is not None
        if not got.refuted or self.repaired is None:  # a refuted plan's: for the cuts
            evicted = _repaired(self.problem, self.sp, self.m, self.decision, got, opts,
                                self.reserved, both=not got.refuted)
            if not got.refuted:
                return _cheaper(evicted, self.repaired)
            self.repaired = evicted  # to fall back on while the cuts look for the optimum
        if self.cutting.expired():
            return _cheaper(got, self.repaired)
        self.core = _cut(self.problem, self.sp, self.m, self.solver, self.decision,
                         self.dec, self.core, _core_budget(self.cutting, self.repaired),
                         self.reserved)
        self.cuts = round_ + 1  # the cut rounds get a share from now on
        if self.cuts == 1:
            policy = opts.policy
            self.cutting = opts.share(policy.nogood_share if self.cutoff is None
                                      else policy.nogood_share_cutoff)
        return None

    def last(self) -> ClassOutcome:
        return _cheaper(self.got, self.repaired)


def _repaired(problem: Problem, sp: SplitProblem, m: SplitModel, d: Decision,
              got: ClassOutcome, opts: SolveOptions,
              reserved: dict[str, list[tuple[int, int]]] | None,
              both: bool = False) -> ClassOutcome:
    """The uncoloured plan ``d`` (``got``) mended: the pieces its colouring left out
    evicted (:func:`~solver_alloc.spill.refine.evict.evicted_plan`). When ``both`` (a
    plan the class returns, with no cuts to follow), also: evicted taking the pieces in
    their way first (at once when the first eviction did not colour, else last, when
    time is left); when an eviction colours and at least
    :attr:`~solver_alloc.budget.BudgetPolicy.room_left` of the budget is left, room
    left where they did not fit instead
    (:func:`~solver_alloc.spill.refine.room.roomier_plan`). The cheapest plan that
    colours; ``got`` when none does. Room does not wait for the first eviction alone:
    that one may leave out more than
    :attr:`~solver_alloc.budget.BudgetPolicy.evict_most` values where the pieces in
    the way colour. Room is tried only once eviction has a plan that colours: where
    eviction found none (too many values left out, or no round colouring), room
    seldom finds one either, and takes the time the repair paths need (the runs:
    ``docs/budget.md``, ``room_left``)."""
    if not got.uncoloured or opts.expired():
        return got
    out = evicted_plan(problem, sp, m, d, got, opts, reserved)
    if not both:  # the cuts follow, and need the time
        return out
    def in_the_way() -> ClassOutcome | None:
        if not got.blockers or opts.expired():
            return None
        return evicted_plan(problem, sp, m, d, got, opts, reserved, blockers_first=True)
    at_once = out.regs is None  # the pieces in the way: at once, else last
    if at_once:
        out = _coloured_cheaper(out, in_the_way())
    left, whole = opts.remaining(), opts.time_limit
    room = left is None or whole is None or left >= opts.policy.room_left * whole
    if out.regs is not None and room:
        out = _coloured_cheaper(out, roomier_plan(problem, sp, m, d, got, opts, reserved))
    if not at_once:
        out = _coloured_cheaper(out, in_the_way())
    return out


def _coloured_cheaper(a: ClassOutcome, b: ClassOutcome | None) -> ClassOutcome:
    """``b`` when it colours and costs less than ``a`` (or ``a`` does not colour)."""
    if b is not None and b.regs is not None and (a.regs is None or b.cost < a.cost):
        return b
    return a


def _no_plan_left(problem: Problem, sp: SplitProblem, how: str, cuts: int, widened: bool,
                  got: ClassOutcome, repaired: ClassOutcome | None, opts: SolveOptions
                  ) -> ClassOutcome:
    """The outcome when the model has no plan left: INFEASIBLE when it never
    had one and the model without the rows that hold for plans with no moves
    has none either (a value held across two reads of different fixed
    registers may still move between them), else (plans ruled out, rows
    added, or only the split plans ruled out) the evicted plan ``repaired``
    when there is one."""
    first = not cuts and not widened
    if first and _no_plan_at_all(sp, opts):
        return ClassOutcome(Status.INFEASIBLE, note=infeasible_note(problem, sp))
    note = (f"{how}: no split plan keeps its values apart around the fixed registers "
            "(a plan that moves a value to another register may exist)") if first else \
        f"{how}: no split plan's pieces fit the registers ({cuts} plans ruled out)"
    return _cheaper(ClassOutcome(Status.UNKNOWN, bound=got.bound, uncoloured=True,
                                 note=note), repaired)


def _no_plan_at_all(sp: SplitProblem, opts: SolveOptions) -> bool:
    """Whether the split model without the rows for plans with no moves is proven to
    have no plan (:func:`~solver_alloc.spill.model.encode.encode`, ``counts_only``)."""
    _, status = solve_cpsat(encode(sp, counts_only=True).model, opts)
    return bool(status == cp_model.INFEASIBLE)


def _core_budget(cutting: SolveOptions, repaired: ClassOutcome | None) -> SolveOptions:
    """What the search for a refuted plan's core may take: with a plan to fall
    back on, :attr:`~solver_alloc.budget.BudgetPolicy.core_share` of the cut rounds'
    budget left (the search could take all of it, and run past the deadline)."""
    return cutting if repaired is None or repaired.regs is None else \
        cutting.share(cutting.policy.core_share)


def _cut(problem: Problem, sp: SplitProblem, m: SplitModel, solver: Any, d: Decision,
         dec: Decoded, core: frozenset[str], opts: SolveOptions,
         reserved: dict[str, list[tuple[int, int]]] | None) -> frozenset[str]:
    """Rule out the refuted plan ``d`` (decoded: ``dec``; solved by ``solver``): the
    values whose pieces alone do not colour
    (:func:`~solver_alloc.spill.refine.cuts.refuted_values`, from the last ``core``; a
    search cut short by ``opts`` still returns values whose pieces are proven not to
    colour), less the holds they do not need, when ``opts`` leaves time to look for
    those. Returns the core."""
    cls = problem.target.classes[sp.regclass]
    core = refuted_values(dec, cls, problem.resolved, opts, core)
    needless = frozenset[Held]() if reserved or opts.expired() else needless_holds(
        sp, d, core, cls, problem.resolved, opts)
    rule_out_values(sp, m, solver, core, needless)
    return core


def encoded(sp: SplitProblem, pinned: bool, hint: Decision | None) -> SplitModel:
    """The split model, ``pinned``
    (:func:`~solver_alloc.spill.model.pinning.pin_redefined`), hinted from ``hint`` when
    given."""
    m = encode(sp)
    if pinned:
        pin_redefined(sp, m)
    if hint is not None:
        hint_model(m, hint)
        hint_memory(sp, m, hint)
    return m


def _cheaper(got: ClassOutcome, repaired: ClassOutcome | None) -> ClassOutcome:
    """``got``, or the evicted plan ``repaired`` when ``got`` has no registers
    or costs more, under the later (greater) of the two bounds: a cut only
    removes plans that do not colour, so each round's bound holds for both."""
    if repaired is None or repaired.regs is None or got.dominated or \
            (got.regs is not None and got.cost <= repaired.cost):
        return got
    bound = max(got.bound, repaired.bound)
    return replace(repaired, bound=bound,
                   status=decided(repaired.cost, bound))




def why_not(_sp: SplitProblem, _opts: SolveOptions) -> str | None:
    """The exact mode applies to every class (None)."""
    return None


def plan(job: ClassJob) -> Planned:
    """The split model with its refinement loop (:func:`solve_class`),
    warm-started from Belady's plan where it applies, else, for a class of more
    than :attr:`~solver_alloc.solving.SolveOptions.everywhere_segments` segments,
    from the greedy split plan (:mod:`~solver_alloc.spill.heuristics.greedy`),
    or, when its pieces do not fit, its spill-everywhere plan (making both took
    the time the model needed: PTX attention_fwd at 128 registers and 20 s found
    no plan from the cheaper of the two, and 95,260 from the greedy one). The
    greedy plan, coloured, is the class's warm start in any case: what the
    repairs fall back on, and what a dearer plan gives way to. Without a coloured plan in hand
    the model may find none at all, so it keeps back what
    :attr:`~solver_alloc.budget.BudgetPolicy.split_share_cold` leaves for the
    spill-everywhere fallback."""
    sp, opts = job.sp, job.opts
    table = belady_table(sp, job.start)
    warm, straight = None, table is not None
    large = sp.segments() > opts.everywhere_segments
    if table is None:
        warm, greedy = greedy_start(job.problem, sp, opts)
        table = greedy if large else None  # a small class's model finds its own way
    if warm is None and not straight and large:
        ev = everywhere_start(job.problem, sp.regclass, opts)
        if ev is not None:
            warm, table = ev, everywhere_table(sp, ev.ops, ev.regs)
    r = solve_class(job.problem, sp, opts if straight or warm is not None
                    else opts.share(opts.policy.split_share_cold),
                    None if table is None else as_decision(table), progress=job.progress)
    return Planned(r, warm)
