"""PTX functions as kernels (``solver-alloc solve kernel.ptx --target nvidia-sm90``).

How each construct becomes kernel data:

- **Registers.** Each declared register is a value: ``.pred`` in the target's
  predicate class ``p``; 32-bit types (``.b32``, ``.f32``, ``.f16x2``, ...) one
  register of the default class; 64-bit types an aligned pair; ``.b128`` an
  aligned quad. When the default class packs halves (``halves = true``) and the
  function declares an 8- or 16-bit register, the kernel is read in halves
  (:mod:`solver_alloc.halves`): such a value takes half a register and every
  width counts halves (``meta["halves"]``). A
  register declared in a scoped ``{ }`` block is its own value (``%p1~2``, the
  scope's number), shadowing outer names. PTX is not SSA: a register written
  more than once is split into its webs (:mod:`solver_alloc.analysis.webs`):
  definitions that reach a common use stay one value, unrelated ones become
  values of their own (``%r5``, ``%r5.2``), so one register name need not keep
  one physical register everywhere. Special registers (``%tid.x``,
  ``%ctaid.y``, ``%laneid``, ...) are not allocated and are left out.
- **Operands.** The first operand of an instruction that writes registers is
  its destination (a vector ``{%r1, %r2}``, a pair ``%p|%q``, the sink ``_``);
  the others, memory operands' address registers and the guard are reads.
  Stores, reductions, barriers, branches, fences and other instructions that
  write no register read all their operands. A guarded definition ``@%p`` also
  reads its destinations (when the guard is false the old value stays).
  ``wgmma.mma_async`` reads its accumulators as well, unless its scale-d
  operand is the literal 0. An opcode this table does not know is an error,
  never a guess. Vector operands are separate values here: the contiguity a
  vector load or an accumulator block needs in SASS is not modelled.
- **Blocks** start at labels a branch names and after branches, ``ret`` and
  ``exit`` (a label nothing branches to, such as debug information's
  ``$L__tmp``, starts none); a guarded branch falls through. Loops are found
  from the dominators (a back edge's target dominates its source); a block in
  ``d`` nested loops runs ``LOOP_SCALE ** d`` times per entry (unreachable
  blocks 0).
- **Parameters** are read from the parameter space by ``ld.param``: an ordinary
  instruction whose destination is a value. A register read before any write on
  some path is live on entry (``live_in``).
- **Order.** Each instruction names the memory it reads and writes by state
  space (``mem.global``, ``mem.shared``, ...; a generic address all of them)
  and barriers, fences, wgmma and cp.async group points, mbarrier operations
  and branches are ordering points, so a reordering (by default, see
  ``allocate``) keeps every memory and synchronisation dependence.
- Instructions that need a target feature say so (``wgmma``, ``setmaxnreg``,
  TMA bulk tensor copies), so ``check`` and ``solve`` refuse them on targets
  without it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import msgspec
import numpy as np
from msgspec import structs

from solver_alloc.analysis.cfg import block_graph
from solver_alloc.analysis.dataflow import block_summary, defined_on_entry, flow_view
from solver_alloc.analysis.webs import split_webs
from solver_alloc.formats.kernel import kernel_from_dict
from solver_alloc.frontends.functions import every_kernel, kernels_or_errors, named
from solver_alloc.frontends.ptx_held import with_held_registers
from solver_alloc.frontends.ptx_parse import (
    REGISTER,
    SPECIAL,
    PtxError,
    PtxFunction,
    PtxInstr,
    read_ptx,
)
from solver_alloc.frontends.ptx_remat import with_remats
from solver_alloc.frontends.ptx_uniform import in_uniform_registers
from solver_alloc.halves import HALVES_META, in_halves
from solver_alloc.ir import MAX_FREQ, Block, Kernel
from solver_alloc.targets import Target

__all__ = ["LOOP_SCALE", "PtxError", "load_ptx", "ptx_kernel", "ptx_kernels"]

LOOP_SCALE = 10
"""Executions of a loop body per entry of the loop (per nesting level)."""

WRITES = frozenset({
    "abs", "activemask", "add", "addc", "alloca", "and", "atom", "bfe", "bfi", "bfind",
    "bmsk", "brev", "clz", "cnot", "copysign", "cos", "createpolicy", "cvt", "cvta",
    "div", "dp2a", "dp4a", "elect", "ex2", "fma", "fns", "getctarank", "isspacep",
    "istypeof", "ld", "ldmatrix", "ldu", "lg2", "lop3", "mad", "mad24", "madc", "mapa",
    "match", "max", "min", "mma", "mov", "mul", "mul24", "neg", "not", "or", "popc",
    "prmt", "rcp", "redux", "rem", "rsqrt", "sad", "selp", "set", "setp", "shf", "shfl",
    "shl", "shr", "sin", "slct", "sqrt", "stacksave", "sub", "subc", "suld", "suq",
    "szext", "tanh", "testp", "tex", "tld4", "txq", "vote", "xor",
})
"""Opcode roots whose first operand is written."""
READS_ONLY = frozenset({
    "applypriority", "bar", "barrier", "bra", "brkpt", "cp", "discard", "exit", "fence",
    "griddepcontrol", "membar", "nanosleep", "pmevent", "prefetch", "prefetchu", "red",
    "ret", "setmaxnreg", "st", "stackrestore", "stmatrix", "sured", "sust", "tensormap",
    "trap",
})
"""Opcode roots that write no register."""
ENDS_BLOCK = frozenset({"bra", "ret", "exit"})
SYNC_ROOTS = frozenset({"bar", "barrier", "bra", "brkpt", "call", "exit", "fence",
                        "griddepcontrol", "mbarrier", "membar", "nanosleep", "pmevent",
                        "ret", "setmaxnreg", "trap"})
"""Ordering points: no instruction moves across one."""
SYNC_PREFIXES = ("wgmma.fence", "wgmma.commit_group", "wgmma.wait_group",
                 "cp.async.commit_group", "cp.async.wait_group", "cp.async.wait_all",
                 "cp.async.bulk.commit_group", "cp.async.bulk.wait_group",
                 "cp.async.mbarrier")
_SPACE = re.compile(r"\.(global|shared|local|param|const)\b")
FEATURES = (("wgmma.", "wgmma"), ("setmaxnreg", "setmaxnreg"),
            ("cp.async.bulk.tensor", "tma"))


def ptx_kernels(path: str | Path, target: Target, entry: str | None = None
                ) -> list[Kernel | PtxError]:
    """Each function's kernel (only ``entry`` if named), or the error that says
    why it cannot be read."""
    funcs = named(read_ptx(path), entry, path, PtxError)
    return kernels_or_errors(funcs, lambda f: ptx_kernel(f, target, str(path)), PtxError)


def load_ptx(path: str | Path, target: Target, entry: str | None = None) -> list[Kernel]:
    """Kernels of the functions of a PTX file; the first that cannot be read
    raises its :class:`PtxError`."""
    return every_kernel(ptx_kernels(path, target, entry))


def _classes(target: Target, source: str) -> tuple[str, str]:
    if "p" not in target.classes:
        raise PtxError(f"{source}: target {target.name!r} has no predicate class 'p'; "
                       "PTX needs one (e.g. --target nvidia-sm90)")
    return target.default_class, "p"


def _bits(ptx_type: str) -> int:
    """Size of a register of ``ptx_type`` in bits (``.f16x2``: 32)."""
    bits = re.search(r"\d+", ptx_type)
    return 32 if "x2" in ptx_type or not bits else int(bits[0])


def _shape(ptx_type: str, regular: str, pred: str, unit: int) -> tuple[str, int]:
    """Class and width of a register; ``unit`` indices per regular register
    (2 in halves, :mod:`~solver_alloc.halves`: a value of 16 bits or fewer takes one)."""
    if ptx_type == "pred":
        return pred, 1
    size = _bits(ptx_type)
    if size <= 16:
        return regular, 1
    return regular, {32: 1, 64: 2, 128: 4}.get(size, 0) * unit


def _view(fn: PtxFunction, target: Target) -> Target:
    """``target``, in halves when its regular class packs 16-bit values and the
    function declares one (:mod:`~solver_alloc.halves`)."""
    regular = target.default_class
    if target.classes[regular].halves and any(
            d.ptx_type != "pred" and _bits(d.ptx_type) <= 16 for d in fn.regs.values()):
        return in_halves(target, frozenset({regular}))
    return target


class _Names:
    """Register names to value names, scope by scope; declarations to values."""

    def __init__(self, fn: PtxFunction, target: Target, source: str) -> None:
        self.fn, self.source = fn, source
        self.regular, self.pred = _classes(target, source)
        self.values: dict[str, dict[str, Any]] = {}
        self.target = target

    def _scope_of(self, reg: str, scope: int) -> int | None:
        """The innermost scope from ``scope`` outwards that declares ``reg``."""
        s: int | None = scope
        while s is not None:
            if (s, reg) in self.fn.regs:
                return s
            s = self.fn.parents.get(s) if s else None
        return None

    def value(self, reg: str, scope: int, line: int) -> str | None:
        """The value ``reg`` names in ``scope`` (``None``: a special register)."""
        s = self._scope_of(reg.split(".")[0], scope)
        if s is None:
            if SPECIAL.fullmatch(reg):
                return None
            raise PtxError(f"{self.source}:{line}: register {reg} is not declared")
        decl = self.fn.regs[(s, reg.split(".")[0])]
        name = decl.name if s == 0 else f"{decl.name}~{s}"
        if name not in self.values:
            cls, width = _shape(decl.ptx_type, self.regular, self.pred,
                                self.target.classes[self.regular].unit)
            if width not in self.target.classes[cls].widths:
                raise PtxError(f"{self.source}:{decl.line}: register {decl.name} of "
                               f"type .{decl.ptx_type} needs {width or '?'} registers of "
                               f"class {cls!r}, which {self.target.name} does not "
                               "provide")
            self.values[name] = {"class": cls} | ({"width": width} if width != 1 else {})
        return name

    def regs(self, operand: str, scope: int, line: int) -> list[str]:
        """The values an operand names, in order (special registers left out)."""
        found = (self.value(m[0], scope, line) for m in REGISTER.finditer(operand))
        return [v for v in found if v is not None]


def _effects(ins: PtxInstr, names: _Names) -> tuple[list[str], list[str]]:
    """Values the instruction writes and reads."""
    root = ins.opcode.split(".")[0]
    ops = ins.operands
    first_is_memory = bool(ops) and ops[0].startswith("[")
    if root == "wgmma" and not ins.opcode.startswith("wgmma.mma_async"):
        writes = False
    elif root in ("mbarrier", "multimem", "wmma"):
        writes = bool(ops) and not first_is_memory and not ins.opcode.startswith(
            ("wmma.store", "multimem.st", "multimem.red"))
    elif root in WRITES or root == "wgmma":
        writes = True
    elif root in READS_ONLY:
        writes = False
    elif root in ("call", "brx"):
        raise PtxError(f"{names.source}:{ins.line}: {ins.opcode!r} is not supported "
                       "(calls and indirect branches)")
    else:
        raise PtxError(f"{names.source}:{ins.line}: unknown instruction "
                       f"{ins.opcode!r}")
    defs = names.regs(ops[0], ins.scope, ins.line) if writes and ops else []
    uses = [v for op in (ops[1:] if writes else ops)
            for v in names.regs(op, ins.scope, ins.line)]
    if root == "wgmma" and writes and (len(ops) < 4 or ops[3].strip() != "0"):
        uses += defs  # the accumulators are read unless scale-d is 0
    if ins.guard is not None:
        g = names.value(ins.guard, ins.scope, ins.line)
        uses += ([g] if g else []) + defs
    return defs, list(dict.fromkeys(uses))


def _spaces(opcode: str) -> list[str]:
    """The memory tiles an access names: its state spaces in opcode order (a
    generic address may be any of global, shared and local)."""
    found = [f"mem.{m[1]}" for m in _SPACE.finditer(opcode)]
    return list(dict.fromkeys(found)) or ["mem.global", "mem.shared", "mem.local"]


def _memory(opcode: str) -> tuple[list[str], list[str]]:
    """Tiles (``reads``, ``writes``) that order the instruction: memory by state
    space, and ``sync``, which ordering points write and every other
    instruction reads, so nothing moves across a barrier, fence, wgmma or
    cp.async group point, or a block's branch."""
    root = opcode.split(".")[0]
    if root in SYNC_ROOTS or opcode.startswith(SYNC_PREFIXES):
        return [], ["sync"]
    reads = ["sync"]
    if root in ("ld", "ldu", "ldmatrix", "suld", "tex", "tld4"):
        return reads + [t for t in _spaces(opcode) if t != "mem.const"], []
    if root in ("st", "stmatrix", "sust", "discard", "tensormap"):
        return reads, _spaces(opcode)
    if root in ("atom", "red", "sured", "cp"):
        return reads + _spaces(opcode), _spaces(opcode)
    if opcode.startswith("wgmma.mma_async"):
        return [*reads, "mem.shared"], []  # its descriptors address shared memory
    return reads, []


