"""LLVM MIR text (LLVM 14's ``llc -stop-before=greedy`` / ``-stop-after=...``) into
plain records: functions, blocks, instructions and their register operands.

Only what allocation needs is kept: register operands with their flags, and
regmasks. Immediates, blocks, globals, frame indices and metadata operands are
dropped here (they name no register). Anything this reader cannot classify is a
:class:`MirError` naming the file, function, block and instruction.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

import yaml

from solver_alloc.errors import KernelError
from solver_alloc.formats.json_io import read_text

__all__ = ["DEBUG_OPCODES", "MirBlock", "MirError", "MirFunction", "MirInstr", "Operand",
           "OperandKind", "function_names", "parse_mir", "read_mir"]

DEBUG_OPCODES = frozenset({"DBG_VALUE", "DBG_VALUE_LIST", "DBG_LABEL", "DBG_INSTR_REF",
                           "DBG_PHI"})
"""Debug instructions: no effect on allocation (the frontend drops them)."""

MAX_MIR_BYTES = 256 * 2**20
"""Larger files are refused before reading (memory stays bounded)."""


class MirError(KernelError):
    """An LLVM MIR file this frontend cannot read or represent."""


class OperandKind(Enum):
    VREG = "virtual register"
    PHYS = "physical register"
    REGMASK = "register mask"


@dataclass(frozen=True, slots=True)
class Operand:
    kind: OperandKind
    name: str
    """``%12`` for a virtual register, ``rdi`` for ``$rdi``, ``csr_64``."""
    is_def: bool = False
    subreg: str | None = None
    undef: bool = False
    early_clobber: bool = False
    tied: bool = False
    regclass: str | None = None
    implicit: bool = False
    """An ``implicit``/``implicit-def`` operand (not part of the encoding)."""
    renamable: bool = False
    """After allocation: the register was assigned, not fixed by the code."""


@dataclass(frozen=True, slots=True)
class MirInstr:
    opcode: str
    operands: tuple[Operand, ...]
    text: str


@dataclass(frozen=True, slots=True)
class MirBlock:
    number: int
    succs: tuple[tuple[int, float | None], ...]
    """Successor block numbers with their probabilities (None if not printed)."""
    instrs: tuple[MirInstr, ...]
    ir_block: str | None = None
    """The IR block it came from (``%ir-block.N`` in the header), if printed."""

    @property
    def name(self) -> str:
        return f"bb.{self.number}"


@dataclass(frozen=True, slots=True)
class MirFunction:
    name: str
    vreg_class: dict[str, str]
    """``%12`` -> its LLVM register class."""
    liveins: tuple[str, ...]
    """Physical registers (no ``$``) live into the function."""
    blocks: tuple[MirBlock, ...]
    source: str
    spill_slots: frozenset[str] = frozenset()
    """Ids of the ``stack:`` objects of type ``spill-slot`` (after allocation)."""
    immutable: frozenset[str] = frozenset()
    """Ids of the ``fixedStack:`` objects marked ``isImmutable`` (incoming
    arguments nothing writes: a load of one reads the same value anywhere)."""

    def where(self, block: MirBlock | None = None, k: int | None = None) -> str:
        at = f"{self.source}: function {self.name!r}"
        if block is not None:
            at += f", block {block.name}"
        if block is not None and k is not None:
            at += f", instruction {k} ({block.instrs[k].text[:60]!r})"
        return at


_FLAGS = {"implicit", "implicit-def", "def", "dead", "killed", "undef", "internal",
          "early-clobber", "debug-use", "renamable"}
_VREG = re.compile(r"%(\d+)(?:\.(\w+))?(?::(\w+))?(\(tied-def \d+\))?")
_PHYS = re.compile(r"\$(\w+)(?:\.(\w+))?(\(tied-def \d+\))?")
_NOT_VREG = re.compile(r"%(bb|stack|fixed-stack|ir|ir-block|const|jump-table|subreg)\.")
_BLOCK = re.compile(r"bb\.(\d+)(?:\.([\w.$-]+))?(?:\s*\((.*)\))?:")
_IR_BLOCK = re.compile(r"%ir-block\.([\w.$-]+)")
_SUCC = re.compile(r"%bb\.(\d+)(?:\((0x[0-9a-fA-F]+)\))?")
_COMMENT = re.compile(r"/\*.*?\*/")


_NAME_LINE = re.compile(rb"^name:\s*'?([^'\s]+)'?\s*$", re.MULTILINE)


def function_names(data: bytes) -> list[str]:
    """The names of a MIR file's functions, from its ``name:`` lines, without
    parsing it (a campaign lists them for every file it expands)."""
    return [m.decode() for m in _NAME_LINE.findall(data)]


def read_mir(path: str | Path) -> list[MirFunction]:
    """Every function of an LLVM MIR file."""
    text = read_text(path, MAX_MIR_BYTES, MirError)
    return parse_mir(text, str(path))


def parse_mir(text: str, source: str = "<memory>") -> list[MirFunction]:
    """Every function of MIR ``text`` (YAML documents; the IR module is skipped)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    try:
        docs = list(yaml.load_all(text, Loader=loader))
    except yaml.YAMLError as e:
        first = str(e).splitlines()[0] if str(e) else "malformed YAML"
        raise MirError(f"{source}: not LLVM MIR (YAML): {first}") from None
    funcs = [_function(d, source) for d in docs if isinstance(d, dict)]
    if not funcs:
        raise MirError(f"{source}: no function (a YAML document with 'name' and 'body')")
    return funcs


