"""Proofs that no allocation exists because some operands can never be placed
at once: fixed registers, tuple widths and alignment, checked before any solver
runs (a solver that only counts registers cannot see them).

Both checks are exact statements about every plan the verifier accepts, so a
failure is INFEASIBLE, never a guess; a search that runs past
:data:`PACK_NODES` nodes proves nothing and says nothing.
"""

from __future__ import annotations

from solver_alloc.analysis.cfg import block_graph
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.references import reference_subset
from solver_alloc.ir import Instr

__all__ = ["operand_conflict"]

PACK_NODES = 10_000
"""Search nodes one check may use; beyond, it proves nothing."""

Places = dict[str, list[frozenset[int]]]


def operand_conflict(problem: Problem) -> str | None:
    """Why no allocation can exist because operands cannot be placed, or None.

    - Homes: every def of a value writes its one home register (its assignment),
      and an instruction may not write a register twice, so the values one
      instruction defines need disjoint homes, at every instruction at once; so
      do the live-ins live at the entry that are written somewhere (they arrive
      in their homes): a colouring of that graph (:func:`_homes_conflict`).
    - At one instruction that runs, per class, the values it reads from
      registers (not through a runtime index) are all there at once, each in a
      place its width, alignment or fixed register allows (a fixed value lives
      only in its register, a confined one in its subset): they must pack into
      disjoint registers. Only instructions with a fixed, wide or subset
      operand are searched (width-1 values pack iff they are few enough, which
      the pressure checks already say).

    O(instructions + co-defined pairs) plus the bounded searches."""
    homes = _homes_conflict(problem)
    if homes is not None:
        return homes
    res = problem.resolved
    special = {v for v in problem.kernel.values
               if (r := res.get(v)) is not None and (r.fixed is not None or r.width > 1
                                                     or r.allowed is not None)}
    if not special:
        return None
    reached = block_graph(problem.kernel).reachable
    i = 0
    for n, b in enumerate(problem.kernel.blocks):
        for ins in b.instrs:
            if reached[n] and not special.isdisjoint(ins.uses):
                why = _unpackable_reads(problem, ins)
                if why is not None:
                    return f"instruction {i} ({ins.op}) {why}"
            i += 1
    return None


def _codefined(problem: Problem) -> dict[str, set[str]]:
    """Value -> the values of its class that need a home apart from its: those
    some reachable instruction defines with it, and, for a live-in live at the
    kernel entry that is also written somewhere, the other such live-ins (each
    arrives in its home register, and two may not arrive in one)."""
    res = problem.resolved
    reached = block_graph(problem.kernel).reachable
    edges: dict[str, set[str]] = {}
    groups: list[tuple[str, ...]] = []
    written: set[str] = set()
    for n, b in enumerate(problem.kernel.blocks):
        for ins in b.instrs if reached[n] else ():
            if len(ins.defs) > 1:
                groups.append(ins.defs)
            if problem.kernel.live_in:
                written.update(ins.defs)
    arriving = [v for v in problem.kernel.live_in if v in written]
    if len(arriving) > 1:
        entry = problem.liveness.block_live_in[0]
        groups.append(tuple(v for v in arriving if v in entry))
    for group in groups:
        for k, a in enumerate(group):
            for c in group[k + 1:]:
                if a != c and res[a].regclass == res[c].regclass:
                    edges.setdefault(a, set()).add(c)
                    edges.setdefault(c, set()).add(a)
    return edges


def _homes_conflict(problem: Problem) -> str | None:
    edges = _codefined(problem)
    if not edges or _apart({v: _places(problem, v, _home_subset(problem, v))
                            for v in edges}, edges) is not False:
        return None
    order = sorted(edges)
    names = ", ".join(map(repr, order[:8])) + (", ..." if len(order) > 8 else "")
    return (f"the values {names} need home registers (which every def writes) kept "
            "apart from the values defined by the same instruction (and live-ins "
            "arriving together), and no choice of homes does that (fixed registers, "
            "subsets, tuple widths and alignment)")


def _unpackable_reads(problem: Problem, ins: Instr) -> str | None:
    by_class: dict[str, list[str]] = {}
    for v in dict.fromkeys(ins.uses):
        if v not in ins.indexed:
            by_class.setdefault(problem.resolved[v].regclass, []).append(v)
    for cname, vals in by_class.items():
        everyone = {v: set(vals) - {v} for v in vals}
        places = {v: _places(problem, v, reference_subset(
            problem.kernel, problem.resolved[v].allowed, ins, v)) for v in vals}
        if len(vals) > 1 and _apart(places, everyone) is False:
            return (f"reads {', '.join(map(repr, vals))} at once, and they cannot be "
                    f"placed in disjoint {cname!r} registers (fixed registers, subsets, "
                    "tuple widths and alignment)")
    return None


def _places(problem: Problem, v: str, allowed: frozenset[int] | None
            ) -> list[frozenset[int]]:
    """The register units each place of ``v`` would take: its fixed register,
    else every aligned start its width allows clear of reserved registers
    (inside ``allowed``, where the reference confines it to its subset)."""
    r = problem.resolved[v]
    starts = [r.fixed] if r.fixed is not None else \
        problem.target.classes[r.regclass].starts(r.width)
    places = [frozenset(range(s, s + r.width)) for s in starts]
    return places if allowed is None else [p for p in places if p <= allowed]


def _home_subset(problem: Problem, v: str) -> frozenset[int] | None:
    """The registers ``v``'s home (which every def writes) may be: its subset
    when some def of it is confined."""
    r = problem.resolved[v]
    if r.allowed is None:
        return None
    confined = any(reference_subset(problem.kernel, r.allowed, ins, v) is not None
                   for _, _, ins in problem.kernel.instructions() if v in ins.defs)
    return r.allowed if confined else None


def _apart(places: Places, edges: dict[str, set[str]]) -> bool | None:
    """Whether every value can take one of its places with neighbours in
    ``edges`` disjoint (None: more than :data:`PACK_NODES` nodes, no answer).
    Backtracking, fewest places first, with an explicit stack (a real function
    has thousands of values: no recursion depth to run out of)."""
    order = sorted(places, key=lambda v: (len(places[v]), -len(edges[v]), v))
    chosen: dict[str, frozenset[int]] = {}
    tried = [0] * (len(order) + 1)  # per level: the next place to try
    nodes, k = 0, 0
    while 0 <= k < len(order):
        v = order[k]
        chosen.pop(v, None)  # back at this level: undo its last place
        while tried[k] < len(places[v]):
            units = places[v][tried[k]]
            tried[k] += 1
            nodes += 1
            if nodes > PACK_NODES:
                return None
            if all(units.isdisjoint(chosen[w]) for w in edges[v] if w in chosen):
                chosen[v] = units
                k += 1
                tried[k] = 0
                break
        else:
            k -= 1  # no place left: back to the previous value
    return k == len(order)
