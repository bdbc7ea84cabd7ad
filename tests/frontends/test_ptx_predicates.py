"""PTX predicates recomputed from their comparison
(:mod:`solver_alloc.frontends.ptx_remat`): ptxas re-issues ``setp`` where a
predicate is needed instead of keeping it in one of the seven P registers or
packing it into an R register (P2R/R2P). Which predicates are recomputable,
a feasible case where recomputing avoids the P2R code, and cases where what
the comparison reads is not in a register (dead, or in memory in class r's
plan), so the predicate is stored and loaded instead."""

from __future__ import annotations

from pathlib import Path

from helpers import ptx_entry, spill_checked

from solver_alloc import load_target
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.recomputable import recomputed_somewhere
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Status
from solver_alloc.targets import Target


def _target(**counts: int) -> Target:
    # one uniform register: no value goes to ur (apart from ptx_uniform's tests)
    return load_target("nvidia-sm90", {"ur": 1, **counts})


def _remats(k: Kernel) -> dict[str, tuple[float | None, tuple[str, ...]]]:
    return {v: (d.remat_cost, d.remat_from) for v, d in k.values.items()
            if d.regclass == "p" and d.remat_cost is not None}


def _ops(a: Allocation, cls: str = "%p") -> list[tuple[str, str | None]]:
    return [(o.op, o.value) for o in a.operations if (o.value or "").startswith(cls)]


def test_comparisons_are_recomputable_from_what_they_compare(tmp_path: Path) -> None:
    k = ptx_entry(tmp_path, """
    ld.param.u64 %rd1, [k_param_0];
    ld.global.u32 %r1, [%rd1];
    ld.global.f32 %f1, [%rd1+4];
    setp.lt.s32 %p1, %r1, 7;
    setp.gt.ftz.f32 %p2, %f1, 0f3F800000;
    setp.ne.and.s32 %p3, %r1, 3, %p1;
    @%p3 st.global.u32 [%rd1], %r1;
    @%p2 st.global.f32 [%rd1+4], %f1;
    ret;""", _target())
    assert _remats(k) == {"%p1": (5.0, ("%r1",)), "%p2": (5.0, ("%f1",)),
                          "%p3": (5.0, ("%r1", "%p1"))}


def test_a_guarded_double_or_loop_carried_comparison_is_not(tmp_path: Path) -> None:
    """A guarded ``setp`` keeps the old predicate where the guard is false;
    one writing two predicates (``p|q``) is not one value; one reading the
    loop counter, redefined around the loop, would read whichever is there."""
    k = ptx_entry(tmp_path, """
    ld.param.u64 %rd1, [k_param_0];
    ld.global.u32 %r1, [%rd1];
    mov.u32 %r2, 0;
    setp.lt.s32 %p1, %r1, 7;
    @%p1 setp.gt.s32 %p2, %r1, 9;
$L1:
    add.s32 %r2, %r2, 1;
    setp.lt.u32 %p3, %r2, 100;
    @%p3 bra $L1;
    setp.lt.s32 %p1|%p2, %r1, %r2;
    @%p2 st.global.u32 [%rd1], %r2;
    ret;""", _target())
    assert _remats(k) == {"%p1": (5.0, ("%r1",))}  # the first %p1 web


COMPARES = """
    ld.param.u64 %rd1, [k_param_0];
    ld.global.u32 %r1, [%rd1];
    ld.global.u32 %r2, [%rd1+4];
    setp.lt.s32 %p1, %r1, %r2;
    setp.gt.s32 %p2, %r1, %r2;
    setp.eq.s32 %p3, %r1, %r2;"""
"""Two loaded values and three predicates comparing them."""

FEW = COMPARES + """
    @%p1 st.global.u32 [%rd1+8], %r1;
    @%p2 st.global.u32 [%rd1+12], %r2;
    @%p3 st.global.u32 [%rd1+16], %r1;
    @%p1 st.global.u32 [%rd1+20], %r2;
    @%p2 st.global.u32 [%rd1+24], %r1;
    @%p3 st.global.u32 [%rd1+28], %r2;
    ret;"""
"""Three predicates live at once, their operands live to the end."""


