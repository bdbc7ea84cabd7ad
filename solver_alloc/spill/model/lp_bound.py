"""A lower bound on a split model from its LP relaxation, solved by GLOP.

On kernels with many blocks, CP-SAT with one worker can spend its whole budget in
presolve and search without publishing an objective bound. The split model's rows are
all linear, so relaxing its Booleans to ``[0, 1]`` gives an LP whose optimum is a lower
bound on the model's optimum, hence on every plan the model admits (see
:mod:`solver_alloc.spill.modes.exact` for the plans it admits). GLOP solves that LP
directly, far sooner on such models.

The bound is taken only from an LP solved to optimality, lowered by a relative
safety margin of ``SAFETY`` for GLOP's floating-point tolerances, and rounded up
to the model's integer objective. A model with any other kind of row (an
implication between two Booleans relaxes to ``a <= b``), or an enforcement
literal, gets no LP bound.
"""

from __future__ import annotations

import math
import time
from fractions import Fraction
from typing import Any

from ortools.linear_solver import pywraplp
from ortools.sat.python import cp_model

SAFETY = 1e-6
"""Relative margin taken off GLOP's optimum before rounding up."""

_INT_INF = 2**62
CHECK_EVERY = 4096
"""Rows added between two looks at the clock while the LP is built (a model of
16,384 values over many blocks takes longer to build than its share)."""


def _finite(x: int) -> float | None:
    return None if abs(x) >= _INT_INF else float(x)


def _interval(lp: pywraplp.Solver, domain: Any) -> tuple[float, float]:
    """The hull of a CP-SAT domain (a domain with holes relaxes to its hull)."""
    dom, inf = list(domain), lp.infinity()
    lo, hi = _finite(dom[0]), _finite(dom[-1])
    return -inf if lo is None else lo, inf if hi is None else hi


def _linear(c: Any) -> bool:
    return bool(c.has_linear() and not len(c.enforcement_literal))


def _implication(c: Any) -> bool:
    """``a => b`` between two Booleans: a one-literal ``bool_and`` under one
    enforcement literal (relaxed to ``a <= b``)."""
    return bool(c.has_bool_and() and len(c.enforcement_literal) == 1
                and len(c.bool_and.literals) == 1)


def _relaxation(model: cp_model.CpModel, deadline: float
                ) -> tuple[pywraplp.Solver, Any] | None:
    """GLOP's LP of ``model`` and its objective, or None (another kind of row, a
    negated reference, which our encodings never write, or past ``deadline``)."""
    proto = model.proto
    if not all(_linear(c) or _implication(c) for c in proto.constraints):
        return None
    lp = pywraplp.Solver.CreateSolver("GLOP")
    if lp is None:
        return None
    cols = [lp.NumVar(*_interval(lp, v.domain), "") for v in proto.variables]
    for k, c in enumerate(proto.constraints):
        if k % CHECK_EVERY == 0 and time.monotonic() > deadline:
            return None  # building alone would overrun the share: no bound
        if _implication(c):  # a => b: a - b <= 0
            a, b = c.enforcement_literal[0], c.bool_and.literals[0]
            if a < 0 or b < 0:
                return None
            row = lp.Constraint(-lp.infinity(), 0.0)
            row.SetCoefficient(cols[a], 1)
            row.SetCoefficient(cols[b], -1)
            continue
        row = lp.Constraint(*_interval(lp, c.linear.domain))
        for ref, a in zip(c.linear.vars, c.linear.coeffs, strict=True):
            if ref < 0:
                return None
            row.SetCoefficient(cols[ref], a)
    objective = lp.Objective()
    for ref, a in zip(proto.objective.vars, proto.objective.coeffs, strict=True):
        if ref < 0:
            return None
        objective.SetCoefficient(cols[ref], a)
    objective.SetMinimization()
    return lp, objective


def lp_bound(model: cp_model.CpModel, seconds: float) -> Fraction | None:
    """A lower bound on ``model``'s integer objective from its LP relaxation, or
    None (a row that is not linear, or GLOP not optimal within ``seconds``,
    building included: an LP with no feasible point, too, is left to CP-SAT)."""
    deadline = time.monotonic() + seconds
    proto = model.proto
    if seconds <= 0 or (proto.objective.scaling_factor or 1.0) != 1.0:
        return None  # CP-SAT's own objective scaling: not used by our encodings
    built = _relaxation(model, deadline)
    left = deadline - time.monotonic()
    if built is None or left <= 0:
        return None
    lp, objective = built
    lp.SetTimeLimit(max(1, int(left * 1000)))
    lp.SetSolverSpecificParametersAsString("use_dual_simplex: true")  # 2x faster here
    if lp.Solve() != pywraplp.Solver.OPTIMAL:
        return None
    value = objective.Value() + proto.objective.offset
    return Fraction(max(0, math.ceil(value - SAFETY * abs(value) - 1e-9)))