def _instr(item: PtxInstr, names: _Names) -> dict[str, Any]:
    """The kernel instruction of one PTX instruction."""
    defs, uses = _effects(item, names)
    ins: dict[str, Any] = {"op": item.opcode}
    if defs:
        ins["defs"] = list(dict.fromkeys(defs))
    if uses:
        ins["uses"] = uses
    need = [f for prefix, f in FEATURES if item.opcode.startswith(prefix)]
    if need:
        ins["requires"] = need
    reads, writes = _memory(item.opcode)
    if reads:
        ins["reads"] = reads
    if writes:
        ins["writes"] = writes
    return ins


def _blocks(fn: PtxFunction, names: _Names, source: str) -> list[dict[str, Any]]:
    """Blocks in order: ``name``, ``instrs``, ``succs``."""
    blocks: list[dict[str, Any]] = []
    labels: dict[str, int] = {}
    cur: dict[str, Any] | None = None
    jumps: list[tuple[dict[str, Any], str, int]] = []
    targets = {item.operands[0] for item in fn.body if isinstance(item, PtxInstr)
               and item.opcode.split(".")[0] == "bra" and item.operands}
    seen: set[str] = set()
    for item in fn.body:
        if not isinstance(item, PtxInstr):
            if item.name in seen:
                raise PtxError(f"{source}:{item.line}: label {item.name} defined twice")
            seen.add(item.name)
            if item.name not in targets and cur is not None and cur["open"]:
                continue  # a label no branch names (debug info's $L__tmp): no block
            cur = {"name": item.name, "instrs": [], "falls": True, "open": True}
            labels[item.name] = len(blocks)
            blocks.append(cur)
            continue
        if cur is None or not cur["open"]:
            cur = {"name": f"bb{len(blocks)}", "instrs": [], "falls": True, "open": True}
            blocks.append(cur)
        cur["instrs"].append(_instr(item, names))
        root = item.opcode.split(".")[0]
        if root in ENDS_BLOCK:
            cur["falls"] = item.guard is not None  # a guarded branch or ret falls through
            if root == "bra":
                if len(item.operands) != 1:
                    raise PtxError(f"{source}:{item.line}: bra needs one target label")
                jumps.append((cur, item.operands[0], item.line))
        cur["open"] = root not in ENDS_BLOCK
    return _linked(blocks or [{"name": "bb0", "instrs": [], "falls": True}], labels,
                   jumps, source)


