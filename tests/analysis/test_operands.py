"""The operand checks that prove INFEASIBLE before any solver runs, on inputs as
large as real functions."""

from __future__ import annotations

import sys

from helpers import ROOT, kernel, toy_target

from solver_alloc import load_target
from solver_alloc.analysis.operands import operand_conflict
from solver_alloc.analysis.problem import Problem
from solver_alloc.cli_inputs import function_kernels


def test_thousands_of_co_defined_values_need_no_deep_recursion() -> None:
    """Each instruction defines two values (a path of 3,000 home constraints):
    the search for disjoint homes walks it without recursion, so a process that
    starts deeper in its stack (a campaign's forked worker) cannot overflow."""
    n = 3_000
    instrs = [{"op": "pair", "defs": [f"v{i}", f"v{i + 1}"]} for i in range(n)]
    k = kernel(instrs)
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)  # far below the path's length
    try:
        assert operand_conflict(Problem.from_kernel(k, toy_target(count=2))) is None
    finally:
        sys.setrecursionlimit(limit)


def test_a_real_function_with_many_call_clobbers_is_checked() -> None:
    """The function of the corpus with the most call clobbers (306). The one whose
    campaign worker overflowed the recursive search, LZ4F_compressBegin_usingCDict,
    is checked in the next test."""
    t = load_target("riscv64-v")
    (k,) = function_kernels(str(ROOT / "instances" / "llvm" / "lz4.riscv64.pre.mir"),
                            t, "LZ4_decompress_safe_continue")
    assert operand_conflict(Problem.from_kernel(k, t)) is None


def test_the_function_whose_search_overflowed_is_checked() -> None:
    """LZ4F_compressBegin_usingCDict: its indirect calls' targets are confined to
    gprjalr (x without x0 and x5) at the calls."""
    t = load_target("riscv64-v")
    (k,) = function_kernels(str(ROOT / "instances" / "llvm" / "lz4.riscv64.pre.mir"),
                            t, "LZ4F_compressBegin_usingCDict")
    assert any(ins.confined for b in k.blocks for ins in b.instrs)
    assert operand_conflict(Problem.from_kernel(k, t)) is None
