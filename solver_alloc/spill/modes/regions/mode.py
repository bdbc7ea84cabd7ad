"""The regions mode as a stage of the per-class pipeline: plan a large CFG
class region by region (:func:`~solver_alloc.spill.modes.regions.search.regions_class`),
keeping time back for spill-everywhere, which completes a plan cut short and
replaces one that does not colour."""

from __future__ import annotations

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import EVERYWHERE_SECONDS
from solver_alloc.result import ClassOutcome, Status
from solver_alloc.solving import Forked, SolveOptions
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.modes.regions.cut import Region
from solver_alloc.spill.modes.regions.search import Rescue, regions_class, sized_regions
from solver_alloc.spill.modes.regions.search import applies as regions_apply
from solver_alloc.spill.problem import SplitProblem
from solver_alloc.spill.refine.fallback import everywhere, fallback

__all__ = ["plan", "ready", "why_not"]


def why_not(sp: SplitProblem, opts: SolveOptions) -> str | None:
    """None when the class may be planned by regions: more segments than the
    exact mode starts from nothing, and a CFG with cuts and no fixed registers
    (the plan still declines one region for the budget left); else why not."""
    if sp.segments() <= opts.anytime_segments:
        return "small enough for the exact mode"
    if not regions_apply(sp):
        return "no CFG cut, or fixed registers"
    return None


def plan(job: ClassJob) -> Planned | str:
    """The class planned by regions sized for the budget left (why not, when
    that is one region); a plan that does not colour, or none when the model
    over all is too big, falls back to spill-everywhere at once."""
    rs = sized_regions(job.sp, job.opts)
    if len(rs) <= 1:
        return "one region for the budget left"
    r, warm = _by_regions(job.problem, job.sp, rs, job.opts)
    if r.uncoloured or (r.regs is None and r.status is Status.UNKNOWN):
        # the model over all: too big; the exact cover only with time to spare
        return Planned(fallback(job.problem, job.sp.regclass, job.opts, r, warm,
                                job.sp.segments()), warm)
    return Planned(r, warm, by_regions=True)


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
