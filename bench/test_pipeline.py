"""The pipeline around the solvers: load, validate, liveness, allocate, verify and
write, against kernel size and block count (issue 12's goals).

Run with ``make bench`` (tables in ``bench/.out/``) or ``make bench-results``
(``bench/results/pipeline.md``). Fixed seed; one worker; every phase timed in one
process, side by side, so the growth with size is a ratio on the same machine:
- straight-line kernels of 10k, 100k and 1M instructions (linear scan meets
  MaxLive), ``solve --objective registers`` end to end through the CLI, in a
  child process (interpreter start and imports included; peak RSS is the
  child's);
- the same 100k-instruction program as 1 block and cut into 1k, 10k and 50k
  blocks (and with side blocks that break every fall-through chain): load +
  validate + liveness + verify against the one-block time.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path
from typing import TypeVar

import pytest
from bench_kernels import random_straight_kernel
from bench_results import results_dir

from solver_alloc import allocate, load_target, verify
from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.formats.kernel import load_kernel, save_kernel
from solver_alloc.ir import Block, Kernel

SIZES = [10_000, 100_000, 1_000_000]
BLOCKS = [1, 1_000, 10_000, 50_000]
BRANCHY = [1_000, 10_000, 25_000]
ROUNDS = 3
TARGET = "nvidia-sm90"


def blocked(kernel: Kernel, n_blocks: int) -> Kernel:
    """``kernel``'s one block cut into ``n_blocks`` blocks that fall through."""
    instrs = kernel.blocks[0].instrs
    size = -(-len(instrs) // n_blocks)
    blocks = [Block(f"b{k}", instrs[k * size: (k + 1) * size],
                    succs=(f"b{k + 1}",) if k + 1 < n_blocks else ())
              for k in range(n_blocks)]
    return Kernel(kernel.name, tuple(blocks))


def branchy(kernel: Kernel, n_blocks: int) -> Kernel:
    """:func:`blocked`, and every block also branches to an empty side block that
    goes on to the next one: the same program, with no fall-through chains
    (every block but the first has two predecessors)."""
    cut = blocked(kernel, n_blocks).blocks
    blocks: list[Block] = []
    for k, b in enumerate(cut):
        if k + 1 < len(cut):
            blocks.append(Block(b.name, b.instrs, succs=(cut[k + 1].name, f"s{k}")))
            blocks.append(Block(f"s{k}", (), succs=(cut[k + 1].name,)))
        else:
            blocks.append(b)
    return Kernel(kernel.name, tuple(blocks))


T = TypeVar("T")

_CLI_WITH_PEAK = """
import runpy, sys
out, sys.argv = sys.argv[1], ["solver-alloc", *sys.argv[2:]]
try:
    runpy.run_module("solver_alloc", run_name="__main__")
finally:
    with open("/proc/self/status") as f:
        hwm = next(line.split()[1] for line in f if line.startswith("VmHWM"))
    with open(out, "w") as f:
        f.write(hwm)
"""
"""The CLI, then its own peak RSS (kB) written to a file: ``VmHWM`` counts this
process's pages only, where ``ru_maxrss`` of a child also counts the parent's
pages at fork time (the benchmark's parent holds the kernels it generated)."""


def _timed(fn: Callable[..., T], *args: object) -> tuple[T, float]:
    t = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - t


def _write(name: str, rows: list[str]) -> None:
    (results_dir() / name).write_text("\n".join(rows) + "\n")


def test_size_scaling(tmp_path: Path) -> None:
    """Straight-line kernels: each phase, and the whole CLI (best of three; peak
    RSS is the largest child's), against size."""
    rows = ["| instructions | load+validate s | liveness s | CLI solve+verify+write s |"
            " instr/s | peak RSS MB |", "|---|---|---|---|---|---|"]
    times = []
    for n in SIZES:
        path = tmp_path / f"s{n}.json"
        save_kernel(random_straight_kernel(n, seed=0), path)
        t_cli = float("inf")
        peak = 0.0
        for _ in range(ROUNDS):  # the best of ROUNDS: the host is shared
            done, t = _timed(subprocess.run, [
                sys.executable, "-c", _CLI_WITH_PEAK, str(tmp_path / "peak"), "solve",
                str(path), "--target", TARGET, "--objective", "registers", "-o",
                str(tmp_path / "out.json"), "--time-limit", "600"])
            assert done.returncode == 0
            t_cli = min(t_cli, t)
            peak = max(peak, int((tmp_path / "peak").read_text()) / 1024)
        k, t_load = _timed(load_kernel, path)
        _, t_live = _timed(compute_liveness, k)
        del k
        times.append(t_cli)
        rows.append(f"| {n:,} | {t_load:.2f} | {t_live:.2f} | {t_cli:.2f} | "
                    f"{n / t_cli:,.0f} | {peak:.0f} |")
    rows.append("")
    rows.append("Growth per 10x size (CLI): " + ", ".join(
        f"{b / a:.1f}x" for a, b in pairwise(times)))
    _write("pipeline_size.md", rows)


def test_block_scaling() -> None:
    """The same 100k instructions in more and more blocks: load + validate +
    liveness + verify (each phase's minimum of three), as a ratio to one block."""
    base = random_straight_kernel(100_000, seed=0)
    t = load_target(TARGET)
    rows = ["| blocks | load+validate s | liveness s | verify s | total s | ratio to 1 block |",
            "|---|---|---|---|---|---|"]
    first = None
    cases = [(f"{nb:,}", blocked(base, nb)) for nb in BLOCKS] + [
        (f"{nb:,} + {nb - 1:,} side", branchy(base, nb)) for nb in BRANCHY]
    for label, cut in cases:
        path = Path(results_dir()) / ".blocks.json"
        save_kernel(cut, path)
        runs = []
        for _ in range(ROUNDS):  # each phase's best of ROUNDS fresh loads
            k, t_load = _timed(load_kernel, path)
            _, t_live = _timed(compute_liveness, k)
            alloc = allocate(k, t, objective="registers", time_limit=None)
            report, t_ver = _timed(verify, k, t, alloc)
            assert report.valid
            runs.append((t_load, t_live, t_ver))
        path.unlink()
        t_load, t_live, t_ver = (min(x) for x in zip(*runs, strict=True))
        total = t_load + t_live + t_ver
        first = first or total
        rows.append(f"| {label} | {t_load:.2f} | {t_live:.2f} | {t_ver:.2f} | "
                    f"{total:.2f} | {total / first:.2f} |")
    rows += ["", "Blocks that fall through to the next block, its only predecessor, form "
             "one chain for liveness, validation and the verifier. The side-block rows "
             "have none: every block branches to an empty side block that rejoins."]
    _write("pipeline_blocks.md", rows)


@pytest.mark.parametrize("n", [1_000_000], ids=["1M"])
def test_liveness_1m(benchmark, n: int) -> None:
    """Liveness of a loaded 1M-instruction kernel (names interned at load)."""
    k = random_straight_kernel(n, seed=0)
    compute_liveness(k)  # interning, as load_kernel does it
    benchmark.pedantic(compute_liveness, args=(k,), rounds=3, iterations=1)
