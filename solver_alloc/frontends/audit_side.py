"""What ``audit`` explains about one function: LLVM's spill code and ours side by
side per block (with its frequency and cost), where each pays most, the files
``audit -o DIR`` writes, and why nothing was audited when nothing was.

A block's spill code is the operations an allocation inserts there (stores,
loads, moves, remats), each priced as the verifier prices it: the class's cost
(a value's own remat cost) times the block's frequency. An allocation's total
cost may hold more (callee-saved registers saved and restored).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from solver_alloc.errors import OutputError, TargetError
from solver_alloc.formats.allocation import save_allocation
from solver_alloc.formats.json_io import write_atomic
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, MirFunction, OperandKind, read_mir
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Operation
from solver_alloc.targets import Target, available_targets, load_target
from solver_alloc.verifier.simulate import regs_of

__all__ = ["AuditPlans", "BlockSpill", "Side", "nothing_audited", "saved_registers",
           "side_by_side", "where_paid", "write_plans"]

TOP = 3
"""How many blocks the terminal names per allocation."""

_KINDS = ("store", "load", "move", "remat", "fold")


class Side(Enum):
    """Whose allocation."""

    LLVM = "llvm"
    OURS = "ours"


@dataclass(frozen=True, slots=True)
class AuditPlans:
    """One function's kernel, the target both plans are priced on, LLVM's plan
    and the one the audit returns."""

    kernel: Kernel
    target: Target
    llvm: Allocation
    ours: Allocation


@dataclass(frozen=True, slots=True)
class BlockSpill:
    """One block's spill code under LLVM's plan and ours."""

    block: str
    freq: float
    llvm: tuple[str, ...]
    ours: tuple[str, ...]
    llvm_cost: float
    ours_cost: float

    @property
    def differs(self) -> bool:
        return sorted(self.llvm) != sorted(self.ours)

    def ops(self, side: Side) -> tuple[str, ...]:
        return self.llvm if side is Side.LLVM else self.ours

    def cost(self, side: Side) -> float:
        return self.llvm_cost if side is Side.LLVM else self.ours_cost

    def counts(self, side: Side) -> str:
        """``2 stores, 1 load``: this side's operations by kind."""
        n = Counter(op.split()[0] for op in self.ops(side))
        return ", ".join(f"{n[k]} {k}{'s' if n[k] > 1 else ''}" for k in _KINDS if n[k])

    def to_json(self) -> dict[str, Any]:
        return {"block": self.block, "freq": self.freq, "llvm": list(self.llvm),
                "ours": list(self.ours), "llvm_cost": self.llvm_cost,
                "ours_cost": self.ours_cost, "differs": self.differs}


def _describe(op: Operation, end: int, ops: list[str]) -> str:
    """``store %1 from r0 before 2 (CALL64pcrel32)``: what, and where (``ops``:
    the kernel's instructions in order; ``end``: the block's end)."""
    at = f"before {op.before} ({ops[op.before]})" if op.before < end else "at the end"
    if op.op == "move":
        return f"move {op.value} {op.src}->{op.dst} {at}"
    return f"{op.op} {op.value} {'from' if op.op == 'store' else 'into'} {op.reg} {at}"


def _op_cost(kernel: Kernel, target: Target, op: Operation) -> float:
    d = kernel.values.get(op.value or "")
    cls = target.classes.get((d.regclass if d else None) or target.default_class)
    if cls is None:
        return 0.0
    if op.op == "remat":
        r = d.remat_cost if d else None
        return float(cls.remat_cost if r is True or r is None else r)
    return float({"store": cls.store_cost, "load": cls.load_cost, "fold": cls.load_cost,
                  "move": cls.move_cost}.get(op.op, 0))


