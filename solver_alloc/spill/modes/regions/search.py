"""The regions mode: a CFG's regions
(:mod:`~solver_alloc.spill.modes.regions.cut`) planned in order under the sum
of their bounds, then re-planned in windows over each cut.

**Bound.** Every operation of a plan sits in one block, so a plan's cost is the
sum of its regions' costs, and a plan restricted to a region is a plan of the
region entered with *free* state: any set of at most K values in registers,
memory holding anything (the stores that put them there were paid for before
the cut, or not at all). Leaving a region, a value that cannot be recomputed is
in a register or in memory (else no later read could be served). Hence
``sum_R LB(R, free entry) <= OPT``: each region's proven bound, summed, bounds
every plan of the split plan space
(:func:`~solver_alloc.spill.modes.regions.plan.plan_and_bound`).

**Plan.** Regions are solved in order, each entered with the state the previous
one left (:mod:`~solver_alloc.spill.modes.regions.plan`); consecutive plans agree on the
one edge between them, so together they are a plan of the whole class. Each region is
optimal for its entry, but its exit is chosen without looking past it; windows over
neighbouring pairs then re-plan each cut with both sides in view (:func:`improve_cuts`).
The plan's excess over the bound comes from the cuts, on both sides. Each region is
coloured as it is planned (:mod:`~solver_alloc.spill.modes.regions.colour`), and
re-planned until it colours; a window that leaves values in other registers renames the
registers of every region after it. The whole plan is then coloured from the regions'
registers (:func:`~solver_alloc.spill.modes.regions.cut.fit_by_region`).

(A region's free plan does not continue the region before at its bound: entered
freely, it fills the registers on its entry edge for nothing, and the region
before, made to leave that state, pays to load them all.)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Protocol

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.costing import EVERYWHERE_SECONDS
from solver_alloc.result import ClassOutcome, Status
from solver_alloc.solving import Forked, SolveOptions, spent
from solver_alloc.spill.heuristics.warm_start import as_decision
from solver_alloc.spill.job import ClassJob
from solver_alloc.spill.job import Planned as ModePlan
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.model.hints import hint_model
from solver_alloc.spill.modes.exact import infeasible_note
from solver_alloc.spill.modes.regions.colour import Dropped, permutation, plan_region
from solver_alloc.spill.modes.regions.cut import (
    Part,
    Region,
    cuts,
    fit_by_region,
    fix_entry,
    home_registers,
    leaves,
    region_problem,
    regions,
    split_plan,
    window_hint,
)
from solver_alloc.spill.modes.regions.plan import Planned, bounded, plan_and_bound
from solver_alloc.spill.modes.regions.tail import complete
from solver_alloc.spill.pieces.finish import finish
from solver_alloc.spill.problem import Cut, SplitProblem, overflow
from solver_alloc.spill.refine.fallback import everywhere, fallback
from solver_alloc.targets import RegisterClass


class Window(Protocol):
    """How one window is solved again (:func:`solve_window`, or a test's stand-in)."""

    def __call__(self, sp: SplitProblem, rs: list[Region], parts: list[Part], i: int,
                 cls: RegisterClass, res: Mapping[str, ResolvedValue], opts: SolveOptions
                 ) -> bool: ...


def improve_cuts(sp: SplitProblem, rs: list[Region], parts: list[Part],
                 cls: RegisterClass, res: Mapping[str, ResolvedValue],
                 opts: SolveOptions, upto: int | None = None,
                 window: Window | None = None) -> int:
    """Each pair of neighbouring regions solved again as one window, between the state
    (and registers) the region before leaves and the state the region after takes,
    starting from the current plan: what each first pass chose blind at the cut between
    them is chosen again with both sides in view. Passes while time is left: the first
    over every window, each next one over the neighbours of the windows the last
    improved (their entry or exit changed). Only the windows inside the first ``upto``
    regions (all by default): the regions after take the spill-everywhere plan, which a
    window cannot start from (:mod:`~solver_alloc.spill.modes.regions.tail`), and region
    ``upto`` adapts to it. Returns how many windows improved ``parts`` (changed in
    place). ``window``: how a window is solved (:func:`solve_window`)."""
    last = len(rs) - 1 if upto is None else upto - 1
    improved: set[int] = set()
    todo = set(range(last))
    while todo and not opts.expired():
        changed = _pass(sp, rs, parts, sorted(todo), cls, res, opts,
                        solve_window if window is None else window)
        improved.update(changed)
        todo = {j for i in changed for j in (i - 1, i + 1) if 0 <= j < last}
    return len(improved)


def _pass(sp: SplitProblem, rs: list[Region], parts: list[Part], windows: list[int],
          cls: RegisterClass, res: Mapping[str, ResolvedValue], opts: SolveOptions,
          window: Window) -> list[int]:
    """One pass over ``windows``: as many as the budget gives
    :attr:`~solver_alloc.budget.BudgetPolicy.window_seconds` each (a window is two
    regions, and with much less its solve stops at the plan it was hinted), those of
    most excess over their regions' bounds (none at its bounds: it cannot improve),
    solved left to right (a window's exit is the next one's entry, so gains carry
    forward). Returns the windows that improved."""
    excess = {i: parts[i].cost + parts[i + 1].cost - parts[i].bound - parts[i + 1].bound
              for i in windows}
    least = opts.policy.window_seconds
    left = opts.remaining()
    most = len(excess) if left is None else max(1, int(left / least))
    order = sorted(sorted((i for i in windows if excess[i] > 0),
                          key=lambda i: (-excess[i], i))[:most])
    changed = []
    for n, i in enumerate(order):
        left = opts.remaining()
        if opts.expired():
            break
        share = 1.0 if left is None else max(1 / (len(order) - n), least / left)
        if window(sp, rs, parts, i, cls, res, opts.share(min(1.0, share))):
            changed.append(i)
    return changed


def solve_window(sp: SplitProblem, rs: list[Region], parts: list[Part], i: int,
            cls: RegisterClass, res: Mapping[str, ResolvedValue], opts: SolveOptions
            ) -> bool:
    """Regions ``i`` and ``i + 1`` solved again as one window; True when that
    is cheaper and kept (with every later region's registers renamed to
    match)."""
    a, b = rs[i], rs[i + 1]
    held, mem = parts[i - 1].leave if i else ({}, {})
    need = parts[i + 2].enter if i + 2 < len(rs) else (None, None)
    w = Region(a.lo, b.hi, a.chains + b.chains)
    rp = region_problem(sp, w, Cut(need_held=need[0], need_mem=need[1]))
    m = encode(rp)
    if i:
        fix_entry(m, held, mem)
    hint_model(m, window_hint(w, {**parts[i].table, **parts[i + 1].table}))
    outside = home_registers(parts[:i] + parts[i + 2:])
    got = plan_region(rp, m, cls, res, leaves(parts[i - 1]) if i else {}, outside,
                      (a.hi - 1 - w.lo, b.hi - 1 - w.lo), opts)
    if isinstance(got, Dropped):
        return False
    new = split_plan(sp, w, [a, b], m, *got)
    if new[0].cost + new[1].cost >= parts[i].cost + parts[i + 1].cost:
        return False
    # the window leaves the values the next region takes, maybe in other
    # registers: rename the registers of every later region to match
    old = leaves(parts[i + 1])
    perm = permutation({old[v]: r for v, r in leaves(new[1]).items() if v in old}, cls)
    after = home_registers(parts[i + 2:])
    before = home_registers(parts[:i] + new)
    if perm is None or any(perm[r] != r for v, r in after.items() if v in before):
        return False  # renaming would move a home register the regions before keep
    new[0].bound, new[1].bound = parts[i].bound, parts[i + 1].bound
    parts[i], parts[i + 1] = new
    for later in parts[i + 2:]:
        later.colouring = later.colouring.renamed(perm)
    return True


def sized_regions(sp: SplitProblem, opts: SolveOptions) -> list[Region]:
    """The class's regions, sized for the budget ``opts`` has left: a class of more
    than :attr:`~solver_alloc.budget.BudgetPolicy.full_pace` live segments per second
    of budget takes regions of at most
    :attr:`~solver_alloc.budget.BudgetPolicy.small_region` segments (a region's solve
    grows faster than its size, and regions cut at no loop header are larger)."""
    left = opts.remaining()
    size = opts.region_size
    if left is not None and sp.segments() > opts.policy.full_pace * left:
        size = min(size, opts.policy.small_region)
    return regions(sp, size)


def applies(sp: SplitProblem) -> bool:
    """Regions need a CFG with cuts and no fixed registers (whose rows span the
    whole class) nor values confined to a subset (a region's registers are
    permuted to meet its neighbours'), nor folded reads (its bounds count
    every register read)."""
    return len(sp.freq) > 1 and not sp.fixed and not sp.restricted and not sp.folds and \
        not sp.remat_from and \
        sp.boundary is None and bool(cuts(sp))


@dataclass(frozen=True)
class Rescue:
    """How a regions' plan cut short is completed
    (:mod:`~solver_alloc.spill.modes.regions.tail`): the spill-everywhere plan (computed
    on the first call; None when there is none), and the caller's budget, which the
    completion draws on."""

    everywhere: Callable[[], ClassOutcome | None]
    opts: SolveOptions
    colouring: float = 0.0
    """Seconds the whole plan's colouring is expected to take: windows over the
    regions planned run only with twice that left (a plan is completed at the
    end of the budget, and a colouring cut short loses it)."""


def regions_class(problem: Problem, sp: SplitProblem, rs: list[Region], opts: SolveOptions,
                  rescue: Rescue | None = None) -> ClassOutcome:
    """A large class over a CFG, in the regions ``rs`` (:func:`sized_regions`,
    which the caller chose the mode by): the regions' plan, under the regions'
    bound; OPTIMAL only when they meet. The plan and the bound take
    :attr:`~solver_alloc.budget.BudgetPolicy.plan_share` of the budget (the windows
    only improve a plan, and without one the class falls back), the windows over pairs
    of regions :attr:`~solver_alloc.budget.BudgetPolicy.lns_share` of the rest, and
    decoding and colouring what is left then (the bounds the plan left for later take
    :attr:`~solver_alloc.budget.BudgetPolicy.late_share` of what is left after it). A
    plan cut short is completed with ``rescue`` when given; no plan: UNKNOWN, for the
    caller's fallback."""
    if overflow(sp) is not None:
        return ClassOutcome(Status.INFEASIBLE, note=infeasible_note(problem, sp))
    cls = problem.target.classes[sp.regclass]
    got = plan_and_bound(sp, rs, cls, problem.resolved, opts.share(opts.policy.plan_share),
                         later=opts,
                         wait=rescue is None)
    parts, upto, tried, colouring = got.parts, len(rs), "", 0.0
    try:
        if parts is None and rescue is not None and got.prefix:
            done = _completed(sp, rs, got, cls, problem.resolved, rescue)
            if done is not None:
                (parts, upto), opts, colouring = done, rescue.opts, rescue.colouring
            tried = (f"; the {len(got.prefix)} regions planned were not completed by "
                     "spill-everywhere (no plan of its, or no adapting region's, in time)")
    finally:  # the bounds went on beside the completion: what they found by now
        got = bounded(got, spent(), parts)
    if parts is None:
        why = ("" if got.dropped is None else f": {got.dropped.value}") + tried
        return ClassOutcome(Status.UNKNOWN, bound=got.bound, note=(
            f"regions: no complete plan of {len(rs)} regions in the budget{why}"))
    left = opts.remaining()
    spare = left is None or left > 2 * colouring
    improved = improve_cuts(sp, rs, parts, cls, problem.resolved,
                            opts.share(opts.policy.lns_share), upto) if spare else 0
    table = {k: v for p in parts for k, v in p.table.items()}
    how = (f"{len(rs)} regions of the CFG solved in order, {improved} of "
           f"{len(rs) - 1} pairs improved; bound from the same regions entered "
           f"freely ({got.proven} proven)")
    if upto < len(rs):
        assert got.dropped is not None
        how = (f"{upto} of {len(rs)} regions of the CFG solved in order ({got.dropped.value}), "
               f"region {upto} adapting their plan to spill-everywhere in the "
               f"{len(rs) - upto - 1} after it, {improved} pairs improved; bound from "
               f"every region entered freely ({got.proven} proven)")
    if got.bounds_failed:
        how += f"; the bounds stopped early ({got.bounds_failed}), the rest count 0"
    out = finish(problem, sp, as_decision(table), got.bound, True, how, opts,
                 fit_by_region(sp, rs, parts))
    return replace(out, repaired=True)  # pieced together: verified before it is returned


def _completed(sp: SplitProblem, rs: list[Region], got: Planned, cls: RegisterClass,
               res: Mapping[str, ResolvedValue], rescue: Rescue
               ) -> tuple[list[Part], int] | None:
    """The plan ``got`` cut short, completed with spill-everywhere
    (:func:`~solver_alloc.spill.modes.regions.tail.complete`: the parts and the adapting
    region); None when there is no spill-everywhere plan or no adapter found one."""
    ev = rescue.everywhere()
    if ev is None or rescue.opts.expired():
        return None
    adapting = rescue.opts.share(rescue.opts.policy.adapter_share)
    return complete(sp, rs, got.prefix, ev.ops, cls, res, adapting,
                    failed=got.dropped is Dropped.NO_PLAN, placed=ev.regs)


def why_not(sp: SplitProblem, opts: SolveOptions) -> str | None:
    """None when the class may be planned by regions: more segments than the
    exact mode starts from nothing, and a CFG with cuts and no fixed registers
    (the plan still declines one region for the budget left); else why not."""
    if sp.segments() <= opts.anytime_segments:
        return "small enough for the exact mode"
    if not applies(sp):
        return "no CFG cut, or fixed registers"
    return None


def plan(job: ClassJob) -> ModePlan | str:
    """The class planned by regions sized for the budget left (why not, when
    that is one region); a plan that does not colour, or none when the model
    over all is too big, falls back to spill-everywhere at once."""
    rs = sized_regions(job.sp, job.opts)
    if len(rs) <= 1:
        return "one region for the budget left"
    r, warm = _by_regions(job.problem, job.sp, rs, job.opts)
    if r.uncoloured or (r.regs is None and r.status is Status.UNKNOWN):
        # the model over all: too big; the exact cover only with time to spare
        return ModePlan(fallback(job.problem, job.sp.regclass, job.opts, r, warm,
                                job.sp.segments()), warm)
    return ModePlan(r, warm, by_regions=True)


def _by_regions(problem: Problem, sp: SplitProblem, rs: list[Region], opts: SolveOptions
                ) -> tuple[ClassOutcome, ClassOutcome | None]:
    """The class planned by regions, keeping
    :attr:`~solver_alloc.budget.BudgetPolicy.tail_reserve` times the greedy
    spill-everywhere's seconds per live segment back for spill-everywhere and a
    plan cut short completed with it. From
    :attr:`~solver_alloc.budget.BudgetPolicy.process_regions` regions, the
    spill-everywhere plan is made at once in a process of its own (one time
    less kept back): the main process plans regions meanwhile. Returns the
    outcome and that spill-everywhere plan when it was made (the greedy's, not
    the exact cover's); the caller keeps the cheaper, as for every warm start."""
    segments = sp.segments()
    greedy = EVERYWHERE_SECONDS * segments  # the greedy spill-everywhere's expected seconds
    policy = opts.policy
    made: list[ClassOutcome] = []
    early = (Forked(everywhere, (problem, sp.regclass, opts, segments, False))
             if len(rs) >= policy.process_regions else None)

    def made_everywhere() -> ClassOutcome | None:
        if not made:
            made.append(ready(early, opts, policy.tail_reserve * greedy)
                        or everywhere(problem, sp.regclass, opts, segments, exact=False))
        return made[0] if made[0].regs is not None else None
    reserve = policy.tail_reserve - (early is not None)
    try:
        r = regions_class(problem, sp, rs, opts.leaving(reserve * greedy),
                          Rescue(made_everywhere, opts, greedy))
    finally:
        if early is not None:
            early.close()
    return r, made_everywhere() if made else None


def ready(early: Forked[ClassOutcome] | None, opts: SolveOptions, most: float
           ) -> ClassOutcome | None:
    """The spill-everywhere plan made beside the regions' plan, waiting for it
    at most ``most`` seconds, and while ``opts`` has time left; None when there
    is none (not started, not done by then, or it failed: the caller then
    makes it here, where a failure shows)."""
    if early is None:
        return None
    left = opts.remaining()
    try:
        return early.result(most if left is None else min(most, left))
    except RuntimeError:
        return None
