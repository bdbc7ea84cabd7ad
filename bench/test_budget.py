"""``--time-limit`` bounds the whole run: the slow cases through the CLI (load,
solve, verify, print) at 10 s and 30 s, each in a fresh process so its peak memory
is its own. Wall time must stay within the limit + 10% + 2 s, peak memory under
2 GB, and every answer must verify. Fixed seed 0, 1 worker. Writes
``budget.md`` (see ``bench_results``).

- ``random16384_s0``: 16,384-value random straight-line kernel, MaxLive 124 on 62
  registers (the anytime mode);
- ``cfg2000_s0``: 2,000-value kernel with 143 blocks, do-while loops, redefined
  accumulators, MaxLive 124 on 62 registers (the exact split model, then its
  fallbacks);
- ``cfg16384_s0``: the same generator at 16,384 values (1,091 blocks), at 60 s
  only: issue 14's goal (a verified plan within 60 s, gap under 5%, under
  2 GB). The gap is recorded, not asserted: the goal is not met.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from bench_results import results_dir

from solver_alloc.formats.kernel import save_kernel

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "instances"))
from make_random_cfg import random_cfg_kernel  # noqa: E402
from make_random_spill import random_spill_kernel  # noqa: E402

LIMITS = (10.0, 30.0)
MAX_RSS_MB = 2048
_CHILD = """
import sys, time
from solver_alloc.cli import main
t0 = time.perf_counter()
rc = main(sys.argv[1:])
wall = time.perf_counter() - t0
with open("/proc/self/status") as f:
    rss = next(int(x.split()[1]) for x in f if x.startswith("VmHWM")) / 1024
print(f"BENCH {wall:.3f} {rss:.0f} {rc}")
"""
"""The CLI in this process, then its wall time and peak RSS: ``VmHWM`` counts
this process's own pages (``ru_maxrss`` also counts the parent's at fork)."""
ROWS: dict[tuple[str, float], dict[str, object]] = {}


@pytest.fixture(scope="module")
def kernels(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    out = tmp_path_factory.mktemp("budget")
    paths = {}
    for k in (random_spill_kernel(16384, seed=0), random_cfg_kernel(2000, seed=0),
              random_cfg_kernel(16384, seed=0)):
        paths[k.name] = out / f"{k.name}.json"
        save_kernel(k, paths[k.name])
    return paths


def _tree_pss_mb(pid: int) -> float:
    """Proportional set size of process ``pid`` and its descendants, in MB: the
    bounds' processes a large CFG class forks share its pages, and PSS counts
    a shared page once over them all."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/smaps_rollup") as f:
                total += next(int(x.split()[1]) for x in f if x.startswith("Pss:"))
            for task in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{task}/children") as f:
                    todo += [int(c) for c in f.read().split()]
        except (OSError, StopIteration):  # ended meanwhile
            continue
    return total / 1024


def _run(path: Path, limit: float) -> dict[str, object]:
    cmd = [sys.executable, "-c", _CHILD, "solve", str(path), "--target", "trn2",
           "--objective", "spill", "--time-limit", str(limit), "--seed", "0",
           "--workers", "1"]
    t0 = time.perf_counter()
    tree = 0.0
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, text=True)
        while proc.poll() is None:  # sampled: the whole tree's peak
            tree = max(tree, _tree_pss_mb(proc.pid))
            time.sleep(0.2)
        outer = time.perf_counter() - t0
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    last = stdout.strip().splitlines()[-1].split()
    assert last[0] == "BENCH", stdout + stderr
    status = stdout.splitlines()[0].rsplit(": ", 1)[-1]
    cost = next((ln.split(":", 1)[1].strip() for ln in stdout.splitlines()
                 if ln.strip().startswith("cost")), "")
    return {"wall": float(last[1]), "process": outer, "rss_mb": float(last[2]),
            "tree_mb": tree, "rc": int(last[3]), "status": status, "cost": cost,
            "valid": "verifier: valid" in stdout}


@pytest.mark.parametrize("limit", LIMITS)
@pytest.mark.parametrize("name", ["random16384_s0", "cfg2000_s0"])
def test_whole_run_within_limit(benchmark, kernels: dict[str, Path], name: str,
                                limit: float) -> None:
    row = benchmark.pedantic(_run, args=(kernels[name], limit), rounds=1, iterations=1)
    ROWS[name, limit] = row
    benchmark.extra_info.update(row)
    _write()
    assert row["valid"], row
    assert row["wall"] <= limit * 1.1 + 2.0, row
    assert row["rss_mb"] < MAX_RSS_MB, row
    assert row["tree_mb"] < MAX_RSS_MB, row


def test_cfg16384_within_a_minute(benchmark, kernels: dict[str, Path]) -> None:
    """Issue 14's CFG kernel at 60 s: within the limit + 10% + 2 s, under 2 GB,
    verified; its cost and gap go in the table."""
    row = benchmark.pedantic(_run, args=(kernels["cfg16384_s0"], 60.0), rounds=1,
                             iterations=1)
    ROWS["cfg16384_s0", 60.0] = row
    benchmark.extra_info.update(row)
    _write()
    assert row["valid"], row
    assert row["wall"] <= 60.0 * 1.1 + 2.0, row
    assert row["rss_mb"] < MAX_RSS_MB, row
    assert row["tree_mb"] < MAX_RSS_MB, row


def _write() -> None:
    lines = ["# Whole-run budget: wall time and peak memory through the CLI", "",
             "trn2, objective spill, seed 0, 1 worker; wall = load + solve + verify + "
             "print inside the process; process = with interpreter start-up.", "",
             "peak MB: the main process's own (VmHWM); tree MB: the peak of the "
             "proportional set size summed over it and its bounds' processes (sampled "
             "every 0.2 s).", "",
             "| kernel | limit s | wall s | process s | peak MB | tree MB | status | "
             "cost, bound, gap |",
             "|---|---|---|---|---|---|---|---|"]
    for (name, limit), r in sorted(ROWS.items()):
        lines.append(f"| {name} | {limit:g} | {r['wall']:.1f} | {r['process']:.1f} | "
                     f"{r['rss_mb']:.0f} | {r['tree_mb']:.0f} | {r['status']} | "
                     f"{r['cost']} |")
    (results_dir() / "budget.md").write_text("\n".join(lines) + "\n")
    (results_dir() / "budget.json").write_text(json.dumps(
        {f"{n}@{lim:g}": r for (n, lim), r in sorted(ROWS.items())}, indent=1) + "\n")
