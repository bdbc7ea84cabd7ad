"""Issue 46, "the audit explains itself": nothing audited is exit 1 with what the
user likely got wrong; refusals are named in the summary line; ``-o DIR`` writes
both plans and their spill code per block side by side; the terminal says where
LLVM pays and what the optimum does instead; a plan of ours that costs more than
LLVM's is said, and LLVM's is the answer unless ``--no-warm-start``; ``info`` on
a multi-function ``.mir`` lists its functions with their sizes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ROOT
from mir_snippets import POST, PRE

from solver_alloc import load_allocation, load_target, verify
from solver_alloc.cli import main
from solver_alloc.frontends.audit_report import audit_file
from solver_alloc.frontends.audit_side import write_plans
from solver_alloc.frontends.llvm_mir import mir_kernel
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import parse_mir

X86 = load_target("x86-64")
XXH = ROOT / "tests" / "data" / "adversarial3" / "XXH64_update"
LIB = ROOT / "instances" / "llvm"

FOLDED = POST.replace(
    "    renamable $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from "
    "%stack.0)\n    renamable $rax = ADD64rr renamable $rax, renamable $rbx, "
    "implicit-def dead $eflags\n",
    "    renamable $rbx = ADD64rm killed renamable $rbx, %stack.0, 1, $noreg, 0, "
    "$noreg, implicit-def dead $eflags :: (load (s64) from %stack.0)\n")


def _pair(tmp: Path, pre: str = PRE, post: str = POST) -> list[str]:
    (tmp / "pre.mir").write_text(pre)
    (tmp / "post.mir").write_text(post)
    return [str(tmp / "pre.mir"), str(tmp / "post.mir")]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["audit", *args, "--time-limit", "20"] if args[0] != "info"
                else list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


# 1. nothing audited: exit 1, one line saying what is likely wrong

def test_swapped_pre_and_post_is_exit_1_asking_whether_they_were_swapped(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, f"{XXH}.post.mir", f"{XXH}.pre.mir", "-t", "x86-64")
    assert code == 1
    assert err == ("solver-alloc: no function was audited: POST looks like pre-RA MIR "
                   "(virtual registers); did you swap PRE and POST?\n")


def test_wrong_target_is_exit_1_naming_the_target_that_fits(
        capsys: pytest.CaptureFixture[str]) -> None:
    pre = LIB / "xxhash.riscv64.pre.mir"
    code, _, err = _run(capsys, str(pre), str(pre).replace(".pre.", ".post."),
                        "-t", "x86-64", "--function", "XXH128_isEqual")
    assert code == 1
    assert err.count("\n") == 1
    assert "no function was audited: the target x86-64 does not match the MIR" in err
    assert "try --target riscv64-v" in err
    assert "Traceback" not in err


def test_a_target_against_the_triple_the_mir_embeds_names_both(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = '--- |\n  target triple = "x86_64-unknown-linux-gnu"\n...\n'
    code, _, err = _run(capsys, *_pair(tmp_path, module + PRE, module + POST),
                        "-t", "riscv64-v")
    assert code == 1
    assert err == ("solver-alloc: no function was audited: the target riscv64-v does "
                   "not match the MIR's triple x86_64-unknown-linux-gnu; try --target "
                   "x86-64\n")


def test_a_refused_function_is_named_with_its_reason_in_the_summary_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    g_pre, g_post = (t.replace("name: f", "name: g") for t in (PRE, FOLDED))
    code, out, _ = _run(capsys, *_pair(tmp_path, PRE + g_pre, POST + g_post),
                        "-t", "x86-64")
    assert code == 0  # f was audited
    summary = out.splitlines()[-1]
    assert summary.startswith("audited 1 of 2 functions; not audited: g (")
    # LLVM commuted the ADD to fold the other operand: outside our memory forms
    assert "LLVM folded %1 into ADD64rm, a memory form the target's [llvm.fold] " \
        "does not list)" in summary


# 2. -o DIR and --json: both plans, and the spill code per block side by side

def test_output_folder_holds_both_plans_and_the_spill_code_side_by_side(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_dir = tmp_path / "out"
    code, out, _ = _run(capsys, *_pair(tmp_path), "-t", "x86-64", "-o", str(out_dir))
    assert code == 0
    assert sorted(p.name for p in out_dir.iterdir()) == [
        "f.diff.txt", "f.llvm.json", "f.ours.json"]
    (pre,) = parse_mir(PRE, "pre.mir")
    kernel = mir_kernel(pre, X86, llvm_names(X86))
    llvm, ours = (load_allocation(out_dir / f"f.{w}.json") for w in ("llvm", "ours"))
    assert verify(kernel, X86, llvm).cost == 16
    assert verify(kernel, X86, ours).cost == 16
    diff = (out_dir / "f.diff.txt").read_text()
    assert "bb.0 (freq 1): LLVM 8 | ours" in diff
    assert "store %1 from r0" in diff
    assert f"written to {out_dir}" in out


def test_an_output_folder_that_is_a_file_is_a_one_line_error(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "taken").write_text("")
    code, _, err = _run(capsys, *_pair(tmp_path), "-t", "x86-64", "-o",
                        str(tmp_path / "taken"))
    assert code == 2
    assert err.count("\n") == 1
    assert "cannot write the plans there" in err


def test_json_has_the_spill_code_per_block(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, *_pair(tmp_path), "-t", "x86-64", "--json")
    assert code == 0
    (rec,) = json.loads(out)
    (block,) = [b for b in rec["spill_code"] if b["llvm"]]
    assert (block["block"], block["freq"], block["llvm_cost"]) == ("bb.0", 1.0, 8.0)
    assert block["llvm"] == ["store %1 from r0 before 2 (CALL64pcrel32)",
                             "load %1 into r0 before 3 (ADD64rr)"]
    assert "plans" not in rec


def test_the_terminal_says_where_llvm_pays_and_what_the_optimum_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, *_pair(tmp_path), "-t", "x86-64")
    assert code == 0
    lines = out.splitlines()
    assert lines[1] == ("  LLVM pays 16: spill code 8 (bb.0 (freq 1): 1 store, 1 load "
                        "= 8); callee-saved registers ($rbx) saved and restored 8")
    assert lines[2].startswith("  the optimum pays 16: spill code ")


def test_on_a_loop_the_blocks_are_named_with_their_frequency(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, f"{XXH}.pre.mir", f"{XXH}.post.mir", "-t", "x86-64")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("XXH64_update: LLVM cost 48; ours OPTIMAL 17.625")
    assert lines[1] == ("  LLVM pays 48: spill code 0; callee-saved registers ($rbx, "
                        "$rbp, $r12, $r13, $r14, $r15) saved and restored 48")
    assert lines[2].startswith("  the optimum pays 17.625: spill code ")
    assert "(freq 0." in lines[2]


# 3. ours costs more than LLVM's: said, and LLVM's plan is the answer

def test_a_costlier_plan_of_ours_is_said_and_llvm_plan_is_the_answer(
        tmp_path: Path) -> None:
    pre = LIB / "xxhash.x86-64.pre.mir"
    post = str(pre).replace(".pre.", ".post.")
    (row,) = audit_file(pre, post, X86, "XXH3_64bits", 10, backend="linear-scan")
    assert (row.llvm_cost, row.solver_cost, row.cost) == (0, 8, 0)
    assert row.plan_from == "warm start"
    text = row.explained()
    assert "answer: LLVM's own plan" in text.splitlines()[0]
    assert ("our solver's own plan costs 8, more than LLVM's 0: LLVM's plan is the "
            "answer (warm start; --no-warm-start keeps ours)") in text
    assert row.plans is not None
    write_plans(tmp_path, row.function, row.plans)
    diff = (tmp_path / "XXH3_64bits.diff.txt").read_text()
    assert "# ours is LLVM's plan: the solver's own cost more" in diff
    (mine,) = audit_file(pre, post, X86, "XXH3_64bits", 10, backend="linear-scan",
                         warm_start=False)
    assert (mine.cost, mine.plan_from) == (8, "solver")
    assert "ours is 8 above LLVM's" in mine.explained().splitlines()[0]


def test_no_warm_start_on_the_command_line(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, *_pair(tmp_path), "-t", "x86-64", "--json",
                        "--no-warm-start")
    assert code == 0
    (rec,) = json.loads(out)
    assert rec["plan_from"] == "solver"
    assert rec["cost"] == 16


# 4. info on a .mir of several functions

def test_info_lists_the_functions_of_a_multi_function_mir(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "info", str(LIB / "xxhash.x86-64.pre.mir"),
                        "-t", "x86-64")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].endswith("xxhash.x86-64.pre.mir: 29 functions (name one with "
                             "--function for its values, classes and MaxLive)")
    assert lines[1].split() == ["function", "instructions", "blocks", "virtual",
                                "registers"]
    assert lines.index(next(x for x in lines if "XXH64_update" in x)) > 1
    assert next(x for x in lines if x.split()[0] == "XXH64_update").split() == [
        "XXH64_update", "118", "14", "92"]
