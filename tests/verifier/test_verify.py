"""The independent verifier catches each kind of violation and recomputes costs."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.assignment import assignment_is_valid
from strategies import straight_kernels
from thorough import examples

from solver_alloc import Allocation, Operation, Status, Target, load_target, verify
from solver_alloc.ir import InterferenceGraph, Kernel


def alloc(assignment: dict[str, Any], ops: list[Operation] | None = None,
          **kw: Any) -> Allocation:
    return Allocation("k", kw.pop("target", ""), Status.FEASIBLE,
                      assignment=assignment, operations=tuple(ops or ()), **kw)


def kinds(k: Kernel | InterferenceGraph, t: Target, a: Allocation) -> list[str]:
    return [v.kind for v in verify(k, t, a).violations]


ABC = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
              {"op": "c", "uses": ["x", "y"], "defs": ["z"]}, {"op": "d", "uses": ["z"]}])


def test_valid_allocation_has_no_violation(x86: Target) -> None:
    r = verify(ABC, x86, alloc({"x": "r0", "y": "r1", "z": "r0"}))
    assert r.valid
    assert r.cost == 0
    assert dict(r.registers_used) == {"gpr": 2}


def test_clobbered_value_is_reported_at_its_use(x86: Target) -> None:
    r = verify(ABC, x86, alloc({"x": "r0", "y": "r0", "z": "r0"}))
    assert [v.kind for v in r.violations] == ["use_not_in_register"]
    assert r.violations[0].instr == 2
    assert "overwritten by the def of 'y' at instruction 1" in r.violations[0].message


def test_two_defs_of_one_instruction_in_one_register(x86: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x", "y"]}])
    assert kinds(k, x86, alloc({"x": "r0", "y": "r0"})) == ["register_conflict"]


def test_reserved_register(x86: Target) -> None:
    assert "reserved_register" in kinds(ABC, x86, alloc({"x": "r4", "y": "r1",
                                                         "z": "r0"}))


def test_wrong_class_and_unknown_register(x86: Target) -> None:
    assert "wrong_class" in kinds(ABC, x86, alloc({"x": "ymm0", "y": "r1", "z": "r0"}))
    assert "wrong_class" in kinds(ABC, x86, alloc({"x": "r99", "y": "r1", "z": "r0"}))


def test_unassigned_value(x86: Target) -> None:
    assert "unassigned" in kinds(ABC, x86, alloc({"y": "r1", "z": "r0"}))


TUPLE = kernel([{"op": "a", "defs": ["w"]}, {"op": "b", "uses": ["w"]}],
               values={"w": {"width": 2}})


def test_tuple_must_be_consecutive_and_aligned(sm90: Target) -> None:
    assert kinds(TUPLE, sm90, alloc({"w": ["R2", "R3"]})) == []
    # A rejected tuple is never written, so its use is reported too.
    for bad in (["R1", "R2"], ["R2", "R4"], "R2"):
        assert kinds(TUPLE, sm90, alloc({"w": bad})) == ["bad_tuple",
                                                         "use_not_in_register"]


def test_granularity_rounds_registers_used(sm90: Target) -> None:
    r = verify(TUPLE, sm90, alloc({"w": ["R2", "R3"]}))
    assert dict(r.registers_used) == {"r": 8}


def test_fixed_value_elsewhere(x86: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"]}],
               values={"x": {"fixed": "r2"}})
    assert kinds(k, x86, alloc({"x": "r2"})) == []
    assert kinds(k, x86, alloc({"x": "r3"})) == ["fixed_register_mismatch"]


def test_fixed_value_is_reloaded_only_into_its_register(x86: Target) -> None:
    """Pre-coloured means the value lives only in that register (an argument in
    $rdi is read from $rdi): a load, move or remat may not put it elsewhere."""
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
                {"op": "c", "uses": ["y"]}, {"op": "d", "uses": ["x"]}],
               values={"x": {"fixed": "r2", "remat_cost": 1}})
    home = [Operation(1, "store", value="x", reg="r2"),
            Operation(3, "load", value="x", reg="r2")]
    assert kinds(k, x86, alloc({"x": "r2", "y": "r2"}, home)) == []
    away = [Operation(1, "store", value="x", reg="r2"),
            Operation(3, "load", value="x", reg="r3")]
    assert kinds(k, x86, alloc({"x": "r2", "y": "r2"}, away))[0] == "fixed_value_elsewhere"
    remat = [Operation(3, "remat", value="x", reg="r3")]
    assert kinds(k, x86, alloc({"x": "r2", "y": "r2"}, remat))[0] == "fixed_value_elsewhere"
    moved = [Operation(1, "move", value="x", src="r2", dst="r1")]
    assert kinds(k, x86, alloc({"x": "r2", "y": "r3"}, moved)) == ["fixed_value_elsewhere"]


SPILL = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
                {"op": "c", "uses": ["y"]}, {"op": "d", "uses": ["x"]}])


def test_spill_code_is_valid_and_costed(x86: Target) -> None:
    ops = [Operation(1, "store", value="x", reg="r0"),
           Operation(3, "load", value="x", reg="r0")]
    r = verify(SPILL, x86, alloc({"x": "r0", "y": "r0"}, ops))
    assert r.valid
    assert r.cost == x86.classes["gpr"].store_cost + x86.classes["gpr"].load_cost


def test_load_before_any_store(x86: Target) -> None:
    ops = [Operation(3, "load", value="x", reg="r0")]
    assert kinds(SPILL, x86, alloc({"x": "r0", "y": "r0"}, ops)) == ["load_without_store"]


def test_move_relocates_value(x86: Target) -> None:
    ops = [Operation(1, "move", value="x", src="r0", dst="r1")]
    assert kinds(SPILL, x86, alloc({"x": "r0", "y": "r0"}, ops)) == []
    bad = [Operation(1, "move", value="x", src="r2", dst="r1")]
    assert kinds(SPILL, x86, alloc({"x": "r0", "y": "r0"}, bad)) == ["move_wrong_source"]


INDEXED = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"], "indexed": ["x"]}],
                 values={"x": {"remat_cost": 3}})


def test_indexed_use_from_a_register_is_rejected(x86: Target) -> None:
    assert kinds(INDEXED, x86, alloc({"x": "r0"})) == ["indexed_use_in_register"]


def test_indexed_use_served_by_store_or_remat(x86: Target) -> None:
    store = [Operation(1, "store", value="x", reg="r0")]
    assert kinds(INDEXED, x86, alloc({"x": "r0"}, store)) == []
    remat = [Operation(1, "remat", value="x", reg="r1")]
    r = verify(INDEXED, x86, alloc({"x": "r0"}, remat))
    assert r.valid
    assert r.cost == 3


def test_remat_needs_a_remat_cost(x86: Target) -> None:
    ops = [Operation(3, "remat", value="x", reg="r0")]
    assert "not_rematerializable" in kinds(SPILL, x86, alloc({"x": "r0", "y": "r0"}, ops))


def test_missing_feature(x86: Target, trn2: Target) -> None:
    k = kernel([{"op": "bar", "requires": ["shared_memory"]}])
    assert kinds(k, trn2, alloc({})) == []
    assert kinds(k, load_target("trn1"), alloc({})) == ["missing_feature"]


ACT = kernel([{"op": "act", "act": "exp"}, {"op": "act", "act": "relu"},
              {"op": "act", "act": "rsqrt"}])


def test_activation_needs_the_loaded_set(trn2: Target) -> None:
    good = [Operation(0, "load_act_set", set="exp_and_others"),
            Operation(2, "load_act_set", set="reciprocal_sqrt_and_small")]
    r = verify(ACT, trn2, alloc({}, good))
    assert r.valid
    assert r.cost == 2 * trn2.activation.load_cost
    assert kinds(ACT, trn2, alloc({}, good[:1])) == ["act_not_in_set"]
    assert kinds(ACT, trn2, alloc({}, good[1:])) == ["act_set_missing"] * 2


def test_too_many_distinct_sets(trn2: Target) -> None:
    sets = trn2.activation.set_names()[:9]
    k = kernel([{"op": "act", "act": "relu"}] * 9)
    ops = [Operation(i, "load_act_set", set=s) for i, s in enumerate(sets)]
    assert kinds(k, trn2, alloc({}, ops)) == ["too_many_sets"]
    reuse = [*ops[:8], Operation(8, "load_act_set", set=sets[0])]
    assert kinds(k, trn2, alloc({}, reuse)) == []


def test_unknown_set(trn2: Target) -> None:
    ops = [Operation(0, "load_act_set", set="nope")]
    assert "unknown_set" in kinds(ACT, trn2, alloc({}, ops))


DIAMOND = kernel(blocks=[
    {"name": "entry", "succs": ["l", "r"], "instrs": [{"op": "a", "defs": ["x"]}]},
    {"name": "l", "succs": ["j"], "instrs": [{"op": "b", "defs": ["y"]},
                                             {"op": "u", "uses": ["y"]}]},
    {"name": "r", "succs": ["j"], "instrs": [{"op": "c"}]},
    {"name": "j", "instrs": [{"op": "d", "uses": ["x"]}]}])


def test_join_needs_agreeing_state(x86: Target) -> None:
    assert kinds(DIAMOND, x86, alloc({"x": "r0", "y": "r1"})) == []
    # x is moved on one path only: the join sees it in r0 or r2.
    ops = [Operation(2, "move", value="x", src="r0", dst="r2")]
    r = verify(DIAMOND, x86, alloc({"x": "r0", "y": "r1"}, ops))
    assert [v.kind for v in r.violations] == ["use_not_in_register"]
    assert "differs across predecessors" in r.violations[0].message


def test_clobber_on_one_path_only(x86: Target) -> None:
    r = verify(DIAMOND, x86, alloc({"x": "r0", "y": "r0"}))
    assert [v.kind for v in r.violations] == ["use_not_in_register"]
    assert "on the path from block 'l'" in r.violations[0].message


LOOP = kernel(live_in=["n"], live_out=["s"], blocks=[
    {"name": "entry", "succs": ["loop"], "instrs": [{"op": "z", "defs": ["s"]}]},
    {"name": "loop", "freq": 10, "succs": ["loop", "exit"],
     "instrs": [{"op": "add", "uses": ["s", "n"], "defs": ["s"]},
                {"op": "t", "defs": ["t"]}, {"op": "u", "uses": ["t"]}]},
    {"name": "exit", "instrs": []}])


def test_loop_back_edge_state_and_frequency(x86: Target) -> None:
    assert kinds(LOOP, x86, alloc({"n": "r0", "s": "r1", "t": "r2"})) == []
    # t clobbers s inside the loop: s is needed on the back edge and at the exit.
    assert "use_not_in_register" in kinds(LOOP, x86, alloc({"n": "r0", "s": "r1",
                                                            "t": "r1"}))
    ops = [Operation(3, "store", value="t", reg="r2")]
    r = verify(LOOP, x86, alloc({"n": "r0", "s": "r1", "t": "r2"}, ops))
    assert r.cost == 10 * x86.classes["gpr"].store_cost


def test_live_out_must_survive(x86: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]}], live_out=["x"])
    assert kinds(k, x86, alloc({"x": "r0", "y": "r0"})) == ["live_out_lost"]


ORDERED = kernel([{"op": "a", "defs": ["x"], "id": "A"}, {"op": "b", "uses": ["x"]},
                  {"op": "c", "writes": ["T"]}, {"op": "d", "reads": ["T"]},
                  {"op": "e", "after": ["A"]}])


def test_reordering_must_respect_dependences(x86: Target) -> None:
    ok = alloc({"x": "r0"}, order=(2, 0, 3, 4, 1))
    assert kinds(ORDERED, x86, ok) == []
    assert kinds(ORDERED, x86, alloc({"x": "r0"}, order=(1, 0, 2, 3, 4))) == \
        ["broken_dependence", "use_not_in_register"]
    assert kinds(ORDERED, x86, alloc({"x": "r0"}, order=(0, 1, 3, 2, 4))) == \
        ["broken_dependence"]
    assert kinds(ORDERED, x86, alloc({"x": "r0"}, order=(4, 1, 0, 2, 3)))[0] == \
        "broken_dependence"
    assert kinds(ORDERED, x86, alloc({"x": "r0"}, order=(0, 1))) == ["bad_order"]


def test_operation_outside_every_block(x86: Target) -> None:
    ops = [Operation(99, "store", value="x", reg="r0")]
    assert "bad_operation" in kinds(ABC, x86, alloc({"x": "r0", "y": "r1", "z": "r0"},
                                                    ops))


def test_allocation_for_another_kernel_or_target(x86: Target) -> None:
    a = Allocation("other", "trn2", Status.FEASIBLE,
                   assignment={"x": "r0", "y": "r1", "z": "r0"})
    assert kinds(ABC, x86, a) == ["wrong_kernel", "wrong_target"]


def test_unknown_value_in_assignment(x86: Target) -> None:
    assert kinds(ABC, x86, alloc({"x": "r0", "y": "r1", "z": "r0", "q": "r3"})) == \
        ["unknown_value"]


def test_graph_colouring(x86: Target) -> None:
    g = InterferenceGraph("g", ("a", "b", "c"), ((0, 1), (1, 2)))
    assert kinds(g, x86, alloc({"a": "r0", "b": "r1", "c": "r0"})) == []
    assert kinds(g, x86, alloc({"a": "r0", "b": "r0", "c": "r1"})) == ["register_conflict"]
    assert kinds(g, x86, alloc({"a": "r0", "b": "r1"})) == ["unassigned"]
    spilled = alloc({"a": "r0", "b": "r1"}, objective_kind="spill")
    assert verify(g, x86, spilled).cost == 1


@pytest.mark.parametrize("reg", ["r4", "ymm0", "bogus"])
def test_graph_colouring_bad_register(x86: Target, reg: str) -> None:
    g = InterferenceGraph("g", ("a",), ())
    assert len(kinds(g, x86, alloc({"a": reg}))) == 1


def test_dead_live_in_value_is_not_placed_at_entry(x86: Target) -> None:
    """Regression: a live_in value redefined before any use must not clobber others."""
    k = kernel([{"op": "a", "uses": ["p"]}, {"op": "b", "defs": ["q"]},
                {"op": "c", "uses": ["q"]}], live_in=["p", "q"])
    assert kinds(k, x86, alloc({"p": "r0", "q": "r0"})) == []


def test_operations_in_unreachable_blocks_are_charged(x86: Target) -> None:
    k = kernel(blocks=[{"name": "entry", "instrs": [{"op": "a", "defs": ["x"]}]},
                       {"name": "dead", "instrs": [{"op": "b", "defs": ["y"]}]}])
    ops = [Operation(2, "store", value="y", reg="r0", block="dead")]
    r = verify(k, x86, alloc({"x": "r0", "y": "r0"}, ops))
    assert r.valid
    assert r.cost == x86.classes["gpr"].store_cost


@st.composite
def _assignments(draw: st.DrawFn) -> tuple[Kernel, int, dict[str, str]]:
    k = draw(straight_kernels(max_instrs=6))
    count = draw(st.integers(1, 3))
    spellings = [f"g{i}" for i in range(count + 1)] + ["g01", "h0", "g", "g\uff10"]
    assignment = {v: draw(st.sampled_from(spellings)) for v in k.value_names()
                  if draw(st.integers(0, 6))}
    return k, count, assignment


@settings(max_examples=examples(300), deadline=None)
@given(_assignments())
def test_verdict_agrees_with_the_oracle_on_random_assignments(
        case: tuple[Kernel, int, dict[str, str]]) -> None:
    """Random (mostly invalid) static assignments: the verifier accepts exactly
    those an independent check of per-point live sets accepts."""
    k, count, assignment = case
    t = toy_target(count=count, widths=(1,))
    a = Allocation("k", "toy", Status.FEASIBLE, assignment=assignment)
    assert verify(k, t, a).valid == assignment_is_valid(k, t, assignment)


def test_callee_saved_registers_the_plan_uses_cost_a_save_and_a_restore() -> None:
    """Each callee-saved register holding a value, or loaded into, costs store +
    load once, at the entry's frequency; caller-saved ones cost nothing."""
    t = toy_target(count=3, widths=(1,), callee_saved=(1, 2))  # store 3, load 5
    k = kernel(blocks=[{"name": "b", "freq": 2, "instrs": [
        {"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"], "uses": ["x"]},
        {"op": "c", "uses": ["x", "y"]}]}])
    assert verify(k, t, alloc({"x": "g0", "y": "g0"})).cost == 0  # invalid, but free
    assert verify(k, t, alloc({"x": "g0", "y": "g1"})).cost == 16
    report = verify(k, t, alloc({"x": "g1", "y": "g0"}, [
        Operation(1, "store", "x", "g1"), Operation(2, "load", "x", "g2")]))
    assert report.valid, report.violations
    assert report.cost == (3 + 5) * 2 + 16 + 16  # the spill, then g1 and g2 saved