def _by_block(kernel: Kernel, target: Target, alloc: Allocation
              ) -> dict[str, tuple[list[str], float]]:
    starts = dict(zip((b.name for b in kernel.blocks), kernel.block_starts(),
                      strict=True))
    freq = {b.name: float(b.freq) for b in kernel.blocks}
    ends = {b.name: starts[b.name] + len(b.instrs) for b in kernel.blocks}
    instrs = [i.op for b in kernel.blocks for i in b.instrs]
    out: dict[str, tuple[list[str], float]] = {}
    for op in sorted(alloc.operations, key=lambda o: o.before):  # stable
        name = op.block or next((b.name for b in reversed(kernel.blocks)
                                 if starts[b.name] <= op.before), kernel.blocks[0].name)
        ops, cost = out.get(name, ([], 0.0))
        ops.append(_describe(op, ends.get(name, len(instrs)), instrs))
        out[name] = (ops, cost + _op_cost(kernel, target, op) * freq.get(name, 1.0))
    return out


def side_by_side(plans: AuditPlans) -> tuple[BlockSpill, ...]:
    """Each block where either plan inserts code, in block order."""
    mine = _by_block(plans.kernel, plans.target, plans.llvm)
    ours = _by_block(plans.kernel, plans.target, plans.ours)
    none: tuple[list[str], float] = ([], 0.0)
    return tuple(BlockSpill(b.name, float(b.freq), tuple(lo), tuple(oo), lc, oc)
                 for b in plans.kernel.blocks if b.name in mine or b.name in ours
                 for (lo, lc), (oo, oc) in [(mine.get(b.name, none),
                                             ours.get(b.name, none))])


def saved_registers(target: Target, alloc: Allocation) -> tuple[str, ...]:
    """The callee-saved registers ``alloc`` writes (a value assigned to one, or a
    load, remat or move into one), as LLVM names them: what the verifier prices
    as saved and restored."""
    written: set[str] = set()
    for ref in [*alloc.assignment.values(), *(op.dst if op.op == "move" else op.reg
                                              for op in alloc.operations
                                              if op.op in ("load", "remat", "move"))]:
        written.update(regs_of(ref))
    out = []
    for r in written:
        parsed = target.parse_register(r)
        if parsed is not None and parsed[1] in target.classes[parsed[0]].callee_saved:
            out.append(parsed)
    return _spelled(target, [target.classes[c].register(i) for c, i in sorted(out)])


def _spelled(target: Target, regs: list[str]) -> tuple[str, ...]:
    """``regs`` as LLVM names them (``$rbx``), where the target's [llvm] table
    does (else as here)."""
    try:
        first: dict[str, str] = {}
        for llvm, here in llvm_names(target).registers.items():
            first.setdefault(here, llvm)
    except TargetError:
        first = {}
    return tuple(f"${first[r]}" if r in first else r for r in regs)


def where_paid(blocks: tuple[BlockSpill, ...], side: Side, cost: float,
               saved: tuple[str, ...] = ()) -> str:
    """What ``side``'s plan of total ``cost`` pays: its spill code, in the blocks
    where it pays most (with frequency), and the rest (the callee-saved
    registers ``saved``, saved and restored)."""
    paid = sorted((b for b in blocks if b.ops(side)), key=lambda b: -b.cost(side))
    spill = sum(b.cost(side) for b in paid)
    head = "; ".join(f"{b.block} (freq {b.freq:g}): {b.counts(side)} = {b.cost(side):g}"
                     for b in paid[:TOP])
    more = f"; {len(paid) - TOP} more block(s)" if len(paid) > TOP else ""
    out = f"{cost:g}: spill code {spill:g}" + (f" ({head}{more})" if paid else "")
    rest = cost - spill
    regs = f" ({', '.join(saved)})" if saved else ""
    return out + (f"; callee-saved registers{regs} saved and restored {rest:g}"
                  if abs(rest) > 1e-9 else "")


