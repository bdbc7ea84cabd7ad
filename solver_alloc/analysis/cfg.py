"""The control-flow graph of a kernel on block indices: successors, the
predecessors that run, reverse post-order and dominators.

Built once per kernel (:func:`block_graph`, cached on the kernel) in
O(blocks + edges) for the orders and O(iterations x (blocks + edges)) for the
dominators (Cooper, Harvey and Kennedy's iteration over reverse post-order, which
settles in two or three passes on reducible graphs).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain, count

import numpy as np
import numpy.typing as npt

from solver_alloc.ir import Kernel

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class BlockGraph:
    """Blocks ``0 .. n-1`` (file order, 0 the entry) and their edges."""

    succs: tuple[tuple[int, ...], ...]
    preds: tuple[tuple[int, ...], ...]
    """Predecessors that some path from the entry reaches (the others never run)."""
    rpo: tuple[int, ...]
    """Reachable blocks in reverse post-order (the entry first)."""
    reachable: npt.NDArray[np.bool_]
    idom: IntArray
    """Immediate dominator (the entry's is itself; -1 if unreachable)."""
    dom_pre: IntArray
    """Pre-order number of each block in the dominator tree (-1 if unreachable)."""
    dom_post: IntArray
    """One past the largest pre-order number in each block's dominator subtree."""

    @property
    def reached(self) -> frozenset[int]:
        """The blocks some path from the entry reaches (the others never run)."""
        return frozenset(self.rpo)

    def dominates(self, d: IntArray, b: IntArray) -> npt.NDArray[np.bool_]:
        """Elementwise: block ``d`` dominates block ``b`` (both reachable)."""
        return (self.dom_pre[d] <= self.dom_pre[b]) & (self.dom_pre[b] < self.dom_post[d])


def _rpo(succs: tuple[tuple[int, ...], ...]) -> list[int]:
    """Reverse post-order of the blocks reachable from 0 (iterative DFS)."""
    seen = np.zeros(len(succs), dtype=bool)
    seen[0] = True
    post: list[int] = []
    stack = [(0, 0)]
    while stack:
        b, k = stack[-1]
        if k < len(succs[b]):
            stack[-1] = (b, k + 1)
            s = succs[b][k]
            if not seen[s]:
                seen[s] = True
                stack.append((s, 0))
        else:
            post.append(b)
            stack.pop()
    return post[::-1]


def _idoms(rpo: list[int], preds: tuple[tuple[int, ...], ...], n: int) -> IntArray:
    """Immediate dominators by the Cooper-Harvey-Kennedy iteration."""
    order = np.full(n, -1, dtype=np.int64)
    order[rpo] = np.arange(len(rpo))
    idom = [-1] * n
    idom[0] = 0
    pos = order.tolist()
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = -1
            for p in preds[b]:
                if idom[p] < 0:
                    continue
                if new < 0:
                    new = p
                    continue
                x, y = p, new
                while x != y:
                    while pos[x] > pos[y]:
                        x = idom[x]
                    while pos[y] > pos[x]:
                        y = idom[y]
                new = x
            if new != idom[b]:
                idom[b], changed = new, True
    return np.asarray(idom, dtype=np.int64)


def _tree_numbers(idom: IntArray, rpo: list[int], n: int) -> tuple[IntArray, IntArray]:
    """Pre-order numbers and subtree ends of the dominator tree."""
    children: list[list[int]] = [[] for _ in range(n)]
    for b in rpo[1:]:
        children[int(idom[b])].append(b)
    pre = np.full(n, -1, dtype=np.int64)
    end = np.full(n, -1, dtype=np.int64)
    count = 0
    stack = [(0, False)]
    while stack:
        b, done = stack.pop()
        if done:
            end[b] = count
            continue
        pre[b] = count
        count += 1
        stack.append((b, True))
        stack.extend((c, False) for c in reversed(children[b]))
    return pre, end


def _graph(succs: tuple[tuple[int, ...], ...]) -> BlockGraph:
    n = len(succs)
    rpo = _rpo(succs)
    reachable = np.zeros(n, dtype=bool)
    reachable[rpo] = True
    preds_l: list[list[int]] = [[] for _ in range(n)]
    for b in range(n):
        if reachable[b]:
            for s in succs[b]:
                preds_l[s].append(b)
    preds = tuple(tuple(p) for p in preds_l)
    idom = _idoms(rpo, preds, n)
    pre, end = _tree_numbers(idom, rpo, n)
    return BlockGraph(succs, preds, tuple(rpo), reachable, idom, pre, end)


def _succ_indices(kernel: Kernel) -> tuple[tuple[int, ...], ...]:
    index = dict(zip((b.name for b in kernel.blocks), count()))
    get = index.__getitem__
    return tuple(tuple(map(get, b.succs)) for b in kernel.blocks)


def block_graph(kernel: Kernel) -> BlockGraph:
    """The graph of ``kernel``'s blocks (successor names must exist), built once."""
    return kernel.memo("cfg", lambda k: _graph(k.memo("succs", _succ_indices)))


@dataclass(frozen=True, eq=False)
class Chains:
    """The blocks grouped into maximal fall-through chains, and the graph of the
    chains.

    Block ``b + 1`` continues ``b``'s chain when ``b``'s only successor is
    ``b + 1`` and ``b + 1``'s only predecessor (reachable or not) is ``b``, and
    ``b + 1`` is not the entry. Every path then runs a chain's blocks in file
    order, one after the other, so for dataflow a chain is one block whose
    instructions are contiguous: liveness, must-defined and dominance on chains
    are those on blocks, at the cost of the chains, not of the blocks (a program
    cut into many fall-through blocks costs what it costs as one block).
    """

    first: IntArray
    """First block of each chain, then the block count: ``(chains + 1,)``."""
    of_block: IntArray
    """The chain of each block."""
    graph: BlockGraph
    """The chains' graph: chain ``c``'s successors are its last block's."""

    @property
    def last(self) -> IntArray:
        """Last block of each chain."""
        return self.first[1:] - 1


def _chains(kernel: Kernel) -> Chains:
    """Chains in O(blocks + edges), numpy apart from one pass over the edges."""
    blocks = kernel.blocks
    n = len(blocks)
    index = dict(zip((b.name for b in blocks), count()))
    n_succ = np.fromiter((len(b.succs) for b in blocks), np.int64, n)
    flat = np.fromiter(map(index.__getitem__, chain.from_iterable(b.succs for b in blocks)),
                       np.int64, int(n_succ.sum()))
    ptr = np.concatenate(([0], np.cumsum(n_succ)))
    only = np.full(n, -1, dtype=np.int64)
    one = n_succ == 1
    only[one] = flat[(np.cumsum(n_succ) - 1)[one]]
    n_pred = np.bincount(flat, minlength=n)
    b = np.arange(n - 1)
    joins = (only[:-1] == b + 1) & (n_pred[1:] == 1)  # block b + 1 continues b
    starts = np.flatnonzero(np.concatenate(([True], ~joins)))
    first = np.append(starts, n)
    of_block = np.cumsum(np.concatenate(([True], ~joins))) - 1
    last = first[1:] - 1
    to = of_block[flat].tolist()
    lo, hi = ptr[last].tolist(), ptr[last + 1].tolist()
    chain_succs = tuple(tuple(to[a:b]) for a, b in zip(lo, hi, strict=True))
    return Chains(first, of_block, _graph(chain_succs))


def chains(kernel: Kernel) -> Chains:
    """The fall-through chains of ``kernel``'s blocks, built once."""
    return kernel.memo("chains", _chains)
