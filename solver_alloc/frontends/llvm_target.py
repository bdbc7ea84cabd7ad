"""A target's ``[llvm]`` table, checked: how LLVM names its classes and registers.

``[llvm.classes]`` maps an LLVM register class to a class of the target
(``"vgpr:2"`` for a tuple of width 2); ``[llvm.registers]`` lists, per register
of the target, LLVM's names for it and its parts (one allocation unit);
``[llvm.numbered]`` maps a numbered family of LLVM names to the register its
number 0 is (``vgpr = "v0"``: ``$vgpr7`` is ``v7``; ``agpr = "v256"``), and a name
joined by ``_`` from consecutive registers of one class is a tuple
(``$vgpr4_vgpr5``); ``[llvm.regmasks]`` lists the registers a call with that
regmask preserves; ``state`` lists the physical registers that hold machine state
allocation does not track (x86's ``eflags``): an instruction that reads one
computes a different value elsewhere, so it is never rematerialised.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from solver_alloc.errors import TargetError
from solver_alloc.frontends.mir_fold import FoldTable, fold_table
from solver_alloc.targets import Target

__all__ = ["LlvmNames", "llvm_names"]


@dataclass(frozen=True, slots=True)
class LlvmNames:
    """LLVM's names on one target."""

    classes: dict[str, tuple[str, int]]
    """LLVM class -> (class here, width)."""
    registers: dict[str, str]
    """LLVM physical register name (no ``$``) -> register here."""
    regmasks: dict[str, frozenset[str]]
    """Regmask -> registers here a call preserves."""
    units: tuple[str, ...]
    """Every register here that LLVM names and the target may allocate: what a
    call clobbers unless its regmask preserves it."""
    numbered: dict[str, tuple[str, int]]
    """LLVM name family -> (class here, index of its number 0)."""
    target: Target
    allocatable: frozenset[str]
    state: frozenset[str] = frozenset()
    """LLVM names (no ``$``) of the registers that hold untracked machine state:
    reading one makes an instruction's result depend on where it runs."""
    terminators: frozenset[str] = frozenset()
    """Opcodes that end a block (``[llvm] terminators``)."""
    flag_free_remat: frozenset[str] = frozenset()
    """Opcodes that write untracked state but have a form that does not
    (``[llvm.emit.remat]``: x86's ``MOV32r0`` as ``MOV32ri 0``): rematerialisable."""
    same_value_tied: bool = False
    """``tied = "same-value"``: an explicit use of the value an explicit def
    writes is tied to it (x86: the MIR printer leaves implied ties out)."""
    subsets: dict[str, str] = field(default_factory=dict)
    """LLVM sub-class (``gr64_norex``) -> the subset of its class here that
    holds the same registers (``"gpr/norex"`` in ``[llvm.classes]``)."""
    folds: FoldTable = field(default_factory=dict)
    """``[llvm.fold]``: opcode -> the explicit operands it may read from memory
    (:mod:`~solver_alloc.frontends.mir_fold`)."""
    confining: tuple[str, ...] = ()
    """``[llvm] confining``: the opcodes (``*_NOREX``: by suffix) and sub-register
    indices whose operands need a sub-class's registers. A sub-class value is
    confined to its subset at those references; one that none reaches, at
    every reference."""

    def confines(self, opcode: str, subreg: str | None) -> bool:
        """Whether an operand of ``opcode`` (read through ``subreg``) needs its
        sub-class's registers."""
        return any(opcode == c or subreg == c or
                   (c.startswith("*") and opcode.endswith(c[1:])) for c in self.confining)

    def lookup(self, llvm: str) -> tuple[str, ...] | None:
        """The registers here an LLVM physical register (no ``$``) covers, in
        order (several for a tuple); None if allocation leaves it alone."""
        regs = self._one(llvm)
        if regs is None and "_" in llvm:
            parts = [self._one(p) for p in llvm.split("_")]
            if all(p is not None for p in parts):
                regs = tuple(r for p in parts if p is not None for r in p)
                idx = [self.target.parse_register(r) for r in regs]
                first = idx[0]
                if first is None or any(i != (first[0], first[1] + k)
                                        for k, i in enumerate(idx)):
                    return None
        if regs is None or any(r not in self.allocatable for r in regs):
            return None
        return regs

    def _one(self, llvm: str) -> tuple[str, ...] | None:
        if llvm in self.registers:
            return (self.registers[llvm],)
        family = llvm.rstrip("0123456789")
        if family in self.numbered and llvm[len(family):].isdigit():
            cname, base = self.numbered[family]
            cls = self.target.classes[cname]
            i = base + int(llvm[len(family):])
            return (cls.register(i),) if i < cls.count else None
        return None


