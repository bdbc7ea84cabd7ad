"""Liveness over the CFG, as live segments on program points (numpy).

A *segment* ``(v, start, end)`` says value ``v`` must be held at every point
``start <= p <= end`` (inclusive) of one fall-through chain of blocks. Points
are ``2i`` (instruction ``i`` reads its uses) and ``2i + 1`` (it writes its
defs); see :mod:`solver_alloc.ir`.
Two values interfere iff two of their segments overlap; the values live at point
``p`` are those with a segment covering ``p``.

Names are interned once per kernel (:mod:`solver_alloc.analysis.interned`);
block-level liveness (loops included) walks each exposed read back to its
definitions (:mod:`solver_alloc.analysis.dataflow`); everything per instruction is
vectorised.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import overload

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.cfg import BlockGraph, Chains, chains
from solver_alloc.analysis.dataflow import BlockSummary, block_summary, flow_view, live_pairs
from solver_alloc.analysis.interned import KernelArrays, kernel_arrays
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
    block_live_in: Sequence[frozenset[ValueName]]
    """Per block, the values live into it (built on first use: only the spill
    model asks, and at 50,000 blocks the sets cost 0.7 s)."""
    block_live_out: Sequence[frozenset[ValueName]]

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
        return tuple(self.values[v] for v in self.live_ids_at(point).tolist())

    def live_ids_at(self, point: int) -> npt.NDArray[np.int64]:
        """Indices (into :attr:`values`) of the values live at ``point``, sorted."""
        mask = (self.seg_start <= point) & (self.seg_end >= point)
        return np.unique(self.seg_value[mask])

    def interference_edges(self) -> npt.NDArray[np.int64]:
        """Interfering value pairs ``(u, v)``, ``u < v``, shape ``(n_edges, 2)``."""
        order = np.argsort(self.seg_start, kind="stable")
        st, en, sv = self.seg_start[order], self.seg_end[order], self.seg_value[order]
        hi = np.searchsorted(st, en, side="right")
        left, offs = _ragged(hi - np.arange(len(st)) - 1)
        right = left + 1 + offs
        a, b = sv[left], sv[right]
        keep = a != b
        n = int(sv.max()) + 1 if len(sv) else 1
        # one key per pair: a 1-d unique sorts them as the rows would sort, far faster
        key = np.unique(np.minimum(a, b)[keep] * n + np.maximum(a, b)[keep])
        return np.stack([key // n, key % n], axis=1)


def _segments(arr: KernelArrays, graph: BlockGraph, summary: BlockSummary,
              out_keys: IntArray) -> tuple[IntArray, IntArray, IntArray, IntArray,
                                             npt.NDArray[np.bool_]]:
    """Segments from the sorted references: a new one at every def and at every
    ``(value, block)`` change; the last of a block runs to the block's end when the
    value is live out of it (it is *open*). Blocks that never run hold none.
    Returns ``(value, start, end, block, open)``."""
    nb = arr.n_blocks
    key, point = summary.key, summary.point
    bstart = 2 * arr.block_start[:-1]
    bend = 2 * arr.block_start[1:] - 1  # last point of each block
    is_def = point % 2 == 1
    firsts = np.flatnonzero(summary.first | is_def)
    s_key = key[firsts]
    s_b = s_key % nb
    start = np.where(is_def[firsts], point[firsts], bstart[s_b])
    end = np.maximum.reduceat(point, firsts) if len(firsts) else point[:0]
    last = np.ones(len(firsts), dtype=bool)
    last[:-1] = summary.first[firsts[1:]]
    extend = last & np.isin(s_key, out_keys)
    end = np.where(extend, bend[s_b], end)
    keep = graph.reachable[s_b]
    return s_key[keep] // nb, start[keep], end[keep], s_b[keep], extend[keep]


def _ragged(counts: IntArray) -> tuple[IntArray, IntArray]:
    """Row ``i`` repeated ``counts[i]`` times, and each repeat's rank within its
    row (0, 1, ..., ``counts[i] - 1``): the flat index of ragged ranges."""
    rows = np.repeat(np.arange(len(counts)), counts)
    return rows, np.arange(len(rows)) - np.repeat(np.cumsum(counts) - counts, counts)


def _through_bare(ch: Chains, bare: IntArray, nc: int, nb: int) -> IntArray:
    """Packed ``(value, block)`` pairs into each block after the first of a
    chain with no instruction, for the chain-level pairs ``bare`` live through
    it."""
    c = bare % nc
    rows, offset = _ragged(ch.last[c] - ch.first[c])
    out: IntArray = (bare[rows] // nc) * nb + ch.first[c][rows] + 1 + offset
    return out


def _inner_live_in(chain_start: IntArray, ch: Chains, block_start: IntArray,
                   seg: tuple[IntArray, IntArray, IntArray, IntArray,
                              npt.NDArray[np.bool_]]) -> IntArray:
    """Packed ``(value, block)`` pairs live into the blocks that continue a chain
    (not its first): ``v`` is live into such a block ``b`` iff a segment of ``v``
    in ``b``'s chain starts before ``b``'s first point (or is live into the chain:
    the blocks before ``b`` may be empty) and ends at it or later (an open segment
    reaches the chain's end). O(segments log blocks + pairs)."""
    nb = len(block_start) - 1
    value, start, end, chain, open_ = seg
    inner = np.flatnonzero(ch.first[ch.of_block] != np.arange(nb))
    m = 2 * int(block_start[-1]) + 2
    q = ch.of_block[inner] * m + 2 * block_start[inner]  # sorted: file order
    reach = np.where(open_, 2 * chain_start[chain + 1], end)
    since = start - (start % 2 == 0)  # even: live into the chain, before any block
    lo = np.searchsorted(q, chain * m + since, "right")
    hi = np.searchsorted(q, chain * m + reach, "right")
    rows, offset = _ragged(hi - lo)
    out: IntArray = value[rows] * nb + inner[lo[rows] + offset]
    return out


def _block_keys(kernel: Kernel, in_keys: IntArray, out_keys: IntArray,
                seg: tuple[IntArray, IntArray, IntArray, IntArray,
                           npt.NDArray[np.bool_]], bare: IntArray
                ) -> tuple[IntArray, IntArray]:
    """Chain-level live pairs as block-level ones: a chain's first block has the
    chain's live-ins, its last block the chain's live-outs, and a block that
    continues a chain has the values live across its first point, or (``bare``:
    chain-level pairs live through a chain with no instruction, so no segment)
    every value live through its chain; a block's live-outs are the next
    block's live-ins inside a chain."""
    ch, arr = chains(kernel), kernel_arrays(kernel)
    nc, nb = len(ch.first) - 1, arr.n_blocks
    chain_start = flow_view(kernel)[0].block_start
    inner_in = np.concatenate([_inner_live_in(chain_start, ch, arr.block_start, seg),
                               _through_bare(ch, bare, nc, nb)])
    first_in = (in_keys // nc) * nb + ch.first[in_keys % nc]
    last_out = (out_keys // nc) * nb + ch.last[out_keys % nc]
    inner_out = inner_in - 1  # (v, b) into b: out of b - 1, same chain
    return (np.sort(np.concatenate([first_in, inner_in])),
            np.sort(np.concatenate([last_out, inner_out])))


class BlockSets(Sequence[frozenset[ValueName]]):
    """Packed ``(value, block)`` pairs as one frozenset of names per block, made
    on first use (from the pairs ``keys()`` returns)."""

    __slots__ = ("_keys", "_names", "_nb", "_sets")

    def __init__(self, keys: Callable[[], IntArray], names: tuple[ValueName, ...],
                 nb: int) -> None:
        self._keys, self._names, self._nb = keys, names, nb
        self._sets: tuple[frozenset[ValueName], ...] | None = None

    def _all(self) -> tuple[frozenset[ValueName], ...]:
        if self._sets is None:
            self._sets = _by_block(self._keys(), self._names, self._nb)
        return self._sets

    @overload
    def __getitem__(self, i: int) -> frozenset[ValueName]: ...

    @overload
    def __getitem__(self, i: slice) -> tuple[frozenset[ValueName], ...]: ...

    def __getitem__(self, i: int | slice
                    ) -> frozenset[ValueName] | tuple[frozenset[ValueName], ...]:
        return self._all()[i]

    def __len__(self) -> int:
        return self._nb


def _by_block(keys: IntArray, names: tuple[ValueName, ...], nb: int
              ) -> tuple[frozenset[ValueName], ...]:
    """Packed pairs as one frozenset of names per block."""
    order = np.argsort(keys % nb, kind="stable")
    blocks, values = (keys % nb)[order], (keys // nb)[order]
    cuts = np.searchsorted(blocks, np.arange(nb + 1))
    vals = values.tolist()
    return tuple(frozenset(names[x] for x in vals[cuts[b]: cuts[b + 1]])
                 for b in range(nb))


def compute_liveness(kernel: Kernel) -> Liveness:
    """Live segments of every value of ``kernel`` (CFG, loops included). Blocks no
    path from the entry reaches never run: they have no segments and empty live
    sets (the verifier does not simulate them either).

    Runs on the fall-through chains of blocks (:class:`~solver_alloc.analysis.cfg.Chains`),
    so a segment may cross block boundaries inside a chain. O(R log R) for R
    references (one sort), plus the live pairs found on chains
    (:func:`~solver_alloc.analysis.dataflow.live_pairs`): linear in practice in
    chains + instructions. Per-block live sets are derived when first asked for.
    Liveness is the last reader of the kernel's block summary (validation the
    first), so the summary is dropped from :attr:`Kernel.derived` here and rebuilt
    if liveness is computed again.
    """
    arr, graph = flow_view(kernel)
    if arr.n_known < len(arr.names):
        raise KernelError(f"{kernel.name}: value {arr.names[arr.n_known]!r} is used but "
                          "never defined and not in live_in")
    nc = arr.n_blocks
    summary = block_summary(kernel)
    kernel.derived.pop("summary")  # its last reader: 40 MB at 1M instructions
    in_keys, out_keys = live_pairs(arr, graph, summary)
    seg_v, seg_s, seg_e, seg_c, seg_open = _segments(arr, graph, summary, out_keys)
    through = np.setdiff1d(np.intersect1d(in_keys, out_keys, assume_unique=True),
                           summary.ref_keys, assume_unique=True)
    tc = through % nc
    has_points = arr.block_start[tc + 1] > arr.block_start[tc]
    bare, through = through[~has_points], through[has_points]
    tc = through % nc
    seg = (np.concatenate([seg_v, through // nc]),
           np.concatenate([seg_s, 2 * arr.block_start[tc]]),
           np.concatenate([seg_e, 2 * arr.block_start[tc + 1] - 1]),
           np.concatenate([seg_c, tc]),
           np.concatenate([seg_open, np.ones(len(tc), dtype=bool)]))
    nb = len(kernel.blocks)

    @cache
    def keys() -> tuple[IntArray, IntArray]:
        return _block_keys(kernel, in_keys, out_keys, seg, bare)

    return Liveness(
        values=arr.names, seg_value=seg[0], seg_start=seg[1], seg_end=seg[2],
        n_points=2 * arr.n_instrs,
        block_live_in=BlockSets(lambda: keys()[0], arr.names, nb),
        block_live_out=BlockSets(lambda: keys()[1], arr.names, nb))


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


def live_after(kernel: Kernel, at: set[int]) -> dict[int, frozenset[str]]:
    """The values live just after each instruction of ``at`` (global indices)."""
    lv = compute_liveness(kernel)
    out: dict[int, frozenset[str]] = {}
    for n, (b, start) in enumerate(zip(kernel.blocks, kernel.block_starts(), strict=True)):
        if not any(start <= k < start + len(b.instrs) for k in at):
            continue
        live = set(lv.block_live_out[n])
        for k in range(start + len(b.instrs) - 1, start - 1, -1):
            if k in at:
                out[k] = frozenset(live)
            ins = b.instrs[k - start]
            live = (live - set(ins.defs)) | set(ins.uses)
    return out
