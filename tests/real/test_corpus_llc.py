"""The LLVM corpus (``instances/llvm``, ``instances/llvm-hidden``) keeps its
embedded IR, so llc-14 re-runs it: each ``.pre.mir`` from the register
allocator on, each ``.post.mir`` from after it (test-real)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from real.harness import compile_mir

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "instances" / "llvm").glob("*.mir")) + sorted(
    (ROOT / "instances" / "llvm-hidden").glob("*.mir"))


@pytest.mark.real
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_llc_reruns_the_corpus(path: Path, tmp_path: Path) -> None:
    if shutil.which("llc-14") is None:
        pytest.skip("llc-14 missing: apt-get install llvm-14")
    target = "riscv64" if "riscv64" in path.name else "x86-64"
    if path.name.endswith(".post.mir"):  # LLVM's own allocation
        assert compile_mir(path, target, tmp_path / "f.o").exists()
        return
    cmd = ["llc-14", "-O2", "-start-before=greedy", "-verify-machineinstrs",
           "-filetype=obj", str(path), "-o", str(tmp_path / "f.o")]
    if target == "riscv64":
        cmd.append("-target-abi=lp64d")
    run = subprocess.run(cmd, capture_output=True, text=True, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
