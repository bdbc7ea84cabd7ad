"""What mends a class's plan after its mode: the repairs of :data:`REPAIRS`,
in order, each run when it applies to the class's state.

1. ``pinned``: the plan's pieces did not fit: re-plan with redefined values
   pinned (:mod:`~solver_alloc.spill.refine.pinned`).
2. ``spill-everywhere``: still no plan with registers (pieces that do not
   fit, or a budget that ran out first): the spill-everywhere plan
   (:mod:`~solver_alloc.spill.refine.fallback`), under the split model's bound.
3. ``warm start``: a repair cost more than the spill-everywhere plan the
   class was warm-started from: keep that one.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from solver_alloc.result import ClassOutcome, Status
from solver_alloc.spill.job import ClassJob, Planned
from solver_alloc.spill.outcome import Coloured, NoPlan, Uncoloured, state_of
from solver_alloc.spill.refine.fallback import fallback
from solver_alloc.spill.refine.pinned import pinned

__all__ = ["REPAIRS", "Repair", "repaired"]


@dataclass(frozen=True, slots=True)
class Repair:
    """A repair: ``applies`` to the class's outcome (and its warm start),
    ``run`` returns the mended outcome (the same when it could not mend it)."""

    name: str
    applies: Callable[[ClassOutcome, ClassOutcome | None], bool]
    run: Callable[[ClassJob, ClassOutcome, ClassOutcome | None], ClassOutcome]


def _uncoloured(o: ClassOutcome, _warm: ClassOutcome | None) -> bool:
    return isinstance(state_of(o), Uncoloured)


def _no_colouring(o: ClassOutcome, _warm: ClassOutcome | None) -> bool:
    s = state_of(o)
    return isinstance(s, Uncoloured) or (isinstance(s, NoPlan)
                                         and o.status is Status.UNKNOWN)


def _warm_cheaper(o: ClassOutcome, warm: ClassOutcome | None) -> bool:
    return isinstance(state_of(o), Coloured) and warm is not None and warm.cost < o.cost


def _pin(job: ClassJob, o: ClassOutcome, _warm: ClassOutcome | None) -> ClassOutcome:
    return pinned(job.problem, job.sp, job.opts, o)


def _everywhere(job: ClassJob, o: ClassOutcome, warm: ClassOutcome | None) -> ClassOutcome:
    return fallback(job.problem, job.cname, job.opts, o, warm, job.segments)


REPAIRS: tuple[Repair, ...] = (
    Repair("pinned", _uncoloured, _pin),
    Repair("spill-everywhere", _no_colouring, _everywhere),
    Repair("warm start", _warm_cheaper, _everywhere),
)
"""In order; each sees what the ones before it left."""


def repaired(job: ClassJob, planned: Planned,
             repairs: tuple[Repair, ...] = REPAIRS) -> ClassOutcome:
    """The mode's outcome after every repair that applies to it."""
    out = planned.outcome
    for r in repairs:
        if r.applies(out, planned.warm):
            out = r.run(job, out, planned.warm)
    return out
