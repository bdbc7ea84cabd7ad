"""The refinement loop of the split model, written once.

Underneath the exact mode, the joint callee-saved bound and every region of
the regions mode is one logic-based Benders decomposition:

* the master is a split model, which counts registers per point;
* its plan is decoded into pieces and coloured (the subproblem);
* a plan whose pieces do not colour is fed back: rows that rule it out
  without a cut (more fixed register sets kept apart), or a no-good cut on
  the values whose pieces alone are refuted (:mod:`~solver_alloc.spill.refine.cuts`),
  or the loop ends with what the scope makes of it (eviction, a last resort).

Every cut removes only plans that do not colour, so each round's bound holds
for the plans with registers. :func:`refine` runs the rounds; a
:class:`Scope` says what each step is for its model.
"""

from __future__ import annotations

from typing import Protocol, TypeVar

__all__ = ["Scope", "refine"]

T = TypeVar("T")
T_co = TypeVar("T_co", covariant=True)


class Scope(Protocol[T_co]):
    """One use of the loop: its master, its colouring and its feedback."""

    def solve(self) -> T_co | None:
        """Solve the master as it is now; a value ends the loop (no plan left,
        a bound that settles it, no time)."""
        ...

    def fit(self) -> T_co | None:
        """Decode the master's plan and colour its pieces; a value ends the
        loop (the plan coloured)."""
        ...

    def widen(self) -> bool:
        """Rows that rule the uncoloured plan out without a cut, added: True
        when there were any (the master is solved again, no round spent)."""
        ...

    def cut(self, round_: int) -> T_co | None:
        """Rule the refuted plan out (round ``round_``, from 0); a value ends
        the loop instead (no refutation to cut, no time, the last round)."""
        ...

    def last(self) -> T_co:
        """What the loop returns when ``rounds`` cuts were made."""
        ...


def refine(scope: Scope[T], rounds: int) -> T:
    """Master, decode and colour, then widen or cut, until the scope ends the
    loop or ``rounds`` cuts (and one more master solve) have been made:

    ``repeat: solve | fit | (widen -> repeat) | cut; round += 1``."""
    made = 0
    while made <= rounds:
        end = scope.solve()
        if end is None:
            end = scope.fit()
        if end is not None:
            return end
        if scope.widen():
            continue
        end = scope.cut(made)
        if end is not None:
            return end
        made += 1
    return scope.last()
