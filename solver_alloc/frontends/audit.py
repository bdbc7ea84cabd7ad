"""LLVM's own allocation of a function, as an allocation of our kernel of it.

``PRE`` is the function before allocation (``llc -stop-before=greedy``), ``POST``
the same function after it (``llc -stop-after=virtregrewriter``). Per block, the
two instruction lists are aligned on their opcodes (:class:`difflib.SequenceMatcher`):

- a matched pair gives, operand by operand, the register LLVM gave each value
  (a value's defs must all write one register: that is its assignment here);
- a ``COPY`` only in PRE was coalesced away: its def shares its source's register;
- an instruction only in POST is inserted code: a store into ``%stack.N`` is a
  store of the value in the stored register, a load from ``%stack.N`` a load of
  the value that slot holds, a ``COPY`` between registers a move, anything else
  that writes a register a remat of the value its next reader expects.

Every inserted operation is placed just before the next matched instruction of
its block (or at the block's end). What cannot be expressed this way (memory
operands folded into an instruction, a value whose defs LLVM put in two
registers) raises :class:`AuditError` with the reason. The allocation is then
checked by the independent verifier, which also prices it under our model.

Our allocation says where values live, not which register each instruction
reads, so :func:`audit_llvm` also checks every use operand of a matched
instruction (explicit, and the fixed registers the pre-RA MIR reads implicitly):
the register it names must hold the value the pre-RA MIR reads there, after
copies, spills, reloads and remats (:mod:`.audit_operands`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from solver_alloc.frontends.audit_align import align_block, explicit_operands, spill_slot
from solver_alloc.frontends.audit_free import free_register
from solver_alloc.frontends.audit_operands import (
    Copy,
    Event,
    Join,
    Load,
    Misread,
    Missing,
    Put,
    Read,
    Remat,
    Site,
    State,
    Store,
    Write,
    first_misread,
    recipe,
    single_def_recipes,
)
from solver_alloc.frontends.llvm_mir import MirMap, mir_kernel_mapped
from solver_alloc.frontends.llvm_target import LlvmNames
from solver_alloc.frontends.mir_parse import (
    MirBlock,
    MirError,
    MirFunction,
    MirInstr,
    Operand,
    OperandKind,
    invariant_load,
)
from solver_alloc.ir import Instr, Kernel
from solver_alloc.result import Allocation, Operation, RegisterRef, Status
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify

__all__ = ["AuditError", "LlvmAudit", "audit_llvm", "llvm_allocation"]


class AuditError(MirError):
    """LLVM's allocation of a function cannot be stated as our allocation."""


@dataclass(frozen=True, slots=True)
class LlvmAudit:
    """LLVM's allocation of a function as ours, and the first operand that reads
    a register not holding its value (None: every operand reads its value)."""

    kernel: Kernel
    allocation: Allocation
    misread: Misread | None


