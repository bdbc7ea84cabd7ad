"""The third round of the independent tester's cases (``tests/data/adversarial3``),
by their names there: false proofs about ``no_spill`` (A12, A13), a
spill-everywhere INFEASIBLE (A14), and returned allocations the verifier
rejected (B7 to B9). Each states the right answer; every plan returned is
verified at the cost it claims."""

from __future__ import annotations

import pytest
from helpers import DATA, case_target, hand_cost, solve_verified

from solver_alloc import Allocation, Status, allocate, load_target
from solver_alloc.result import PlanSpace
from solver_alloc.targets import Target

CASES = DATA / "adversarial3"
BASELINES = ("linear-scan", "dsatur", "chaitin-briggs")


def _target(name: str, **counts: int) -> Target:
    return case_target(CASES, name, **counts)


def _solve(case: str, t: Target, **kw: object) -> Allocation:
    return solve_verified(CASES / case, t, **kw)[0]


def _hand(case: str, t: Target) -> float:
    return hand_cost(CASES / case, t)


# ------------------------------------------------- A: no_spill, solve and verify agree

@pytest.mark.parametrize(("case", "target", "counts", "cost"), [
    ("nospill_remat_optimal.json", "x86-64", {"gpr": 2}, 1),  # A12
    ("nospill_remat.json", "x86-64", {"gpr": 1}, 1),  # A12b
    ("nospill_remat_callee_saved.json", "nospill_remat_callee_saved.toml", {}, 8),  # A12c
    ("nospill_livein_indexed.json", "x86-64", {}, 4),  # A13
    ("nospill_livein_indexed_optimal.json", "nospill_livein_indexed_optimal.toml", {},
     26),  # A13b
    ("nospill_livein_mem.json", "x86-64", {"gpr": 1}, 1),  # A13c
])
def test_a12_a13_no_spill_may_be_rematerialised_and_arrive_in_memory(
        case: str, target: str, counts: dict[str, int], cost: float) -> None:
    """``no_spill`` forbids stores and loads only: the tester's plan (a remat, or
    a live-in left in memory) verifies, and the solver proves its cost optimal."""
    t = _target(target, **counts)
    assert _hand(case, t) == cost
    a = _solve(case, t, objective="spill")
    assert a.status is Status.OPTIMAL
    assert a.objective == cost


def test_a13_indexed_only_no_spill_live_in_needs_no_register() -> None:
    a = _solve("nospill_livein_indexed.json", _target("x86-64"))
    assert a.status is Status.OPTIMAL
    assert a.objective == 0


def test_a14_spill_everywhere_never_claims_the_kernel_infeasible() -> None:
    """A live-in never written arrives in memory under spill-everywhere (no home
    at entry), and a plan-space overflow is no proof."""
    t = _target("everywhere_false_infeasible.toml")
    assert _hand("everywhere_false_infeasible.json", t) == 25
    for backend in ("sat", *BASELINES):
        a = _solve("everywhere_false_infeasible.json", t, objective="spill",
                   backend=backend)
        assert a.status is not Status.INFEASIBLE, backend
        assert a.is_feasible, (backend, a.explanation)
        assert a.plan_space is PlanSpace.SPILL_EVERYWHERE


def test_no_spill_value_read_through_an_index_after_its_def_is_infeasible() -> None:
    """Its indexed read needs memory, memory needs a store, and a store is spill
    code: no allocation exists (B9's kernel, solved exactly)."""
    a = _solve("nospill_indexed_def.json", _target("x86-64"), objective="spill")
    assert a.status is Status.INFEASIBLE
    assert "no_spill" in a.explanation


# --------------------------------------------- B: returned plans the verifier rejected

@pytest.mark.parametrize("objective", ["registers", "spill"])
@pytest.mark.parametrize("backend", ["auto", "cpsat", "sat", *BASELINES])
def test_b7_live_ins_on_different_branches_of_an_empty_entry_interfere(
        objective: str, backend: str) -> None:
    """Both arrive at the entry: two registers, as with one ``nop`` there."""
    t = _target("x86-64")
    a = _solve("li_diamond.json", t, objective=objective, backend=backend)
    control = _solve("li_diamond_nonempty.json", t, objective=objective, backend=backend)
    assert a.status is Status.OPTIMAL
    assert a.registers_used == control.registers_used == {"gpr": 2}


def test_b7_with_one_register_one_live_in_arrives_in_memory() -> None:
    t = _target("x86-64", gpr=1)
    a = _solve("li_diamond.json", t, objective="spill")
    control = _solve("li_diamond_nonempty.json", t, objective="spill")
    assert a.status is control.status is Status.OPTIMAL
    assert a.objective == control.objective == 4


@pytest.mark.parametrize("backend", ["auto", "sat", *BASELINES])
def test_b8_spill_everywhere_stores_a_live_in_at_an_empty_entry(backend: str) -> None:
    a = _solve("empty_entry_spill.json", _target("x86-64", gpr=1), objective="spill",
               backend=backend)
    assert a.is_feasible


@pytest.mark.parametrize("backend", ["sat", *BASELINES])
def test_b9_baselines_never_spill_a_no_spill_value(backend: str) -> None:
    a = _solve("nospill_indexed_def.json", _target("x86-64"), objective="spill",
               backend=backend)
    assert a.status is Status.UNKNOWN  # no plan in their space, and no proof


def test_b7_messages_number_the_instructions_of_the_kernel() -> None:
    """The entry's point is internal: an explanation names the kernel's own
    instructions. Here ``f`` (instruction 0 of the kernel, 1 of the kernel the
    solver sees) reads two live-ins with one register."""
    from solver_alloc.formats.kernel import kernel_from_dict
    k = kernel_from_dict({"name": "k", "live_in": ["x", "y"], "blocks": [
        {"name": "e", "succs": ["b"], "instrs": []},
        {"name": "b", "succs": [], "instrs": [
            {"op": "f", "uses": ["x", "y"]}, {"op": "g", "uses": ["x"]}]}]})
    a = allocate(k, load_target("x86-64").with_counts({"gpr": 1}), objective="spill")
    assert a.status is Status.INFEASIBLE
    assert "at instruction 0 the values it reads" in a.explanation, a.explanation
    assert "instruction 1" not in a.explanation
