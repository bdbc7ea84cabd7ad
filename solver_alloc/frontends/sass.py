"""ptxas's own spill code, read from SASS and priced in our cost model.

Input is the text ``nvdisasm -c`` prints for a cubin (``cuobjdump -sass`` prints
the same instructions but no labels: nvdisasm names every branch target
``.L_x_N`` and prints the label before its instruction, which is what the block
boundaries below need). One function per ``.text.NAME`` section.

What is read:

- **Instructions**: address, guard (``@P0``, ``@!UP1``), opcode with its
  modifiers (``STL.64``), operands.
- **Blocks** start at a label (every branch target has one) and after a
  branch, ``RET`` or ``EXIT`` (guarded or not: a guarded one falls through).
- **Loops**: a backward branch (``BRA`` to a label at or before it) closes the
  loop that is the address interval ``[target, branch]``; branches back to one
  target are one loop, whose interval ends at the last of them. The loop depth
  of an instruction is the number of such intervals holding it. This is the
  interval view of loops, not the dominator view the PTX frontend uses; for the
  reducible, laid-out-in-order code ptxas emits they agree.
- **Spill code**: ``STL*`` is a spill store and ``LDL*`` a spill load, one each
  whatever its width (``STL.128`` moves four registers in one instruction,
  counted once, its bytes reported apart), as our model charges one store per
  value. ``P2R`` (predicates packed into an R register) and ``R2P`` (unpacked)
  are counted too. ptxas also reads a packed predicate back with ``ISETP``/
  ``LOP3`` on the R register, which is indistinguishable from ordinary code and
  is not counted.
- **Local arrays are not spills.** ``LDL``/``STL`` also reach a kernel's own
  ``.local`` arrays (a runtime-indexed per-thread array, as in
  ``instances/ptx/cuda/local_histogram.ptx``). SASS does not say which access
  is which, but ``ptxas -v`` reports spill bytes apart from the stack frame.
  The rule here: when ptxas reports spill bytes > 0 every ``LDL``/``STL`` is
  priced as spill code (a kernel with both local arrays and spills is then
  priced too high); when it reports none, they are local-array traffic,
  counted but not priced.
- **Registers**: R registers used is the highest index named plus one, counting
  the registers a 64/128-bit operand spans (``.64``/``.128`` forms,
  ``R10.64`` addresses, ``IMAD.WIDE``, ``D*`` double-precision operations,
  ``HGMMA`` accumulators); UR registers the same for uniform registers.

Pricing (:func:`price`): each spill store costs class ``r``'s ``store_cost``,
each spill load its ``load_cost``, each ``P2R`` class ``p``'s ``store_cost`` and
each ``R2P`` its ``load_cost``, all from the :class:`~solver_alloc.targets.Target`
and times ``LOOP_SCALE ** depth``, the block frequencies of the PTX frontend.
ptxas's rematerialisations (recomputing a value instead of reloading it) are
ordinary instructions in SASS and not priced, while our model charges a remat
``remat_cost``. The priced figure leaves them out, so in that respect it is, if
anything, low: it understates what ptxas's plan costs in our model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.ptx import LOOP_SCALE
from solver_alloc.targets import Target

__all__ = ["LocalKind", "SassBlock", "SassCost", "SassError", "SassFunction",
           "SassInstr", "parse_sass", "price"]


class SassError(SolverAllocError):
    """SASS text that cannot be read."""


class LocalKind(Enum):
    """What an ``STL``/``LDL`` is, by the rule of the module docstring."""

    SPILL = "spill"
    LOCAL_ARRAY = "local array"


_SECTION = re.compile(r"^\s*//-+\s*\.text\.(\S+)\s*-+")
_LABEL = re.compile(r"^\s*(\.?[\w$.]+):\s*$")
_INSTR = re.compile(r"^\s*/\*([0-9a-fA-F]+)\*/\s+(?:(@!?U?P[T0-9]+)\s+)?([A-Z][\w.]*)\s*"
                    r"(.*?)\s*;")
_TARGET = re.compile(r"`\(([^)]+)\)")
_REG = re.compile(r"(?<![\w.])(U?)R(\d+)((?:\.\w+)*)")
_ENDS_BLOCK = frozenset({"BRA", "BRX", "JMP", "JMX", "RET", "EXIT"})
_BRANCHES = frozenset({"BRA", "JMP"})
_SIZE = {"U8": 1, "S8": 1, "U16": 2, "S16": 2, "64": 8, "128": 16}
_HGMMA = re.compile(r"HGMMA\.(\d+)x(\d+)x\d+\.(F32|F16|S32)")


@dataclass(frozen=True, slots=True)
class SassInstr:
    """One SASS instruction."""

    address: int
    opcode: str
    """With its modifiers: ``STL.64``, ``LDL.LU``."""
    operands: str
    guard: str | None = None

    @property
    def root(self) -> str:
        """The opcode without modifiers."""
        return self.opcode.split(".", 1)[0]

    @property
    def modifiers(self) -> tuple[str, ...]:
        return tuple(self.opcode.split(".")[1:])

    @property
    def target(self) -> str | None:
        """The label a branch (or ``BSSY``) names."""
        m = _TARGET.search(self.operands)
        return m[1] if m else None

    @property
    def local_bytes(self) -> int:
        """Bytes an ``STL``/``LDL`` moves (4 unless a size modifier says)."""
        sizes = [_SIZE[m] for m in self.modifiers if m in _SIZE]
        return sizes[-1] if sizes else 4

    def registers(self, uniform: bool = False) -> frozenset[int]:
        """Indices of the R (``uniform``: UR) registers named, each operand with
        the registers its width spans (a register inside ``[ ]`` is an address:
        its own width only)."""
        wide = self._width()
        out: set[int] = set()
        for n, operand in enumerate(self.operands.split(",")):
            for m in _REG.finditer(operand):
                if bool(m[1]) != uniform:
                    continue
                first, mods = int(m[2]), m[3].split(".")
                inside = operand.count("[", 0, m.start()) > operand.count("]", 0, m.start())
                width = 2 if "64" in mods else 4 if "128" in mods else \
                    1 if inside else wide.get(n, 1)
                out.update(range(first, first + width))
        return frozenset(out)

    def _width(self) -> dict[int, int]:
        """Registers spanned by the register of the n-th operand (default 1)."""
        mods = self.modifiers
        if "128" in mods or "64" in mods:
            w = 4 if "128" in mods else 2
            return dict.fromkeys(range(8), w)
        if self.root == "IMAD" and "WIDE" in mods:
            return {0: 2, 3: 2}
        if self.root in {"DADD", "DMUL", "DFMA", "DMNMX", "DSETP"}:
            return dict.fromkeys(range(4), 2)
        m = _HGMMA.match(self.opcode)
        if m:
            acc = int(m[1]) * int(m[2]) // (128 if m[3] != "F16" else 256)
            return {0: acc}
        return {}


@dataclass(frozen=True, slots=True)
class SassBlock:
    """A block: from a label or after a branch, to the next such point."""

    label: str | None
    instrs: tuple[SassInstr, ...]
    depth: int
    """Loops holding the block (its first instruction)."""

    @property
    def start(self) -> int:
        return self.instrs[0].address

    def count(self, roots: frozenset[str]) -> int:
        return sum(1 for i in self.instrs if i.root in roots)

    def local_bytes(self, root: str) -> int:
        return sum(i.local_bytes for i in self.instrs if i.root == root)


@dataclass(frozen=True, slots=True)
class SassFunction:
    """One function's SASS: its blocks in address order, its loops."""

    name: str
    blocks: tuple[SassBlock, ...]
    loops: tuple[tuple[int, int], ...]
    """Each loop's interval ``(target address, last backward branch address)``."""

    @property
    def instrs(self) -> tuple[SassInstr, ...]:
        return tuple(i for b in self.blocks for i in b.instrs)

    def used(self, uniform: bool = False) -> int:
        """R (``uniform``: UR) registers used: the highest index named, plus 1."""
        regs = [r for i in self.instrs for r in i.registers(uniform)]
        return max(regs) + 1 if regs else 0


