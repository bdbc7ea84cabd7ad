"""The PTX frontend: one test per construct, one per class of malformed input,
and the Triton corpus through the exact solver and the verifier."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from helpers import ROOT, without_held

from solver_alloc import allocate, load_target
from solver_alloc.cli import main
from solver_alloc.frontends.ptx import load_ptx
from solver_alloc.ir import Kernel
from solver_alloc.result import Status
from solver_alloc.verifier.kernel import verify

SM90 = load_target("nvidia-sm90")
CORPUS = sorted((ROOT / "instances" / "ptx").glob("**/*.ptx"))


def ptx(tmp_path: Path, body: str, regs: str = "", name: str = "k") -> Kernel:
    """The kernel of one ``.entry`` with these declarations and body."""
    path = tmp_path / f"{name}.ptx"
    path.write_text(f"""//
.version 8.4
.target sm_90a
.address_size 64
.visible .entry {name}(
\t.param .u64 {name}_param_0
)
.reqntid 128
{{
{regs}
{body}
}}
""")
    (kernel,) = load_ptx(path, without_held(SM90))  # the registers ptxas holds: own tests
    return kernel


def instrs(k: Kernel) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    return [(i.op, i.defs, i.uses) for b in k.blocks for i in b.instrs]


REGS = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<8>;\n\t.reg .b64 %rd<4>;"


def test_declarations_give_classes_and_widths(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    mov.u32 %r1, 1;
    mov.b64 %rd1, 2;
    mov.b128 %q0, {%rd1, %rd1};
    mov.b16 %h, 3;
    mov.f32 %x, 0f3F800000;
    setp.ne.s32 %p1, %r1, 0;
    st.global.b32 [%rd1], %r1;
    st.global.b16 [%rd1+4], %h;
    st.global.f32 [%rd1+8], %x;
    st.global.b128 [%rd1+16], %q0;
    @%p1 ret;
    ret;""", regs="\t.reg .pred %p<2>;\n\t.reg .b32 %r<2>;\n\t.reg .b64 %rd<2>;\n"
                  "\t.reg .b128 %q<1>;\n\t.reg .b16 %h;\n\t.reg .f32 %x, %y;")
    v = k.values
    # moves of immediates are warp-uniform: in class ur where they fit
    assert (v["%r1"].regclass, v["%r1"].width) == ("ur", 1)
    assert (v["%rd1"].regclass, v["%rd1"].width) == ("ur", 2)
    # a 16-bit register declared: class r counts halves (solver_alloc/halves.py),
    # a 128-bit value eight of them, a 32-bit one two
    assert k.meta["halves"] == ["r"]
    assert (v["%q0"].regclass, v["%q0"].width) == ("r", 8)  # ur has no quads
    assert (v["%x"].regclass, v["%x"].width) == ("ur", 1)  # two halves: one UR
    assert (v["%h"].regclass, v["%h"].width) == ("ur", 1)  # in ur: a whole register
    assert (v["%p1"].regclass, v["%p1"].width) == ("p", 1)
    assert "%y" not in v  # declared, never used: no value


def test_operands_vectors_memory_pairs_sinks_and_special_registers(tmp_path: Path
                                                                     ) -> None:
    k = ptx(tmp_path, """
    ld.param.b64 %rd1, [k_param_0];
    mov.u32 %r0, %tid.x;
    ld.global.v4.b32 {%r1, %r2, %r3, %r4}, [%rd1+16];
    mov.b64 %rd2, {%r1, %r2};
    setp.lt.s32 %p1|%p2, %r3, %r4;
    shfl.sync.bfly.b32 %r5|_, %r0, 1, 31, -1;
    st.shared.v2.b32 [%r0+-4], {%r5, %r3};
    ret;""", regs=REGS)
    got = instrs(k)
    assert got[0] == ("ld.param.b64", ("%rd1",), ())
    assert got[1] == ("mov.u32", ("%r0",), ())  # %tid.x is not allocated
    assert got[2] == ("ld.global.v4.b32", ("%r1", "%r2", "%r3", "%r4"), ("%rd1",))
    assert got[3] == ("mov.b64", ("%rd2",), ("%r1", "%r2"))
    assert got[4] == ("setp.lt.s32", ("%p1", "%p2"), ("%r3", "%r4"))
    assert got[5] == ("shfl.sync.bfly.b32", ("%r5",), ("%r0",))
    assert got[6] == ("st.shared.v2.b32", (), ("%r0", "%r5", "%r3"))


