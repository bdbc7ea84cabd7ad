"""Optimal spill code with live-range splitting (objective ``"spill"``): the
per-class pipeline.

Classes share no register and no operation, so each is solved on its own, in
one pass of stages over its state (:mod:`~solver_alloc.spill.outcome`):

1. the first mode of :data:`~solver_alloc.spill.modes.registry.MODES` that
   applies plans the class (regions, anytime, exact);
2. the repairs of :data:`~solver_alloc.spill.refine.repairs.REPAIRS` mend a
   plan whose pieces did not fit (pinned re-plan, spill-everywhere), keeping
   the first model's bound;
3. the plans are assembled, verified once when a repair built any (a class
   planned by regions falls back to spill-everywhere if the whole plan is
   rejected), and the status decided (:func:`~solver_alloc.spill.outcome.decided`).

Every stage draws on the run's budget through its policy
(:class:`~solver_alloc.budget.BudgetPolicy`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from fractions import Fraction

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import Allocation, ClassOutcome, Header, PlanSpace, RegisterRef, Status
from solver_alloc.solving import Progress, SolveOptions
from solver_alloc.spill.heuristics.belady import belady
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.modes.registry import MODES
from solver_alloc.spill.outcome import Dominated, SpillResult, decided, state_of
from solver_alloc.spill.pieces.fit import plan_registers
from solver_alloc.spill.problem import build
from solver_alloc.spill.refine.fallback import fallback
from solver_alloc.spill.refine.repairs import REPAIRS, Repair
from solver_alloc.spill.remat_elsewhere import planning_order
from solver_alloc.spill.remat_support import holds, unsupported
from solver_alloc.verifier.kernel import verify
from solver_alloc.verifier.report import Report

__all__ = ["Check", "assemble", "split_allocation"]

Check = Callable[[Allocation], Report | None]


def split_allocation(problem: Problem, opts: SolveOptions, header: Header,
                     progress: Progress | None = None, check: Check | None = None,
                     repairs: tuple[Repair, ...] = REPAIRS) -> SpillResult:
    """Minimum-cost spill code with live-range splitting, every class (module
    docstring), in :func:`~solver_alloc.spill.remat_elsewhere.planning_order`,
    time kept back for the classes deferred there
    (:attr:`~solver_alloc.budget.BudgetPolicy.deferred_seconds_per_segment`).
    A plan from a repair path is verified, by ``check`` when given (it returns
    None when the caller verifies the plan it builds from this one)."""
    results: dict[str, ClassOutcome] = {}  # in planning order: assemble lists ops so
    by_region: dict[str, int] = {}  # class -> its segments
    start = belady(problem)  # one warm start for every class
    order = planning_order(problem.kernel, problem.resolved, problem.pressure)
    sps = [build(problem, c, dict.fromkeys(order[:n])) for n, c in enumerate(order)]
    for n, (cname, sp) in enumerate(zip(order, sps, strict=True)):
        later = sum(s.segments() for s in sps[n + 1:] if s.remat_relaxed)
        keep = opts.policy.deferred_seconds_per_segment * later
        job = ClassJob(problem, sp, opts.reserving(keep) if later else opts, start,
                       progress)
        r, planned = _plan(job, repairs)
        if job.sp.remat_relaxed and r.regs is not None:
            r, planned = _against_plans(job, r, planned, results, order[:n], repairs)
        if isinstance(state_of(planned.outcome), Dominated):
            return SpillResult(header.allocation(  # the caller has a plan this cheap
                Status.UNKNOWN, plan_space=PlanSpace.SPLIT, bound=float(r.bound),
                explanation=f"class {cname!r}: {r.note}"), dominated=cname)
        if planned.by_regions:
            by_region[cname] = job.sp.segments()
        if r.regs is None:
            return SpillResult(header.allocation(
                r.status, plan_space=PlanSpace.SPLIT,
                bound=float(r.bound) if r.uncoloured else None,
                explanation=f"class {cname!r}: {r.note}"))
        results[cname] = r
    return _checked(problem, header, opts, results, by_region, check)


def _plan(job: ClassJob, repairs: tuple[Repair, ...]) -> tuple[ClassOutcome, Planned]:
    """The first mode that applies plans the class, the repairs mend it."""
    planned = next(p for m in MODES if m.why_not(job.sp, job.opts) is None
                   and isinstance(p := m.plan(job), Planned))
    r = planned.outcome
    if isinstance(state_of(r), Dominated):
        return r, planned
    for repair in repairs:
        if repair.applies(r, planned.warm):
            r = repair.run(job, r, planned.warm)
    return r, planned


def _against_plans(job: ClassJob, r: ClassOutcome, planned: Planned,
                   results: Mapping[str, ClassOutcome], before: tuple[str, ...],
                   repairs: tuple[Repair, ...]) -> tuple[ClassOutcome, Planned]:
    """A plan ``r`` of a model whose remats read other classes' unpinned values
    where they are live (a relaxation): kept when the plans of those classes
    hold them wherever ``r`` recomputes
    (:func:`~solver_alloc.spill.remat_support.unsupported`), else the class is
    planned again with remats only there. Either way the relaxed model's bound
    is the class's (the one that holds for the joint problem), and OPTIMAL
    only when the plan meets it."""
    problem, sp = job.problem, job.sp
    res = problem.resolved
    reads = {u for us in sp.remat_relaxed.values() for u in us}
    cls_of = {u: res[u].regclass for u in reads}
    held = {d: holds(problem, d, results[d], {u for u in reads if cls_of[u] == d})
            for d in sorted(set(cls_of.values()))}
    if not unsupported(sp, r, cls_of, held):
        return r, planned
    known: dict[str, Mapping[str, frozenset[int]] | None] = dict.fromkeys(before)
    known.update(held)
    again = replace(job, sp=build(problem, sp.regclass, known), progress=None)
    r2, planned2 = _plan(again, repairs)
    note = (f"{r2.note}; planned again with remats only where the other classes' "
            f"plans hold what they read (relaxed bound {float(r.bound):g})")
    if r2.regs is None:  # another plan of those classes may still allow one
        status = Status.UNKNOWN if r2.status is Status.INFEASIBLE else r2.status
        return replace(r2, status=status, bound=r.bound, note=note), planned2
    return replace(r2, bound=r.bound, status=decided(r2.cost, r.bound), note=note), planned2


def _checked(problem: Problem, header: Header, opts: SolveOptions,
             results: dict[str, ClassOutcome], by_region: Mapping[str, int],
             check: Check | None) -> SpillResult:
    """The allocation, verified first when a repair path built any class (by
    ``check`` when given). Rejected with classes planned by regions: those fall
    back to spill-everywhere, and it is verified again; rejected otherwise:
    UNKNOWN, with why."""
    alloc = assemble(problem, header, results)
    if not any(r.repaired for r in results.values()):
        return _result(alloc, results)

    def report_on(a: Allocation) -> Report | None:
        return verify(problem.kernel, problem.target, a) if check is None else check(a)
    report = report_on(alloc)
    if report is not None and not report.valid and by_region:
        for c in sorted(by_region):
            results[c] = fallback(problem, c, opts, ClassOutcome(
                Status.UNKNOWN, bound=results[c].bound, note="regions' plan rejected "
                f"by the verifier ({report.violations[0]})"), None, by_region[c])
        alloc = assemble(problem, header, results)
        report = report_on(alloc)
    if report is not None and not report.valid:
        return SpillResult(header.allocation(
            Status.UNKNOWN, bound=alloc.bound, plan_space=PlanSpace.SPLIT,
            explanation="no valid plan found (the fallback plan failed "
            f"verification: {report.violations[0]})"))
    return _result(alloc, results)


def _result(alloc: Allocation, results: Mapping[str, ClassOutcome]) -> SpillResult:
    """The allocation with each class's spill cost and bound beside it."""
    return SpillResult(alloc, {c: (r.cost, r.bound) for c, r in results.items()})


def assemble(problem: Problem, header: Header, results: Mapping[str, ClassOutcome]
              ) -> Allocation:
    """The allocation of every class's outcome: OPTIMAL when every class's
    plan is proven (its cost meets its bound). Operations at one place keep
    the order of ``results`` (stores first): a class planned later comes
    later, so its remats find what the earlier classes' loads put there
    (:mod:`~solver_alloc.spill.remat_support`)."""
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
    proven = all(r.status is Status.OPTIMAL for r in results.values())
    history = {c: [list(h) for h in r.history] for c, r in results.items() if r.history}
    stats: dict[str, object] = {"anytime_history": history} if history else {}
    return header.allocation(
        decided(cost, bound, proven), plan_space=PlanSpace.SPLIT,
        objective=float(cost), bound=float(bound), assignment=assignment,
        operations=tuple(ops), registers_used=used, stats=stats,
        certificate="; ".join(f"{c}: {r.note}" for c, r in results.items()))
