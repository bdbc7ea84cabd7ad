"""Solve one register class: lower bound, heuristics, then an exact backend.

A heuristic result that meets the lower bound is returned as proven without any
solver call; otherwise CP-SAT (warm-started from the best heuristic) or SAT
(incremental over K) searches, and the result is proven only by the solver.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.analysis.registers import registers_for, round_to_granule
from solver_alloc.backends import BACKENDS, Role
from solver_alloc.colouring import cpsat, sat
from solver_alloc.colouring.heuristics import chaitin_briggs, dsatur, greedy_clique
from solver_alloc.colouring.problem import ColouringProblem, IntArray
from solver_alloc.solving import SolveOptions, call_with_limit, solve_cpsat

HEURISTICS = tuple(n for n, b in BACKENDS.items() if b.role is Role.HEURISTIC)


@dataclass(frozen=True)
class ClassResult:
    """The outcome for one register class."""

    start: IntArray
    """Start register per value; -1 = spilled (spill objective) or unplaced."""
    objective: int
    bound: int
    proven: bool
    certificate: str
    backend: str


def registers_used(cp: ColouringProblem, start: IntArray) -> int:
    """Allocatable prefix holding every used register, rounded up to the granule."""
    if not len(start) or int(start.max()) < 0:
        return 0
    ends = start + cp.width - 1  # one temporary: a million values are 8 MB each
    return registers_for(cp.cls, int(ends[start >= 0].max()))


def _lower_bound(cp: ColouringProblem) -> tuple[int, IntArray]:
    clique = greedy_clique(cp)
    need = cp.clique_weight(clique)
    return (round_to_granule(cp.cls, need) if need <= len(cp.cls.allocatable())
            else need), clique


def _fixed_clash(cp: ColouringProblem) -> str | None:
    """Two interfering values fixed to overlapping registers: no assignment."""
    if len(cp.edges) == 0 or (cp.fixed < 0).all():
        return None
    u, v = cp.edges[:, 0], cp.edges[:, 1]
    both = (cp.fixed[u] >= 0) & (cp.fixed[v] >= 0)
    lo_u, lo_v = cp.fixed[u], cp.fixed[v]
    hit = both & (lo_u < lo_v + cp.width[v]) & (lo_v < lo_u + cp.width[u])
    if not hit.any():
        return None
    a, b = (int(x) for x in cp.edges[np.flatnonzero(hit)[0]])
    return (f"values {cp.names[a]!r} and {cp.names[b]!r} interfere but are both "
            f"fixed to {cp.cls.register(int(cp.fixed[a]))}")


def _ceil(bound: float) -> int:
    """A solver's (float) lower bound on an integer objective, rounded up safely."""
    return math.ceil(bound - 1e-6)


def _describe(cp: ColouringProblem, clique: IntArray) -> str:
    return cp.bound_note or _clique_text(cp, clique)


def _clique_text(cp: ColouringProblem, clique: IntArray) -> str:
    names = [cp.names[v] for v in clique.tolist()]
    shown = ", ".join(names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6
                                      else "")
    need = cp.clique_weight(clique)
    return f"clique of {len(names)} interfering values needs {need} ({shown})"


def colour_registers(cp: ColouringProblem, backend: str, opts: SolveOptions,
                     extra: dict[str, IntArray] | None = None) -> ClassResult:
    """Minimise registers used, no spilling. ``extra``: more heuristic starts."""
    clash = _fixed_clash(cp)
    if clash is not None:  # a proof by itself, named, whatever the backend
        return ClassResult(np.full(cp.n, -1, dtype=np.int64), 0,
                           len(cp.cls.allocatable()) + 1, True, clash, "bound")
    lower, clique = _lower_bound(cp)
    why = _describe(cp, clique)
    cap = len(cp.cls.allocatable())
    if lower > cap:  # the bound alone proves it: no solver, no empty model
        # the clique, not MaxLive: with redefinitions it can outweigh every point
        return ClassResult(np.full(cp.n, -1, dtype=np.int64), 0, lower, True,
                           f"{_clique_text(cp, clique)}, more than the {cap} "
                           "allocatable registers", "bound")
    cands = {"dsatur": dsatur(cp), **(extra or {})}
    if backend == "chaitin-briggs":
        cands[backend] = chaitin_briggs(cp)
    if backend in HEURISTICS:
        cands = {backend: cands[backend]} if backend in cands else {}
    ok = {k: s for k, s in cands.items() if (s >= 0).all()}
    if ok:
        name, best = min(ok.items(), key=lambda kv: (registers_used(cp, kv[1]), kv[0]))
        used = registers_used(cp, best)
        if used <= lower or backend in HEURISTICS:
            proven = used <= lower
            cert = (f"{name} uses {used} = lower bound ({why})"
                    if proven else f"lower bound: {why}")
            return ClassResult(best, used, lower, proven, cert, name)
    else:
        name, best, used = "", np.full(cp.n, -1, dtype=np.int64), len(
            cp.cls.allocatable()) + 1
    if backend in HEURISTICS:
        return ClassResult(best, used, lower, False, f"{backend} found no assignment",
                           backend)
    return _exact_registers(cp, backend, opts, lower, clique, best if name else None,
                            used)


