"""Block-level dataflow on the interned kernel: which reads may see no definition,
and which values are live into and out of each block.

The "blocks" here are the kernel's fall-through chains
(:class:`~solver_alloc.analysis.cfg.Chains`), which dataflow cannot tell from
blocks: :func:`flow_view` gives the interned arrays and graph on chains.

Both start from the per-block summary of every value: its *exposed* reads (a
read in block ``b`` with no def of the value before it in ``b``) and the blocks
that define it, found by one sort of all references, O(R log R) for R
references. Pairs ``(value, block)`` are packed as ``value * n_blocks + block``.
Blocks no path from the entry reaches never run and take no part.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.cfg import BlockGraph, chains
from solver_alloc.analysis.interned import KernelArrays, kernel_arrays
from solver_alloc.ir import Kernel

IntArray = npt.NDArray[np.int64]

CHUNK = 4096
"""Values per bit-vector in the must-defined dataflow: its memory is
``blocks x CHUNK / 8`` bytes at a time, whatever the kernel."""


@dataclass(frozen=True, eq=False)
class BlockSummary:
    """Every reference sorted by value then point, and per value and block: the
    exposed reads and the defining blocks."""

    key: IntArray
    """Packed ``(value, block)`` of each reference, sorted by value then point."""
    point: IntArray
    """Its program point: ``2i`` a read, ``2i + 1`` a def."""
    first: npt.NDArray[np.bool_]
    """Whether it is the first reference of its ``(value, block)``."""
    exp_value: IntArray
    exp_block: IntArray
    exp_instr: IntArray
    """First exposed read of ``exp_value`` in ``exp_block`` (reachable blocks only)."""
    def_keys: IntArray
    """Sorted unique packed pairs of every def."""

    @property
    def ref_keys(self) -> IntArray:
        """Sorted unique packed pairs of every read or def."""
        return self.key[self.first]


def summarise(arr: KernelArrays, graph: BlockGraph) -> BlockSummary:
    """Exposed reads and defining blocks: one sort of the R references."""
    nb, n_points = arr.n_blocks, 2 * arr.n_instrs
    use_i, def_i = arr.use_instr(), arr.def_instr()
    v = np.concatenate([arr.use_val, arr.def_val])
    point = np.concatenate([2 * use_i, 2 * def_i + 1])
    order = np.argsort(v * (n_points + 1) + point)  # blocks are runs of points
    v, point = v[order], point[order]
    key = v * nb + arr.block_of(point // 2)
    first = np.ones(len(key), dtype=bool)
    first[1:] = key[1:] != key[:-1]
    exposed = first & (point % 2 == 0)
    ek, ep = key[exposed], point[exposed]
    reach = graph.reachable[ek % nb]
    ek, ep = ek[reach], ep[reach]
    def_keys = key[point % 2 == 1]  # sorted already: drop repeats without a hash
    def_keys = def_keys[np.append(True, def_keys[1:] != def_keys[:-1])] \
        if len(def_keys) else def_keys
    return BlockSummary(key=key, point=point, first=first, exp_value=ek // nb,
                        exp_block=ek % nb, exp_instr=ep // 2, def_keys=def_keys)


def flow_view(kernel: Kernel) -> tuple[KernelArrays, BlockGraph]:
    """The interned arrays with the chains as their blocks, and the chains' graph."""
    ch = chains(kernel)
    arr = kernel_arrays(kernel)
    view = kernel.memo("chain_arrays", lambda k: replace(
        arr, block_start=arr.block_start[ch.first]))
    return view, ch.graph


def block_summary(kernel: Kernel) -> BlockSummary:
    """:func:`summarise` of ``kernel`` on its chains (:func:`flow_view`), kept with
    it: validation and liveness both read it (one sort of every reference, 0.7 s
    at a million instructions)."""
    return kernel.memo("summary", lambda k: summarise(*flow_view(k)))


