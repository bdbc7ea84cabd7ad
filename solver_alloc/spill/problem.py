"""The solver-neutral spill problem with live-range splitting, one register class.

For every value ``v`` and block ``b`` where ``v`` is live or referenced, a
:class:`Chain` lists ``v``'s *events* in ``b`` in program order: the block entry,
its defs and uses, the block exit. Between two consecutive events where ``v`` is
live lies a *segment*; the only decision per segment is whether ``v`` stays in a
register throughout it. Nothing else needs deciding inside a segment: within one
block every point has the same frequency, so a load is never cheaper earlier
than just before the use it serves, and holding a value for part of a segment
only takes a register from others. Stores are needed only just after a def or at
a block entry (a value in a register anywhere else was there since one of them,
or was loaded, so memory already holds it). Loads and remats go before a use, at
a block entry, or at a block exit (hoisted out of a loop into its preheader).

One placement is outside the model: storing a value right after rematerialising
it inside a block (remat, store, then loads). It can only pay when the remat's
block is colder than the def's and loads are cheaper than remats; OPTIMAL is
claimed over plans without it. A remat at a block's exit followed by a store at
the next block's entry is inside the model.

Points: instruction ``i`` of block ``n`` reads at ``2(i + n)`` and writes at
``2(i + n) + 1`` (:func:`block_point`); a segment covers the points strictly
between its two events. The ``n`` gives each block's exit a point of its own:
with :mod:`solver_alloc.ir`'s ``2i`` an empty block's exit was its layout
predecessor's, so values leaving the two blocks (on different edges) met there
when the pieces were coloured, and a plan could be refuted that colours.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from fractions import Fraction

from solver_alloc.analysis.cfg import block_graph
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.references import reference_subset
from solver_alloc.ir import Block
from solver_alloc.spill.remat_elsewhere import Planned, remat_reads

ENTRY, DEF, USE, INDEXED, EXIT = "entry", "def", "use", "indexed", "exit"


@dataclass(frozen=True, slots=True)
class Event:
    """One event of a value in a block."""

    kind: str
    """``entry``, ``def``, ``use`` (a register read), ``indexed`` (a runtime-indexed
    read: memory or a fresh remat) or ``exit``."""
    point: int
    """Program point; entry is the block's first point - 1, exit its last + 1."""
    instr: int
    """Instruction an inserted operation goes before (entry: the block's first,
    exit: one past its last)."""
    tied: bool = False
    """A use the instruction also defines in place (:attr:`Instr.tied`): read
    from the value's home register."""
    to_exit: bool = False
    """A use by a terminator (:attr:`Instr.terminator`): code at the block's end
    runs before it, so the register stays the value's until the exit."""
    foldable: bool = False
    """A use the instruction may read from the spill slot instead (:attr:`Instr.foldable`;
    not for fixed values nor terminators): :mod:`~solver_alloc.spill.model.folds`."""
    confined: frozenset[int] | None = None
    """The registers the value may be in at this use or def (its subset, where
    the instruction confines it: :func:`~solver_alloc.analysis.references.reference_subset`);
    None: any of the class."""
    copy_to: str | None = None
    """At a read by a copy (:attr:`Instr.copy`): the value it writes, which would
    rather have the same register (no move; a colouring preference only)."""


@dataclass(frozen=True, slots=True)
class Chain:
    """The events of one value in one block, and where it is live between them."""

    value: str
    block: int
    events: tuple[Event, ...]
    live: tuple[bool, ...]
    """``live[j]``: the value is live between ``events[j]`` and ``events[j + 1]``."""

    def segments(self) -> Iterator[tuple[int, int, int]]:
        """``(j, first point, last point)`` of each live segment (may be empty:
        first > last)."""
        for j, alive in enumerate(self.live):
            if alive:
                yield j, self.events[j].point + 1, self.events[j + 1].point - 1


