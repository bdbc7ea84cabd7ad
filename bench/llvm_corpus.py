"""LLVM's greedy allocator against ours on the real-function corpus.

    python bench/llvm_corpus.py [--limit S] [--hidden]

For every function of ``instances/llvm/*.pre.mir`` (``--hidden``: the held-out
``instances/llvm-hidden/``) and its post-RA twin: size, MaxLive per class, LLVM's
cost under our model (the audit; its allocation must pass our verifier), and our
spill solve at ``--limit`` seconds per function (one worker, seed 0), warm-started
from LLVM's plan (returned when ours is not cheaper: never worse), verified.
Writes ``llvm_corpus[_hidden].md`` (summary, then one row per function) to the
results folder (``bench/.out``, or ``bench/results`` under ``make bench-results``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path

from bench_results import results_dir

from solver_alloc import allocate, load_target, verify
from solver_alloc.analysis.problem import Problem
from solver_alloc.backends import Objective
from solver_alloc.frontends.audit import audit_llvm
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, read_mir
from solver_alloc.warm import best_of

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"x86-64": "x86-64", "riscv64": "riscv64-v"}


@dataclass
class Row:
    lib: str
    target: str
    function: str
    instrs: int = 0
    values: int = 0
    blocks: int = 0
    maxlive: str = ""
    llvm: float | None = None
    """LLVM's cost under our model (None: its allocation fails our verifier)."""
    status: str | None = None
    cost: float | None = None
    bound: float | None = None
    seconds: float | None = None
    plan_from: str = ""
    """``warm start``: LLVM's plan came back (ours was not cheaper)."""
    refused: str | None = None


def rows(folder: Path, limit: float) -> list[Row]:
    out: list[Row] = []
    for pre in sorted(folder.glob("*.pre.mir")):
        lib, arch = pre.name.split(".")[:2]
        target = load_target(TARGETS[arch])
        names = llvm_names(target)
        posts = {f.name: f for f in read_mir(str(pre).replace(".pre.", ".post."))}
        for f in read_mir(pre):
            row = Row(lib, arch, f.name)
            out.append(row)
            try:
                audit = audit_llvm(f, posts[f.name], target, names)
            except MirError as e:
                row.refused = str(e).split(": ", 2)[-1][:80]
                continue
            kernel, llvm = audit.kernel, audit.allocation
            p = Problem.from_kernel(kernel, target)
            row.instrs, row.values, row.blocks = kernel.n_instrs, len(p.resolved), len(
                kernel.blocks)
            row.maxlive = " ".join(f"{c}={x.max_live}" for c, x in p.pressure.items())
            report = verify(kernel, target, llvm)
            # an operand reading a register that does not hold its value: invalid
            row.llvm = report.cost if report.valid and audit.misread is None else None
            t0 = time.monotonic()
            ours = allocate(kernel, target, objective="spill", time_limit=limit)
            if row.llvm is not None:  # LLVM's plan, verified once, as a floor
                ours = best_of(kernel, target, ours, llvm, Objective.SPILL, report)
            row.plan_from = str(ours.stats.get("plan_from", "solver"))
            row.seconds = round(time.monotonic() - t0, 2)
            row.status, row.cost, row.bound = ours.status.value, ours.objective, ours.bound
            if ours.is_feasible and row.plan_from == "solver" and \
                    not verify(kernel, target, ours).valid:
                row.status = "INVALID (bug)"
            print(f"{lib}.{arch} {f.name}: llvm {row.llvm} ours {row.status} "
                  f"{row.cost} ({row.seconds} s)", file=sys.stderr, flush=True)
    return out


def summary(rs: list[Row], limit: float) -> list[str]:
    audited = [r for r in rs if r.refused is None]
    pairs = [(r, r.llvm, r.cost) for r in audited
             if r.llvm is not None and r.cost is not None]
    gaps = [(llvm - cost) / llvm for _, llvm, cost in pairs if llvm > 0]
    greedy_optimal = sum(1 for r, llvm, cost in pairs
                         if r.status == "OPTIMAL" and llvm <= cost + 1e-9)
    wins = sum(1 for _, llvm, cost in pairs if cost < llvm - 1e-9)
    losses = sum(1 for _, llvm, cost in pairs if cost > llvm + 1e-9)
    total_llvm = sum(llvm for _, llvm, _ in pairs)
    total_ours = sum(cost for _, _, cost in pairs)
    statuses = {s: sum(1 for r in audited if r.status == s)
                for s in sorted({str(r.status) for r in audited})}
    paying = [(llvm, cost) for _, llvm, cost in pairs if llvm > 0]
    paid_llvm, paid_ours = sum(x for x, _ in paying), sum(y for _, y in paying)
    open_gaps = [(r.cost - r.bound) / r.cost for r in audited if r.status == "FEASIBLE"
                 and r.cost and r.bound is not None]
    return [
        f"Functions: {len(rs)}; audited {len(audited)} (LLVM's allocation stated as "
        f"ours), refused {len(rs) - len(audited)}; LLVM's allocation fails our "
        f"verifier on {sum(1 for r in audited if r.llvm is None)}.",
        "",
        f"Our solve at {limit:g} s per function, 1 worker, seed 0: {statuses}.",
        "",
        f"Greedy already optimal (proven): {greedy_optimal} of {len(pairs)} "
        f"({greedy_optimal / max(1, len(pairs)):.0%}).",
        "",
        f"Ours cheaper than LLVM on {wins}, equal on {len(pairs) - wins - losses}, "
        f"dearer on {losses}; LLVM's own plan came back (the solver's was dearer) "
        f"on {sum(1 for r in audited if r.plan_from == 'warm start')}.",
        "",
        f"Where LLVM pays anything ({len(gaps)} functions), (LLVM - ours) / LLVM: "
        f"median {statistics.median(gaps) if gaps else 0:.1%}, best for us "
        f"{max(gaps, default=0):.1%}, worst for us {min(gaps, default=0):.1%}.",
        "",
        f"Total cost, LLVM / ours: {total_llvm:g} / {total_ours:g}"
        + (f" = {total_llvm / total_ours:.2f}x" if total_ours else "") + ".",
        "",
        f"Where LLVM pays anything: LLVM {paid_llvm:g}, ours {paid_ours:g}, "
        f"{(paid_llvm - paid_ours) / paid_llvm if paid_llvm else 0:.1%} below LLVM.",
        "",
        f"FEASIBLE (not proven): {len(open_gaps)}, median gap "
        f"{statistics.median(open_gaps) if open_gaps else 0:.1%}.",
        "",
        "Cost: spill code (store, load, remat, times block frequency) plus, for "
        "each callee-saved register a plan uses, a save and a restore at the "
        "entry's frequency (no shrink-wrapping).",
        "",
    ]


def table(rs: list[Row]) -> list[str]:
    cols = [f.name for f in fields(Row)]
    out = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in rs:
        cells = [getattr(r, c) for c in cols]
        out.append("| " + " | ".join("" if x is None else f"{x:g}" if isinstance(x, float)
                                     else str(x) for x in cells) + " |")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=float, default=60.0)
    ap.add_argument("--hidden", action="store_true")
    args = ap.parse_args()
    folder = ROOT / "instances" / ("llvm-hidden" if args.hidden else "llvm")
    rs = rows(folder, args.limit)
    name = "llvm_corpus_hidden.md" if args.hidden else "llvm_corpus.md"
    text = [f"# LLVM greedy (llc-14) against solver_alloc on {folder.name}", "",
            *summary(rs, args.limit), *table(rs)]
    (results_dir() / name).write_text("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
