"""LLVM MIR functions as kernels (tested with LLVM 14: ``llc-14 -stop-before=greedy``).

How each construct becomes kernel data:

- Blocks ``bb.N`` keep their order and successors; frequencies come from the
  printed branch probabilities (:mod:`.block_freq`).
- A virtual register ``%N`` is the value ``%N`` in the class the target's
  ``[llvm.classes]`` table gives its LLVM class. Sub-register operands name the
  whole value: a sub-register def without ``undef`` also reads the value (the
  other lanes stay live); ``undef`` reads are not reads. Redefinitions (after
  two-address and phi elimination the input is not SSA) stay redefinitions, so
  a tied def and its use are one value, read and written in one register (the
  instruction's ``tied``): a reload before it goes to the value's home.
- A physical register operand the target can allocate is a short value fixed to
  that register: each def of ``$edi`` starts a new value ``$edi@i`` (``i`` the
  kernel instruction), each read reads the latest value in that register unit in
  the block; function live-ins are live-in values ``$rdi`` at the entry. A
  tuple register (``$vgpr0_vgpr1``) is one value of its width fixed at its
  first register.
  Registers the target reserves or does not have (``$rsp``, ``$eflags``) are
  not allocation's concern and are left out.
- A call's regmask clobbers every register named in ``[llvm.registers]`` that
  it does not preserve (explicit defs of the call keep their own values): the
  call defines a dead value ``~r0@i`` fixed to each, so no value may live
  across it there.
- Early-clobber defs are written before the instruction's reads: they become a
  separate instruction just before it, so they cannot share a register with a
  read.
- A virtual register with one def, by an instruction that reads no register and
  no memory and writes no physical register (a constant, an address), is
  rematerialisable at its class's remat cost, for LLVM and for us alike. Reading
  untracked machine state (the target's ``[llvm] state``: x86's ``$eflags``, as
  ``SETCCr`` and ``SETB_C32r`` do) counts as reading a register: recomputed
  elsewhere, the instruction would see other flags.
- An instruction that writes untracked state (``MOV32r0`` writes EFLAGS) is
  rematerialised only if the target's ``[llvm.emit.remat]`` has a form that does
  not (``MOV32ri 0``): recomputed as written, it would clobber flags a later
  instruction reads.
- The trailing branches and returns of a block (``[llvm] terminators``) are
  marked ``terminator``: code inserted at the block's end runs before them.
- ``DBG_*`` instructions are dropped (they do not constrain allocation); ``PHI``
  and bundles are errors, as is a tied use whose def is another register.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver_alloc.analysis.remat_reads import rematerialisable_reading
from solver_alloc.errors import KernelError
from solver_alloc.formats.kernel import kernel_from_dict
from solver_alloc.frontends.block_freq import block_frequencies
from solver_alloc.frontends.functions import every_kernel, kernels_or_errors, named
from solver_alloc.frontends.llvm_target import LlvmNames, llvm_names
from solver_alloc.frontends.mir_fold import foldable_operands
from solver_alloc.frontends.mir_parse import (
    DEBUG_OPCODES,
    MirBlock,
    MirError,
    MirFunction,
    MirInstr,
    Operand,
    OperandKind,
    invariant_load,
    read_mir,
)
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target

__all__ = ["MirMap", "load_mir", "mir_kernel", "mir_kernel_mapped", "mir_kernels"]

_NOT_REMAT = ("COPY", "KILL", "INLINEASM", "INLINEASM_BR")


def load_mir(path: str | Path, target: Target, function: str | None = None
             ) -> list[Kernel]:
    """Kernels of the functions of an LLVM MIR file (only ``function`` if named);
    the first function that cannot be read raises its :class:`MirError`."""
    return every_kernel(mir_kernels(path, target, function))


def mir_kernels(path: str | Path, target: Target, function: str | None = None
                ) -> list[Kernel | MirError]:
    """Each function's kernel, or the error that says why it cannot be read."""
    funcs = named(read_mir(path), function, path, MirError)
    names = llvm_names(target)
    return kernels_or_errors(funcs, lambda f: mir_kernel(f, target, names), MirError)


def mir_kernel(func: MirFunction, target: Target, names: LlvmNames) -> Kernel:
    """One MIR function as a kernel (validated like any kernel file)."""
    return mir_kernel_mapped(func, target, names)[0]


@dataclass(frozen=True, slots=True)
class MirMap:
    """Where each MIR instruction went in the kernel (for :mod:`.audit`)."""

    first: dict[tuple[int, int], int]
    """(block number, instruction) -> its first kernel instruction."""
    operands: dict[tuple[int, int], tuple[str | None, ...]]
    """(block number, instruction) -> the value of each explicit register operand,
    in order (None: a register allocation leaves alone)."""
    starts: dict[int, int]
    """Block number -> its first kernel instruction."""


