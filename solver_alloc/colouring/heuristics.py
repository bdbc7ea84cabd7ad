"""Graph-colouring heuristics over a :class:`~solver_alloc.graph.ColouringProblem`.

Each returns a start register per value, ``-1`` for a value it had to leave out
(spill). They are baselines, warm starts for the exact backends, and the source of
an optimality certificate when they meet a lower bound.
"""

from __future__ import annotations

import heapq

import numpy as np

from solver_alloc.colouring.problem import ColouringProblem, IntArray


def _first_fit(cp: ColouringProblem, v: int, blocked: set[int]) -> int:
    w = int(cp.width[v])
    for r in cp.starts(v):
        if not any(x in blocked for x in range(r, r + w)):
            return r
    return -1


def _occupy(cp: ColouringProblem, v: int, r: int) -> range:
    return range(r, r + int(cp.width[v]))


def dsatur(cp: ColouringProblem) -> IntArray:
    """DSATUR (Brélaz 1979): colour the most constrained value next, lowest start.

    Saturation is the number of registers neighbours already block; ties go to
    the higher degree, then the lower index. Fixed values go first.
    """
    start = np.full(cp.n, -1, dtype=np.int64)
    done = np.zeros(cp.n, dtype=bool)
    blocked: list[set[int]] = [set() for _ in range(cp.n)]
    deg = [len(a) for a in cp.neighbours]
    heap = [(-1 if cp.fixed[v] >= 0 else 0, 0, -deg[v], v) for v in range(cp.n)]
    heapq.heapify(heap)
    while heap:
        fixed_first, neg_sat, _, v = heapq.heappop(heap)
        if done[v] or (not fixed_first and -neg_sat != len(blocked[v])):
            continue
        done[v] = True
        r = _first_fit(cp, v, blocked[v])
        start[v] = r
        if r < 0:
            continue
        for u in cp.neighbours[v]:
            if not done[u]:
                had = len(blocked[u])
                blocked[u].update(_occupy(cp, v, r))
                if len(blocked[u]) > had:  # else u's entry in the heap is current
                    heapq.heappush(heap, (-1 if cp.fixed[u] >= 0 else 0,
                                          -len(blocked[u]), -deg[u], u))
    return start


def chaitin_briggs(cp: ColouringProblem, cost: IntArray | None = None) -> IntArray:
    """Chaitin-Briggs simplify/select with optimistic spilling.

    Simplify removes values whose neighbours' register need leaves room; when none
    does, the value with the least ``cost / degree`` is pushed optimistically.
    Select pops them and takes the lowest free start, or spills (``-1``).
    """
    k = len(cp.cls.allocatable())
    weight = np.ones(cp.n) if cost is None else np.asarray(cost, dtype=float)
    width = cp.width.tolist()
    need = [int(cp.width[list(a)].sum()) if a else 0 for a in cp.neighbours]
    alive = set(range(cp.n))
    # the easy values (need + width <= k), lowest first: need only falls, so a
    # value once easy stays easy (a heap, not a scan of every value per step)
    easy = [v for v in range(cp.n) if need[v] + width[v] <= k]
    queued = set(easy)
    stack: list[int] = []
    while alive:
        while easy and easy[0] not in alive:
            heapq.heappop(easy)
        if easy:
            v = heapq.heappop(easy)
        else:
            v = min(alive, key=lambda x: (weight[x] / max(1, len(cp.neighbours[x])), x))
        alive.remove(v)
        stack.append(v)
        for u in cp.neighbours[v]:
            need[u] -= width[v]
            if u not in queued and need[u] + width[u] <= k:
                queued.add(u)
                heapq.heappush(easy, u)
    start = np.full(cp.n, -1, dtype=np.int64)
    for v in reversed(stack):
        blocked: set[int] = set()
        for u in cp.neighbours[v]:
            if start[u] >= 0:
                blocked.update(_occupy(cp, u, int(start[u])))
        start[v] = _first_fit(cp, v, blocked)
    return start


CHAITIN_MOST = 4000
"""Values above which :func:`heuristic_colouring` skips Chaitin-Briggs: each
step with no easy value scans every value left, quadratic under heavy
pressure (0.84 s on a PTX matmul's 2,913 pieces)."""


def heuristic_colouring(cp: ColouringProblem) -> IntArray:
    """DSatur, then Chaitin-Briggs (up to :data:`CHAITIN_MOST` values): the first
    start vector that is :func:`complete`, else the last one tried, whose
    ``-1`` values are the ones it could not place (eviction's victims). Pieces
    with holes (a split plan around loops) defeat linear scan's single pass
    where these often succeed: a PTX matmul's plan at 120 registers that
    linear scan left 3 short, Chaitin-Briggs coloured; an attention kernel's at
    184, DSatur did."""
    tries = (dsatur,) if cp.n > CHAITIN_MOST else (dsatur, chaitin_briggs)
    start = np.zeros(0, dtype=np.int64)
    for colouring in tries:
        start = colouring(cp)
        if complete(cp, start):
            break
    return start


def complete(cp: ColouringProblem, start: IntArray) -> bool:
    """Every value has a register, and a fixed one its own."""
    return bool((start >= 0).all() and ((cp.fixed < 0) | (start == cp.fixed)).all())


def greedy_clique(cp: ColouringProblem, tries: int = 64) -> IntArray:
    """A heavy clique: the best of the given cliques and greedy growths from the
    ``tries`` highest-degree values. Its register need is a lower bound."""
    best = max(cp.cliques, key=cp.clique_weight, default=np.zeros(0, dtype=np.int64))
    deg = np.asarray([len(a) for a in cp.neighbours])
    for v in np.argsort(-deg, kind="stable")[:tries].tolist():
        clique, cands = [v], set(cp.neighbours[v])
        while cands:
            w = max(cands, key=lambda x: (int(cp.width[x]), deg[x], -x))
            clique.append(w)
            cands &= cp.neighbours[w]
        arr = np.asarray(sorted(clique), dtype=np.int64)
        if cp.clique_weight(arr) > cp.clique_weight(best):
            best = arr
    if not len(best) and cp.n:
        best = np.asarray([int(np.argmax(cp.width))], dtype=np.int64)
    return best
