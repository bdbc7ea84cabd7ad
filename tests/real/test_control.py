"""The control for the real-library round trips: LLVM's own allocation (post.mir after
the virtual-register rewriter) compiled again with llc-14 and checked by the C harness
of each library. If the control fails, the pipeline is broken, not our allocation.

The modules are instances/llvm-modules/<lib>.<target>.post.mir (the folder can be
overridden with $SOLVER_ALLOC_LLVM_MODULES); a missing module or tool skips the test
with what to do about it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from real.harness import (
    LIBS,
    MODULES_ENV,
    TARGETS,
    HarnessRun,
    compile_mir,
    missing_tools,
    modules_dir,
    run_harness,
)

# Under qemu-riscv64 a harness takes up to about a minute; natively a few seconds.
TIMEOUT = {"x86-64": 120.0, "riscv64": 600.0}


def _control(lib: str, target: str, work: Path) -> HarnessRun:
    install = missing_tools(target)
    if install is not None:
        pytest.skip(f"tools for {target} missing: {install}")
    mir = modules_dir() / f"{lib}.{target}.post.mir"
    if not mir.exists():
        pytest.skip(f"module {mir} is missing (set ${MODULES_ENV} to another folder)")
    obj = compile_mir(mir, target, work / f"{lib}.{target}.o")
    return run_harness(lib, target, [obj], work, timeout=TIMEOUT[target])


def _assert_passed(run: HarnessRun) -> None:
    assert run.passed, run.output[-4000:]
    assert run.checks > 0


def test_xxhash_x86_64_control(tmp_path: Path) -> None:
    """The one fast control in the default run: xxhash on x86-64 (about a second)."""
    _assert_passed(_control("xxhash", "x86-64", tmp_path))


@pytest.mark.real
@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("lib", LIBS)
def test_control(lib: str, target: str, tmp_path: Path) -> None:
    _assert_passed(_control(lib, target, tmp_path))
