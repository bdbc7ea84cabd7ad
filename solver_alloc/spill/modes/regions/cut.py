"""Regions of a CFG cut where only a fall-through edge crosses: a bound and a plan.

A *cut* before block ``b`` is a place in the block order where the only edge
between blocks ``< b`` and blocks ``>= b`` is ``b-1 -> b`` (no loop, branch or
back edge spans it), ``b`` has no other predecessor (it heads no loop) and no
earlier block leaves the kernel. The blocks between
two cuts form a *region*; its chains are a split problem of their own
(:func:`region_problem`) whose block 0 is entered across the cut
(:class:`~solver_alloc.spill.problem.Cut`).

Regions are planned and bounded in :mod:`~solver_alloc.spill.modes.regions.search`; here are the
cuts, the regions' problems, the pieces of a plan (:class:`Part`) and the
colouring of a whole plan from its regions' registers (:func:`fit_by_region`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.result import Failure
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.model.encode import DECISIONS, SplitModel
from solver_alloc.spill.modes.regions.colour import Colouring
from solver_alloc.spill.pieces.decode import Decision, Node, plan_cost
from solver_alloc.spill.pieces.fit import Fitter, fit, piece_order
from solver_alloc.spill.problem import Cut, SplitProblem
from solver_alloc.targets import RegisterClass

Table = dict[tuple[object, ...], int]
State = tuple[dict[str, int], dict[str, int]]
"""Values in a register, and values memory holds, at a region's entry or exit."""


@dataclass(frozen=True)
class Region:
    """Blocks ``lo .. hi-1`` and the chains that lie in them."""

    lo: int
    hi: int
    chains: tuple[int, ...]
    """Indices into the whole problem's chains, in order."""


def cuts(sp: SplitProblem) -> list[int]:
    """Blocks ``b >= 1`` with a cut before them, entered only from ``b - 1``.

    A block with another predecessor is no cut even when that edge stays on
    one side (a loop header and its back edge): the next region is entered at
    ``b``'s entry, so every load that fixes up its entry state runs as often
    as ``b`` does, inside the loop, where a whole plan loads once before it.
    Its free-entry bound also holds the loop's values for nothing there: a
    cut at a loop header makes the plan dearer and the bound weaker."""
    n = len(sp.freq)
    blocked = np.zeros(n + 1, dtype=np.int64)
    falls = np.zeros(n, dtype=bool)
    for s, ps in enumerate(sp.preds):
        for p in ps:
            if s == p + 1:
                falls[s] = len(ps) == 1
                continue
            lo, hi = min(p, s), max(p, s)  # blocks cut positions lo+1 .. hi
            blocked[lo + 1] += 1
            blocked[hi + 1] -= 1
    spanned = np.cumsum(blocked)[:n] > 0
    first_exit = min(sp.exits, default=n - 1)
    return [b for b in range(1, n) if falls[b] and not spanned[b] and b <= first_exit]


def regions(sp: SplitProblem, size: int) -> list[Region]:
    """Runs of blocks between cuts, each with about ``size`` live segments (a
    region never splits at anything but a cut, so it may be larger)."""
    n = len(sp.freq)
    per_block = np.zeros(n, dtype=np.int64)
    by_block: list[list[int]] = [[] for _ in range(n)]
    for c, ch in enumerate(sp.chains):
        per_block[ch.block] += max(1, sum(ch.live))
        by_block[ch.block].append(c)
    bounds, load, lo = [], 0, 0
    for b in cuts(sp):
        load = int(per_block[lo:b].sum())
        if load >= size:
            bounds.append((lo, b))
            lo = b
    bounds.append((lo, n))
    return [Region(a, b, tuple(c for blk in range(a, b) for c in by_block[blk]))
            for a, b in bounds]


def region_problem(sp: SplitProblem, r: Region, cut: Cut) -> SplitProblem:
    """The chains of region ``r`` as a problem of their own, blocks renumbered
    from ``r.lo``, entered and left as ``cut`` says; the first region keeps the
    kernel's entry, the last its exit.
    At a cut exit, the values that cannot be recomputed must stay somewhere."""
    lo, hi, n = r.lo, r.hi, len(sp.freq)
    chains = tuple(replace(sp.chains[c], block=sp.chains[c].block - lo) for c in r.chains)
    exits = {b - lo for b in sp.exits if lo <= b < hi}
    if hi < n:
        exits.add(hi - 1 - lo)
        live_out = frozenset(v for v in sp.live_in[hi] if sp.remat.get(v) is None)
    else:
        live_out = sp.kernel_live_out
    return replace(
        sp, chains=chains, freq=sp.freq[lo:hi],
        preds=tuple(tuple(p - lo for p in sp.preds[b] if lo <= p < hi)
                    for b in range(lo, hi)),
        live_in=sp.live_in[lo:hi], live_out=sp.live_out[lo:hi], exits=frozenset(exits),
        kernel_live_in=sp.kernel_live_in if lo == 0 else sp.live_in[lo],
        kernel_live_out=live_out, block_points=sp.block_points[lo:hi],
        cut=replace(cut, entered=lo > 0))


@dataclass
class Part:
    """One region of the plan: its decisions (keyed for the whole problem), cost,
    the state its entry takes (``enter``: in a register, memory read) and the
    state its exit leaves (``leave``: in a register, memory holds)."""

    table: Table
    cost: Fraction
    enter: State
    leave: State
    colouring: Colouring
    """Its registers (and the registers its exit leaves in)."""
    bound: Fraction = Fraction(0)
    """The region's proven bound, entered freely."""


