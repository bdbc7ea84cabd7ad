"""LLVM's AMDGPU aligned-tuple test, translated (instances/amdgpu): optimal, aligned,
and as good as LLVM's greedy result, which our verifier also accepts."""

from __future__ import annotations

import pytest
from helpers import ROOT

from solver_alloc import Allocation, Status, allocate, load_kernel, load_target, verify

CASES = sorted((ROOT / "instances" / "amdgpu").glob("alloc_vgpr_*.json"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_aligned_tuple_is_optimal_and_matches_llvm(path) -> None:
    t = load_target("amd-cdna3")
    k = load_kernel(path, t)
    ours = allocate(k, t)
    assert ours.status is Status.OPTIMAL
    report = verify(k, t, ours)
    assert report.valid
    start = ours.assignment["t2"][0]
    assert int(start[1:]) % 2 == 0  # *_align2: even start
    width = k.values["t2"].width
    llvm = dict(ours.assignment)
    base = int(k.meta["llvm_greedy"][1:])
    llvm["t2"] = tuple(f"v{base + i}" for i in range(width))
    if "t4" in llvm:  # LLVM's other vgpr tuple goes right after t2
        llvm["t4"] = tuple(f"v{base + width + i}" for i in range(4))
    theirs = verify(k, t, Allocation(k.name, t.name, Status.FEASIBLE, assignment=llvm))
    assert theirs.valid, theirs.violations
    assert theirs.registers_total >= ours.objective
    assert theirs.registers_total == ours.objective  # LLVM is optimal here too


def test_seven_functions_translated() -> None:
    assert len(CASES) == 7
