"""The fewest registers by enumerating every assignment of tiny kernels; shares
no code with the solvers (liveness from :mod:`oracles.liveness`)."""

from __future__ import annotations

import itertools
import math

from hypothesis import assume

from oracles.liveness import never_in_a_register, oracle_live_sets
from solver_alloc import Kernel, Target


def brute_force_registers(k: Kernel, t: Target) -> int | None:
    """Fewest registers over every start assignment, from per-point live sets
    (no solver code involved); None when nothing fits. Fixed registers are not
    modelled: callers draw kernels without them."""
    cls = t.classes["g"]
    width = {v: (d.width if (d := k.values.get(v)) else 1) for v in k.value_names()}
    # such a live-in stays in memory and needs no register (unless pinned)
    pinned = {v for v, d in k.values.items() if d.fixed is not None or d.no_spill}
    in_memory = never_in_a_register(k) - pinned
    live = [s - in_memory for s in oracle_live_sets(k)]
    live = [s for s in live if s]
    names = sorted({v for s in live for v in s})
    options = []
    for v in names:
        w, step = width[v], cls.alignment_for(width[v])
        options.append([r for r in range(0, cls.count - w + 1, step)
                        if not set(range(r, r + w)) & cls.reserved])
    assume(math.prod(len(o) for o in options) <= 20_000)  # keep enumeration small
    best = None
    for combo in itertools.product(*options):
        start = dict(zip(names, combo, strict=True))
        if all(len({q for v in s for q in range(start[v], start[v] + width[v])}) ==
               sum(width[v] for v in s) for s in live):
            top = max((start[v] + width[v] - 1 for v in names), default=-1)
            used = sum(1 for r in range(top + 1) if r not in cls.reserved)
            best = used if best is None else min(best, used)
    return best
