"""Exact spilling with live-range splitting against the heuristics, per instance.

For each kernel: the exact result (status, cost, bound, seconds), Belady's
furthest-next-use spilling and greedy spill-everywhere (Chaitin-Briggs style),
each verified, with its gap to the exact cost. Writes bench/results/spill.md.
Usage: .venv/bin/python bench/spill_table.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from solver_alloc import Status, allocate, load_kernel, load_target, verify

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "instances"))
from make_random_spill import random_spill_kernel  # noqa: E402
from make_seed000 import gather_kernel  # noqa: E402


def _kernels() -> list[tuple[str, object, object]]:
    trn2, sm90 = load_target("trn2"), load_target("nvidia-sm90")
    out = [(f"random{n}_s{s}", random_spill_kernel(n, seed=s), trn2)
           for n in (200, 500, 1000, 2000) for s in (0, 1)]
    out.append(("seed002_barriers (CFG loop)", load_kernel(
        ROOT / "instances" / "seed002_barriers.json", sm90), sm90))
    out.append(("seed000_hoisted (16,384 values)", gather_kernel(256, hoisted=True), trn2))
    out.append(("random16384_s0", random_spill_kernel(16384, seed=0), trn2))
    return out


def _run(k, t, backend: str) -> tuple[object, float]:
    t0 = time.perf_counter()
    a = allocate(k, t, objective="spill", backend=backend, seed=0, workers=1)
    wall = time.perf_counter() - t0
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, (backend, r.violations[:3])
        assert abs(r.cost - a.objective) < 1e-6
    return a, wall


def _gap(h, exact) -> str:
    if not h.is_feasible:
        return f"{h.status.value}"
    g = (h.objective - exact.objective) / exact.objective if exact.objective else 0.0
    assert h.objective >= exact.bound - 1e-6  # no heuristic beats a certified bound
    return f"{h.objective:g} ({g:+.1%})"


def main() -> None:
    """Solve every instance with each method; write the table."""
    rows = []
    for name, k, t in _kernels():
        exact, wall = _run(k, t, "auto")
        belady, _ = _run(k, t, "belady")
        greedy, _ = _run(k, t, "chaitin-briggs")
        values = len({v for b in k.blocks for i in b.instrs for v in i.defs})
        status = exact.status.value if exact.status is not Status.FEASIBLE else \
            f"FEASIBLE (gap {exact.gap:.2%})"
        rows.append(f"| {name} | {values} | {status} | {exact.objective:g} | "
                    f"{exact.bound:g} | {wall:.1f} | {_gap(belady, exact)} | "
                    f"{_gap(greedy, exact)} |")
        print(rows[-1], flush=True)
    head = ["# Spill code: exact (live-range splitting) vs heuristics", "",
            "trn2 class `seq_pool` (62 registers, load = store = 64, remat 32 for 20% "
            "of the random kernels' values); seed002 on nvidia-sm90. Random kernels: "
            "`instances/make_random_spill.py`, MaxLive 124 = 2 x 62. Seed 0, 1 worker. "
            "Heuristic cells: cost (how much more than the exact plan). Every "
            "allocation verified; no heuristic cost is below the exact bound.", "",
            "| kernel | values | exact status | cost | bound | s | Belady | "
            "spill-everywhere greedy |", "|---|---|---|---|---|---|---|---|"]
    out = Path(__file__).parent / "results" / "spill.md"
    out.write_text("\n".join(head + rows) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
