"""The fewest 32-bit registers for tiny kernels whose 16-bit values may share a
register, two to one, by enumerating every placement; shares no code with the
solvers, the verifier or :mod:`solver_alloc.halves` (it takes value sizes in
bits and places them in its own terms).

A 16-bit value takes one half of a register, either half; a 32-bit value a
whole register; a 64-bit value two registers starting at an even one. Values
live at the same point occupy disjoint halves. The count is the highest
register used, plus one.
"""

from __future__ import annotations

import itertools
import math

from hypothesis import assume

from oracles.liveness import never_in_a_register, oracle_live_sets
from solver_alloc import Kernel


def _cells(bits: int, start: int) -> frozenset[tuple[int, int]]:
    """The ``(register, half)`` cells a value of ``bits`` placed at ``start``
    takes (``start``: a register, and for 16 bits a half too, as 2r+h)."""
    if bits == 16:
        return frozenset({(start // 2, start % 2)})
    regs = {32: 1, 64: 2, 128: 4}[bits]
    return frozenset((r, h) for r in range(start, start + regs) for h in (0, 1))


def _starts(bits: int, registers: int) -> list[int]:
    if bits == 16:
        return list(range(2 * registers))
    regs = {32: 1, 64: 2, 128: 4}[bits]
    return list(range(0, registers - regs + 1, regs))


def fewest_packed_registers(k: Kernel, bits: dict[str, int], registers: int) -> int | None:
    """Fewest registers (of ``registers``) over every placement of ``k``'s values
    of the sizes ``bits`` gives; None when none fits."""
    in_memory = never_in_a_register(k) - {v for v, d in k.values.items() if d.no_spill}
    live = [s - in_memory for s in oracle_live_sets(k)]
    live = [s for s in live if s]
    names = sorted({v for s in live for v in s})
    options = [[_cells(bits[v], s) for s in _starts(bits[v], registers)] for v in names]
    assume(math.prod(len(o) for o in options) <= 30_000)  # keep enumeration small
    best: int | None = None
    for combo in itertools.product(*options):
        at = dict(zip(names, combo, strict=True))
        if all(sum(len(at[v]) for v in s) == len(frozenset().union(*(at[v] for v in s)))
               for s in live):
            top = max((r for c in combo for r, _ in c), default=-1) + 1
            best = top if best is None else min(best, top)
    return best
