"""The PNG plots of a campaign report (matplotlib, no display needed).

Each plot has one panel per (target, register count) when a campaign has several,
since their costs and times are not comparable; its legend sits outside the
panels and lists only the series that have points; a backend has one colour
and line style in every plot. Time axes are logarithmic over whole decades (one
range for all the panels of a plot), ticked in s, ms and µs.
"""

from __future__ import annotations

import json
import math
import os
import re
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from matplotlib.figure import Figure
from matplotlib.ticker import FuncFormatter, LogLocator, MaxNLocator, NullFormatter

from solver_alloc.backends import BACKENDS, Role
from solver_alloc.campaign.measures import (
    STATUSES,
    Problem,
    Row,
    gap,
    problem,
    solve_time,
    table_cost,
    usable,
)

__all__ = ["anytime", "facets", "report_plots", "save", "seconds", "time_axis"]

Refs = dict[Problem, tuple[float, str]]
Style = dict[str, dict[str, Any]]
"""Per backend: its colour and line style, the same in every panel of a report."""
Panel = Callable[[Any, list[Row], Style], None]
_DASHES = ("-", "--", ":", "-.")


def styles(rows: Sequence[Row]) -> Style:
    """A colour and a line style per backend (overlapping steps stay visible)."""
    return {b: {"color": f"C{i % 10}", "linestyle": _DASHES[i % len(_DASHES)]}
            for i, b in enumerate(sorted({r["backend"] for r in rows}))}


def facets(rows: Sequence[Row]) -> dict[str, list[Row]]:
    """Rows per (target, registers), labelled; one unlabelled group when all
    rows share them."""
    by: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        by[f"{r['target']} {r['registers'] or '(all registers)'}"].append(r)
    return dict(sorted(by.items(), key=lambda kv: _natural(kv[0]))) if len(by) > 1 \
        else {"": list(rows)}


def _natural(text: str) -> list[tuple[int, str]]:
    """A sort key reading digit runs as numbers (gpr=8 before gpr=16)."""
    return [(int(part), "") if part.isdigit() else (0, part)
            for part in re.split(r"(\d+)", text)]


def seconds(x: float, _: object = None) -> str:
    """``x`` seconds as a reader writes them: 2 s, 50 ms, 100 µs."""
    if x >= 1:
        return f"{x:g} s"
    return f"{x * 1e3:.3g} ms" if x >= 1e-3 else f"{x * 1e6:.3g} µs"


def time_axis(axis: Any) -> None:
    """A log axis of seconds widened to whole decades, ticked at powers of ten (and
    at 2 and 5 times them when it spans under three decades) in s, ms and µs
    (call it after plotting)."""
    ax = axis.axes
    low, high = sorted(ax.get_xlim() if axis is ax.xaxis else ax.get_ylim())
    low, high = max(low, 1e-6), max(high, 2e-6)
    lo, hi = 10.0 ** math.floor(math.log10(low)), 10.0 ** math.ceil(math.log10(high))
    (ax.set_xlim if axis is ax.xaxis else ax.set_ylim)(lo, hi)
    decades = math.log10(hi / lo)
    axis.set_major_locator(LogLocator(base=10, subs=(1.0, 2.0, 5.0) if decades < 3
                                      else (1.0,), numticks=12))
    axis.set_major_formatter(FuncFormatter(seconds))
    axis.set_minor_formatter(NullFormatter())


def _figure(groups: dict[str, list[Row]], panel: Panel, title: str, style: Style,
            size: tuple[float, float] = (5.0, 3.6), *, times: bool = False) -> Figure:
    """One panel per group, a shared title and one legend right of the panels;
    ``times``: the panels' x axes are times, made one range so they compare."""
    n = len(groups)
    cols = min(n, 3)
    rows_n = math.ceil(n / cols)
    fig = Figure(figsize=(size[0] * cols + 2.2, size[1] * rows_n + 0.6))
    handles: dict[str, Any] = {}
    for i, (label, rows) in enumerate(groups.items()):
        ax = fig.add_subplot(rows_n, cols, i + 1)
        panel(ax, rows, style)
        if label:
            ax.set_title(label, fontsize="medium")
        for h, lab in zip(*ax.get_legend_handles_labels(), strict=True):
            handles.setdefault(lab, h)
    fig.suptitle(title)
    if times:
        low = min(ax.get_xlim()[0] for ax in fig.axes)
        high = max(ax.get_xlim()[1] for ax in fig.axes)
        for ax in fig.axes:
            ax.set_xlim(low, high)
            time_axis(ax.xaxis)
    order = [*style, "optimum", "y = x"]  # backends as the style lists them
    handles = dict(sorted(handles.items(), key=lambda kv: order.index(kv[0])
                          if kv[0] in order else len(order)))
    if handles:
        fig.legend(list(handles.values()), list(handles), loc="center left",
                   bbox_to_anchor=(1.0, 0.5), fontsize="small", frameon=False)
    return fig


