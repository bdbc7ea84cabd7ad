"""Does every instruction of LLVM's allocation read the register that holds its value?

Our allocation format says where each value lives, not which register each
instruction reads, so the verifier cannot see an operand that names the wrong
register. :mod:`.audit` records, per block, what the post-RA code does to the
registers and spill slots (:data:`Event`) and which value the pre-RA MIR reads at
each use operand (:class:`Read`). :func:`first_misread` then runs a must-dataflow
over the blocks: the *contents* of a location (a register unit or a spill slot's
unit) is the set of values it surely holds on every path to that point (several
when a coalesced copy made them one). A read is right when every unit of the
register it names holds the value; registers are compared by unit (``$eax`` and
``$rax`` are one register), never by spelling.

A redefinition of a value (the input is not SSA) drops it from every other
location; a reload, a remat or a copy adds a location without dropping any. A
block that no path from the entry reaches is not checked.
"""

from __future__ import annotations

import heapq
import re
from dataclasses import dataclass
from enum import Enum

from solver_alloc.frontends.mir_parse import MirFunction, MirInstr, OperandKind
from solver_alloc.verifier.report import Violation

__all__ = ["Copy", "Event", "Join", "Load", "Misread", "MisreadKind", "Missing", "Put",
           "Read", "Remat", "Site", "Store", "Write", "first_misread", "recipe",
           "single_def_recipes"]


class MisreadKind(Enum):
    """How an instruction of LLVM's allocation reads the wrong thing."""

    WRONG_REGISTER = "operand_register"
    """A use operand names a register that does not hold the value read there."""
    MISSING_IMPLICIT = "implicit_operand"
    """The pre-RA MIR reads a fixed register implicitly; the post-RA one does not."""
    WRONG_REMAT = "remat_instruction"
    """An inserted remat is not the instruction that defines the value it stands for."""


def recipe(ins: MirInstr) -> str:
    """What an instruction computes, whatever it writes to: its opcode and explicit
    operands, without flags, implicit operands and debug locations (a remat is a
    copy of its value's def with another destination)."""
    rhs = ins.text.partition(" :: ")[0].rpartition(" = ")[2]
    flags = {"killed", "renamable", "undef", "dead", "internal"}
    chunks = [" ".join(w for w in c.split() if w not in flags) for c in rhs.split(", ")]
    return ", ".join(c for c in chunks if not c.startswith(("implicit", "debug-location")))


_REGISTER = re.compile(r"[$%]\w+(?:\.\w+)?(?::\w+)?")


def recipe_shape(text: str) -> str:
    """A :func:`recipe` with its registers left out: a remat of ``LEA64r %3, 1,
    $noreg, 8, $noreg`` reads ``%3`` from whatever register holds it (the
    verifier checks that it is in one)."""
    return _REGISTER.sub("R", text)


def single_def_recipes(func: MirFunction) -> dict[str, str]:
    """Virtual register -> the :func:`recipe` of its def, for those with one def."""
    seen: dict[str, list[str]] = {}
    for b in func.blocks:
        for ins in b.instrs:
            for o in ins.operands:
                if o.kind is OperandKind.VREG and o.is_def:
                    seen.setdefault(o.name, []).append(recipe(ins))
    return {v: defs[0] for v, defs in seen.items() if len(defs) == 1}


@dataclass(frozen=True, slots=True)
class Site:
    """An instruction of the post-RA MIR."""

    block: str
    index: int
    """Its index in the block (debug instructions count, as in the file)."""
    opcode: str

    def __str__(self) -> str:
        return f"block {self.block}, instruction {self.index} ({self.opcode})"


@dataclass(frozen=True, slots=True)
class Misread:
    """The first operand of LLVM's allocation that reads the wrong value."""

    kind: MisreadKind
    site: Site
    message: str

    def __str__(self) -> str:
        return f"{self.site} of the post-RA MIR: {self.message}"

    def violation(self) -> Violation:
        """As a verifier violation (it then leads the verifier's report)."""
        return Violation(self.kind.value, str(self))


@dataclass(frozen=True, slots=True)
class Write:
    """A def of ``value`` (a redefinition: no other location keeps it)."""

    value: str
    units: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Join:
    """A copy coalesced away: every location of ``source`` now holds ``value`` too."""

    value: str
    source: str


@dataclass(frozen=True, slots=True)
class Put:
    """A placeholder for a remat whose value its reader will name (holds nothing)."""

    units: tuple[str, ...]
    recipe: str
    site: Site


@dataclass(frozen=True, slots=True)
class Remat:
    """An inserted remat of ``value``: it computes ``recipe``; the value's def in
    the pre-RA MIR computes ``defined_by`` (None: not one def)."""

    value: str
    units: tuple[str, ...]
    recipe: str
    defined_by: str | None
    site: Site


@dataclass(frozen=True, slots=True)
class Copy:
    """An inserted register-to-register copy."""

    source: tuple[str, ...]
    dest: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Store:
    """An inserted spill store of ``units`` into spill slot ``slot``."""

    slot: str
    units: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Load:
    """An inserted reload of spill slot ``slot`` into ``units``."""

    slot: str
    units: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Read:
    """A use operand: ``operand`` (as written) must hold ``value`` in every unit."""

    value: str
    units: tuple[str, ...]
    operand: str
    position: int
    """The operand's position among the instruction's register operands."""
    site: Site
    implicit: bool = False


