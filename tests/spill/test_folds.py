"""Folded reads: an instruction with a memory form reads a spilled value from
its slot, at a load's cost, with no register (x86's ``CMP64rm``).

The solver against the exhaustive register-identity search on tiny kernels, a
feasible and a forced-infeasible case, and the verifier's own rules."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import assert_matches_identity_search, kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Kernel, KernelError, Status, allocate, verify
from solver_alloc.result import Allocation, Operation


@st.composite
def foldable_kernels(draw: st.DrawFn) -> Kernel:
    """Up to seven instructions over four values; some reads may be folded,
    some instructions are two-address (tied)."""
    instrs: list[dict[str, Any]] = []
    defined: list[str] = []
    for _ in range(draw(st.integers(2, 7))):
        uses = draw(st.lists(st.sampled_from(defined), max_size=3, unique=True)) \
            if defined else []
        ins: dict[str, Any] = {"op": "op", "uses": uses}
        if uses and draw(st.booleans()):
            ins |= {"defs": [uses[0]], "tied": [uses[0]]}
        else:
            fresh = f"v{len(defined)}" if len(defined) < 4 else None
            ins["defs"] = [fresh] if fresh and draw(st.booleans()) else []
            defined += ins["defs"]
        free = [u for u in uses if u not in ins.get("tied", [])]
        if free:
            ins["foldable"] = draw(st.lists(st.sampled_from(free), unique=True))
        instrs.append(ins)
    live_out = draw(st.lists(st.sampled_from(defined), max_size=1)) if defined else []
    return kernel(instrs, live_out=live_out)


@settings(max_examples=examples(80), deadline=None)
@given(foldable_kernels(), st.integers(1, 2))
def test_folds_against_the_exhaustive_optimum(k: Kernel, n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    assert_matches_identity_search(k, t)


THREE = [{"op": "def", "defs": ["a"]}, {"op": "def", "defs": ["b"]},
         {"op": "def", "defs": ["c"]}]


def test_a_folded_read_needs_no_register() -> None:
    """Three values read at once with two registers: one is read from memory
    (stored after its def, 3, then folded, 5) rather than reloaded, which
    would need a third register."""
    t = toy_target(count=2, widths=(1,))
    k = kernel([*THREE, {"op": "cmp", "uses": ["a", "b", "c"], "foldable": ["a"]}])
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.OPTIMAL, a.explanation
    assert a.objective == 8
    assert [o.op for o in a.operations] == ["store", "fold"]
    assert verify(k, t, a).valid


def test_one_memory_operand_per_instruction_is_infeasible_past_it() -> None:
    t = toy_target(count=1, widths=(1,))
    k = kernel([*THREE, {"op": "cmp", "uses": ["a", "b", "c"],
                         "foldable": ["a", "b", "c"]}])
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.INFEASIBLE, (a.status, a.explanation)


def _plan(ops: list[Operation], assignment: dict[str, str]) -> Allocation:
    return Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                      assignment=assignment, operations=tuple(ops))


def test_the_verifier_checks_folds() -> None:
    t = toy_target(count=2, widths=(1,))
    k = kernel([*THREE, {"op": "cmp", "uses": ["a", "b", "c"], "foldable": ["a", "b"]}])
    regs = {"a": "g0", "b": "g1", "c": "g1"}
    good = _plan([Operation(1, "store", value="a", reg="g0"),
                  Operation(3, "fold", value="a")], {**regs, "c": "g0"})
    assert verify(k, t, good).valid
    assert verify(k, t, good).cost == 8
    unstored = _plan([Operation(3, "fold", value="a")], {**regs, "c": "g0"})
    assert [v.kind for v in verify(k, t, unstored).violations] == ["fold_not_in_memory"]
    wrong = _plan([Operation(2, "store", value="c", reg="g1"),
                   Operation(3, "fold", value="c")], {**regs, "b": "g0", "a": "g1"})
    kinds = [v.kind for v in verify(k, t, wrong).violations]
    assert "not_foldable" in kinds


def test_a_fold_of_a_tied_use_is_a_one_line_error() -> None:
    with pytest.raises(KernelError, match="field 'foldable': 'a' is not a use read from "
                       "a register that the instruction does not also write"):
        kernel([{"op": "def", "defs": ["a"]},
                {"op": "add", "uses": ["a"], "defs": ["a"], "tied": ["a"],
                 "foldable": ["a"]}])