def _function(doc: dict[str, Any], source: str) -> MirFunction:
    name = doc.get("name")
    body = doc.get("body")
    if not isinstance(name, str) or not isinstance(body, str):
        raise MirError(f"{source}: a document without 'name' and 'body' text")
    classes = {}
    for r in doc.get("registers") or []:
        if isinstance(r, dict) and "id" in r:
            classes[f"%{r['id']}"] = str(r.get("class", ""))
    liveins = tuple(str(r["reg"]).lstrip("$") for r in doc.get("liveins") or []
                    if isinstance(r, dict) and "reg" in r)
    slots = frozenset(str(s["id"]) for s in doc.get("stack") or []
                      if isinstance(s, dict) and s.get("type") == "spill-slot")
    immutable = frozenset(str(s["id"]) for s in doc.get("fixedStack") or []
                          if isinstance(s, dict) and s.get("isImmutable") is True)
    func = MirFunction(name, classes, liveins, (), source)
    return MirFunction(name, classes, liveins, _blocks(func, body), source, slots,
                       immutable)


def _blocks(func: MirFunction, body: str) -> tuple[MirBlock, ...]:
    blocks: list[MirBlock] = []
    ir: str | None = None
    number: int | None = None
    succs: list[tuple[int, float | None]] = []
    instrs: list[MirInstr] = []
    for raw in body.splitlines():
        line = raw.strip()
        if not line or line.startswith(";"):
            continue
        m = _BLOCK.fullmatch(line)
        if m:
            if number is not None:
                blocks.append(MirBlock(number, tuple(succs), tuple(instrs), ir))
            number, succs, instrs = int(m.group(1)), [], []
            ir_m = _IR_BLOCK.search(m.group(3) or "")
            ir = ir_m.group(1) if ir_m else m.group(2)
        elif number is None:
            raise MirError(f"{func.where()}: {line[:60]!r} before the first block")
        elif line.startswith("successors:"):
            succs = [(int(b), int(p, 16) / 2**31 if p else None)
                     for b, p in _SUCC.findall(line)]
        elif line.startswith("liveins:"):
            continue
        elif line.endswith("{") or line == "}":
            raise MirError(f"{func.where()}, block bb.{number}: instruction bundles "
                           "are not supported")
        else:
            instrs.append(_instr(func, number, len(instrs), line))
    if number is not None:
        blocks.append(MirBlock(number, tuple(succs), tuple(instrs), ir))
    if not blocks:
        raise MirError(f"{func.where()}: the body has no block")
    return tuple(blocks)