@dataclass
class _Audit:
    func: MirFunction
    target: Target
    names: LlvmNames
    kernel: Kernel
    mmap: MirMap
    post_slots: frozenset[str]
    instrs: list[Instr] = field(default_factory=list)
    """The kernel's instructions in order (``mmap`` indexes them)."""
    assignment: dict[str, str] = field(default_factory=dict)
    ops: list[Operation] = field(default_factory=list)
    holder: dict[str, str] = field(default_factory=dict)
    slots: dict[str, str] = field(default_factory=dict)
    pending: dict[str, int] = field(default_factory=dict)
    """Register -> index in ``ops`` of a remat whose value its reader names."""
    defined_by: dict[str, str] = field(default_factory=dict)
    """Virtual register with one def in the pre-RA MIR -> what that def computes."""
    events: list[Event] = field(default_factory=list)
    """What this block's post-RA code does to registers and slots, and reads."""
    remats: dict[str, int] = field(default_factory=dict)
    """Register -> index in ``events`` of the :class:`Put` of its pending remat."""
    chosen: dict[str, str] = field(default_factory=dict)
    """Value -> the register the audit chose for a def LLVM deleted."""

    def fail(self, block: MirBlock, msg: str) -> AuditError:
        return AuditError(f"{self.func.where(block)}: {msg}")

    def reg(self, op: Operand) -> str | None:
        """The first register here of a physical register operand (None if
        allocation leaves it alone)."""
        regs = self.names.lookup(op.name)
        return None if regs is None else regs[0]

    def units(self, op: Operand) -> tuple[str, ...]:
        """Every register here a physical register operand covers (by identity:
        ``$eax`` and ``$rax`` are one)."""
        return self.names.lookup(op.name) or ()

    def span(self, value: str) -> tuple[str, ...]:
        """The registers ``value`` occupies (its assignment, and the tuple's rest)."""
        return _span(self.kernel, self.target, value, self.assignment[value])

    def place(self, value: str, reg: str) -> None:
        for r in [r for r, v in self.holder.items() if v == value]:
            del self.holder[r]
        self.holder[reg] = value

    def matched(self, block: MirBlock, j: int, post: MirInstr, site: Site) -> None:
        values = list(self.mmap.operands[block.number, j])
        regs = explicit_operands(post)
        if len(values) == len(regs) + 1:
            values = self.folded(block, j, post, values)
        if len(values) != len(regs):
            raise self.fail(block, f"{post.opcode}: LLVM folded a memory operand or "
                            "changed the operands (not expressible as our operations)")
        pairs = [(n, v, o) for n, (v, o) in enumerate(zip(values, regs, strict=True))
                 if v is not None]
        for n, v, o in pairs:  # reads first
            r = self.reg(o)
            if o.is_def or r is None:
                continue
            if r in self.pending:
                k = self.pending.pop(r)
                self.ops[k] = Operation(self.ops[k].before, "remat", value=v, reg=r,
                                        block=self.ops[k].block)
                self.place(v, r)
                put = self.events[at := self.remats.pop(r)]
                assert isinstance(put, Put)
                self.events[at] = Remat(v, put.units, put.recipe,
                                        self.defined_by.get(v), put.site)
            self.events.append(Read(v, self.units(o), o.name, n, site))
        self.implicit_reads(block, j, post, site)
        for _, v, o in pairs:
            r = self.reg(o)
            if not o.is_def or r is None:
                continue
            if self.assignment.setdefault(v, r) != r:
                raise self.fail(block, f"LLVM wrote {v} to {r} here and to "
                                f"{self.assignment[v]} elsewhere (a split at a def)")
            self.place(v, r)
            self.events.append(Write(v, self.span(v)))
        for v in self.fixed_defs(block, j):  # implicit results and clobbers
            self.place(v, self.assignment[v])
            self.events.append(Write(v, self.span(v)))

    def folded(self, block: MirBlock, j: int, post: MirInstr,
               values: list[str | None]) -> list[str | None]:
        """A read LLVM folded into ``post``'s memory operand: recorded as a
        ``fold`` of the slot's value; ``values`` without it (as ``post`` names
        its registers). A folded write (the slot rewritten) is refused."""
        n = spill_slot(post, "load", self.post_slots)
        if n is None or n not in self.slots or spill_slot(post, "store", self.post_slots):
            return values
        v = self.slots[n]
        k = self.mmap.first[block.number, j]
        k += self.instrs[k].op.endswith(".early-clobber")
        if v not in values or v not in self.instrs[k].foldable:
            raise self.fail(block, f"LLVM folded {v} into {post.opcode}, a memory form "
                            "the target's [llvm.fold] does not list")
        self.ops.append(Operation(k, "fold", value=v, block=block.name))
        values.remove(v)
        return values

    def implicit_reads(self, block: MirBlock, j: int, post: MirInstr, site: Site
                       ) -> None:
        """Record the fixed registers the pre-RA instruction ``j`` reads implicitly
        as reads of ``post`` (which must still name them)."""
        k = self.mmap.first[block.number, j]
        here = self.instrs[k + 1] if self.instrs[k].op.endswith(".early-clobber") \
            else self.instrs[k]
        fixed = {d.fixed: v for v in here.uses
                 if (d := self.kernel.values.get(v)) is not None and d.fixed is not None}
        theirs = [(self.units(o), o) for o in post.operands if o.kind is OperandKind.PHYS
                  and o.implicit and not o.is_def]
        for o in block.instrs[j].operands:
            units = self.units(o)
            if o.kind is not OperandKind.PHYS or not o.implicit or o.is_def or o.undef \
                    or not units or units[0] not in fixed:
                continue
            same = next((p for u, p in theirs if u == units), None)
            self.events.append(Missing(o.name, site) if same is None else
                               Read(fixed[units[0]], units, same.name, -1, site, True))

    def fixed_defs(self, block: MirBlock, j: int) -> list[str]:
        """Values fixed to a register that the kernel instructions of MIR
        instruction ``j`` define."""
        k = self.mmap.first[block.number, j]
        here = self.instrs[k: k + 2] if self.instrs[k].op.endswith(".early-clobber") \
            else [self.instrs[k]]
        return [v for i in here for v in i.defs if self.kernel.values.get(v) is not None
                and self.kernel.values[v].fixed is not None]

    def coalesced(self, block: MirBlock, j: int, pre: MirInstr) -> None:
        values = self.mmap.operands[block.number, j]
        if self.dead_remat_def(block, j):
            return
        if pre.opcode not in ("COPY", "KILL") or len(values) != 2 or None in values:
            raise self.fail(block, f"LLVM removed {pre.opcode} (only identity copies "
                            "may go)")
        dst, src = values
        assert dst is not None
        assert src is not None
        r = next((r for r, v in self.holder.items() if v == src), None)
        if r is None:
            raise self.fail(block, f"the source {src} of a removed copy is in no "
                            "register")
        if self.assignment.setdefault(dst, r) != r:
            raise self.fail(block, f"{dst} is a coalesced copy of {src} in {r} but "
                            f"written to {self.assignment[dst]} elsewhere")
        self.place(dst, r)
        self.events.append(Join(dst, src))

    def dead_remat_def(self, block: MirBlock, j: int) -> bool:
        """LLVM deleted the def of a rematerialisable value (it recomputes every
        use): ours still runs it, into a register LLVM's plan leaves free there
        (:func:`~solver_alloc.frontends.audit_free.free_register`)."""
        k = self.mmap.first[block.number, j]
        ins = self.instrs[k]
        if len(ins.defs) != 1 or ins.op.endswith(".early-clobber"):
            return False
        v = ins.defs[0]
        d = self.kernel.values.get(v)
        if d is None or d.remat_cost is None or d.fixed is not None or \
                set(ins.uses) != set(d.remat_from):
            return False
        r = free_register(self.kernel, self.target, self.holder, v, k,
                          self.assignment.get(v))
        if r is None:
            raise self.fail(block, f"LLVM removed the def of {v} (rematerialised at "
                            "its uses), and no register is free there for ours")
        self.assignment[v] = r
        self.chosen[v] = r
        self.place(v, r)
        self.events.append(Write(v, self.span(v)))
        return True

    def inserted(self, block: MirBlock, ins: MirInstr, before: int, site: Site
                 ) -> None:
        where: dict[str, Any] = {"before": before, "block": block.name}
        def_units = [u for o in ins.operands if o.kind is OperandKind.PHYS and o.is_def
                     and (u := self.units(o))]
        use_units = [u for o in ins.operands if o.kind is OperandKind.PHYS
                     and not o.is_def and (u := self.units(o))]
        defs = [u[0] for u in def_units]
        uses = [u[0] for u in use_units]
        if (n := spill_slot(ins, "store", self.post_slots)) is not None and uses:
            v = self.holder.get(uses[-1])
            if v is None:
                raise self.fail(block, f"a spill store of {uses[-1]}, which holds no "
                                "value")
            self.slots[n] = v
            self.ops.append(Operation(op="store", value=v, reg=uses[-1], **where))
            self.events.append(Store(n, use_units[-1]))
        elif (n := spill_slot(ins, "load", self.post_slots)) is not None and defs:
            if n not in self.slots:
                raise self.fail(block, f"a reload of %stack.{n} before any store")
            self.ops.append(Operation(op="load", value=self.slots[n], reg=defs[0],
                                      **where))
            self.place(self.slots[n], defs[0])
            self.events.append(Load(n, def_units[0]))
        elif ins.opcode == "COPY" and len(defs) == 1 and len(uses) == 1:
            v = self.holder.get(uses[0])
            if v is None:
                raise self.fail(block, f"a copy from {uses[0]}, which holds no value")
            self.ops.append(Operation(op="move", value=v, src=uses[0], dst=defs[0],
                                      **where))
            self.place(v, defs[0])
            self.events.append(Copy(use_units[0], def_units[0]))
        elif ins.opcode == "KILL":
            return  # marks lanes dead; no code
        elif len(defs) == 1 and (" :: " not in ins.text
                                 or invariant_load(ins.text, self.func.immutable)):
            self.pending[defs[0]] = len(self.ops)
            self.ops.append(Operation(op="remat", reg=defs[0], **where))
            self.holder.pop(defs[0], None)
            self.remats[defs[0]] = len(self.events)
            self.events.append(Put(def_units[0], recipe(ins), site))
        else:
            raise self.fail(block, f"inserted {ins.opcode} is not a spill, reload, "
                            "copy or remat")