def parse_sass(text: str) -> list[SassFunction]:
    """The functions of ``nvdisasm -c`` output; :class:`SassError` if there are
    none or a branch names a label the function lacks."""
    funcs: list[tuple[str, list[SassInstr | str]]] = []
    for line in text.splitlines():
        if (m := _SECTION.match(line)) is not None:
            funcs.append((m[1], []))
        elif not funcs:
            continue
        elif (i := _INSTR.match(line)) is not None:
            funcs[-1][1].append(SassInstr(int(i[1], 16), i[3], i[4], i[2]))
        elif (lab := _LABEL.match(line)) is not None and lab[1].startswith(".L"):
            funcs[-1][1].append(lab[1])
    out = [_function(name, items) for name, items in funcs if any(
        isinstance(x, SassInstr) for x in items)]
    if not out:
        raise SassError("no SASS functions found (expected `nvdisasm -c` output)")
    return out


def _function(name: str, items: list[SassInstr | str]) -> SassFunction:
    labels: dict[str, int] = {}
    pending: list[str] = []
    for x in items:
        if isinstance(x, str):
            pending.append(x)
        else:
            labels.update(dict.fromkeys(pending, x.address))
            pending = []
    end = max(x.address for x in items if isinstance(x, SassInstr)) + 16
    labels.update(dict.fromkeys(pending, end))
    back: dict[int, int] = {}
    for x in items:
        if isinstance(x, SassInstr) and x.root in _BRANCHES and x.target is not None:
            if x.target not in labels:
                raise SassError(f"function {name}: instruction at {x.address:#06x} "
                                f"branches to unknown label {x.target}")
            t = labels[x.target]
            if t <= x.address:
                back[t] = max(back.get(t, t), x.address)
    loops = tuple(sorted(back.items()))
    blocks: list[SassBlock] = []
    label: str | None = None
    current: list[SassInstr] = []

    def close() -> None:
        nonlocal label
        if current:
            a = current[0].address
            depth = sum(1 for lo, hi in loops if lo <= a <= hi)
            blocks.append(SassBlock(label, tuple(current), depth))
            current.clear()
            label = None

    for x in items:
        if isinstance(x, str):
            close()
            label = x  # two labels on one address: the block has the last
            continue
        current.append(x)
        if x.root in _ENDS_BLOCK:
            close()
    close()
    return SassFunction(name, tuple(blocks), loops)


