"""Seed 000 (NCC_IGCA094) on trn2: the gather kernel end to end through the CLI
(target: under 1 s, OPTIMAL with certificate), and the hoisted variant (MaxLive
64 > 62): minimum-cost spill code, proven optimal (the anytime mode's first
flow bound meets Belady's plan; target: under 60 s) and, with spilling forbidden,
a clear INFEASIBLE. Fixed seed 0, 1 worker.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from solver_alloc import Status, allocate, load_target, verify

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "instances"))
from make_seed000 import gather_kernel  # noqa: E402


def test_gather_cli_end_to_end(benchmark) -> None:
    cmd = [str(ROOT / ".venv" / "bin" / "solver-alloc"), "solve",
           str(ROOT / "instances" / "seed000_gather.json"), "--target", "trn2"]
    out = benchmark.pedantic(subprocess.run, args=(cmd,),
                             kwargs={"capture_output": True, "text": True, "check": True},
                             rounds=5, iterations=1)
    assert "OPTIMAL" in out.stdout
    assert "MaxLive = 1" in out.stdout
    assert "verifier: valid" in out.stdout


@pytest.fixture(scope="module")
def hoisted():
    return gather_kernel(256, hoisted=True)


def test_hoisted_spill_optimal(benchmark, hoisted) -> None:
    t = load_target("trn2")
    a = benchmark.pedantic(allocate, args=(hoisted, t),
                           kwargs={"objective": "spill", "seed": 0, "workers": 1},
                           rounds=3, iterations=1)
    assert a.status is Status.OPTIMAL
    assert a.objective == 256 * 2 * (64 + 64)
    assert verify(hoisted, t, a).valid
    benchmark.extra_info.update(objective=a.objective, bound=a.bound)


def test_hoisted_without_spilling_is_infeasible(benchmark, hoisted) -> None:
    t = load_target("trn2")
    a = benchmark.pedantic(allocate, args=(hoisted, t), rounds=3, iterations=1)
    assert a.status is Status.INFEASIBLE
    assert "needs 64 registers at instruction 63 but has 62" in a.explanation