def _cdf(ax: Any, xs: list[float], total: int, label: str, style: Style) -> None:
    """The share of ``total`` at or below each x (a step from 0); nothing when
    ``xs`` is empty, so the legend lists only series with points."""
    if not xs:
        return
    xs = sorted(xs)
    ax.step(xs[:1] + xs, [k / total for k in range(len(xs) + 1)], where="post",
            label=label, linewidth=1.6, **style[label])


def _per_problem(rows: list[Row], value: Callable[[Row], float | None]
                 ) -> dict[str, tuple[list[float], int]]:
    """Per backend: the median of ``value`` over each problem's seeds (problems
    with a value), and how many problems it ran."""
    by: dict[str, dict[Problem, list[float]]] = defaultdict(lambda: defaultdict(list))
    runs: dict[str, set[Problem]] = defaultdict(set)
    for r in rows:
        runs[r["backend"]].add(problem(r))
        v = value(r)
        if v is not None:
            by[r["backend"]][problem(r)].append(v)
    return {b: ([statistics.median(v) for v in by[b].values()], len(runs[b]))
            for b in sorted(runs)}


def _gap_panel(refs: Refs) -> Panel:
    def panel(ax: Any, rows: list[Row], style: Style) -> None:
        top = 0.05
        for b, (xs, n) in _per_problem(rows, lambda r: gap(r, refs)).items():
            _cdf(ax, xs, n, b, style)
            top = max(top, *xs, 0.0)
        ax.set(xlabel="gap to the reference optimum (else own bound)",
               ylabel="fraction of problems", ylim=(0, 1.02), xlim=(-0.03 * top, top * 1.05))
    return panel


def _proof_panel(ax: Any, rows: list[Row], style: Style) -> None:
    proven = _per_problem(rows, lambda r: solve_time(r) if r["status"] in (
        "OPTIMAL", "INFEASIBLE") else None)
    for b, (xs, n) in proven.items():
        _cdf(ax, [max(x, 1e-4) for x in xs], n, b, style)
    ax.set(xscale="log", xlabel="solve time (log)", ylabel="fraction of problems "
           "proven", ylim=(0, 1.02))
    time_axis(ax.xaxis)


def _phases(rows: list[Row], out: Path) -> Path:
    """Median load, solve and verify seconds per backend (log scale)."""
    backends = sorted({r["backend"] for r in rows})
    fig = Figure(figsize=(max(5.0, 1.3 * len(backends) + 3.5), 4.0))
    ax = fig.add_subplot()
    width = 0.8 / 3
    for k, phase in enumerate(("load", "solve", "verify")):
        meds = []
        for b in backends:
            xs = [float(r[f"{phase}_seconds"]) for r in rows if r["backend"] == b
                  and r.get(f"{phase}_seconds") is not None]
            meds.append(max(statistics.median(xs), 1e-6) if xs else 0.0)
        if any(meds):
            bars = ax.bar([i + (k - 1) * width for i in range(len(backends))], meds,
                          width, label=phase)
            ax.bar_label(bars, [seconds(m) if m else "" for m in meds],
                         fontsize="x-small", padding=1)
    ax.set_xticks(range(len(backends)), backends)
    ax.set(yscale="log", ylabel="median time per case (log)",
           title="Where a case's time goes")
    time_axis(ax.yaxis)
    if ax.get_legend_handles_labels()[0]:
        ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), frameon=False)
    return save(fig, out / "time_phases.png")


def _heuristic_panel(refs: Refs) -> Panel:
    def panel(ax: Any, rows: list[Row], style: Style) -> None:
        top = 1.0
        for b in sorted({r["backend"] for r in rows}):
            spec = BACKENDS.get(b)
            if spec is None or spec.role is not Role.HEURISTIC:
                continue
            pts = [(refs[problem(r)][0], float(r["cost"]) + table_cost(r)) for r in rows
                   if r["backend"] == b and usable(r) and problem(r) in refs]
            if pts:
                xs, ys = zip(*pts, strict=True)
                ax.scatter(xs, ys, s=16, alpha=0.7, label=b, color=style[b]["color"])
                top = max(top, *xs, *ys)
        ax.plot([0, top], [0, top], color="grey", linewidth=0.8, label="optimum")
        ax.set(xlabel="reference optimum (with table loads)",
               ylabel="heuristic cost (with table loads)")
    return panel


