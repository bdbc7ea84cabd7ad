"""The pinned re-plan: a repair for a class whose optimum's pieces did not fit.

The split model counts registers per point; a value redefined in several places
keeps one home register, tuples must be aligned, and the scan's first fit
around loops can fail, so an optimum of the count may not colour. The class is
then solved again with redefined values pinned between their writes
(:func:`~solver_alloc.spill.model.pinning.pin_redefined`), counting as many
registers fewer as the failed plan's scan lacked, and each time by what the
last re-plan's scan lacked (at least one more). The first model's bound is
kept: a pinned plan is a split plan."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Protocol

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.job import ClassJob
from solver_alloc.spill.model.pinning import home_reservations
from solver_alloc.spill.modes.exact import solve_class
from solver_alloc.spill.outcome import decided
from solver_alloc.spill.problem import SplitProblem

__all__ = ["pinned"]


class Replan(Protocol):
    """How a class is solved again (the exact mode's solve, or a test's stand-in)."""

    def __call__(self, problem: Problem, sp: SplitProblem, opts: SolveOptions, *,
                 pinned: bool, reserved: dict[str, list[tuple[int, int]]],
                 colour_share: float) -> ClassOutcome: ...


def pinned(problem: Problem, sp: SplitProblem, opts: SolveOptions, got: ClassOutcome,
           solve: Replan = solve_class) -> ClassOutcome:
    """``got`` (uncoloured) re-planned by ``solve`` with redefined values pinned
    (module docstring), at most
    :attr:`~solver_alloc.budget.BudgetPolicy.repair_tries` times; a plan that
    fits with ``f`` fewer is then improved by bisection between ``f`` and the
    most that failed while the budget lasts. ``got`` unchanged when no re-plan
    fits (the next repair takes it)."""
    reserved = home_reservations(sp)
    refs = dict(sp.refs)
    for v, spans in reserved.items():
        for lo, hi in spans:
            for p in range(lo, hi + 1):
                refs[p] = refs.get(p, 0) + sp.width[v]
    most = sp.k - max(refs.values(), default=0)  # fewer than this: must-stay values overflow
    policy = opts.policy

    def replan(fewer: int, budget: SolveOptions) -> ClassOutcome:
        return solve(problem, replace(sp, refs=refs, k=sp.k - fewer), budget,
                     pinned=True, reserved=reserved, colour_share=policy.repair_colour_share)

    best: ClassOutcome | None = None
    planned = 0  # the fewer registers ``best`` was planned for
    failed, fewer = -1, got.short
    for _ in range(policy.repair_tries):
        fewer = min(fewer, most)
        if fewer <= failed or opts.expired():
            break
        again = replan(fewer, opts)
        if again.regs is not None:
            best, planned = again, fewer
            break
        failed, fewer = fewer, fewer + max(1, again.short)
    if best is None:
        return got
    best, planned = _bisect(replan, best, failed, planned, opts)
    bound = min(got.bound, best.cost)
    how = best.note.split("; bound")[0]
    cls = problem.target.classes[sp.regclass]
    squeeze = f", planned for {cls.counted(sp.k - planned)}" if planned else ""
    return replace(best, status=decided(best.cost, bound), bound=bound, repaired=True,
                   note=f"{how}, redefined values pinned to their home registers"
                   f"{squeeze}; bound {float(bound):g} from the first model")


def _bisect(replan: Callable[[int, SolveOptions], ClassOutcome], best: ClassOutcome,
            failed: int, fewer: int, opts: SolveOptions) -> tuple[ClassOutcome, int]:
    """``best``, planned for ``fewer`` registers fewer, or a cheaper plan for
    fewer between it and ``failed`` (whose plan did not fit): bisection while
    the budget lasts, each step at most
    :attr:`~solver_alloc.budget.BudgetPolicy.refine_share` of it. Returns the
    plan and the fewer it was planned for."""
    planned = fewer
    while fewer - failed > 1 and not opts.expired():
        mid = (failed + fewer) // 2
        again = replan(mid, opts.share(opts.policy.refine_share))
        if again.regs is None and not again.uncoloured:
            break  # its share ran out before a plan: so would the next one's
        if again.regs is None:
            failed = mid
            continue
        fewer = mid
        if again.cost < best.cost:
            best, planned = again, mid
    return best, planned


def repair(job: ClassJob, got: ClassOutcome, _warm: ClassOutcome | None) -> ClassOutcome:
    """The pinned re-plan as a repair of the pipeline (:func:`pinned`)."""
    return pinned(job.problem, job.sp, job.opts, got)
