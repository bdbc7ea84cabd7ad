"""Heuristic plans read as split decisions: Belady's spill code (straight-line
kernels), a warm start for the exact model and the incumbent of the anytime
mode, and a spill-everywhere plan (any CFG), a warm start where Belady does not
apply.

The caller runs :func:`~solver_alloc.spill.heuristics.belady.belady` once per kernel and
hands its plan to :func:`belady_table` for each class; nothing is cached here."""

from __future__ import annotations

from collections.abc import Collection

from solver_alloc.result import Failure, Operation
from solver_alloc.spill.heuristics.belady import BeladyPlan
from solver_alloc.spill.model.encode import arriving_in_registers
from solver_alloc.spill.pieces.decode import Decision
from solver_alloc.spill.problem import DEF, ENTRY, EXIT, INDEXED, USE, SplitProblem


def decisions_from_ops(sp: SplitProblem, assignment: dict[str, str],
                       ops: list[Operation]) -> dict[tuple[object, ...], int]:
    """Split decisions equivalent to (or cheaper than) straight-line spill code.

    Walks each chain backwards: a segment before a register read is held unless
    the read is served by a load or remat; before an indexed read it is held only
    if the value must still be in a register after it; the exit segment is held
    when the value was never stored (it must leave in a register).
    """
    served: dict[tuple[int, str], str] = {}
    stored: set[str] = set()
    for op in ops:
        kind, v, i = op.op, op.value or "", op.before
        if kind in ("load", "remat"):
            served[i, v] = kind
        elif kind == "store":
            stored.add(v)
    out: dict[tuple[object, ...], int] = {}
    for c, ch in enumerate(sp.chains):
        v = ch.value
        arrives = v in sp.kernel_live_in and v in assignment
        if v in sp.kernel_live_in:
            out["arrive", (v,)] = int(arrives)
        in_mem = (v in sp.kernel_live_in and not arrives) or v in stored
        need_after = 0  # must v be in a register right after event j?
        for j in range(len(ch.events) - 1, -1, -1):
            if j < len(ch.live) and ch.live[j]:
                out["x", (c, j)] = need_after
            need_after = _step_back(sp, c, j, need_after, served, stored, arrives,
                                    in_mem, out)
    return out


def _step_back(sp: SplitProblem, c: int, j: int, need_after: int,
               served: dict[tuple[int, str], str], stored: set[str], arrives: bool,
               in_mem: bool, out: dict[tuple[object, ...], int]) -> int:
    """Decisions at event j; returns whether v is needed in a register before it."""
    ch = sp.chains[c]
    v, e = ch.value, ch.events[j]
    if e.kind == EXIT and ch.live[-1]:
        out["out", (v, ch.block)] = int(not in_mem)
        return int(not in_mem)
    if e.kind == USE:
        kind = served.get((e.instr, v))
        if kind is not None:
            out["ld" if kind == "load" else "rm", (c, j)] = 1
        return int(kind is None)
    if e.kind == INDEXED:
        kind = served.get((e.instr, v), "load")
        out["ld" if kind == "load" else "rm", (c, j)] = 1
        return int(need_after and kind == "load")
    if e.kind == DEF:
        out["sd", (c, j)] = int(v in stored)
        return 0
    if e.kind == ENTRY and ch.live[0]:
        out["in", (v, ch.block)] = int(arrives)
        out["si", (v, ch.block)] = int(arrives and v in stored)
        if need_after and not arrives:
            out["ld", (c, j)] = 1
    return need_after


def as_decision(table: dict[tuple[object, ...], int]) -> Decision:
    """A :data:`Decision` reading ``table`` (missing entries are 0)."""
    return lambda kind, key: table.get((kind, key), 0)


def belady_table(sp: SplitProblem, plan: BeladyPlan | Failure
                 ) -> dict[tuple[object, ...], int] | None:
    """Belady's ``plan`` for ``sp``'s class as a decision table, or None where
    Belady does not apply (CFGs, tuples, redefined values)."""
    if isinstance(plan, Failure):
        return None
    assignment, ops = plan
    return decisions_from_ops(sp, assignment, ops)


def spilled(sp: SplitProblem, ops: tuple[Operation, ...] | list[Operation],
            placed: Collection[str] | None = None) -> tuple[dict[str, str], set[str]]:
    """Spilled value -> how its reads are served (``ld`` from memory, ``rm``
    recomputed), and the live-ins stored at the kernel's entry. ``placed``: the
    values the plan gives a register; a live-in it does not arrives in memory
    (spilled, though it may need no operation at all)."""
    served: dict[str, str] = {}
    stored_at_entry: set[str] = set()
    for op in ops:
        if op.value is None:
            continue
        if op.op == "store" and op.before == 0 and op.value in sp.kernel_live_in:
            stored_at_entry.add(op.value)
        if served.get(op.value) != "ld":  # one load or store: memory serves it
            served[op.value] = "ld" if op.op in ("load", "store") else "rm"
    for v in sorted(sp.kernel_live_in):  # in memory, served by no operation
        if placed is not None and v not in placed:
            served.setdefault(v, "ld")
    return served, stored_at_entry


def everywhere_table(sp: SplitProblem, ops: tuple[Operation, ...] | list[Operation],
                     placed: Collection[str] | None = None
                     ) -> dict[tuple[object, ...], int]:
    """A spill-everywhere plan (:mod:`~solver_alloc.spill.heuristics.everywhere`: its
    operations) as split decisions, on any CFG: a warm start where Belady does not
    apply.

    A value with no operation is held throughout (every segment, in a register at every
    entry and exit, arriving in one). A spilled value is held nowhere: each register
    read is served by its load (or remat), each runtime-indexed read from memory (or a
    remat), each def is stored (remat-only values are not); a live-in it stores at the
    kernel's entry arrives in a register and is stored there, as the plan does, and so
    does a live-in with a def, whose home register the kernel passes it in
    (:func:`~solver_alloc.spill.model.encode.arriving_in_registers`; a plan that
    rematerialises it reads no memory). The plan's cost is the table's."""
    served, at_entry = spilled(sp, ops, placed)
    arriving = arriving_in_registers(sp)
    out: dict[tuple[object, ...], int] = {}
    for c, ch in enumerate(sp.chains):
        v, b = ch.value, ch.block
        held = int(v not in served)
        entry_store = int(b == 0 and v in at_entry)
        if v in sp.kernel_live_in:  # as the model has it (one with a def: its home)
            out["arrive", (v,)] = int(held or v in at_entry or v in arriving)
        out.update({("x", (c, j)): held for j, alive in enumerate(ch.live) if alive})
        if ch.live[0]:
            out["in", (v, b)], out["si", (v, b)] = held | entry_store, entry_store
        if ch.live[-1]:
            out["out", (v, b)] = held
        if not held:
            kind = served[v]
            out.update({(kind, (c, j)): 1 for j, e in enumerate(ch.events)
                        if e.kind in (USE, INDEXED)})
            if kind == "ld":
                out.update({("sd", (c, j)): 1 for j, e in enumerate(ch.events)
                            if e.kind == DEF})
    return out
