"""Kernel intermediate representation.

Glossary (used everywhere in the package, and in the encodings' maths):

value (``v``, ``u``)
    A virtual register: a name that instructions define (``defs``) and read (``uses``).
register (``r``)
    A physical register of a target, named ``prefix + index`` (``r0``, ``v12``).
register class (``c``)
    A bank of interchangeable registers (``gpr``, ``vgpr``, ``seq_pool``).
tuple
    A value of ``width`` w > 1 occupies w consecutive registers of its class.
instruction (``i``)
    Numbered globally: blocks in file order, instructions concatenated.
program point (``p``)
    Each instruction ``i`` has two points: ``2i`` (its uses are read) and ``2i + 1``
    (its defs are written). A value used at ``i`` and a value defined at ``i`` are
    never live at the same point, so they may share a register.
block (``b``)
    A basic block with an execution frequency ``freq`` and successor blocks.
live range
    The points at which a value must be held somewhere. A def that is never used
    still occupies its register at point ``2i + 1``.

Only data lives here: frozen records with tuples inside. Instructions and blocks
are ``msgspec`` structs (frozen, not tracked by the garbage collector), so the kernel
loader decodes JSON straight into them, with no second copy of a large kernel;
their field types carry the JSON schema's constraints (non-empty names, frequency
range), which only decoding checks. Loading and validation are in
:mod:`solver_alloc.formats.kernel`; liveness in :mod:`solver_alloc.analysis.liveness`.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Annotated, TypeVar, cast

import msgspec

ValueName = str
RegisterName = str
BlockName = str
T = TypeVar("T")

MAX_FREQ = 1e9
"""Largest block frequency accepted (costs times frequencies stay exact)."""

Name = Annotated[str, msgspec.Meta(min_length=1)]
"""A non-empty string (value, block, op, feature, id or tile name) in a file."""
Freq = (Annotated[int, msgspec.Meta(ge=0, le=int(MAX_FREQ))]
        | Annotated[float, msgspec.Meta(ge=0, le=MAX_FREQ)])


@dataclass(frozen=True, slots=True)
class ValueDecl:
    """What a kernel says about one value (every field optional in the JSON)."""

    regclass: str | None = None
    """Register class; ``None`` = derived from the defining engine or the target default."""
    width: int = 1
    """Number of consecutive physical registers the value occupies."""
    fixed: RegisterName | None = None
    """Pre-coloured register (the first register of a tuple), or ``None``."""
    remat_cost: float | bool | None = None
    """Cycles to recompute; ``True`` = the class's default remat cost; ``None`` = not
    rematerialisable."""
    remat_from: tuple[Name, ...] = ()
    """The values a remat of this value reads (its def's register operands, as
    LLVM's ``LEA64r %3, ...``): each must be in a register where the remat runs.
    Empty: the remat reads nothing."""
    subset: str | None = None
    """A named register subset of the class (``[classes.C.subsets]`` of the target,
    LLVM's ``gr64_norex``): every register the value is in, loaded, moved or
    rematerialised into, is one of it."""
    no_spill: bool = False
    """No spill code for the value: no store or load of it is inserted. It may
    still be rematerialised, and as a live-in arrive in memory."""
    held: bool = False
    """Internal, not in the file format: held in a register from the kernel entry
    to every exit (the host register of :mod:`solver_alloc.hosting`)."""


class Instr(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """One instruction. Tuples are in file order."""

    op: Name
    defs: tuple[Name, ...] = ()
    uses: tuple[Name, ...] = ()
    engine: Name | None = None
    """Issuing engine (Trainium); selects the class of the values it defines."""
    act: Name | None = None
    """Activation function evaluated on the Scalar engine, if any."""
    requires: tuple[Name, ...] = ()
    """Target features the instruction needs."""
    indexed: tuple[Name, ...] = ()
    """Uses read through a runtime index: registers cannot serve them."""
    tied: tuple[Name, ...] = ()
    """Uses the instruction also defines in place (two-address, x86's ``ADD64rr``):
    each is read from the register its def writes, the value's home."""
    foldable: tuple[Name, ...] = ()
    """Uses the instruction may read from the value's spill slot instead of a
    register (x86's memory forms, ``CMP64rr`` as ``CMP64rm``): one per
    instruction, at a load's cost, with no register."""
    confined: tuple[Name, ...] = ()
    """Uses and defs whose register here must be one of the value's
    :attr:`ValueDecl.subset` (an operand of LLVM's ``TCRETURNri64``). A value with a
    subset that no instruction lists is confined at every reference."""
    copy: bool = False
    """A register copy (LLVM's ``COPY``): its one def holds its one use's bits. When
    both are in one register, the copy changes nothing there and the use's value
    stays in it too."""
    terminator: bool = False
    """A branch or return ending its block (with the others after it): code
    inserted after it, at the block's end, runs before the first of them, so it
    may not overwrite what they read."""
    id: Name | None = None
    """Name for ``after`` references."""
    after: tuple[Name, ...] = ()
    """Ids of instructions (same block) this one must follow."""
    reads: tuple[Name, ...] = ()
    """Memory tiles read (ordering dependences only)."""
    writes: tuple[Name, ...] = ()
    """Memory tiles written (ordering dependences only)."""


class Block(msgspec.Struct, frozen=True, gc=False, forbid_unknown_fields=True):
    """A basic block."""

    name: Name
    instrs: tuple[Instr, ...] = ()
    succs: tuple[Name, ...] = ()
    freq: Freq = 1
    """Execution frequency: the weight of every operation inserted in this block."""


def _frozen_mapping(items: Mapping[str, ValueDecl] | None = None) -> Mapping[str, ValueDecl]:
    """A read-only copy."""
    return MappingProxyType(dict(items or {}))


@dataclass(frozen=True, slots=True)
class Kernel:
    """A kernel: blocks in file order (the first is the entry)."""

    name: str
    blocks: tuple[Block, ...]
    values: Mapping[ValueName, ValueDecl] = field(default_factory=_frozen_mapping)
    """Declared values only; others are resolved against a target."""
    live_in: tuple[ValueName, ...] = ()
    live_out: tuple[ValueName, ...] = ()
    meta: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    """Free-form instance metadata kept through load/dump (source, known optimum)."""
    derived: dict[str, object] = field(default_factory=dict, init=False, repr=False,
                                       compare=False)
    """Analyses computed once and kept with the kernel (interned arrays, the CFG);
    never part of its identity, never copied by ``replace``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "values", _frozen_mapping(self.values))
        object.__setattr__(self, "meta", MappingProxyType(dict(self.meta)))

    def __hash__(self) -> int:
        return hash((self.name, self.blocks, self.live_in, self.live_out))

    @property
    def n_instrs(self) -> int:
        """Number of instructions in the kernel."""
        return sum(len(b.instrs) for b in self.blocks)

    def block_starts(self) -> tuple[int, ...]:
        """Global index of each block's first instruction (its end for empty blocks)."""
        starts, pos = [], 0
        for b in self.blocks:
            starts.append(pos)
            pos += len(b.instrs)
        return tuple(starts)

    def forget(self) -> None:
        """Drop the analyses kept in :attr:`derived` (rebuilt when asked for):
        their memory then serves what comes next, e.g. the verifier, which
        builds its own. The mark of a checked kernel stays."""
        checked = self.derived.get("checked")
        self.derived.clear()
        if checked:
            self.derived["checked"] = checked

    def memo(self, key: str, build: Callable[[Kernel], T]) -> T:
        """``build(self)``, computed on first use and kept in :attr:`derived`."""
        if key not in self.derived:
            self.derived[key] = build(self)
        return cast(T, self.derived[key])

    def flagged(self) -> tuple[tuple[int, Instr], ...]:
        """``(global index, instruction)`` of the instructions that read through a
        runtime index, require features or name an activation (found once per
        kernel: most instructions do none of these)."""
        return self.memo("flagged", _flagged)

    def instructions(self) -> Iterator[tuple[int, Block, Instr]]:
        """Yield ``(global index, block, instruction)`` in program order."""
        i = 0
        for b in self.blocks:
            for ins in b.instrs:
                yield i, b, ins
                i += 1

    def value_names(self) -> tuple[ValueName, ...]:
        """Every value named anywhere, in first-appearance order."""
        seen: dict[ValueName, None] = dict.fromkeys(self.live_in)
        for b in self.blocks:
            for ins in b.instrs:
                seen.update(dict.fromkeys(ins.uses))
                seen.update(dict.fromkeys(ins.defs))
        seen.update(dict.fromkeys(self.live_out))
        seen.update(dict.fromkeys(self.values))
        return tuple(seen)


@dataclass(frozen=True, slots=True)
class InterferenceGraph:
    """A pure interference problem (DIMACS ``.col``): no instructions at all.

    Every vertex is a value of the target's default class and width 1.
    """

    name: str
    vertices: tuple[ValueName, ...]
    edges: tuple[tuple[int, int], ...]
    """Pairs of vertex indices (0-based, ``u < v``, no duplicates)."""
    known_colours: int | None = None
    """The optimum stated in the file (an ``o`` line), if any; never trusted as proof."""


Instance = Kernel | InterferenceGraph


def _flagged(kernel: Kernel) -> tuple[tuple[int, Instr], ...]:
    instrs = [ins for b in kernel.blocks for ins in b.instrs]
    return tuple((i, ins) for i, ins in enumerate(instrs)
                 if ins.indexed or ins.requires or ins.act is not None)


def unused_name(base: str, taken: Container[str], mark: str = "_") -> str:
    """``base``, with ``mark`` appended until no name in ``taken`` has it (a value
    a pass adds to a kernel whose own names it must not meet)."""
    name = base
    while name in taken:
        name += mark
    return name
