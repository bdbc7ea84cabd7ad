"""Proofs that no allocation exists, found before any solver runs: a feature the
target lacks, a class over its registers that may not spill, operands that
cannot be placed (:mod:`solver_alloc.analysis.operands`), or a runtime-indexed
read when spilling is off."""

from __future__ import annotations

from solver_alloc.analysis.operands import operand_conflict
from solver_alloc.analysis.problem import Problem, describe_pressure
from solver_alloc.backends import Objective
from solver_alloc.result import Allocation, Header, Status

__all__ = ["indexed_uses", "precheck"]


def indexed_uses(problem: Problem) -> list[tuple[int, str]]:
    """``(instruction, value)`` of every read through a runtime index."""
    return [(i, v) for i, ins in problem.kernel.flagged() for v in ins.indexed]


def precheck(problem: Problem, header: Header, objective: Objective,
             spilling: frozenset[str] = frozenset()) -> Allocation | None:
    """INFEASIBLE with a reason, when no allocation can exist (``spilling``: the
    classes that spill into a host under the registers objective)."""
    missing = problem.missing_features()
    if missing:
        i, op, f = missing[0]
        has = f" ({len(missing)} such instructions)" if len(missing) > 1 else ""
        return header.allocation(Status.INFEASIBLE, explanation=(
            f"instruction {i} ({op}) requires feature {f!r}, which target "
            f"{problem.target.name!r} lacks{has}"))
    over = [p for p in problem.over_capacity() if p.regclass not in spilling]
    spill_ok = objective is Objective.SPILL and all(
        problem.target.classes[p.regclass].spillable for p in over)
    if over and not spill_ok:
        p = over[0]
        cls = problem.target.classes[p.regclass]
        return header.allocation(Status.INFEASIBLE, explanation=describe_pressure(
            p, len(cls.allocatable()), cls=cls) + ("; spilling is off (objective 'registers')"
                       if objective is Objective.REGISTERS
                       else f"; class {p.regclass!r} cannot spill"))
    clash = operand_conflict(problem)
    if clash is not None:
        return header.allocation(Status.INFEASIBLE, explanation=clash)
    indexed = indexed_uses(problem)
    if indexed and objective is Objective.REGISTERS:
        i, v = indexed[0]
        return header.allocation(Status.INFEASIBLE, explanation=(
            f"value {v!r} is read through a runtime index at instruction {i}, which "
            "no register can serve, and spilling is off (objective 'registers')"))
    return None
