"""The registers a compiled kernel gives up to the machine (frontends/ptx_held.py):
ptxas's stack pointer R1 and the two registers its count adds. Checked against
brute force on the kernel without them at three registers fewer, a feasible and
a forced-infeasible PTX case, and ptxas's own counts on the corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ROOT, ptx_entry, toy_target, with_class
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.registers import brute_force_registers
from oracles.registers_spill import cheapest_with_registers
from strategies import straight_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, load_target, verify
from solver_alloc.frontends.ptx import PtxError, load_ptx
from solver_alloc.frontends.ptx_held import with_held_registers

SM90 = load_target("nvidia-sm90")

LIVE_FOUR = """
	ld.param.u64 %rd1, [k_param_0];
	ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1];
	st.global.v4.b32 [%rd1+16], {%r4, %r3, %r2, %r1};
	ret;"""
REGS = "\t.reg .b32 %r<5>;\n\t.reg .b64 %rd<2>;"


def held(t: Target, n: int = 3) -> Target:
    """``t`` whose default class holds ``n`` registers for the machine."""
    return with_class(t, kernel_held=n)


def test_the_sm90_class_holds_three(tmp_path: Path) -> None:
    k = ptx_entry(tmp_path, LIVE_FOUR, SM90, REGS)
    names = [v for v in k.live_in if v.startswith("%ptxas_held")]
    assert len(names) == 3
    assert {k.values[v].fixed for v in names} == {"R0", "R1", "R2"}
    # the four values (the address is uniform, in ur) and 3 held: 7 fit
    a = allocate(k, SM90.with_counts({"r": 7}), objective="spill", keep_order=True)
    assert a.status is Status.OPTIMAL
    assert a.objective == 0
    assert verify(k, SM90.with_counts({"r": 7}), a).valid
    # forced infeasible: the store reads 4 registers, 6 less the 3 held leave 3
    b = allocate(k, SM90.with_counts({"r": 6}), objective="spill", keep_order=True)
    assert b.status is Status.INFEASIBLE, b.summary()


def test_the_registers_objective_counts_as_ptxas_does() -> None:
    """ptxas's `Used N registers` on the specialised row_softmax (no spill): ours
    is at most it, with the three held registers counted."""
    folder = ROOT / "instances" / "ptx" / "specialised"
    facts = json.loads((folder / "ptxas.json").read_text())["kernels"]["row_softmax"]
    (k,) = load_ptx(folder / "row_softmax.ptx", SM90)
    a = allocate(k, SM90, objective="registers", keep_order=True, time_limit=30)
    assert a.status is Status.OPTIMAL
    ptxas = facts.get("as_compiled", facts)["registers"]
    assert a.registers_used["r"] <= SM90.classes["r"].round_up(ptxas)
    assert verify(k, SM90, a).registers_used == a.registers_used


@settings(max_examples=examples(60), deadline=None)
@given(straight_kernels(max_instrs=8))
def test_held_registers_cost_exactly_three(k: Kernel) -> None:
    t = held(toy_target(count=6, widths=(1,)))
    want = brute_force_registers(k, toy_target(count=6, widths=(1,)))
    a = allocate(with_held_registers(k, t), t, objective="registers", keep_order=True)
    if want is None or want + 3 > 6:
        assert a.status is Status.INFEASIBLE, a.summary()
        return
    assert a.status is Status.OPTIMAL, a.summary()
    assert a.objective == want + 3
    assert verify(with_held_registers(k, t), t, a).valid


@settings(max_examples=examples(40), deadline=None)
@given(straight_kernels(max_instrs=7), st.integers(4, 5))
def test_spill_cost_is_the_cost_with_three_registers_fewer(k: Kernel, n: int) -> None:
    t = held(toy_target(count=n, widths=(1,)))
    try:
        want = cheapest_with_registers(k, toy_target(count=n - 3, widths=(1,)),
                                       moves=False, limit=64)
    except ValueError:
        return  # too many home assignments to enumerate
    kh = with_held_registers(k, t)
    a = allocate(kh, t, objective="spill", keep_order=True)
    if want is None:
        assert a.status is Status.INFEASIBLE, a.summary()
        return
    assert a.status is Status.OPTIMAL, a.summary()
    assert a.objective == want
    assert verify(kh, t, a).valid


def test_held_registers_go_to_the_first_unreserved_ones(tmp_path: Path) -> None:
    # the target file's advice for kernels that make calls: reserve R0-R3
    calls = with_class(SM90, reserved=frozenset(range(4)))
    k = ptx_entry(tmp_path, LIVE_FOUR, calls, REGS)
    assert {k.values[v].fixed for v in k.live_in if v.startswith("%ptxas_held")} == \
        {"R4", "R5", "R6"}
    a = allocate(k, calls, objective="registers", keep_order=True)
    assert a.status is Status.OPTIMAL
    assert verify(k, calls, a).valid


def test_too_few_registers_for_the_held_ones_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(PtxError, match="3 are held for the machine"):
        ptx_entry(tmp_path, LIVE_FOUR, SM90.with_counts({"r": 3}), REGS)
