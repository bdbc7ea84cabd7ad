"""An allocation printed over its kernel: each block with its frequency and
successors, its instructions in execution order with the register of every def
and use, and the inserted operations (stores, loads, remats, moves, activation
set loads) where they run.

Instruction lines start with the instruction's global index (what an
:class:`~solver_alloc.result.Operation`'s ``before`` counts); inserted operations
are marked ``+``. A use's register is where the value is when the instruction
runs: its def's register, or where the last load, remat or move on the way put
it. At a block entry the predecessors' locations are merged (the loops to a fixed
point); a use whose value has no agreed register there is shown as ``?`` (the
verifier then reports it).

>>> from solver_alloc import allocate, load_target, kernel_from_dict
>>> k = kernel_from_dict({"name": "k", "instrs": [
...     {"op": "ld", "defs": ["a"]}, {"op": "ld", "defs": ["b"]},
...     {"op": "add", "uses": ["a", "b"], "defs": ["c"]}, {"op": "st", "uses": ["c"]}]})
>>> print(listing(k, allocate(k, load_target("x86-64"))))
block entry (freq 1)
      0  ld a=r0
      1  ld b=r1
      2  add c=r0 <- a=r0, b=r1
      3  st <- c=r0
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from solver_alloc.errors import KernelError
from solver_alloc.ir import Block, Instr, Kernel
from solver_alloc.result import Allocation, Operation, RegisterRef

_Loc = dict[str, str]
MAX_PASSES = 8
"""Passes over the blocks for the entry locations (loops settle in a few)."""


def _reg(ref: RegisterRef | None) -> str:
    if ref is None:
        return "?"
    return ref if isinstance(ref, str) else ":".join(ref)


def ops_by_place(kernel: Kernel, starts: Mapping[str, int], ops: tuple[Operation, ...]
              ) -> dict[tuple[str, int], list[Operation]]:
    """Operations by ``(block, before)``, as the verifier places them (an index
    at a block boundary without ``block`` belongs to the block it starts);
    ``starts``: each block's first global index."""
    out: dict[tuple[str, int], list[Operation]] = {}
    for op in ops:
        name = op.block
        if name is None:
            name = next((b.name for b in kernel.blocks
                         if starts[b.name] <= op.before < starts[b.name] + len(b.instrs)),
                        kernel.blocks[-1].name)
        out.setdefault((name, op.before), []).append(op)
    return out


def _orders(kernel: Kernel, order: tuple[int, ...] | None) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    block_of: dict[int, str] = {}
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        out[b.name] = list(range(start, start + len(b.instrs)))
        block_of.update(dict.fromkeys(out[b.name], b.name))
    if order is not None and sorted(order) == list(range(kernel.n_instrs)):
        out = {b.name: [i for i in order if block_of[i] == b.name] for b in kernel.blocks}
    return out


def _apply(loc: _Loc, op: Operation) -> None:
    if op.value is None:
        return
    if op.op in ("load", "remat") and op.reg is not None:
        loc[op.value] = _reg(op.reg)
    elif op.op == "move" and op.dst is not None:
        loc[op.value] = _reg(op.dst)


