"""Liveness by per-instruction dataflow over the CFG, sharing no code with
:mod:`solver_alloc.analysis.liveness` (no segments, no numbering)."""

from __future__ import annotations

from oracles import reachable_blocks
from solver_alloc import Kernel


def _next_instrs(k: Kernel, starts: dict[str, int], names: tuple[str, ...]
                 ) -> tuple[set[int], bool]:
    """First instructions of these blocks, passing through empty blocks, and
    whether an empty exit block is reached."""
    by_name = {b.name: b for b in k.blocks}
    found: set[int] = set()
    exit_, seen, todo = False, set(), list(names)
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        if by_name[n].instrs:
            found.add(starts[n])
        elif by_name[n].succs:
            todo.extend(by_name[n].succs)
        else:
            exit_ = True
    return found, exit_


def oracle_live_sets(k: Kernel) -> list[set[str]]:
    """Per point, the live values, by per-instruction dataflow (no segments).
    Blocks no path from the entry reaches never run: nothing is live in them."""
    instrs = [ins for b in k.blocks for ins in b.instrs]
    starts = dict(zip((b.name for b in k.blocks), k.block_starts(), strict=True))
    succ: list[list[int]] = []
    exits = set()
    for b in k.blocks:
        first = starts[b.name]
        for j in range(len(b.instrs)):
            if j + 1 < len(b.instrs):
                succ.append([first + j + 1])
            else:
                found, exit_ = _next_instrs(k, starts, b.succs)
                succ.append(sorted(found))
                if exit_ or not b.succs:
                    exits.add(first + j)
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
    reached = {k.blocks[n].name for n in reachable_blocks(k)}
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


def oracle_block_live(k: Kernel) -> tuple[list[set[str]], list[set[str]]]:
    """Per block, the values live into and out of it, by the textbook fixed point
    over sets of names (empty blocks too); nothing is live in unreachable blocks."""
    index = {b.name: n for n, b in enumerate(k.blocks)}
    reach = reachable_blocks(k)
    gen, kill = [], []
    for b in k.blocks:
        g: set[str] = set()
        d: set[str] = set()
        for ins in b.instrs:
            g |= set(ins.uses) - d
            d |= set(ins.defs)
        gen.append(g)
        kill.append(d)
    live_in: list[set[str]] = [set() for _ in k.blocks]
    live_out: list[set[str]] = [set() for _ in k.blocks]
    changed = True
    while changed:
        changed = False
        for n in sorted(reach, reverse=True):
            b = k.blocks[n]
            out = set(k.live_out) if not b.succs else set()
            for s in b.succs:
                out |= live_in[index[s]]
            inn = gen[n] | (out - kill[n])
            if (inn, out) != (live_in[n], live_out[n]):
                live_in[n], live_out[n], changed = inn, out, True
    return live_in, live_out


def needed_after(instrs: list, live_out: set[str]) -> list[set[str]]:
    """In one block, the values needed after each instruction (read later, or
    live out, and not written first)."""
    out, live = [], set(live_out)
    for ins in reversed(instrs):
        out.append(set(live))
        live = (live - set(ins.defs)) | set(ins.uses)
    out.reverse()
    return out
