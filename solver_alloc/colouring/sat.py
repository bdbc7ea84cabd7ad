"""SAT / MaxSAT encoding of register assignment for one class (PySAT).

Same variables and families as :mod:`solver_alloc.colouring.cpsat`, as clauses:

    one location     ``OR_r x[v, r] (OR s[v])`` and at most one of them
    clique capacity  at most one of ``{x[v, r] : v in C, r <= q < r + w(v)}``
    clique spills    (spill, implied) ``sum_{v in C} w(v) s[v] >= w(C) - K``
    symmetry         the values of one heavy clique take the first registers

Registers objective: decide "fits in K registers" for K from the lower bound up;
the first satisfiable K is optimal (every smaller K is below the bound or was
refuted). Spill objective: weighted MaxSAT (RC2), soft clause ``NOT s[v]`` of
weight ``cost(v)``.
"""

from __future__ import annotations

import threading
import time

import numpy as np
from pysat.card import CardEnc, EncType
from pysat.examples.rc2 import RC2
from pysat.formula import WCNF, IDPool
from pysat.solvers import Solver

from solver_alloc.colouring.problem import ColouringProblem, IntArray, register_rank

SOLVER = "cadical153"


def encode(cp: ColouringProblem, limit: int, *, spill: bool,
           symmetry_clique: IntArray | None = None
           ) -> tuple[list[list[int]], IDPool, list[list[int]]]:
    """Hard clauses for "assign within the first ``limit`` allocatable registers"."""
    pool = IDPool()
    rank = register_rank(cp)
    starts = [[r for r in cp.starts(v) if rank[r + int(cp.width[v]) - 1] <= limit]
              for v in range(cp.n)]
    clauses: list[list[int]] = []
    for v in range(cp.n):  # one location per value
        lits = [pool.id(("x", v, r)) for r in starts[v]]
        if spill:
            lits.append(pool.id(("s", v)))
        clauses.append(lits)
        clauses += CardEnc.atmost(lits, 1, vpool=pool, encoding=EncType.seqcounter
                                  ).clauses if len(lits) > 1 else []
    for clique in cp.cliques:  # cliques use distinct registers
        by_reg: dict[int, list[int]] = {}
        for v in clique.tolist():
            for r in starts[v]:
                for q in range(r, r + int(cp.width[v])):
                    by_reg.setdefault(q, []).append(pool.id(("x", v, r)))
        for lits in by_reg.values():
            if len(lits) > 1:
                clauses += CardEnc.atmost(lits, 1, vpool=pool,
                                          encoding=EncType.seqcounter).clauses
    if spill:
        add_clique_spill_counts(clauses, pool, cp, limit)
    if symmetry_clique is not None and cp.uniform and not spill:
        alloc = cp.cls.allocatable()
        for i, v in enumerate(symmetry_clique.tolist()[:limit]):
            clauses.append([pool.id(("x", v, alloc[i]))])
    return clauses, pool, starts


def add_clique_spill_counts(clauses: list[list[int]], pool: IDPool,
                            cp: ColouringProblem, limit: int) -> None:
    """Implied: a clique ``C`` needing more than ``limit`` registers spills values
    worth the excess: ``sum_{v in C} w(v) s[v] >= w(C) - limit``. Redundant, but
    it spares CDCL the pigeonhole refutations it cannot do fast."""
    for clique in cp.cliques:
        excess = cp.clique_weight(clique) - limit
        if excess <= 0:
            continue
        lits = weighted_copies(clauses, pool, [(("s", v), int(cp.width[v]))
                                               for v in clique.tolist()])
        clauses += CardEnc.atleast(lits, excess, vpool=pool,
                                   encoding=EncType.seqcounter).clauses


def weighted_copies(clauses: list[list[int]], pool: IDPool,
                    items: list[tuple[object, int]]) -> list[int]:
    """Literals where an item of weight w appears w times (extra copies are new
    variables equal to the item), so a plain cardinality constraint counts weight."""
    lits = []
    for key, w in items:
        base = pool.id(key)
        lits.append(base)
        for c in range(1, w):
            copy = pool.id(("copy", key, c))
            clauses += [[-copy, base], [copy, -base]]
            lits.append(copy)
    return lits


def _decode(model: list[int], pool: IDPool, starts: list[list[int]]) -> IntArray:
    true = {lit for lit in model if lit > 0}
    out = np.full(len(starts), -1, dtype=np.int64)
    for v, rs in enumerate(starts):
        for r in rs:
            if pool.id(("x", v, r)) in true:
                out[v] = r
    return out


def min_registers(cp: ColouringProblem, lower: int, upper: int,
                  deadline: float | None = None
                  ) -> tuple[IntArray | None, int, bool]:
    """Smallest K in ``[lower, upper)`` (granule steps) that fits.

    Returns ``(starts or None, proven lower bound, finished)``; ``None`` when no K
    below ``upper`` fits, which proves ``upper`` optimal.
    """
    g = cp.cls.granularity
    k = cp.cls.round_up(lower)
    while k < upper:
        if deadline is not None and time.monotonic() > deadline:
            return None, k, False
        clauses, pool, starts = encode(cp, k, spill=False)
        with Solver(name=SOLVER, bootstrap_with=clauses) as sat:
            timer = None
            if deadline is not None:
                timer = threading.Timer(max(0.0, deadline - time.monotonic()),
                                        sat.interrupt)
                timer.start()
            answer = sat.solve_limited(expect_interrupt=True)
            if timer is not None:
                timer.cancel()
            if answer is None:  # interrupted at the deadline
                return None, k, False
            if answer:
                return _decode(sat.get_model(), pool, starts), k, True
        k += g
    return None, upper, True


def min_spill(cp: ColouringProblem, cost: IntArray) -> tuple[IntArray, int]:
    """Optimal spill set by weighted MaxSAT: ``(starts, optimal cost)``."""
    clauses, pool, starts = encode(cp, int(register_rank(cp)[-1]), spill=True)
    wcnf = WCNF()
    for c in clauses:
        wcnf.append(c)
    for v in range(cp.n):
        wcnf.append([-pool.id(("s", v))], weight=int(cost[v]))
    with RC2(wcnf) as rc2:
        model = rc2.compute()
        return _decode(model, pool, starts), int(rc2.cost)
