"""Spill-everywhere as the last repair of a class (and as a warm start): every
spill-everywhere plan is a split plan, so the split model's bound still holds
for it.

The plan is the exact covering model's while the budget allows it, else the
greedy spiller's, else every spillable value spilled."""

from __future__ import annotations

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import EVERYWHERE_SECONDS
from solver_alloc.result import ClassOutcome, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.everywhere import solve_class_everywhere
from solver_alloc.spill.job import ClassJob
from solver_alloc.spill.outcome import decided

__all__ = ["everywhere", "everywhere_start", "fallback"]


def fallback(problem: Problem, cname: str, opts: SolveOptions, got: ClassOutcome,
             warm: ClassOutcome | None, segments: int) -> ClassOutcome:
    """Spill-everywhere for a class with no colourable split plan (the pieces did
    not fit, or the budget ran out first): ``warm`` when the class was
    warm-started from one, else :func:`everywhere`. The split model's bound
    ``got.bound`` still holds (spill-everywhere plans are split plans)."""
    ev = got if warm is None else warm
    if ev.regs is None:
        ev = everywhere(problem, cname, opts, segments)
    if ev.regs is None:
        return got
    regs = {n: r for n, r in ev.regs.items() if n in problem.resolved}  # no pieces
    how = "the greedy split plan" if ev.greedy else "spill-everywhere"
    return ClassOutcome(decided(ev.cost, got.bound), ev.cost, got.bound, regs, ev.ops,
                        f"{got.note}; {how} instead: {ev.note}", repaired=True)


def everywhere(problem: Problem, cname: str, opts: SolveOptions, segments: int,
               exact: bool = True) -> ClassOutcome:
    """The class's spill-everywhere plan: the exact covering model (when
    ``exact``) while the budget lasts and leaves
    :attr:`~solver_alloc.budget.BudgetPolicy.exact_cover` times the greedy's
    seconds for its ``segments``, else the greedy spiller, else every spillable
    value spilled (``regs`` None when none colours)."""
    left = opts.remaining()
    exact = exact and (left is None or
                       left > opts.policy.exact_cover * EVERYWHERE_SECONDS * segments)
    ev = ClassOutcome(Status.UNKNOWN)
    if exact and not opts.expired():
        ev = solve_class_everywhere(problem, cname, "cpsat", opts)
    if ev.regs is None:
        ev = solve_class_everywhere(problem, cname, "linear-scan", opts)
    if ev.regs is None:
        ev = solve_class_everywhere(problem, cname, "linear-scan", opts, spill_all=True)
    return ev


def everywhere_start(problem: Problem, cname: str, opts: SolveOptions
                     ) -> ClassOutcome | None:
    """The spill-everywhere plan (coloured) that warm-starts a class Belady does
    not apply to, so the split model starts from a plan and the class is never
    worse than it; None when there is none in its share
    (:attr:`~solver_alloc.budget.BudgetPolicy.everywhere_share`)."""
    if opts.expired():
        return None
    ev = solve_class_everywhere(problem, cname, "cpsat",
                                opts.share(opts.policy.everywhere_share))
    return ev if ev.regs is not None else None


def repair(job: ClassJob, got: ClassOutcome, warm: ClassOutcome | None) -> ClassOutcome:
    """Spill-everywhere as a repair of the pipeline (:func:`fallback`)."""
    return fallback(job.problem, job.sp.regclass, job.opts, got, warm, job.sp.segments())