@dataclass(frozen=True, slots=True)
class SassCost:
    """ptxas's spill code in one function, priced in our model."""

    function: str
    kind: LocalKind
    """Whether its ``STL``/``LDL`` are spill code or local-array traffic."""
    stores: int
    loads: int
    store_bytes: int
    load_bytes: int
    stores_in_loops: int
    loads_in_loops: int
    p2r: int
    r2p: int
    cost: float
    """Spill stores and loads (when :attr:`kind` is ``SPILL``), ``P2R`` and
    ``R2P``, each times ``LOOP_SCALE ** depth``; no remats (invisible in SASS)."""
    cost_per_register: float = 0.0
    """:attr:`cost` with each 4 bytes of a spill store or load priced as one
    (a ``STL.64`` of two 32-bit values is two of our stores, one of a 64-bit
    value is one): its plan with each value stored on its own, as our plans
    store, costs between the two."""

    @property
    def spills(self) -> int:
        """Spill instructions (0 for local-array traffic)."""
        return self.stores + self.loads if self.kind is LocalKind.SPILL else 0

    @property
    def spills_in_loops(self) -> int:
        return self.stores_in_loops + self.loads_in_loops \
            if self.kind is LocalKind.SPILL else 0

    def describe(self) -> str:
        """``2 spill instructions (1 store 4 B, 1 load 4 B; 1 in loops), 2 P2R``,
        or ``no STL/LDL``."""
        what = "spill" if self.kind is LocalKind.SPILL else "local-array (not priced)"
        n = self.stores + self.loads
        extra = [f"{self.p2r} P2R"] * bool(self.p2r) + [f"{self.r2p} R2P"] * bool(self.r2p)
        if n == 0:
            return ", ".join(["no STL/LDL", *extra])
        inside = self.stores_in_loops + self.loads_in_loops
        out = (f"{n} {what} instruction{'s' * (n != 1)} ({self.stores} "
               f"store{'s' * (self.stores != 1)} {self.store_bytes} B, {self.loads} "
               f"load{'s' * (self.loads != 1)} {self.load_bytes} B; {inside} in loops)")
        return ", ".join([out, *extra])

    def to_json(self) -> dict[str, object]:
        return {"kind": self.kind.value, "stores": self.stores, "loads": self.loads,
                "store_bytes": self.store_bytes, "load_bytes": self.load_bytes,
                "stores_in_loops": self.stores_in_loops,
                "loads_in_loops": self.loads_in_loops, "p2r": self.p2r,
                "r2p": self.r2p, "cost": self.cost,
                "cost_per_register": self.cost_per_register}


def price(fn: SassFunction, target: Target, spilled: bool) -> SassCost:
    """ptxas's spill code of ``fn`` in ``target``'s costs (classes ``r`` and
    ``p``); ``spilled``: ptxas -v reported spill bytes > 0, so ``STL``/``LDL``
    are spill code (else local-array traffic, not priced)."""
    r, p = target.register_class("r"), target.register_class("p")
    kind = LocalKind.SPILL if spilled else LocalKind.LOCAL_ARRAY
    cost = wide = 0.0
    n = dict.fromkeys(("STL", "LDL", "P2R", "R2P", "STL_loop", "LDL_loop"), 0)
    for b in fn.blocks:
        freq = float(LOOP_SCALE ** b.depth)
        each = {"STL": r.store_cost if spilled else 0.0,
                "LDL": r.load_cost if spilled else 0.0,
                "P2R": p.store_cost, "R2P": p.load_cost}
        for root, unit in each.items():
            k = b.count(frozenset({root}))
            n[root] += k
            cost += k * unit * freq
            words = b.local_bytes(root) / 4 if root in ("STL", "LDL") else k
            wide += max(k, words) * unit * freq
            if b.depth and root in ("STL", "LDL"):
                n[f"{root}_loop"] += k
    return SassCost(fn.name, kind, n["STL"], n["LDL"],
                    sum(b.local_bytes("STL") for b in fn.blocks),
                    sum(b.local_bytes("LDL") for b in fn.blocks),
                    n["STL_loop"], n["LDL_loop"], n["P2R"], n["R2P"], cost, wide)
