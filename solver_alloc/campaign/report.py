"""The report of a campaign: a Markdown summary, PNG plots and a CSV of every row.

What is measured (problems, references, gaps, hits, contradicted OPTIMAL claims)
is :mod:`~solver_alloc.campaign.measures`'; the plots are
:mod:`~solver_alloc.campaign.plots`'.
"""

from __future__ import annotations

import csv
import io
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path

from solver_alloc.backends import BACKENDS
from solver_alloc.campaign.measures import (
    STATUSES,
    Problem,
    Row,
    contradictions,
    gap,
    hits,
    problem,
    references,
    solve_time,
    spread,
    table_best,
    table_cost,
    usable,
)
from solver_alloc.campaign.plots import report_plots
from solver_alloc.formats.json_io import write_atomic

__all__ = ["gap", "references", "write_report"]

Refs = dict[Problem, tuple[float, str]]


def _role(backend: str) -> str:
    b = BACKENDS.get(backend)
    return b.role.value if b is not None else "?"


def _median(xs: Sequence[float]) -> str:
    return f"{statistics.median(xs):.2%}" if xs else "–"


def _seconds(xs: Sequence[float]) -> str:
    return f"{statistics.median(xs):.3g}" if xs else "–"


def _phase(rs: list[Row], name: str) -> str:
    return _seconds([float(r[name]) for r in rs if r.get(name) is not None])


def _backend_table(rows: list[Row], refs: Refs, tables: dict[Problem, float]
                   ) -> list[str]:
    """One line per backend. Gaps and hits are per problem (a problem run with
    several seeds counts once: its median gap, and a hit only on every seed);
    times are the solver's alone, table costs those outside ``cost``."""
    out = ["| backend | role | cases | OPTIMAL | FEASIBLE | INFEASIBLE | UNKNOWN | "
           "not solved | verifier rejected | optimal where known | median gap | "
           "worst gap | median solve s to proof | median solve s | median load s | "
           "median verify s | table-load cost (sum) | seeds |", "|" + "---|" * 18]
    by: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by[r["backend"]].append(r)
    for b in sorted(by):
        rs = by[b]
        st = Counter(r["status"] for r in rs if r["outcome"] == "solved")
        gaps: dict[Problem, list[float]] = defaultdict(list)
        hit: dict[Problem, list[bool]] = defaultdict(list)
        for r in rs:
            if (g := gap(r, refs)) is not None:
                gaps[problem(r)].append(g)
            if (h := hits(r, refs, tables)) is not None:
                hit[problem(r)].append(h)
        n_hit = sum(all(h) for h in hit.values())
        proofs = [t for r in rs if r["status"] in ("OPTIMAL", "INFEASIBLE")
                  and (t := solve_time(r)) is not None]
        solves = [t for r in rs if r["outcome"] == "solved"
                  and (t := solve_time(r)) is not None]
        seeds = Counter(problem(r) for r in rs)
        out.append(
            f"| {b} | {_role(b)} | {len(rs)} | " + " | ".join(str(st[s]) for s in STATUSES)
            + f" | {sum(r['outcome'] != 'solved' for r in rs)} | "
            f"{sum(r['valid'] is False for r in rs)} | "
            + (f"{n_hit}/{len(hit)} ({n_hit / len(hit):.0%})" if hit else "–")
            + f" | {_median([statistics.median(g) for g in gaps.values()])} | "
            + (f"{max(max(g) for g in gaps.values()):.2%}" if gaps else "–")
            + f" | {_seconds(proofs)} | {_seconds(solves)} | "
            f"{_phase(rs, 'load_seconds')} | {_phase(rs, 'verify_seconds')} | "
            f"{sum(table_cost(r) for r in rs if usable(r)):g} | "
            f"{max(seeds.values())} |")
    return out


def _target_table(rows: list[Row]) -> list[str]:
    out = ["| target | " + " | ".join(STATUSES) + " | error | crashed | memory | "
           "timeout |", "|" + "---|" * 9]
    by: dict[str, Counter[str]] = defaultdict(Counter)
    for r in rows:
        by[r["target"]][r["status"] if r["outcome"] == "solved" else r["outcome"]] += 1
    for t in sorted(by):
        c = by[t]
        out.append(f"| {t} | " + " | ".join(str(c[s]) for s in (
            *STATUSES, "error", "crashed", "memory", "timeout")) + " |")
    return out


