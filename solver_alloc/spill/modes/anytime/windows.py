"""Large-neighbourhood search over windows of a single-block plan.

A window is a run of instructions. Everything outside it stays as the incumbent
plan has it; inside, the split model (:mod:`solver_alloc.spill.model.encode`) is
solved exactly on the window's own chains, with the states at its edges fixed
(:class:`~solver_alloc.chains.Boundary`): what is in a register and what memory
holds when the window starts, what must be in a register or in memory when it
ends. A segment crossing an edge may only be given up, never held longer, so the
registers outside the window stay within their limits. A better window plan
replaces the incumbent's decisions there.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ortools.sat.python import cp_model

from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.problem import DEF, ENTRY, EXIT, Boundary, Chain, Event, SplitProblem

Table = dict[tuple[object, ...], int]


@dataclass(frozen=True)
class _Window:
    sp: SplitProblem
    full: list[tuple[int, int]]
    """Sub chain -> (full chain, index of the full event before its first event)."""


def _cut(ch: Chain, lo: int, hi: int) -> tuple[int, int] | None:
    """``(k, m)``: full events ``k+1 .. m`` lie in ``[lo, hi]``; None when the value
    neither lives nor happens there."""
    inside = [j for j, e in enumerate(ch.events) if lo <= e.point <= hi]
    if inside:
        return inside[0] - 1, inside[-1]
    k = max(j for j, e in enumerate(ch.events) if e.point < lo)
    return (k, k) if ch.live[k] and ch.events[k + 1].point > hi else None


def _memory_before(ch: Chain, c: int, upto: int, table: Table, live_in: bool) -> int:
    """Whether memory holds the value after full event ``upto`` in the incumbent."""
    for j in range(upto, -1, -1):
        if ch.events[j].kind == DEF:
            return table.get(("sd", (c, j)), 0)
    if not live_in:
        return 0
    v = ch.value
    return int(not table.get(("arrive", (v,)), 0) or table.get(("si", (v, 0)), 0))


def _memory_needed_after(ch: Chain, c: int, m: int, table: Table, live_out: bool) -> int:
    """Whether a load after full event ``m`` (before the next def) needs memory."""
    for j in range(m + 1, len(ch.events)):
        e = ch.events[j]
        if e.kind == DEF:
            return 0
        if table.get(("ld", (c, j)), 0):
            return 1
        if e.kind == EXIT and live_out and ch.live[-1] and \
                not table.get(("out", (ch.value, 0)), 0):
            return 1
    return 0


def window(sp: SplitProblem, lo: int, hi: int, table: Table) -> _Window:
    """The sub-problem of points ``lo .. hi`` (whole instructions) under ``table``."""
    chains, full = [], []
    held_in, mem_in, held_out, mem_out = {}, {}, {}, {}
    for c, ch in enumerate(sp.chains):
        cut = _cut(ch, lo, hi)
        if cut is None:
            continue
        k, m = cut
        events = (Event(ENTRY, lo - 1, lo // 2), *ch.events[k + 1:m + 1],
                  Event(EXIT, hi + 1, (hi + 1) // 2))
        live = (ch.live[k], *ch.live[k + 1:m], ch.live[m]) if m > k else (ch.live[k],)
        chains.append(Chain(ch.value, 0, events, live))
        full.append((c, k))
        v = ch.value
        if live[0]:
            held_in[v] = table.get(("x", (c, k)), 0)
            mem_in[v] = _memory_before(ch, c, k, table, v in sp.kernel_live_in)
        if live[-1]:
            held_out[v] = table.get(("x", (c, m)), 0)
            mem_out[v] = _memory_needed_after(ch, c, m, table, v in sp.kernel_live_out)
    names = {ch.value for ch in chains}
    lin = frozenset(ch.value for ch in chains if ch.live[0])
    lout = frozenset(ch.value for ch in chains if ch.live[-1])
    sub = SplitProblem(
        regclass=sp.regclass, k=sp.k, chains=tuple(chains),
        width={v: sp.width[v] for v in names}, remat={v: sp.remat[v] for v in names},
        no_spill=sp.no_spill & names, held=sp.held & names, load=sp.load, store=sp.store,
        restricted=sp.restricted & names, folds=sp.folds,
        spillable=sp.spillable, freq=sp.freq[:1], preds=((),), live_in=(lin,),
        live_out=(lout,), exits=frozenset({0}), kernel_live_in=lin,
        kernel_live_out=frozenset(), refs={p: w for p, w in sp.refs.items()
                                           if lo <= p <= hi},
        block_points=((lo, hi),),
        boundary=Boundary(held_in, mem_in, held_out, mem_out))
    return _Window(sub, full)


_KEYED = ("x", "ld", "rm", "sd")


def _to_full(w: _Window, c: int, j: int) -> tuple[int, int]:
    fc, k = w.full[c]
    return fc, k + j


def improve(sp: SplitProblem, lo: int, hi: int, table: Table, opts: SolveOptions
            ) -> Fraction:
    """Re-solve one window; update ``table`` in place when it gets cheaper.
    Returns the saving (0 if none)."""
    w = window(sp, lo, hi, table)
    if not w.sp.chains:
        return Fraction(0)
    m = encode(w.sp)
    old = Fraction(0)
    for kind in _KEYED:
        for key, var in getattr(m, kind).items():
            val = table.get((kind, _to_full(w, *key)), 0)
            m.model.add_hint(var, val)
            old += m.cost.get(var.Index(), Fraction(0)) * val
    for var in m.si.values():
        m.model.add_hint(var, 0)
    solver, status = solve_cpsat(m.model, opts, full_lp=True,
                                 deterministic_cap=opts.lns_time)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Fraction(0)
    new = Fraction(round(solver.objective_value)) / m.scale
    if new >= old:
        return Fraction(0)
    for kind in _KEYED:
        for key, var in getattr(m, kind).items():
            table[kind, _to_full(w, *key)] = int(solver.value(var))
    for (v, _), var in m.si.items():
        if solver.value(var):
            _store_before(sp, w, v, table)
    return old - new


def _store_before(sp: SplitProblem, w: _Window, v: str, table: Table) -> None:
    """A store at the window's entry is the store after the value's last def
    before it (or at kernel entry): the same cost on one block."""
    c, k = next(w.full[n] for n, ch in enumerate(w.sp.chains) if ch.value == v)
    ch = sp.chains[c]
    for j in range(k, -1, -1):
        if ch.events[j].kind == DEF:
            table["sd", (c, j)] = 1
            return
    table["si", (v, 0)] = 1


def windows(sp: SplitProblem, size: int, count: int) -> list[tuple[int, int]]:
    """``count`` windows of ``size`` instructions spread evenly over the block."""
    n = (sp.block_points[0][1] + 1) // 2
    if count <= 0 or n <= 0:
        return []
    if n <= size:
        return [(0, 2 * n - 1)]
    starts = sorted({round(i * (n - size) / max(count - 1, 1)) for i in range(count)})
    return [(2 * s, 2 * (s + size) - 1) for s in starts]

