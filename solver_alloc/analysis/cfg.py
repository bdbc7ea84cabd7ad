"""The control-flow graph of a kernel on block indices: successors, the
predecessors that run, reverse post-order and dominators.

Built once per kernel (:func:`block_graph`, cached on the kernel) in
O(blocks + edges) for the orders and O(iterations x (blocks + edges)) for the
dominators (Cooper, Harvey and Kennedy's iteration over reverse post-order, which
settles in two or three passes on reducible graphs).
"""

from __future__ import annotations

from dataclasses import dataclass

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


def _build(kernel: Kernel) -> BlockGraph:
    index = {b.name: k for k, b in enumerate(kernel.blocks)}
    succs = tuple(tuple(index[s] for s in b.succs) for b in kernel.blocks)
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


def block_graph(kernel: Kernel) -> BlockGraph:
    """The graph of ``kernel``'s blocks (successor names must exist), built once."""
    return kernel.memo("cfg", _build)
