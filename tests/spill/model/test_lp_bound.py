"""The LP bound of a split model (``spill/lp_bound.py``): never above the
model's own optimum (CP-SAT, solved to a proof), on random kernels with
control flow and loops, so it never above the exhaustive search's optimum on
loop kernels either; and None for a model it cannot relax."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise

from helpers import toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.loop_spill import cheapest_loop_spill
from ortools.sat.python import cp_model
from strategies import cfg_kernels, loop_kernels
from thorough import examples

from solver_alloc import Kernel
from solver_alloc.analysis.problem import Problem
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.model.lp_bound import lp_bound
from solver_alloc.spill.problem import build, overflow


def _bounds(k: Kernel, n_regs: int) -> tuple[Fraction, Fraction, Fraction] | None:
    """(LP bound, CP-SAT optimum, scale) of the kernel's split model, in the
    model's integer units; None when the model has no plan."""
    t = toy_target(count=n_regs, widths=(1,))
    problem = Problem.from_kernel(k, t)
    sp = build(problem, t.default_class)
    if overflow(sp) is not None:
        return None
    m = encode(sp)
    solver, status = solve_cpsat(m.model, SolveOptions(time_limit=60))
    if status == cp_model.INFEASIBLE:
        return None
    assert status == cp_model.OPTIMAL
    lp = lp_bound(m.model, 30.0)
    assert lp is not None  # every row of the split model is linear
    return lp, Fraction(round(solver.objective_value)), Fraction(m.scale)


@settings(max_examples=examples(60), deadline=None)
@given(cfg_kernels(), st.integers(1, 3))
def test_lp_bound_is_below_the_models_optimum(k: Kernel, n_regs: int) -> None:
    got = _bounds(k, n_regs)
    assume(got is not None)
    assert got is not None
    lp, best, _ = got
    assert 0 <= lp <= best


@settings(max_examples=examples(40), deadline=None)
@given(loop_kernels(), st.integers(1, 3))
def test_lp_bound_is_below_the_exhaustive_optimum(k: Kernel, n_regs: int) -> None:
    want = cheapest_loop_spill(k, toy_target(count=n_regs, widths=(1,)))
    got = _bounds(k, n_regs)
    assume(got is not None and want is not None)
    assert got is not None
    assert want is not None
    lp, _, scale = got
    assert lp / scale <= want


def test_a_model_with_other_rows_has_no_lp_bound() -> None:
    m = cp_model.CpModel()
    x, y = m.new_bool_var("x"), m.new_bool_var("y")
    m.add_bool_or([x, y])
    m.minimize(x + y)
    assert lp_bound(m, 5.0) is None
    m2 = cp_model.CpModel()
    a, b = m2.new_bool_var("a"), m2.new_bool_var("b")
    m2.add(a + b >= 1)
    m2.add(2 * a + 3 * b >= 2)
    m2.minimize(3 * a + 2 * b)
    assert lp_bound(m2, 5.0) == 2  # LP: b = 1 (cost 2) is also the integer optimum


def test_no_lp_bound_past_its_share_of_the_budget() -> None:
    """Building the LP counts against its seconds: with none left, no bound
    (never a late one)."""
    m = cp_model.CpModel()
    x = [m.new_bool_var(f"x{i}") for i in range(10)]
    for a, b in pairwise(x):
        m.add(a + b >= 1)
    m.minimize(sum(x))
    assert lp_bound(m, 1e-9) is None
    assert lp_bound(m, 0.0) is None
    assert lp_bound(m, 5.0) == 5