def llvm_allocation(pre: MirFunction, post: MirFunction, target: Target,
                    names: LlvmNames) -> tuple[Kernel, Allocation]:
    """Our kernel of ``pre`` and LLVM's allocation of it (from ``post``), without
    checking which register each operand names (:func:`audit_llvm` does)."""
    audit = audit_llvm(pre, post, target, names)
    return audit.kernel, audit.allocation


def audit_llvm(pre: MirFunction, post: MirFunction, target: Target,
               names: LlvmNames) -> LlvmAudit:
    """Our kernel of ``pre``, LLVM's allocation of it (from ``post``), and the
    first use operand of ``post`` whose register does not hold the value that
    ``pre`` reads there."""
    kernel, mmap = mir_kernel_mapped(pre, target, names)
    a = _Audit(pre, target, names, kernel, mmap, post.spill_slots,
               [i for b in kernel.blocks for i in b.instrs],
               defined_by=single_def_recipes(pre))
    for v, d in kernel.values.items():
        if d.fixed is not None:
            a.assignment[v] = d.fixed
    if [b.number for b in pre.blocks] != [b.number for b in post.blocks]:
        raise AuditError(f"{pre.where()}: the blocks after allocation differ")
    preds: dict[int, list[int]] = {b.number: [] for b in pre.blocks}
    for b in pre.blocks:
        for s, _ in b.succs:
            preds[s].append(b.number)
    exits: dict[int, dict[str, str]] = {}
    events: list[list[Event]] = []
    for n, (b_pre, b_post) in enumerate(zip(pre.blocks, post.blocks, strict=True)):
        a.holder = _entry(a, n, preds[b_pre.number], exits)
        a.events = []
        end = a.mmap.starts[b_pre.number] + len(kernel.blocks[n].instrs)
        align_block(a, b_pre, b_post, end)
        if a.pending:
            raise a.fail(b_pre, f"an inserted def of {next(iter(a.pending))} that no "
                         "instruction of its block reads")
        exits[b_pre.number] = dict(a.holder)
        events.append(a.events)
    missing = [v for v in kernel.values if v not in a.assignment]  # every value
    if missing:
        raise AuditError(f"{pre.where()}: no register found for {missing[0]}")
    index = {b.number: k for k, b in enumerate(pre.blocks)}
    entry: State = {u: frozenset({v}) for v in kernel.live_in for u in a.span(v)}
    misread = first_misread(events, [[index[p] for p in preds[b.number]]
                                     for b in pre.blocks], entry)
    alloc = Allocation(kernel.name, target.name, Status.FEASIBLE,
                       assignment=_tuples(kernel, target, a.assignment),
                       operations=tuple(a.ops),
                       certificate="LLVM's allocation (llc-14 greedy)")
    if a.chosen and not verify(kernel, target, alloc).valid:
        v, r = next(iter(a.chosen.items()))
        raise AuditError(f"{pre.where()}: LLVM removed the def of {v} (rematerialised "
                         f"at its uses); the register ours would write, {r}, is one "
                         "LLVM's plan still uses on some path")
    return LlvmAudit(kernel, alloc, misread)


def _tuples(kernel: Kernel, target: Target, first: dict[str, str]
            ) -> dict[str, RegisterRef]:
    """Registers of each value: its first register, or the tuple from it."""
    out: dict[str, RegisterRef] = {}
    for v, r in first.items():
        regs = _span(kernel, target, v, r)
        out[v] = regs if len(regs) > 1 else r
    return out


def _span(kernel: Kernel, target: Target, value: str, first: str) -> tuple[str, ...]:
    """The registers ``value`` occupies from ``first`` (one, or its tuple's)."""
    d = kernel.values.get(value)
    parsed = target.parse_register(first)
    if d is None or d.width == 1 or parsed is None:
        return (first,)
    cls = target.classes[parsed[0]]
    return tuple(cls.register(parsed[1] + k) for k in range(d.width))


def _entry(a: _Audit, n: int, preds: list[int], exits: dict[int, dict[str, str]]
           ) -> dict[str, str]:
    """Register -> value at the entry of block ``n`` (in order): a predecessor's
    exit, the first one already seen (the entry block starts with the function's
    live-ins)."""
    if n == 0:
        return {a.kernel.values[v].fixed or "": v for v in a.kernel.live_in}
    return next((dict(exits[p]) for p in preds if p in exits), {})
