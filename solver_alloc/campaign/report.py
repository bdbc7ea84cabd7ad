"""The report of a campaign: a Markdown summary, PNG plots and a CSV of every row.

Cases are grouped into *problems* (instance, function, target, registers,
objective, and whether the case was reordered). A problem's *reference* is the
cost of a verified OPTIMAL row, taken from the widest plan space that has one
(all plans, then the splitting model's, then spill-everywhere; the report says
which). A row's *gap* is ``(cost - reference) / cost`` where a reference exists,
else its own proven gap. A heuristic is *optimal* on a problem when its verified
cost equals the reference.
"""

from __future__ import annotations

import csv
import io
import os
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure

from solver_alloc.backends import BACKENDS, Role
from solver_alloc.formats.json_io import write_atomic

__all__ = ["write_report"]

Row = dict[str, Any]
_SPACES = ("all", "split", "spill-everywhere")
_STATUSES = ("OPTIMAL", "FEASIBLE", "INFEASIBLE", "UNKNOWN")


def _problem(r: Row) -> tuple[str, ...]:
    """What a row solves: a reordered case is another problem (its plan space is
    the chosen order), so it is never compared with the given order's optimum."""
    key = (r["instance"], r["function"], r["target"], r["registers"], r["objective"])
    return (*key, "reordered") if r.get("reorder") else key


def _usable(r: Row) -> bool:
    """A verified, valid allocation with a cost."""
    return bool(r["outcome"] == "solved" and r["valid"] and r["cost"] is not None)


def references(rows: Iterable[Row]) -> dict[tuple[str, ...], tuple[float, str]]:
    """Per problem: the reference optimum and its plan space."""
    best: dict[tuple[str, ...], tuple[int, float, str]] = {}
    for r in rows:
        if r["status"] != "OPTIMAL" or not _usable(r):
            continue
        space = r["plan_space"] if r["plan_space"] in _SPACES else "all"
        cand = (_SPACES.index(space), float(r["cost"]), space)
        if _problem(r) not in best or cand < best[_problem(r)]:
            best[_problem(r)] = cand
    return {p: (c, s) for p, (_, c, s) in best.items()}


def gap(r: Row, refs: dict[tuple[str, ...], tuple[float, str]]) -> float | None:
    """The row's gap to its problem's reference, else its own proven gap."""
    if not _usable(r):
        return None
    ref = refs.get(_problem(r))
    if ref is None:
        return None if r["gap"] is None else float(r["gap"])
    cost = float(r["cost"])
    return 0.0 if cost == ref[0] else (cost - ref[0]) / cost if cost else 0.0


def _role(backend: str) -> str:
    b = BACKENDS.get(backend)
    return b.role.value if b is not None else "?"


def _median(xs: Sequence[float]) -> str:
    return f"{statistics.median(xs):.2%}" if xs else "–"


def _backend_table(rows: list[Row], refs: dict[tuple[str, ...], tuple[float, str]]
                   ) -> list[str]:
    out = ["| backend | role | cases | OPTIMAL | FEASIBLE | INFEASIBLE | UNKNOWN | "
           "not solved | verifier rejected | optimal where known | median gap | "
           "worst gap | median s to proof |", "|" + "---|" * 13]
    by: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by[r["backend"]].append(r)
    for b in sorted(by):
        rs = by[b]
        st = Counter(r["status"] for r in rs if r["outcome"] == "solved")
        with_gap = [(r, g) for r in rs if (g := gap(r, refs)) is not None]
        gaps = [g for _, g in with_gap]
        known = [g for r, g in with_gap if _problem(r) in refs]
        proofs = [float(r["seconds"]) for r in rs if r["status"] in ("OPTIMAL",
                                                                      "INFEASIBLE")]
        hit = sum(1 for g in known if g <= 1e-9)
        out.append(
            f"| {b} | {_role(b)} | {len(rs)} | " + " | ".join(str(st[s]) for s in _STATUSES)
            + f" | {sum(r['outcome'] != 'solved' for r in rs)} | "
            f"{sum(r['valid'] is False for r in rs)} | "
            + (f"{hit}/{len(known)} ({hit / len(known):.0%})" if known else "–")
            + f" | {_median(gaps)} | " + (f"{max(gaps):.2%}" if gaps else "–")
            + " | " + (f"{statistics.median(proofs):.2f}" if proofs else "–") + " |")
    return out


def _target_table(rows: list[Row]) -> list[str]:
    out = ["| target | " + " | ".join(_STATUSES) + " | error | crashed | memory | "
           "timeout |", "|" + "---|" * 9]
    by: dict[str, Counter[str]] = defaultdict(Counter)
    for r in rows:
        by[r["target"]][r["status"] if r["outcome"] == "solved" else r["outcome"]] += 1
    for t in sorted(by):
        c = by[t]
        out.append(f"| {t} | " + " | ".join(str(c[s]) for s in (
            *_STATUSES, "error", "crashed", "memory", "timeout")) + " |")
    return out


def _cdf(ax: Any, xs: list[float], total: int, label: str) -> None:
    """The share of ``total`` cases at or below each x (a step from 0)."""
    xs = sorted(xs)
    steps = [k / total for k in range(len(xs) + 1)]
    ax.step(xs[:1] + xs if xs else [0.0], steps, where="post",
            label=f"{label} ({len(xs)}/{total})")