@dataclass(frozen=True)
class SplitProblem:
    """Everything an encoding needs for one class; built by :func:`build`."""

    regclass: str
    k: int
    """Allocatable registers."""
    chains: tuple[Chain, ...]
    width: dict[str, int]
    remat: dict[str, Fraction | None]
    """Value -> remat cost (None: cannot be rematerialised)."""
    no_spill: frozenset[str]
    load: Fraction
    store: Fraction
    spillable: bool
    freq: tuple[Fraction, ...]
    """Per block."""
    preds: tuple[tuple[int, ...], ...]
    live_in: tuple[frozenset[str], ...]
    live_out: tuple[frozenset[str], ...]
    exits: frozenset[int]
    """Reachable blocks without successors (live-out values must survive there).
    Unreachable blocks have no chains and no predecessors' role."""
    kernel_live_in: frozenset[str]
    kernel_live_out: frozenset[str]
    refs: dict[int, int]
    """Point -> width of the values that must be in a register there (defs, and
    register reads), whatever is decided."""
    block_points: tuple[tuple[int, int], ...]
    """Per block: first and last point (an empty block's last is its first - 1)."""
    fixed: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Fixed value -> its register units ``[first, end)`` in the class."""
    units: tuple[int, ...] = ()
    """The class's allocatable register indices (the units ``fixed`` names)."""
    remat_from: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Value -> what its remat reads (:attr:`~solver_alloc.ir.ValueDecl.remat_from`),
    values of this class: such a remat goes only before a read, where they are all
    in registers (:mod:`~solver_alloc.spill.model.remat_operands`)."""
    remat_at: dict[str, frozenset[int]] = field(default_factory=dict)
    """Value -> the instructions before which its remat may go, where it reads
    values of another class (:mod:`~solver_alloc.spill.remat_elsewhere`)."""
    remat_relaxed: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Value -> the unpinned values of another class its remat reads, where
    :attr:`remat_at` only asks that they be live (their class's plan is not
    known yet): the model is a relaxation, and a plan's remats are checked
    against that plan (:mod:`~solver_alloc.spill.remat_support`)."""
    folds: bool = False
    """Some use may be read from memory (:attr:`Event.foldable`): its register is a
    decision (:mod:`~solver_alloc.spill.model.folds`), not in :attr:`refs`."""
    restricted: frozenset[str] = frozenset()
    """Values confined to a subset of the class (:attr:`~solver_alloc.ir.ValueDecl.subset`):
    the count rows relax them (a plan's pieces may then not fit), so, like
    fixed values, they make registers no longer interchangeable."""
    boundary: Boundary | None = None
    """A window of a larger plan (:mod:`solver_alloc.spill.modes.anytime.windows`):
    fixed states at its entry and exit instead of kernel entry and exit."""
    cut: Cut | None = None
    """A region of a larger CFG (:mod:`solver_alloc.spill.modes.regions.cut`): how block 0
    is entered across its cut, instead of the kernel's entry rules."""
    optional: int = 0
    """How many of the ``k`` registers a plan pays :attr:`optional_price` each for when
    it uses them (interchangeable callee-saved registers: a save and a restore); the
    model counts them
    (:func:`~solver_alloc.spill.model.optional.price_optional_registers`)."""
    optional_price: Fraction = Fraction(0)
    held: frozenset[str] = frozenset()
    """Values held in a register from the kernel entry to every exit (a host
    register, :mod:`~solver_alloc.hosting`): unlike ``no_spill``, never in memory nor
    rematerialised."""

    def segments(self) -> int:
        """Segments between events over every chain: the size that decides the
        solve's mode and what colouring its plan is expected to take."""
        return sum(len(ch.live) for ch in self.chains)


@dataclass(frozen=True)
class Boundary:
    """States fixed at a window's entry and exit (one block)."""

    held_in: dict[str, int]
    """Live-in -> in a register at the entry (1) or not (0)."""
    mem_in: dict[str, int]
    """Live-in -> memory holds its current value at the entry."""
    held_out: dict[str, int]
    """Live-out -> in a register at the exit."""
    mem_out: dict[str, int]
    """Live-out -> memory must hold it at the exit (reloads after the window)."""


@dataclass(frozen=True)
class Cut:
    """How a region (blocks cut from a larger CFG where only a fall-through edge
    crosses) is entered and left: entered freely (any set of at most K values
    in registers, memory holding anything: a relaxation; the caller may fix
    the state after encoding); left with ``need_held`` in registers and
    ``need_mem`` in memory (what the next region takes), or freely (None)."""

    need_held: dict[str, int] | None = None
    need_mem: dict[str, int] | None = None
    entered: bool = True
    """False for the region that starts at the kernel's entry (its rules hold)."""


def _chain(value: str, block: int, refs: list[Event], entry: Event, exit_: Event,
           live_in: bool, live_out: bool) -> Chain:
    events = (entry, *refs, exit_)
    live = []
    for j in range(len(events) - 1):
        nxt = events[j + 1]
        if j == 0:
            live.append(live_in)
        elif nxt.kind in (USE, INDEXED):
            live.append(True)
        else:
            live.append(nxt.kind == EXIT and live_out)
    return Chain(value, block, events, tuple(live))


def block_point(i: int, n: int) -> int:
    """The read point of instruction ``i`` in block ``n`` (its write point is one
    more): ``2(i + n)``, so that block ``n`` spans ``2(start + n) - 1`` (its entry)
    to ``2(end + n)`` (its exit) and no two blocks share a point."""
    return 2 * (i + n)


def instruction_at(sp: SplitProblem, point: int) -> int:
    """The instruction whose read or write ``point`` is (:func:`block_point`), in
    the kernel's whole problem (a region numbers its blocks from its first)."""
    n = max((b for b, (lo, _) in enumerate(sp.block_points) if lo <= point), default=0)
    return point // 2 - n