def mir_kernel_mapped(func: MirFunction, target: Target, names: LlvmNames
                      ) -> tuple[Kernel, MirMap]:
    """:func:`mir_kernel`, and where each MIR instruction and operand went."""
    b = _Builder(func, target, names)
    index = {blk.number: k for k, blk in enumerate(func.blocks)}
    for blk in func.blocks:
        for s, _ in blk.succs:
            if s not in index:
                raise MirError(f"{func.where(blk)}: successor bb.{s} is not a block")
    try:
        freqs = block_frequencies([[(index[s], q) for s, q in blk.succs]
                                   for blk in func.blocks])
    except ValueError as e:
        raise MirError(f"{func.where()}: {e}") from None
    blocks = []
    for k, blk in enumerate(func.blocks):
        b.held = {}
        if k == 0:
            b.enter()
        start = len(b.instrs)
        b.starts[blk.number] = start
        for j, ins in enumerate(blk.instrs):
            b.first[blk.number, j] = len(b.instrs)
            b.instr(blk, j, ins)
        _mark_terminators(b.instrs[start:], names)
        blocks.append({"name": blk.name, "freq": freqs[k], "instrs": b.instrs[start:],
                       "succs": [f"bb.{s}" for s, _ in blk.succs]})
    return _built(func, b, blocks), MirMap(b.first, b.operand_values, b.starts)


def _built(func: MirFunction, b: _Builder, blocks: list[dict[str, Any]]) -> Kernel:
    """The kernel of the blocks: values rematerialisable from nothing marked
    at once; those whose remat reads values only where
    :func:`~solver_alloc.frontends.remat_reads.rematerialisable_reading` allows
    it (which needs the kernel's liveness: the kernel is then built again)."""
    for v, ok in b.remat.items():
        if ok and v not in b.remat_from:
            b.values[v]["remat_cost"] = b.remat_price(v)
    raw = {"name": func.name, "blocks": blocks, "live_in": b.live_in,
           "values": b.values}
    try:
        kernel = kernel_from_dict(raw, func.where())
        reads = {v: us for v, us in b.remat_from.items() if b.remat.get(v)}
        if not reads:
            return kernel
        for v, us in rematerialisable_reading(kernel, reads).items():
            b.values[v] |= {"remat_cost": b.remat_price(v), "remat_from": list(us)}
        return kernel_from_dict(raw, func.where())
    except KernelError as e:
        raise MirError(str(e)) from None


def _mark_terminators(instrs: list[dict[str, Any]], names: LlvmNames) -> None:
    """Mark a block's trailing run of branches and returns."""
    for ins in reversed(instrs):
        if ins["op"] not in names.terminators:
            break
        ins["terminator"] = True