def test_recomputing_predicates_avoids_their_spill_code(tmp_path: Path) -> None:
    """Feasible: with two P registers (``--registers p=2``) the third
    predicate is recomputed where it is read (5 per remat) instead of a P2R
    and R2Ps; with one, every predicate but one at a time is."""
    for p, cost in ((3, 0), (2, 15), (1, 35)):
        t = _target(p=p)
        k = ptx_entry(tmp_path, FEW, t)
        a = spill_checked(k, t)
        assert a.status is Status.OPTIMAL, a.explanation
        assert a.objective == cost
        ops = _ops(a)
        assert all(op == "remat" for op, _ in ops) if p > 1 else \
            sum(op == "remat" for op, _ in ops) == 5


DEAD = COMPARES + """
    ld.global.u32 %r3, [%rd1+8];
    @%p1 st.global.u32 [%rd1+8], %r3;
    @%p2 st.global.u32 [%rd1+12], %r3;
    @%p3 st.global.u32 [%rd1+16], %r3;
    @%p1 st.global.u32 [%rd1+20], %r3;
    @%p2 st.global.u32 [%rd1+24], %r3;
    @%p3 st.global.u32 [%rd1+28], %r3;
    ret;"""
"""Three predicates live at once; what they compare is dead after the compares."""


def test_a_predicate_whose_operands_died_is_stored(tmp_path: Path) -> None:
    """Forced: the comparisons' operands are dead wherever the predicates are
    read, so no remat is possible; the predicates go through the host R
    register (P2R/R2P stores and loads), as without recomputing, and being
    over the P registers still proves the host is needed (OPTIMAL)."""
    t = _target(p=2)
    k = ptx_entry(tmp_path, DEAD, t)
    p = Problem.from_kernel(k, t)
    assert not recomputed_somewhere(p.kernel, p.resolved, {"p"})
    few = Problem.from_kernel(ptx_entry(tmp_path, FEW, t), t)
    assert recomputed_somewhere(few.kernel, few.resolved, {"p"})
    a = spill_checked(k, t)
    assert a.status is Status.OPTIMAL
    assert {op for op, _ in _ops(a)} == {"store", "load"}


TIGHT = COMPARES + """
    ld.global.u32 %r3, [%rd1+8];
    ld.global.u32 %r4, [%rd1+12];
    ld.global.u32 %r5, [%rd1+16];
    @%p1 st.global.u32 [%rd1+8], %r3;
    @%p2 st.global.u32 [%rd1+12], %r4;
    @%p3 st.global.u32 [%rd1+16], %r5;
    @%p1 st.global.u32 [%rd1+20], %r3;
    st.global.u32 [%rd1+24], %r1;
    st.global.u32 [%rd1+28], %r2;
    @%p2 st.global.u32 [%rd1+24], %r4;
    @%p3 st.global.u32 [%rd1+28], %r5;
    ret;"""
"""The operands live to the end, but with few R registers class r's plan
keeps them in memory where the predicates are read."""


def test_no_remat_where_class_r_keeps_the_operands_in_memory(tmp_path: Path) -> None:
    """With 24 R registers the predicates are recomputed; with 6, class r's
    plan (made first) stores ``%r1`` and ``%r2`` until their last reads, so
    the relaxed plan of class p (remats wherever they are live) is rejected
    and p is planned again with stores and loads: FEASIBLE, its bound the
    relaxed one, and the plan verifies."""
    roomy = spill_checked(ptx_entry(tmp_path, TIGHT, _target(p=2)), _target(p=2))
    assert roomy.status is Status.OPTIMAL
    assert ("remat", "%p1") in _ops(roomy)
    # six for values (a class may hold some for the machine: kernel_held)
    held = getattr(load_target("nvidia-sm90").classes["r"], "kernel_held", 0)
    t = _target(p=2, r=6 + held)
    a = spill_checked(ptx_entry(tmp_path, TIGHT, t), t)
    assert a.status is Status.FEASIBLE
    assert {("store", "%r1"), ("store", "%r2")} <= set(_ops(a, "%r"))
    assert "remat" not in {op for op, _ in _ops(a)}
    assert a.bound is not None
    assert a.objective is not None
    assert a.bound < a.objective
    assert "planned again" in a.certificate