class _Walk:
    """The locations of values through the kernel (no checking: the verifier's)."""

    def __init__(self, kernel: Kernel, alloc: Allocation) -> None:
        self.k, self.a = kernel, alloc
        self.starts = dict(zip((b.name for b in kernel.blocks), kernel.block_starts(),
                               strict=True))
        self.ops = ops_by_place(kernel, self.starts, alloc.operations)
        self.orders = _orders(kernel, alloc.order)

    def steps(self, b: Block, loc: _Loc) -> Iterator[tuple[int | None, object]]:
        """``(index, instruction)`` or ``(None, operation)`` in execution order,
        updating ``loc``; an instruction is yielded before its defs are written."""
        start = self.starts[b.name]
        for i in self.orders[b.name]:
            for op in self.ops.get((b.name, i), ()):
                yield None, op
                _apply(loc, op)
            ins = b.instrs[i - start]
            yield i, ins
            for v in ins.defs:
                loc[v] = _reg(self.a.assignment.get(v))
        for op in self.ops.get((b.name, start + len(b.instrs)), ()):
            yield None, op
            _apply(loc, op)

    def entries(self) -> dict[str, _Loc]:
        """Each block's entry locations: the kernel entry's live-ins in their
        registers, elsewhere what every predecessor seen agrees on."""
        preds: dict[str, list[str]] = {b.name: [] for b in self.k.blocks}
        for b in self.k.blocks:
            for s in b.succs:
                preds.setdefault(s, []).append(b.name)
        first = self.k.blocks[0].name
        live_in = {v: _reg(self.a.assignment[v]) for v in self.k.live_in
                   if v in self.a.assignment}
        exits: dict[str, _Loc] = {}
        entries: dict[str, _Loc] = {}
        for _ in range(MAX_PASSES):
            changed = False
            for b in self.k.blocks:
                seen = [exits[p] for p in preds[b.name] if p in exits]
                if b.name == first:
                    seen.insert(0, live_in)
                entry = _agree(seen)
                loc = dict(entry)
                for _step in self.steps(b, loc):
                    pass
                changed |= exits.get(b.name) != loc
                entries[b.name], exits[b.name] = entry, loc
            if not changed:
                break
        return entries


def _agree(locs: list[_Loc]) -> _Loc:
    if not locs:
        return {}
    out = dict(locs[0])
    for other in locs[1:]:
        for v, r in list(out.items()):
            if other.get(v) != r:
                del out[v]
    return out


def _op_line(op: Operation) -> str:
    v = op.value
    if op.op == "store":
        return f"+ store {v} {_reg(op.reg)} -> memory"
    if op.op == "load":
        return f"+ load {v} memory -> {_reg(op.reg)}"
    if op.op == "remat":
        return f"+ remat {v} -> {_reg(op.reg)}"
    if op.op == "move":
        return f"+ move {v} {_reg(op.src)} -> {_reg(op.dst)}"
    if op.op == "load_act_set":
        return f"+ load_act_set {op.set}"
    if op.op == "fold":
        return f"+ fold {v}: the next instruction reads it from memory"
    return f"+ {op.op} {v}"


def _pairs(names: tuple[str, ...], regs: Mapping[str, str]) -> str:
    return ", ".join(f"{v}={regs.get(v, '?')}" for v in names)


def listing(kernel: Kernel, alloc: Allocation) -> str:
    """``alloc`` over ``kernel``, block by block (see the module's description);
    operations that name no block of the kernel are listed after the blocks.

    Raises
    ------
    KernelError
        ``kernel`` is not a :class:`~solver_alloc.ir.Kernel`.
    """
    if not isinstance(kernel, Kernel):
        raise KernelError(f"listing: expected the Kernel the allocation is of, got "
                          f"{type(kernel).__name__}")
    walk = _Walk(kernel, alloc)
    entries = walk.entries() if alloc.is_feasible else {}
    lines: list[str] = []
    for b in kernel.blocks:
        succ = f" -> {', '.join(b.succs)}" if b.succs else ""
        lines.append(f"block {b.name} (freq {b.freq:g}){succ}")
        loc = dict(entries.get(b.name, {}))
        for i, item in walk.steps(b, loc):
            if i is None:
                assert isinstance(item, Operation)
                lines.append(f"         {_op_line(item)}")
                continue
            ins = item
            assert isinstance(ins, Instr)
            defs = {v: _reg(alloc.assignment.get(v)) for v in ins.defs}
            text = f"{i:>7}  {ins.op}"
            if ins.act is not None:
                text += f" [act {ins.act}]"
            if ins.defs:
                text += " " + _pairs(ins.defs, defs)
            if ins.uses:
                text += " <- " + _pairs(tuple(dict.fromkeys(ins.uses)), loc)
            lines.append(text)
    stray = [op for (name, _), ops in walk.ops.items() if name not in walk.starts
             for op in ops]
    if stray:
        lines.append("outside every block:")
        lines += [f"  before={op.before} block={op.block!r} {_op_line(op)}" for op in stray]
    return "\n".join(lines)


__all__ = ["listing", "ops_by_place"]
