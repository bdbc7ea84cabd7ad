"""Register counts as users read them: whole registers, where a class was
solved in 16-bit halves (:mod:`solver_alloc.halves`)."""

from __future__ import annotations

from dataclasses import replace

from solver_alloc.result import Allocation, Status
from solver_alloc.targets import Target

__all__ = ["in_named_registers"]


def in_named_registers(alloc: Allocation, target: Target) -> Allocation:
    """``alloc``, solved on ``target`` (a view in halves), with its register
    counts in whole registers: ``registers_used`` per class, and under the
    registers objective the objective (their sum) and the bound. A class of
    ``n`` halves uses ``ceil(n / 2)`` registers, so half the bound in halves is
    a bound in registers; a proven optimum stays one (every class then meets
    its own bound)."""
    units = {c: cls.unit for c, cls in target.classes.items() if cls.unit != 1}
    if not units or not alloc.registers_used:
        return alloc
    used = {c: target.classes[c].named(n) for c, n in alloc.registers_used.items()}
    if alloc.objective_kind != "registers" or alloc.objective is None:
        return replace(alloc, registers_used=used)
    objective = float(sum(used.values()))
    bound = (objective if alloc.status is Status.OPTIMAL else
             None if alloc.bound is None else float(-(-alloc.bound // max(units.values()))))
    return replace(alloc, registers_used=used, objective=objective, bound=bound)
