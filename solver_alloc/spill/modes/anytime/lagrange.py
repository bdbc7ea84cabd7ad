"""A certified lower bound and good plans for large straight-line kernels.

On one block with width-1 values, the capacity rows of the split model are
interval rows, so choosing which segments stay in registers is a min-cost flow
(nodes = points, ``K`` units of register flow, one arc per segment). Only the
store couples a value's segments: ``store s_v >= ld_g`` for every site g of v.
Relaxing it to ``s_v >= sum_g lam_g ld_g`` with ``lam`` in the simplex (valid,
since ``max >= any convex combination``) splits the store's cost over the sites,
and the flow then gives the exact minimum of the relaxed problem: a lower bound
for every ``lam``. Subgradient steps on ``lam`` tighten it; every flow solution
is also repaired into a full plan (stores where needed), the anytime primal.

Costs are kept as exact integers (scaled by :data:`SCALE` and the frequencies'
denominators); store shares are rounded down, so the bound stays valid.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import numpy.typing as npt
from ortools.graph.python import min_cost_flow

from solver_alloc.spill.problem import DEF, EXIT, INDEXED, USE, SplitProblem

SCALE = 4
"""Subdivisions of the smallest cost unit for the store shares."""
Table = dict[tuple[object, ...], int]


@dataclass(frozen=True)
class Sites:
    """The relaxed problem: segments (flow arcs) and sites, as arrays."""

    lo: npt.NDArray[np.int64]
    hi: npt.NDArray[np.int64]
    """Points covered by each non-empty segment."""
    key: list[tuple[int, int]]
    """(chain, segment index) of each arc."""
    site_key: list[tuple[int, int]]
    """(chain, event index) of each site."""
    site_arc: npt.NDArray[np.int64]
    """Per site: the arc whose spilling makes it load (-1: always loads)."""
    site_group: npt.NDArray[np.int64]
    """Per site: its value's store group (-1: no store involved)."""
    can_load: npt.NDArray[np.bool_]
    """Per site: memory may serve it (with the group's store, if any)."""
    load: npt.NDArray[np.int64]
    """Per site: cost of serving it from memory, without the store (scaled)."""
    alt: npt.NDArray[np.int64]
    """Per site: cost of the alternative (a remat), or a huge number (scaled)."""
    store: npt.NDArray[np.int64]
    """Per group: the store's cost (scaled)."""
    refs: npt.NDArray[np.int64]
    """Per point: registers taken whatever is decided."""
    unit: int
    """Integer cost units per unit of cost."""


HUGE = 1 << 50
"""No way to serve a site (before the minimum with the alternative)."""
FORCED = 1 << 28
"""Arc weight of a segment that must stay in a register (above any real cost)."""


def applies(sp: SplitProblem) -> str | None:
    """Why the flow relaxation does not apply (None: it does)."""
    if len(sp.freq) != 1:
        return "the flow bound needs a single-block kernel"
    if any(w != 1 for w in sp.width.values()):
        return "the flow bound needs width-1 values"
    if sp.restricted:
        return "the flow bound needs values free to take any register of the class"
    if sp.folds:
        return "the flow bound needs every read in a register (no folded reads)"
    if sp.remat_from:
        return "the flow bound needs remats that read nothing"
    return None


def _unit(sp: SplitProblem) -> int:
    costs = [sp.load, sp.store, sp.freq[0]] + [r for r in sp.remat.values() if r is not None]
    return SCALE * math.lcm(*(Fraction(c).denominator for c in costs))


def relax(sp: SplitProblem) -> Sites:
    """Arcs and sites of a single-block class."""
    unit = _unit(sp)
    f = sp.freq[0]
    lo: list[int] = []
    hi: list[int] = []
    key: list[tuple[int, int]] = []
    site_key: list[tuple[int, int]] = []
    s_arc: list[int] = []
    s_group: list[int] = []
    s_load: list[int] = []
    s_alt: list[int] = []
    s_mem: list[bool] = []
    stores: list[int] = []
    for c, ch in enumerate(sp.chains):
        v = ch.value
        can_load = sp.spillable and v not in sp.no_spill
        remat = sp.remat[v]
        free = v in sp.kernel_live_in and not any(e.kind == DEF for e in ch.events)
        group = len(stores) if can_load and not free else -1  # free: arrives in memory
        used = False
        arc_of: dict[int, int] = {}
        for j, a, b in ch.segments():
            if a <= b:
                arc_of[j] = len(lo)
                lo.append(a)
                hi.append(b)
                key.append((c, j))
        for j, e in enumerate(ch.events):
            before = arc_of.get(j - 1, -2)
            if (e.kind == USE and before >= 0) or e.kind == INDEXED or (
                    e.kind == EXIT and ch.live[-1] and before >= 0):
                site_key.append((c, j))
                s_arc.append(-1 if e.kind == INDEXED else before)
                s_group.append(group)
                # an arrived live-in: indexed reads and the exit read memory itself
                s_mem.append(can_load or (free and e.kind != USE))
                s_load.append(int(f * sp.load * unit) if e.kind != EXIT else 0)
                s_alt.append(HUGE if remat is None else int(f * remat * unit))
                used = True
        if group >= 0 and used:
            stores.append(int(f * sp.store * unit))
    refs = np.zeros(max((c.events[-1].point for c in sp.chains), default=0) + 2, np.int64)
    for p, w in sp.refs.items():
        refs[p] = w
    def arr(xs: list[int]) -> npt.NDArray[np.int64]:
        return np.asarray(xs, dtype=np.int64)

    return Sites(arr(lo), arr(hi), key, site_key, arr(s_arc), arr(s_group),
                 np.asarray(s_mem, dtype=bool), arr(s_load), arr(s_alt), arr(stores),
                 refs, unit)