def _block_events(problem: Problem, cname: str, b: Block, start: int, n: int,
                  refs_w: dict[int, int]) -> dict[str, list[Event]]:
    """Each value's references in block ``b`` (number ``n``), in order; fills
    ``refs_w``."""
    res = problem.resolved
    events: dict[str, list[Event]] = {}
    for i, ins in enumerate(b.instrs, start):
        p = block_point(i, n)
        for v in dict.fromkeys(ins.uses):
            if res[v].regclass != cname:
                continue
            kind = INDEXED if v in ins.indexed else USE
            subset = reference_subset(problem.kernel, res[v].allowed, ins, v) \
                if kind == USE else None
            fold = kind == USE and v in ins.foldable and res[v].fixed is None and \
                not ins.terminator and subset is None and not res[v].no_spill and \
                problem.target.classes[cname].spillable
            copy_to = ins.defs[0] if ins.copy and res[ins.defs[0]].regclass == cname \
                else None
            events.setdefault(v, []).append(Event(
                kind, p, i, v in ins.tied, ins.terminator, fold, subset, copy_to))
            if kind == USE and not fold:  # a foldable read's register is decided
                refs_w[p] = refs_w.get(p, 0) + res[v].width
        for v in dict.fromkeys(ins.defs):
            if res[v].regclass == cname:
                events.setdefault(v, []).append(Event(
                    DEF, p + 1, i,
                    confined=reference_subset(problem.kernel, res[v].allowed, ins, v)))
                refs_w[p + 1] = refs_w.get(p + 1, 0) + res[v].width
    return events


def build(problem: Problem, cname: str, planned: Planned | None = None) -> SplitProblem:
    """The chains of every value of class ``cname``; ``planned``: the classes
    planned before it, whose unpinned values its remats may read
    (:func:`~solver_alloc.spill.remat_elsewhere.remat_reads`)."""
    k, res, lv = problem.kernel, problem.resolved, problem.liveness
    cls = problem.target.classes[cname]
    reach = block_graph(k).reached
    chains: list[Chain] = []
    refs_w: dict[int, int] = {}
    bpoints = []
    for n, (b, start) in enumerate(zip(k.blocks, k.block_starts(), strict=True)):
        end = start + len(b.instrs)
        first, stop = block_point(start, n), block_point(end, n)
        bpoints.append((first, stop - 1))
        if n not in reach:
            continue  # never executed: no decision there (the verifier skips it too)
        events = _block_events(problem, cname, b, start, n, refs_w)
        lin, lout = lv.block_live_in[n], lv.block_live_out[n]
        names = dict.fromkeys(events)
        names.update(dict.fromkeys(sorted(v for v in lin | lout
                                          if res[v].regclass == cname)))
        for v in names:
            chains.append(_chain(v, n, events.get(v, []), Event(ENTRY, first - 1, start),
                                 Event(EXIT, stop, end), v in lin, v in lout))
    vals = {c.value for c in chains}
    reads = remat_reads(k, res, vals, cname, planned)
    return SplitProblem(
        regclass=cname, k=len(cls.allocatable()), chains=tuple(chains),
        width={v: res[v].width for v in vals},
        remat={v: None if v in reads.unplanned else _fraction(res[v].remat_cost)
               for v in vals},
        remat_from=reads.own, remat_at=reads.at, remat_relaxed=reads.relaxed,
        no_spill=frozenset(v for v in vals if res[v].no_spill),
        held=frozenset(v for v in vals if res[v].held),
        load=Fraction(cls.load_cost), store=Fraction(cls.store_cost),
        spillable=cls.spillable, freq=tuple(Fraction(b.freq) for b in k.blocks),
        preds=block_graph(k).preds,
        live_in=tuple(frozenset(v for v in s if v in vals) for s in lv.block_live_in),
        live_out=tuple(frozenset(v for v in s if v in vals) for s in lv.block_live_out),
        exits=frozenset(n for n, b in enumerate(k.blocks) if not b.succs and n in reach),
        # a live-in dead at entry (written before any read) brings nothing in
        kernel_live_in=frozenset(v for v in k.live_in
                                 if v in vals and v in lv.block_live_in[0]),
        kernel_live_out=frozenset(v for v in k.live_out if v in vals),
        refs=refs_w, block_points=tuple(bpoints),
        fixed={v: (f, f + res[v].width) for v in vals if (f := res[v].fixed) is not None},
        units=cls.allocatable(),
        restricted=frozenset(v for v in vals if res[v].allowed is not None),
        folds=any(e.foldable for ch in chains for e in ch.events))


def _fraction(x: float | None) -> Fraction | None:
    return None if x is None else Fraction(x)


def overflow(sp: SplitProblem) -> tuple[int, int] | None:
    """``(point, width needed)`` of the first point whose defs and register reads
    alone exceed the registers, or None."""
    bad = sorted(p for p, w in sp.refs.items() if w > sp.k)
    return (bad[0], sp.refs[bad[0]]) if bad else None
