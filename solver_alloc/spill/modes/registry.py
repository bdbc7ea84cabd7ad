"""How a class is planned: the first mode of :data:`MODES` that applies.

Each mode says why it does not apply (``None``: it does) and plans the class
for the pipeline (:mod:`solver_alloc.spill.solve`), which then runs the
repairs on what it returns. The exact mode applies to every class, so the
search always ends."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solver_alloc.spill.heuristics.warm_start import as_decision, belady_table, everywhere_table
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.modes.anytime.lagrange import applies as anytime_applies
from solver_alloc.spill.modes.anytime.mode import anytime_class
from solver_alloc.spill.modes.exact import solve_class
from solver_alloc.spill.modes.regions.mode import plan_by_regions, why_not_regions
from solver_alloc.spill.refine.fallback import everywhere_start

__all__ = ["MODES", "Mode", "choose_mode"]


@dataclass(frozen=True, slots=True)
class Mode:
    """A way to plan a class: ``why_not`` says why it does not apply (None: it
    does), ``plan`` plans the class."""

    name: str
    why_not: Callable[[ClassJob], str | None]
    plan: Callable[[ClassJob], Planned]


def why_not_anytime(job: ClassJob) -> str | None:
    """None for classes too big for the exact mode whose flow relaxation
    applies (one block, width-1 values); else why not."""
    if not job.big:
        return "small enough for the exact mode"
    return anytime_applies(job.sp)


def plan_anytime(job: ClassJob) -> Planned:
    """Belady's start, Lagrangian rounds and windows
    (:func:`~solver_alloc.spill.modes.anytime.mode.anytime_class`)."""
    return Planned(anytime_class(job.problem, job.sp, job.opts, job.start, job.progress),
                   mode="anytime")


def plan_exact(job: ClassJob) -> Planned:
    """The split model with its refinement loop
    (:func:`~solver_alloc.spill.modes.exact.solve_class`), warm-started from
    Belady's plan where it applies, else, for a class of more than
    :attr:`~solver_alloc.solving.SolveOptions.everywhere_segments` segments,
    from its spill-everywhere plan. Without a warm start the model may find no
    plan at all, so it keeps back what
    :attr:`~solver_alloc.budget.BudgetPolicy.split_share_cold` leaves for the
    spill-everywhere fallback."""
    sp, opts = job.sp, job.opts
    table = belady_table(sp, job.start)
    warm = None
    if table is None and job.segments > opts.everywhere_segments:
        warm = everywhere_start(job.problem, job.cname, opts)
        table = None if warm is None else everywhere_table(sp, warm.ops, warm.regs)
    r = solve_class(job.problem, sp, opts if table is not None
                    else opts.share(opts.policy.split_share_cold),
                    None if table is None else as_decision(table), progress=job.progress)
    return Planned(r, warm, mode="exact")


MODES: tuple[Mode, ...] = (
    Mode("regions", why_not_regions, plan_by_regions),
    Mode("anytime", why_not_anytime, plan_anytime),
    Mode("exact", lambda _job: None, plan_exact),
)
"""In order of preference: the first that applies plans the class."""


def choose_mode(job: ClassJob) -> Mode:
    """The first mode of :data:`MODES` that applies to the class."""
    return next(m for m in MODES if m.why_not(job) is None)