def llvm_names(target: Target) -> LlvmNames:
    """The checked ``[llvm]`` table of ``target``; TargetError naming the field."""
    raw = target.llvm
    where = f"{target.source}: llvm"
    if not raw:
        raise TargetError(f"{where}: target {target.name!r} has no [llvm] table, so "
                          "LLVM MIR cannot be read for it")
    mapped = {k: _class(target, f"{where}.classes.{k}", v)
              for k, v in _table(raw, "classes", where).items()}
    classes = {k: (c, w) for k, (c, w, _) in mapped.items()}
    subsets = {k: s for k, (_, _, s) in mapped.items() if s is not None}
    registers: dict[str, str] = {}
    for reg, names in _table(raw, "registers", where).items():
        _register(target, f"{where}.registers.{reg}", reg)
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise TargetError(f"{where}.registers.{reg}: expected a list of names")
        for n in names:
            if n in registers:
                raise TargetError(f"{where}.registers.{reg}: {n!r} also names "
                                  f"{registers[n]}")
            registers[n] = reg
    masks = {}
    for mask, kept in _table(raw, "regmasks", where).items():
        if not isinstance(kept, list):
            raise TargetError(f"{where}.regmasks.{mask}: expected a list of registers")
        for reg in kept:
            _register(target, f"{where}.regmasks.{mask}", reg)
        masks[mask] = frozenset(kept)
    numbered = {}
    for family, first in _table(raw, "numbered", where).items():
        _register(target, f"{where}.numbered.{family}", first)
        parsed = target.parse_register(first)
        assert parsed is not None
        numbered[family] = parsed
    units = tuple(sorted(set(registers.values()) - _reserved(target)))
    state = raw.get("state", [])
    if not isinstance(state, list) or not all(isinstance(s, str) for s in state):
        raise TargetError(f"{where}.state: expected a list of LLVM register names")
    if clash := sorted(set(state) & set(registers)):
        raise TargetError(f"{where}.state: {clash[0]!r} is a register allocation "
                          "assigns ([llvm.registers]), not untracked state")
    terms, remat, same_value = _instruction_rules(raw, where)
    return LlvmNames(classes, registers, masks, units, numbered, target,
                     _allocatable(target), frozenset(state), terms, remat, same_value,
                     subsets, fold_table(target), _str_list(raw, "confining", where))


def _instruction_rules(raw: Any, where: str
                       ) -> tuple[frozenset[str], frozenset[str], bool]:
    """``terminators``, the opcodes of ``[llvm.emit.remat]``, and whether ``tied``
    is ``"same-value"``."""
    tied = raw.get("tied", "printed")
    if tied not in ("printed", "same-value"):
        raise TargetError(f"{where}.tied: expected \"printed\" (only the ties MIR "
                          f"prints) or \"same-value\", got {tied!r}")
    terms = raw.get("terminators", [])
    if not isinstance(terms, list) or not all(isinstance(t, str) for t in terms):
        raise TargetError(f"{where}.terminators: expected a list of opcodes")
    emit = raw.get("emit", {})
    remat = emit.get("remat", {}) if isinstance(emit, dict) else {}
    if not isinstance(remat, dict):
        raise TargetError(f"{where}.emit.remat: expected a table")
    return frozenset(terms), frozenset(remat), tied == "same-value"


def _str_list(raw: Any, key: str, where: str) -> tuple[str, ...]:
    val = raw.get(key, [])
    if not isinstance(val, list) or not all(isinstance(s, str) and s for s in val):
        raise TargetError(f"{where}.{key}: expected a list of names")
    return tuple(val)


def _table(raw: Any, key: str, where: str) -> dict[str, Any]:
    val = raw.get(key, {})
    if not isinstance(val, dict):
        raise TargetError(f"{where}.{key}: expected a table")
    return val


def _class(target: Target, where: str, val: Any) -> tuple[str, int, str | None]:
    """``"class[:width][/subset]"`` -> (class, width, subset or None)."""
    if not isinstance(val, str):
        raise TargetError(f"{where}: expected \"class\", \"class:width\" or "
                          f"\"class/subset\", got {val!r}")
    spec, slash, subset = val.partition("/")
    name, _, width = spec.partition(":")
    if name not in target.classes:
        raise TargetError(f"{where}: {name!r} is not a class of {target.name!r}")
    w = int(width) if width.isdigit() else 1 if not width else 0
    if w not in target.classes[name].widths:
        raise TargetError(f"{where}: class {name!r} cannot hold width {width!r}")
    if slash and target.classes[name].subset(subset) is None:
        raise TargetError(f"{where}: class {name!r} of {target.name!r} has no subset "
                          f"{subset!r} (its [classes.{name}.subsets])")
    return name, w, subset if slash else None


def _register(target: Target, where: str, reg: str) -> None:
    if target.parse_register(reg) is None:
        raise TargetError(f"{where}: {reg!r} is not a register of {target.name!r}")


def _allocatable(target: Target) -> frozenset[str]:
    return frozenset(c.register(i) for c in target.classes.values()
                     for i in c.allocatable())


def _reserved(target: Target) -> set[str]:
    return {c.register(i) for c in target.classes.values() for i in c.reserved}
