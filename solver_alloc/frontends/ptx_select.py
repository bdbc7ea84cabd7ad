"""Constants a branch selects: a value set to one immediate on each side of a
guarded branch, which ptxas recomputes from the predicate (an ``FSEL``/``SEL``
of two immediates) instead of keeping it in a register.

CUDA's ``erff`` (GELU, Triton's ``libdevice``) picks its polynomial's
coefficients so::

    setp.ge.f32  %p2, %r225, 0f3F8060FE;     // block A
    mov.b32      %r224, 0f38EB4C3A;
    @%p2 bra     $L__BB0_2;
    mov.b32      %r224, 0f38B1E96A;          // block B, A's fall-through
  $L__BB0_2:                                 // the join T
    fma.rn.f32   %r103, %r224, ...

At the join ``%r224`` is ``selp.b32 %r224, 0f38EB4C3A, 0f38B1E96A, %p2``: a
remat reading ``%p2`` (:attr:`~solver_alloc.ir.ValueDecl.remat_from`).

:func:`branch_selected` finds the values so made: exactly two defs, each an
unguarded ``mov`` of an immediate, one on each way from a block ``A`` that
ends in ``@%p bra`` (or ``@!%p bra``) to their join ``T``: a way is the edge
into ``T`` itself (the def is then ``A``'s) or one block whose only
predecessor is ``A`` and only successor ``T``; ``T``'s predecessors are the
two ways' ends; neither a way's block nor ``T`` is the kernel's entry block
(which runs first with no edge into it). The predicate is a live-in never
written, or written once in a block that dominates ``A`` (so at ``A``'s
branch it holds that write's value on every path). The value is live into
neither ``A`` nor a way's block that writes it, and ``A`` does not read it
(there it holds ``A``'s constant on both ways). Then wherever the value is
live, the predicate holds the branch's outcome (the def of ``%p`` is not
crossed: the kernel loader's rule,
:func:`~solver_alloc.analysis.remat_reads.rematerialisable_reading`), and a
read either follows the join, where the select gives the way taken, or does
not exist (in ``A`` after the def, on the way that writes the value again,
nothing reads it before that write)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solver_alloc.analysis.cfg import BlockGraph, block_graph
from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.frontends.ptx_parse import PtxInstr
from solver_alloc.ir import Instr, Kernel

__all__ = ["branch_selected"]


def branch_selected(kernel: Kernel, items: Sequence[PtxInstr]) -> dict[str, str]:
    """Value -> the predicate whose branch selects its constant (module
    docstring); ``items`` are the kernel's instructions, in order."""
    starts = kernel.block_starts()
    per_block = [items[s:s + len(b.instrs)] for s, b in zip(starts, kernel.blocks,
                                                            strict=True)]
    cands = _two_constants(kernel, per_block)
    if not cands:
        return {}
    g = block_graph(kernel)
    decided = _decided_before(kernel, g)
    diamonds = {}
    for a, blk in enumerate(kernel.blocks):
        if blk.instrs and (d := _diamond(g, a, blk.instrs[-1], per_block[a][-1])) \
                and a in decided.get(d[0], ()):
            diamonds[a] = d
    live_in = compute_liveness(kernel).block_live_in
    out: dict[str, str] = {}
    for v, blocks in cands.items():
        for a, (pred, ways) in diamonds.items():
            if _one_per_way(kernel, v, blocks, a, ways, live_in):
                out[v] = pred
                break
    return out


def _two_constants(kernel: Kernel, per_block: list[Sequence[PtxInstr]]
                   ) -> dict[str, set[int]]:
    """Values written exactly twice, each time by an unguarded ``mov`` of an
    immediate: the blocks of their writes."""
    defs: dict[str, list[tuple[int, bool]]] = {}
    for b, (blk, its) in enumerate(zip(kernel.blocks, per_block, strict=True)):
        for ins, item in zip(blk.instrs, its, strict=True):
            for v in ins.defs:
                defs.setdefault(v, []).append((b, _constant(ins, item)))
    return {v: {b for b, _ in ds} for v, ds in defs.items()
            if len(ds) == 2 and all(c for _, c in ds)}


def _one_per_way(kernel: Kernel, v: str, blocks: set[int], a: int,
                 ways: tuple[int | None, int | None],
                 live_in: Sequence[frozenset[str]]) -> bool:
    """``v``'s two writes, in ``blocks``, give one constant on each way from
    ``a`` (module docstring): each way's block writes it, or the way is the
    edge into the join and ``a`` writes it; ``v`` is live into neither ``a``
    nor a way's block that writes it, and ``a`` does not read it."""
    return (len(blocks) == 2 and blocks <= {a, *ways} and v not in live_in[a]
            and all(w in blocks or (w is None and a in blocks) for w in ways)
            and not any(v in live_in[w] for w in blocks - {a})
            and not any(v in ins.uses for ins in kernel.blocks[a].instrs))


def _constant(ins: Instr, item: PtxInstr) -> bool:
    """An unguarded ``mov`` of an immediate into one register."""
    return (item.guard is None and item.opcode.split(".")[0] == "mov"
            and len(ins.defs) == 1 and not ins.uses and not item.specials())


def _decided_before(kernel: Kernel, g: BlockGraph) -> dict[str, frozenset[int]]:
    """Predicate -> the blocks whose end it holds its one value at on every
    path from the kernel's entry: a live-in, never written, everywhere; one
    written once, in the blocks its def's block dominates (the way blocks
    and the join are no such blocks of a def on a way: a predicate written
    there is not the branch's)."""
    reached = sorted(g.reached)
    defs: dict[str, list[int]] = {}
    for b, blk in enumerate(kernel.blocks):
        for ins in blk.instrs:
            for v in ins.defs:
                defs.setdefault(v, []).append(b)
    out = {p: frozenset(reached) for p in kernel.live_in if p not in defs}
    at = np.asarray(reached, dtype=np.int64)
    for p, (d, *more) in defs.items():
        if not more and d in g.reached:
            dom = g.dominates(np.full(len(at), d, dtype=np.int64), at)
            out[p] = frozenset(at[dom].tolist())
    return out


def _diamond(g: BlockGraph, a: int, last: Instr, item: PtxInstr
             ) -> tuple[str, tuple[int | None, int | None]] | None:
    """Block ``a`` ending in a guarded branch (``last``, the PTX's ``item``)
    with both ways meeting at one join: ``(predicate, (taken way's block,
    fall-through way's block))``, a way None where it is the edge into the
    join itself. Predecessors are those some path reaches; the entry block
    runs first with no edge into it, so it is never a way or the join."""
    succs, preds = g.succs, g.preds
    if item.opcode.split(".")[0] != "bra" or item.guard is None or len(last.uses) != 1 \
            or len(succs[a]) != 2:
        return None
    taken, fall = succs[a]
    for join in (taken, fall, *_only_succ(g, taken), *_only_succ(g, fall)):
        ways = (None if taken == join else taken, None if fall == join else fall)
        ends = {a if w is None else w for w in ways}
        if all(w is None or (w != 0 and set(preds[w]) == {a} and _only_succ(g, w) == [join])
               for w in ways) and ways[0] != ways[1] and join != 0 \
                and set(preds[join]) == ends:
            return last.uses[0], ways
    return None


def _only_succ(g: BlockGraph, b: int) -> list[int]:
    return list(g.succs[b]) if len(g.succs[b]) == 1 else []
