"""A lower bound on spill cost that holds for every legal order.

A compiler that schedules (ptxas) allocates in an order of its choosing, so a
bound on the plans of one order is no bound on what it can do. This one holds
for every order that keeps each block's instructions and their dependences
(:func:`~solver_alloc.scheduling.pressure.order_free_bound`'s orders), over the
split model's plans in each.

At a point of block ``b`` (frequency ``f_b``: an instruction as it reads, or as
it writes) the values *forced* there are live in every legal order
(:mod:`~solver_alloc.scheduling.pressure`). With ``W`` their width in class
``c`` and ``K`` the class's allocatable registers, at least ``e = W - K`` of
that width is out of a register at that point in every order and plan. A value
``v`` out of its register there costs at least

    ``c_v = min(f * load + s_v, f * remat_v)``

where ``f`` is ``f_b`` when a read of ``v`` in ``b`` follows the point in every
order (the reload serves it, so it runs in ``b``), else ``f_v``, the lowest
frequency of a reachable block where ``v`` is live or referenced (every
operation on ``v`` runs in one; for a kernel live-out nothing reads, which may
end in memory, the load's share is 0 and a remat's stays); ``s_v = store *
f_v`` unless ``v`` is a kernel live-in, which may arrive in memory; ``remat_v``
is its remat cost (none: that branch is out). A value read through a runtime
index may be read from memory, where it may be (stored, or arriving there): its
reload costs nothing. Values the instruction reads or writes there, held values
and those that can neither be loaded nor rematerialised cost infinity. Choosing
which values leave is a covering problem; its fractional relaxation (cheapest
cost per unit of width first, the last one in part) is a lower bound, so

    ``bound_c = max over points of min { sum_v c_v x_v : sum_v w_v x_v >= e,
    0 <= x_v <= 1 }``

(:func:`~solver_alloc.scheduling.spill_cover.cover`). Where one spill store
or load of the class may move several adjacent registers (its ``spill_span``:
ptxas's ``STL.128``), ``c_v`` splits into a store share and a load share (a
remat's cost in the same proportion) and the cover is over plans that group
them (:func:`~solver_alloc.scheduling.spill_cover.grouped_cover`), so the
bound holds over those plans too. The bound is the sum over classes (each
operation moves values of one class). One value may serve many points, so
points take the maximum, not the sum. Classes that spill into another class's
register (predicates) add 0. Blocks longer than
:data:`~solver_alloc.scheduling.pressure.MAX_BLOCK`, or left when the budget
runs out, add nothing: the bound stays a bound.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction

import numpy as np
import numpy.typing as npt

from solver_alloc.activation.reorder import dependences
from solver_alloc.analysis.cfg import block_graph
from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import Block
from solver_alloc.scheduling.pressure import (
    MAX_BLOCK,
    Segment,
    block_segments,
    closure,
    live_in_every_order,
)
from solver_alloc.scheduling.spill_cover import (
    cover,
    cover_float,
    grouped_cover,
    grouped_cover_float,
)
from solver_alloc.solving import NO_LIMIT, SolveOptions
from solver_alloc.target_model import RegisterClass

__all__ = ["OrderFreeSpillBound", "order_free_spill_bound"]

INF = float("inf")


@dataclass(frozen=True, slots=True)
class OrderFreeSpillBound:
    """Spill cost over every legal order is at least :attr:`total`."""

    per_class: Mapping[str, Fraction]
    where: Mapping[str, tuple[str, int]]
    """Class -> (block name, instruction) of the point that gives its bound."""
    wide: Mapping[str, int] = field(default_factory=dict)
    """Class -> registers one spill store or load may move, where the bound
    allows several (its ``spill_span``)."""

    @property
    def total(self) -> Fraction:
        return sum(self.per_class.values(), Fraction(0))


@dataclass(frozen=True, slots=True)
class _ValueCosts:
    """Per value of one class: what leaving its register costs at frequency ``f``
    (``f * reload + store``, or ``f * remat``)."""

    width: dict[str, int]
    in_memory: dict[str, bool]
    """Memory may hold it: spill code may store it, or it arrives there (a
    kernel live-in)."""
    reload: dict[str, Fraction | None]
    """Per unit of frequency: a load (0 for a value read through an index),
    None when it cannot be loaded."""
    store: dict[str, Fraction]
    remat: dict[str, Fraction | None]

    def parts(self, v: str, f: Fraction, f_remat: Fraction
              ) -> tuple[Fraction, Fraction] | None:
        """The cheapest way for ``v`` to be out of its register, as (store
        share, load share): memory holds it and a load at frequency ``f``
        brings it back (none when ``f`` is 0: it may stay there), or a remat at
        ``f_remat`` does, its cost shared in the same proportion (None: it
        cannot leave). The shares' sum is the cheapest cost."""
        via_memory = None
        if self.in_memory[v] and (f == 0 or self.reload[v] is not None):
            via_memory = (self.store[v], f * (self.reload[v] or 0))
        m = self.remat[v]
        if m is None or (via_memory is not None and sum(via_memory) <= f_remat * m):
            return via_memory
        r = f_remat * m
        if via_memory is None:
            return (r, Fraction(0))
        s, ld = via_memory  # s + ld > r >= 0
        return (s * r / (s + ld), ld * r / (s + ld))


