"""An exhaustive oracle for one class's cheapest spill code on a tiny
straight-line kernel, when its remats read values of another class whose
plan is fixed (a predicate recomputed from its comparison of R registers).

:func:`held_before` runs the other class's plan (its registers and its
operations) over the instructions: before instruction ``i``, after the
operations placed there, which of its values are still in the registers that
last received them. :func:`cheapest_class` is a shortest-path search over
states ``(values in registers, values in memory)`` of the class before each
instruction (width-1 values, no fixed registers: on straight-line code a
count of registers is exact): any held value may be stored (paid once) or
dropped; each read value not in a register is loaded (if in memory) or
recomputed (at its remat cost) when every value its ``remat_from`` names is
in a register there: of this class, held after the step's drops and not
itself recomputed in the step; of the other class, live before ``i`` and
``held(i, u)``. Reads and the values kept take at most ``K`` registers, the
instruction's defs and the values kept across it at most ``K``. A
``no_spill`` value is never stored. Shares no code with the solvers.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from fractions import Fraction

from oracles.liveness import needed_after
from solver_alloc import Allocation, Kernel, Target

Held = Callable[[int, str], bool]


def _regs(ref: object) -> tuple[str, ...]:
    if ref is None:
        return ()
    return (ref,) if isinstance(ref, str) else tuple(ref)  # type: ignore[arg-type]


def held_before(k: Kernel, alloc: Allocation, cls: str) -> Held:
    """Whether ``alloc`` holds value ``u`` (of class ``cls``) in a register
    before instruction ``i``, after its operations there."""
    instrs = [ins for b in k.blocks for ins in b.instrs]
    mine = {v for v, d in k.values.items() if d.regclass == cls}
    holder: dict[str, str] = {}
    where: dict[str, tuple[str, ...]] = {}

    def write(v: str, regs: tuple[str, ...]) -> None:
        for r in regs:
            holder[r] = v
        where[v] = regs
    for v in k.live_in:
        if v in mine and v in alloc.assignment:
            write(v, _regs(alloc.assignment[v]))
    table: dict[int, set[str]] = {}
    for i, ins in enumerate(instrs):
        for op in alloc.operations:
            if op.before == i and op.value in mine and op.op in ("load", "remat", "move"):
                write(op.value, _regs(op.dst if op.op == "move" else op.reg))
        table[i] = {u for u, regs in where.items() if all(holder[r] == u for r in regs)}
        for v in ins.defs:
            if v in mine:
                write(v, _regs(alloc.assignment.get(v)))
    return lambda i, u: u in table.get(i, set())


def cheapest_class(k: Kernel, t: Target, cls: str, held: Held) -> Fraction | None:
    """Minimum cost of class ``cls``'s spill code (None: no plan) with the other
    classes' values held where ``held`` says."""
    c = t.classes[cls]
    store, load = Fraction(c.store_cost), Fraction(c.load_cost)
    cap = len(c.allocatable())
    instrs = [ins for b in k.blocks for ins in b.instrs]
    mine = {v for v, d in k.values.items() if d.regclass == cls}
    remat = {v: (Fraction(str(c.remat_cost if d.remat_cost is True else d.remat_cost)),
                 d.remat_from)
             for v, d in k.values.items() if v in mine and d.remat_cost is not None}
    no_spill = {v for v in mine if k.values[v].no_spill}
    after = needed_after(instrs, set(k.live_out))
    frontier: dict[tuple[frozenset[str], frozenset[str]], Fraction] = {
        (frozenset(), frozenset()): Fraction(0)}
    for i, ins in enumerate(instrs):
        live_before = set(after[i]) | set(ins.uses)
        uses = [u for u in dict.fromkeys(ins.uses) if u in mine]
        defs = [d for d in ins.defs if d in mine]
        nxt: dict[tuple[frozenset[str], frozenset[str]], Fraction] = {}
        for (regs, mem), cost in frontier.items():
            for kept, mem2, extra in _steps(regs, mem, uses, i, live_before, mine, remat,
                                            no_spill, held, store, load):
                if len(kept) > cap:
                    continue
                across = {v for v in kept if v in after[i] and v not in defs}
                if len(across) + len(defs) > cap:
                    continue
                state = (frozenset(across | {d for d in defs if d in after[i]}),
                         frozenset(v for v in mem2 if v in after[i] and v not in defs))
                if cost + extra < nxt.get(state, Fraction(10**9)):
                    nxt[state] = cost + extra
        frontier = nxt
        if not frontier:
            return None
    return min((cst for (regs, mem), cst in frontier.items()
                if set(k.live_out) & mine <= regs | mem), default=None)


def _steps(regs: frozenset[str], mem: frozenset[str], uses: list[str], i: int,
           live_before: set[str], mine: set[str],
           remat: dict[str, tuple[Fraction, tuple[str, ...]]], no_spill: set[str],
           held: Held, store: Fraction, load: Fraction
           ) -> Iterator[tuple[set[str], frozenset[str], Fraction]]:
    """Every way to get the instruction's reads into registers: (values in
    registers, values in memory, cost)."""
    have = sorted(regs)
    for stores in itertools.product([False, True], repeat=len(have)):
        stored = {v for v, s in zip(have, stores, strict=True) if s}
        if stored & no_spill:
            continue
        m = mem | stored
        c0 = store * len(stored - mem)
        for drops in itertools.product([False, True], repeat=len(have)):
            kept = {v for v, d in zip(have, drops, strict=True) if not d}
            need = [u for u in uses if u not in kept]
            ways = [(["load"] if u in m else []) + (["remat"] if u in remat else [])
                    for u in need]
            for how in itertools.product(*ways):
                remats = {u for u, w in zip(need, how, strict=True) if w == "remat"}
                if not all(_may_recompute(u, kept, remats, i, live_before, mine,
                                          remat, held) for u in remats):
                    continue
                extra = c0 + sum((remat[u][0] for u in remats), Fraction(0)) + \
                    load * (len(need) - len(remats))
                yield kept | set(need), m, extra


def _may_recompute(u: str, kept: set[str], remats: set[str], i: int,
                   live_before: set[str], mine: set[str],
                   remat: dict[str, tuple[Fraction, tuple[str, ...]]], held: Held) -> bool:
    for x in remat[u][1]:
        if x in mine:
            if x not in kept or x in remats:
                return False
        elif x not in live_before or not held(i, x):
            return False
    return True