def test_a_guarded_definition_keeps_the_old_value_alive(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    mov.u32 %r1, 0;
    setp.eq.s32 %p1, %r1, 0;
    @%p1 ld.global.b32 %r1, [%rd1];
    @!%p1 mov.u32 %r2, 7;
    ret;""", regs=REGS)
    got = instrs(k)
    assert got[2] == ("ld.global.b32", ("%r1",), ("%rd1", "%p1", "%r1"))
    assert got[3] == ("mov.u32", ("%r2",), ("%p1", "%r2"))
    assert set(k.live_in) == {"%rd1", "%r2"}  # read before any write


def test_a_register_written_on_one_path_only_is_live_on_entry(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    mov.u32 %r3, 0;
    setp.eq.s32 %p1, %r3, 0;
    @%p1 bra $L__skip;
    mov.u32 %r1, 1;
$L__skip:
    add.s32 %r2, %r1, %r3;
    ret;""", regs=REGS)
    assert k.live_in == ("%r1",)  # %r3 and %p1 are written on every path first


def test_blocks_branches_and_loop_frequencies(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    mov.u32 %r1, 0;
$L__outer:
    mov.u32 %r2, 0;
$L__inner:
    add.s32 %r2, %r2, 1;
    setp.lt.s32 %p1, %r2, 8;
    @%p1 bra $L__inner;
    add.s32 %r1, %r1, 1;
    setp.lt.s32 %p2, %r1, 4;
    @%p2 bra.uni $L__outer;
    bra.uni $L__done;
    mov.u32 %r3, 1;
$L__done:
    exit;
$L__after:
    ret;""", regs=REGS)
    names = [b.name for b in k.blocks]
    assert names == ["bb0", "$L__outer", "$L__inner", "bb3", "bb4", "bb5", "$L__done",
                     "$L__after"]
    succs = {b.name: b.succs for b in k.blocks}
    assert succs["$L__inner"] == ("$L__inner", "bb3")  # guarded: target, then next
    assert succs["bb3"] == ("$L__outer", "bb4")
    assert succs["bb4"] == ("$L__done",)
    assert succs["$L__done"] == ()
    freq = {b.name: b.freq for b in k.blocks}
    assert freq == {"bb0": 1, "$L__outer": 10, "$L__inner": 100, "bb3": 10, "bb4": 1,
                    "bb5": 0, "$L__done": 1, "$L__after": 0}


def test_scoped_blocks_declare_their_own_registers(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    mov.u32 %r1, 1;
    {
    .reg .pred %p1;
    .reg .b32 %t;
    setp.ne.s32 %p1, %r1, 0;
    selp.b32 %t, 1, 2, %p1;
    mov.u32 %r2, %t;
    }
    setp.eq.s32 %p1, %r2, 2;
    ret;""", regs=REGS)
    got = instrs(k)
    assert got[1] == ("setp.ne.s32", ("%p1~1",), ("%r1",))
    assert got[2] == ("selp.b32", ("%t~1",), ("%p1~1",))
    assert got[4] == ("setp.eq.s32", ("%p1",), ("%r2",))  # the outer %p1 again


def test_wgmma_reads_its_accumulators_unless_scale_d_is_zero(tmp_path: Path) -> None:
    acc = ", ".join(f"%f{i}" for i in range(4))
    k = ptx(tmp_path, f"""
    wgmma.fence.sync.aligned;
    wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{{acc}}}, %rd1, %rd2, 0, 1, 1, 0, 0;
    wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {{{acc}}}, %rd1, %rd2, %p1, 1, 1, 0, 0;
    wgmma.commit_group.sync.aligned;
    wgmma.wait_group.sync.aligned 0;
    ret;""", regs=REGS + "\n\t.reg .f32 %f<4>;")
    got = instrs(k)
    fs = tuple(f"%f{i}" for i in range(4))
    assert got[0] == ("wgmma.fence.sync.aligned", (), ())
    assert got[1][1:] == (fs, ("%rd1", "%rd2"))
    assert got[2][1:] == (fs, ("%rd1", "%rd2", "%p1", *fs))
    assert all(i.requires == ("wgmma",) for b in k.blocks for i in b.instrs
               if i.op.startswith("wgmma"))


