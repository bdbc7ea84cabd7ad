"""CP-SAT encoding of register assignment for one class (one colouring problem).

Index sets: values ``v`` (vertices of the :class:`ColouringProblem`), start
registers ``r`` in ``S(v)`` (allowed by alignment, reserved registers, fixed
values), registers ``q``; ``C`` ranges over the cliques (maximal live sets).

Variables:
    ``x[v, r]``  value ``v`` occupies registers ``r .. r + w(v) - 1``;
    ``s[v]``     value ``v`` is spilled (only with ``allow_spill``);
    ``z``        registers used, in granules: the allocatable prefix holding every
                 used register is at most ``g z`` (``g`` the class granule).

Families:
    one location     ``sum_r x[v, r] (+ s[v]) = 1``                  for every v
    clique capacity  ``sum_{v in C, r <= q < r + w(v)} x[v, r] <= 1`` for every C, q
    registers used   ``x[v, r] => g z >= rank(r + w(v) - 1)``
    symmetry         the values of one heavy clique take the first registers, in
                     order (only when registers are interchangeable)
Objective: ``min z`` (registers = ``g z``), or ``min sum_v cost(v) s[v]`` (spill).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.colouring.problem import ColouringProblem, IntArray, register_rank


@dataclass(frozen=True)
class Encoding:
    """A built model and its variables."""

    model: cp_model.CpModel
    x: dict[tuple[int, int], cp_model.IntVar]
    """``x[v, r]``: value v starts at register r."""
    s: dict[int, cp_model.IntVar]
    """``s[v]``: value v is spilled."""
    z: cp_model.IntVar | None
    """Registers used in granules (registers objective)."""


def add_one_location_per_value(model: cp_model.CpModel, enc_x: dict[tuple[int, int],
                               cp_model.IntVar], s: dict[int, cp_model.IntVar],
                               cp: ColouringProblem, starts: list[list[int]]) -> None:
    """``sum_r x[v, r] + s[v] = 1`` for every value v (``s[v]`` absent: 0)."""
    for v in range(cp.n):
        lits = [enc_x[v, r] for r in starts[v]]
        if v in s:
            lits.append(s[v])
        model.add_exactly_one(lits)


def add_cliques_use_distinct_registers(model: cp_model.CpModel,
                                       enc_x: dict[tuple[int, int], cp_model.IntVar],
                                       cp: ColouringProblem, starts: list[list[int]]
                                       ) -> None:
    """For every clique C and register q:
    ``sum_{v in C, r in S(v), r <= q < r + w(v)} x[v, r] <= 1``."""
    for clique in cp.cliques:
        by_reg: dict[int, list[cp_model.IntVar]] = {}
        for v in clique.tolist():
            w = int(cp.width[v])
            for r in starts[v]:
                for q in range(r, r + w):
                    by_reg.setdefault(q, []).append(enc_x[v, r])
        for lits in by_reg.values():
            if len(lits) > 1:
                model.add_at_most_one(lits)


def add_registers_used(model: cp_model.CpModel, enc_x: dict[tuple[int, int],
                       cp_model.IntVar], cp: ColouringProblem, starts: list[list[int]],
                       lower: int, upper: int) -> cp_model.IntVar:
    """``x[v, r] => g z >= rank(r + w(v) - 1)``: ``z`` counts granules of the class,
    so the objective is what occupancy pays for."""
    rank = register_rank(cp)
    g = cp.cls.granularity
    z = model.new_int_var(-(-lower // g), -(-upper // g), "z")
    for v in range(cp.n):
        for r in starts[v]:
            need = int(rank[r + int(cp.width[v]) - 1])
            if need > lower:
                model.add(g * z >= need).only_enforce_if(enc_x[v, r])
    return z


def add_clique_takes_first_registers(model: cp_model.CpModel,
                                     enc_x: dict[tuple[int, int], cp_model.IntVar],
                                     cp: ColouringProblem, clique: IntArray) -> None:
    """Symmetry breaking: the i-th value of a clique sits in the i-th allocatable
    register. Valid when all values are width 1 and unfixed: any colouring can be
    relabelled this way without using more registers."""
    alloc = cp.cls.allocatable()
    for i, v in enumerate(clique.tolist()[: len(alloc)]):
        model.add(enc_x[v, alloc[i]] == 1)


BUILD_RATE = 1_000_000
"""Clique literals the model builder writes per wall second (measured on a shared
2-core host: 67M in 66 s); a model that would take longer than its share of the
budget is not built."""


class ModelTooLarge(Exception):
    """The model would take longer to build than the time it may use."""

    def __init__(self, literals: int) -> None:
        super().__init__(f"{literals:,} clique literals")
        self.literals = literals


def _starts(cp: ColouringProblem, limit: int) -> list[list[int]]:
    rank = register_rank(cp)
    return [[r for r in cp.starts(v) if rank[r + int(cp.width[v]) - 1] <= limit]
            for v in range(cp.n)]


def clique_literals(cp: ColouringProblem, starts: list[list[int]]) -> int:
    """Literals :func:`add_cliques_use_distinct_registers` writes: for each clique,
    each member's starts times its width."""
    per_value = np.array([len(starts[v]) * int(cp.width[v]) for v in range(cp.n)],
                         dtype=np.int64)
    return int(sum(int(per_value[c].sum()) for c in cp.cliques))


def build_model(cp: ColouringProblem, *, upper: int, lower: int = 0,
                allow_spill: bool = False, cost: IntArray | None = None,
                symmetry_clique: IntArray | None = None,
                seconds: float | None = None) -> Encoding:
    """CP-SAT model: minimise registers used (``allow_spill=False``, at most
    ``upper`` registers) or the spill cost (``allow_spill=True``, all registers).
    :class:`ModelTooLarge` when building would take more than ``seconds``."""
    model = cp_model.CpModel()
    limit = upper if not allow_spill else int(register_rank(cp)[-1])
    starts = _starts(cp, limit)
    if seconds is not None:
        size = clique_literals(cp, starts)
        if size > seconds * BUILD_RATE:
            raise ModelTooLarge(size)
    x = {(v, r): model.new_bool_var(f"x[{v},{r}]") for v in range(cp.n)
         for r in starts[v]}
    s = {v: model.new_bool_var(f"s[{v}]") for v in range(cp.n)} if allow_spill else {}
    add_one_location_per_value(model, x, s, cp, starts)
    add_cliques_use_distinct_registers(model, x, cp, starts)
    if symmetry_clique is not None and cp.uniform and not allow_spill:
        add_clique_takes_first_registers(model, x, cp, symmetry_clique)
    z = None
    if allow_spill:
        c = np.ones(cp.n, dtype=np.int64) if cost is None else cost
        model.minimize(sum(int(c[v]) * s[v] for v in range(cp.n)))
    else:
        z = add_registers_used(model, x, cp, starts, lower, upper)
        model.minimize(z)
    return Encoding(model, x, s, z)


def add_hint(enc: Encoding, start: IntArray) -> None:
    """Warm start from a heuristic (``-1`` = spilled)."""
    for (v, r), var in enc.x.items():
        enc.model.add_hint(var, int(start[v]) == r)
    for v, var in enc.s.items():
        enc.model.add_hint(var, int(start[v]) < 0)


def decode(solver: cp_model.CpSolver, enc: Encoding, n: int) -> IntArray:
    """Start register per value, ``-1`` for spilled."""
    start = np.full(n, -1, dtype=np.int64)
    for (v, r), var in enc.x.items():
        if solver.boolean_value(var):
            start[v] = r
    return start