def _linked(blocks: list[dict[str, Any]], labels: dict[str, int],
            jumps: list[tuple[dict[str, Any], str, int]], source: str
            ) -> list[dict[str, Any]]:
    """``blocks`` with their successors: the branch target first, then the next
    block when control falls through."""
    for k, b in enumerate(blocks):
        b["succs"] = [blocks[k + 1]["name"]] if b["falls"] and k + 1 < len(blocks) else []
    for b, label, line in jumps:
        if label not in labels:
            raise PtxError(f"{source}:{line}: branch to unknown label {label}")
        b["succs"] = list(dict.fromkeys([label, *b["succs"]]))
    for b in blocks:
        b.pop("falls")
        b.pop("open", None)
    return blocks


def _live_in(blocks: Sequence[dict[str, Any]]) -> list[str]:
    """Values read before any write on some path from the entry, in program
    order: the must-defined analysis validation runs
    (:func:`~solver_alloc.analysis.dataflow.defined_on_entry`), on the blocks as
    built so far (not yet a valid kernel: these reads are why)."""
    draft = Kernel("draft", tuple(msgspec.convert(b, Block) for b in blocks))
    arr, graph = flow_view(draft)
    summary = block_summary(draft)
    bad = ~defined_on_entry(arr, graph, summary, summary.exp_value, summary.exp_block)
    first = np.argsort(summary.exp_instr[bad], kind="stable")
    return list(dict.fromkeys(arr.names[int(v)] for v in summary.exp_value[bad][first]))


