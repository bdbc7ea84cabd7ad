"""ptxas's own spill code against ours, on the PTX corpus (``audit kernel.ptx``
for every kernel at every cap). Writes ``bench/results/ptx_audit.md``.

Kernels: ``instances/ptx/*.ptx`` and, when the folder exists,
``instances/ptx/specialised/*.ptx``. Caps: per kernel, the ``maxrregcount``
entries and the ``caps`` list of that folder's ``ptxas.json``. At each cap:
ptxas at ``-maxrregcount CAP`` (``.reqntid`` removed) with its registers, its
spill instructions (``STL``/``LDL``, how many in loops) and their cost in our
model (:mod:`solver_alloc.frontends.sass`); our spill solve with ``r=CAP``,
reordered as ``solve`` reorders a ``.ptx`` (seed 0, 1 worker), its status,
cost and bound over every legal order, and that bound on stores and loads
alone (remats free, as ptxas's figure counts); the gap (how much ptxas's cost
exceeds ours, relative to ptxas's); and flags: our stores-and-loads bound
above ptxas's cost (ptxas does something our model does not: a defect of the
model), and our plan being the spill-everywhere fallback.

Needs ptxas and nvdisasm (``$SOLVER_ALLOC_PTXAS``, or ``pip install triton``).
Run manually, not part of ``make test``; ``--workers 2`` runs the two corpora
at once, one process each (each solve still uses one worker):

    nice -n 10 .venv/bin/python bench/ptx_audit.py --time-limit 60 --workers 2
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from solver_alloc import load_target
from solver_alloc.frontends.ptx_audit import NOTE, PtxAuditRow, audit_ptx
from solver_alloc.frontends.ptxas_run import compile_ptx, locate_tools

ROOT = Path(__file__).resolve().parent.parent
PTX = ROOT / "instances" / "ptx"
FOLDERS = {"plain": PTX, "specialised": PTX / "specialised"}
OUT = ROOT / "bench" / "results" / "ptx_audit.md"


def caps_of(folder: Path) -> dict[str, list[int]]:
    """Per kernel of ``folder``: its caps from ``ptxas.json``, highest first."""
    facts = json.loads((folder / "ptxas.json").read_text())["kernels"]
    return {k: sorted({int(c) for c in v.get("maxrregcount", {})} |
                      {int(c) for c in v.get("caps", [])}, reverse=True)
            for k, v in facts.items()}


def _cell(row: PtxAuditRow) -> list[str]:
    if row.ptxas_error is not None:
        theirs = ["fails: " + row.ptxas_error.split(")")[0].strip("("), "–", "–"]
    else:
        d = row.ptxas_detail or {}
        packed = "".join(f", {d[k]} {k.upper()}" for k in ("p2r", "r2p") if d.get(k))
        wide = row.ptxas_cost_per_register
        theirs = [str(row.ptxas_registers),
                  f"{row.ptxas_spills} ({row.ptxas_spills_in_loops}){packed}",
                  f"{row.ptxas_cost:g}" + ("" if wide is None or wide == row.ptxas_cost
                                           else f" ({wide:g})")]
    if row.refused is not None:
        ours = [f"not read: {row.refused}", "–", "–"]
    elif row.cost is None:
        ours = [f"{row.status} ({row.why})", "–", "–" if row.bound is None
                else f"{row.bound:g}"]
    else:
        ours = [str(row.status), f"{row.cost:g} ({row.remats or 0:g})", f"{row.bound:g}"]
    ours.append("–" if row.bound_stores_loads is None or row.cost is None
                else f"{row.bound_stores_loads:g}")
    gap = "–" if row.cost is None or row.ptxas_cost is None else \
        f"ours +{row.cost - row.ptxas_cost:g}" if row.cost > row.ptxas_cost else \
        f"{row.gap or 0:.0%}"
    flags = (["**bound > ptxas**"] * row.bound_exceeds_ptxas + ["fallback"] * row.fallback
             + ["**plan where ptxas has too few registers**"] * row.plan_ptxas_refuses)
    return [*theirs, *ours, gap, ", ".join(flags), f"{row.seconds or 0:.1f}"]


TOLERANCE = 30 + 35
"""One store and one load at frequency 1: the goal's tolerance on our cost."""


