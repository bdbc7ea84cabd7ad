"""Liveness by per-instruction dataflow over the CFG, sharing no code with
:mod:`solver_alloc.analysis.liveness` (no segments, no numbering)."""

from __future__ import annotations

from solver_alloc import Kernel


def oracle_live_sets(k: Kernel) -> list[set[str]]:
    """Per point, the live values, by per-instruction dataflow (no segments).
    Blocks no path from the entry reaches never run: nothing is live in them."""
    instrs = [ins for b in k.blocks for ins in b.instrs]
    starts = dict(zip((b.name for b in k.blocks), k.block_starts(), strict=True))
    succ: list[list[int]] = []
    for b in k.blocks:
        first = starts[b.name]
        for j in range(len(b.instrs)):
            if j + 1 < len(b.instrs):
                succ.append([first + j + 1])
            else:
                succ.append([starts[s] for s in b.succs])
    exits = {starts[b.name] + len(b.instrs) - 1 for b in k.blocks if not b.succs}
    before = [set() for _ in instrs]
    after = [set() for _ in instrs]
    changed = True
    while changed:
        changed = False
        for i in reversed(range(len(instrs))):
            out = set(k.live_out) if i in exits else set()
            for s in succ[i]:
                out |= before[s]
            new = set(instrs[i].uses) | (out - set(instrs[i].defs))
            if (out, new) != (after[i], before[i]):
                after[i], before[i], changed = out, new, True
    by_name = {b.name: b for b in k.blocks}
    reached, todo = {k.blocks[0].name}, [k.blocks[0].name]
    while todo:
        for s in by_name[todo.pop()].succs:
            if s not in reached:
                reached.add(s)
                todo.append(s)
    runs = [b.name in reached for b in k.blocks for _ in b.instrs]
    sets = []
    for i, ins in enumerate(instrs):
        sets += [before[i], set(ins.defs) | after[i]] if runs[i] else [set(), set()]
    return sets


def never_in_a_register(k: Kernel) -> set[str]:
    """Live-ins never written nor read from a register (passed through, or read
    only through a runtime index): they may arrive in memory and stay there."""
    written = {v for b in k.blocks for ins in b.instrs for v in ins.defs}
    in_reg = {v for b in k.blocks for ins in b.instrs for v in ins.uses
              if v not in ins.indexed}
    return set(k.live_in) - written - in_reg
