"""What a campaign report measures on its rows (dicts as the store gives them).

Cases are grouped into *problems* (instance, function, target, registers,
objective, and whether the case was reordered); a problem run with several seeds
is one problem with several *runs*, never several problems. A problem's
*reference* is the cost of a verified OPTIMAL row, taken from the widest plan
space that has one (all plans, then the splitting model's, then
spill-everywhere). A ``registers`` objective's cost leaves the activation-table
loads out (two plans of cost 0 can differ twice over in table loads), so there
a row's cost *with tables* is its cost plus its table-load cost; a ``spill``
cost already holds them. A row's *gap* is ``(cost - reference) / cost`` on costs
with tables where a reference exists, else its own proven gap. A row *hits* the
optimum when its gap is zero and its table-load cost is the least any verified
row of the problem paid.
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["Contradiction", "Row", "contradictions", "gap", "hits", "problem",
           "references", "solve_time", "table_best", "table_cost", "usable"]

Row = dict[str, Any]
Problem = tuple[str, ...]
SPACES = ("all", "split", "spill-everywhere")
"""Plan spaces, widest first: each holds the plans of those after it."""
STATUSES = ("OPTIMAL", "FEASIBLE", "INFEASIBLE", "UNKNOWN")
EPS = 1e-9


def problem(r: Row) -> Problem:
    """What a row solves: a reordered case is another problem (its plan space is
    the chosen order), so it is never compared with the given order's optimum."""
    key = (r["instance"], r["function"], r["target"], r["registers"], r["objective"])
    return (*key, "reordered") if r.get("reorder") else key


def run(r: Row) -> tuple[Problem, int]:
    """The problem and the seed: rows of one run may be compared with each other."""
    return problem(r), int(r.get("seed") or 0)


def usable(r: Row) -> bool:
    """A verified, valid allocation with a cost."""
    return bool(r["outcome"] == "solved" and r["valid"] and r["cost"] is not None)


def space(r: Row) -> int:
    """The row's plan space as an index into :data:`SPACES` (unknown: widest)."""
    return SPACES.index(r["plan_space"]) if r.get("plan_space") in SPACES else 0


def table_cost(r: Row) -> float:
    """The activation-table loads' cost outside the row's ``cost`` (0 where the
    objective's cost already holds it, or the target has no tables)."""
    if r["objective"] == "spill":
        return 0.0
    return float(r.get("table_cost") or 0.0)


def solve_time(r: Row) -> float | None:
    """Seconds in the solver alone; a row stored before the phases were timed
    apart gives its whole case's time."""
    t = r.get("solve_seconds")
    if t is None:
        t = r.get("seconds")
    return None if t is None else float(t)


def references(rows: Iterable[Row]) -> dict[Problem, tuple[float, str]]:
    """Per problem: the reference optimum (with tables) and its plan space."""
    best: dict[Problem, tuple[int, float, str]] = {}
    for r in rows:
        if r["status"] != "OPTIMAL" or not usable(r):
            continue
        cand = (space(r), float(r["cost"]) + table_cost(r), SPACES[space(r)])
        if problem(r) not in best or cand < best[problem(r)]:
            best[problem(r)] = cand
    return {p: (c, s) for p, (_, c, s) in best.items()}


def table_best(rows: Iterable[Row]) -> dict[Problem, float]:
    """Per problem: the least activation-table cost of a verified row."""
    best: dict[Problem, float] = {}
    for r in rows:
        if usable(r):
            best[problem(r)] = min(best.get(problem(r), math.inf), table_cost(r))
    return best


def gap(r: Row, refs: dict[Problem, tuple[float, str]]) -> float | None:
    """The row's gap to its problem's reference, else its own proven gap."""
    if not usable(r):
        return None
    ref = refs.get(problem(r))
    if ref is None:
        return None if r["gap"] is None else float(r["gap"])
    cost = float(r["cost"]) + table_cost(r)
    return 0.0 if cost == ref[0] else (cost - ref[0]) / cost if cost else 0.0


def hits(r: Row, refs: dict[Problem, tuple[float, str]], tables: dict[Problem, float]
         ) -> bool | None:
    """Whether the row is optimal on a problem with a reference (``None``: the
    problem has none): its cost is the reference and its tables cost the least."""
    g = gap(r, refs)
    if g is None or problem(r) not in refs:
        return None
    return g <= EPS and table_cost(r) <= tables.get(problem(r), math.inf) + EPS


@dataclass(frozen=True, slots=True)
class Contradiction:
    """An OPTIMAL claim that a verified row of the same problem and seed, in the
    same plan space or a narrower one, beats."""

    claim: Row
    better: Row

    def line(self) -> str:
        """One Markdown table line."""
        c, b = self.claim, self.better
        return (f"| {c['instance']} {c['function']} | {c['target']} | "
                f"{c['registers'] or '–'} | {c['objective']} | {c.get('seed') or 0} | "
                f"{c['backend']}: {c['cost']:g} + tables {table_cost(c):g} | "
                f"{b['backend']}: {b['cost']:g} + tables {table_cost(b):g} |")


def _score(r: Row) -> tuple[float, float]:
    return float(r["cost"]), table_cost(r)


def contradictions(rows: Sequence[Row]) -> list[Contradiction]:
    """Every OPTIMAL claim beaten by another backend on the same case and seed."""
    by: dict[tuple[Problem, int], list[Row]] = defaultdict(list)
    for r in rows:
        if usable(r):
            by[run(r)].append(r)
    out = []
    for group in by.values():
        for c in group:
            if c["status"] != "OPTIMAL":
                continue
            rivals = [b for b in group if space(b) >= space(c)
                      and (_score(b)[0] < _score(c)[0] - EPS or (
                          _score(b)[0] <= _score(c)[0] + EPS
                          and _score(b)[1] < _score(c)[1] - EPS))]
            if rivals:
                out.append(Contradiction(c, min(rivals, key=_score)))
    return out


def spread(xs: Sequence[float]) -> str:
    """``min / median / max`` of ``xs``; one number when they are all equal
    (``–`` when there is none)."""
    if not xs:
        return "–"
    return (f"{min(xs):.4g} / {statistics.median(xs):.4g} / {max(xs):.4g}"
            if min(xs) != max(xs) else f"{xs[0]:.4g}")
