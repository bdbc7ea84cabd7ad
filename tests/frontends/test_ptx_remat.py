"""Rematerialisation in PTX (:mod:`solver_alloc.frontends.ptx_remat`): which
values ptxas may recompute, and the spill solve over them against the exhaustive
register-identity search, with a feasible and a forced-infeasible case."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import assert_matches_identity_search, ptx_entry, without_held

from solver_alloc import allocate, load_target
from solver_alloc.ir import Kernel
from solver_alloc.result import Status
from solver_alloc.verifier.kernel import verify


def ptx(tmp_path: Path, body: str, registers: int | None = None) -> Kernel:
    # one uniform register: too few for any uniform value, which all stay in r
    # (this family apart from ptx_uniform's)
    # and no register held for the machine (ptx_held's family, not this one)
    return ptx_entry(tmp_path, body, without_held(load_target(
        "nvidia-sm90", {"ur": 1} if registers is None else {"r": registers, "ur": 1})))


def _remats(k: Kernel) -> dict[str, tuple[float | None, tuple[str, ...]]]:
    return {v: (d.remat_cost, d.remat_from) for v, d in k.values.items()
            if d.remat_cost is not None}


def test_constants_parameters_indices_and_address_arithmetic_are_recomputable(
        tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    ld.param.u64 %rd1, [k_param_0];
    ld.param.u32 %r1, [k_param_1];
    mov.u32 %r2, %tid.x;
    mov.u32 %r3, %clock;
    mov.u32 %r5, %warpid;
    mul.wide.u32 %rd2, %r2, 4;
    add.s64 %rd3, %rd1, %rd2;
    ld.global.u32 %r4, [%rd3];
    setp.lt.u32 %p1, %r2, %r1;
    @%p1 add.s32 %r6, %r4, 1;
    add.f32 %f1, %f2, 0f3F800000;
    mov.f32 %f3, 0f3F800000;
    st.global.u32 [%rd3], %r4;
    st.global.u32 [%rd3+4], %r3;
    st.global.u32 [%rd3+8], %r5;
    st.global.u32 [%rd3+12], %r6;
    st.global.f32 [%rd3+16], %f1;
    st.global.f32 [%rd3+20], %f3;
    ret;""")
    assert _remats(k) == {
        "%rd1": (10.0, ()),  # a parameter (a pair: two registers' worth)
        "%r1": (5.0, ()),
        "%r2": (5.0, ()),  # the thread index holds still
        "%rd2": (10.0, ("%r2",)),
        "%rd3": (10.0, ("%rd1", "%rd2")),
        "%f3": (5.0, ()),  # a move of an immediate, whatever its type
        "%p1": (5.0, ("%r2", "%r1")),  # a compare (test_ptx_predicates.py)
    }  # not: the clock, %warpid, a global load, a guarded def, float maths


def test_a_value_reading_a_redefined_register_is_not(tmp_path: Path) -> None:
    """``%r3`` reads the loop counter ``%r1``, which has two defs in one web (the
    loop's increment reaches the read): a remat would read whichever ``%r1`` is
    there. Nor is ``%r1`` itself recomputable."""
    k = ptx(tmp_path, """
    ld.param.u64 %rd1, [k_param_0];
    mov.u32 %r1, 0;
$L1:
    add.s32 %r3, %r1, 1;
    add.s32 %r1, %r1, 2;
    setp.lt.u32 %p1, %r1, 100;
    st.global.u32 [%rd1], %r3;
    @%p1 bra $L1;
    ret;""")
    assert _remats(k) == {"%rd1": (10.0, ())}


LOOPY = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r1, %tid.x;
    add.s32 %r2, %r1, 7;
    ld.shared.u32 %r3, [%r9];
    ld.shared.u32 %r4, [%r9+4];
    add.s32 %r5, %r3, %r4;
    st.shared.u32 [%r9], %r5;
    st.shared.u32 [%r9+8], %r2;
    st.shared.u32 [%r9+12], %r1;
    ret;"""
"""Width-1 values only: the identity search gives every value one register."""
SMALL = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r1, %tid.x;
    add.s32 %r2, %r1, 7;
    ld.shared.u32 %r3, [%r9];
    add.s32 %r5, %r3, %r2;
    st.shared.u32 [%r9], %r5;
    st.shared.u32 [%r9+8], %r1;
    ret;"""


@pytest.mark.parametrize(("body", "registers"), [(LOOPY, 2), (SMALL, 2), (SMALL, 3)])
def test_spill_solve_with_ptx_remats_matches_the_identity_search(
        tmp_path: Path, body: str, registers: int) -> None:
    """Feasible at every cap: the parameter and the thread index come back by
    remat, and ``%r2`` by one reading ``%r1`` where ``%r1`` is held."""
    k = ptx(tmp_path, body, registers)
    assert_matches_identity_search(k, without_held(
        load_target("nvidia-sm90", {"r": registers, "ur": 1})))


def test_a_remat_needs_its_operand_in_a_register(tmp_path: Path) -> None:
    """Forced-infeasible: no value may be stored (``no_spill``), so only remats
    bring values back; at 2 registers the second load needs the pointer while
    the first load's value, which no remat recomputes, is held: three
    registers. At 3 the remats make it feasible."""
    from dataclasses import replace

    for registers, feasible in ((2, False), (3, True)):
        k = ptx(tmp_path, SMALL.replace("add.s32 %r5, %r3, %r2;", """ld.shared.u32 %r4, [%r9+4];
    add.s32 %r5, %r3, %r4;
    st.shared.u32 [%r9+4], %r2;"""), registers)
        k = replace(k, values={v: replace(d, no_spill=True) for v, d in k.values.items()})
        t = without_held(load_target("nvidia-sm90", {"r": registers, "ur": 1}))
        a = allocate(k, t, objective="spill", time_limit=20)
        assert a.is_feasible is feasible, (registers, a.status, a.explanation)
        if feasible:
            assert verify(k, t, a).valid
            assert {o.op for o in a.operations} == {"remat"}
        else:
            assert a.status is Status.INFEASIBLE


def test_an_operation_that_writes_the_carry_flag_is_not_recomputed(tmp_path: Path) -> None:
    """Found in review: a second ``add.cc`` before the ``addc`` would change the
    carry the ``addc`` reads; the plain ``add`` beside it is recomputable."""
    k = ptx(tmp_path, """
    ld.param.u64 %rd1, [k_param_0];
    ld.global.u32 %r1, [%rd1];
    add.cc.u32 %r5, %r1, 3;
    add.u32 %r6, %r1, 3;
    addc.u32 %r8, %r5, %r1;
    st.global.u32 [%rd1], %r8;
    st.global.u32 [%rd1+4], %r6;
    ret;""")
    assert "%r5" not in _remats(k)
    assert _remats(k)["%r6"] == (5.0, ("%r1",))
