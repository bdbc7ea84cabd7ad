"""Optimal spill code with live-range splitting (objective ``"spill"``), every class.

Per register class: build the chains (:mod:`solver_alloc.spill.problem`); large
straight-line classes go to the anytime mode (:mod:`solver_alloc.spill.modes.anytime.mode`),
the rest to the exact model (:mod:`solver_alloc.spill.modes.exact`, which cuts plans
whose pieces do not colour). When the last plan's
pieces still do not colour (a value redefined in several places keeps one home
register; aligned tuples fragment), the class is re-planned with redefined values pinned to
their home registers and up to two registers fewer, then falls back to
spill-everywhere; such plans are FEASIBLE under the first model's bound and are
verified before they are returned. All of it draws from the run's budget.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import EVERYWHERE_SECONDS
from solver_alloc.result import (
    Allocation,
    ClassOutcome,
    Header,
    PlanSpace,
    RegisterRef,
    Status,
)
from solver_alloc.solving import Forked, SolveOptions
from solver_alloc.spill.heuristics.belady import belady
from solver_alloc.spill.heuristics.everywhere import solve_class_everywhere
from solver_alloc.spill.heuristics.warm_start import as_decision, belady_table, everywhere_table
from solver_alloc.spill.model.encode import home_reservations
from solver_alloc.spill.modes.anytime.lagrange import applies
from solver_alloc.spill.modes.anytime.mode import Progress, anytime_class
from solver_alloc.spill.modes.exact import solve_class
from solver_alloc.spill.modes.regions.bounds import PROCESS_REGIONS
from solver_alloc.spill.modes.regions.cut import Region
from solver_alloc.spill.modes.regions.search import Rescue, regions_class, sized_regions
from solver_alloc.spill.modes.regions.search import applies as regions_apply
from solver_alloc.spill.pieces.fit import plan_registers
from solver_alloc.spill.problem import SplitProblem, build
from solver_alloc.verifier.kernel import verify
from solver_alloc.verifier.report import Report

SPLIT_SHARE_COLD = 0.6
"""Share of the remaining budget the split model may use without a warm start."""
REPAIR_TRIES = 3
"""Re-solves when the optimum's pieces do not colour, each counting fewer
registers than the last (see :func:`_pinned`)."""
REFINE_SHARE = 0.5
"""Share of the budget left that one bisection step of a repaired plan (more
registers than the plan that fitted) may take: the plan in hand needs none."""
REPAIR_COLOUR_SHARE = 0.25
"""Share of the budget left that colouring one re-plan may take: the exact
colouring of a plan the scan could not fit seldom succeeds, and the next try
needs the time (a PTX matmul at 120 registers: 52 s of 60 on the first)."""


def _pinned(problem: Problem, sp: SplitProblem, opts: SolveOptions, got: ClassOutcome,
            warm: ClassOutcome | None = None) -> ClassOutcome:
    """The optimum's pieces did not fit (one home register per value, tuple
    alignment, the scan's first fit around loops): re-solve with redefined
    values pinned between their writes, for as many registers fewer as the
    failed plan's scan lacked (none when that is unknown), then each time by
    what the last re-plan's scan lacked (at least one more), keeping the first
    bound. A plan that fits with ``f`` fewer is then improved by bisection
    between ``f`` and the most that failed (pinned at the full count is not
    known to fail unless tried), while the budget lasts."""
    reserved = home_reservations(sp)
    refs = dict(sp.refs)
    for v, spans in reserved.items():
        for lo, hi in spans:
            for p in range(lo, hi + 1):
                refs[p] = refs.get(p, 0) + sp.width[v]
    most = sp.k - max(refs.values(), default=0)  # fewer than this: must-stay values overflow

    def replan(fewer: int, budget: SolveOptions) -> ClassOutcome:
        return solve_class(problem, replace(sp, refs=refs, k=sp.k - fewer), budget,
                           pinned=True, reserved=reserved, colour_share=REPAIR_COLOUR_SHARE)

    best: ClassOutcome | None = None
    planned = 0  # the fewer registers ``best`` was planned for
    failed, fewer = -1, got.short
    for _ in range(REPAIR_TRIES):
        fewer = min(fewer, most)
        if fewer <= failed or opts.expired():
            break
        again = replan(fewer, opts)
        if again.regs is not None:
            best, planned = again, fewer
            break
        failed, fewer = fewer, fewer + max(1, again.short)
    if best is not None:
        best, planned = _bisect(replan, best, failed, planned, opts)
    if best is None:
        return _fallback(problem, sp.regclass, opts, got, warm, sp.segments())
    bound = min(got.bound, best.cost)
    how = best.note.split("; bound")[0]
    squeeze = f", planned for {sp.k - planned} registers" if planned else ""
    return replace(best, status=Status.OPTIMAL if best.cost == bound else Status.FEASIBLE,
                   bound=bound, repaired=True, note=f"{how}, redefined values pinned to "
                   f"their home registers{squeeze}; bound {float(bound):g} from the "
                   "first model")


def _bisect(replan: Callable[[int, SolveOptions], ClassOutcome], best: ClassOutcome,
            failed: int, fewer: int, opts: SolveOptions) -> tuple[ClassOutcome, int]:
    """``best``, planned for ``fewer`` registers fewer, or a cheaper plan for
    fewer between it and ``failed`` (whose plan did not fit): bisection while
    the budget lasts, each step at most :data:`REFINE_SHARE` of it. Returns the
    plan and the fewer it was planned for."""
    planned = fewer
    while fewer - failed > 1 and not opts.expired():
        mid = (failed + fewer) // 2
        again = replan(mid, opts.share(REFINE_SHARE))
        if again.regs is None and not again.uncoloured:
            break  # its share ran out before a plan: so would the next one's
        if again.regs is None:
            failed = mid
            continue
        fewer = mid
        if again.cost < best.cost:
            best, planned = again, mid
    return best, planned


def _fallback(problem: Problem, cname: str, opts: SolveOptions, got: ClassOutcome,
              warm: ClassOutcome | None, segments: int) -> ClassOutcome:
    """Spill-everywhere for a class with no colourable split plan (the pieces did
    not fit, or the budget ran out first): ``warm`` when the class was warm-started
    from one, else the exact covering model while the budget lasts (and leaves
    :data:`EXACT_COVER` times the greedy's seconds for its ``segments``), else
    the greedy spiller, else every spillable value spilled. The split model's
    bound still holds (spill-everywhere plans are split plans)."""
    ev = got if warm is None else warm
    if ev.regs is None:
        ev = _everywhere(problem, cname, opts, segments)
    if ev.regs is None:
        return got
    status = Status.OPTIMAL if ev.cost == got.bound else Status.FEASIBLE
    regs = {n: r for n, r in ev.regs.items() if n in problem.resolved}  # no pieces
    return ClassOutcome(status, ev.cost, got.bound, regs, ev.ops,
                      f"{got.note}; spill-everywhere instead: {ev.note}", repaired=True)


def _everywhere(problem: Problem, cname: str, opts: SolveOptions, segments: int,
                exact: bool = True) -> ClassOutcome:
    """The class's spill-everywhere plan: the exact covering model (when
    ``exact``) while the budget lasts (and leaves :data:`EXACT_COVER` times the
    greedy's seconds for its ``segments``), else the greedy spiller, else every
    spillable value spilled (``regs`` None when none colours)."""
    left = opts.remaining()
    exact = exact and (left is None or left > EXACT_COVER * EVERYWHERE_SECONDS * segments)
    ev = ClassOutcome(Status.UNKNOWN)
    if exact and not opts.expired():
        ev = solve_class_everywhere(problem, cname, "cpsat", opts)
    if ev.regs is None:
        ev = solve_class_everywhere(problem, cname, "linear-scan", opts)
    if ev.regs is None:
        ev = solve_class_everywhere(problem, cname, "linear-scan", opts, spill_all=True)
    return ev


TAIL_RESERVE = 2.5
"""Times the greedy spill-everywhere's seconds a class planned by regions keeps back: a
regions' plan cut short at the end of its budget is completed by spill-everywhere
(:mod:`~solver_alloc.spill.modes.regions.tail`), which needs that plan (2.3 s at
cfg16384), a region's adapting solve (0.5 to 1 s) and the whole plan's colouring (2.3
s). With the greedy's seconds alone, a plan cut short 13 regions from its end left 2.8
s: the adapter had 0.5 s and found nothing. One less when the spill-everywhere plan is
made beside the plan (:func:`_by_regions`)."""

EXACT_COVER = 4
"""The exact covering model of that fallback (:func:`_fallback`, from every
path) runs only with this many times the greedy's seconds left: building its
CP-SAT model is not budgeted, and at cfg16384 it took 3 s where 0.9 s were
left."""

EVERYWHERE_SHARE = 0.1
"""Share of the budget the spill-everywhere plan that warm-starts a class
without Belady's may take (a PTX attention kernel's, 1,587 values over 39
blocks: 1.6 s of 60)."""


def _everywhere_start(problem: Problem, cname: str, opts: SolveOptions
                      ) -> ClassOutcome | None:
    """The spill-everywhere plan (coloured) that warm-starts a class Belady does
    not apply to, so the split model starts from a plan and the class is never
    worse than it; None when there is none in its share."""
    if opts.expired():
        return None
    ev = solve_class_everywhere(problem, cname, "cpsat", opts.share(EVERYWHERE_SHARE))
    return ev if ev.regs is not None else None


def _by_regions(problem: Problem, sp: SplitProblem, rs: list[Region], opts: SolveOptions
                ) -> tuple[ClassOutcome, ClassOutcome | None]:
    """The class planned by regions (:func:`.regions_class`), keeping
    :data:`TAIL_RESERVE` times :data:`EVERYWHERE_SECONDS` per live segment back for
    spill-everywhere and a plan cut short completed with it. From
    :data:`~solver_alloc.spill.modes.regions.bounds.PROCESS_REGIONS` regions, the
    spill-everywhere plan is made at once in a process of its own (one time less kept
    back): the main process plans regions meanwhile instead of making it at the end.
    Returns the outcome and that spill-everywhere plan when it was made (the greedy's,
    not the exact cover's, which takes what is left of the budget: on cfg16384, 20 s for
    the greedy's cost); the caller keeps the cheaper, as for every warm start."""
    segments = sp.segments()
    greedy = EVERYWHERE_SECONDS * segments  # the greedy spill-everywhere's expected seconds
    made: list[ClassOutcome] = []
    early = (Forked(_everywhere, (problem, sp.regclass, opts, segments, False))
             if len(rs) >= PROCESS_REGIONS else None)

    def everywhere() -> ClassOutcome | None:
        if not made:
            made.append(_ready(early, opts, TAIL_RESERVE * greedy)
                        or _everywhere(problem, sp.regclass, opts, segments, exact=False))
        return made[0] if made[0].regs is not None else None
    reserve = TAIL_RESERVE - (early is not None)
    try:
        r = regions_class(problem, sp, rs, opts.leaving(reserve * greedy),
                          Rescue(everywhere, opts, greedy))
    finally:
        if early is not None:
            early.close()
    return r, everywhere() if made else None


def _ready(early: Forked[ClassOutcome] | None, opts: SolveOptions, most: float
           ) -> ClassOutcome | None:
    """The spill-everywhere plan made beside the regions' plan, waiting for it
    at most ``most`` seconds, and while ``opts`` has time left (it started with
    the plan, so it is late only when something went wrong); None when there
    is none (not started, not done by then, or it failed: the caller then
    makes it here, where a failure shows)."""
    if early is None:
        return None
    left = opts.remaining()
    try:
        return early.result(most if left is None else min(most, left))
    except RuntimeError:
        return None


Check = Callable[[Allocation], Report | None]


def split_allocation(problem: Problem, opts: SolveOptions, header: Header,
                     progress: Progress | None = None, check: Check | None = None
                     ) -> Allocation:
    """Minimum-cost spill code with live-range splitting, every class. A plan
    from a repair path is verified first, by ``check`` when given (it returns
    None when the caller verifies the plan it builds from this one)."""
    results: dict[str, ClassOutcome] = {}
    by_region: dict[str, int] = {}  # class -> its segments
    start = belady(problem)  # one warm start for every class
    for cname in sorted(problem.pressure):
        sp = build(problem, cname)
        segments = sp.segments()
        big = segments > opts.anytime_segments
        warm: ClassOutcome | None = None
        if big and regions_apply(sp) and len(rs := sized_regions(sp, opts)) > 1:
            r, warm = _by_regions(problem, sp, rs, opts)
            if r.uncoloured or (r.regs is None and r.status is Status.UNKNOWN):
                # the model over all: too big; the exact cover only with time to spare
                r = _fallback(problem, cname, opts, r, warm, segments)
            else:
                by_region[cname] = segments
        elif big and applies(sp) is None:
            r = anytime_class(problem, sp, opts, start, progress)
        else:
            table = belady_table(sp, start)
            if table is None and segments > opts.everywhere_segments:
                # a large CFG class, tuples or redefined values
                warm = _everywhere_start(problem, cname, opts)
                table = None if warm is None else everywhere_table(sp, warm.ops, warm.regs)
            # without a warm start the model may find no plan at all: keep a
            # share of the budget for the spill-everywhere fallback
            r = solve_class(problem, sp, opts if table is not None else
                            opts.share(SPLIT_SHARE_COLD), None if table is None
                            else as_decision(table), progress=progress)
        if r.dominated:  # the caller has a plan at least this cheap
            return header.allocation(Status.UNKNOWN, plan_space=PlanSpace.SPLIT,
                                     bound=float(r.bound), stats={"dominated": cname},
                                     explanation=f"class {cname!r}: {r.note}")
        if r.uncoloured:  # _pinned falls back to spill-everywhere itself
            r = _pinned(problem, sp, opts, r, warm)
        elif r.status is Status.UNKNOWN and r.regs is None:  # the budget ran out
            r = _fallback(problem, cname, opts, r, warm, segments)
        if warm is not None and r.regs is not None and warm.cost < r.cost:
            r = _fallback(problem, cname, opts, r, warm, segments)  # a repair cost more
        if r.regs is None:
            return header.allocation(r.status, plan_space=PlanSpace.SPLIT,
                                     bound=float(r.bound) if r.uncoloured else None,
                                     explanation=f"class {cname!r}: {r.note}")
        results[cname] = r
    return _checked(problem, header, opts, results, by_region, check)


def _checked(problem: Problem, header: Header, opts: SolveOptions,
             results: dict[str, ClassOutcome], by_region: Mapping[str, int],
             check: Check | None) -> Allocation:
    """The allocation, verified first when a repair path built any class (by
    ``check`` when given). Rejected with classes planned by regions: those fall
    back to spill-everywhere, and it is verified again; rejected otherwise:
    UNKNOWN, with why."""
    alloc = _assemble(problem, header, results)
    if not any(r.repaired for r in results.values()):
        return alloc

    def report_on(a: Allocation) -> Report | None:
        return verify(problem.kernel, problem.target, a) if check is None else check(a)
    report = report_on(alloc)
    if report is not None and not report.valid and by_region:
        for c in sorted(by_region):
            results[c] = _fallback(problem, c, opts, ClassOutcome(
                Status.UNKNOWN, bound=results[c].bound, note="regions' plan rejected "
                f"by the verifier ({report.violations[0]})"), None, by_region[c])
        alloc = _assemble(problem, header, results)
        report = report_on(alloc)
    if report is not None and not report.valid:
        return header.allocation(
            Status.UNKNOWN, bound=alloc.bound, plan_space=PlanSpace.SPLIT,
            explanation="no valid plan found (the fallback plan failed "
            f"verification: {report.violations[0]})")
    return alloc


def _assemble(problem: Problem, header: Header, results: dict[str, ClassOutcome]
              ) -> Allocation:
    """The allocation of every class's outcome."""
    assignment: dict[str, RegisterRef] = {}
    used = {}
    for cname, r in results.items():
        named, used[cname] = plan_registers(problem.target.classes[cname], r.regs or {},
                                            r.ops)
        assignment.update(named)
    ops = sorted((o for r in results.values() for o in r.ops),
                 key=lambda o: (o.before, o.op != "store"))
    cost = sum((r.cost for r in results.values()), Fraction(0))
    bound = sum((r.bound for r in results.values()), Fraction(0))
    optimal = all(r.status is Status.OPTIMAL for r in results.values())
    history = {c: [list(h) for h in r.history] for c, r in results.items() if r.history}
    stats: dict[str, object] = {"anytime_history": history} if history else {}
    stats["class_spill"] = {c: (float(r.cost), float(r.bound)) for c, r in results.items()}
    return header.allocation(
        Status.OPTIMAL if optimal else Status.FEASIBLE, plan_space=PlanSpace.SPLIT,
        objective=float(cost), bound=float(bound), assignment=assignment,
        operations=tuple(ops), registers_used=used, stats=stats,
        certificate="; ".join(f"{c}: {r.note}" for c, r in results.items()))
