"""LLVM's greedy allocator against ours on the real-function corpus.

    python bench/llvm_corpus.py [--limit S] [--hidden | --folder PATH] [--only SUBSTR]

For every function of ``instances/llvm/*.pre.mir`` (``--hidden``: ``llvm-hidden``;
``--folder``: a folder of the same layout; ``--only``: names holding SUBSTR) and
its post-RA twin: size, MaxLive per class, LLVM's cost under our model (the audit;
its allocation must pass our verifier) and its spill instructions, and our spill
solve at ``--limit`` s per function (one worker, seed 0), verified. ``cold``: the
solver's own plan, also for functions the audit refuses if the frontend reads them;
``cost`` (warm): ``best_of`` it and LLVM's plan, as ``allocate(warm_start=...)``
returns it (a floor applied after the search), never worse than LLVM. Writes
``llvm_corpus[_hidden|_extra|...].md`` (from the folder's name) to ``bench/.out``,
or to ``bench/results`` under ``make bench-results``.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, fields
from pathlib import Path

from bench_results import results_dir

from solver_alloc import SolverAllocError, allocate, load_target, verify
from solver_alloc.analysis.problem import Problem
from solver_alloc.backends import Objective
from solver_alloc.frontends.audit import audit_llvm
from solver_alloc.frontends.llvm_mir import mir_kernel
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, read_mir
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import Target
from solver_alloc.warm import best_of

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"x86-64": "x86-64", "riscv64": "riscv64-v"}
SPILL_OPS = ("load", "store", "remat")


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
    llvm_spills: int | None = None
    """Loads, stores and remats in LLVM's plan (as the audit states it)."""
    llvm_slots: int = 0  # spill slots in LLVM's frame (.post.mir), audited or not
    cold_status: str | None = None
    cold: float | None = None
    cold_bound: float | None = None
    cold_spills: int | None = None
    status: str | None = None
    cost: float | None = None
    bound: float | None = None
    seconds: float | None = None
    plan_from: str = ""
    """``warm start``: LLVM's plan came back (ours was not cheaper)."""
    refused: str | None = None


def spills(plan: Allocation) -> int:
    return sum(1 for op in plan.operations if op.op in SPILL_OPS)


def cold_solve(row: Row, kernel: Kernel, target: Target, limit: float) -> Allocation:
    p = Problem.from_kernel(kernel, target)
    row.instrs, row.values, row.blocks = kernel.n_instrs, len(p.resolved), len(kernel.blocks)
    row.maxlive = " ".join(f"{c}={x.max_live}" for c, x in p.pressure.items())
    t0 = time.monotonic()
    cold = allocate(kernel, target, objective="spill", time_limit=limit)
    row.seconds = round(time.monotonic() - t0, 2)
    row.cold_status, row.cold, row.cold_bound = cold.status.value, cold.objective, cold.bound
    if cold.is_feasible:
        row.cold_spills = spills(cold)
        if not verify(kernel, target, cold).valid:
            row.cold_status = "INVALID (bug)"
    return cold


def rows(folder: Path, limit: float, only: str = "") -> list[Row]:
    out: list[Row] = []
    for pre in sorted(folder.glob("*.pre.mir")):
        lib, arch = pre.name.split(".")[:2]
        target = load_target(TARGETS[arch])
        names = llvm_names(target)
        funcs = [f for f in read_mir(pre) if only in f.name]
        if not funcs:
            continue
        posts = {f.name: f for f in read_mir(str(pre).replace(".pre.", ".post."))}
        for f in funcs:
            row = Row(lib, arch, f.name, llvm_slots=len(posts[f.name].spill_slots))
            out.append(row)
            try:
                audit = audit_llvm(f, posts[f.name], target, names)
            except MirError as e:
                row.refused = str(e).split(": ", 2)[-1][:80]
                with suppress(SolverAllocError):  # our solve alone, if the frontend can
                    cold_solve(row, mir_kernel(f, target, names), target, limit)
                continue
            kernel, llvm = audit.kernel, audit.allocation
            report = verify(kernel, target, llvm)
            # an operand reading a register that does not hold its value: invalid
            row.llvm = report.cost if report.valid and audit.misread is None else None
            row.llvm_spills = spills(llvm)
            cold = cold_solve(row, kernel, target, limit)
            ours = cold  # warm: LLVM's plan, verified once, as a floor
            if row.llvm is not None:
                ours = best_of(kernel, target, cold, llvm, Objective.SPILL, report)
            row.plan_from = str(ours.stats.get("plan_from", "solver"))
            row.status, row.cost, row.bound = ours.status.value, ours.objective, ours.bound
            if row.cold_status == "INVALID (bug)" and row.plan_from == "solver":
                row.status = "INVALID (bug)"
            print(f"{lib}.{arch} {f.name}: llvm {row.llvm} cold {row.cold_status} "
                  f"{row.cold} warm {row.status} {row.cost} ({row.seconds} s)",
                  file=sys.stderr, flush=True)
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
        f"Our solve at {limit:g} s per function, 1 worker, seed 0, warm (best of it "
        f"and LLVM's plan): {statuses}.",
        "",
        f"Greedy already optimal (proven): {greedy_optimal} of {len(pairs)} "
        f"({greedy_optimal / max(1, len(pairs)):.0%}).",
        "",
        f"Warm cheaper than LLVM on {wins}, equal on {len(pairs) - wins - losses}, "
        f"dearer on {losses}; LLVM's own plan came back (the solver's was dearer) "
        f"on {sum(1 for r in audited if r.plan_from == 'warm start')}.",
        "",
        f"Where LLVM pays anything ({len(gaps)} functions), (LLVM - warm) / LLVM: "
        f"median {statistics.median(gaps) if gaps else 0:.1%}, best for us "
        f"{max(gaps, default=0):.1%}, worst for us {min(gaps, default=0):.1%}.",
        "",
        f"Total cost, LLVM / warm: {total_llvm:g} / {total_ours:g}"
        + (f" = {total_llvm / total_ours:.2f}x" if total_ours else "") + ".",
        "",
        f"Where LLVM pays anything: LLVM {paid_llvm:g}, warm {paid_ours:g}, "
        f"{(paid_llvm - paid_ours) / paid_llvm if paid_llvm else 0:.1%} below LLVM.",
        "",
        f"FEASIBLE (not proven): {len(open_gaps)}, median gap "
        f"{statistics.median(open_gaps) if open_gaps else 0:.1%}.",
        "",
        *cold_summary(audited), *refusals(rs),
        "Cost: spill code (store, load, remat, times block frequency) plus, for "
        "each callee-saved register a plan uses, a save and a restore at the "
        "entry's frequency (no shrink-wrapping).",
        "",
    ]


