"""Warp-uniform PTX values in uniform registers
(:mod:`solver_alloc.frontends.ptx_uniform`): which values, when they all go to
class ``ur``, remats of ``r`` values that read them, and the spill solve of what
is left in ``r`` against the exhaustive register-identity search."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import msgspec
from helpers import assert_matches_identity_search, ptx_entry, without_held
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from oracles.uniform import not_uniform, random_program
from thorough import examples

from solver_alloc import allocate, load_target
from solver_alloc.frontends.ptx import load_ptx
from solver_alloc.ir import Kernel
from solver_alloc.result import Status
from solver_alloc.verifier.kernel import verify


def ptx(tmp_path: Path, body: str, counts: dict[str, int] | None = None) -> Kernel:
    return ptx_entry(tmp_path, body, without_held(load_target("nvidia-sm90", counts)))


BODY = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r1, %ctaid.x;
    mul.lo.s32 %r2, %r1, %r9;
    mov.u32 %r3, %tid.x;
    add.s32 %r4, %r2, %r3;
    shl.b32 %r5, %r4, 2;
    ld.shared.u32 %r6, [%r5];
    setp.lt.s32 %p1, %r3, %r9;
    @%p1 add.s32 %r7, %r2, 1;
    add.s32 %r8, %r6, %r9;
    st.shared.u32 [%r5], %r8;
    st.shared.u32 [%r5+4], %r7;
    ret;"""


def classes(k: Kernel) -> dict[str, str | None]:
    return {v: d.regclass for v, d in k.values.items()}


def test_parameters_block_indices_and_their_arithmetic_are_uniform(tmp_path: Path) -> None:
    k = ptx(tmp_path, BODY)
    got = classes(k)
    assert {v for v, c in got.items() if c == "ur"} == {"%r9", "%r1", "%r2"}
    assert got["%r3"] == "r"  # the thread index differs per thread
    assert got["%r7"] == "r"  # a guarded def
    assert all(k.values[v].no_spill and k.values[v].remat_cost is None
               for v, c in got.items() if c == "ur")
    assert "3 uniform values in class 'ur'" in k.meta["uniform"]
    # a remat of an r value may read uniform ones (pinned in their registers)
    assert k.values["%r4"].remat_from == ("%r2", "%r3")


def test_uniform_values_that_do_not_all_fit_go_as_far_as_they_fit(tmp_path: Path) -> None:
    """``%r9`` (the parameter) lives longest: with room for one uniform register
    it stays in ``r``, and ``%r1`` then ``%r2`` (one after the other) go to
    ``ur``; with none, all stay."""
    k = ptx(tmp_path, BODY, {"ur": 9})  # 8 kept free: room for one
    assert {v for v, c in classes(k).items() if c == "ur"} == {"%r1", "%r2"}
    assert "2 uniform values in class 'ur'" in k.meta["uniform"]
    assert "1 more left in class 'r'" in k.meta["uniform"]
    none = ptx(tmp_path, BODY, {"ur": 8})
    assert all(c != "ur" for c in classes(none).values())


def _r_only(k: Kernel) -> Kernel:
    """``k`` without its ``ur`` values (their defs and reads gone): what class
    ``r``'s model plans, for the search, which knows one class."""
    gone = {v for v, d in k.values.items() if d.regclass == "ur"}
    blocks = tuple(msgspec.structs.replace(b, instrs=tuple(
        msgspec.structs.replace(i, defs=tuple(v for v in i.defs if v not in gone),
                                uses=tuple(v for v in i.uses if v not in gone))
        for i in b.instrs)) for b in k.blocks)
    values = {v: replace(d, remat_from=tuple(u for u in d.remat_from if u not in gone))
              for v, d in k.values.items() if v not in gone}
    return replace(k, blocks=blocks, values=values)


