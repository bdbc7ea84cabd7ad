"""Liveness over the CFG, as live segments on program points (numpy).

A *segment* ``(v, start, end)`` says value ``v`` must be held at every point
``start <= p <= end`` (inclusive) of one block. Points are ``2i`` (instruction
``i`` reads its uses) and ``2i + 1`` (it writes its defs); see :mod:`solver_alloc.ir`.
Two values interfere iff two of their segments overlap; the values live at point
``p`` are those with a segment covering ``p``.

Block-level liveness (live-in / live-out per block, loops included) is the usual
backward fixed point over Python sets; everything per instruction is vectorised,
so a straight-line kernel of a million instructions takes about a second.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from solver_alloc.ir import Kernel, ValueName

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, slots=True, eq=False)
class Liveness:
    """Live segments of a kernel. Arrays have shape ``(n_segments,)``."""

    values: tuple[ValueName, ...]
    """Value index -> name."""
    index: Mapping[ValueName, int]
    seg_value: IntArray
    seg_start: IntArray
    seg_end: IntArray
    n_points: int
    """``2 * n_instrs``."""
    block_live_in: tuple[frozenset[ValueName], ...]
    block_live_out: tuple[frozenset[ValueName], ...]

    def pressure(self, weights: npt.NDArray[np.int64] | None = None) -> IntArray:
        """Weighted count of live values at each point, shape ``(n_points,)``.

        ``weights[v]`` is value ``v``'s register need (its width, or 0 to leave it
        out, e.g. values of another class).
        """
        w = (np.ones(len(self.values), dtype=np.int64) if weights is None
             else np.asarray(weights, dtype=np.int64))
        diff = np.zeros(self.n_points + 1, dtype=np.int64)
        sw = w[self.seg_value]
        np.add.at(diff, self.seg_start, sw)
        np.add.at(diff, self.seg_end + 1, -sw)
        return np.cumsum(diff[:-1])

    def max_live(self, weights: npt.NDArray[np.int64] | None = None) -> tuple[int, int]:
        """``(MaxLive, first point where it occurs)``; ``(0, 0)`` for no points."""
        if self.n_points == 0:
            return 0, 0
        pr = self.pressure(weights)
        p = int(np.argmax(pr))
        return int(pr[p]), p

    def live_at(self, point: int) -> tuple[ValueName, ...]:
        """Names of the values live at ``point``, in value-index order."""
        mask = (self.seg_start <= point) & (self.seg_end >= point)
        return tuple(self.values[v] for v in np.unique(self.seg_value[mask]))

    def interference_edges(self) -> npt.NDArray[np.int64]:
        """Interfering value pairs ``(u, v)``, ``u < v``, shape ``(n_edges, 2)``."""
        order = np.argsort(self.seg_start, kind="stable")
        st, en, sv = self.seg_start[order], self.seg_end[order], self.seg_value[order]
        hi = np.searchsorted(st, en, side="right")
        counts = hi - np.arange(len(st)) - 1
        left = np.repeat(np.arange(len(st)), counts)
        offs = np.arange(len(left)) - np.repeat(np.cumsum(counts) - counts, counts)
        right = left + 1 + offs
        a, b = sv[left], sv[right]
        keep = a != b
        pairs = np.stack([np.minimum(a, b)[keep], np.maximum(a, b)[keep]], axis=1)
        return np.unique(pairs, axis=0) if len(pairs) else pairs.reshape(0, 2)


def _flat_events(kernel: Kernel, index: Mapping[ValueName, int]
                 ) -> tuple[IntArray, IntArray, npt.NDArray[np.bool_]]:
    """Every use and def as parallel arrays ``(value, point, is_def)``."""
    instrs = [ins for b in kernel.blocks for ins in b.instrs]
    n = len(instrs)
    use_v = [index[v] for ins in instrs for v in ins.uses]
    def_v = [index[v] for ins in instrs for v in ins.defs]
    n_uses = np.fromiter((len(ins.uses) for ins in instrs), np.int64, n)
    n_defs = np.fromiter((len(ins.defs) for ins in instrs), np.int64, n)
    pts = 2 * np.arange(n, dtype=np.int64)
    ev_v = np.concatenate([np.asarray(use_v, np.int64), np.asarray(def_v, np.int64)])
    ev_p = np.concatenate([np.repeat(pts, n_uses), np.repeat(pts + 1, n_defs)])
    ev_d = np.concatenate([np.zeros(len(use_v), bool), np.ones(len(def_v), bool)])
    return ev_v, ev_p, ev_d


def _block_sets(kernel: Kernel, gen: list[set[int]], kill: list[set[int]],
                index: Mapping[ValueName, int]) -> tuple[list[set[int]], list[set[int]]]:
    """Backward fixed point: live-in and live-out value sets per block."""
    pos = {b.name: k for k, b in enumerate(kernel.blocks)}
    succs = [[pos[s] for s in b.succs] for b in kernel.blocks]
    exit_live = {index[v] for v in kernel.live_out}
    live_in: list[set[int]] = [set() for _ in kernel.blocks]
    live_out: list[set[int]] = [set() for _ in kernel.blocks]
    changed = True
    while changed:
        changed = False
        for k in reversed(range(len(kernel.blocks))):
            out = set(exit_live) if not succs[k] else set().union(
                *(live_in[s] for s in succs[k]))
            new_in = gen[k] | (out - kill[k])
            if out != live_out[k] or new_in != live_in[k]:
                live_out[k], live_in[k], changed = out, new_in, True
    return live_in, live_out


def compute_liveness(kernel: Kernel) -> Liveness:
    """Live segments of every value of ``kernel`` (CFG, loops included)."""
    names = kernel.value_names()
    index = {v: k for k, v in enumerate(names)}
    nb = len(kernel.blocks)
    bstart = 2 * np.asarray(kernel.block_starts(), dtype=np.int64)
    bend = np.append(bstart[1:], 2 * kernel.n_instrs) - 1  # last point of each block
    ev_v, ev_p, ev_d = _flat_events(kernel, index)
    order = np.lexsort((ev_p, ev_v))
    v, p, d = ev_v[order], ev_p[order], ev_d[order]
    blk = np.searchsorted(bstart, p, side="right") - 1
    # One group per (value, block): its first event decides upward exposure.
    group_new = np.ones(len(v), bool)
    group_new[1:] = (v[1:] != v[:-1]) | (blk[1:] != blk[:-1])
    gid = np.cumsum(group_new) - 1
    g_first = np.flatnonzero(group_new)
    g_v, g_b = v[g_first], blk[g_first]
    g_has_def = np.zeros(len(g_first), bool)
    np.logical_or.at(g_has_def, gid, d)
    gen: list[set[int]] = [set() for _ in range(nb)]
    kill: list[set[int]] = [set() for _ in range(nb)]
    for gv, gb, first_def, any_def in zip(g_v.tolist(), g_b.tolist(),
                                          d[g_first].tolist(), g_has_def.tolist(),
                                          strict=True):
        if not first_def:
            gen[gb].add(gv)
        if any_def:
            kill[gb].add(gv)
    live_in, live_out = _block_sets(kernel, gen, kill, index)
    # Segments: a new one at every def and at every (value, block) change.
    seg_new = group_new | d
    first = np.flatnonzero(seg_new)
    s_v, s_b = v[first], blk[first]
    start = np.where(d[first], p[first], bstart[s_b])
    end = np.maximum.reduceat(p, first) if len(first) else p[:0]
    last_in_group = np.ones(len(first), bool)
    last_in_group[:-1] = group_new[first[1:]]
    lo_keys = np.asarray([b * len(names) + x for b in range(nb) for x in live_out[b]],
                         dtype=np.int64)
    extend = last_in_group & np.isin(s_b * len(names) + s_v, lo_keys)
    end = np.where(extend, bend[s_b], end)
    # Values live through a block without being referenced in it.
    th_v, th_b = [], []
    for b in range(nb):
        if bend[b] < bstart[b]:
            continue  # empty block: no points
        refs = set(g_v[g_b == b].tolist())
        for x in sorted((live_in[b] & live_out[b]) - refs):
            th_v.append(x)
            th_b.append(b)
    tv, tb = np.asarray(th_v, np.int64), np.asarray(th_b, np.int64)
    return Liveness(
        values=names, index=index,
        seg_value=np.concatenate([s_v, tv]).astype(np.int64),
        seg_start=np.concatenate([start, bstart[tb]]).astype(np.int64),
        seg_end=np.concatenate([end, bend[tb]]).astype(np.int64),
        n_points=2 * kernel.n_instrs,
        block_live_in=tuple(frozenset(names[x] for x in s) for s in live_in),
        block_live_out=tuple(frozenset(names[x] for x in s) for s in live_out))
