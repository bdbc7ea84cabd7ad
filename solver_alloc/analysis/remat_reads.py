"""Which values a remat may recompute from registers (LLVM's remat of
``LEA64r %3, ...``, ``ADDI %3, 16``): where the value is live, its operands
must still hold what its def read. With one def of the value, at most one of
each operand (none: a live-in), and the value never live across an operand's
def, every point where the value is live sees the operands its def saw.

A value with several defs that read nothing (constants) may have a remat
that reads the values choosing among them (PTX's ``selp`` of two immediates
by the predicate of the branch that chose: the frontend says which,
:mod:`~solver_alloc.frontends.ptx_select`); the same rule on what it reads
holds."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from msgspec import structs

from solver_alloc.analysis.liveness import live_after
from solver_alloc.ir import Block, Instr, Kernel


def rematerialisable_reading(kernel: Kernel, reads: Mapping[str, tuple[str, ...]]
                             ) -> dict[str, tuple[str, ...]]:
    """The entries of ``reads`` (value -> what its def reads) for which a remat
    reading those values recomputes the value wherever it is live (the kernel
    loader refuses a ``remat_from`` that is not one of them)."""
    defs: dict[str, list[int]] = {}
    computed: set[str] = set()  # values with a def that reads something
    for k, (_, _, ins) in enumerate(kernel.instructions()):
        for v in ins.defs:
            defs.setdefault(v, []).append(k)
            if ins.uses:
                computed.add(v)
    ok = {v: us for v, us in reads.items()
          if v in defs and (len(defs[v]) == 1 or v not in computed) and v not in us
          and all(len(defs.get(u, ())) == 1 or (u not in defs and u in kernel.live_in)
                  for u in us)}
    watch = {k: v for v, us in ok.items() for u in us for k in defs.get(u, ())}
    if not watch:
        return ok
    after = live_after(kernel, set(watch))
    bad = {v for v, us in ok.items() for u in us for k in defs.get(u, ()) if v in after[k]}
    return {v: us for v, us in ok.items() if v not in bad}


def keep_remats_valid(kernel: Kernel) -> Kernel:
    """``kernel`` with the order its remats need (:attr:`~solver_alloc.ir.Instr.after`),
    for a reordering: where a value ``u`` that a remat of ``w`` reads is
    written in a block, every earlier read of ``w`` there stays before that
    write and every later write of ``w`` stays after it. :func:`rematerialisable_reading`
    holds in the given order (``w`` is never live across ``u``'s write); an
    order that moved the write of ``u`` above a read of ``w`` (a value from
    the last trip round a loop), or a constant of a select above its
    predicate, would make ``w`` live across it, and a remat there would read
    the new ``u``. Instructions without an ``id`` get ``#k`` (their global
    index) where an edge names them."""
    readers: dict[str, list[str]] = {}
    for w, d in kernel.values.items():
        for u in d.remat_from:
            readers.setdefault(u, []).append(w)
    if not readers:
        return kernel
    blocks, start = [], 0
    for blk in kernel.blocks:
        edges = _remat_edges(blk.instrs, readers)
        blocks.append(_with_edges(blk, edges, start) if edges else blk)
        start += len(blk.instrs)
    return replace(kernel, blocks=tuple(blocks))


def _remat_edges(instrs: tuple[Instr, ...], readers: Mapping[str, list[str]]
                 ) -> dict[int, set[int]]:
    """Within one block: instruction -> the instructions it must follow
    (:func:`keep_remats_valid`)."""
    read_at: dict[str, list[int]] = {}
    written_at: dict[str, list[int]] = {}
    for j, ins in enumerate(instrs):
        for w in ins.uses:
            read_at.setdefault(w, []).append(j)
        for w in ins.defs:
            written_at.setdefault(w, []).append(j)
    edges: dict[int, set[int]] = {}
    for k, ins in enumerate(instrs):
        for w in (w for u in ins.defs for w in readers.get(u, ())):
            edges.setdefault(k, set()).update(j for j in read_at.get(w, ()) if j < k)
            for j in written_at.get(w, ()):
                if j > k:
                    edges.setdefault(j, set()).add(k)
    return {k: js for k, js in edges.items() if js}


def _with_edges(blk: Block, edges: Mapping[int, set[int]], start: int) -> Block:
    ids = [ins.id or f"#{start + j}" for j, ins in enumerate(blk.instrs)]
    named = {j for js in edges.values() for j in js}
    instrs = []
    for j, ins in enumerate(blk.instrs):
        after = (*ins.after, *(ids[i] for i in sorted(edges.get(j, ()))))
        instrs.append(structs.replace(ins, id=ids[j] if j in named else ins.id,
                                      after=tuple(dict.fromkeys(after))))
    return structs.replace(blk, instrs=tuple(instrs))