@dataclass(frozen=True, slots=True)
class Missing:
    """The post-RA instruction dropped an implicit read of ``operand``."""

    operand: str
    site: Site


Event = Write | Join | Put | Remat | Copy | Store | Load | Read | Missing
State = dict[str, frozenset[str]]
"""Location (a register unit, or ``%stack.N#k`` for unit k of a slot) -> the
values it surely holds."""


def _slot(slot: str, k: int) -> str:
    return f"%stack.{slot}#{k}"


def _step(state: State, e: Event) -> None:
    """Apply one event to ``state`` (reads change nothing)."""
    if isinstance(e, Write | Join):  # a (re)definition: older copies are stale
        for loc in [loc for loc, vs in state.items() if e.value in vs]:
            state[loc] = state[loc] - {e.value}
        if isinstance(e, Write):
            state.update(dict.fromkeys(e.units, frozenset({e.value})))
        else:
            for loc, vs in list(state.items()):
                if e.source in vs:
                    state[loc] = vs | {e.value}
    elif isinstance(e, Put):
        state.update(dict.fromkeys(e.units, frozenset()))
    elif isinstance(e, Remat):
        state.update(dict.fromkeys(e.units, frozenset({e.value})))
    elif isinstance(e, Copy):
        held = [state.get(u, frozenset()) for u in e.source]
        state.update(zip(e.dest, held, strict=False))
    elif isinstance(e, Store):
        state.update({_slot(e.slot, k): state.get(u, frozenset())
                      for k, u in enumerate(e.units)})
    elif isinstance(e, Load):
        state.update({u: state.get(_slot(e.slot, k), frozenset())
                      for k, u in enumerate(e.units)})


def _meet(states: list[State]) -> State:
    """What every one of ``states`` surely holds."""
    out = dict(states[0])
    for s in states[1:]:
        out = {loc: vs & s[loc] for loc, vs in out.items() if loc in s}
    return {loc: vs for loc, vs in out.items() if vs}


def _misread(state: State, e: Event) -> Misread | None:
    """Why event ``e`` reads the wrong thing in ``state`` (None if it does not)."""
    if isinstance(e, Missing):
        return Misread(MisreadKind.MISSING_IMPLICIT, e.site,
                       f"the pre-RA MIR reads ${e.operand} implicitly here; this "
                       "instruction does not")
    if isinstance(e, Remat) and e.defined_by is not None and \
            recipe_shape(e.recipe) != recipe_shape(e.defined_by):
        return Misread(MisreadKind.WRONG_REMAT, e.site,
                       f"this remat ({e.recipe}) stands for {e.value}, which the "
                       f"pre-RA MIR defines by {e.defined_by}")
    if not isinstance(e, Read):
        return None
    wrong = [u for u in e.units if e.value not in state.get(u, frozenset())]
    if not wrong:
        return None
    held = sorted(state.get(wrong[0], frozenset()))
    what = (" or ".join(held[:3]) + (" (and others)" if len(held) > 3 else "")
            if held else "no value of the function")
    how = "implicit operand" if e.implicit else f"operand {e.position}"
    return Misread(MisreadKind.WRONG_REGISTER, e.site,
                   f"{how} reads ${e.operand}, which holds {what}, not {e.value} "
                   "(the value the pre-RA MIR reads there)")


def first_misread(events: list[list[Event]], preds: list[list[int]], entry: State
                  ) -> Misread | None:
    """The first read, in block and instruction order, whose register does not
    hold its value on every path from the entry (``events[b]``: block ``b``'s
    events in order; ``preds[b]``: its predecessors; ``entry``: the function's
    live-in registers)."""
    out = _exits(events, preds, entry)
    for b in range(len(events)):
        state = _entry(b, preds, out, entry)
        if state is None:
            continue  # no path from the entry reaches it
        for e in events[b]:
            if (bad := _misread(state, e)) is not None:
                return bad
            _step(state, e)
    return None


def _exits(events: list[list[Event]], preds: list[list[int]], entry: State
           ) -> list[State | None]:
    """What each block surely holds at its exit (None: unreachable), by a
    worklist over the blocks from "anything" down to the greatest fixpoint."""
    n = len(events)
    succs: list[list[int]] = [[] for _ in range(n)]
    for b, ps in enumerate(preds):
        for p in ps:
            succs[p].append(b)
    out: list[State | None] = [None] * n
    work = list(range(n))  # a heap: blocks in layout order first
    queued = set(work)
    while work:  # the contents only shrink: this ends
        b = heapq.heappop(work)
        queued.discard(b)
        state = _entry(b, preds, out, entry)
        if state is None:
            continue
        for e in events[b]:
            _step(state, e)
        state = {loc: vs for loc, vs in state.items() if vs}
        if state != out[b]:
            out[b] = state
            for s in succs[b]:
                if s not in queued:
                    heapq.heappush(work, s)
                    queued.add(s)
    return out


def _entry(b: int, preds: list[list[int]], out: list[State | None], entry: State
           ) -> State | None:
    """What block ``b`` surely holds at its entry, from what is known so far
    (None: no path from the entry reaches it yet)."""
    known = [s for p in preds[b] if (s := out[p]) is not None]
    if b == 0:
        known.append(entry)
    return _meet(known) if known else None