def summary(tag: str, audited: list[PtxAuditRow]) -> str:
    """The goals' counts over ``audited``."""
    both = [r for r in audited if r.cost is not None and r.ptxas_cost is not None]
    looped = [r for r in both if (r.ptxas_spills_in_loops or 0) > 0]
    at_most = sum(r.cost <= r.ptxas_cost + TOLERANCE for r in both
                  if r.cost is not None and r.ptxas_cost is not None)
    below = sum(r.cost < r.ptxas_cost for r in looped
                if r.cost is not None and r.ptxas_cost is not None)
    memory = sum(r.cost - (r.remats or 0) <= r.ptxas_cost + TOLERANCE for r in both
                 if r.cost is not None and r.ptxas_cost is not None)
    memory_below = sum(r.cost - (r.remats or 0) < r.ptxas_cost for r in looped
                       if r.cost is not None and r.ptxas_cost is not None)
    return (f"{tag}: our stores-and-loads bound above ptxas's cost on "
            f"{sum(r.bound_exceeds_ptxas for r in audited)} of {len(audited)} runs "
            f"({sum(r.bound_exceeds_per_register for r in audited)} with each register "
            "of ptxas's wide spills a value); "
            f"a plan of ours where ptxas has too few registers on "
            f"{sum(r.plan_ptxas_refuses for r in audited)}; "
            f"spill-everywhere fallbacks {sum(r.fallback for r in audited)}; our plan at "
            f"most ptxas's cost (+{TOLERANCE}) on {at_most} of the {len(both)} runs where "
            f"both have a plan, below it on {below} of the {len(looped)} runs where "
            f"ptxas spills in loops; our stores and loads alone (our cost less our "
            f"remats, as ptxas's figure counts) at most ptxas's on {memory} of "
            f"{len(both)}, below it on {memory_below} of {len(looped)}.")


def run(corpus: str, time_limit: float, only: str | None, workers: int = 1
        ) -> tuple[list[str], dict[str, list[PtxAuditRow]]]:
    """The table's rows, and the audited rows per corpus; with ``workers`` > 1
    the corpora run in processes of their own, their rows in corpus order."""
    names = [n for n, f in FOLDERS.items() if corpus in (n, "all") and f.is_dir()]
    if workers > 1 and len(names) > 1:
        with ProcessPoolExecutor(min(workers, len(names))) as pool:
            parts = list(pool.map(_run_folders, [[n] for n in names],
                                  [time_limit] * len(names), [only] * len(names)))
    else:
        parts = [_run_folders(names, time_limit, only)]
    rows = [r for got, _ in parts for r in got]
    return rows, {k: v for _, done in parts for k, v in done.items()}


