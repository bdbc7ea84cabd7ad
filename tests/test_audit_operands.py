"""audit: every use operand of LLVM's allocation must name the register that holds
the value the pre-RA MIR reads there (issue 45, C6)."""

from __future__ import annotations

import json

import pytest
from helpers import DATA

from solver_alloc import load_target, verify
from solver_alloc.cli import main
from solver_alloc.frontends.audit import audit_llvm
from solver_alloc.frontends.audit_operands import MisreadKind
from solver_alloc.frontends.audit_report import audit_file
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import parse_mir

X86 = load_target("x86-64")
CASE = DATA / "adversarial3"


# --- the C6 case ----------------------------------------------------------------


def test_c6_rotate_reading_the_state_pointer_makes_llvm_invalid(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``ROL64ri killed renamable $rax`` changed to ``$r15`` (the state pointer):
    LLVM's allocation is invalid, and the message names the block, the
    instruction and the operand."""
    pre = CASE / "XXH64_update.pre.mir"
    (row,) = audit_file(pre, CASE / "XXH64_update.wrongreg.post.mir", X86,
                        time_limit=5)
    assert row.refused is None
    assert row.llvm_valid is False
    assert row.llvm_cost is None
    assert row.llvm_violation is not None
    assert row.llvm_violation.startswith(
        "block bb.4, instruction 17 (ROL64ri) of the post-RA MIR: operand 1 reads "
        "$r15, which holds %23, not %40"), row.llvm_violation
    assert row.plan_from == "solver"  # an invalid plan is never kept
    args = ["audit", str(pre), str(CASE / "XXH64_update.wrongreg.post.mir"),
            "--target", "x86-64", "--time-limit", "5", "--json"]
    assert main(args) == 1
    (rec,) = json.loads(capsys.readouterr().out)
    assert rec["llvm_valid"] is False
    assert "bb.4, instruction 17 (ROL64ri)" in rec["llvm_violation"]


def test_c6_unmodified_post_mir_is_valid() -> None:
    (row,) = audit_file(CASE / "XXH64_update.pre.mir",
                        CASE / "XXH64_update.post.mir", X86, time_limit=5)
    assert (row.refused, row.llvm_valid, row.llvm_violation) == (None, True, None)
    assert row.llvm_cost == 48


def test_a_dropped_implicit_read_of_a_fixed_register_is_invalid() -> None:
    """The pre-RA MIR passes the argument in ``$rdi`` (``implicit $rdi`` on the
    call); a post-RA call that no longer reads it is invalid."""
    (pre,) = parse_mir(_PRE, "pre.mir")
    (post,) = parse_mir(_POST.replace(", implicit $rdi", ""), "post.mir")
    names = llvm_names(X86)
    assert audit_llvm(pre, parse_mir(_POST, "post.mir")[0], X86, names).misread is None
    bad = audit_llvm(pre, post, X86, names).misread
    assert bad is not None
    assert bad.kind is MisreadKind.MISSING_IMPLICIT
    assert (bad.site.block, bad.site.index, bad.site.opcode) == ("bb.0", 2,
                                                                 "CALL64pcrel32")


def test_a_copy_into_the_argument_register_from_the_wrong_register_is_invalid(
        ) -> None:
    """``$rdi = COPY`` from a register that holds another value: the call's
    implicit read of ``$rdi`` gets the wrong value."""
    (pre,) = parse_mir(_PRE, "pre.mir")
    (post,) = parse_mir(_POST.replace("$rdi = COPY renamable $rbx",
                                      "$rdi = COPY renamable $rax"), "post.mir")
    bad = audit_llvm(pre, post, X86, llvm_names(X86)).misread
    assert bad is not None
    assert bad.kind is MisreadKind.WRONG_REGISTER
    assert str(bad).startswith("block bb.0, instruction 1 (COPY) of the post-RA MIR: "
                               "operand 1 reads $rax, which holds no value"), str(bad)


def test_a_remat_of_another_constant_is_invalid() -> None:
    """LLVM recomputes ``%0`` after the call that clobbers ``$rcx``; a remat
    that computes another constant does not stand for it."""
    (pre,) = parse_mir(_REMAT_PRE, "pre.mir")
    names = llvm_names(X86)
    good = audit_llvm(pre, parse_mir(_REMAT_POST, "post.mir")[0], X86, names)
    assert good.misread is None
    assert [o.op for o in good.allocation.operations] == ["remat"]
    assert verify(good.kernel, X86, good.allocation).valid
    (post,) = parse_mir(_REMAT_POST.replace("$rcx = MOV64ri 7\n    $rax",
                                            "$rcx = MOV64ri 8\n    $rax"), "post.mir")
    bad = audit_llvm(pre, post, X86, names).misread
    assert bad is not None
    assert bad.kind is MisreadKind.WRONG_REMAT
    assert str(bad) == ("block bb.0, instruction 3 (MOV64ri) of the post-RA MIR: this "
                        "remat (MOV64ri 8) stands for %0, which the pre-RA MIR defines "
                        "by MOV64ri 7")


_REMAT_PRE = """---
name: f
registers:
  - { id: 0, class: gr64 }
body: |
  bb.0:
    %0:gr64 = MOV64ri 7
    $rdi = COPY %0
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    $rax = COPY %0
    RET 0, implicit $rax
...
"""

_REMAT_POST = """---
name: f
body: |
  bb.0:
    renamable $rcx = MOV64ri 7
    $rdi = COPY renamable $rcx
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    renamable $rcx = MOV64ri 7
    $rax = COPY killed renamable $rcx
    RET 0, implicit $rax
...
"""

_PRE = """---
name: f
registers:
  - { id: 0, class: gr64 }
  - { id: 1, class: gr64 }
liveins:
  - { reg: '$rdi' }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    $rdi = COPY %0
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    %1:gr64 = ADD64rr %0, %0, implicit-def dead $eflags
    $rax = COPY %1
    RET 0, implicit $rax
...
"""

_POST = """---
name: f
liveins:
  - { reg: '$rdi' }
body: |
  bb.0:
    liveins: $rdi, $rbx
    renamable $rbx = COPY $rdi
    $rdi = COPY renamable $rbx
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    renamable $rax = ADD64rr renamable $rbx, renamable $rbx, implicit-def dead $eflags
    RET 0, implicit $rax
...
"""
