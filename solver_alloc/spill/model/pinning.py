"""Pinning values written more than once to their home register (an optional
restriction, tried when a plan's pieces did not fit: linear scan then always
colours them, so the plan is feasible under the first model's bound)."""

from __future__ import annotations

from solver_alloc.spill.model.encode import SplitModel
from solver_alloc.spill.problem import DEF, ENTRY, INDEXED, SplitProblem


def _anchors(sp: SplitProblem) -> dict[int, list[int]]:
    """Chain -> indices of the events that write a multiply-written value's home
    register (its defs, and the kernel entry for a live-in)."""
    writes: dict[str, int] = dict.fromkeys(sp.kernel_live_in, 1)
    for ch in sp.chains:
        writes[ch.value] = writes.get(ch.value, 0) + sum(e.kind == DEF for e in ch.events)
    out = {}
    for c, ch in enumerate(sp.chains):
        if writes.get(ch.value, 0) >= 2:
            anchors = [j for j, e in enumerate(ch.events) if e.kind == DEF or (
                e.kind == ENTRY and ch.block == 0 and ch.value in sp.kernel_live_in)]
            if len(anchors) >= 2:
                out[c] = anchors
    return out


def home_reservations(sp: SplitProblem) -> dict[str, list[tuple[int, int]]]:
    """Points between a value's writes where it is dead or read through an index:
    pinned, its home register stays reserved there (see :func:`pin_redefined`)."""
    out: dict[str, list[tuple[int, int]]] = {}
    for c, anchors in _anchors(sp).items():
        ch = sp.chains[c]
        for j in range(anchors[0], anchors[-1]):
            if not ch.live[j]:
                lo, hi = ch.events[j].point + 1, ch.events[j + 1].point - 1
                if lo <= hi:
                    out.setdefault(ch.value, []).append((lo, hi))
            if j > anchors[0] and ch.events[j].kind == INDEXED and not ch.live[j]:
                out.setdefault(ch.value, []).append((ch.events[j].point,) * 2)
    return out


def pin_redefined(sp: SplitProblem, m: SplitModel) -> None:
    """Optional restriction: a value written more than once (several defs, or a
    live-in redefined) keeps its home register from its first write to its last
    in each block: ``x = 1`` on its segments there (the dead stretches are
    reserved through ``refs`` by the caller, see :func:`home_reservations`). Its
    pieces are then intervals that linear scan can always colour; used only
    when the optimum's pieces did not fit, so the result is a feasible plan under
    the first model's bound."""
    for c, anchors in _anchors(sp).items():
        ch = sp.chains[c]
        for j, _, _ in ch.segments():
            if anchors[0] <= j < anchors[-1]:
                m.model.add(m.x[c, j] == 1)
        if ch.block == 0 and ch.value in m.arrive and anchors[0] == 0:
            m.model.add(m.arrive[ch.value] == 1)
