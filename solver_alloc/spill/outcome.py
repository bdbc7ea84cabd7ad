"""What the spill solve knows about one class, as a sum type, and the one rule
that turns a cost and a bound into a status.

A stage (a mode, a repair) returns a :class:`~solver_alloc.result.ClassOutcome`;
the pipeline reads it as exactly one of

* :class:`Coloured`: a plan whose pieces have registers, with its proven bound;
* :class:`Uncoloured`: a plan whose pieces did not fit (the repairs' input);
* :class:`NoPlan`: none, INFEASIBLE (proven) or UNKNOWN, and why;
* :class:`Dominated`: none, because the bound reached the caller's cutoff.

and the status of a plan is decided in one place (:func:`decided`):
OPTIMAL iff its cost equals its proven bound, compared as exact fractions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from solver_alloc.result import Allocation, ClassOutcome, Status

__all__ = ["ClassState", "Coloured", "Dominated", "NoPlan", "SpillResult", "Uncoloured",
           "decided", "state_of"]


EPS = 1e-9
"""Relative tolerance of a comparison of float costs (the callee-saved stage
prices saves at the entry block's float frequency); fractions compare exactly."""


def decided(cost: Fraction | float, bound: Fraction | float, proven: bool = True) -> Status:
    """OPTIMAL iff the plan's ``cost`` meets its proven ``bound`` (a bound is
    never above the cost, so: equals it) and ``proven`` (the bound holds over
    the plan space the status is for); else FEASIBLE. Fractions compare
    exactly; when either is a float, within :data:`EPS` relative."""
    if isinstance(cost, float) or isinstance(bound, float):
        meets = cost <= bound + EPS * max(1.0, abs(float(bound)))
    else:
        meets = cost <= bound
    return Status.OPTIMAL if proven and meets else Status.FEASIBLE


@dataclass(frozen=True, slots=True)
class Coloured:
    """A plan with registers for every piece, and its bound."""

    outcome: ClassOutcome


@dataclass(frozen=True, slots=True)
class Uncoloured:
    """A plan whose pieces did not fit the registers (:attr:`ClassOutcome.short`,
    ``unplaced`` and ``blockers`` say where): the repairs mend it."""

    outcome: ClassOutcome


@dataclass(frozen=True, slots=True)
class NoPlan:
    """No plan: INFEASIBLE (proven) or UNKNOWN (the budget ran out first)."""

    outcome: ClassOutcome


@dataclass(frozen=True, slots=True)
class Dominated:
    """No plan because the bound reached the caller's cutoff: every plan of
    the class costs at least that."""

    outcome: ClassOutcome


ClassState = Coloured | Uncoloured | NoPlan | Dominated


def state_of(o: ClassOutcome) -> ClassState:
    """The state a stage's outcome is in (exactly one)."""
    if o.dominated:
        return Dominated(o)
    if o.uncoloured:
        return Uncoloured(o)
    if o.regs is None:
        return NoPlan(o)
    return Coloured(o)


@dataclass(frozen=True, slots=True)
class SpillResult:
    """The spill solve of one target: the allocation, and per class the cost
    and bound of its part (exact), for the callee-saved stage; ``dominated``:
    the class whose bound reached its cutoff, when the solve stopped there."""

    allocation: Allocation
    classes: Mapping[str, tuple[Fraction, Fraction]] | None = None
    """Class -> (spill cost, bound); None when the allocation has no plan or
    does not say (a heuristic backend's)."""
    dominated: str | None = None
