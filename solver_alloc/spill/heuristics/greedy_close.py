"""The greedy walk's decisions (:mod:`~solver_alloc.spill.heuristics.greedy`) made
whole: what a site reads from (:class:`Walked`), and the block boundaries, memory
and stores that make them one plan of the split model (:func:`close`).

Every rule here is a row of :mod:`~solver_alloc.spill.model.encode` read as an
assignment:

- ``out[v,b] = x`` of the last segment (a value held to the exit leaves in its
  register); ``in[v,b] = min_p out[v,p]`` (and the kernel's arrival at the
  entry block);
- a first segment held where ``in = 0`` is loaded (or rematerialised) at the
  entry when the segment is not empty, else not held; after a runtime-indexed
  read a value is held only if it was held before it or rematerialised there;
  a register read of a value not held is served. Lowering ``x`` only frees
  registers, so these run to a fixpoint without breaking a count row;
- memory: every def of a value some site reads from memory is stored
  (``sd = 1``); such a kernel live-in arriving in a register is stored at the
  entry (``si``), one arriving in memory needs nothing;
- the kernel's arrivals fit: ``sum w a <= K``.
"""

from __future__ import annotations

from collections.abc import Mapping

from solver_alloc.spill.model.encode import arriving_in_registers
from solver_alloc.spill.model.remat_operands import remat_sites
from solver_alloc.spill.model.variables import can_load, may_be_in_memory
from solver_alloc.spill.problem import DEF, ENTRY, INDEXED, USE, SplitProblem

__all__ = ["Walked", "close"]

Decisions = dict[tuple[object, ...], int]


class Walked:
    """Segments held (``x``) and how each site is served (``ld``, ``rm``,
    ``fd``), as the walk decides them."""

    def __init__(self, sp: SplitProblem) -> None:
        self.sp = sp
        self.x: dict[tuple[int, int], int] = {}
        self.serve: dict[tuple[int, int], str] = {}
        self.memory: set[str] = set()
        """Values some site reads from memory: every def of them is stored."""

    def remat_ok(self, v: str) -> bool:
        """A remat that reads no register (those go only where their operands
        are held, which the walk does not track)."""
        return self.sp.remat[v] is not None and v not in self.sp.remat_from

    def cheap_remat(self, v: str) -> bool:
        r = self.sp.remat[v]
        return self.remat_ok(v) and (not can_load(self.sp, v) or
                                     (r is not None and r <= self.sp.load))

    def serve_use(self, c: int, j: int, fold: bool) -> str | bool:
        """Bring a register read's value back: ``rm``, ``fd`` or ``ld``; False
        when nothing can."""
        sp = self.sp
        v, e = sp.chains[c].value, sp.chains[c].events[j]
        if self.cheap_remat(v) and remat_sites(sp, c, j):
            how = "rm"
        elif fold and e.foldable and sp.folds and can_load(sp, v):
            how = "fd"
        elif can_load(sp, v):
            how = "ld"
        elif self.remat_ok(v):
            how = "rm"
        else:
            return False
        self.serve[c, j] = how
        if how != "rm":
            self.memory.add(v)
        return how

    def serve_indexed(self, c: int, j: int, remat: bool) -> bool:
        """A runtime-indexed read: from memory, or a fresh remat (which takes a
        register: only where ``remat`` says there is room, or memory cannot
        serve)."""
        sp = self.sp
        v = sp.chains[c].value
        if (remat and self.cheap_remat(v)) or not may_be_in_memory(sp, v):
            if not self.remat_ok(v):
                return False
            self.serve[c, j] = "rm"
            return True
        self.serve[c, j] = "ld"
        self.memory.add(v)
        return True

    def serve_entry(self, c: int) -> bool:
        """Bring a held first segment's value back at the block's entry."""
        sp = self.sp
        v = sp.chains[c].value
        if self.cheap_remat(v) and remat_sites(sp, c, 0):
            self.serve[c, 0] = "rm"
        elif can_load(sp, v):
            self.serve[c, 0] = "ld"
            self.memory.add(v)
        elif self.remat_ok(v):
            self.serve[c, 0] = "rm"
        else:
            return False
        return True


def _entry_site(sp: SplitProblem, c: int) -> bool:
    ch = sp.chains[c]
    return ch.events[1].point > ch.events[0].point + 1


def _boundaries(sp: SplitProblem, w: Walked, arrive: Mapping[str, int]
                ) -> tuple[dict[tuple[str, int], int], dict[tuple[str, int], int]]:
    """``out`` and ``in`` as the held segments imply them."""
    out = {(ch.value, ch.block): w.x.get((c, len(ch.events) - 2), 0)
           for c, ch in enumerate(sp.chains) if ch.live[-1]}
    inr = {}
    for ch in sp.chains:
        if not ch.live[0]:
            continue
        v, b = ch.value, ch.block
        ok = all(out.get((v, p), 0) for p in sp.preds[b])
        if b == 0:
            ok = ok and bool(arrive.get(v, 0))
        elif not sp.preds[b]:
            ok = False
        inr[v, b] = int(ok)
    return out, inr