def _status(rows: list[Row], out: Path) -> Path:
    """Cases per status, one bar per target and register count (per target when
    all share their registers), stacked in a fixed order of statuses."""
    groups = facets(rows)
    if list(groups) == [""]:
        groups = {rows[0]["target"]: rows}
    names = list(groups)
    fig = Figure(figsize=(max(5.0, 1.2 * len(names) + 3.5), 4.2))
    ax = fig.add_subplot()
    base = [0] * len(names)
    for kind in (*STATUSES, "not solved"):
        n = [sum(1 for r in groups[g] if (
            r["status"] == kind if kind != "not solved" else r["outcome"] != "solved"))
             for g in names]
        if any(n):
            ax.bar(names, n, bottom=base, label=kind)
            base = [a + b for a, b in zip(base, n, strict=True)]
    ax.set(ylabel="cases", title="Status per target and register count")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    if len(names) > 3:
        ax.tick_params(axis="x", labelrotation=30)
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), frameon=False)
    return save(fig, out / "status_per_target.png")


def anytime(r: Row) -> list[tuple[float, float]]:
    """A row's recorded progress as (seconds, gap between the best cost and the
    best bound over all its classes) at each improvement."""
    history = json.loads(r.get("progress") or "{}")
    events = sorted((t, c, cost, bound) for c, h in history.items()
                    for t, cost, bound in h)
    cost: dict[str, float] = {}
    bound: dict[str, float] = {}
    out = []
    for t, c, x, lb in events:
        cost[c], bound[c] = x, lb
        if len(cost) == len(history):
            total, low = sum(cost.values()), sum(bound.values())
            out.append((max(t, 1e-4), (total - low) / total if total else 0.0))
    return out


def _anytime_panel(ax: Any, rows: list[Row], style: Style) -> None:
    seen: set[str] = set()
    for r in rows:
        pts = anytime(r)
        if r["status"] != "FEASIBLE" or not pts:
            continue
        b = r["backend"]
        end = solve_time(r)
        if end is not None and end > pts[-1][0]:  # the last gap held to the end
            pts.append((end, pts[-1][1]))
        ts, gs = zip(*pts, strict=True)
        ax.step(ts, gs, where="post", alpha=0.7, label=None if b in seen else b,
                **style[b])
        seen.add(b)
    ax.set(xscale="log", xlabel="solve time (log)", ylabel="proven gap",
           ylim=(0, 1.02))
    time_axis(ax.xaxis)


def report_plots(rows: list[Row], refs: Refs, out: Path) -> list[Path]:
    """Every plot of a report: gaps, time to proof, time phases, heuristics
    against the optimum, status per target, and the anytime curves of FEASIBLE
    cases when any recorded progress."""
    groups, style = facets(rows), styles(rows)
    written = [
        save(_figure(groups, _gap_panel(refs), "Gap distribution (median over "
                     "seeds)", style), out / "gap_cdf.png"),
        save(_figure(groups, _proof_panel, "Time to proof (OPTIMAL or INFEASIBLE), "
                     "solver time only", style, times=True), out / "time_to_proof_cdf.png"),
        _phases(rows, out),
        save(_figure(groups, _heuristic_panel(refs), "Heuristic cost against "
                     "the optimum", style), out / "heuristic_vs_optimum.png"),
        _status(rows, out)]
    progressed = [r for r in rows if r["status"] == "FEASIBLE" and anytime(r)]
    if progressed:
        written.append(save(_figure(facets(progressed), _anytime_panel,
                                    "Anytime: proven gap over time (FEASIBLE cases)",
                                    style, times=True), out / "anytime.png"))
    return written


def save(fig: Figure, path: Path) -> Path:
    """``fig`` as a PNG at ``path``, replaced atomically."""
    fig.tight_layout()
    tmp = path.with_name(path.name + ".tmp")
    fig.savefig(tmp, dpi=100, format="png", metadata={"Software": None},
                bbox_inches="tight")
    os.replace(tmp, path)
    return path
