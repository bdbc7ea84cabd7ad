"""Belady's spill code read as split decisions: a warm start for the exact model
and the incumbent of the anytime mode (straight-line kernels).

The caller runs :func:`~solver_alloc.spill.belady.belady` once per kernel and
hands its plan to :func:`belady_table` for each class; nothing is cached here."""

from __future__ import annotations

from solver_alloc.result import Failure, Operation
from solver_alloc.spill.belady import BeladyPlan
from solver_alloc.spill.chains import DEF, ENTRY, EXIT, INDEXED, USE, SplitProblem
from solver_alloc.spill.decode import Decision


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