BUILD_SHARE = 0.5
"""Most of the remaining budget a CP-SAT colouring model may take to build."""


def _build_share(opts: SolveOptions) -> float | None:
    left = opts.remaining()
    return None if left is None else BUILD_SHARE * left


def _exact_registers(cp: ColouringProblem, backend: str, opts: SolveOptions,
                     lower: int, clique: IntArray, hint: IntArray | None,
                     upper: int) -> ClassResult:
    cap = len(cp.cls.allocatable())
    if backend == "sat":
        left = opts.remaining()
        deadline = None if left is None else time.monotonic() + left
        found, bound, finished = sat.min_registers(cp, lower, min(upper, cap + 1),
                                                   deadline)
        if found is not None:
            return ClassResult(found, registers_used(cp, found), bound, True,
                               f"SAT: fits in {registers_used(cp, found)}; every "
                               f"smaller count is below the bound or refuted", "sat")
        if hint is not None:
            return ClassResult(hint, upper, bound, finished, "SAT refuted every "
                               f"count below {upper}" if finished else "SAT timed out",
                               "sat")
        return ClassResult(np.full(cp.n, -1, dtype=np.int64), 0, bound, finished,
                           "SAT: no assignment in the class", "sat")
    try:
        enc = cpsat.build_model(cp, upper=min(upper, cap), lower=lower,
                                symmetry_clique=clique, seconds=_build_share(opts))
    except cpsat.ModelTooLarge as e:
        return ClassResult(np.full(cp.n, -1, dtype=np.int64) if hint is None else hint,
                           upper, lower, False, f"CP-SAT model too large to build in "
                           f"the time left ({e})", "cpsat")
    if hint is not None:
        cpsat.add_hint(enc, hint)
    solver, status = solve_cpsat(enc.model, opts)
    g = cp.cls.granularity
    bound = max(lower, _ceil(solver.best_objective_bound) * g) \
        if status in (cp_model.OPTIMAL, cp_model.FEASIBLE) else lower
    if status == cp_model.INFEASIBLE:
        return ClassResult(np.full(cp.n, -1, dtype=np.int64), 0, cap + 1, True,
                           "CP-SAT proved no assignment exists", "cpsat")
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return ClassResult(np.full(cp.n, -1, dtype=np.int64) if hint is None else hint,
                           upper, lower, False, "CP-SAT found nothing in the limit",
                           "cpsat")
    start = cpsat.decode(solver, enc, cp.n)
    used = registers_used(cp, start)
    proven = status == cp_model.OPTIMAL or used <= bound
    return ClassResult(start, used, min(bound, used), proven,
                       "CP-SAT proved optimality" if proven else
                       f"CP-SAT bound {bound}", "cpsat")


def colour_spill(cp: ColouringProblem, cost: IntArray, backend: str,
                 opts: SolveOptions) -> ClassResult:
    """Maximum-weight colourable subgraph: minimise the cost of values left out."""
    heur = {"chaitin-briggs": chaitin_briggs(cp, cost), "dsatur": dsatur(cp)}
    if backend in heur:
        heur = {backend: heur[backend]}
    name, best = min(heur.items(), key=lambda kv: (int(cost[kv[1] < 0].sum()), kv[0]))
    best_cost = int(cost[best < 0].sum())
    if best_cost == 0 or backend in HEURISTICS:
        return ClassResult(best, best_cost, 0, best_cost == 0, "nothing spilled"
                           if best_cost == 0 else "heuristic, no bound", name)
    if backend == "sat":
        out = call_with_limit(sat.min_spill, (cp, cost), opts.remaining())
        if out is None:
            return ClassResult(best, best_cost, 0, False, "MaxSAT (RC2) stopped at the "
                               "time limit; heuristic result, no bound", name)
        start, opt = out
        return ClassResult(start, opt, opt, True, "MaxSAT (RC2) optimum", "sat")
    try:
        enc = cpsat.build_model(cp, upper=len(cp.cls.allocatable()), allow_spill=True,
                                cost=cost, seconds=_build_share(opts))
    except cpsat.ModelTooLarge as e:
        return ClassResult(best, best_cost, 0, False, f"CP-SAT model too large to "
                           f"build in the time left ({e}); heuristic result, no bound",
                           name)
    cpsat.add_hint(enc, best)
    solver, status = solve_cpsat(enc.model, opts)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return ClassResult(best, best_cost, 0, False, "CP-SAT found nothing better "
                           "in the limit", name)
    start = cpsat.decode(solver, enc, cp.n)
    obj = int(cost[start < 0].sum())
    bound = _ceil(solver.best_objective_bound)
    proven = status == cp_model.OPTIMAL
    return ClassResult(start, obj, obj if proven else bound, proven,
                       "CP-SAT proved optimality" if proven else f"CP-SAT bound {bound}",
                       "cpsat")
