"""Memory forms: a register operand an instruction may read from a spill slot
instead (x86's ``CMP64rr %a, %b`` as ``CMP64rm %a, %stack.0, 1, $noreg, 0,
$noreg``).

The target's ``[llvm.fold]`` table maps an opcode to its foldable explicit
operands: ``CMP64rr = [[1, "CMP64rm"], [0, "CMP64mr"]]`` (operand index, counted
over the explicit operands with the defs first as LLVM numbers them, and the
opcode that reads that operand from memory). The frontend marks a use foldable
(:attr:`~solver_alloc.ir.Instr.foldable`) where the table names its operand,
the operand is a whole virtual register (no sub-register) that the instruction
names once and does not write; the writer replaces it with the slot's address
and renames the opcode (:func:`folded_line`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from solver_alloc.errors import TargetError
from solver_alloc.frontends.mir_parse import _split_top
from solver_alloc.targets import Target

FoldTable = Mapping[str, tuple[tuple[int, str], ...]]
"""Opcode -> (explicit operand index, memory opcode) pairs."""

_PLAIN_VREG = re.compile(r"(?:(?:killed|renamable) )*%(\d+)(?::\w+)?")
_ANY_VREG = re.compile(r"%(\d+)\b")
ADDRESS = "{slot}, 1, $noreg, 0, $noreg"
"""x86's memory operand of a frame slot: base, scale, index, displacement, segment."""


def fold_table(target: Target) -> FoldTable:
    """The checked ``[llvm.fold]`` table of ``target`` (empty when it has none)."""
    raw: Any = (target.llvm or {}).get("fold", {})
    where = f"{target.source}: llvm.fold"
    if not isinstance(raw, dict):
        raise TargetError(f"{where}: expected a table")
    out: dict[str, tuple[tuple[int, str], ...]] = {}
    for opcode, forms in raw.items():
        if not isinstance(forms, list) or not forms or not all(
                isinstance(f, list) and len(f) == 2 and isinstance(f[0], int)
                and not isinstance(f[0], bool) and f[0] >= 0 and isinstance(f[1], str)
                and f[1] for f in forms):
            raise TargetError(f"{where}.{opcode}: expected [[operand index, memory "
                              "opcode], ...]")
        out[opcode] = tuple((int(k), str(m)) for k, m in forms)
    return out


def _parts(line: str) -> tuple[list[str], str, list[str], str]:
    """``(def tokens, opcode head, use tokens, " :: ..." tail)`` of a MIR line."""
    code, sep, mem = line.partition(" :: ")
    halves = _split_top(code, " = ")
    lhs, rhs = (halves[0], " = ".join(halves[1:])) if len(halves) > 1 else ("", code)
    defs = [t.strip() for t in _split_top(lhs, ",") if t.strip()]
    chunks = [c.strip() for c in _split_top(rhs.strip(), ",")]
    words = chunks[0].split()
    at = next((j for j, w in enumerate(words) if w[:1].isupper()), 0)
    head = " ".join(words[:at + 1])
    first = " ".join(words[at + 1:])
    uses = ([first] if first else []) + chunks[1:]
    return defs, head, uses, sep + mem


def foldable_operands(line: str, opcode: str, table: FoldTable) -> dict[str, tuple[int, str]]:
    """``%N`` -> (operand index, memory opcode) for each operand of ``line`` that
    may be read from memory."""
    forms = table.get(opcode)
    if not forms:
        return {}
    defs, _, uses, _ = _parts(line)
    explicit = defs + uses
    named = _ANY_VREG.findall(line.partition(" :: ")[0])
    out: dict[str, tuple[int, str]] = {}
    for k, memory in forms:
        if k < len(defs) or k >= len(explicit):
            continue
        m = _PLAIN_VREG.fullmatch(explicit[k])
        if m is not None and named.count(m.group(1)) == 1:
            out.setdefault(f"%{m.group(1)}", (k, memory))
    return out


def folded_line(line: str, opcode: str, value: str, slot: str, table: FoldTable) -> str:
    """``line`` with ``value``'s operand read from ``slot`` (``%stack.N``); a
    KeyError when the table has no such form (the frontend marked none)."""
    k, memory = foldable_operands(line, opcode, table)[value]
    defs, head, uses, tail = _parts(line)
    uses[k - len(defs)] = ADDRESS.format(slot=slot)
    head = head[:len(head) - len(opcode)] + memory
    rhs = head + (" " + ", ".join(uses) if uses else "")
    return (", ".join(defs) + " = " + rhs if defs else rhs) + tail
