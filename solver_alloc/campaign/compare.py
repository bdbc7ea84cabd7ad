"""Two campaign runs compared case by case (``campaign report A.sqlite B.sqlite``).

Cases are matched by key (the same instance, function, target, registers,
objective, backend and settings). On each case run B *wins* when its verified
cost with tables (:mod:`~solver_alloc.campaign.measures`) is lower than A's, or
A has no verified plan and B has; it *loses* the other way round, and *ties*
otherwise (equal costs, or neither has a plan). The time ratio is B's solve
seconds over A's, summarised by its median and its geometric mean.
"""

from __future__ import annotations

import enum
import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from matplotlib.figure import Figure

from solver_alloc.campaign.measures import EPS, Row, solve_time, table_cost, usable
from solver_alloc.campaign.plots import save, styles, time_axis
from solver_alloc.formats.json_io import write_atomic

__all__ = ["Pair", "Verdict", "pairs", "write_comparison"]

FLOOR = 1e-4
"""Seconds below which a time counts as this (a ratio of two near-zero times is
noise, and a log axis has no 0)."""


class Verdict(enum.Enum):
    """How run B did on one case against run A."""

    WIN = "win"
    LOSS = "loss"
    TIE = "tie"


@dataclass(frozen=True, slots=True)
class Pair:
    """One case as the two runs stored it."""

    a: Row
    b: Row

    @property
    def verdict(self) -> Verdict:
        """B's result against A's, on verified cost with tables (without, when
        only one run recorded table costs: a file older than the column)."""
        tables = (self.a.get("table_cost") is None) == (self.b.get("table_cost") is None)
        ca, cb = _score(self.a, tables), _score(self.b, tables)
        if (ca is None and cb is None) or (
                ca is not None and cb is not None and abs(ca - cb) <= EPS):
            return Verdict.TIE
        if ca is None or (cb is not None and cb < ca):
            return Verdict.WIN
        return Verdict.LOSS

    @property
    def times(self) -> tuple[float, float] | None:
        """Both runs' solve seconds (floored), when both ran the solver."""
        ta, tb = solve_time(self.a), solve_time(self.b)
        solved = self.a["outcome"] == self.b["outcome"] == "solved"
        if ta is None or tb is None or not solved:
            return None
        return max(ta, FLOOR), max(tb, FLOOR)


def _score(r: Row, tables: bool) -> float | None:
    if not usable(r):
        return None
    return float(r["cost"]) + (table_cost(r) if tables else 0.0)


def pairs(a: Sequence[Row], b: Sequence[Row]) -> tuple[list[Pair], int, int]:
    """The cases both runs hold, in key order, and how many only A and only B hold."""
    by_a = {r["key"]: r for r in a}
    by_b = {r["key"]: r for r in b}
    common = sorted(by_a.keys() & by_b.keys())
    return ([Pair(by_a[k], by_b[k]) for k in common], len(by_a.keys() - by_b.keys()),
            len(by_b.keys() - by_a.keys()))


def _ratios(ps: Sequence[Pair]) -> str:
    rs = [tb / ta for p in ps if (t := p.times) is not None for ta, tb in [t]]
    if not rs:
        return "– | –"
    geo = math.exp(statistics.fmean(math.log(r) for r in rs))
    return f"{statistics.median(rs):.3g} | {geo:.3g}"


def _table(ps: list[Pair]) -> list[str]:
    out = ["| backend | cases | B wins | B loses | ties | median time ratio B/A | "
           "geometric mean B/A |", "|" + "---|" * 7]
    by: dict[str, list[Pair]] = defaultdict(list)
    for p in ps:
        by[p.a["backend"]].append(p)
    for name, group in [*sorted(by.items()), ("all", ps)]:
        v = Counter(p.verdict for p in group)
        out.append(f"| {name} | {len(group)} | {v[Verdict.WIN]} | {v[Verdict.LOSS]} | "
                   f"{v[Verdict.TIE]} | {_ratios(group)} |")
    return out


def _scatter(ps: list[Pair], names: tuple[str, str], out: Path) -> Path:
    """Solve seconds of B against A per case, log-log, with the line y = x."""
    fig = Figure(figsize=(6.4, 5.2))
    ax = fig.add_subplot()
    style = styles([p.a for p in ps])
    for backend in style:
        pts = [t for p in ps if p.a["backend"] == backend and (t := p.times) is not None]
        if pts:
            xs, ys = zip(*pts, strict=True)
            ax.scatter(xs, ys, s=16, alpha=0.7, label=backend,
                       color=style[backend]["color"])
    ax.set(xscale="log", yscale="log")
    low = min(ax.get_xlim()[0], ax.get_ylim()[0])
    high = max(ax.get_xlim()[1], ax.get_ylim()[1])
    ax.set(xlim=(low, high), ylim=(low, high))
    time_axis(ax.xaxis)
    time_axis(ax.yaxis)
    ax.plot(ax.get_xlim(), ax.get_xlim(), color="grey", linewidth=0.8, label="y = x")
    ax.set_aspect("equal")
    ax.set(xlabel=f"A: {names[0]} (solve time)", ylabel=f"B: {names[1]} (solve time)",
           title="Solve time per case (below the line: B faster)")
    ax.legend(loc="center left", bbox_to_anchor=(1.0, 0.5), frameon=False,
              fontsize="small")
    return save(fig, out / "compare_time.png")


def write_comparison(a: Sequence[Row], b: Sequence[Row], names: tuple[str, str],
                     out: Path) -> list[Path]:
    """``compare.md`` and ``compare_time.png`` in ``out`` (created)."""
    out.mkdir(parents=True, exist_ok=True)
    ps, only_a, only_b = pairs(a, b)
    written = [_scatter(ps, names, out)] if ps else []
    changed = sorted((p for p in ps if p.verdict is not Verdict.TIE),
                     key=lambda p: (p.a["instance"], p.a["function"], p.a["target"],
                                    p.a["registers"], p.a["backend"]))
    old = [n for n, rows in zip(names, (a, b), strict=True)
           if any(r.get("solve_seconds") is None for r in rows)]
    md = [f"# Campaign comparison: A = {names[0]}, B = {names[1]}", "",
          f"{len(ps)} cases in both; {only_a} only in A, {only_b} only in B. B wins "
          "a case with a lower verified cost (table loads included where the "
          "objective's cost leaves them out) or a verified plan where A has none. "
          "Time ratios are B's solve seconds over A's (below 1: B faster), times "
          f"under {FLOOR:g} s counted as {FLOOR:g} s.", "",
          *_table(ps), ""]
    if old:
        md += [f"{' and '.join(old)} recorded no solve times for some cases (a file "
               "older than the column, or cases that did not reach the solver): their "
               "whole case's seconds stand in, so those ratios overstate the solver's "
               "time.", ""]
    if changed:
        md += ["## Cases that differ", "", "| case | backend | A | B | B |",
               "|" + "---|" * 5]
        md += [f"| {p.a['instance']} {p.a['function']} {p.a['target']} "
               f"{p.a['registers']} {p.a['objective']} | {p.a['backend']} | "
               f"{_describe(p.a)} | {_describe(p.b)} | {p.verdict.value} |"
               for p in changed] + [""]
    md += [f"![{p.stem}]({p.name})" for p in written]
    path = out / "compare.md"
    write_atomic(path, "\n".join(md) + "\n")
    return [path, *written]


def _describe(r: Row) -> str:
    if not usable(r):
        return str(r["status"] or r["outcome"])
    tables = f" + tables {table_cost(r):g}" if table_cost(r) else ""
    return f"{r['status']} {float(r['cost']):g}{tables}"
