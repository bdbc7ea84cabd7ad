"""A given plan as a floor (``allocate(warm_start=...)``, ``solve --warm-start``):
a valid cheaper plan comes back with the solver's bound; an invalid one never
does."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import kernel, toy_target

from solver_alloc import Allocation, Status, allocate, verify
from solver_alloc.backends import Objective
from solver_alloc.cli import main
from solver_alloc.formats.allocation import save_allocation
from solver_alloc.formats.kernel import save_kernel
from solver_alloc.warm import best_of

T = toy_target(count=2, widths=(1,))
K = kernel([{"op": "d", "defs": ["a"]}, {"op": "d", "defs": ["b"]},
            {"op": "d", "defs": ["c"]}, {"op": "u", "uses": ["a"], "defs": ["e"]},
            {"op": "u", "uses": ["e", "b"]}, {"op": "u", "uses": ["c"]}])


def test_a_cheaper_valid_plan_is_returned_with_the_solvers_bound() -> None:
    best = allocate(K, T, objective="spill", backend="cpsat")
    heur = allocate(K, T, objective="spill", backend="linear-scan")
    assert heur.objective > best.objective  # the heuristic spills more
    got = allocate(K, T, objective="spill", backend="linear-scan", warm_start=best)
    assert got.objective == best.objective
    assert got.stats["plan_from"] == "warm start"
    assert got.status is Status.FEASIBLE  # the heuristic proves no bound
    assert got.bound <= got.objective
    assert verify(K, T, got).valid
    # with an exact backend the plan meets the bound: OPTIMAL either way
    again = allocate(K, T, objective="spill", backend="cpsat", warm_start=best)
    assert (again.status, again.stats["plan_from"]) == (Status.OPTIMAL, "solver")
    assert verify(K, T, again).valid


def test_without_a_bound_from_the_solver_the_bound_stays_zero() -> None:
    """A solver that proved nothing (UNKNOWN, no bound): the given plan comes
    back FEASIBLE with bound 0, not with its own cost as a "bound"."""
    best = allocate(K, T, objective="spill", backend="cpsat")
    nothing = Allocation(best.kernel, best.target, Status.UNKNOWN,
                         objective_kind="spill")
    got = best_of(K, T, nothing, best, Objective.SPILL)
    assert (got.status, got.objective, got.bound) == (Status.FEASIBLE, best.objective, 0)
    assert verify(K, T, got).valid


@pytest.mark.parametrize("claimed", [Status.OPTIMAL, Status.FEASIBLE])
def test_a_plan_that_beats_the_solvers_bound_is_never_optimal(claimed: Status) -> None:
    """A solver whose bound (over its own plan space) is above a valid plan's
    cost: that plan lies outside the space, so the bound proves nothing about
    it. It comes back FEASIBLE with bound 0, never OPTIMAL."""
    best = allocate(K, T, objective="spill", backend="cpsat")
    narrow = Allocation(best.kernel, best.target, claimed, objective_kind="spill",
                        objective=best.objective + 5, bound=best.objective + 2,
                        assignment=dict(best.assignment), operations=best.operations)
    got = best_of(K, T, narrow, best, Objective.SPILL)
    assert (got.status, got.objective, got.bound) == (Status.FEASIBLE, best.objective, 0)
    assert "outside the solver's plan space" in got.certificate
    assert verify(K, T, got).valid
    # meeting the bound exactly is still a proof
    exact = Allocation(best.kernel, best.target, Status.FEASIBLE, objective_kind="spill",
                       objective=best.objective + 5, bound=best.objective)
    assert best_of(K, T, exact, best, Objective.SPILL).status is Status.OPTIMAL


def test_an_invalid_plan_is_never_returned() -> None:
    best = allocate(K, T, objective="spill", backend="cpsat")
    broken = Allocation(best.kernel, best.target, Status.FEASIBLE,
                        assignment=dict(best.assignment), operations=())
    got = allocate(K, T, objective="spill", backend="linear-scan", warm_start=broken)
    assert got.stats["plan_from"] == "solver"
    assert str(got.stats["warm_start"]).startswith("invalid:")
    assert verify(K, T, got).valid


def test_cli_warm_start(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    best = allocate(K, T, objective="spill", backend="cpsat")
    save_kernel(K, tmp_path / "k.json")
    save_allocation(best, tmp_path / "best.json")
    target = tmp_path / "toy.toml"
    target.write_text('name = "toy"\ndefault_class = "g"\n[classes.g]\ncount = 2\n'
                      'prefix = "g"\nstore_cost = 3\nload_cost = 5\n')
    args = ["solve", str(tmp_path / "k.json"), "--target", str(target), "--objective",
            "spill", "--backend", "linear-scan", "--warm-start", str(tmp_path / "best.json")]
    assert main(args) == 0
    assert "the warm start (verified" in capsys.readouterr().out
    assert main([*args[:-1], str(tmp_path / "missing.json")]) == 2
