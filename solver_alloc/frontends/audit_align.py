"""Aligning a block before allocation with the same block after it (LLVM's
post-RA MIR): which instructions are the same (or a memory form of one), which
LLVM removed and which it inserted (:func:`align_block`), for
:func:`~solver_alloc.frontends.audit.audit_llvm`."""

from __future__ import annotations

from collections.abc import Mapping
from difflib import SequenceMatcher
from typing import Any

from solver_alloc.frontends.audit_operands import Site
from solver_alloc.frontends.mir_parse import (
    DEBUG_OPCODES,
    MirBlock,
    MirInstr,
    Operand,
    OperandKind,
)

Audit = Any
"""The audit's state (:class:`~solver_alloc.frontends.audit._Audit`, which
imports this module): its holder, slots, ops and events."""


def _code(block: MirBlock) -> list[tuple[int, MirInstr]]:
    return [(j, i) for j, i in enumerate(block.instrs) if i.opcode not in DEBUG_OPCODES]


def _key(ins: MirInstr, slots: frozenset[str] = frozenset(),
         unfold: Mapping[str, str] | None = None) -> tuple[str, ...]:
    """What aligns an instruction across allocation: its opcode and the physical
    registers the code itself names (after allocation, those not ``renamable``).
    Spill-slot accesses (``slots``) are inserted code and align with nothing,
    but for a memory form that ``unfold`` maps back to its register form (a
    read folded into the instruction), which aligns as that form."""
    opcode = ins.opcode
    if any(spill_slot(ins, kind, slots) is not None for kind in ("store", "load")):
        if unfold is None or opcode not in unfold or spill_slot(ins, "store", slots):
            return ("<spill code>", ins.text)
        opcode = unfold[opcode]
    return (opcode, *(o.name for o in explicit_operands(ins)
                          if o.kind is OperandKind.PHYS and not o.renamable))


def explicit_operands(ins: MirInstr) -> list[Operand]:
    return [o for o in ins.operands if o.kind is not OperandKind.REGMASK
            and not o.implicit]


def spill_slot(ins: MirInstr, kind: str, slots: frozenset[str]) -> str | None:
    """``N`` when ``ins`` is a ``kind`` ("store"/"load") of spill slot ``%stack.N``."""
    memo = ins.text.partition(" :: ")[2]
    marker = " into %stack." if kind == "store" else " from %stack."
    if f"({kind} " not in memo or marker not in memo:
        return None
    n = memo.partition(marker)[2].split(")")[0].split(",")[0]
    return n if n in slots else None


def _same_or_folded(a: Audit, pre: MirInstr, post: MirInstr) -> bool:
    """``post`` is ``pre`` after allocation: the same opcode, or a memory form
    of it (``[llvm.fold]``: a read folded into the instruction)."""
    return pre.opcode == post.opcode or any(
        m == post.opcode for _, m in a.names.folds.get(pre.opcode, ()))


def _reload_source_first(a: Audit, b_pre: MirBlock, b_post: MirBlock, j: int,
                         pre: MirInstr, post: list[tuple[int, MirInstr]], done: set[int]
                         ) -> None:
    """A removed copy whose source is in no register: LLVM reloaded the source
    straight into the copy's register (a copy folded into a load). That reload,
    among the inserted instructions, is taken first, just before the copy."""
    values = a.mmap.operands[b_pre.number, j]
    if pre.opcode != "COPY" or len(values) != 2 or values[1] in a.holder.values():
        return
    for k, q in post:
        n = spill_slot(q, "load", a.post_slots)
        if k not in done and n is not None and a.slots.get(n) == values[1]:
            a.inserted(b_pre, q, a.mmap.first[b_pre.number, j],
                       Site(b_post.name, k, q.opcode))
            done.add(k)
            return


def align_block(a: Audit, b_pre: MirBlock, b_post: MirBlock, end: int) -> None:
    """Align one block; ``end`` is its end in the kernel (for trailing code)."""
    pre, post = _code(b_pre), _code(b_post)
    unfold = {m: op for op, forms in a.names.folds.items() for _, m in forms}
    sm = SequenceMatcher(None, [_key(i) for _, i in pre],
                         [_key(i, a.post_slots, unfold) for _, i in post], autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal" or (tag == "replace" and i2 - i1 == j2 - j1 and all(
                _same_or_folded(a, p, q) for (_, p), (_, q)
                in zip(pre[i1:i2], post[j1:j2], strict=True))):
            for (j, _), (k, q) in zip(pre[i1:i2], post[j1:j2], strict=True):
                a.matched(b_pre, j, q, Site(b_post.name, k, q.opcode))
            continue
        done: set[int] = set()
        if tag in ("delete", "replace"):
            for j, p in pre[i1:i2]:
                _reload_source_first(a, b_pre, b_post, j, p, post[j1:j2], done)
                a.coalesced(b_pre, j, p)
        if tag in ("insert", "replace"):
            before = a.mmap.first[b_pre.number, pre[i2][0]] if i2 < len(pre) else end
            for k, q in post[j1:j2]:
                if k not in done:
                    a.inserted(b_pre, q, before, Site(b_post.name, k, q.opcode))