def cold_summary(audited: list[Row]) -> list[str]:
    pairs = [(r, r.llvm, r.cold) for r in audited if r.llvm is not None
             and r.cold is not None and r.cold_status != "INVALID (bug)"]
    wins = sum(1 for _, llvm, cold in pairs if cold < llvm - 1e-9)
    dearer = [f"{r.lib}.{r.target} {r.function}" for r, llvm, cold in pairs
              if cold > llvm + 1e-9]
    optimal = sum(1 for r in audited if r.cold_status == "OPTIMAL")
    invalid = [r.function for r in audited if r.cold_status == "INVALID (bug)"]
    paying = [(llvm, cold, r.cost or 0.0) for r, llvm, cold in pairs if llvm > 0]
    paid = [sum(x[k] for x in paying) for k in range(3)]
    return [
        f"Cold (the solver's own plan, no warm start) against LLVM, on the "
        f"{len(pairs)} functions with a valid LLVM plan and a valid cold plan: cheaper "
        f"on {wins}, equal on {len(pairs) - wins - len(dearer)}, dearer on "
        f"{len(dearer)}; cold OPTIMAL on {optimal} of {len(audited)} audited "
        f"({optimal / max(1, len(audited)):.0%}); INVALID (bug) on {len(invalid)}"
        + (f" ({', '.join(invalid)})" if invalid else "") + ".",
        "",
        f"Where LLVM pays anything ({len(paying)} of them), total cost: LLVM "
        f"{paid[0]:g}, cold {paid[1]:g}, warm {paid[2]:g}. Spill instructions (loads, "
        f"stores, remats) on the {len(pairs)}: LLVM "
        f"{sum(r.llvm_spills or 0 for r, _, _ in pairs)}, cold "
        f"{sum(r.cold_spills or 0 for r, _, _ in pairs)}. Cold dearer than LLVM on: "
        + (", ".join(dearer) if dearer else "none") + ".", "",
    ]


def reason(refused: str) -> str:
    """A refusal's kind: the ``refused`` text without instruction, opcodes, numbers."""
    text = re.sub(r"^.*?'\): ", "", refused)  # up to the end of the instruction's text
    for pat, rep in ((r"^[A-Z]\w*: ", "OP: "), (r"(removed|inserted) [A-Z]\w*", r"\1 OP"),
                     (r"%\d+|\$\w+@\d+", "%N"), (r"to \w+ here and to \w+", "to R, R'"),
                     (r"store of \w+", "store of R"), (r"(class '\w+').*", r"\1 unmapped")):
        text = re.sub(pat, rep, text)
    return text[:64].rstrip()


def refusals(rs: list[Row]) -> list[str]:
    kinds = Counter(reason(r.refused) for r in rs if r.refused is not None)
    solved = sum(1 for r in rs if r.refused is not None and r.cold_status is not None)
    slots = [r for r in rs if r.llvm_slots]
    return ["Refused by the audit, by reason (`refused` without opcodes and numbers):", "",
            *(f"- {n} x {k}" for k, n in kinds.most_common()), "",
            f"Of the {sum(kinds.values())} refused, our cold solve ran on {solved} "
            "(the frontend reads them; there is no LLVM figure to compare). LLVM's "
            f"frame has spill slots in {len(slots)} functions, of which the audit "
            f"refused {sum(1 for r in slots if r.refused is not None)}.", ""]


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
    where = ap.add_mutually_exclusive_group()
    where.add_argument("--hidden", action="store_true", help="instances/llvm-hidden")
    where.add_argument("--folder", type=Path, default=ROOT / "instances" / "llvm")
    ap.add_argument("--only", default="", help="functions whose name holds this")
    args = ap.parse_args()
    folder = (ROOT / "instances" / "llvm-hidden" if args.hidden else args.folder).resolve()
    rs = rows(folder, args.limit, args.only)
    suffix = folder.name.removeprefix("llvm").lstrip("-_")  # llvm-extra: _extra
    name = f"llvm_corpus{'_' + suffix if suffix else ''}{'_only' if args.only else ''}.md"
    text = [f"# LLVM greedy (llc-14) against solver_alloc on {folder.name}"
            + (f" (functions holding '{args.only}')" if args.only else ""), "",
            *summary(rs, args.limit), *table(rs)]
    (results_dir() / name).write_text("\n".join(text) + "\n")


if __name__ == "__main__":
    main()
