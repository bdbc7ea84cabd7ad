"""The CFG facts the greedy walk (:mod:`~solver_alloc.spill.heuristics.greedy`)
reads: successors, a reverse post-order, and how far each value's next read is
beyond its block."""

from __future__ import annotations

from solver_alloc.spill.problem import DEF, EXIT, SplitProblem

__all__ = ["FAR", "LEAVE_LOOP", "next_reads", "reverse_post_order", "successors"]

LEAVE_LOOP = 1_000_000
"""Points added to a next-use distance on an edge into a colder block."""

FAR = 10**12
"""Next use of a value never read again (dead after its segment)."""


def successors(sp: SplitProblem) -> list[list[int]]:
    out: list[list[int]] = [[] for _ in sp.freq]
    for b, ps in enumerate(sp.preds):
        for p in ps:
            out[p].append(b)
    return out


def reverse_post_order(succs: list[list[int]]) -> list[int]:
    seen, order = {0}, []
    stack: list[tuple[int, int]] = [(0, 0)]
    while stack:
        b, i = stack.pop()
        if i < len(succs[b]):
            stack.append((b, i + 1))
            s = succs[b][i]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            order.append(b)
    return order[::-1]


def next_reads(sp: SplitProblem, succs: list[list[int]],
               chain_at: dict[tuple[str, int], int]) -> dict[int, float]:
    """Chain (live at its block's exit) -> points from the exit to the value's
    next read along the CFG, :data:`LEAVE_LOOP` per edge into a colder block
    (a fixpoint: distances only fall)."""
    into: dict[int, float] = {}  # chain live at entry -> points to its first read
    beyond: dict[int, float] = {}
    chains = sp.chains
    for _ in range(64):
        changed = False
        for c in range(len(chains) - 1, -1, -1):
            ch = chains[c]
            b = ch.block
            if ch.live[-1]:
                best = float(FAR)
                for s in succs[b]:
                    cs = chain_at.get((ch.value, s))
                    if cs is not None and cs in into:
                        best = min(best, into[cs] + (LEAVE_LOOP if sp.freq[s] < sp.freq[b]
                                                     else 0))
                if best < beyond.get(c, FAR):
                    beyond[c], changed = best, True
            if ch.live[0]:
                e0, e1 = ch.events[0], ch.events[1]
                d = float(e1.point - e0.point)
                if e1.kind == EXIT:
                    d += beyond.get(c, FAR)
                elif e1.kind == DEF:
                    d = FAR
                if d < into.get(c, FAR):
                    into[c], changed = d, True
        if not changed:
            break
    return beyond