def _contradicted(rows: list[Row]) -> list[str]:
    found = contradictions(rows)
    if not found:
        return ["No OPTIMAL claim is beaten by another backend on the same case and "
                "seed.", ""]
    return [f"{len(found)} OPTIMAL claim(s) are beaten by a verified plan of another "
            "backend on the same case and seed, in the same plan space or a narrower "
            "one (cost, then table-load cost outside it):", "",
            "| instance | target | registers | objective | seed | OPTIMAL claim | "
            "better |", "|" + "---|" * 7, *(c.line() for c in found), ""]


def _seed_table(rows: list[Row]) -> list[str]:
    """Per problem and backend run with several seeds: cost and solve time as
    min / median / max over the seeds."""
    by: dict[tuple[Problem, str], list[Row]] = defaultdict(list)
    for r in rows:
        by[(problem(r), r["backend"])].append(r)
    multi = {k: rs for k, rs in sorted(by.items())
             if len({r.get("seed") for r in rs}) > 1}
    if not multi:
        return []
    out = ["## Spread over seeds", "",
           "Each line is one problem and backend; cost (table-load cost outside it) "
           "and solve seconds are min / median / max over its seeds.", "",
           "| instance | target | registers | objective | backend | seeds | statuses | "
           "cost | table-load cost | solve s |", "|" + "---|" * 10]
    for ((inst, fn, target, regs, objective, *_), b), rs in multi.items():
        ok = [r for r in rs if usable(r)]
        st = Counter(r["status"] or r["outcome"] for r in rs)
        out.append(
            f"| {inst} {fn} | {target} | {regs or '–'} | {objective} | {b} | {len(rs)} | "
            + ", ".join(f"{n} {s}" for s, n in sorted(st.items()))
            + f" | {spread([float(r['cost']) for r in ok])} | "
            f"{spread([table_cost(r) for r in ok])} | "
            f"{spread([t for r in rs if (t := solve_time(r)) is not None])} |")
    return [*out, ""]


def _csv(rows: list[Row], path: Path) -> Path:
    buf = io.StringIO()
    names = list(dict.fromkeys(k for r in rows for k in r)) or ["key"]
    w = csv.DictWriter(buf, fieldnames=names, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    write_atomic(path, buf.getvalue())
    return path


def write_report(rows: list[Row], out: Path) -> list[Path]:
    """``report.md``, the PNG plots and ``cases.csv`` in ``out`` (created)."""
    out.mkdir(parents=True, exist_ok=True)
    refs = references(rows)
    written = report_plots(rows, refs, out) if rows else []
    written.append(_csv(rows, out / "cases.csv"))
    solved = [r for r in rows if r["outcome"] == "solved"]
    spaces = Counter(s for _, s in refs.values())
    secs = sum(float(r["seconds"] or 0) for r in rows)
    solve = sum(t for r in rows if (t := solve_time(r)) is not None)
    md = [f"# Campaign report: {len(rows)} cases",
          "",
          f"{len(solved)} solved, {len(rows) - len(solved)} not (error, crash, "
          f"memory or timeout); {sum(bool(r['verified']) for r in rows)} allocations "
          f"verified by the independent verifier, "
          f"{sum(r['valid'] is False for r in rows)} rejected. Wall time {secs:.0f} s "
          f"in all, {solve:.0f} s of it in the solvers (the rest loads instances and "
          "verifies).",
          "",
          f"{len(refs)} of {len({problem(r) for r in rows})} problems have a proven "
          "optimum (the reference): " + (", ".join(
              f"{n} over {s} plans" for s, n in sorted(spaces.items())) or "none") + ".",
          "A gap is `(cost - reference) / cost`, or the row's own proven gap where "
          "the problem has no reference. A backend is optimal on a problem when its "
          "cost is the reference and its activation-table loads (outside a "
          "`registers` objective's cost) cost the least any backend's did, on every "
          "seed. Times are the solver's alone (`solve_seconds`); loading and "
          "verifying are timed apart.",
          "",
          "Versions: " + ("; ".join(sorted({str(r.get("versions") or "?") for r in rows}))
                          or "–") + ".",
          "",
          "## Per backend", "", *_backend_table(rows, refs, table_best(rows)), "",
          "## OPTIMAL claims checked", "", *_contradicted(rows),
          *_seed_table(rows),
          "## Per target", "", *_target_table(rows), ""]
    if rows:
        md += ["## Plots", ""] + [f"![{p.stem}]({p.name})" for p in written
                                  if p.suffix == ".png"] + [""]
    md.append("Every row is in `cases.csv` (`pandas.read_csv`).")
    path = out / "report.md"
    write_atomic(path, "\n".join(md) + "\n")
    return [path, *written]
