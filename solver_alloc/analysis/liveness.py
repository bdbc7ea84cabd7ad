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
from functools import cached_property
from itertools import chain
from operator import attrgetter, eq

import numpy as np
import numpy.typing as npt

from solver_alloc.errors import KernelError
from solver_alloc.ir import Kernel, ValueName

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class Liveness:
    """Live segments of a kernel. Arrays have shape ``(n_segments,)``."""

    values: tuple[ValueName, ...]
    """Value index -> name (first appearance: live-in, defs, live-out, declared)."""
    seg_value: IntArray
    seg_start: IntArray
    seg_end: IntArray
    n_points: int
    """``2 * n_instrs``."""
    block_live_in: tuple[frozenset[ValueName], ...]
    block_live_out: tuple[frozenset[ValueName], ...]

    @cached_property
    def index(self) -> Mapping[ValueName, int]:
        """Name -> value index (built on first use: a million entries cost 0.5 s)."""
        return dict(zip(self.values, range(len(self.values)), strict=True))

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


def _number(seq: list[ValueName], refs: list[ValueName], kernel: str
            ) -> tuple[list[ValueName], IntArray, IntArray]:
    """Number the names of ``seq`` by first appearance; find each of ``refs``.

    Returns ``(names, ids of seq, ids of refs)``. Names are grouped by ``hash`` in
    one integer sort (fast whatever they look like); groups are ordered by first
    appearance, so ids do not depend on the per-process hash seed; every entry is
    then compared with its group's name exactly, and a (vanishingly rare) 64-bit
    collision falls back to a dict. A ref naming nothing in ``seq`` is an error.
    """
    both = [*seq, *refs]
    hashes = np.fromiter(map(hash, both), np.int64, len(both))
    order = np.argsort(hashes)  # unstable is fine: first positions come from min
    sorted_h = hashes[order]
    new_group = np.ones(len(both), bool)
    new_group[1:] = sorted_h[1:] != sorted_h[:-1]
    starts = np.flatnonzero(new_group)
    first = np.minimum.reduceat(order, starts) if len(both) else order
    inverse = np.empty(len(both), np.int64)
    inverse[order] = np.cumsum(new_group) - 1
    defined = first < len(seq)
    by_first = np.argsort(first[defined], kind="stable")
    group_id = np.full(len(first), -1, np.int64)
    group_id[np.flatnonzero(defined)[by_first]] = np.arange(len(by_first))
    names = [both[k] for k in np.sort(first[defined]).tolist()]
    ids = group_id[inverse.reshape(-1)]
    if ids.min(initial=0) >= 0 and all(map(eq, both, map(names.__getitem__,
                                                        ids.tolist()))):
        return names, ids[: len(seq)], ids[len(seq):]
    index = dict.fromkeys(seq)
    names = list(index)
    index.update(zip(names, range(len(names)), strict=True))
    missing = next((r for r in refs if r not in index), None)
    if missing is not None:
        raise KernelError(f"{kernel}: value {missing!r} is used but never defined and "
                          "not in live_in")
    found = np.fromiter(map(index.__getitem__, both), np.int64, len(both))
    return names, found[: len(seq)], found[len(seq):]


def _flat_events(kernel: Kernel) -> tuple[list[ValueName], IntArray, IntArray,
                                         IntArray, npt.NDArray[np.bool_]]:
    """Value names, live-out ids, and every use and def as arrays
    ``(value, point, is_def)``.

    Values are numbered by first appearance in live-in, defs (program order),
    live-out, declared values; uses must name one of those.
    """
    instrs = [ins for b in kernel.blocks for ins in b.instrs]
    n = len(instrs)
    uses = list(map(attrgetter("uses"), instrs))
    defs = list(map(attrgetter("defs"), instrs))
    use_flat = list(chain.from_iterable(uses))
    def_flat = list(chain.from_iterable(defs))
    n_in = len(kernel.live_in)
    names, seq_ids, ref_ids = _number(
        [*kernel.live_in, *def_flat, *kernel.live_out, *kernel.values],
        [*use_flat, *kernel.live_out], kernel.name)
    use_v, out_ids = ref_ids[: len(use_flat)], ref_ids[len(use_flat):]
    n_uses = np.fromiter(map(len, uses), np.int64, n)
    n_defs = np.fromiter(map(len, defs), np.int64, n)
    pts = 2 * np.arange(n, dtype=np.int64)
    ev_v = np.concatenate([use_v, seq_ids[n_in: n_in + len(def_flat)]])
    ev_p = np.concatenate([np.repeat(pts, n_uses), np.repeat(pts + 1, n_defs)])
    ev_d = np.concatenate([np.zeros(len(use_flat), bool), np.ones(len(def_flat), bool)])
    return names, out_ids, ev_v, ev_p, ev_d


def _block_sets(kernel: Kernel, gen: list[set[int]], kill: list[set[int]],
                exit_live: set[int]) -> tuple[list[set[int]], list[set[int]]]:
    """Backward fixed point: live-in and live-out value sets per block."""
    pos = {b.name: k for k, b in enumerate(kernel.blocks)}
    succs = [[pos[s] for s in b.succs] for b in kernel.blocks]
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