def _frequencies(kernel: Kernel) -> list[float]:
    """``LOOP_SCALE`` to the loop depth of each block (0 if unreachable)."""
    g = block_graph(kernel)
    n = len(kernel.blocks)
    src = np.array([b for b in g.rpo for _ in g.succs[b]], dtype=np.int64)
    dst = np.array([h for b in g.rpo for h in g.succs[b]], dtype=np.int64)
    back = g.dominates(dst, src)  # an edge into a block that dominates its source
    loops: dict[int, set[int]] = {}
    for b, h in zip(src[back].tolist(), dst[back].tolist(), strict=True):
        body = loops.setdefault(h, {h})
        stack = [b]
        while stack:
            x = stack.pop()
            if x not in body:
                body.add(x)
                stack.extend(g.preds[x])
    depth = [0] * n
    for body in loops.values():
        for x in body:
            depth[x] += 1
    return [min(float(LOOP_SCALE ** d), MAX_FREQ) if g.reachable[k] else 0.0
            for k, d in enumerate(depth)]


def ptx_kernel(fn: PtxFunction, target: Target, source: str = "<ptx>") -> Kernel:
    """The kernel of one PTX function on ``target``."""
    view = _view(fn, target)
    names = _Names(fn, view, source)
    blocks = _blocks(fn, names, source)
    raw: dict[str, Any] = {"format": "solver-alloc/kernel@1", "name": fn.name,
                           "blocks": blocks, "values": names.values,
                           "live_in": _live_in(blocks)}
    if view is not target:
        raw["meta"] = {HALVES_META: [target.default_class]}
    kernel = kernel_from_dict(raw, source=f"{source}: function {fn.name!r}")
    freqs = [int(f) if f.is_integer() else f for f in _frequencies(kernel)]
    # frequencies in [0, MAX_FREQ] by construction: no second validation needed
    webs = split_webs(replace(kernel, blocks=tuple(
        structs.replace(b, freq=f) for b, f in zip(kernel.blocks, freqs, strict=True))))
    items = [i for i in fn.body if isinstance(i, PtxInstr)]
    if fn.kind == "entry":  # a .func's parameters may differ from thread to thread
        webs = in_uniform_registers(webs, items, view)
    return with_held_registers(with_remats(webs, items, view), view, source)
