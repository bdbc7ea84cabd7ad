"""Constants a branch selects (:mod:`solver_alloc.frontends.ptx_select`): which
values get a remat reading the predicate, checked against runs of random
programs (:mod:`oracles.selects`), and the spill solve over them with a
feasible and a forced-infeasible case."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

from helpers import PTX_REGS, ptx_entry, without_held
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracles.selects import Program, op_index, random_program, select_holds
from thorough import examples

from solver_alloc import allocate, load_target
from solver_alloc.activation.reorder import dependences
from solver_alloc.analysis.remat_reads import keep_remats_valid
from solver_alloc.ir import Kernel
from solver_alloc.result import Status
from solver_alloc.verifier.kernel import verify


def _kernel(tmp_path: Path, body: str, registers: int | None = None) -> Kernel:
    # one uniform register: the values stay in r (ptx_uniform's family apart)
    counts = {"ur": 1} if registers is None else {"r": registers, "ur": 1}
    return ptx_entry(tmp_path, body, without_held(load_target("nvidia-sm90", counts)))


def _selected(k: Kernel) -> dict[str, tuple[str, ...]]:
    """Values whose remat reads a predicate and that have several defs."""
    defs: dict[str, int] = {}
    for _, _, ins in k.instructions():
        for v in ins.defs:
            defs[v] = defs.get(v, 0) + 1
    return {v: d.remat_from for v, d in k.values.items()
            if d.remat_from and defs[v] > 1}


TRIANGLE = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r8, %tid.x;
    setp.lt.u32 %p1, %r8, %r9;
    mov.u32 %r1, 7;
    mov.u32 %r2, 8;
    @%p1 bra $L__join;
    mov.u32 %r1, 9;
    mov.u32 %r2, 10;
$L__join:
    ld.shared.u32 %r3, [%r9];
    add.s32 %r4, %r3, %r1;
    add.s32 %r5, %r4, %r2;
    @%p1 st.shared.u32 [%r9], %r5;
    ret;"""
"""The guarded store keeps ``%p1`` live after the join, where the selects
read it."""


def test_a_triangle_and_a_diamond_select_their_constants(tmp_path: Path) -> None:
    assert _selected(_kernel(tmp_path, TRIANGLE)) == {"%r1": ("%p1",), "%r2": ("%p1",)}
    diamond = TRIANGLE.replace("""    mov.u32 %r1, 7;
    mov.u32 %r2, 8;
    @%p1 bra $L__join;""", """    @!%p1 bra $L__else;
    mov.u32 %r1, 7;
    mov.u32 %r2, 8;
    bra $L__join;
$L__else:""")
    assert _selected(_kernel(tmp_path, diamond)) == {"%r1": ("%p1",), "%r2": ("%p1",)}


def test_a_broken_select_is_not_one(tmp_path: Path) -> None:
    """A read in the branching block (both ways see its constant there); a
    read on the way before its write; a way that does not write the value."""
    read_in_a = TRIANGLE.replace("    @%p1 bra", "    st.shared.u32 [%r9], %r1;\n    @%p1 bra")
    assert set(_selected(_kernel(tmp_path, read_in_a))) == {"%r2"}
    read_on_way = TRIANGLE.replace("    mov.u32 %r1, 9;", "    st.shared.u32 [%r9], %r1;\n"
                                   "    mov.u32 %r1, 9;")
    assert set(_selected(_kernel(tmp_path, read_on_way))) == {"%r2"}
    one_way = TRIANGLE.replace("    mov.u32 %r2, 8;\n", "")
    assert set(_selected(_kernel(tmp_path, one_way))) == {"%r1"}


ENTRY_WAY = """
    ld.param.u32 %r9, [k_param_1];
    setp.lt.u32 %p1, %r9, 5;
    mov.u32 %r8, 0;
$L__way:
    mov.u32 %r1, 9;
    bra.uni $L__join;
$L__a:
    mov.u32 %r1, 7;
    @%p1 bra $L__way;
$L__join:
    add.s32 %r2, %r1, %r9;
    st.shared.u32 [%r9], %r2;
    add.s32 %r8, %r8, 1;
    setp.lt.u32 %p2, %r8, 3;
    @%p2 bra $L__a;
    ret;"""
"""Found in review: the kernel starts on the branch's taken way, so the join
first sees 9 whatever ``%p1`` holds."""

PREDICATE_ON_THE_WAY = """
    mov.u32 %r8, 0;
$L__a:
    mov.u32 %r1, 7;
    @%p1 bra $L__join;
    setp.eq.u32 %p1, %r8, 0;
    mov.u32 %r1, 9;
$L__join:
    add.s32 %r2, %r1, %r8;
    st.shared.u32 [%r8], %r2;
    add.s32 %r8, %r8, 1;
    setp.lt.u32 %p2, %r8, 3;
    @%p2 bra $L__a;
    ret;"""
"""Found in review: ``%p1``'s only write is on a way, so at the join it holds
the way's comparison, not what the branch tested."""


def test_a_select_needs_the_branch_to_decide_every_arrival(tmp_path: Path) -> None:
    assert _selected(_kernel(tmp_path, ENTRY_WAY)) == {}
    assert _selected(_kernel(tmp_path, PREDICATE_ON_THE_WAY)) == {}


