"""Must-defined analysis by the textbook fixed point over sets of names; shares no
code with the solvers. Returns the reads that may see no definition."""

from __future__ import annotations

from oracles import reachable_blocks
from solver_alloc import Kernel


def undefined_reads(k: Kernel) -> list[tuple[str, int]]:
    """``(block, index)`` of every read of a value not defined on every path from
    the entry (live-ins count as defined); unreachable blocks are skipped."""
    reach = reachable_blocks(k)
    everything = frozenset(v for b in k.blocks for i in b.instrs for v in i.defs)
    out_sets = {n: everything | frozenset(k.live_in) for n in reach}
    changed = True
    while changed:
        changed = False
        for n in sorted(reach):
            preds = [p for p in reach if k.blocks[n].name in k.blocks[p].succs]
            inn = frozenset(k.live_in) if n == 0 else frozenset.intersection(
                *(out_sets[p] for p in preds))
            defined = set(inn)
            for ins in k.blocks[n].instrs:
                defined.update(ins.defs)
            if frozenset(defined) != out_sets[n]:
                out_sets[n], changed = frozenset(defined), True
    bad = []
    for n in sorted(reach):
        b = k.blocks[n]
        preds = [p for p in reach if b.name in k.blocks[p].succs]
        defined = set(k.live_in) if n == 0 else set(frozenset.intersection(
            *(out_sets[p] for p in preds)))
        for j, ins in enumerate(b.instrs):
            bad += [(b.name, j) for v in ins.uses if v not in defined]
            defined.update(ins.defs)
    return bad
