"""The budget bench's CLI run, shared by ``bench/test_budget.py`` and
``bench/side_by_side.py`` (which runs it on two trees at once): the child
program, its command line, the process tree's memory and the reading of its
output. Standard library only: ``side_by_side`` imports it on its parent side,
never in a child of either tree."""

from __future__ import annotations

import os
import sys
from pathlib import Path

CHILD = """
import sys, time
from solver_alloc.cli import main
t0 = time.perf_counter()
rc = main()  # as the command does: the run's clock starts with the process
wall = time.perf_counter() - t0
with open("/proc/self/status") as f:
    rss = next(int(x.split()[1]) for x in f if x.startswith("VmHWM")) / 1024
print(f"BENCH {wall:.3f} {rss:.0f} {rc}")
"""
"""The CLI in this process, then its wall time and peak RSS: ``VmHWM`` counts
this process's own pages (``ru_maxrss`` also counts the parent's at fork)."""


def command(path: Path, extra: tuple[str, ...], limit: float,
            child: str = CHILD) -> list[str]:
    """``solve`` of the kernel at ``path`` on x86-64 through ``child``: objective
    spill, ``--time-limit limit``, seed 0, 1 worker, the plan to ``/dev/null``."""
    return [sys.executable, "-c", child, "solve", str(path), "--target", "x86-64",
            *extra, "--objective", "spill", "--time-limit", str(limit), "--seed", "0",
            "--workers", "1", "-o", os.devnull]


def tree_pss_mb(pid: int) -> float:
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


def outcome(stdout: str, stderr: str, process: float, tree_mb: float
            ) -> dict[str, object]:
    """The run's row from what it printed, :data:`CHILD`'s ``BENCH`` line last on
    ``stdout``, with its ``process`` seconds and ``tree_mb`` measured outside:
    wall, peak MB, exit code, status (or the refusal's floor), the cost line,
    whether the verifier said valid, whether the limit was refused."""
    last = stdout.strip().splitlines()[-1].split()
    refused = next((ln for ln in stderr.splitlines() if "needs at least" in ln), "")
    status = (f"refused: {refused.split('needs ', 1)[1].split(';')[0]}" if refused
              else stdout.splitlines()[0].rsplit(": ", 1)[-1])
    cost = next((ln.split(":", 1)[1].strip() for ln in stdout.splitlines()
                 if ln.strip().startswith("cost")), "")
    return {"wall": float(last[1]), "process": process, "rss_mb": float(last[2]),
            "tree_mb": tree_mb, "rc": int(last[3]), "status": status, "cost": cost,
            "valid": "verifier: valid" in stdout, "refused": bool(refused)}
