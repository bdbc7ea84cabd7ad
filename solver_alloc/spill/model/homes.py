"""Rows for the values bound to one register unit at a point: fixed values, and
values whose home register is forced.

Every def of a value writes its home register (the split plan space, see
:mod:`solver_alloc.spill.modes.exact`). A fixed value written at the same instruction
takes its own registers there, so the home of a width-1 value ``v`` lies in
``units - U(v)``, with ``U(v)`` the units of the fixed values written at some
def of ``v``. When one unit ``h`` is left, ``v`` is *forced* into ``h`` where it
is written and (a kernel live-in with defs) where it arrives, and stays there
through its reads and held segments until a load or remat brings it back
elsewhere (:func:`_home_terms`).
"""

from __future__ import annotations

from typing import Any

from solver_alloc.spill.problem import DEF, ENTRY, USE, SplitProblem

ENTRY_POINT = -(1 << 40)
"""The kernel's entry, where live-ins arrive (before every program point)."""


def forced_homes(sp: SplitProblem) -> dict[str, int]:
    """Width-1 values with defs, not fixed, that only one unit can be the home of."""
    written: dict[int, set[int]] = {}  # def point -> fixed units written there
    defs: dict[str, list[int]] = {}
    for ch in sp.chains:
        for e in ch.events:
            if e.kind != DEF:
                continue
            if ch.value in sp.fixed:
                lo, hi = sp.fixed[ch.value]
                written.setdefault(e.point, set()).update(range(lo, hi))
            elif sp.width[ch.value] == 1:
                defs.setdefault(ch.value, []).append(e.point)
    out = {}
    for v, points in defs.items():
        banned = set().union(*(written.get(p, set()) for p in points))
        left = [u for u in sp.units if u not in banned]
        if len(left) == 1 and banned:
            out[v] = left[0]
    return out


def _home_terms(sp: SplitProblem, m: Any, c: int) -> list[tuple[int, Any]]:
    """Where a value with a forced home is in it: from each write (a def, or the
    kernel entry for a live-in), ``1`` at the def, then at each later read
    ``1 - R`` and over each later segment ``x - R``, where ``R`` counts the loads
    and remats since the write. A term is 1 only when nothing was reloaded since
    the write and the value stayed in a register (else a read would need a
    load), so it never exceeds what the plan puts in the home register."""
    ch = sp.chains[c]
    out: list[tuple[int, Any]] = []
    reloads: list[Any] | None = None  # since the last write; None: no write yet
    if ch.block == 0 and ch.value in sp.kernel_live_in:
        reloads = []  # a live-in with defs arrives in its home
    for j, e in enumerate(ch.events):
        if e.kind == DEF:
            reloads = []
            out.append((e.point, 1))
        elif e.kind in (USE, ENTRY):
            if reloads is not None:  # a load at the entry: not the arriving copy
                reloads = reloads + [t[c, j] for t in (m.ld, m.rm) if (c, j) in t]
            if e.kind == USE and reloads is not None:  # a folded read: in no register
                out.append((e.point, 1 - sum(reloads) - m.fd.get((c, j), 0)))
        else:
            reloads = None  # an indexed read or the exit: stop following it
        if reloads is not None and j < len(ch.live) and ch.live[j]:
            lo, hi = e.point + 1, ch.events[j + 1].point - 1
            out += [(p, m.x[c, j] - sum(reloads)) for p in range(lo, hi + 1)]
    return out


def _terms(sp: SplitProblem, m: Any, forced: dict[str, int]
           ) -> dict[int, dict[int, list[Any]]]:
    """Unit -> point -> what puts a value bound to that unit there."""
    per_unit: dict[int, dict[int, list[Any]]] = {}
    for c, ch in enumerate(sp.chains):
        v = ch.value
        terms: list[tuple[int, Any]] = []
        if v in sp.fixed:
            units = range(*sp.fixed[v])
            terms = [(p, m.x[c, j]) for j, lo, hi in ch.segments() for p in range(lo, hi + 1)]
            for j, e in enumerate(ch.events):
                if e.kind in (USE, DEF):
                    terms.append((e.point, 1))
                elif (c, j) in m.occ:
                    terms.append((e.point, m.occ[c, j]))
        elif v in forced:
            units = range(forced[v], forced[v] + 1)
            terms = _home_terms(sp, m, c)
        else:
            continue
        if ch.block == 0 and v in m.arrive and sp.boundary is None:
            terms.append((ENTRY_POINT, m.arrive[v]))  # it arrives in that unit
        for u in units:
            rows = per_unit.setdefault(u, {})
            for p, t in terms:
                rows.setdefault(p, []).append(t)
    return per_unit


def keep_fixed_registers_apart(sp: SplitProblem, m: Any) -> None:
    """At every point p and register unit u, at most one value bound to u is
    there: ``refs_u(p) + sum_{fixed v on u, segment covering p} x + sum occ +
    sum_{v forced into u} (:func:`_home_terms`: 1 at a def, 1 - R at a read,
    x - R over a segment) <= 1``, and at the kernel's entry
    ``sum_{live-in v bound to u} arrive_v <= 1`` (a live-in with defs arrives
    in its home), where ``refs_u(p)`` counts the fixed values on u that p reads
    from a register or writes (they are there whatever is decided). The count
    rows of
    :func:`~solver_alloc.spill.model.encode.respect_registers` cannot see this: two
    values bound to one register fit any count of two or more. Each row is
    necessary for a plan with registers, so the model's optimum stays a bound."""
    forced = forced_homes(sp)
    if len(sp.fixed) + len(forced) < 2 or not sp.fixed:
        return
    for rows in _terms(sp, m, forced).values():
        for row in rows.values():
            if len(row) > 1:
                m.model.add(sum(row) <= 1)