_INVARIANT = re.compile(r"\(load \(\w+\) from (?:constant-pool|%fixed-stack\.(\d+))"
                        r"(?:, align \d+)?\)")


def invariant_load(text: str, immutable: frozenset[str]) -> bool:
    """Whether the instruction's only memory access is a load of memory nothing
    writes (a constant pool, an immutable incoming argument): it may be
    recomputed anywhere, as LLVM rematerialises it."""
    memo = text.partition(" :: ")[2].strip()
    m = _INVARIANT.fullmatch(memo)
    return m is not None and (m.group(1) is None or m.group(1) in immutable)


def _split_top(text: str, sep: str) -> list[str]:
    """Split at ``sep`` outside quotes and brackets."""
    out, depth, quote, start, k = [], 0, False, 0, 0
    while k < len(text):
        c = text[k]
        if c == '"' and (k == 0 or text[k - 1] != "\\"):
            quote = not quote
        elif not quote and c in "([{":
            depth += 1
        elif not quote and c in ")]}":
            depth -= 1
        elif not quote and depth == 0 and text.startswith(sep, k):
            out.append(text[start:k])
            start = k + len(sep)
            k += len(sep) - 1
        k += 1
    out.append(text[start:])
    return out


def _instr(func: MirFunction, number: int, k: int, line: str) -> MirInstr:
    text = _COMMENT.sub("", _split_top(line, " :: ")[0])
    parts = _split_top(text, " = ")
    defs, right = (parts[0], " = ".join(parts[1:])) if len(parts) > 1 else ("", text)
    chunks = [c.strip() for c in _split_top(right, ",")]
    words = chunks[0].split()
    at = next((j for j, w in enumerate(words) if w[:1].isupper()), None)
    if at is None:
        raise MirError(f"{func.where()}, block bb.{number}, instruction {k}: no opcode "
                       f"in {line[:60]!r}")
    opcode = words[at]
    first = " ".join(words[at + 1:])
    ops = [_operand(func, number, k, line, d, True) for d in _split_top(defs, ",")
           if d.strip()]
    ops += [_operand(func, number, k, line, c, False)
            for c in ([first] if first else []) + chunks[1:] if c]
    return MirInstr(opcode, tuple(o for o in ops if o is not None), line)


def _operand(func: MirFunction, number: int, k: int, line: str, token: str,
             is_def: bool) -> Operand | None:
    w, flags = token.strip(), set()
    while len(parts := w.split(None, 1)) == 2 and parts[0] in _FLAGS:
        flags.add(parts[0])
        w = parts[1]
    is_def = is_def or bool(flags & {"implicit-def", "def"})
    undef, early = "undef" in flags, "early-clobber" in flags
    implicit = bool(flags & {"implicit", "implicit-def"})
    if m := _VREG.fullmatch(w):
        return Operand(OperandKind.VREG, f"%{m.group(1)}", is_def, m.group(2), undef,
                       early, m.group(4) is not None, m.group(3), implicit)
    if w.startswith("%") and not _NOT_VREG.match(w):
        raise MirError(f"{func.where()}, block bb.{number}, instruction {k}: operand "
                       f"{w!r} is not a register this reader knows ({line[:60]!r})")
    if (m := _PHYS.fullmatch(w)) and m.group(1) != "noreg":
        return Operand(OperandKind.PHYS, m.group(1), is_def, m.group(2), undef, early,
                       m.group(3) is not None, None, implicit, "renamable" in flags)
    if w.startswith("csr_") or w.startswith("CustomRegMask"):
        return Operand(OperandKind.REGMASK, w)
    return None