def test_a_reordering_keeps_the_constant_after_its_predicate(tmp_path: Path) -> None:
    """The constant's def reads nothing: the order a spill solve picks
    (:func:`~solver_alloc.analysis.remat_reads.keep_remats_valid`) keeps it
    after the predicate's def, which it could otherwise precede."""
    k = _kernel(tmp_path, TRIANGLE)
    assert not any(ins.after for b in k.blocks for ins in b.instrs)  # the PTX's own
    block = keep_remats_valid(k).blocks[0]
    at = {v: n for n, ins in enumerate(block.instrs) for v in ins.defs}
    preds = dependences(block)
    assert at["%p1"] in preds[at["%r1"]]
    assert at["%p1"] in preds[at["%r2"]]


LAST_TRIP = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r8, 0;
$L__d:
    ld.shared.u32 %r10, [%r9+4];
    ld.shared.u32 %r15, [%r9+20];
    setp.ne.u32 %p2, %r8, 0;
    @%p2 st.shared.u32 [%r9], %r1;
    st.shared.u32 [%r9+16], %r15;
    setp.lt.u32 %p1, %r8, %r10;
    bra.uni $L__a;
$L__a:
    mov.u32 %r1, 7;
    @%p1 bra $L__join;
    mov.u32 %r1, 9;
$L__join:
    add.s32 %r8, %r8, 1;
    setp.lt.u32 %p3, %r8, 4;
    setp.ne.u32 %p4, %r8, 7;
    @%p4 st.shared.u32 [%r9+24], %r8;
    @%p3 bra $L__d;
    ret;"""
"""Found in review: the guarded store reads last trip's ``%r1`` before the
next ``%p1`` is written; the pressure order moved that write above the store,
and a remat there read the new ``%p1`` (``%p4`` makes two predicates live, so
that the order moves it)."""


def test_a_reordering_keeps_last_trips_reads_before_the_next_predicate(
        tmp_path: Path) -> None:
    t = load_target("nvidia-sm90", {"r": 6, "ur": 1})  # 3 for ptxas, 3 for the values
    k = ptx_entry(tmp_path, LAST_TRIP, t, PTX_REGS.replace("%p<4>", "%p<5>"))
    assert _selected(k) == {"%r1": ("%p1",)}
    block = keep_remats_valid(k).blocks[1]
    at = {v: n for n, ins in enumerate(block.instrs) for v in ins.defs}
    store = next(n for n, ins in enumerate(block.instrs) if "%r1" in ins.uses)
    assert store in dependences(block)[at["%p1"]]
    a = allocate(k, t, objective="spill", time_limit=20, reorder=True)
    assert a.is_feasible, a.explanation
    report = verify(k, t, a)
    assert report.valid, report.violations


@settings(max_examples=examples(150), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**32 - 1))
def test_what_is_called_a_select_is_one_in_every_run(tmp_path: Path, seed: int) -> None:
    """Against runs of random programs (:func:`oracles.selects.select_holds`):
    every value given a remat reading a predicate is decided by it wherever a
    remat of it may run."""
    program = random_program(random.Random(seed))
    k = _kernel(tmp_path, program.ptx_body())
    at = op_index(program)
    writes: dict[str, set[int]] = {}
    for n, (_, _, ins) in enumerate(k.instructions()):
        for v in ins.defs:
            writes.setdefault(v, set()).add(at[n])
    for v, reads in _selected(k).items():
        (pred,) = reads
        assert select_holds(program, writes[v], writes[pred]), (v, program.ptx_body())


def test_the_oracle_finds_what_the_frontend_finds() -> None:
    """The oracle is not vacuous: on random programs it accepts some claims
    and refutes others (the broken variants)."""
    verdicts = set()
    for s in range(80):
        p = random_program(random.Random(s))
        writes = {r: {i for i, op in enumerate(p.ops) if op[0] in ("mov", "setp")
                      and op[1] == r} for r in ("%r3", "%p1")}
        if writes["%r3"]:
            verdicts.add(select_holds(p, writes["%r3"], writes["%p1"]))
    assert verdicts == {True, False}
    assert not select_holds(Program((("param", "%r1"), ("mov", "%r3", "1"),
                                     ("setp", "%p1", "%r1", "2"), ("st", "%r3"),
                                     ("ret",))), {1}, {2})


def _no_spill(k: Kernel) -> Kernel:
    return replace(k, values={v: replace(d, no_spill=True) for v, d in k.values.items()})


def test_the_select_brings_the_constants_back_where_nothing_may_be_stored(
        tmp_path: Path) -> None:
    """Feasible: with no store anywhere, two registers hold ``%r3`` and one
    constant at each ``add`` only if the constants are recomputed from
    ``%p1`` after the load (``%r9`` too comes back by remat). Forced-infeasible:
    with ``%p1`` written again after the join (the store reads the new one),
    the selects read its first value, dead after the join, where no register
    holds it, and three values must be held."""
    for body, feasible in ((TRIANGLE, True), (TRIANGLE.replace(
            "$L__join:\n", "$L__join:\n    setp.lt.u32 %p1, %r9, 3;\n"), False)):
        k = _no_spill(_kernel(tmp_path, body, 2))
        t = without_held(load_target("nvidia-sm90", {"r": 2, "ur": 1}))
        a = allocate(k, t, objective="spill", time_limit=20)
        assert a.is_feasible is feasible, (a.status, a.explanation)
        if feasible:
            assert verify(k, t, a).valid
            assert {o.value for o in a.operations if o.op == "remat"} >= {"%r1", "%r2"}
        else:
            assert a.status is Status.INFEASIBLE
