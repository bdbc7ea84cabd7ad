"""How a class is planned: the first mode of :data:`MODES` that applies.

Each mode says why it does not apply to a split problem and budget
(``why_not``: None when it does) and plans the class (``plan``), which may
still decline with why (the regions mode, when the budget left makes one
region). The exact mode applies to every class, so the choice always ends;
the pipeline (:mod:`solver_alloc.spill.solve`) runs the repairs on its plan."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solver_alloc.solving import SolveOptions
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.modes import exact
from solver_alloc.spill.modes.anytime import mode as anytime
from solver_alloc.spill.modes.regions import search as regions
from solver_alloc.spill.problem import SplitProblem

__all__ = ["MODES", "Mode"]


@dataclass(frozen=True, slots=True)
class Mode:
    """A way to plan a class: ``why_not`` says why it does not apply (None:
    it does), ``plan`` plans the class or says why it declines."""

    name: str
    why_not: Callable[[SplitProblem, SolveOptions], str | None]
    plan: Callable[[ClassJob], Planned | str]


MODES: tuple[Mode, ...] = (
    Mode("regions", regions.why_not, regions.plan),
    Mode("anytime", anytime.why_not, anytime.plan),
    Mode("exact", exact.why_not, exact.plan),
)
"""In order of preference: the first that applies and plans, plans the class."""