@dataclass
class _Builder:
    func: MirFunction
    target: Target
    names: LlvmNames
    values: dict[str, dict[str, Any]] = field(default_factory=dict)
    live_in: list[str] = field(default_factory=list)
    instrs: list[dict[str, Any]] = field(default_factory=list)
    held: dict[str, str] = field(default_factory=dict)
    """Register here -> the physical-register value now in it (this block)."""
    remat: dict[str, bool] = field(default_factory=dict)
    """Virtual register -> whether it has one def, by an instruction that reads
    no memory (or memory nothing writes), whose register reads are values of its
    class (:attr:`remat_from`)."""
    remat_from: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Virtual register -> the values its def reads (its remat reads them too)."""
    remat_loads: set[str] = field(default_factory=set)
    """Virtual registers whose def is a load (of memory nothing writes): a remat
    of one is a load, priced as its class's load."""
    first: dict[tuple[int, int], int] = field(default_factory=dict)
    starts: dict[int, int] = field(default_factory=dict)
    operand_values: dict[tuple[int, int], tuple[str | None, ...]] = field(
        default_factory=dict)

    def fail(self, block: MirBlock, k: int, msg: str) -> MirError:
        return MirError(f"{self.func.where(block, k)}: {msg}")

    def enter(self) -> None:
        """Function live-ins: values fixed to their registers at the entry."""
        for reg in self.func.liveins:
            regs = self.names.lookup(reg)
            if regs is not None and not any(u in self.held for u in regs):
                v = self.fixed(f"${reg}", regs)
                self.held.update(dict.fromkeys(regs, v))
                self.live_in.append(v)

    def fixed(self, name: str, regs: tuple[str, ...]) -> str:
        parsed = self.target.parse_register(regs[0])
        assert parsed is not None  # llvm_names checked every register
        self.values[name] = {"class": parsed[0], "fixed": regs[0]} | (
            {"width": len(regs)} if len(regs) > 1 else {})
        return name

    def vreg(self, block: MirBlock, k: int, op: Operand) -> str:
        if op.name not in self.values:
            llvm_class = self.func.vreg_class.get(op.name) or op.regclass
            mapped = self.names.classes.get(llvm_class or "")
            if mapped is None:
                raise self.fail(block, k, f"{op.name} has LLVM class {llvm_class!r}, "
                                "which the target's [llvm.classes] does not map")
            cls, width = mapped
            subset = self.names.subsets.get(llvm_class or "")
            self.values[op.name] = {"class": cls} | ({"width": width} if width > 1
                                                     else {}) | (
                {"subset": subset} if subset else {})
        return op.name

    def instr(self, block: MirBlock, k: int, ins: MirInstr) -> None:
        """Append ``ins`` (and, before it, its early-clobber defs)."""
        if ins.opcode in DEBUG_OPCODES:
            return
        if ins.opcode in ("PHI", "G_PHI"):
            raise self.fail(block, k, "PHI: the input must come after phi elimination "
                            "(llc -stop-before=greedy)")
        uses: list[str] = []
        defs: list[str] = []
        early: list[str] = []
        phys = self.operands(block, k, ins, uses, defs, early)
        tied = [op.name for op in ins.operands if op.kind is OperandKind.VREG
                and op.tied and not op.is_def and op.name not in defs]
        if tied:
            raise self.fail(block, k, f"{tied[0]} is tied to a def of another register "
                            "(MIR before two-address; use llc -stop-before=greedy)")
        i = len(self.instrs) + bool(early or any(e for _, e in phys.values()))
        made = {regs: self.fixed(f"{prefix}@{i}", regs)
                for regs, (prefix, _) in phys.items()}
        early += [made[u] for u, (_, e) in phys.items() if e]
        if early:
            self.instrs.append({"op": f"{ins.opcode}.early-clobber",
                                "defs": list(dict.fromkeys(early))})
        defs += [made[u] for u, (_, e) in phys.items() if not e]
        tied_uses = self.tied_uses(ins)
        confined = list(dict.fromkeys(
            op.name for op in ins.operands if op.kind is OperandKind.VREG
            and "subset" in self.values.get(op.name, {})
            and self.names.confines(ins.opcode, op.subreg)))
        foldable = [v for v in foldable_operands(ins.text, ins.opcode, self.names.folds)
                    if v in uses and v not in defs and v not in tied_uses]
        self.instrs.append({"op": ins.opcode, "uses": list(dict.fromkeys(uses)),
                            "defs": list(dict.fromkeys(defs))}
                           | ({"tied": list(dict.fromkeys(tied_uses))} if tied_uses else {})
                           | ({"foldable": foldable} if foldable else {})
                           | ({"confined": confined} if confined else {})
                           | ({"copy": True} if self.is_copy(ins, uses, defs) else {}))
        vdefs = [o.name for o in ins.operands if o.kind is OperandKind.VREG and o.is_def]
        same_class = all(self.values.get(u, {}).get("class") ==
                         self.values.get(vdefs[0], {}).get("class") and u.startswith("%")
                         for u in uses) if vdefs else False
        for v in vdefs:
            if uses and same_class:
                self.remat_from[v] = tuple(dict.fromkeys(uses))
            if " :: " in ins.text:
                self.remat_loads.add(v)
            self.remat[v] = v not in self.remat and (not uses or same_class) \
                and len(vdefs) == 1 and v not in uses \
                and not made and not early and ins.opcode not in _NOT_REMAT \
                and (" :: " not in ins.text or invariant_load(ins.text, self.func.immutable)) \
                and not self.reads_state(ins) \
                and (not self.writes_state(ins) or ins.opcode in self.names.flag_free_remat)
        self.operand_values[block.number, k] = tuple(
            self.explicit_value(op, made) for op in ins.operands
            if op.kind is not OperandKind.REGMASK and not op.implicit)
        for regs, v in made.items():
            self.held.update(dict.fromkeys(regs, v))

    def operands(self, block: MirBlock, k: int, ins: MirInstr, uses: list[str],
                 defs: list[str], early: list[str]
                 ) -> dict[tuple[str, ...], tuple[str, bool]]:
        """Fill ``uses``, ``defs`` and ``early`` with values; return the physical
        registers written, as registers -> (value name prefix, early-clobber)."""
        phys: dict[tuple[str, ...], tuple[str, bool]] = {}
        for op in ins.operands:
            if op.kind is OperandKind.VREG:
                self.vreg_operand(block, k, op, uses, defs, early)
            elif op.kind is OperandKind.PHYS:
                regs = self.names.lookup(op.name)
                if regs is None:
                    continue  # reserved here, or not a register allocation assigns
                if op.is_def:
                    if not any(set(regs) & set(r) for r in phys):
                        phys[regs] = (f"${op.name}", op.early_clobber)
                elif not op.undef:
                    uses.append(self.read_phys(block, k, op, regs))
        written = {u for regs in phys for u in regs}
        for op in ins.operands:  # after the explicit defs, which keep their names
            if op.kind is OperandKind.REGMASK:
                for unit in self.clobbered(block, k, op):
                    if unit not in written:
                        phys[unit,] = (f"~{unit}", False)
        return phys

    def is_copy(self, ins: MirInstr, uses: list[str], defs: list[str]) -> bool:
        """A ``COPY`` that writes a whole register (no sub-register def) from one
        value of the same class: the def holds the use's bits."""
        if ins.opcode != "COPY" or len(set(uses)) != 1 or len(set(defs)) != 1:
            return False
        if any(op.is_def and op.subreg for op in ins.operands):
            return False
        src, dst = self.values.get(uses[0], {}), self.values.get(defs[0], {})
        return src.get("class") == dst.get("class")

    def remat_price(self, v: str) -> float | bool:
        """``True`` (the class's remat cost), or the class's load cost for a
        value whose def loads (its remat is a load)."""
        if v not in self.remat_loads:
            return True
        return self.target.classes[self.values[v]["class"]].load_cost

    def tied_uses(self, ins: MirInstr) -> list[str]:
        """The instruction's tied uses: printed ``(tied-def N)`` ones; a value a
        sub-register def writes in part (no ``undef``), whose other lanes are read
        from the register the def writes; and on a ``tied = "same-value"`` target
        every explicit use of a value an explicit def writes (a superset of the
        real ties: it may only forbid plans)."""
        vregs = [op for op in ins.operands if op.kind is OperandKind.VREG
                 and not op.implicit]
        written = {op.name for op in vregs if op.is_def} \
            if self.names.same_value_tied else set()
        partial = [op.name for op in vregs if op.is_def and op.subreg and not op.undef]
        return [op.name for op in vregs if not op.is_def and not op.undef
                and (op.tied or op.name in written)] + partial

    def writes_state(self, ins: MirInstr) -> bool:
        """Whether ``ins`` writes untracked machine state (x86's EFLAGS)."""
        return any(op.kind is OperandKind.PHYS and op.is_def and op.name in self.names.state
                   for op in ins.operands)

    def reads_state(self, ins: MirInstr) -> bool:
        """Whether ``ins`` reads untracked machine state (``[llvm] state``)."""
        return any(op.kind is OperandKind.PHYS and not op.is_def and not op.undef
                   and op.name in self.names.state for op in ins.operands)

    def explicit_value(self, op: Operand, made: dict[tuple[str, ...], str]
                       ) -> str | None:
        """The value an explicit register operand names (None if allocation
        leaves it alone); ``held`` is still as the instruction reads it."""
        if op.kind is OperandKind.VREG:
            return None if op.undef and not op.is_def else op.name
        regs = self.names.lookup(op.name)
        if regs is None:
            return None
        return made.get(regs) if op.is_def else self.held.get(regs[0])

    def vreg_operand(self, block: MirBlock, k: int, op: Operand, uses: list[str],
                     defs: list[str], early: list[str]) -> None:
        if op.undef and not op.is_def:
            return  # an undefined read reads nothing
        v = self.vreg(block, k, op)
        if op.is_def:
            (early if op.early_clobber else defs).append(v)
            if op.subreg and not op.undef:  # a partial def keeps the other lanes
                uses.append(v)
        elif not op.undef:
            uses.append(v)

    def read_phys(self, block: MirBlock, k: int, op: Operand,
                  regs: tuple[str, ...]) -> str:
        v = self.held.get(regs[0])
        if v is None:
            raise self.fail(block, k, f"${op.name} is read before any definition in "
                            "this block (physical registers live across blocks are "
                            "not supported, except function live-ins at the entry)")
        if any(self.held.get(u) != v for u in regs):
            raise self.fail(block, k, f"${op.name} is read as one tuple but its "
                            "registers were written separately")
        return v

    def clobbered(self, block: MirBlock, k: int, op: Operand) -> list[str]:
        kept = self.names.regmasks.get(op.name)
        if kept is None:
            raise self.fail(block, k, f"regmask {op.name!r} is not in the target's "
                            "[llvm.regmasks]")
        return [u for u in self.names.units if u not in kept]
