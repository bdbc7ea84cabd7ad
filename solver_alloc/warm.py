"""A given plan (the compiler's own allocation, say) as a floor: never return worse.

:func:`best_of` checks the given allocation with the independent verifier. When
it is valid and cheaper under the objective than the solver's plan (or the
solver has none), it is returned instead, with the solver's bound:

- OPTIMAL when its cost meets that bound: no plan of the stated plan space is
  cheaper, since the bound holds for all of them;
- FEASIBLE with the solver's bound when its cost is above it;
- FEASIBLE with bound 0 when its cost is *below* the solver's bound (the given
  plan lies outside the solver's plan space, whose bound then says nothing about
  the plans that are cheaper still), or when the solver proved none (the given
  plan's own cost bounds nothing). A plan that beats the solver's bound is never
  called OPTIMAL.

An invalid given plan is never returned; ``stats["warm_start"]`` says why it
was set aside. Either way ``stats["plan_from"]`` says whose plan came back.
"""

from __future__ import annotations

from dataclasses import replace

from solver_alloc.backends import Objective
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Status
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify
from solver_alloc.verifier.report import Report

__all__ = ["best_of"]

EPS = 1e-9


def best_of(kernel: Kernel, target: Target, ours: Allocation, given: Allocation,
            objective: Objective, report: Report | None = None) -> Allocation:
    """``ours`` or ``given``, whichever is the cheaper valid plan (ties: ours);
    ``report`` is the verifier's report on ``given`` if the caller has it."""
    report = verify(kernel, target, given) if report is None else report
    if not report.valid:
        return replace(ours, stats={**ours.stats, "plan_from": "solver",
                                    "warm_start": f"invalid: {report.violations[0]}"})
    cost = report.cost if objective is Objective.SPILL else float(report.registers_total)
    if ours.is_feasible and ours.objective is not None and ours.objective <= cost + EPS:
        return replace(ours, stats={**ours.stats, "plan_from": "solver",
                                    "warm_start": f"valid, cost {cost:g}: not cheaper"})
    proven = ours.bound is not None and abs(cost - ours.bound) <= EPS
    below = ours.bound is not None and cost < ours.bound - EPS
    bound = 0.0 if ours.bound is None or below else ours.bound  # 0: nothing proven
    note = (f"the warm start (verified, cost {cost:g}) beats the solver's plan"
            + (f" ({ours.objective:g})" if ours.objective is not None else "")
            + (f"; it meets the solver's bound {ours.bound:g}" if proven else
               f"; it beats the solver's bound {ours.bound:g}, so it lies outside the "
               "solver's plan space: bound 0" if below else
               f"; bound {bound:g}" + (" from the solver" if ours.bound is not None
                                       else ", none from the solver")))
    return replace(ours, status=Status.OPTIMAL if proven else Status.FEASIBLE,
                   objective=cost, bound=bound, assignment=given.assignment,
                   operations=given.operations, order=given.order,
                   registers_used=report.registers_used, certificate=note,
                   explanation="",
                   stats={**ours.stats, "plan_from": "warm start",
                          "warm_start": "valid, cheaper"})