def _plots(rows: list[Row], refs: dict[tuple[str, ...], tuple[float, str]], out: Path
           ) -> list[Path]:
    backends = sorted({r["backend"] for r in rows})
    per = {b: [r for r in rows if r["backend"] == b] for b in backends}
    written = []

    fig = Figure(figsize=(7, 4.5))
    ax = fig.add_subplot()
    for b in backends:
        _cdf(ax, [g for r in per[b] if (g := gap(r, refs)) is not None], len(per[b]), b)
    ax.set(xlabel="gap to the reference optimum (else own bound)",
           ylabel="fraction of the backend's cases", title="Gap distribution")
    ax.legend(fontsize="small")
    written.append(_save(fig, out / "gap_cdf.png"))

    fig = Figure(figsize=(7, 4.5))
    ax = fig.add_subplot()
    for b in backends:
        _cdf(ax, [float(r["seconds"]) for r in per[b] if r["status"] in (
            "OPTIMAL", "INFEASIBLE")], len(per[b]), b)
    ax.set(xscale="log", xlabel="seconds (log)", ylabel="fraction of the backend's "
           "cases proven", title="Time to proof (OPTIMAL or INFEASIBLE)")
    ax.legend(fontsize="small")
    written.append(_save(fig, out / "time_to_proof_cdf.png"))

    fig = Figure(figsize=(6, 6))
    ax = fig.add_subplot()
    top = 1.0
    for b in backends:
        if _role(b) != Role.HEURISTIC.value:
            continue
        pts = [(refs[_problem(r)][0], float(r["cost"])) for r in per[b]
               if _usable(r) and _problem(r) in refs]
        if pts:
            xs, ys = zip(*pts, strict=True)
            ax.scatter(xs, ys, s=12, alpha=0.7, label=b)
            top = max(top, *(max(p) for p in pts))
    ax.plot([0, top], [0, top], color="grey", linewidth=0.8, label="optimum")
    ax.set(xlabel="reference optimum", ylabel="heuristic cost",
           title="Heuristic cost against the optimum")
    ax.legend(fontsize="small")
    written.append(_save(fig, out / "heuristic_vs_optimum.png"))

    fig = Figure(figsize=(7, 4.5))
    ax = fig.add_subplot()
    targets = sorted({r["target"] for r in rows})
    kinds = [*_STATUSES, "not solved"]
    base = [0] * len(targets)
    for kind in kinds:
        n = [sum(1 for r in rows if r["target"] == t and (
            r["status"] == kind if kind != "not solved" else r["outcome"] != "solved"))
             for t in targets]
        ax.bar(targets, n, bottom=base, label=kind)
        base = [a + b for a, b in zip(base, n, strict=True)]
    ax.set(ylabel="cases", title="Status per target")
    ax.legend(fontsize="small")
    written.append(_save(fig, out / "status_per_target.png"))
    return written


def _save(fig: Figure, path: Path) -> Path:
    """``fig`` as a PNG at ``path``, replaced atomically."""
    fig.tight_layout()
    tmp = path.with_name(path.name + ".tmp")
    fig.savefig(tmp, dpi=100, format="png", metadata={"Software": None})
    os.replace(tmp, path)
    return path


def _csv(rows: list[Row], path: Path) -> Path:
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=list(rows[0]) if rows else ["key"],
                       lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    write_atomic(path, buf.getvalue())
    return path


def write_report(rows: list[Row], out: Path) -> list[Path]:
    """``report.md``, four PNG plots and ``cases.csv`` in ``out`` (created)."""
    out.mkdir(parents=True, exist_ok=True)
    refs = references(rows)
    written = _plots(rows, refs, out) if rows else []
    written.append(_csv(rows, out / "cases.csv"))
    solved = [r for r in rows if r["outcome"] == "solved"]
    spaces = Counter(s for _, s in refs.values())
    secs = sum(float(r["seconds"] or 0) for r in rows)
    md = [f"# Campaign report: {len(rows)} cases",
          "",
          f"{len(solved)} solved, {len(rows) - len(solved)} not (error, crash, "
          f"memory or timeout); {sum(bool(r['verified']) for r in rows)} allocations "
          f"verified by the independent verifier, "
          f"{sum(r['valid'] is False for r in rows)} rejected. Solver time "
          f"{secs:.0f} s in all.",
          "",
          f"{len(refs)} of {len({_problem(r) for r in rows})} problems have a proven "
          "optimum (the reference): " + (", ".join(
              f"{n} over {s} plans" for s, n in sorted(spaces.items())) or "none") + ".",
          "A gap is `(cost - reference) / cost`, or the row's own proven gap where "
          "the problem has no reference.",
          "",
          "Versions: " + ("; ".join(sorted({str(r.get("versions") or "?") for r in rows}))
                          or "–") + ".",
          "",
          "## Per backend", "", *_backend_table(rows, refs), "",
          "## Per target", "", *_target_table(rows), ""]
    if rows:
        md += ["## Plots", ""] + [f"![{p.stem}]({p.name})" for p in written
                                  if p.suffix == ".png"] + [""]
    md.append("Every row is in `cases.csv` (`pandas.read_csv`).")
    path = out / "report.md"
    write_atomic(path, "\n".join(md) + "\n")
    return [path, *written]

