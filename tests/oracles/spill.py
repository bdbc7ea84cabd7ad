"""An exhaustive oracle for the cheapest spill code on tiny straight-line kernels.

A shortest-path search over states ``(values in registers, values in memory)`` at
every program point, trying every subset of stores, loads, remats and drops.
Width 1 and one block, so any free register will do and only counts matter. It
shares no code with the solvers: it reads the kernel and the class costs only.

``no_spill`` values (the README's format section) get no store and no load: they
may be rematerialised, and a live-in may arrive in memory, where a runtime-indexed
read reads it.
"""

from __future__ import annotations

import heapq
import itertools
from fractions import Fraction

from oracles.liveness import needed_after
from solver_alloc import Kernel, Target


def _subsets(xs: frozenset[str]) -> list[frozenset[str]]:
    items = sorted(xs)
    return [frozenset(c) for n in range(len(items) + 1)
            for c in itertools.combinations(items, n)]


def _instructions(n: int, group: int) -> int:
    """Instructions that store (or load) ``n`` values, ``group`` at a time."""
    return -(-n // group)


def cheapest_spill(k: Kernel, t: Target, group: int = 1) -> Fraction | None:
    """Minimum cost over all valid spill code (None: no allocation exists).
    ``group``: one store (or load) instruction may move up to that many values
    stored (or loaded) at the same point, as ptxas's ``STL.128`` moves four."""
    cls = t.classes[t.default_class]
    kk = len(cls.allocatable())
    f = Fraction(k.blocks[0].freq)
    load, store = Fraction(cls.load_cost) * f, Fraction(cls.store_cost) * f
    remat = {v: Fraction(d.remat_cost) * f for v, d in k.values.items()
             if d.remat_cost is not None and d.remat_cost is not True}
    remat |= {v: Fraction(cls.remat_cost) * f for v, d in k.values.items()
              if d.remat_cost is True}
    pinned = frozenset(v for v, d in k.values.items() if d.no_spill)
    instrs = list(k.blocks[0].instrs)
    after = needed_after(instrs, set(k.live_out))
    live0 = (after[0] - set(instrs[0].defs)) | set(instrs[0].uses) if instrs else set()
    live0 &= set(k.live_in)
    defined = {v for ins in instrs for v in ins.defs}  # has a home register: arrives there
    start = [(Fraction(0), 0, r, frozenset(live0 - r)) for r in _subsets(frozenset(live0))
             if len(r) <= kk and live0 & defined <= r]
    heap = [(c, i, sorted(r), sorted(m)) for c, i, r, m in start]
    heapq.heapify(heap)
    seen: set[tuple[int, frozenset[str], frozenset[str]]] = set()
    while heap:
        c, i, rl, ml = heapq.heappop(heap)
        r, m = frozenset(rl), frozenset(ml)
        if (i, r, m) in seen:
            continue
        seen.add((i, r, m))
        if i > len(instrs):
            return c
        if i == len(instrs):  # at the end: live-outs held may be stored (their
            out = set(k.live_out)  # registers freed), the rest rematerialised
            late = out - r - m
            held = (r & out) - m
            if all(v in remat for v in late):
                for stored in _subsets(held - pinned):
                    if len(late | (held - stored)) <= kk:
                        extra = sum((remat[v] for v in late),
                                    store * _instructions(len(stored), group))
                        heapq.heappush(heap, (c + extra, i + 1, [], []))
            continue
        for nc, nr, nm in _step(instrs[i], after[i], r, m, kk, load, store, remat,
                                pinned, group):
            heapq.heappush(heap, (c + nc, i + 1, sorted(nr), sorted(nm)))
    return None


def _step(ins, after: set[str], r: frozenset[str], m: frozenset[str], kk: int,
          load: Fraction, store: Fraction, remat: dict[str, Fraction],
          pinned: frozenset[str] = frozenset(), group: int = 1):
    """Every way through one instruction: stores, then loads/remats/drops at the
    read point, then the defs. ``pinned`` (no_spill) values are never stored
    or loaded. The loads at the read point go ``group`` to an instruction."""
    uses, idx, defs = set(ins.uses), set(ins.indexed), set(ins.defs)
    reg_uses = uses - idx
    live_here = frozenset(uses | (after - defs))
    for stored in _subsets(r - m - pinned):
        m1 = m | stored
        c_store = store * _instructions(len(stored), group)
        for held in _subsets(live_here):
            if not reg_uses <= held or len(held) > kk:
                continue
            ways: list[list[tuple[Fraction, int]]] = []  # per value: (cost, loads)
            for v in sorted(held - r - idx):  # brought back for a register read, or kept
                loadable = v in m1 and v not in pinned
                ways.append(([(Fraction(0), 1)] if loadable else [])
                            + ([(remat[v], 0)] if v in remat else []))
            for v in sorted(idx):  # a memory read, or a remat just before (into a register)
                fresh = v in held and v not in r
                ways.append(([(load, 1 if fresh else 0)] if v in m1 and not (
                    fresh and v in pinned) else [])
                    + ([(remat[v], 0)] if v in held and v in remat else []))
            if not all(ways):
                continue
            c = c_store + min(sum(w[0] for w in pick) + load * _instructions(
                sum(w[1] for w in pick), group) for pick in itertools.product(*ways))
            keep = frozenset(v for v in held if v in after and v not in defs)
            for kept in _subsets(keep):
                if len(kept) + len(defs) <= kk:
                    yield c, kept | defs, (m1 - defs) & frozenset(after)
