"""Our allocation of whole libraries, written back as MIR, compiled by llc-14
(with ``-verify-machineinstrs``) and run against the libraries' harnesses.

``solver-alloc solve M.pre.mir --objective spill --emit-mir OUT`` allocates every
function the frontend reads; the ones it refuses keep LLVM's allocation
(``--emit-mir-fallback``), and the test checks that those are exactly the ones
the frontend refuses. xxhash on x86-64 runs in the default test run; every
library on both targets is marked ``real`` (``make test-real``).
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from real.harness import (
    LIBS,
    TARGETS,
    HarnessRun,
    compile_mir,
    missing_tools,
    module_path,
    plain_file,
    run_harness,
)

from solver_alloc import load_target
from solver_alloc.frontends.llvm_mir import mir_kernels

OUR_TARGET = {"x86-64": "x86-64", "riscv64": "riscv64-v"}
RUN_TIMEOUT = {"x86-64": 120.0, "riscv64": 600.0}
SOLVE_SECONDS = {"xxhash": 60, "lz4": 300, "zstd": 1200, "brotli": 600}
"""The whole module's time limit (``--time-limit``, shared by its functions)."""
_KEPT = re.compile(r"function\(s\) keep LLVM's allocation: (.*)\)$", re.MULTILINE)


def round_trip(lib: str, target: str, work: Path, seconds: float
               ) -> tuple[HarnessRun, set[str], set[str]]:
    """Allocate ``lib`` on ``target``, write it back, compile and run it: the
    harness run, the functions that kept LLVM's allocation, and the ones the
    frontend refuses."""
    install = missing_tools(target)
    if install is not None:
        pytest.skip(f"tools for {target} missing: {install}")
    pre, post = module_path(lib, target, "pre"), module_path(lib, target, "post")
    if not pre.exists() or not post.exists():
        pytest.skip(f"module {pre} or {post} is missing")
    pre, post = plain_file(pre, work), plain_file(post, work)
    ours = work / f"{lib}.{target}.ours.mir"
    solve = subprocess.run(
        [sys.executable, "-m", "solver_alloc", "solve", str(pre), "-t", OUR_TARGET[target],
         "--objective", "spill", "--time-limit", str(seconds), "--emit-mir", str(ours),
         "--emit-mir-fallback", str(post)],
        capture_output=True, text=True, timeout=seconds * 2 + 300)
    assert ours.exists(), solve.stderr[-3000:]
    assert "verifier: INVALID" not in solve.stdout
    kept = _KEPT.search(solve.stderr)
    fell_back = set(kept.group(1).split(", ")) if kept else set()
    refused = {str(e).split("function '")[1].split("'")[0]
               for e in mir_kernels(pre, load_target(OUR_TARGET[target]))
               if isinstance(e, Exception)}
    obj = compile_mir(ours, target, work / f"{lib}.{target}.o")
    return run_harness(lib, target, [obj], work, timeout=RUN_TIMEOUT[target]), \
        fell_back, refused


def _check(lib: str, target: str, work: Path, seconds: float) -> None:
    run, fell_back, refused = round_trip(lib, target, work, seconds)
    assert fell_back == refused  # every function the frontend reads is ours
    assert run.passed, run.output[-4000:]
    assert run.checks > 0


def test_xxhash_on_x86_64_runs_with_our_allocation(tmp_path: Path) -> None:
    _check("xxhash", "x86-64", tmp_path, 30)


@pytest.mark.real
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("lib", LIBS)
def test_library_runs_with_our_allocation(lib: str, target: str, tmp_path: Path) -> None:
    _check(lib, target, tmp_path, SOLVE_SECONDS[lib])