def _run_folders(names: list[str], time_limit: float, only: str | None
                 ) -> tuple[list[str], dict[str, list[PtxAuditRow]]]:
    sm90, tools = load_target("nvidia-sm90"), locate_tools()
    rows: list[str] = []
    audited: dict[str, list[PtxAuditRow]] = {}
    for folder in (FOLDERS[n] for n in names):
        caps = caps_of(folder)
        tag = "" if folder == PTX else f"{folder.name}/"
        for path in sorted(folder.glob("*.ptx")):
            if only is not None and path.stem != only:
                continue
            for cap in caps.get(path.stem, []):
                t0 = time.monotonic()
                ran = compile_ptx(path.read_text(), sm90, cap, tools, shown=str(path))
                (row,) = audit_ptx(path, sm90, {"r": cap}, None, time_limit, 0, ran)
                audited.setdefault("plain" if folder == PTX else folder.name, []
                                   ).append(row)
                rows.append("| " + " | ".join([f"{tag}{path.stem}", str(cap),
                                                *_cell(row)]) + " |")
                print(f"{tag}{path.stem} R={cap}: {' / '.join(row.lines())} "
                      f"[{time.monotonic() - t0:.0f} s]", file=sys.stderr, flush=True)
    return rows, audited


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--time-limit", type=float, default=60.0,
                    help="seconds per spill solve (default 60)")
    ap.add_argument("--corpus", choices=["all", *FOLDERS], default="all",
                    help="instances/ptx (plain), its specialised/ folder, or both")
    ap.add_argument("--kernel", help="only this kernel (file stem)")
    ap.add_argument("--workers", type=int, default=1,
                    help="processes: 2 runs the two corpora at once (default 1)")
    ap.add_argument("-o", "--output", type=Path, default=OUT)
    args = ap.parse_args()
    tools = locate_tools()
    rows, audited = run(args.corpus, args.time_limit, args.kernel, args.workers)
    at_once = "" if args.workers < 2 or len(audited) < 2 else (
        " The corpora ran at once, one process each, on a machine of "
        f"{os.cpu_count()} cores: FEASIBLE rows also vary with its load.")
    which = {"all": "`instances/ptx/*.ptx` and `instances/ptx/specialised/*.ptx`",
             "plain": "`instances/ptx/*.ptx`",
             "specialised": "`instances/ptx/specialised/*.ptx`"}[args.corpus]
    lines = [
        "# ptxas's spill code against ours (bench/ptx_audit.py)", "",
        f"Kernels: {which}, at each cap of their folder's `ptxas.json`. ptxas: "
        f"`{tools.version()}`, `-arch=sm_90a -maxrregcount CAP` with `.reqntid` "
        "removed. Ours: the spill objective on nvidia-sm90 with `--registers r=CAP`, "
        "reordered as `solve` reorders a `.ptx` (each block's instructions within "
        f"their dependences), {args.time_limit:g} s per solve, seed 0, 1 worker; our "
        "bound holds over every such order.", "",
        f"{NOTE}. Spill instructions are `STL`/`LDL` (a `.64`/`.128` one counts "
        "once), with how many are in loops in brackets; `P2R`/`R2P` are priced "
        "too. Gap: how much ptxas's cost exceeds ours, relative to ptxas's; "
        "`ours +D` where ours costs D more. In brackets after ptxas's cost: the same "
        "with each register a wide `STL`/`LDL` moves priced as a value (a `STL.64` "
        "of two 32-bit values is two of our stores): its plan with each value stored "
        "on its own, as our plans store, costs between the two; our bounds allow for "
        "wide spills (class `r`'s `spill_span`), so they are set against the first. "
        "Stores and loads: our bound over every order with remats free, what any "
        "plan of our model spends on stores and loads (ptxas's figure counts only "
        "those). **bound > ptxas**: that bound is above ptxas's cost, so ptxas does "
        "something our model cannot express (a defect of the model, not a win). "
        "fallback: our plan is the spill-everywhere fallback for a class. **plan where "
        "ptxas has too few registers**: ptxas cannot compile at that cap (C7602) and we "
        "have a plan, so the machine needs something our model does not ask (the "
        "contiguous registers a wgmma accumulator block takes). Under a cap, "
        "both sides' values get CAP less 3 (ptxas's stack pointer and the two "
        "registers its count adds; ours holds three for them), and 16-bit values "
        "may share a register (docs/frontends.md). FEASIBLE rows depend on the "
        f"wall-clock limit and vary from run to run.{at_once}", "",
        "| kernel | cap | ptxas regs | ptxas spill instrs (in loops), P2R/R2P | ptxas cost | "
        "ours | our cost (remats) | our bound | stores and loads | gap | flags | seconds |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
        *rows, "",
        *(summary(tag, rs) for tag, rs in audited.items()), ""]
    args.output.write_text("\n".join(lines))
    print(f"written {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