SEARCHED = """
    ld.param.u32 %r9, [k_param_1];
    mov.u32 %r1, %ctaid.x;
    mov.u32 %r3, %tid.x;
    ld.shared.u32 %r6, [%r9];
    ld.shared.u32 %r10, [%r9+4];
    add.s32 %r8, %r6, %r10;
    add.s32 %r11, %r8, %r1;
    st.shared.u32 [%r9], %r11;
    st.shared.u32 [%r9+4], %r3;
    st.shared.u32 [%r9+8], %r6;
    ret;"""
"""No ``r`` value recomputed from a uniform one: class ``r``'s plans are then
those of the kernel without its uniform values."""


def test_the_r_class_of_a_kernel_with_uniform_values_matches_the_search(
        tmp_path: Path) -> None:
    """At 2 and 3 R registers: the whole answer verifies, the uniform class
    pays nothing, and its cost is the search's optimum over ``r`` alone."""
    for registers in (2, 3):
        k = ptx(tmp_path, SEARCHED, {"r": registers})
        assert {v for v, c in classes(k).items() if c == "ur"} == {"%r9", "%r1"}
        t = without_held(load_target("nvidia-sm90", {"r": registers}))
        a = allocate(k, t, objective="spill", time_limit=20)
        assert a.is_feasible, a.explanation
        assert verify(k, t, a).valid
        assert not [o for o in a.operations if o.value in ("%r9", "%r1")]
        alone = allocate(_r_only(k), t, objective="spill", time_limit=20)
        assert alone.objective == a.objective
        assert_matches_identity_search(_r_only(k), t)


def test_a_uniform_value_frees_an_r_register(tmp_path: Path) -> None:
    """Forced-infeasible without uniform registers: at 2 R registers and a class
    that cannot spill, the add needs its two loads while the pointer is live;
    with the pointer in ``ur`` it fits, with no spill code."""
    body = """
    ld.param.u32 %r9, [k_param_1];
    ld.shared.u32 %r6, [%r9];
    ld.shared.u32 %r10, [%r9+4];
    add.s32 %r8, %r6, %r10;
    st.shared.u32 [%r9], %r8;
    ret;"""

    def unspillable(counts: dict[str, int]) -> tuple[Kernel, object]:
        k = ptx(tmp_path, body, counts)
        k = replace(k, values={v: replace(d, no_spill=True, remat_cost=None,
                                          remat_from=()) for v, d in k.values.items()})
        return k, without_held(load_target("nvidia-sm90", counts))

    k, t = unspillable({"r": 2})
    a = allocate(k, t, objective="spill", time_limit=20)
    assert a.status is Status.OPTIMAL
    assert a.objective == 0
    assert verify(k, t, a).valid
    k, t = unspillable({"r": 2, "ur": 4})  # too few to take the pointer
    assert classes(k)["%r9"] == "r"
    assert allocate(k, t, objective="spill", time_limit=20).status is Status.INFEASIBLE


def test_a_functions_parameters_are_not_uniform(tmp_path: Path) -> None:
    """Found in review: a ``.func`` is called per thread, so its parameters may
    differ from lane to lane; only an ``.entry``'s are the same for the warp."""
    path = tmp_path / "f.ptx"
    path.write_text("""//
.version 8.4
.target sm_90a
.address_size 64
.visible .func f(
\t.param .b32 f_param_0,
\t.param .b64 f_param_1
)
{
\t.reg .b32 %r<8>;
\t.reg .b64 %rd<4>;
\tld.param.u32 %r1, [f_param_0];
\tld.param.u64 %rd1, [f_param_1];
\tshl.b32 %r2, %r1, 2;
\tcvt.u64.u32 %rd2, %r2;
\tadd.s64 %rd3, %rd1, %rd2;
\tld.global.u32 %r3, [%rd3];
\tst.global.u32 [%rd3], %r3;
\tret;
}
""")
    (k,) = load_ptx(path, load_target("nvidia-sm90"))
    assert all(c != "ur" for c in classes(k).values())
    assert "uniform" not in k.meta


REGS = "\t.reg .pred %p<10>;\n\t.reg .b32 %r<40>;\n\t.reg .b64 %rd<2>;"