def _site_costs(s: Sites, lam: npt.NDArray[np.float64]
                ) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.bool_]]:
    """Per site: its relaxed cost (load + its store share, or the remat) and
    whether the load is the cheaper."""
    share = np.zeros(len(s.site_group), np.int64)
    has = s.site_group >= 0
    share[has] = np.floor(lam[has] * s.store[s.site_group[has]]).astype(np.int64)
    mem = np.where(s.can_load, s.load + share, HUGE)
    return np.minimum(mem, s.alt), mem <= s.alt


def flow(s: Sites, k: int, arc_weight: npt.NDArray[np.int64]
         ) -> npt.NDArray[np.int64] | None:
    """Keep-flags maximising the kept weight with at most ``k - refs(p)`` kept
    segments at every point p (min-cost flow); None if the refs alone overflow."""
    n_pts = len(s.refs)
    if (s.refs > k).any():
        return None
    f = min_cost_flow.SimpleMinCostFlow()
    pts = np.arange(n_pts - 1, dtype=np.int64)
    refs = s.refs[:-1]
    # refs(p) units must take the chain arc at p (a lower bound): move them into
    # the supplies, leaving k - refs(p) of capacity.
    f.add_arcs_with_capacity_and_unit_cost(pts, pts + 1, k - refs,
                                           np.zeros(n_pts - 1, np.int64))
    arcs = f.add_arcs_with_capacity_and_unit_cost(s.lo, s.hi + 1, np.ones(len(s.lo),
                                                  np.int64), -arc_weight)
    supply = np.zeros(n_pts, np.int64)
    supply[0] += k
    supply[-1] -= k
    supply[:-1] -= refs
    supply[1:] += refs
    f.set_nodes_supplies(np.arange(n_pts, dtype=np.int64), supply)
    if f.solve() != f.OPTIMAL:
        return None
    return np.asarray(f.flows(arcs), dtype=np.int64)


def lagrangian(s: Sites, k: int, lam: npt.NDArray[np.float64]
               ) -> tuple[int, npt.NDArray[np.int64], npt.NDArray[np.bool_]] | None:
    """``(bound in cost units, keep-flags, per-site load-is-cheaper)`` for ``lam``."""
    cost, load_better = _site_costs(s, lam)
    weight = np.zeros(len(s.lo), np.int64)
    on_arc = s.site_arc >= 0
    np.add.at(weight, s.site_arc[on_arc], cost[on_arc])
    forced = weight >= FORCED
    weight = np.minimum(weight, FORCED)  # a site with no way to serve it: keep the arc
    keep = flow(s, k, weight)
    if keep is None or (forced & (keep == 0)).any():
        return None
    spilled = np.ones(len(cost), np.int64)
    spilled[on_arc] = 1 - keep[s.site_arc[on_arc]]
    total = cost * spilled
    if (total >= HUGE).any():
        return None  # an indexed read that neither memory nor a remat can serve
    return int(total.sum()), keep, load_better


def initial_lambda(s: Sites) -> npt.NDArray[np.float64]:
    """The store split evenly over each value's sites."""
    lam = np.zeros(len(s.site_group))
    has = s.site_group >= 0
    counts = np.bincount(s.site_group[has], minlength=len(s.store))
    lam[has] = 1.0 / counts[s.site_group[has]]
    return lam


def step(s: Sites, lam: npt.NDArray[np.float64], loads: npt.NDArray[np.int64],
         size: float) -> npt.NDArray[np.float64]:
    """A projected subgradient step: shares move toward the sites that load."""
    out = lam.copy()
    has = np.flatnonzero(s.site_group >= 0)
    if not len(has):
        return out
    grp = s.site_group[has]
    g = loads[has].astype(float)
    mean = np.bincount(grp, weights=g, minlength=len(s.store)) / np.maximum(
        np.bincount(grp, minlength=len(s.store)), 1)
    out[has] = lam[has] + size * (g - mean[grp])
    for idx in _groups(grp, has):
        out[idx] = _simplex(out[idx])
    return out


def _groups(grp: npt.NDArray[np.int64], idx: npt.NDArray[np.int64]
            ) -> Iterator[npt.NDArray[np.int64]]:
    order = np.argsort(grp, kind="stable")
    cuts = np.flatnonzero(np.diff(grp[order])) + 1
    yield from np.split(idx[order], cuts)


def _simplex(y: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
    """Euclidean projection onto the probability simplex."""
    u = np.sort(y)[::-1]
    css = np.cumsum(u)
    rho = np.flatnonzero(u * np.arange(1, len(u) + 1) > css - 1)[-1]
    out: npt.NDArray[np.float64] = np.maximum(y - (css[rho] - 1) / (rho + 1), 0.0)
    return out
