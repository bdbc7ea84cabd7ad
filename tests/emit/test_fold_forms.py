"""Memory forms (``[llvm.fold]``): which operands the frontend marks foldable,
and the line the writer emits for a folded read."""

from __future__ import annotations

import pytest

from solver_alloc import load_target
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_fold import foldable_operands, folded_line

FOLDS = llvm_names(load_target("x86-64")).folds


@pytest.mark.parametrize(("line", "opcode", "value", "want"), [
    ("CMP64rr %3, killed %5, implicit-def $eflags", "CMP64rr", "%5",
     "CMP64rm %3, %stack.2, 1, $noreg, 0, $noreg, implicit-def $eflags"),
    ("CMP64rr %3, killed %5, implicit-def $eflags", "CMP64rr", "%3",
     "CMP64mr %stack.2, 1, $noreg, 0, $noreg, killed %5, implicit-def $eflags"),
    ("%7:gr64 = ADD64rr %7, %2, implicit-def dead $eflags", "ADD64rr", "%2",
     "%7:gr64 = ADD64rm %7, %stack.2, 1, $noreg, 0, $noreg, implicit-def dead $eflags"),
    ("CMP32ri8 %2, 5, implicit-def $eflags :: (x)", "CMP32ri8", "%2",
     "CMP32mi8 %stack.2, 1, $noreg, 0, $noreg, 5, implicit-def $eflags :: (x)"),
    ("PUSH64r killed %4, implicit-def $rsp, implicit $rsp", "PUSH64r", "%4",
     "PUSH64rmm %stack.2, 1, $noreg, 0, $noreg, implicit-def $rsp, implicit $rsp"),
])
def test_a_folded_read_is_written_in_its_memory_form(line: str, opcode: str, value: str,
                                                       want: str) -> None:
    assert value in foldable_operands(line, opcode, FOLDS)
    assert folded_line(line, opcode, value, "%stack.2", FOLDS) == want


@pytest.mark.parametrize(("line", "opcode", "want"), [
    ("CMP64rr %3, %3, implicit-def $eflags", "CMP64rr", set()),  # named twice
    ("CMP32rr %3.sub_32bit, %4, implicit-def $eflags", "CMP32rr", {"%4"}),  # a part
    ("%7:gr64 = ADD64rr %7, %2, implicit-def dead $eflags", "ADD64rr", {"%2"}),  # the def
    ("%5:gr32 = MOV32rr %4", "MOV32rr", set()),  # no memory form listed
])
def test_what_is_not_foldable(line: str, opcode: str, want: set[str]) -> None:
    assert set(foldable_operands(line, opcode, FOLDS)) == want