def _kernel(tmp_path: Path, body: str) -> Kernel:
    return ptx_entry(tmp_path, body, without_held(load_target("nvidia-sm90")), REGS)


def _claimed(tmp_path: Path, body: str) -> set[str]:
    return {v for v, d in _kernel(tmp_path, body).values.items() if d.regclass == "ur"}


@settings(max_examples=examples(150), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 2**32 - 1))
def test_what_is_called_uniform_is_the_same_in_every_thread(tmp_path: Path,
                                                            seed: int) -> None:
    """Against runs of random programs thread by thread (:mod:`oracles.uniform`):
    no instruction writes a value called uniform with different numbers in
    matched executions in different threads, nor reads one so."""
    program = random_program(random.Random(seed))
    k = _kernel(tmp_path, program.ptx_body())
    writes, reads = not_uniform(program)
    for i, (_, _, ins) in enumerate(k.instructions()):
        ur = [v for v in (*ins.defs, *ins.uses) if k.values[v].regclass == "ur"]
        assert not (i in writes and set(ur) & set(ins.defs)), (i, program.ptx_body())
        for v in ur:  # a web keeps its register's name, less a ".N" suffix
            assert (i, v.split(".")[0]) not in reads, (i, v, program.ptx_body())


def test_a_loop_counter_is_uniform_while_every_branch_is() -> None:
    """A value written before a loop and in it (two defs) is uniform when every
    branch tests a uniform predicate; a branch on the thread index makes the
    paths part, and then only values written once are."""
    loop = """\tld.param.u32 %r1, [k_param_1];
\tmov.u32 %r2, %tid.x;
\tmov.u32 %r3, 0;
$L__loop:
\tadd.s32 %r3, %r3, 1;
\tsetp.lt.s32 %p1, %r3, %r1;
\tselp.b32 %r4, %r3, %r1, %p1;
\t@%p1 bra $L__loop;
\tst.global.u32 [%rd1], %r4;
"""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        assert _claimed(Path(d), loop + "\tret;") >= {"%r1", "%r3", "%r4"}
        parted = loop + ("\tsetp.lt.s32 %p2, %r2, 2;\n\t@%p2 bra $L__end;\n"
                         "\tadd.s32 %r5, %r1, 1;\n\tst.global.u32 [%rd1], %r5;\n"
                         "$L__end:\n\tret;")
        got = _claimed(Path(d), parted)
        assert "%r1" in got
        assert "%r3" not in got  # two defs: not claimed once paths may part


def test_a_branch_on_a_reused_predicate_name_is_judged_by_its_own_def(tmp_path: Path) -> None:
    """``%p1`` written twice (two webs, or a scope's own ``%p1``): the branch
    tests the second, which depends on the thread, so the value it decides
    (``%r4``, 0 in thread 0 and 5 in the others) is not uniform, though the
    first ``%p1`` is."""
    head = """\tld.param.u32 %r1, [k_param_1];
\tsetp.eq.u32 %p1, %r1, 0;
\tselp.u32 %r2, 1, 2, %p1;
\tst.global.u32 [%rd1], %r2;
\tmov.u32 %r3, %tid.x;
"""
    tail = """\tmov.u32 %r4, 0;
\t@%p1 bra $L__join;
\tmov.u32 %r4, 5;
$L__join:
\tst.global.u32 [%rd1+4], %r4;
\tret;"""
    webs = head + "\tsetp.eq.u32 %p1, %r3, 0;\n" + tail
    assert "%r4" not in _claimed(tmp_path, webs)
    scoped = head + """\tmov.u32 %r4, 0;
\t{
\t.reg .pred %p1;
\tsetp.eq.u32 %p1, %r3, 0;
\t@%p1 bra $L__join;
\t}
\tmov.u32 %r4, 5;
$L__join:
\tst.global.u32 [%rd1+4], %r4;
\tret;"""
    assert "%r4" not in _claimed(tmp_path, scoped)
