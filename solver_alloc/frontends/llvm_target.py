"""A target's ``[llvm]`` table, checked: how LLVM names its classes and registers.

``[llvm.classes]`` maps an LLVM register class to a class of the target
(``"vgpr:2"`` for a tuple of width 2); ``[llvm.registers]`` lists, per register
of the target, LLVM's names for it and its parts (one allocation unit);
``[llvm.regmasks]`` lists the registers a call with that regmask preserves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from solver_alloc.errors import TargetError
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


def llvm_names(target: Target) -> LlvmNames:
    """The checked ``[llvm]`` table of ``target``; TargetError naming the field."""
    raw = target.llvm
    where = f"{target.source}: llvm"
    if not raw:
        raise TargetError(f"{where}: target {target.name!r} has no [llvm] table, so "
                          "LLVM MIR cannot be read for it")
    classes = {k: _class(target, f"{where}.classes.{k}", v)
               for k, v in _table(raw, "classes", where).items()}
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
    units = tuple(sorted(set(registers.values()) - _reserved(target)))
    return LlvmNames(classes, registers, masks, units)


def _table(raw: Any, key: str, where: str) -> dict[str, Any]:
    val = raw.get(key, {})
    if not isinstance(val, dict):
        raise TargetError(f"{where}.{key}: expected a table")
    return val


def _class(target: Target, where: str, val: Any) -> tuple[str, int]:
    if not isinstance(val, str):
        raise TargetError(f"{where}: expected \"class\" or \"class:width\", got {val!r}")
    name, _, width = val.partition(":")
    if name not in target.classes:
        raise TargetError(f"{where}: {name!r} is not a class of {target.name!r}")
    w = int(width) if width.isdigit() else 1 if not width else 0
    if w not in target.classes[name].widths:
        raise TargetError(f"{where}: class {name!r} cannot hold width {width!r}")
    return name, w


def _register(target: Target, where: str, reg: str) -> None:
    if target.parse_register(reg) is None:
        raise TargetError(f"{where}: {reg!r} is not a register of {target.name!r}")


def _reserved(target: Target) -> set[str]:
    return {c.register(i) for c in target.classes.values() for i in c.reserved}