def _normalise(sp: SplitProblem, w: Walked, inr: Mapping[tuple[str, int], int]) -> bool:
    """One pass of the chain rules (module docstring); True when an ``x`` fell.
    Raises ValueError when a read cannot be served."""
    fell = False
    for c, ch in enumerate(sp.chains):
        for j, e in enumerate(ch.events):
            if e.kind == ENTRY:
                fell |= _entry_rule(sp, w, c, inr.get((ch.value, ch.block), 0))
            elif e.kind == USE:
                fell |= _read_rule(w, c, j)
            elif e.kind == INDEXED and j < len(ch.live) and ch.live[j]:
                kept = w.x.get((c, j - 1), 0) or w.serve.get((c, j)) == "rm"
                if w.x.get((c, j), 0) and not kept:
                    w.x[c, j], fell = 0, True
    return fell


def _entry_rule(sp: SplitProblem, w: Walked, c: int, arrives: int) -> bool:
    """A held first segment arrives in a register or is brought back at the
    entry, else is not held; True when its ``x`` fell."""
    if not (sp.chains[c].live[0] and w.x.get((c, 0), 0)) or arrives:
        w.serve.pop((c, 0), None)
        return False
    if (c, 0) in w.serve or (_entry_site(sp, c) and w.serve_entry(c)):
        return False
    w.x[c, 0] = 0
    return True


def _read_rule(w: Walked, c: int, j: int) -> bool:
    """A register read of a value not held is served; after a folded read the
    value is in no register. True when an ``x`` fell."""
    if w.x.get((c, j - 1), 0):
        w.serve.pop((c, j), None)
    elif (c, j) not in w.serve and w.serve_use(c, j, fold=False) is False:
        raise ValueError(w.sp.chains[c].value)
    if w.serve.get((c, j)) == "fd" and w.x.get((c, j), 0):
        w.x[c, j] = 0
        return True
    return False


def close(w: Walked, exit_held: Mapping[int, object]) -> Decisions | None:
    """The walk's plan as a whole decision table (module docstring), or None
    when memory cannot serve what the walk reads from it."""
    sp = w.sp
    arrive = _arrivals(sp, w)
    try:
        while True:
            out, inr = _boundaries(sp, w, arrive)
            if not _normalise(sp, w, inr):
                break
    except ValueError:
        return None
    for v in sp.kernel_live_out:  # leaves in a register or in memory
        if any(not out.get((v, b), 1) for b in sp.exits):
            if not can_load(sp, v):
                return None
            w.memory.add(v)
    table: Decisions = {}
    for (c, j), held in w.x.items():
        table["x", (c, j)] = held
    for (c, j), how in w.serve.items():
        table[how, (c, j)] = 1
    table.update({("out", k): val for k, val in out.items()})
    table.update({("in", k): val for k, val in inr.items()})
    table.update({("arrive", (v,)): a for v, a in arrive.items()})
    if not _stores(sp, w, inr, arrive, table):
        return None
    if sum(sp.width[v] for v, a in arrive.items() if a) > sp.k:
        return None
    return table


def _arrivals(sp: SplitProblem, w: Walked) -> dict[str, int]:
    """A kernel live-in arrives in a register when every plan has it so, or the
    walk holds it at the entry; else in memory."""
    forced = arriving_in_registers(sp)
    first = {ch.value: c for c, ch in enumerate(sp.chains) if ch.block == 0}
    out = {}
    for v in sorted(sp.kernel_live_in):
        c = first.get(v)
        held = c is not None and sp.chains[c].live[0] and w.x.get((c, 0), 0)
        out[v] = int(v in forced or bool(held))
    return out


def _stores(sp: SplitProblem, w: Walked, inr: Mapping[tuple[str, int], int],
            arrive: Mapping[str, int], table: Decisions) -> bool:
    """Store every def of a value read from memory, and a live-in that arrives in
    a register at the entry; False when one cannot be stored."""
    for c, ch in enumerate(sp.chains):
        v = ch.value
        if v not in w.memory:
            continue
        for j, e in enumerate(ch.events):
            if e.kind == DEF:
                if not can_load(sp, v):
                    return False
                table["sd", (c, j)] = 1
    for v in sorted(w.memory & sp.kernel_live_in):
        if not arrive.get(v, 0):
            continue
        if not can_load(sp, v) or not inr.get((v, 0), 0):
            return False
        table["si", (v, 0)] = 1
    return True

