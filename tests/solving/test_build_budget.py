"""A CP-SAT model that cannot be built in the time left is not built."""

from __future__ import annotations

from pathlib import Path

import pytest

from solver_alloc import Status, allocate, load_target, verify
from solver_alloc.colouring import cpsat
from solver_alloc.formats.dimacs import load_dimacs
from solver_alloc.solving import SolveOptions


def test_a_colouring_model_too_large_for_the_time_left_is_not_built(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Building a model cannot be interrupted, so a model that would outlive its
    share of the budget is skipped. The heuristic plan is returned, verified,
    with its bound. Before this, a PTX matmul's pieces took 66 s to encode on a
    20 s limit."""
    path = tmp_path / "c5.col"
    path.write_text("p edge 5 5\ne 1 2\ne 2 3\ne 3 4\ne 4 5\ne 5 1\n")
    graph = load_dimacs(path)
    target = load_target("x86-64")
    exact = allocate(graph, target, backend="cpsat", time_limit=30)
    assert (exact.status, exact.objective) == (Status.OPTIMAL, 3)
    assert verify(graph, target, exact).valid
    monkeypatch.setattr(cpsat, "BUILD_RATE", 1e-6)
    skipped = allocate(graph, target, backend="cpsat", time_limit=30)
    assert skipped.status is Status.FEASIBLE
    assert (skipped.objective, skipped.bound) == (3, 2)
    assert "too large to build" in skipped.certificate + skipped.explanation
    assert verify(graph, target, skipped).valid
    unlimited = allocate(graph, target, backend="cpsat", time_limit=None)
    assert unlimited.status is Status.OPTIMAL  # no budget: always built
    assert verify(graph, target, unlimited).valid


def test_reserving_keeps_back_at_most_a_tenth_of_what_is_left() -> None:
    """``reserving`` keeps seconds for later work inside a solve (colouring its
    plan) out of its budget, never more than a tenth of the budget left;
    without a limit nothing is kept. (What cannot be cut, such as the
    verifier's check, is kept back in full: ``leaving``, tests/solving/test_run_floor.py.)"""
    opts = SolveOptions(time_limit=100.0).started()
    assert opts.deadline is not None
    kept = opts.reserving(3.0)
    assert kept.deadline == pytest.approx(opts.deadline - 3.0, abs=1e-6)
    capped = opts.reserving(50.0)
    assert capped.deadline is not None
    assert opts.deadline - capped.deadline == pytest.approx(10.0, abs=0.01)
    unlimited = SolveOptions(time_limit=None).started()
    assert unlimited.reserving(3.0) == unlimited


@pytest.mark.parametrize(("objective", "most"), [("spill", 0.2), ("registers", 1.0)])
def test_colouring_whole_values_leaves_the_spill_objective_most_of_the_budget(
        monkeypatch: pytest.MonkeyPatch, objective: str, most: float) -> None:
    """When MaxLive fits, whole values are coloured first; under the spill
    objective the split model follows where they do not colour, so that
    colouring takes :attr:`~solver_alloc.budget.BudgetPolicy.colour_share` of the
    budget; under the registers objective it is the whole job and takes it all.
    (The colouring is watched where each objective calls it: a public function.)"""
    from helpers import kernel, toy_target

    import solver_alloc.solve as solve_module
    import solver_alloc.spill.target as spill_target
    from solver_alloc import verify
    from solver_alloc.colouring.kernel import colour_kernel

    seen: list[float] = []

    def recording(problem, backend, opts, *rest):  # type: ignore[no-untyped-def]
        seen.append(opts.remaining())
        return colour_kernel(problem, backend, opts, *rest)
    monkeypatch.setattr(spill_target if objective == "spill" else solve_module,
                        "colour_kernel", recording)
    k = kernel([{"op": "op", "defs": ["a"]}, {"op": "op", "defs": ["b"], "uses": ["a"]},
                {"op": "op", "uses": ["b"]}])
    t = toy_target(count=2, widths=(1,))
    a = allocate(k, t, objective=objective, time_limit=20)
    assert a.status is Status.OPTIMAL
    assert verify(k, t, a).valid
    assert seen
    assert max(seen) <= most * 20 + 1e-6
    assert max(seen) > most * 20 * 0.8  # the share, not less
