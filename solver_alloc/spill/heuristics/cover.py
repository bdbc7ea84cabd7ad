"""Covering model of spill-everywhere, one register class (CP-SAT or RC2 MaxSAT).

A :class:`Cover` is solver-neutral: rows ``sum_{v in T} w(v) s[v] >= need`` (at the
points where demand can exceed the registers), values forced to spill (runtime-
indexed reads) or kept (``no_spill``). ``s[v]`` = value v spilled; minimise
``sum_v cost(v) s[v]``. Built by :mod:`solver_alloc.spill.heuristics.everywhere`;
:func:`overflow_outcome` says what it means when a point's references alone
need more registers than the class has.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from fractions import Fraction

from ortools.sat.python import cp_model
from pysat.card import CardEnc, EncType
from pysat.examples.rc2 import RC2
from pysat.formula import WCNF, IDPool

from solver_alloc.analysis.problem import Problem
from solver_alloc.colouring.sat import weighted_copies
from solver_alloc.result import ClassOutcome, Status
from solver_alloc.solving import (
    SolveOptions,
    call_with_limit,
    integer_scale,
    proven_bound,
    solve_cpsat,
)


def _integer_weights(costs: dict[str, Fraction]) -> tuple[dict[str, int], int]:
    """Costs scaled to integers for CP-SAT: ``(weights, scale)``."""
    scale = integer_scale(costs.values())
    return {v: int(c * scale) for v, c in costs.items()}, scale


@dataclass(frozen=True)
class Cover:
    """The covering constraints of one class: ``sum_{v in T} w(v) s[v] >= need``."""

    rows: list[tuple[tuple[str, ...], int]]
    width: dict[str, int]
    forced: set[str]
    """Values that must be spilled (indexed uses)."""
    kept: set[str]
    """Values that must not be spilled (no_spill)."""
    overflow: tuple[int, int, int] | None = None
    """``(point, needed, K)`` when the referenced values alone exceed K."""


def greedy_spills(cover: Cover, cost: dict[str, Fraction]) -> set[str] | None:
    """Baseline: satisfy each row by spilling its cheapest values per register
    (None: no set, e.g. a value both forced and kept)."""
    if cover.forced & cover.kept:
        return None
    spilled = set(cover.forced)
    # cheapest per register first, ties by name: ranked once, since comparing
    # Fractions per row took 4.9 s at 16,384 values (a fallback past the budget)
    ranked = sorted(cover.width, key=lambda v: (cost[v] / cover.width[v], v))
    rank = {v: n for n, v in enumerate(ranked)}
    for t, need in cover.rows:
        have = sum(cover.width[v] for v in t if v in spilled)
        for v in sorted((v for v in t if v not in spilled and v not in cover.kept),
                        key=rank.__getitem__):
            if have >= need:
                break
            spilled.add(v)
            have += cover.width[v]
        if have < need:
            return None
    return spilled


def exact_spills(cover: Cover, cost: dict[str, Fraction], hint: set[str] | None,
                 backend: str, opts: SolveOptions
                 ) -> tuple[set[str] | None, Fraction, bool]:
    """Optimal spill set: ``(set or None if infeasible/unknown, bound, proven)``."""
    weights, scale = _integer_weights(cost)
    names = sorted({v for t, _ in cover.rows for v in t} | cover.forced)
    if backend == "sat":
        out = call_with_limit(_maxsat_spills, (cover, names, weights, scale),
                              opts.remaining())
        return (None, Fraction(0), False) if out is None else out
    model = cp_model.CpModel()
    s = {v: model.new_bool_var(f"s[{v}]") for v in names}
    for v in cover.forced:
        model.add(s[v] == 1)
    for v in cover.kept & set(names):
        model.add(s[v] == 0)
    for t, need in cover.rows:
        model.add(sum(cover.width[v] * s[v] for v in t) >= need)
    model.minimize(sum(weights[v] * s[v] for v in names))
    if hint is not None:
        for v in names:
            model.add_hint(s[v], v in hint)
    solver, status = solve_cpsat(model, opts)
    if status == cp_model.INFEASIBLE:
        return None, Fraction(0), True
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, Fraction(0), False
    chosen = {v for v in names if solver.boolean_value(s[v])}
    bound = proven_bound(solver, scale)
    return chosen, bound, status == cp_model.OPTIMAL


def _maxsat_spills(cover: Cover, names: list[str], weights: dict[str, int],
                   scale: int) -> tuple[set[str] | None, Fraction, bool]:
    pool, wcnf = IDPool(), WCNF()
    lit = {v: pool.id(v) for v in names}
    for v in cover.forced:
        wcnf.append([lit[v]])
    for v in cover.kept & set(names):
        wcnf.append([-lit[v]])
    for t, need in cover.rows:
        links: list[list[int]] = []
        lits = weighted_copies(links, pool, [(v, cover.width[v]) for v in t])
        for c in links + CardEnc.atleast(lits, need, vpool=pool,
                                         encoding=EncType.seqcounter).clauses:
            wcnf.append(c)
    for v in names:
        if weights[v] > 0:
            wcnf.append([-lit[v]], weight=weights[v])
    with RC2(wcnf) as rc2:
        model = rc2.compute()
        if model is None:
            return None, Fraction(0), True
        true = {x for x in model if x > 0}
        return {v for v in names if lit[v] in true}, Fraction(rc2.cost, scale), True


def overflow_outcome(problem: Problem, cname: str, overflow: tuple[int, int, int]
                     ) -> ClassOutcome:
    """No spill-everywhere plan: the registers its references need at a point
    exceed K. INFEASIBLE only when the instruction's own register reads (even
    point) or writes (odd point) exceed K, which no plan escapes; otherwise what
    overflows is this plan space's (homes at entry, remats for indexed reads)."""
    p, need, k = overflow
    kernel = problem.kernel
    starts = kernel.block_starts()
    b = bisect_right(starts, p // 2) - 1
    while not kernel.blocks[b].instrs:  # empty blocks share the next one's start
        b -= 1
    ins = kernel.blocks[b].instrs[p // 2 - starts[b]]
    res = problem.resolved
    named = ins.defs if p % 2 else tuple(v for v in ins.uses if v not in ins.indexed)
    own = sum(res[v].width for v in dict.fromkeys(named) if res[v].regclass == cname)
    cls_of = problem.target.classes[cname]
    where = f"instruction {p // 2}"
    if own > k:
        return ClassOutcome(Status.INFEASIBLE, note=(
            f"at {where} the values it {'writes' if p % 2 else 'reads'} in class "
            f"{cname!r} need {cls_of.counted(own)}, more than the "
            f"{cls_of.counted(k)} allocatable"))
    return ClassOutcome(Status.UNKNOWN, note=(
        f"no spill-everywhere plan: at {where} its spilled values' homes and "
        f"remats need {need} registers of class {cname!r}, more than the {k} "
        "allocatable (plans that split live ranges may still fit)"))