def _in_live_out(blk: IntArray, val: IntArray, live_out: list[set[int]],
                 n_values: int) -> npt.NDArray[np.bool_]:
    """Whether value ``val[k]`` is live out of block ``blk[k]``, elementwise."""
    if len(live_out) == 1:
        mask = np.zeros(n_values, bool)
        mask[sorted(live_out[0])] = True
        return mask[val]
    keys = np.asarray([b * n_values + x for b, s in enumerate(live_out) for x in s],
                      dtype=np.int64)
    return np.isin(blk * n_values + val, keys)


def compute_liveness(kernel: Kernel) -> Liveness:
    """Live segments of every value of ``kernel`` (CFG, loops included). Blocks no
    path from the entry reaches never run: they have no segments and empty live
    sets (the verifier does not simulate them either)."""
    name_list, out_ids, ev_v, ev_p, ev_d = _flat_events(kernel)
    names = tuple(name_list)
    nb = len(kernel.blocks)
    bstart = 2 * np.asarray(kernel.block_starts(), dtype=np.int64)
    bend = np.append(bstart[1:], 2 * kernel.n_instrs) - 1  # last point of each block
    order = np.argsort(ev_v * (2 * kernel.n_instrs + 1) + ev_p)  # by value, then point
    v, p, d = ev_v[order], ev_p[order], ev_d[order]
    blk = np.searchsorted(bstart, p, side="right") - 1
    # One group per (value, block): its first event decides upward exposure.
    group_new = np.ones(len(v), bool)
    group_new[1:] = (v[1:] != v[:-1]) | (blk[1:] != blk[:-1])
    gid = np.cumsum(group_new) - 1
    g_first = np.flatnonzero(group_new)
    g_v, g_b = v[g_first], blk[g_first]
    exposed = ~d[g_first]
    gen = [set(g_v[exposed & (g_b == b)].tolist()) for b in range(nb)]
    if nb == 1:  # straight line: no dataflow; kill only matters for live_out values
        out = sorted(set(out_ids.tolist()))
        defined = np.zeros(len(names), bool)
        defined[v[d]] = True
        live_through = np.asarray(out, np.int64)[~defined[out]]
        live_in, live_out = [gen[0] | set(live_through.tolist())], [set(out)]
    else:
        g_has_def = np.zeros(len(g_first), bool)
        np.logical_or.at(g_has_def, gid, d)
        kill = [set(g_v[g_has_def & (g_b == b)].tolist()) for b in range(nb)]
        exit_live = set(out_ids.tolist())
        live_in, live_out = _block_sets(kernel, gen, kill, exit_live)
    # Segments: a new one at every def and at every (value, block) change.
    seg_new = group_new | d
    first = np.flatnonzero(seg_new)
    s_v, s_b = v[first], blk[first]
    start = np.where(d[first], p[first], bstart[s_b])
    end = np.maximum.reduceat(p, first) if len(first) else p[:0]
    last_in_group = np.ones(len(first), bool)
    last_in_group[:-1] = group_new[first[1:]]
    extend = last_in_group & _in_live_out(s_b, s_v, live_out, len(names))
    end = np.where(extend, bend[s_b], end)
    # Values live through a block without being referenced in it.
    th_v, th_b = [], []
    for b in range(nb):
        through = live_in[b] & live_out[b]
        if bend[b] < bstart[b] or not through:
            continue  # empty block (no points), or nothing live across it
        refs = set(g_v[g_b == b].tolist())
        for x in sorted(through - refs):
            th_v.append(x)
            th_b.append(b)
    tv, tb = np.asarray(th_v, np.int64), np.asarray(th_b, np.int64)
    seg_v = np.concatenate([s_v, tv]).astype(np.int64)
    seg_s = np.concatenate([start, bstart[tb]]).astype(np.int64)
    seg_e = np.concatenate([end, bend[tb]]).astype(np.int64)
    reach = kernel.reachable_blocks()
    if len(reach) < nb:  # blocks that never run hold nothing
        keep = np.isin(np.concatenate([s_b, tb]), np.asarray(sorted(reach), np.int64))
        seg_v, seg_s, seg_e = seg_v[keep], seg_s[keep], seg_e[keep]
        live_in = [s if b in reach else set() for b, s in enumerate(live_in)]
        live_out = [s if b in reach else set() for b, s in enumerate(live_out)]
    return Liveness(
        values=names, seg_value=seg_v, seg_start=seg_s, seg_end=seg_e,
        n_points=2 * kernel.n_instrs,
        block_live_in=tuple(frozenset(names[x] for x in s) for s in live_in),
        block_live_out=tuple(frozenset(names[x] for x in s) for s in live_out))


def live_at_points(points: list[int], seg_v: npt.NDArray[np.int64],
                   seg_s: npt.NDArray[np.int64], seg_e: npt.NDArray[np.int64]
                   ) -> list[list[int]]:
    """Values live at each of the sorted ``points``, from segments ``(value,
    start, end)``: one sweep, O(S log S + P + total output)."""
    order = np.argsort(seg_s, kind="stable")
    by_end = np.argsort(seg_e, kind="stable")
    active: dict[int, int] = {}
    out: list[list[int]] = []
    i = j = 0
    for p in points:
        while i < len(order) and seg_s[order[i]] <= p:
            v = int(seg_v[order[i]])
            active[v] = active.get(v, 0) + 1
            i += 1
        while j < len(by_end) and seg_e[by_end[j]] < p:
            v = int(seg_v[by_end[j]])
            active[v] -= 1
            if not active[v]:
                del active[v]
            j += 1
        out.append(sorted(active))
    return out
