"""The solver-neutral colouring problem of one register class.

Register assignment without splitting is a colouring of the interference graph
in which each value takes ``width`` consecutive registers from an allowed start.
:class:`ColouringProblem` holds that graph with index-based numpy data, built from
a kernel (:func:`from_kernel`, cliques = maximal live sets) or from a DIMACS graph
(:func:`from_graph`, cliques = a greedy edge clique cover). It never assumes
instructions exist, so heuristics and encodings serve both.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.liveness import live_at_points
from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import InterferenceGraph
from solver_alloc.targets import RegisterClass, Target

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class ColouringProblem:
    """Values of one class (vertices ``0..n-1``) and how they interfere."""

    cls: RegisterClass
    names: tuple[str, ...]
    width: IntArray
    """Registers per value, shape ``(n,)``."""
    fixed: IntArray
    """Pre-coloured start register, or -1, shape ``(n,)``."""
    edges: IntArray
    """Interfering pairs ``(u, v)``, ``u < v``, shape ``(m, 2)``."""
    cliques: tuple[IntArray, ...]
    """Sets of pairwise-interfering vertices covering every edge."""
    bound_note: str = ""
    """How the source states the lower bound (e.g. MaxLive and where), if it can."""
    allowed: tuple[frozenset[int] | None, ...] = ()
    """Per value, the registers its subset allows (None: any); empty: none is
    restricted."""

    @property
    def n(self) -> int:
        """Number of values."""
        return len(self.names)

    @cached_property
    def neighbours(self) -> tuple[frozenset[int], ...]:
        """Adjacency sets."""
        adj: list[set[int]] = [set() for _ in range(self.n)]
        for u, v in self.edges.tolist():
            adj[u].add(v)
            adj[v].add(u)
        return tuple(frozenset(a) for a in adj)

    def starts(self, v: int) -> list[int]:
        """Allowed start registers of value ``v`` (alignment, reserved, fixed)."""
        if self.fixed[v] >= 0:
            return [int(self.fixed[v])]
        starts = self._starts_by_width[int(self.width[v])]
        regs = self.allowed[v] if self.allowed else None
        if regs is None:
            return starts
        w = int(self.width[v])
        return [r for r in starts if all(r + k in regs for k in range(w))]

    @cached_property
    def _starts_by_width(self) -> dict[int, list[int]]:
        """The class's starts per width, once (the heuristics ask per value:
        0.44 s of Chaitin-Briggs's 1.3 s on a PTX matmul's 2,913 pieces)."""
        return {w: self.cls.starts(w) for w in set(self.width.tolist())}

    @cached_property
    def uniform(self) -> bool:
        """All values width 1 and unfixed: registers are interchangeable."""
        return bool((self.width == 1).all() and (self.fixed < 0).all()
                    and not any(a is not None for a in self.allowed))

    def clique_weight(self, clique: IntArray) -> int:
        """Registers a clique needs (its widths summed)."""
        return int(self.width[clique].sum())

    def components(self) -> Iterator[IntArray]:
        """Connected components (vertex arrays), largest first."""
        parent = np.arange(self.n)

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = int(parent[x])
            return x

        for u, v in self.edges.tolist():
            ru, rv = find(u), find(v)
            if ru != rv:
                parent[max(ru, rv)] = min(ru, rv)
        roots = np.asarray([find(x) for x in range(self.n)], dtype=np.int64)
        groups: dict[int, list[int]] = {}
        for x, r in enumerate(roots.tolist()):
            groups.setdefault(r, []).append(x)
        for g in sorted(groups.values(), key=lambda g: (-len(g), g[0])):
            yield np.asarray(g, dtype=np.int64)


def register_rank(cp: ColouringProblem) -> IntArray:
    """``rank[q]``: allocatable registers among ``0..q`` (the count if q is the top)."""
    alloc = np.ones(cp.cls.count, dtype=np.int64)
    alloc[list(cp.cls.reserved)] = 0
    return np.cumsum(alloc)


def maximal_live_sets(seg_v: IntArray, seg_s: IntArray, seg_e: IntArray
                       ) -> list[IntArray]:
    """Live sets that contain every set of values live at one point.

    Any live set ``L(q)`` is inside ``L(p)`` for ``p`` the smallest end among the
    segments covering ``q``, so end points suffice; an end point whose segments all
    started before the previous kept end point adds nothing new and is skipped.
    """
    ends = np.unique(seg_e)
    s_sorted = np.sort(seg_s)
    keep, prev = [], -1
    for p in ends.tolist():
        if np.searchsorted(s_sorted, p, side="right") > np.searchsorted(
                s_sorted, prev, side="right"):  # some segment starts in (prev, p]
            keep.append(p)
            prev = p
    return [np.asarray(live, dtype=np.int64)
            for live in live_at_points(keep, seg_v, seg_s, seg_e) if len(live) > 1]


def from_kernel(problem: Problem, classes: set[str] | None = None,
                with_graph: bool = True) -> dict[str, ColouringProblem]:
    """One colouring problem per register class used by the kernel (only
    ``classes`` if given). ``with_graph=False`` skips edges and cliques, for
    results that need only the values' names and widths."""
    lv, target = problem.liveness, problem.target
    edges = lv.interference_edges() if with_graph else np.zeros((0, 2), np.int64)
    out: dict[str, ColouringProblem] = {}
    present = np.flatnonzero(np.bincount(lv.seg_value, minlength=len(lv.values)))
    for cname in target.classes:
        if classes is not None and cname not in classes:
            continue
        members = problem.table.members(cname, present)
        if not len(members):
            continue
        local = np.full(len(lv.values), -1, dtype=np.int64)
        local[members] = np.arange(len(members))
        e = local[edges] if len(edges) else edges
        e = e[(e >= 0).all(axis=1)] if len(e) else e.reshape(0, 2)
        mask = local[lv.seg_value] >= 0
        sets = maximal_live_sets(local[lv.seg_value[mask]], lv.seg_start[mask],
                                  lv.seg_end[mask]) if with_graph else []
        out[cname] = ColouringProblem(
            cls=target.classes[cname],
            names=tuple(map(lv.values.__getitem__, members.tolist())),
            width=problem.table.width[members], fixed=problem.table.fixed[members],
            edges=np.asarray(e, dtype=np.int64).reshape(-1, 2), cliques=tuple(sets),
            bound_note=_pressure_note(problem, cname),
            allowed=tuple(problem.table.allowed[m] for m in members.tolist())
            if problem.table.any_allowed else ())
    return out


