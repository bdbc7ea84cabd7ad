"""Where every value is at every instruction of an allocated kernel: the
registers each instruction reads its uses from, and the registers holding the
values live into each block.

A replay of the allocation (its definitions' registers and its inserted
operations), block by block from the entry; a block's entry state is the exit
state of a predecessor already replayed (the verifier checks that all
predecessors agree). The allocation must be one the verifier accepts.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.formats.listing import ops_by_place
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Operation, RegisterRef

__all__ = ["Places", "places"]

Regs = tuple[str, ...]


def regs_of(ref: RegisterRef | None) -> Regs:
    return () if ref is None else (ref,) if isinstance(ref, str) else tuple(ref)


@dataclass(frozen=True, slots=True)
class Places:
    reads: tuple[Mapping[str, Regs], ...]
    """Per kernel instruction: each value it reads -> the registers it reads it from."""
    entry: dict[str, dict[str, Regs]]
    """Per block: each value live into it and held in registers -> them."""
    ops: dict[tuple[str, int], tuple[Operation, ...]]
    """(block, before) -> the operations inserted there, in order."""
    spilled: frozenset[str]
    """Values some operation stores or loads (each gets a stack slot)."""
    remat_reads: dict[tuple[str, int, str], dict[str, Regs]]
    """(block, before, value) -> where a remat of it finds what it reads."""


def places(kernel: Kernel, alloc: Allocation) -> Places:
    """Replay ``alloc`` over ``kernel`` (see the module docstring)."""
    live = compute_liveness(kernel)
    live_in = dict(zip((b.name for b in kernel.blocks), live.block_live_in, strict=True))
    home = {v: regs_of(r) for v, r in alloc.assignment.items()}
    starts = dict(zip((b.name for b in kernel.blocks), kernel.block_starts(), strict=True))
    grouped = ops_by_place(kernel, starts, alloc.operations)
    reads: list[dict[str, Regs]] = [{} for _ in range(kernel.n_instrs)]
    entry: dict[str, dict[str, Regs]] = {}
    first = kernel.blocks[0].name
    entry[first] = {v: home[v] for v in kernel.live_in if v in home}
    by_name = {b.name: b for b in kernel.blocks}
    remat_reads: dict[tuple[str, int, str], dict[str, Regs]] = {}
    todo = [first]
    while todo:
        name = todo.pop()
        blk = by_name[name]
        loc = {v: r for v, r in entry[name].items() if v in live_in[name] or name == first}
        entry[name] = dict(loc)
        start = starts[name]
        for i in range(start, start + len(blk.instrs) + 1):
            for op in grouped.get((name, i), ()):
                decl = kernel.values.get(op.value or "")
                if op.op == "remat" and decl is not None and decl.remat_from:
                    remat_reads[name, i, op.value or ""] = {
                        u: loc[u] for u in decl.remat_from if u in loc}
                _apply(loc, op)
            if i == start + len(blk.instrs):
                break
            ins = blk.instrs[i - start]
            reads[i] = {v: loc[v] for v in ins.uses if v in loc}
            for v in ins.defs:
                if v in home:  # a copy into its source's register keeps the source
                    same = ins.uses[0] if ins.copy and loc.get(ins.uses[0]) == home[v] \
                        else None
                    _write(loc, v, home[v], same)
        for s in blk.succs:
            if s not in entry:
                entry[s] = {v: r for v, r in loc.items() if v in live_in[s]}
                todo.append(s)
    spilled = frozenset(op.value for op in alloc.operations
                        if op.op in ("store", "load") and op.value is not None)
    return Places(tuple(reads), entry,
                  {k: tuple(v) for k, v in grouped.items()}, spilled, remat_reads)



def _write(loc: dict[str, Regs], v: str, regs: Regs, same: str | None = None) -> None:
    """``v`` is now in ``regs`` only; whatever else was there is gone (but
    ``same``, whose bits ``v``'s are)."""
    for u in [u for u, r in loc.items() if u not in (v, same) and set(r) & set(regs)]:
        del loc[u]
    loc[v] = regs


def _apply(loc: dict[str, Regs], op: Operation) -> None:
    if op.op in ("load", "remat") and op.value is not None:
        _write(loc, op.value, regs_of(op.reg))
    elif op.op == "move" and op.value is not None:
        _write(loc, op.value, regs_of(op.dst))
