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
from solver_alloc.spill.job import ClassJob
from solver_alloc.spill.outcome import Coloured, NoPlan, Uncoloured, state_of
from solver_alloc.spill.refine import fallback, pinned

__all__ = ["REPAIRS", "Repair"]


@dataclass(frozen=True, slots=True)
class Repair:
    """A repair: ``applies`` to the class's outcome (and its warm start),
    ``run`` returns the mended outcome (the same when it could not mend it)."""

    name: str
    applies: Callable[[ClassOutcome, ClassOutcome | None], bool]
    run: Callable[[ClassJob, ClassOutcome, ClassOutcome | None], ClassOutcome]


def uncoloured(o: ClassOutcome, _warm: ClassOutcome | None) -> bool:
    """A plan whose pieces did not fit."""
    return isinstance(state_of(o), Uncoloured)


def no_colouring(o: ClassOutcome, _warm: ClassOutcome | None) -> bool:
    """No plan with registers, and none proven impossible."""
    s = state_of(o)
    return isinstance(s, Uncoloured) or (isinstance(s, NoPlan)
                                         and o.status is Status.UNKNOWN)


def warm_cheaper(o: ClassOutcome, warm: ClassOutcome | None) -> bool:
    """A coloured plan dearer than the class's warm start."""
    return isinstance(state_of(o), Coloured) and warm is not None and warm.cost < o.cost


REPAIRS: tuple[Repair, ...] = (
    Repair("pinned", uncoloured, pinned.repair),
    Repair("spill-everywhere", no_colouring, fallback.repair),
    Repair("warm start", warm_cheaper, fallback.repair),
)
"""In order; each sees what the ones before it left."""
