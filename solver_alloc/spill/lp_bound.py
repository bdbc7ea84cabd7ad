"""A lower bound on a split model from its LP relaxation, solved by GLOP.

On kernels with many blocks, CP-SAT with one worker can spend its whole budget
in presolve and search without publishing an objective bound (2,000 values in
143 blocks: bound 0 after 34 s). The split model's rows are all linear, so
relaxing its Booleans to ``[0, 1]`` gives an LP whose optimum is a lower bound
on the model's optimum, hence on every plan the model admits (the model only
counts registers: see :mod:`solver_alloc.spill.exact`). GLOP solves that LP
directly: the same 2,000-value model in about 20 s, bound 92,960 where CP-SAT
had 0.

The bound is taken only from an LP solved to optimality, lowered by a relative
safety margin of ``SAFETY`` for GLOP's floating-point tolerances, and rounded up
to the model's integer objective. A model with any other kind of row, or an
enforcement literal, gets no LP bound.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction

from ortools.linear_solver import pywraplp
from ortools.sat.python import cp_model

SAFETY = 1e-6
"""Relative margin taken off GLOP's optimum before rounding up."""

_INT_INF = 2**62


def _finite(x: int) -> float | None:
    return None if abs(x) >= _INT_INF else float(x)


def lp_bound(model: cp_model.CpModel, seconds: float) -> Fraction | None:
    """A lower bound on ``model``'s integer objective from its LP relaxation, or
    None (a row that is not linear, or GLOP not optimal within ``seconds``: an
    LP with no feasible point, too, is left to CP-SAT to prove)."""
    start = time.monotonic()
    proto = model.proto
    rows = proto.constraints
    if seconds <= 0 or any(not c.has_linear() or len(c.enforcement_literal)
                           for c in rows):
        return None
    lp = pywraplp.Solver.CreateSolver("GLOP")
    if lp is None:
        return None
    inf = lp.infinity()
    cols = []
    for v in proto.variables:
        dom = list(v.domain)
        lo, hi = _finite(dom[0]), _finite(dom[-1])
        cols.append(lp.NumVar(-inf if lo is None else lo, inf if hi is None else hi, ""))
    for c in rows:
        dom = list(c.linear.domain)
        lo, hi = _finite(dom[0]), _finite(dom[-1])  # the hull of a domain with holes
        row = lp.Constraint(-inf if lo is None else lo, inf if hi is None else hi)
        for ref, a in zip(c.linear.vars, c.linear.coeffs, strict=True):
            if ref < 0:  # a negated reference: not written by our encodings
                return None
            row.SetCoefficient(cols[ref], a)
    objective = lp.Objective()
    for ref, a in zip(proto.objective.vars, proto.objective.coeffs, strict=True):
        if ref < 0:
            return None
        objective.SetCoefficient(cols[ref], a)
    objective.SetMinimization()
    left = seconds - (time.monotonic() - start)  # building the LP counts too
    if left <= 0:
        return None
    lp.SetTimeLimit(max(1, int(left * 1000)))
    lp.SetSolverSpecificParametersAsString("use_dual_simplex: true")  # 2x faster here
    if lp.Solve() != pywraplp.Solver.OPTIMAL:
        return None
    scale = proto.objective.scaling_factor or 1.0
    if scale != 1.0:
        return None  # CP-SAT's own scaling: not used by our encodings
    value = objective.Value() + proto.objective.offset
    return Fraction(max(0, math.ceil(value - SAFETY * abs(value) - 1e-9)))
