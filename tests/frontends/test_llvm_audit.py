"""audit: LLVM's allocation (post-RA MIR) stated as ours, priced by the verifier,
against our optimum. Hand-written pre/post pairs in llc-14's form, then the
corpus end to end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ROOT
from mir_snippets import POST, PRE

from solver_alloc import Allocation, Kernel, load_target, verify
from solver_alloc.cli import main
from solver_alloc.frontends.audit import AuditError, llvm_allocation
from solver_alloc.frontends.audit_report import audit_file
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import parse_mir

X86 = load_target("x86-64")

def _audit(pre: str, post: str) -> tuple[Kernel, Allocation]:
    (f,) = parse_mir(pre, "pre.mir")
    (g,) = parse_mir(post, "post.mir")
    return llvm_allocation(f, g, X86, llvm_names(X86))


def test_spill_store_reload_and_coalesced_copy_become_our_operations() -> None:
    k, a = _audit(PRE, POST)
    assert a.assignment["%0"] == "r3"
    assert a.assignment["%1"] == "r0"
    assert a.assignment["%2"] == "r0"  # its copy into $rax was coalesced away
    call = next(i for i, ins in enumerate(k.blocks[0].instrs) if ins.op.startswith("CALL"))
    assert [(o.op, o.value, o.reg, o.before) for o in a.operations] == [
        ("store", "%1", "r0", call), ("load", "%1", "r0", call + 1)]
    report = verify(k, X86, a)
    assert report.valid
    # x86-64: the spill of %1 around the call (store 4 + load 4), and rbx, which
    # the callee must preserve and the copy writes, saved and restored (4 + 4)
    assert report.cost == 16


def test_an_allocation_that_keeps_a_value_in_a_clobbered_register_fails() -> None:
    bad = POST.replace("MOV64mr %stack.0, 1, $noreg, 0, $noreg, killed renamable $rax "
                       ":: (store (s64) into %stack.0)\n", "").replace(
        "renamable $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from "
        "%stack.0)\n", "")
    k, a = _audit(PRE, bad)
    assert not a.operations
    kinds = [v.kind for v in verify(k, X86, a).violations]
    assert kinds == ["use_not_in_register"]  # rax does not survive the call


def test_a_folded_reload_is_refused_with_its_reason() -> None:
    folded = POST.replace(
        "    renamable $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from "
        "%stack.0)\n    renamable $rax = ADD64rr renamable $rax, renamable $rbx, "
        "implicit-def dead $eflags\n",
        "    renamable $rbx = ADD64rm killed renamable $rbx, %stack.0, 1, $noreg, 0, "
        "$noreg, implicit-def dead $eflags :: (load (s64) from %stack.0)\n")
    assert folded != POST
    with pytest.raises(AuditError, match=r"function 'f', block bb\.0"):
        _audit(PRE, folded)


def test_audit_reports_the_gap_to_our_optimum(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "pre.mir").write_text(PRE)
    (tmp_path / "post.mir").write_text(POST)
    (row,) = audit_file(tmp_path / "pre.mir", tmp_path / "post.mir", X86, time_limit=20)
    assert (row.llvm_valid, row.llvm_cost) == (True, 16)
    # %0 and %1 are both live across the call: each needs a preserved register
    # (saved and restored, 8) or a spill around the call (8), whichever LLVM picks
    assert (row.status, row.cost, row.bound, row.gap) == ("OPTIMAL", 16, 16, 0.0)
    args = ["audit", str(tmp_path / "pre.mir"), str(tmp_path / "post.mir"),
            "--target", "x86-64", "--json"]
    assert main(args) == 0
    (rec,) = json.loads(capsys.readouterr().out)
    assert rec["function"] == "f"
    assert rec["gap"] == 0.0


def test_audit_prices_a_callee_saved_register_that_was_not_needed(
        tmp_path: Path) -> None:
    """Without the call, keeping %0 in rbx buys nothing and costs its save and
    restore: the optimum uses caller-saved registers only."""
    call = "    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit-def $rsp\n"
    spill = ("    MOV64mr %stack.0, 1, $noreg, 0, $noreg, killed renamable $rax :: "
             "(store (s64) into %stack.0)\n")
    reload = ("    renamable $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: "
              "(load (s64) from %stack.0)\n")
    pre, post = PRE.replace(call, ""), POST.replace(call, "")
    post = post.replace(spill, "").replace(reload, "")
    assert pre != PRE
    assert post.count("MOV64rm") == 1
    (tmp_path / "pre.mir").write_text(pre)
    (tmp_path / "post.mir").write_text(post)
    (row,) = audit_file(tmp_path / "pre.mir", tmp_path / "post.mir", X86, time_limit=20)
    assert (row.llvm_valid, row.llvm_cost) == (True, 8)  # rbx: 4 + 4
    assert (row.status, row.cost, row.bound, row.gap) == ("OPTIMAL", 0, 0, 1.0)


CORPUS = sorted((ROOT / "instances" / "llvm").glob("*.pre.mir"))


@pytest.mark.parametrize("pre", [p for p in CORPUS if "xxhash" in p.name],
                         ids=lambda p: p.name)
def test_llvm_allocations_of_the_corpus_pass_our_verifier(pre: Path) -> None:
    """Where LLVM's allocation converts, it passes our verifier, our bound never
    exceeds its cost, and (warm-started from it) our plan never costs more
    (xxhash here; every library in the bench)."""
    target = X86 if "x86" in pre.name else load_target("riscv64-v")
    rows = audit_file(pre, str(pre).replace(".pre.", ".post."), target,
                      time_limit=60)
    audited = [r for r in rows if r.refused is None]
    assert len(audited) >= 0.9 * len(rows)
    for r in audited:
        assert r.llvm_valid, (r.function, r.llvm_violation)
        assert r.cost is not None
        assert r.llvm_cost is not None
        assert r.bound is not None
        assert r.bound <= r.llvm_cost + 1e-9, r.function
        assert r.cost <= r.llvm_cost + 1e-9, r.function  # warm-started from LLVM


def test_a_read_llvm_folded_into_a_memory_form_is_a_fold() -> None:
    """brotli's BrotliCreateZopfliBackwardReferences: LLVM reads two spilled
    values straight from their slots (CMP64rm-style memory forms); the audit
    states each as a ``fold`` (a load's cost, no register), which the
    instruction's ``foldable`` allows and the verifier accepts."""
    from solver_alloc.frontends.audit import audit_llvm
    from solver_alloc.frontends.mir_parse import read_mir

    path = ROOT / "instances" / "llvm" / "brotli.x86-64.pre.mir"
    name = "BrotliCreateZopfliBackwardReferences"
    (f,) = [f for f in read_mir(path) if f.name == name]
    (g,) = [g for g in read_mir(str(path).replace(".pre.", ".post.")) if g.name == name]
    audit = audit_llvm(f, g, X86, llvm_names(X86))
    folds = [o for o in audit.allocation.operations if o.op == "fold"]
    assert len(folds) == 2
    instrs = [ins for b in audit.kernel.blocks for ins in b.instrs]
    assert all(o.value in instrs[o.before].foldable for o in folds)
    assert verify(audit.kernel, X86, audit.allocation).valid


def test_a_def_llvm_deleted_after_rematerialising_its_uses_runs_in_a_free_register(
        ) -> None:
    """zstd's ZSTDMT_createJobsTable: LLVM rematerialised every use of a
    constant and deleted its def; the audit runs the def in a register LLVM's
    plan leaves free there, and the plan verifies."""
    from solver_alloc.frontends.audit import audit_llvm
    from solver_alloc.frontends.mir_parse import read_mir

    path = ROOT / "instances" / "llvm" / "zstd.x86-64.pre.mir"
    name = "ZSTDMT_createJobsTable"
    (f,) = [f for f in read_mir(path) if f.name == name]
    (g,) = [g for g in read_mir(str(path).replace(".pre.", ".post.")) if g.name == name]
    got = audit_llvm(f, g, X86, llvm_names(X86))
    assert verify(got.kernel, X86, got.allocation).valid
    remat = {o.value for o in got.allocation.operations if o.op == "remat"}
    assert remat  # its uses are rematerialised, as LLVM did
