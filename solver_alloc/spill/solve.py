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
from solver_alloc.verifier.kernel import verify
from solver_alloc.verifier.report import Report

__all__ = ["Check", "assemble", "split_allocation"]

Check = Callable[[Allocation], Report | None]


def split_allocation(problem: Problem, opts: SolveOptions, header: Header,
                     progress: Progress | None = None, check: Check | None = None,
                     repairs: tuple[Repair, ...] = REPAIRS) -> SpillResult:
    """Minimum-cost spill code with live-range splitting, every class (module
    docstring). A plan from a repair path is verified, by ``check`` when given
    (it returns None when the caller verifies the plan it builds from this one)."""
    results: dict[str, ClassOutcome] = {}
    by_region: dict[str, int] = {}  # class -> its segments
    start = belady(problem)  # one warm start for every class
    for cname in sorted(problem.pressure):
        job = ClassJob(problem, build(problem, cname), opts, start, progress)
        planned = next(p for m in MODES if m.why_not(job.sp, opts) is None
                       and isinstance(p := m.plan(job), Planned))
        if isinstance(state_of(planned.outcome), Dominated):
            r = planned.outcome  # the caller has a plan at least this cheap
            return SpillResult(header.allocation(
                Status.UNKNOWN, plan_space=PlanSpace.SPLIT, bound=float(r.bound),
                explanation=f"class {cname!r}: {r.note}"), dominated=cname)
        if planned.by_regions:
            by_region[cname] = job.sp.segments()
        r = planned.outcome
        for repair in repairs:
            if repair.applies(r, planned.warm):
                r = repair.run(job, r, planned.warm)
        if r.regs is None:
            return SpillResult(header.allocation(
                r.status, plan_space=PlanSpace.SPLIT,
                bound=float(r.bound) if r.uncoloured else None,
                explanation=f"class {cname!r}: {r.note}"))
        results[cname] = r
    return _checked(problem, header, opts, results, by_region, check)


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
    plan is proven (its cost meets its bound)."""
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