def _global(w: Region, kind: str, key: Any) -> tuple[Any, ...]:
    """The whole problem's key of window ``w``'s decision ``(kind, key)``, keys
    as a :data:`~solver_alloc.spill.pieces.decode.Decision` reads them."""
    if kind in ("x", "ld", "rm", "sd"):
        return (w.chains[key[0]], key[1])
    if kind in ("si", "in", "out"):
        return (key[0], key[1] + w.lo)
    return tuple(key)  # arrive: (value,), the kernel's own entry


def window_hint(w: Region, table: Table) -> Decision:
    """The whole problem's ``table`` read by window ``w``'s model."""
    return lambda kind, key: table.get((kind, _global(w, kind, key)), 0)


def split_plan(sp: SplitProblem, w: Region, parts: list[Region], m: SplitModel, solver: Any,
           col: Colouring) -> list[Part]:
    """A solved window's decisions and registers, region by region."""
    tables: list[Table] = [{} for _ in parts]
    where = {b: k for k, r in enumerate(parts) for b in range(r.lo, r.hi)}
    for kind, attr in DECISIONS.items():
        for key, var in getattr(m, attr).items():
            if not solver.value(var) or (kind == "arrive" and w.lo):
                continue  # arrive: only at the kernel's own entry
            g = _global(w, kind, (key,) if kind == "arrive" else key)
            if kind == "arrive":
                block = 0
            elif kind in ("si", "in", "out"):
                block = g[1]
            else:
                block = sp.chains[g[0]].block
            tables[where[block]][kind, g] = 1

    return [Part(t, plan_cost(sp, t), _state(m.inr, m.mi, solver, r.lo - w.lo),
                  exit_state(m, solver, r.hi - 1 - w.lo),
                  Colouring(col.ranges, {r.hi - 1 - w.lo: col.leave[r.hi - 1 - w.lo]},
                            col.homes))
            for t, r in zip(tables, parts, strict=True)]


def _state(held: Mapping[Any, Any], mem: Mapping[Any, Any], solver: Any, b: int
           ) -> State:
    return ({v: int(solver.value(x)) for (v, bb), x in held.items() if bb == b},
            {v: int(solver.value(x)) for (v, bb), x in mem.items() if bb == b})


def exit_state(m: SplitModel, solver: Any, b: int) -> State:
    """The state solved model ``m`` leaves at the exit of its block ``b``."""
    return _state(m.outr, m.mo, solver, b)


def home_registers(parts: list[Part]) -> dict[str, int]:
    """The home registers of the values defined in ``parts``."""
    return {v: r for p in parts for v, r in p.colouring.homes.items()}


def leaves(p: Part) -> dict[str, int]:
    """The registers region ``p``'s exit leaves its held values in."""
    return dict(*p.colouring.leave.values())


def fix_entry(m: SplitModel, held: Mapping[str, int], mem: Mapping[str, int]) -> None:
    """Enter a freely entered region as the region before it left: ``a = held``
    (in a register on the edge), ``mi <= mem`` (memory holds it there)."""
    for v, a in m.arrive.items():
        m.model.add(a == held.get(v, 0))
        if (v, 0) in m.mi:
            m.model.add(m.mi[v, 0] <= mem.get(v, 0))


def _starts(rs: list[Region], sp: SplitProblem) -> list[int]:
    """Each region's first (doubled) piece point; the first region from below 0
    (the kernel's entry and empty pieces sit there)."""
    return [-(2**62)] + [2 * sp.block_points[r.lo][0] for r in rs[1:]]


def fit_by_region(sp: SplitProblem, rs: list[Region], parts: list[Part] | None = None
                  ) -> Fitter:
    """Colour a plan's pieces region by region, in order: the pieces that reach
    a region and have no register yet, with those that already have one fixed
    where they are. With ``parts`` coloured as they were planned, each piece
    starts in the register its region gave it (found by its first point), and
    only the rest is coloured. Many small colourings instead of one over the
    whole class (at 16,384 values, linear scan fails on pieces with holes, and
    the one exact colouring does not fit in time or memory); without ``parts``
    it can fail where the whole colouring would not, when an earlier region's
    choice blocks a later one."""
    starts = _starts(rs, sp)
    spans = list(zip(starts, [x - 1 for x in starts[1:]] + [2**62], strict=True))
    known = parts or []

    def fitter(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
               pieces: Mapping[Node, ResolvedValue], opts: SolveOptions
               ) -> dict[Node, int] | Failure:
        order = piece_order(segs)
        first = np.asarray([segs[p][0][0] for p in order], dtype=np.int64)
        last = np.asarray([segs[p][-1][1] for p in order], dtype=np.int64)
        start: dict[Node, int] = {}
        for p in order if known else ():
            col = known[bisect_right(starts, segs[p][0][0]) - 1].colouring
            at = col.at(str(p[0]), segs[p][0][0])
            if at is not None:
                start[p] = at
        for lo, hi in spans:
            near = [order[n] for n in np.flatnonzero((first <= hi) & (last >= lo))]
            group = {p: pieces[p] if p not in start else replace(pieces[p], fixed=start[p])
                     for p in near}
            if all(p in start for p in group):
                continue
            got = fit(cls, {p: segs[p] for p in group}, group, opts)
            if isinstance(got, Failure):
                return got
            start.update(got)
        return start

    return fitter