def _coldest(problem: Problem, reach: frozenset[int]) -> dict[str, Fraction]:
    """Per value, the lowest frequency of a reachable block where it is live or
    referenced: every store, load and remat of it runs in one of them."""
    kernel, live = problem.kernel, problem.liveness
    out: dict[str, Fraction] = {}
    for b in sorted(reach):
        block = kernel.blocks[b]
        f = Fraction(block.freq)
        names = set(live.block_live_in[b]) | set(live.block_live_out[b])
        names.update(v for ins in block.instrs for v in (*ins.defs, *ins.uses))
        for v in names:
            if v not in out or f < out[v]:
                out[v] = f
    return out


def _value_costs(problem: Problem, cname: str, coldest: dict[str, Fraction],
                 remats_free: bool) -> _ValueCosts:
    cls, kernel = problem.target.classes[cname], problem.kernel
    indexed = {v for b in kernel.blocks for ins in b.instrs for v in ins.indexed}
    width: dict[str, int] = {}
    in_memory: dict[str, bool] = {}
    reload: dict[str, Fraction | None] = {}
    store: dict[str, Fraction] = {}
    remat: dict[str, Fraction | None] = {}
    for v, r in problem.resolved.items():
        if r.regclass != cname:
            continue
        width[v] = r.width
        if r.held:
            in_memory[v], reload[v], store[v], remat[v] = False, None, Fraction(0), None
            continue
        loadable = cls.spillable and not r.no_spill
        in_memory[v] = loadable or v in kernel.live_in  # stored, or arrives there
        reload[v] = Fraction(0) if v in indexed and in_memory[v] else (
            Fraction(cls.load_cost) if loadable else None)
        store[v] = Fraction(0) if v in kernel.live_in else (
            Fraction(cls.store_cost) * coldest.get(v, Fraction(0)))
        remat[v] = None if r.remat_cost is None else (
            Fraction(0) if remats_free else Fraction(r.remat_cost))
    return _ValueCosts(width, in_memory, reload, store, remat)


def _forced_values(segs: list[Segment], values: list[str], a: npt.NDArray[np.bool_],
                   writing: bool) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """:func:`~solver_alloc.scheduling.pressure.live_in_every_order` per value
    (``[instruction, value]``): live there in every order, and read in the
    block after the point in every order (its reload, if it leaves, runs in
    the block)."""
    live, read = live_in_every_order(segs, a, writing)
    col = {v: j for j, v in enumerate(values)}
    onto = np.zeros((len(segs), len(values)), dtype=np.int64)  # segment -> its value
    for s, seg in enumerate(segs):
        onto[s, col[seg.value]] = 1
    return (live.astype(np.int64) @ onto) > 0, (read.astype(np.int64) @ onto) > 0


def _pinned_at(block: Block, values: list[str], writing: bool) -> npt.NDArray[np.bool_]:
    """``[instruction, value]``: the instruction needs the value in a register
    there (a register read as it reads, a def as it writes)."""
    col = {v: j for j, v in enumerate(values)}
    out = np.zeros((len(block.instrs), len(values)), dtype=bool)
    for k, ins in enumerate(block.instrs):
        names = ins.defs if writing else (
            v for v in ins.uses if v not in ins.foldable and v not in ins.indexed)
        for v in names:
            if v in col:
                out[k, col[v]] = True
    return out


def _elsewhere(costs: _ValueCosts, v: str, f: Fraction, kept: frozenset[str]
               ) -> tuple[Fraction, Fraction] | None:
    """``v`` out of its register, next read in another block: reloaded (or
    rematerialised) at ``f`` at the least, and not reloaded at all if it is a
    kernel live-out that nothing reads (it may end in memory; one an exit
    reads must come back)."""
    return costs.parts(v, Fraction(0) if v in kept else f, f)


def _shares(parts: list[tuple[Fraction, Fraction] | None]
            ) -> tuple[npt.NDArray[np.float64], npt.NDArray[np.float64]]:
    """Store and load shares in floats, infinite where a value cannot leave."""
    return (np.asarray([INF if p is None else float(p[0]) for p in parts]),
            np.asarray([INF if p is None else float(p[1]) for p in parts]))