def test_memory_spaces_and_ordering_points_become_dependences(tmp_path: Path) -> None:
    k = ptx(tmp_path, """
    ld.global.b32 %r1, [%rd1];
    st.shared.b32 [%r2], %r1;
    ld.b32 %r3, [%rd2];
    ld.const.b32 %r4, [%rd2];
    atom.global.add.u32 %r5, [%rd1], 1;
    bar.sync 0;
    cp.async.ca.shared.global [%r2], [%rd1], 16;
    ret;""", regs=REGS)
    tiles = [(i.reads, i.writes) for b in k.blocks for i in b.instrs]
    assert tiles == [
        (("sync", "mem.global"), ()),
        (("sync",), ("mem.shared",)),
        (("sync", "mem.global", "mem.shared", "mem.local"), ()),  # generic: any space
        (("sync",), ()),  # constant memory is never written
        (("sync", "mem.global"), ("mem.global",)),
        ((), ("sync",)),  # an ordering point
        (("sync", "mem.shared", "mem.global"), ("mem.shared", "mem.global")),
        ((), ("sync",)),
    ]


def test_comments_loc_file_sections_and_prototypes_are_skipped(tmp_path: Path) -> None:
    path = tmp_path / "m.ptx"
    path.write_text("""
.version 8.4
.target sm_90a
.extern .func (.param .b32 r) vprintf (.param .b64 a, .param .b64 b);
.global .align 4 .b8 table[16];
.visible .entry first()
{
    .reg .b32 %r<3>;  // declarations
    .loc 1 2 3
    .file 2 "odd//name.py"
    /* a block
       comment */ mov.u32 %r1, 1;
    // begin inline asm
    add.s32 %r2, %r1, %r1;
    // end inline asm
    ret;
}
.func helper()
{
    ret;
}
    .section .debug_info
    {
.b8 1
.b32 .debug_abbrev
    }
""")
    kernels = load_ptx(path, without_held(SM90))
    assert [k.name for k in kernels] == ["first", "helper"]
    assert instrs(kernels[0]) == [("mov.u32", ("%r1",), ()),  # reads/writes: see above
                                  ("add.s32", ("%r2",), ("%r1",)), ("ret", (), ())]
    (only,) = load_ptx(path, without_held(SM90), "helper")
    assert only.name == "helper"


