"""The kernel entry as a program point, when the entry block has no instruction.

Liveness lives on instruction points (``2i`` reads, ``2i + 1`` writes), so an
empty entry block has none: two live-ins live on different branches out of it
would share no point, although both arrive at the entry and need two registers
(or one of them memory) there. The allocators therefore solve the kernel with
one instruction that reads and writes nothing in its entry block
(:func:`with_entry_point`): its read point is the kernel entry, where exactly the
values live into the entry block are live. Its plan is then one of the kernel
itself (:func:`without_entry_point`): every instruction index moves down by one,
and code placed before or after the added instruction stays in the entry block.
The two kernels have the same plans at the same costs, so statuses and bounds
carry over unchanged.
"""

from __future__ import annotations

import re
from dataclasses import replace

from solver_alloc.ir import Block, Instr, Kernel
from solver_alloc.result import Allocation, Operation

ENTRY_OP = "%entry"
"""The op name of the added instruction (never shown: it is taken out again)."""

_INSTRUCTION = re.compile(r"\binstruction (\d+)")


def needs_entry_point(kernel: Kernel) -> bool:
    """Whether the entry block is empty while values arrive at the entry."""
    return bool(kernel.blocks) and not kernel.blocks[0].instrs and bool(kernel.live_in)


def with_entry_point(kernel: Kernel) -> Kernel:
    """``kernel`` with one instruction that does nothing in its empty entry block."""
    first = kernel.blocks[0]
    entry = Block(name=first.name, instrs=(Instr(op=ENTRY_OP),), succs=first.succs,
                  freq=first.freq)
    return replace(kernel, blocks=(entry, *kernel.blocks[1:]))


def _blocks_named(kernel: Kernel, ops: tuple[Operation, ...]) -> list[str | None]:
    """The block of each operation of ``kernel``, as the verifier places one with
    no ``block``: the block holding instruction ``before``, else the last block
    at the kernel's end (one pass over the instructions, not one per operation)."""
    holder = [b.name for _, b, _ in kernel.instructions()]
    end = kernel.blocks[-1].name
    return [op.block if op.block is not None else holder[op.before]
            if op.before < len(holder) else end if op.before == len(holder) else None
            for op in ops]


def _renumber(text: str) -> str:
    """Instruction numbers in a message, as the kernel without the added one
    numbers them (the added one is the kernel entry)."""
    def one(m: re.Match[str]) -> str:
        n = int(m.group(1))
        return "the kernel entry" if n == 0 else f"instruction {n - 1}"
    return _INSTRUCTION.sub(one, text)


def without_entry_point(alloc: Allocation, entered: Kernel) -> Allocation:
    """An allocation of :func:`with_entry_point`'s kernel ``entered`` as one of the
    kernel itself: indices down by one, every operation naming its block."""
    named = _blocks_named(entered, alloc.operations)
    ops = tuple(replace(op, before=max(op.before - 1, 0), block=block)
                for op, block in zip(alloc.operations, named, strict=True))
    order = None if alloc.order is None else tuple(i - 1 for i in alloc.order if i)
    return replace(alloc, operations=ops, order=order,
                   explanation=_renumber(alloc.explanation),
                   certificate=_renumber(alloc.certificate))
