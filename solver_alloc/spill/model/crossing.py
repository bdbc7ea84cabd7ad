"""Values held across calls compete for the registers a call preserves.

The split model counts registers per point. At a call, the registers it clobbers
hold dead fixed values, so the count row there only says that at most
``K - |C|`` values cross it (``C``: the clobbered registers). It does not see
that a value crossing a call stays in one of the preserved registers for as
long as it stays in a register without a reload: two values crossing two
different calls, both held where their lives overlap, need two preserved
registers there, although no count row is over. With one callee-saved register
the model then plans both in registers, the pieces do not colour, and the
repair path returns a dearer plan under the count bound.

This module adds that family of rows (:func:`keep_call_crossers_apart`), and the
same rows for every other register set fixed values fill at a point, once a
plan's pieces do not fit (:func:`keep_every_fixed_set_apart`). Every
row is a necessary condition on a plan whose pieces have registers (no moves:
the split plan space), so the model's optimum stays a lower bound on every such
plan, and a plan that meets it is still OPTIMAL.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from solver_alloc.spill.model.optional import at_most_room
from solver_alloc.spill.pieces.decode import Ranges
from solver_alloc.spill.problem import DEF, USE, SplitProblem

MAX_FAMILIES = 2
"""Register sets ``C`` modelled per class when the model is built: the largest
the fixed values occupy at one point (a call's clobbers first). The others
(:func:`keep_every_fixed_set_apart`) wait until a plan's pieces do not fit: a
class can have many such sets, and the rows of all of them in every model make
every solve larger, where few plans break any but the largest."""

Family = frozenset[int]


def _occupied(sp: SplitProblem) -> dict[int, set[int]]:
    """Point -> the allocatable register units fixed values certainly hold there
    (they are read from a register or written at that point)."""
    units = set(sp.units)
    out: dict[int, set[int]] = {}
    for ch in sp.chains:
        span = sp.fixed.get(ch.value)
        if span is None:
            continue
        held = set(range(*span)) & units
        for e in ch.events:
            if e.kind in (USE, DEF) and held:
                out.setdefault(e.point, set()).update(held)
    return out


def families(sp: SplitProblem) -> list[tuple[Family, frozenset[int]]]:
    """The register sets ``C`` to model, each with its *sources*: the points
    where fixed values hold all of ``C``. Largest sets first; a set that leaves
    no room for anything is skipped (the count rows already say all of it)."""
    occ = _occupied(sp)
    sets = sorted({frozenset(s) for s in occ.values()}, key=lambda s: (-len(s), sorted(s)))
    out = []
    for c in sets:
        if len(c) >= sp.k:
            continue
        out.append((c, frozenset(p for p, s in occ.items() if c <= s)))
    return out


def keep_call_crossers_apart(sp: SplitProblem, m: Any) -> None:
    """For each register set ``C`` that fixed values fill at some points (a
    call's clobbers), and every point ``q``:

    ``sum_{v not fixed, segment (c,j) covering q} w_v cr[c,j]
    + sum_{v fixed outside C, segment covering q} w_v x[c,j] <= K - |C|``

    where ``cr[c,j] = 1`` when v is held through segment j and that stretch of
    register residency (one piece: joined across register reads, and across block
    edges where v stays in a register) covers a point where ``C`` is full. Such a
    piece has one register, outside ``C``; so has every piece counted, and they
    overlap at ``q``. ``cr`` is forced up only: ``cr >= x`` on a segment covering
    a source point, ``cr[c,j+1] >= cr[c,j] + x[c,j+1] - 1`` (and back) across a
    register read, and across an edge ``b -> s`` where v stays held:
    ``cr[s,0] >= cr[b,last] + in[v,s] + x[s,0] - 2`` (and back). Defs,
    runtime-indexed reads and reloads start new pieces, but every def writes its
    value's home register, so the pieces starting at one value's defs share a
    register: ``h[v] >= cr[c,j]`` and ``cr[c,j] >= h[v] + x[c,j] - 1`` on the
    segment after each def."""
    for fam, sources in families(sp)[:MAX_FAMILIES]:
        _family(sp, m, fam, sources)


def keep_every_fixed_set_apart(sp: SplitProblem, m: Any, plan: Ranges, k: int) -> int:
    """The rows of :func:`keep_call_crossers_apart` for the register sets the
    model was built without (beyond the :data:`MAX_FAMILIES` largest: each
    one fixed value's register, as an x86-64 shift's ``cl`` or a division's
    ``eax``, each set of argument registers) that the plan whose pieces did
    not fit breaks (``plan``: its pieces' doubled ranges, coloured with ``k``
    registers; :func:`_broken`). Hall's condition at one point, for the
    pieces that cannot take one of ``C``'s registers: they are at most the
    registers outside ``C``. Every row holds for every plan whose pieces have
    registers, so the model's bound stays a bound. Returns how many sets
    were added (0: no row of any set rules the plan out; a cut must).

    Values held through a block where reads of a fixed register also fall in their
    pieces can pass the count rows yet need more registers than those outside the fixed
    set: cut after cut would rule out plan by plan what one set's rows rule out at once.
    The check is on the plan's pieces, a little wider than the rows (a piece read at a
    source point counts here, not in the rows): a set it wrongly calls broken costs one
    more solve, then the cut."""
    rest = [(fam, sources) for fam, sources in families(sp)
            if fam not in m.families and _broken(sp, plan, k, fam, sources)]
    for fam, sources in rest:
        _family(sp, m, fam, sources)
    return len(rest)


def _broken(sp: SplitProblem, plan: Ranges, k: int, fam: Family,
            sources: frozenset[int]) -> bool:
    """Whether the pieces of ``plan`` break ``fam``'s rows somewhere: at one
    point, the width of the pieces (not fixed) held through a source point,
    plus that of the fixed pieces outside ``fam``, is over ``k - |fam|``."""
    segs, pieces = plan
    at = np.asarray(sorted(2 * p for p in sources), dtype=np.int64)
    spans = [(lo, hi, pieces[root].width) for root, ranges in segs.items()
             if _counted(sp, root[0], ranges, at, fam) for lo, hi in ranges if lo >= 0]
    if not spans:
        return False
    top = max(hi for _, hi, _ in spans) + 2
    diff = np.zeros(top, dtype=np.int64)
    for lo, hi, w in spans:
        diff[lo] += w
        diff[hi + 1] -= w
    return bool(np.cumsum(diff).max() > k - len(fam))


def _counted(sp: SplitProblem, v: str, ranges: list[tuple[int, int]], at: np.ndarray,
             fam: Family) -> bool:
    """A piece of ``v`` with these ranges counts against ``fam``'s room: a fixed
    value outside ``fam``, or a value not fixed held through a source point."""
    span = sp.fixed.get(v)
    if span is not None:
        return not fam & set(range(*span))
    lo, hi = np.asarray(ranges, dtype=np.int64).T
    return bool((np.searchsorted(at, lo) < np.searchsorted(at, hi, side="right")).any())


def _family(sp: SplitProblem, m: Any, fam: Family, sources: frozenset[int]) -> None:
    m.families.add(fam)
    md = m.model
    covering = {(c, j) for c, j in m.x if sp.chains[c].value not in sp.fixed
                and _covers(sp, c, j, sources)}
    crossing = {sp.chains[c].value for c, _ in covering}
    if not crossing:
        return
    cr: dict[tuple[int, int], Any] = {}
    first: dict[tuple[str, int], int] = {}
    last: dict[tuple[str, int], int] = {}
    for c, ch in enumerate(sp.chains):
        if ch.value not in crossing:
            continue
        segs = [j for j, _, _ in ch.segments()]
        for j in segs:
            cr[c, j] = md.new_bool_var(f"cr[{ch.value},{ch.block},{j}]")
            if (c, j) in covering:
                md.add(cr[c, j] >= m.x[c, j])
        for j in segs:
            if (c, j + 1) in cr and ch.events[j + 1].kind == USE:
                md.add(cr[c, j + 1] >= cr[c, j] + m.x[c, j + 1] - 1)
                md.add(cr[c, j] >= cr[c, j + 1] + m.x[c, j] - 1)
        if ch.live[0]:
            first[ch.value, ch.block] = c
        if ch.live[-1]:
            last[ch.value, ch.block] = c
    _join_edges(sp, m, cr, first, last)
    _tie_homes(sp, m, cr)
    _capacity(sp, m, fam, cr)


def _tie_homes(sp: SplitProblem, m: Any, cr: dict[tuple[int, int], Any]) -> None:
    """The pieces that start at one value's defs are all in its home register."""
    starts: dict[str, list[tuple[int, int]]] = {}
    for c, j in cr:
        if sp.chains[c].events[j].kind == DEF:
            starts.setdefault(sp.chains[c].value, []).append((c, j))
    for v, segs in starts.items():
        if len(segs) < 2:
            continue
        home = m.model.new_bool_var(f"home_cr[{v}]")
        for c, j in segs:
            m.model.add(home >= cr[c, j])
            m.model.add(cr[c, j] >= home + m.x[c, j] - 1)


def _join_edges(sp: SplitProblem, m: Any, cr: dict[tuple[int, int], Any],
                first: dict[tuple[str, int], int], last: dict[tuple[str, int], int]
                ) -> None:
    """A piece held across an edge is one piece on both sides."""
    md = m.model
    for (v, s), c in first.items():
        held = m.inr.get((v, s))
        if held is None:
            continue
        for p in sp.preds[s]:
            cp = last.get((v, p))
            if cp is None:
                continue
            jp = len(sp.chains[cp].events) - 2
            md.add(cr[c, 0] >= cr[cp, jp] + held + m.x[c, 0] - 2)
            md.add(cr[cp, jp] >= cr[c, 0] + held + m.x[cp, jp] - 2)


def _covers(sp: SplitProblem, c: int, j: int, sources: frozenset[int]) -> bool:
    ch = sp.chains[c]
    lo, hi = ch.events[j].point + 1, ch.events[j + 1].point - 1
    return any(lo <= p <= hi for p in sources)


def _capacity(sp: SplitProblem, m: Any, fam: Family, cr: dict[tuple[int, int], Any]
              ) -> None:
    """The rows: what crosses (over its segments, at its def and at its register
    reads), plus fixed values held outside ``C``."""
    rows: dict[int, list[tuple[int, Any]]] = {}
    for (c, j), var in cr.items():
        ch = sp.chains[c]
        for p in range(ch.events[j].point + 1, ch.events[j + 1].point):
            rows.setdefault(p, []).append((sp.width[ch.value], var))
    outside = []
    for c, ch in enumerate(sp.chains):
        span = sp.fixed.get(ch.value)
        if span is None:
            _event_terms(sp, m, c, cr, rows)
        elif not fam & set(range(*span)):
            outside.append(c)
    for c in outside:
        _fixed_terms(sp, m, c, rows)
    room = sp.k - len(fam)
    for row in rows.values():
        at_most_room(sp, m, row, room)


def _event_terms(sp: SplitProblem, m: Any, c: int, cr: dict[tuple[int, int], Any],
                 rows: dict[int, list[tuple[int, Any]]]) -> None:
    """A crossing piece at its def, and at a register read inside it."""
    ch = sp.chains[c]
    w = sp.width[ch.value]
    for j, e in enumerate(ch.events):
        after, before = cr.get((c, j)), cr.get((c, j - 1))
        if e.kind == DEF and after is not None:
            rows.setdefault(e.point, []).append((w, after))
        elif e.kind == USE and (after is not None or before is not None):
            rows.setdefault(e.point, []).append((w, _either(m, after, before)))


def _either(m: Any, a: Any, b: Any) -> Any:
    """A variable at least ``a`` and ``b`` (the piece a register read is in:
    the one it is held in, or the one a reload before it starts)."""
    if a is None or b is None:
        return b if a is None else a
    u = m.model.new_bool_var("")
    m.model.add(u >= a)
    m.model.add(u >= b)
    return u


def _fixed_terms(sp: SplitProblem, m: Any, c: int,
                 rows: dict[int, list[tuple[int, Any]]]) -> None:
    """A fixed value outside ``C`` where a row is: its segments where held, and
    its reads and writes (always in its register)."""
    ch = sp.chains[c]
    w = sp.width[ch.value]
    for j, lo, hi in ch.segments():
        for p in range(lo, hi + 1):
            if p in rows:
                rows[p].append((w, m.x[c, j]))
    for e in ch.events:
        if e.kind in (USE, DEF) and e.point in rows:
            rows[e.point].append((w, 1))
