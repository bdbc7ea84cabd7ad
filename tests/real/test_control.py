"""The control for the real-library round trips: LLVM's own allocation (post.mir after
the virtual-register rewriter) compiled again with llc-14 and checked by the C harness
of each library. If the control fails, the pipeline is broken, not our allocation.

The modules are instances/llvm-modules/<lib>.<target>.post.mir or .post.mir.gz (the
folder can be overridden with $SOLVER_ALLOC_LLVM_MODULES); a missing module or tool
skips the test with what to do about it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from real.harness import (
    LIBS,
    MODULES_ENV,
    TARGETS,
    HarnessRun,
    cachegrind,
    compile_mir,
    missing_tools,
    module_path,
    run_harness,
)

# Under qemu-riscv64 a harness takes up to about a minute; natively a few seconds.
TIMEOUT = {"x86-64": 120.0, "riscv64": 600.0}


def _control(lib: str, target: str, work: Path) -> HarnessRun:
    install = missing_tools(target)
    if install is not None:
        pytest.skip(f"tools for {target} missing: {install}")
    mir = module_path(lib, target)
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


@pytest.mark.real
@pytest.mark.parametrize("lib", LIBS)
def test_control_cachegrind(lib: str, tmp_path: Path) -> None:
    """Cachegrind counts (the harness's --quick workload) of the x86-64 control: positive,
    the library's share within the whole program's, and the same on a second run (the
    whole program's counts vary slightly with the harness's path and environment)."""
    install = missing_tools("x86-64", valgrind=True)
    if install is not None:
        pytest.skip(f"tools for cachegrind missing: {install}")
    mir = module_path(lib, "x86-64")
    if not mir.exists():
        pytest.skip(f"module {mir} is missing (set ${MODULES_ENV} to another folder)")
    obj = compile_mir(mir, "x86-64", tmp_path / f"{lib}.o")
    counts = cachegrind(lib, [obj], tmp_path)
    for event in ("Ir", "Dr", "Dw"):
        assert 0 < counts[event] <= counts[f"total_{event}"], counts
    if lib == "xxhash":  # the library's counts are deterministic (cheap to check here)
        again = cachegrind(lib, [obj], tmp_path)
        assert {e: again[e] for e in ("Ir", "Dr", "Dw")} == {
            e: counts[e] for e in ("Ir", "Dr", "Dw")
        }