def diff_text(function: str, blocks: tuple[BlockSpill, ...], kept: bool = False
              ) -> str:
    """``<function>.diff.txt``: per block, LLVM's spill code and ours; ``!``
    marks the blocks where they differ (``kept``: ours is LLVM's plan)."""
    out = [f"# {function}: spill code per block, LLVM | ours ('!': they differ)"]
    if kept:
        out.append("# ours is LLVM's plan: the solver's own cost more (audit "
                   "--no-warm-start compares that one)")
    for b in blocks:
        out.append(f"{'!' if b.differs else ' '} {b.block} (freq {b.freq:g}): LLVM "
                   f"{b.llvm_cost:g} | ours {b.ours_cost:g}")
        for k in range(max(len(b.llvm), len(b.ours))):
            left = b.llvm[k] if k < len(b.llvm) else ""
            right = b.ours[k] if k < len(b.ours) else ""
            out.append(f"    {left:56s} | {right}")
    if not blocks:
        out.append("  neither plan inserts spill code")
    return "\n".join(out) + "\n"


def write_plans(folder: str | Path, function: str, plans: AuditPlans) -> None:
    """``<function>.llvm.json``, ``<function>.ours.json`` (allocation format) and
    ``<function>.diff.txt`` in ``folder``, each written atomically."""
    out = Path(folder)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OutputError(f"{folder}: cannot write the plans there ({e.strerror})"
                          ) from None
    save_allocation(plans.llvm, out / f"{function}.llvm.json")
    save_allocation(plans.ours, out / f"{function}.ours.json")
    kept = plans.ours.stats.get("plan_from") == "warm start"
    write_atomic(out / f"{function}.diff.txt",
                 diff_text(function, side_by_side(plans), kept))


def _has_vregs(funcs: list[MirFunction]) -> bool:
    return any(o.kind is OperandKind.VREG for f in funcs for b in f.blocks
               for i in b.instrs for o in i.operands)


def nothing_audited(pre: str | Path, post: str | Path, target: Target,
                    first: str) -> str:
    """One line: what the user likely got wrong when no function was audited
    (``first``: the first function's refusal)."""
    try:
        pres, posts = read_mir(pre), read_mir(post)
    except MirError:
        return f"no function was audited ({first})"
    if _has_vregs(posts):
        swapped = "; did you swap PRE and POST?" if not _has_vregs(pres) else \
            " (POST must be llc -stop-after=virtregrewriter output)"
        return ("no function was audited: POST looks like pre-RA MIR (virtual "
                f"registers){swapped}")
    if not _has_vregs(pres):
        return ("no function was audited: PRE has no virtual registers (PRE must be "
                "llc -stop-before=greedy output)")
    theirs, ours = _triple(pre), _arch(str(target.llvm.get("triple", "")))
    if theirs is not None and ours and _arch(theirs) != ours:
        fits = [t for t in available_targets() if _arch(_shipped_triple(t)) ==
                _arch(theirs)]
        hint = f"; try --target {' or '.join(fits)}" if fits else ""
        return (f"no function was audited: the target {target.name} does not match "
                f"the MIR's triple {theirs}{hint}")
    used = {c for f in pres for c in f.vreg_class.values()}
    unknown = sorted(used - set(llvm_names(target).classes))
    if unknown:
        fits = [t for t in available_targets() if _maps(t, used)]
        hint = f"; try --target {' or '.join(fits)}" if fits else ""
        return (f"no function was audited: the target {target.name} does not match "
                f"the MIR (it does not know its register classes "
                f"{', '.join(unknown[:3])}){hint}")
    names = [f.name for f in pres]
    return f"no function was audited: all {len(names)} refused (first: {first})"


def _maps(name: str, used: set[str]) -> bool:
    try:
        return used <= set(llvm_names(load_target(name)).classes)
    except TargetError:
        return False


_TRIPLE = re.compile(r'^\s*target triple = "([^"]+)"', re.MULTILINE)


def _triple(path: str | Path) -> str | None:
    """The target triple of the IR module a MIR file embeds (None: not printed)."""
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            m = _TRIPLE.search(f.read(1 << 20))
    except OSError:
        return None
    return None if m is None else m.group(1)


def _arch(triple: str) -> str:
    """A triple's architecture (``x86_64``, ``riscv64``, ...)."""
    return triple.partition("-")[0]


def _shipped_triple(name: str) -> str:
    try:
        return str(load_target(name).llvm.get("triple", ""))
    except TargetError:
        return ""