def _pressure_note(problem: Problem, cname: str) -> str:
    p = problem.pressure[cname]
    return f"MaxLive = {p.max_live} at instruction {p.instr}"


def _greedy_clique_cover(n: int, adj: tuple[frozenset[int], ...],
                         edges: IntArray) -> list[IntArray]:
    """Cover every edge by a clique grown greedily from it (highest degree first)."""
    covered: set[tuple[int, int]] = set()
    out: list[IntArray] = []
    degree = [len(a) for a in adj]
    for u, v in edges.tolist():
        if (u, v) in covered:
            continue
        clique = [u, v]
        cands = adj[u] & adj[v]
        while cands:
            w = max(cands, key=lambda x: (degree[x], -x))
            clique.append(w)
            cands = cands & adj[w]
        clique.sort()
        for a in range(len(clique)):
            for b in range(a + 1, len(clique)):
                covered.add((clique[a], clique[b]))
        out.append(np.asarray(clique, dtype=np.int64))
    return out


def from_graph(graph: InterferenceGraph, target: Target) -> ColouringProblem:
    """The colouring problem of a DIMACS graph (default class, width 1)."""
    n = len(graph.vertices)
    edges = np.asarray(graph.edges, dtype=np.int64).reshape(-1, 2)
    adj: list[set[int]] = [set() for _ in range(n)]
    for u, v in edges.tolist():
        adj[u].add(v)
        adj[v].add(u)
    frozen = tuple(frozenset(a) for a in adj)
    return ColouringProblem(
        cls=target.classes[target.default_class], names=graph.vertices,
        width=np.ones(n, dtype=np.int64), fixed=np.full(n, -1, dtype=np.int64),
        edges=edges, cliques=tuple(_greedy_clique_cover(n, frozen, edges)))
