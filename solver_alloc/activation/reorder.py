"""Reordering instructions within a block to batch activation-table loads.

An order must keep every dependence of the block: through values (def -> use,
use -> redefinition, def -> redefinition), through memory tiles (``writes`` ->
``reads``/``writes``, ``reads`` -> ``writes``) and explicit ``after``. The
scheduler is a list scheduler: among the ready instructions it takes an
activation the loaded set already serves, else a non-activation, else the
activation whose sets serve the most activations still to come. It is a
heuristic; a reordered plan is called optimal only when it meets
:func:`order_free_bound`.
"""

from __future__ import annotations

from dataclasses import replace

from msgspec import structs

from solver_alloc.activation.tables import holders, min_cover
from solver_alloc.ir import Block, Instr, Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import ActivationTables, Target


def dependences(block: Block) -> list[set[int]]:
    """``preds[k]``: local indices that must run before instruction ``k``."""
    preds: list[set[int]] = [set() for _ in block.instrs]
    ids = {ins.id: k for k, ins in enumerate(block.instrs) if ins.id is not None}
    last_w: dict[str, int] = {}
    readers: dict[str, list[int]] = {}
    for k, ins in enumerate(block.instrs):
        preds[k].update(ids[a] for a in ins.after if a in ids)
        for x in (*ins.uses, *(f"tile:{t}" for t in ins.reads)):
            if x in last_w:
                preds[k].add(last_w[x])
            readers.setdefault(x, []).append(k)
        for x in (*ins.defs, *(f"tile:{t}" for t in ins.writes)):
            preds[k].update(r for r in readers.pop(x, []) if r != k)
            if x in last_w:
                preds[k].add(last_w[x])
            last_w[x] = k
        preds[k].discard(k)
    return preds


def schedule_block(block: Block, act: ActivationTables) -> list[int]:
    """A dependence-respecting order of the block's instructions (local indices)."""
    preds = dependences(block)
    n = len(block.instrs)
    waiting = [len(p) for p in preds]
    succs: list[list[int]] = [[] for _ in range(n)]
    for k, ps in enumerate(preds):
        for p in ps:
            succs[p].append(k)
    ready = {k for k in range(n) if not waiting[k]}
    fn = {k: act.canonical(i.act) for k, i in enumerate(block.instrs) if i.act}
    loaded: set[int] = set()
    order: list[int] = []
    while ready:
        served = sorted(k for k in ready if k in fn and loaded & set(holders(act, fn[k])))
        plain = sorted(k for k in ready if k not in fn)
        if served:
            pick = served[0]
            loaded &= set(holders(act, fn[pick]))
        elif plain:
            pick = plain[0]
        else:
            pending = [fn[k] for k in range(n) if k in fn and k not in order]

            def reach(k: int, pending: list[str] = pending) -> tuple[int, int]:
                return max(sum(1 for f in pending if s in holders(act, f))
                           for s in holders(act, fn[k])), -k

            pick = max(ready, key=reach)
            loaded = set(holders(act, fn[pick]))
        ready.discard(pick)
        order.append(pick)
        for s in succs[pick]:
            waiting[s] -= 1
            if not waiting[s]:
                ready.add(s)
    return order


def best_order(kernel: Kernel, target: Target) -> list[int] | None:
    """Global instruction indices in a set-batching order, or None if unchanged."""
    act = target.activation
    if act is None:
        return None
    out: list[int] = []
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        if any(i.act for i in b.instrs):
            out += [start + k for k in schedule_block(b, act)]
        else:
            out += range(start, start + len(b.instrs))
    return None if out == list(range(kernel.n_instrs)) else out


def reordered(kernel: Kernel, order: list[int]) -> Kernel:
    """The kernel with its instructions in ``order`` (each stays in its block)."""
    instrs = [ins for b in kernel.blocks for ins in b.instrs]
    blocks, pos = [], 0
    for b in kernel.blocks:
        new: tuple[Instr, ...] = tuple(instrs[i] for i in order[pos: pos + len(b.instrs)])
        blocks.append(structs.replace(b, instrs=new))
        pos += len(b.instrs)
    return replace(kernel, blocks=tuple(blocks))


def map_back(alloc: Allocation, order: list[int], kernel: Kernel) -> Allocation:
    """Express an allocation of the reordered kernel in original indices: an
    operation before new position p runs before the instruction now there,
    ``order[p]``; one at a block's end (named by ``block``) stays there."""
    ends = {b.name: start + len(b.instrs)
            for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True)}

    def original(before: int, block: str | None) -> int:
        at_end = block is not None and before == ends[block]
        return before if at_end or before >= len(order) else order[before]

    ops = tuple(replace(op, before=original(op.before, op.block))
                for op in alloc.operations)
    return replace(alloc, operations=ops, order=tuple(order))


def order_free_bound(kernel: Kernel, target: Target) -> float:
    """A lower bound on table-load cost over every order: the larger of one load
    per block with activations (plans restart at block entry) and one load per
    set of a minimum cover, at the cheapest frequency of those blocks."""
    act = target.activation
    if act is None:
        return 0.0
    freqs = [b.freq for b in kernel.blocks if any(i.act for i in b.instrs)]
    if not freqs:
        return 0.0
    funcs = {act.canonical(i.act) for b in kernel.blocks for i in b.instrs if i.act}
    per_block = sum(b.freq for b in kernel.blocks if any(i.act for i in b.instrs))
    cover = len(min_cover(act, funcs)) * min(freqs)
    return act.load_cost * max(per_block, cover)
