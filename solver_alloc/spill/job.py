"""One class's solve: what every stage of the per-class pipeline reads
(:class:`ClassJob`), and what a mode hands to the repairs (:class:`Planned`)."""

from __future__ import annotations

from dataclasses import dataclass

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome, Failure
from solver_alloc.solving import Progress, SolveOptions
from solver_alloc.spill.heuristics.belady import BeladyPlan
from solver_alloc.spill.problem import SplitProblem

__all__ = ["ClassJob", "Planned"]


@dataclass(frozen=True)
class ClassJob:
    """The split problem of one class, the run's budget and the warm start
    every class shares (Belady's, on straight-line code)."""

    problem: Problem
    sp: SplitProblem
    opts: SolveOptions
    start: BeladyPlan | Failure
    progress: Progress | None = None


@dataclass(frozen=True, slots=True)
class Planned:
    """A mode's plan for a class: its outcome, the spill-everywhere plan made on
    the way (a warm start or a tail; the repairs keep the cheaper), and whether
    it was planned by regions (its plan then falls back to spill-everywhere
    when the verifier rejects the whole plan)."""

    outcome: ClassOutcome
    warm: ClassOutcome | None = None
    by_regions: bool = False
