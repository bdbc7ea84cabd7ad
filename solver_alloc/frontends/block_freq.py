"""Block frequencies from branch probabilities, as LLVM's block-frequency analysis
defines them: the expected number of executions of each block per entry.

With ``P[b, s]`` the probability of the edge ``b -> s`` (from ``successors:``;
successors printed without one share equally), frequencies solve

    f = e_entry + P^T f,

the visit counts of the Markov chain from the entry. A loop whose back edge is
taken with probability ``p`` runs ``1 / (1 - p)`` times per entry, as LLVM
scales loops by their trip estimate. LLVM bounds a loop's scale (its mass never
drops below one part in 2^31 of the header's) and so does this: when the exact
system has no finite answer (an endless loop) or one above ``ir.MAX_FREQ``,
every edge loses ``MIN_EXIT`` of its probability, so every cycle leaks. Blocks
the entry cannot reach get 0. Frequencies are relative to the entry (1),
rounded to multiples of ``1 / STEPS`` (a block that runs at all gets at least
one step) so costs times frequencies stay small exact integers once scaled,
and capped at ``ir.MAX_FREQ``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver_alloc.ir import MAX_FREQ

__all__ = ["block_frequencies"]

MIN_EXIT = 2.0**-20
"""Share of each edge's probability given up when a cycle never exits."""
STEPS = 64
"""Frequencies are multiples of 1/STEPS of the entry's."""
MAX_BLOCKS = 4096
"""The solve is dense: O(blocks^2) memory."""


def block_frequencies(succs: Sequence[Sequence[tuple[int, float | None]]]) -> list[float]:
    """Frequency of each block (index 0 is the entry) from its successors, given
    as ``(successor index, probability or None)``."""
    n = len(succs)
    if n > MAX_BLOCKS:
        raise ValueError(f"{n} blocks: frequencies are solved for at most {MAX_BLOCKS}")
    p = np.zeros((n, n))
    for b, out in enumerate(succs):
        known = sum(q for _, q in out if q is not None)
        blank = [s for s, q in out if q is None]
        for s, q in out:
            share = q if q is not None else max(0.0, 1.0 - known) / len(blank)
            p[b, s] += share
        total = p[b].sum()
        if total > 0:
            p[b] /= total  # printed probabilities are rounded; rows sum to 1
    e = np.zeros(n)
    if not n:
        return []
    e[0] = 1.0
    f = _solve(p, e)
    if f is None or (f < -1e-9).any() or (f > MAX_FREQ).any():
        f = _solve(p * (1.0 - MIN_EXIT), e)  # every cycle leaks: never singular
    assert f is not None
    steps = np.round(np.clip(f, 0.0, MAX_FREQ) * STEPS)
    steps[(steps == 0) & (f > 0.5 / STEPS / 2**20)] = 1  # rare, but it does run
    return [float(x) / STEPS for x in steps]


def _solve(p: np.ndarray, e: np.ndarray) -> np.ndarray | None:
    try:
        out: np.ndarray = np.linalg.solve(np.eye(len(e)) - p.T, e)
    except np.linalg.LinAlgError:
        return None
    return out if np.isfinite(out).all() else None