def _bits_in(graph: BlockGraph, gen: list[int]) -> list[int]:
    """Forward must-dataflow over reverse post-order: ``in[b]`` is the AND of the
    predecessors' ``out = in | gen``, ``in[entry] = 0``, from the optimistic start
    (all ones) down to the greatest fixed point."""
    n = len(gen)
    ones = -1  # every bit set
    out = [ones] * n
    inn = [0] * n
    changed = True
    while changed:
        changed = False
        for b in graph.rpo:
            acc = 0
            if b:
                acc = ones
                for p in graph.preds[b]:
                    acc &= out[p]
            new = acc | gen[b]
            inn[b] = acc
            if new != out[b]:
                out[b], changed = new, True
    return inn


def defined_on_entry(arr: KernelArrays, graph: BlockGraph, summary: BlockSummary,
                     value: IntArray, block: IntArray) -> npt.NDArray[np.bool_]:
    """Elementwise: ``value[k]`` is defined on every path from the kernel entry to
    the entry of ``block[k]`` (live-ins are defined at the entry).

    A value defined in one block ``d`` only: iff ``d != b`` and ``d`` dominates
    ``b``. A value defined in several blocks: the must-defined dataflow on bit
    vectors of ``CHUNK`` such values, O(passes x (blocks + edges)) per chunk.
    """
    nb = arr.n_blocks
    ok = np.zeros(len(value), dtype=bool)
    ok[np.isin(value, arr.live_in)] = True
    dv, db = summary.def_keys // nb, summary.def_keys % nb
    n_def = np.bincount(dv, minlength=len(arr.names))
    one_block = np.full(len(arr.names), -1, dtype=np.int64)
    single = n_def[dv] == 1
    one_block[dv[single]] = db[single]
    d = one_block[value]
    ask = ~ok & (d >= 0)
    ok[ask] = (d[ask] != block[ask]) & graph.dominates(d[ask], block[ask])
    multi = np.flatnonzero(~ok & (n_def[value] > 1))
    values = np.unique(value[multi])
    for lo in range(0, len(values), CHUNK):
        chunk = values[lo: lo + CHUNK]
        bit = {int(x): k for k, x in enumerate(chunk.tolist())}
        gen = [0] * nb
        sel = np.isin(dv, chunk)
        for x, b in zip(dv[sel].tolist(), db[sel].tolist(), strict=True):
            gen[b] |= 1 << bit[x]
        inn = _bits_in(graph, gen)
        for k in multi[np.isin(value[multi], chunk)].tolist():
            ok[k] = bool(inn[int(block[k])] >> bit[int(value[k])] & 1)
    return ok


def live_pairs(arr: KernelArrays, graph: BlockGraph, summary: BlockSummary
               ) -> tuple[IntArray, IntArray]:
    """Sorted packed ``(value, block)`` pairs live into and out of each block.

    Each exposed read, and each live-out value at a block with no successor, is
    walked backwards through predecessors until a block that defines it: work
    proportional to the pairs found (times predecessors), never to blocks x values.
    """
    nb = arr.n_blocks
    defs = set(summary.def_keys.tolist())
    live_in: set[int] = set()
    live_out: set[int] = set()
    todo = (summary.exp_value * nb + summary.exp_block).tolist()
    exits = [b for b in graph.rpo if not graph.succs[b]]
    outs = arr.live_out.tolist()
    for b in exits:
        for v in outs:
            key = v * nb + b
            live_out.add(key)
            if key not in defs:
                todo.append(key)
    while todo:
        key = todo.pop()
        if key in live_in:
            continue
        live_in.add(key)
        v = key - key % nb
        for p in graph.preds[key % nb]:
            live_out.add(v + p)
            if v + p not in defs and v + p not in live_in:
                todo.append(v + p)
    return (np.asarray(sorted(live_in), dtype=np.int64),
            np.asarray(sorted(live_out), dtype=np.int64))
