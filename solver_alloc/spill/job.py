"""One class's solve: what every stage of the per-class pipeline reads
(:class:`ClassJob`), and what a mode hands to the repairs (:class:`Planned`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome, Failure
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.belady import BeladyPlan
from solver_alloc.spill.modes.regions.cut import Region
from solver_alloc.spill.modes.regions.search import sized_regions
from solver_alloc.spill.problem import SplitProblem

Progress = Callable[[float, float, float], None]

__all__ = ["ClassJob", "Planned", "Progress"]


@dataclass(frozen=True)
class ClassJob:
    """The split problem of one class, the run's budget and the warm start
    every class shares (Belady's, on straight-line code)."""

    problem: Problem
    sp: SplitProblem
    opts: SolveOptions
    start: BeladyPlan | Failure
    progress: Progress | None = None

    @property
    def cname(self) -> str:
        return self.sp.regclass

    @cached_property
    def segments(self) -> int:
        """Live segments of the class: what its solve's size is measured in."""
        return self.sp.segments()

    @property
    def big(self) -> bool:
        """Too many segments for the exact mode to start from nothing
        (:attr:`~solver_alloc.solving.SolveOptions.anytime_segments`)."""
        return self.segments > self.opts.anytime_segments

    @cached_property
    def regions(self) -> list[Region]:
        """The class's regions, sized for the budget left when first asked."""
        return sized_regions(self.sp, self.opts)


@dataclass(frozen=True, slots=True)
class Planned:
    """A mode's plan for a class: its outcome, the spill-everywhere plan made on
    the way (a warm start or a tail; the repairs keep the cheaper), and whether
    it was planned by regions (its plan then falls back to spill-everywhere
    when the verifier rejects the whole plan)."""

    outcome: ClassOutcome
    warm: ClassOutcome | None = None
    by_regions: bool = False
    mode: str = field(default="")
