"""Where each value of one class is referenced, as spill-everywhere plans it
(:mod:`solver_alloc.spill.heuristics.everywhere`): its defs, register reads and
runtime-indexed reads, and which values arrive live, stay in memory, are
recomputed, unread or tied."""

from __future__ import annotations

from dataclasses import dataclass, field

from solver_alloc.analysis.problem import Problem

__all__ = ["Refs", "class_refs"]


@dataclass(frozen=True)
class Refs:
    """Where each value of one class is referenced."""

    defs: dict[str, list[int]]
    """Value -> instruction indices defining it."""
    uses: dict[str, list[int]]
    """Value -> instruction indices reading it from a register (not indexed)."""
    indexed: dict[str, list[int]]
    """Value -> instruction indices reading it through a runtime index."""
    entry: set[str]
    """Live-in values live at the first point (spilled: stored at entry)."""
    remat: set[str] = field(default_factory=set)
    """Values that, when spilled, are recomputed before each use (no store)."""
    resident: set[str] = field(default_factory=set)
    """Live-ins never written: spilled, they arrive in memory and are loaded
    from there (no home, no store); ``no_spill`` ones only when no register
    read needs a load."""
    unread: set[str] = field(default_factory=set)
    """Values nothing reads (dead defs, a call's clobbers): spilled, they need
    no store, and cost nothing."""
    tied: set[tuple[str, int]] = field(default_factory=set)
    """(value, instruction) of each tied use: loaded into the value's home."""


def class_refs(problem: Problem, cname: str) -> Refs:
    """Where each value of class ``cname`` is defined and read, which arrive
    live or in memory, and the tied reads."""
    defs: dict[str, list[int]] = {}
    uses: dict[str, list[int]] = {}
    indexed: dict[str, list[int]] = {}
    tied: set[tuple[str, int]] = set()
    res = problem.resolved
    for i, _, ins in problem.kernel.instructions():
        tied.update((v, i) for v in ins.tied)
        for v in ins.defs:
            if res[v].regclass == cname:
                defs.setdefault(v, []).append(i)
        for v in dict.fromkeys(ins.uses):
            if res[v].regclass != cname:
                continue
            if v in ins.indexed:
                indexed.setdefault(v, []).append(i)
            else:
                uses.setdefault(v, []).append(i)
    lv = problem.liveness
    at0 = set(lv.live_at(0)) if lv.n_points else set()
    entry = {v for v in problem.kernel.live_in if v in at0 and res[v].regclass == cname}
    # never written: a spilled one arrives in memory, so it needs no home at entry
    resident = {v for v in entry if v not in defs and not res[v].held
                and res[v].fixed is None and not (res[v].no_spill and v in uses)}
    return Refs(defs, uses, indexed, entry - resident, resident=resident, tied=tied)