def _point_bound(parts: list[tuple[Fraction, Fraction] | None], widths: list[int],
                 excess: int, group: int | None) -> Fraction:
    """The exact covering bound at one point: :func:`.spill_cover.cover`, or
    with spill instructions of ``group`` units, :func:`.spill_cover.grouped_cover`."""
    if group is None:
        return cover([None if p is None else p[0] + p[1] for p in parts], widths, excess)
    return grouped_cover(parts, widths, excess, group)


def _block_bound(problem: Problem, b: int, block: Block, cname: str,
                 costs: _ValueCosts, coldest: dict[str, Fraction], kept: frozenset[str],
                 opts: SolveOptions) -> tuple[Fraction, int]:
    """This block's best point for class ``cname``: (bound, local instruction).
    Points are compared in floats; the best one's bound is exact."""
    live = problem.liveness
    cls = problem.target.classes[cname]
    k = len(cls.allocatable())
    group = _spill_group(cls)
    segs = [s for s in block_segments(block, live.block_live_in[b], live.block_live_out[b])
            if s.value in costs.width]
    if not segs:
        return Fraction(0), -1
    values = sorted({s.value for s in segs})
    widths = np.asarray([costs.width[v] for v in values], dtype=np.int64)
    a = closure(dependences(block))
    f_b = Fraction(block.freq)
    here = [costs.parts(v, f_b, f_b) for v in values]
    away = [_elsewhere(costs, v, coldest[v], kept) for v in values]
    (here_s, here_l), (away_s, away_l) = _shares(here), _shares(away)
    best, at, exact = -1.0, -1, Fraction(0)
    for writing in (False, True):
        forced, read_here = _forced_values(segs, values, a, writing)
        excess = forced.astype(np.int64) @ widths - k
        pinned = _pinned_at(block, values, writing)
        for i in np.flatnonzero(excess > 0).tolist():
            if opts.expired():
                break
            s = np.where(read_here[i], here_s, away_s)
            ld = np.where(read_here[i], here_l, away_l)
            s[pinned[i]] = INF
            able = forced[i] & np.isfinite(s) & (widths > 0)
            e = int(excess[i])
            got = cover_float(s[able] + ld[able], widths[able], e) if group is None \
                else grouped_cover_float(s[able], ld[able], widths[able], e, group)
            if got > best:
                cols = np.flatnonzero(able).tolist()
                best, at = got, i
                exact = _point_bound([here[j] if read_here[i, j] else away[j]
                                      for j in cols], [int(widths[j]) for j in cols],
                                     e, group)
    return exact, at


def _spill_group(cls: RegisterClass) -> int | None:
    """How many units one spill store or load may move, when it may move more
    than one value (:attr:`~solver_alloc.target_model.RegisterClass.spill_span`
    registers, at least the widest value); None when each moves one value."""
    if cls.spill_span <= 1:
        return None
    return max(cls.spill_span * cls.unit, *cls.widths)


def order_free_spill_bound(problem: Problem, opts: SolveOptions = NO_LIMIT,
                           remats_free: bool = False) -> OrderFreeSpillBound:
    """Per class, a lower bound on spill cost over every legal order (the
    module's docstring has the maths). ``remats_free``: remats cost nothing, so
    the bound is on stores and loads alone, as a compiler's spill statistics
    count them (its own recomputations are ordinary instructions there)."""
    kernel, target = problem.kernel, problem.target
    reach = block_graph(kernel).reached
    coldest = _coldest(problem, reach)
    # live out of a block for a read after it: liveness with no kernel live-outs
    read_later = compute_liveness(replace(kernel, live_out=())).block_live_out
    per_class: dict[str, Fraction] = {}
    where: dict[str, tuple[str, int]] = {}
    starts = kernel.block_starts()
    for cname in sorted(problem.pressure):
        if target.classes[cname].spills_into is not None:
            continue
        costs = _value_costs(problem, cname, coldest, remats_free)
        best = Fraction(0)
        for b in sorted(reach):
            block = kernel.blocks[b]
            if not 0 < len(block.instrs) <= MAX_BLOCK or opts.expired():
                continue
            kept = frozenset(kernel.live_out) - read_later[b]  # may end in memory
            got, i = _block_bound(problem, b, block, cname, costs, coldest, kept, opts)
            if got > best:
                best, where[cname] = got, (block.name, starts[b] + i)
        per_class[cname] = best
    wide = {c: target.classes[c].spill_span for c in per_class
            if target.classes[c].spill_span > 1}
    return OrderFreeSpillBound(per_class, where, wide)