@pytest.mark.parametrize(("body", "regs", "message"), [
    ("add.s32 %r1, %zz, 1;", REGS, ":13: register %zz is not declared"),
    ("frobnicate.b32 %r1, 1;", REGS, ":13: unknown instruction 'frobnicate.b32'"),
    ("call.uni (%r1), f, (%r2);", REGS, ":13: 'call.uni' is not supported"),
    ("brx.idx %r1, $L__tab;", REGS, ":13: 'brx.idx' is not supported"),
    ("bra.uni $L__nowhere;", REGS, ":13: branch to unknown label $L__nowhere"),
    ("$L__a:\nmov.u32 %r1, 1;\n$L__a:\nret;", REGS, ":15: label $L__a defined twice"),
    ("add.s32 %r1, [%r2, 1;", REGS, ":13: unbalanced brackets"),
    ("ret;", "\t.reg .b32 %r<99999999>;", ":10: %r<99999999> declares 99999999"),
    ("ret;", "\t.reg .v4 .b32 %v;", ":10: vector register declarations"),
    ("ret;", "\t.reg %r;", ":10: cannot read the declaration"),
    (".weird 3;", REGS, ":13: unsupported directive '.weird'"),
    ("bra.uni;", REGS, ":13: bra needs one target label"),
])
def test_malformed_ptx_is_a_one_line_error_with_the_line(
        tmp_path: Path, body: str, regs: str, message: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.ptx"
    path.write_text(f".version 8.4\n.target sm_90a\n.address_size 64\n"
                    f".visible .entry bad(\n\t.param .u64 p\n)\n.reqntid 128\n{{\n"
                    f"\n{regs}\n{body}\n}}\n")
    assert main(["solve", str(path), "--target", "nvidia-sm90"]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert f"{path}" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize(("text", "args", "message"), [
    (".visible .entry k()\n{\nret;\n", [], "body of 'k' is not closed"),
    (".visible .entry k()\n", [], "function header without a body"),
    (".visible .entry k()\n{\nret;\n}\n", ["--entry", "other"], "no function 'other'"),
    (".visible .entry k()\n{\n.reg .pred %p;\nsetp.eq.s32 %p, 1, 1;\nret;\n}\n",
     ["--target", "x86-64"], "has no predicate class 'p'"),
    ("\udcff", [], "cannot read"),
])
def test_broken_files_and_wrong_targets_are_one_line_errors(
        tmp_path: Path, text: str, args: list[str], message: str,
        capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.ptx"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    target = [] if "--target" in args else ["--target", "nvidia-sm90"]
    assert main(["solve", str(path), *target, *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


def test_a_file_too_large_is_refused_before_reading(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch
                                                    ) -> None:
    from solver_alloc.frontends import ptx_parse
    monkeypatch.setattr(ptx_parse, "MAX_PTX_BYTES", 10)
    path = tmp_path / "big.ptx"
    path.write_text(".version 8.4\n" * 4)
    with pytest.raises(ptx_parse.PtxError, match="more than the 10"):
        load_ptx(path, SM90)


@pytest.mark.parametrize("path", CORPUS, ids=[p.stem for p in CORPUS])
def test_corpus_kernels_load_and_their_keep_order_optimum_is_proven(path: Path) -> None:
    (kernel,) = load_ptx(path, SM90)
    alloc = allocate(kernel, SM90, objective="registers", keep_order=True,
                     time_limit=30)
    assert alloc.status in (Status.OPTIMAL, Status.INFEASIBLE), alloc.summary()
    if alloc.status is Status.OPTIMAL:
        report = verify(kernel, SM90, alloc)
        assert report.valid, report.violations[:3]
    else:  # more live at once than sm_90 has (7 predicates, 255 registers): named
        assert re.search(r"needs \d+ (registers|halves \(\d+ registers\)) at "
                         r"instruction", alloc.explanation)
        assert "spilling is off" in alloc.explanation


def test_ptxas_facts_cover_the_corpus() -> None:
    for folder in sorted({p.parent for p in CORPUS}):
        facts = json.loads((folder / "ptxas.json").read_text())
        assert sorted(facts["kernels"]) == sorted(p.stem for p in CORPUS
                                                  if p.parent == folder)
        for f in facts["kernels"].values():
            assert f.get("as_compiled", f)["registers"] > 0


def test_labels_no_branch_names_start_no_block(tmp_path: Path) -> None:
    """Debug information's ``$L__tmp`` labels are not branch targets: they must
    not cut a block (a cut forbids reordering across it), while a label a
    branch names starts one."""
    from helpers import ptx_entry

    t = load_target("nvidia-sm90")
    body = """\tld.param.b32 %r1, [k_param_1];
$L__tmp0:
\tadd.s32 %r2, %r1, 1;
$L__tmp1:
\tsetp.lt.s32 %p1, %r2, 7;
\t@%p1 bra $L__BB0_2;
\tadd.s32 %r2, %r2, 1;
$L__BB0_2:
\tst.global.b32 [%rd1], %r2;
\tret;"""
    regs = "\t.reg .pred %p<2>;\n\t.reg .b32 %r<3>;\n\t.reg .b64 %rd<2>;"
    kernel = ptx_entry(tmp_path, body, t, regs)
    sizes = [(b.name, len(b.instrs)) for b in kernel.blocks]
    assert sizes[0][1] >= 4
    assert "$L__tmp0" not in dict(sizes)
    assert "$L__tmp1" not in dict(sizes)
    assert "$L__BB0_2" in dict(sizes)
