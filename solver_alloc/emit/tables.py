"""A target's ``[llvm.emit]`` table, checked: how an allocation is spelled in MIR.

``[llvm] terminators`` are the opcodes that end a block (inserted code that
belongs at the block's end goes before the first of them); ``names`` maps an LLVM class or
sub-register index to the position of its spelling in a register's list of
names in ``[llvm.registers]``; ``spill`` maps an LLVM class to its store and load
templates and size in bytes; ``remat`` maps an opcode to the form a remat
re-executes it in (``MOV32r0``, which writes EFLAGS, becomes ``MOV32ri 0``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver_alloc.errors import TargetError
from solver_alloc.frontends.mir_fold import FoldTable, fold_table
from solver_alloc.targets import Target

__all__ = ["MirSpelling", "SpillCode", "mir_spelling"]


@dataclass(frozen=True, slots=True)
class SpillCode:
    """The store and load of one LLVM class (``{reg}``, ``{slot}`` to fill in)."""

    store: str
    load: str
    size: int


@dataclass(frozen=True, slots=True)
class MirSpelling:
    terminators: frozenset[str]
    positions: dict[str, int]
    """LLVM class or sub-register index -> position of its name."""
    spill: dict[str, SpillCode]
    remat: dict[str, str]
    names: dict[str, tuple[str, ...]]
    """Register here -> LLVM's names for it (``[llvm.registers]``)."""
    any_register: dict[str, str]
    """LLVM class -> a register of its class here (for an ``undef`` read of a
    value nothing defines: any register will do)."""
    folds: FoldTable
    """``[llvm.fold]``: the memory forms a folded read is written with."""

    def name(self, reg: str, spelled_as: str, where: str) -> str:
        """LLVM's name (with ``$``) of register ``reg`` seen as ``spelled_as``
        (an LLVM class or sub-register index)."""
        pos = self.positions.get(spelled_as)
        names = self.names.get(reg, ())
        if pos is None:
            raise TargetError(f"{where}: [llvm.emit.names] does not say how "
                              f"{spelled_as!r} is spelled")
        if pos >= len(names):
            raise TargetError(f"{where}: register {reg} has no {spelled_as} part "
                              "([llvm.registers])")
        return f"${names[pos]}"


def mir_spelling(target: Target) -> MirSpelling:
    """The checked ``[llvm.emit]`` table of ``target``; TargetError naming the field."""
    where = f"{target.source}: llvm.emit"
    raw = (target.llvm or {}).get("emit")
    if not isinstance(raw, dict):
        raise TargetError(f"{where}: target {target.name!r} has no [llvm.emit] table, "
                          "so an allocation cannot be written back as MIR for it")
    terms = target.llvm.get("terminators", [])
    positions = _table(raw, "names", where)
    for k, v in positions.items():
        if not isinstance(v, int) or v < 0:
            raise TargetError(f"{where}.names.{k}: expected a position (0, 1, ...)")
    spill = {}
    for k, v in _table(raw, "spill", where).items():
        if not (isinstance(v, list) and len(v) == 3 and isinstance(v[0], str)
                and isinstance(v[1], str) and isinstance(v[2], int) and v[2] > 0):
            raise TargetError(f"{where}.spill.{k}: expected [store, load, bytes]")
        spill[k] = SpillCode(v[0], v[1], v[2])
    remat = _table(raw, "remat", where)
    if not all(isinstance(v, str) for v in remat.values()):
        raise TargetError(f"{where}.remat: expected opcode = \"template\"")
    names = {reg: tuple(n) for reg, n in (target.llvm.get("registers") or {}).items()}
    first: dict[str, str] = {}
    for llvm_class, mapped in (target.llvm.get("classes") or {}).items():
        cls = target.classes.get(str(mapped).partition(":")[0].partition("/")[0])
        if cls is not None:
            first[llvm_class] = next((cls.register(i) for i in cls.allocatable()
                                      if cls.register(i) in names), "")
    return MirSpelling(frozenset(terms), dict(positions), spill, dict(remat), names,
                       {k: v for k, v in first.items() if v}, fold_table(target))


def _table(raw: dict[str, Any], key: str, where: str) -> dict[str, Any]:
    val = raw.get(key, {})
    if not isinstance(val, dict):
        raise TargetError(f"{where}.{key}: expected a table")
    return val
