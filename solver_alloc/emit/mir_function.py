"""One allocated MIR function written back: physical registers for virtual ones,
the inserted spill code as the target's instructions, spill slots as stack
objects, block live-ins; the text LLVM 14's ``-start-after=virtregrewriter``
reads.

The function's YAML document is rewritten as text (everything not named here is
kept byte for byte): ``registers:`` becomes empty, the live-ins lose their
virtual registers, ``stack:`` gains one spill slot per spilled value, and the
body's instructions are rewritten line by line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from solver_alloc.emit.places import Places, Regs, regs_of
from solver_alloc.emit.tables import MirSpelling
from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.llvm_mir import MirMap
from solver_alloc.frontends.mir_fold import folded_line
from solver_alloc.frontends.mir_parse import DEBUG_OPCODES, MirFunction, MirInstr, Operand
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Operation

__all__ = ["EmitError", "assemble", "write_function", "written"]


class EmitError(SolverAllocError):
    """An allocation that cannot be written back as MIR (the message names the
    function and why)."""


_VREG_OP = re.compile(r"(?P<flags>(?:(?:killed|undef|dead|renamable|internal|early-clobber|"
                      r"def|implicit-def|implicit|debug-use) )*)"
                      r"%(?P<id>\d+)(?:\.(?P<sub>\w+))?(?::(?P<cls>\w+))?"
                      r"(?P<tied>\(tied-def \d+\))?")
_BLOCK = re.compile(r"bb\.(\d+)\b.*:$")
_STACK_ID = re.compile(r"\{ id: (\d+)")


@dataclass
class _Fn:
    func: MirFunction
    kernel: Kernel
    mapping: MirMap
    alloc: Allocation
    places: Places
    spell: MirSpelling
    home: dict[str, Regs] = field(default_factory=dict)
    """Value -> the registers its defs write."""
    ends: dict[int, int] = field(default_factory=dict)
    """MIR block number -> one past its last kernel instruction."""
    defined_by: dict[str, tuple[MirInstr, Operand]] = field(default_factory=dict)
    """Virtual register -> its first defining instruction and def operand (what a
    remat re-executes: a rematerialisable value has one def)."""

    def __post_init__(self) -> None:
        self.home = {v: regs_of(r) for v, r in self.alloc.assignment.items()}
        starts = self.kernel.block_starts()
        self.ends = {b.number: starts[k] + len(self.kernel.blocks[k].instrs)
                     for k, b in enumerate(self.func.blocks)}
        for blk in self.func.blocks:
            for ins in blk.instrs:
                for o in ins.operands:
                    if o.is_def:
                        self.defined_by.setdefault(o.name, (ins, o))

    def fail(self, msg: str) -> EmitError:
        return EmitError(f"{self.func.source}: function {self.func.name!r}: {msg}")

    # -- spelling ----------------------------------------------------------
    def vreg_class(self, v: str, annotated: str | None = None) -> str:
        cls = self.func.vreg_class.get(v) or annotated
        if cls is None:
            raise self.fail(f"{v} has no LLVM class")
        return cls

    def spelled(self, v: str) -> str:
        """The LLVM class (or ``$name``) that says how value ``v`` is spelled."""
        if v.startswith("%"):
            return self.vreg_class(v)
        return v

    def reg_name(self, v: str, regs: Regs, sub: str | None = None) -> str:
        where = f"{self.func.source}: function {self.func.name!r}, value {v}"
        if not regs:
            raise self.fail(f"value {v} has no register")
        if v.startswith("%"):
            return self.spell.name(regs[0], sub or self.vreg_class(v), where)
        name = v.lstrip("$~").split("@")[0]  # a physical register's own value
        if name in self.spell.names.get(regs[0], ()):
            return f"${name}"
        return f"${self.spell.names[regs[0]][0]}"

    def spill_code(self, v: str) -> tuple[str, str, int]:
        key = self.spelled(v)
        if not v.startswith("%"):
            key = self.phys_class(v)
        code = self.spell.spill.get(key)
        if code is None:
            raise self.fail(f"value {v} of LLVM class {key!r}: the target's "
                            "[llvm.emit.spill] has no store and load for it")
        return code.store, code.load, code.size

    def phys_class(self, v: str) -> str:
        name = v.lstrip("$~").split("@")[0]
        for regs in self.spell.names.values():
            if name in regs:
                pos = regs.index(name)
                for cls in self.spell.spill:
                    if self.spell.positions.get(cls) == pos:
                        return cls
        raise self.fail(f"value {v}: no spill code for register {name}")


def write_function(doc: str, func: MirFunction, kernel: Kernel, mapping: MirMap,
                   alloc: Allocation, places: Places, spell: MirSpelling) -> str:
    """The YAML document ``doc`` of ``func`` with ``alloc`` written in."""
    return written(doc, func, kernel, mapping, alloc, places, spell)[0]


def written(doc: str, func: MirFunction, kernel: Kernel, mapping: MirMap,
            alloc: Allocation, places: Places, spell: MirSpelling
            ) -> tuple[str, list[dict[str, object]]]:
    """:func:`write_function`, and the spill slots it made: one record per
    spilled value (``value``, ``slot``, ``size``, ``store`` and ``load`` opcodes)."""
    fn = _Fn(func, kernel, mapping, alloc, places, spell)
    head, sep, body = doc.partition("\nbody:")
    if not sep:
        raise fn.fail("no body")
    slots = _slots(fn, head)
    head = _header(head, slots)
    lines = body.split("\n")
    k = 1 + next((n for n, s in enumerate(lines[1:]) if s and not s.startswith(" ")),
                 len(lines) - 1)
    text = (head + sep + lines[0] + "\n" + _body(fn, "\n".join(lines[1:k]), slots)
            + "\n" + "\n".join(lines[k:]))
    stack: list[dict[str, object]] = []
    for v, (sid, size) in sorted(slots.items(), key=lambda s: s[1]):
        store, load, _ = fn.spill_code(v)
        stack.append({"value": v, "slot": f"%stack.{sid}", "size": size,
                      "store": store.split()[0], "load": load.split("= ")[-1].split()[0]})
    return text, stack


def _slots(fn: _Fn, head: str) -> dict[str, tuple[int, int]]:
    """Spilled value -> (stack object id, size)."""
    used = [int(m) for m in _STACK_ID.findall(head.partition("\nstack:")[2]
                                                .partition("\ncallSites:")[0])]
    nxt = max(used, default=-1) + 1
    out = {}
    for v in sorted(fn.places.spilled):
        out[v] = (nxt, fn.spill_code(v)[2])
        nxt += 1
    return out


def assemble(doc: str, stack: list[dict[str, Any]], body: list[str]) -> str:
    """The document ``doc`` with a function's written-back ``body`` (its lines,
    unindented) and spill slots (:func:`written`'s records) put in."""
    head, sep, rest = doc.partition("\nbody:")
    slots = {str(s["value"]): (int(str(s["slot"]).split(".")[-1]), int(s["size"]))
             for s in stack}
    lines = rest.split("\n")
    k = 1 + next((n for n, s in enumerate(lines[1:]) if s and not s.startswith(" ")),
                 len(lines) - 1)
    text = "\n".join("  " + line if line else "  " for line in body)
    return (_header(head, slots) + sep + lines[0] + "\n" + text + "\n"
            + "\n".join(lines[k:]))


def _header(head: str, slots: dict[str, tuple[int, int]]) -> str:
    lines = head.split("\n")
    out: list[str] = []
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.startswith("registers:"):
            out.append("registers:       []")
            k += 1
            while k < len(lines) and lines[k].startswith(("  ", "- ")):
                k += 1
            continue
        if line.startswith("  - { reg: ") and "virtual-reg: '%" in line:
            line = re.sub(r"virtual-reg: '%\d+'", "virtual-reg: ''", line)
        if line.startswith("callSites:") and slots:
            if out and out[-1].startswith("stack:") and out[-1].rstrip().endswith("[]"):
                out[-1] = "stack:"
            for _v, (sid, size) in sorted(slots.items(), key=lambda s: s[1]):
                out.append(f"  - {{ id: {sid}, name: '', type: spill-slot, offset: 0, "
                           f"size: {size}, alignment: {min(size, 16)}, stack-id: default, "
                           "callee-saved-register: '', callee-saved-restored: true, "
                           "debug-info-variable: '', debug-info-expression: '', "
                           "debug-info-location: '' }")
        out.append(line)
        k += 1
    return "\n".join(out)


def _body(fn: _Fn, body: str, slots: Mapping[str, tuple[int, int]]) -> str:
    """The body with registers written in, operations inserted and live-ins
    recomputed, block by block (comments and blank lines inside are dropped)."""
    out: list[str] = []
    blocks = _split_blocks(body)
    ours = {n for names in fn.spell.names.values() for n in names}
    for k, (header, succs, lines, live) in enumerate(blocks):
        out.append(header)
        out.extend(succs)
        _liveins(fn, k, out, [r for r in live if r.lstrip("$") not in ours])
        out.append("  ")
        out.extend(_block_lines(fn, k, lines, slots))
        out.append("  ")
    return "\n".join(out[:-1])


def _split_blocks(body: str) -> list[tuple[str, list[str], list[str], list[str]]]:
    """Each block's header line, ``successors:`` lines, instruction lines and
    live-in registers."""
    blocks: list[tuple[str, list[str], list[str], list[str]]] = []
    for raw in body.split("\n"):
        line = raw.strip()
        if _BLOCK.fullmatch(line):
            blocks.append((raw, [], [], []))
        elif blocks and line.startswith("liveins:"):
            blocks[-1][3].extend(r.strip() for r in line[8:].split(",") if r.strip())
        elif not blocks or not line or line.startswith(";"):
            continue
        elif line.startswith("successors:"):
            blocks[-1][1].append(raw)
        else:
            blocks[-1][2].append(raw)
    return blocks


def _block_lines(fn: _Fn, k: int, lines: list[str], slots: Mapping[str, tuple[int, int]]
                 ) -> list[str]:
    """Block ``k``'s instructions written back, each after the operations before
    it; those placed after the block's first terminator (between terminators, or
    at the block's end) go just before it."""
    blk = fn.func.blocks[k]
    name = fn.kernel.blocks[k].name
    end = fn.ends[blk.number]
    t0 = _first_terminator(fn, k)
    out: list[str] = []
    for j, raw in enumerate(lines):
        ins = blk.instrs[j]
        first = fn.mapping.first[blk.number, j]
        nxt = fn.mapping.first[blk.number, j + 1] if j + 1 < len(lines) else end
        pad = raw[:len(raw) - len(raw.lstrip())]
        upto = end + 1 if j == t0 else nxt if t0 is None or j < t0 else first
        out.extend(pad + _op(fn, op, slots, name, i) for i in range(first, upto)
                   for op in fn.places.ops.get((name, i), ()) if op.op != "fold")
        if ins.opcode not in DEBUG_OPCODES:
            folded = [op.value for op in fn.places.ops.get((name, nxt - 1), ())
                      if op.op == "fold" and op.value is not None]
            line = raw.strip()
            for v in folded:  # read from its slot: the instruction's memory form
                line = folded_line(line, ins.opcode, v, f"%stack.{slots[v][0]}",
                                   fn.spell.folds)
            out.append(pad + _instr(fn, line, nxt - 1))
    if t0 is None:
        out.extend("    " + _op(fn, op, slots, name, end)
                   for op in fn.places.ops.get((name, end), ())
                   if op.op != "fold")
    return out


def _first_terminator(fn: _Fn, k: int) -> int | None:
    """The first instruction of block ``k``'s trailing run of terminators."""
    instrs = fn.func.blocks[k].instrs
    t = len(instrs)
    while t > 0 and (instrs[t - 1].opcode in fn.spell.terminators
                     or instrs[t - 1].opcode in DEBUG_OPCODES):
        t -= 1
    return t if t < len(instrs) else None


def _liveins(fn: _Fn, k: int, out: list[str], kept: list[str]) -> None:
    """The block's live-in registers: those holding its live-in values, and
    ``kept``: what the input lists that allocation does not track (``$eflags``)."""
    held = fn.places.entry.get(fn.kernel.blocks[k].name, {})
    regs = sorted({fn.reg_name(v, r) for v, r in held.items()} | set(kept))
    if regs:
        out.append("    liveins: " + ", ".join(regs))


def _op(fn: _Fn, op: Operation, slots: Mapping[str, tuple[int, int]], block: str,
        at: int) -> str:
    v = op.value or ""
    if op.op in ("store", "load"):
        store, load, _ = fn.spill_code(v)
        slot = f"%stack.{slots[v][0]}"
        reg = fn.reg_name(v, regs_of(op.reg))
        size = slots[v][1] * 8
        if op.op == "store":
            return (store.format(reg=reg, slot=slot)
                    + f" :: (store (s{size}) into {slot})")
        return load.format(reg=reg, slot=slot) + f" :: (load (s{size}) from {slot})"
    if op.op == "move":
        return f"{fn.reg_name(v, regs_of(op.dst))} = COPY {fn.reg_name(v, regs_of(op.src))}"
    if op.op == "remat":
        return _remat(fn, v, regs_of(op.reg), fn.places.remat_reads.get((block, at, v), {}))
    raise fn.fail(f"operation {op.op!r} has no MIR form")


def _remat(fn: _Fn, v: str, regs: Regs, reads: Mapping[str, Regs]) -> str:
    if v not in fn.defined_by:
        raise fn.fail(f"remat of {v}: no instruction defines it")
    ins, op = fn.defined_by[v]
    form = fn.spell.remat.get(ins.opcode)
    if form is not None:  # spelled as the def is (a sub-register)
        return form.format(reg=fn.reg_name(v, regs, op.subreg))
    return _rewrite(fn, ins.text.strip(), {**reads, v: regs}, {v: regs})


def _instr(fn: _Fn, line: str, i: int) -> str:
    return _rewrite(fn, line, fn.places.reads[i], fn.home)


def _rewrite(fn: _Fn, line: str, reads: Mapping[str, Regs], defs: Mapping[str, Regs]
             ) -> str:
    code, sep, mem = line.partition(" :: ")
    lhs, eq, rhs = code.partition(" = ")
    if not eq:
        lhs, rhs = "", code

    def sub(is_def: bool) -> Callable[[re.Match[str]], str]:
        def repl(m: re.Match[str]) -> str:
            # liveness flags are LLVM's, not the plan's (a "dead" def may be
            # stored, a "killed" use kept): the verifier does not need them
            flags = m.group("flags").replace("killed ", "").replace("dead ", "")
            v = f"%{m.group('id')}"
            d = is_def or "def " in flags or "implicit-def " in flags
            undef = "undef " in flags
            regs = defs.get(v) if d or undef else reads.get(v)
            if regs is None and not d:
                regs = defs.get(v)
            if regs is None and undef:  # defined nowhere: any register of its class
                regs = regs_of(fn.spell.any_register.get(fn.vreg_class(v, m.group("cls"))))
            if regs is None:
                raise fn.fail(f"{v} in {line[:60]!r} has no register")
            return flags + fn.reg_name(v, regs, m.group("sub")) + (m.group("tied") or "")
        return repl

    lhs = _VREG_OP.sub(sub(True), lhs)
    rhs = _VREG_OP.sub(sub(False), rhs)
    return (lhs + eq + rhs) + sep + mem
