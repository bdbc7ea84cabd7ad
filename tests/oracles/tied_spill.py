"""An exhaustive oracle for the cheapest spill code on tiny straight-line kernels
with tied (two-address) uses and references confined to a register subset,
tracking which register holds each value.

Every value has one home register, written by each of its defs (as in the
allocation format: one register per value); the oracle tries every choice of
homes. Then a shortest-path search over states ``(value -> register, values in
memory)`` before each instruction: any value in a register may be stored (paid)
or dropped (if stored or no longer needed), each read value not in a register
is loaded from memory into any free register, a tied use into its home only (a
tied use in another register is loaded again into its home). The instruction
reads its uses where they are, writes each def to its home (what else is there
is lost) and forgets what is dead after it. A value with a ``subset`` is, at
each reference an instruction lists in ``confined`` (at every reference when no
instruction lists it), read from or written to a register of that subset; a
read value held elsewhere there is loaded again. A use the instruction lists
in ``foldable`` (not confined, not of a fixed value) may instead be read from
memory (at a load's cost, no register), one per instruction. A value with a
``remat_cost`` may be recomputed (at that cost) into any free register just
before an instruction that reads it, after that step's loads, while every
value its ``remat_from`` names is in a register (those values have one def
each, the kernels' own rule); such a value may be dropped without a store. No
other remats, no
moves, no live-ins; a ``no_spill`` value is never stored. Shares no code with
the solvers.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction

from oracles.liveness import needed_after
from solver_alloc import Kernel, Target

State = tuple[tuple[tuple[str, str], ...], frozenset[str]]



@dataclass(frozen=True)
class _Rules:
    """What the search needs of one kernel beyond its instructions."""

    remat: dict[str, tuple[str, ...]]
    """Value -> what its remat reads."""
    remat_cost: dict[str, Fraction]
    no_spill: frozenset[str]
    """Values never stored (so never loaded)."""


Allowed = dict[tuple[int, str], set[str]]
"""(instruction, value) -> the register names a confined reference may use."""


def _allowed(k: Kernel, t: Target, instrs: list) -> Allowed:
    cls = t.classes[t.default_class]
    listed = {v for ins in instrs for v in ins.confined}
    out: Allowed = {}
    for i, ins in enumerate(instrs):
        for v in (*ins.uses, *ins.defs):
            decl = k.values.get(v)
            if decl is None or decl.subset is None:
                continue
            if v in listed and v not in ins.confined:
                continue
            names = dict(cls.subsets)[decl.subset]
            out[i, v] = {f"{cls.prefix}{r}" for r in names}
    return out


def cheapest_tied_spill(k: Kernel, t: Target) -> Fraction | None:
    """Minimum cost over every plan (None: no allocation exists)."""
    cls = t.classes[t.default_class]
    regs = [cls.register(i) for i in cls.allocatable()]
    instrs = [ins for b in k.blocks for ins in b.instrs]
    values = sorted({v for ins in instrs for v in (*ins.defs, *ins.uses)})
    allowed = _allowed(k, t, instrs)
    costs = {v: Fraction(str(cls.remat_cost if d.remat_cost is True else d.remat_cost))
             for v, d in k.values.items() if d.remat_cost is not None}
    rules = _Rules({v: k.values[v].remat_from for v in costs}, costs,
                   frozenset(v for v, d in k.values.items() if d.no_spill))
    best: Fraction | None = None
    for homes in itertools.product(regs, repeat=len(values)):
        home = dict(zip(values, homes, strict=True))
        if any(home[v] not in ok for (i, v), ok in allowed.items() if v in instrs[i].defs):
            continue
        cost = _search(instrs, home, regs, k, cls, allowed, rules)
        if cost is not None and (best is None or cost < best):
            best = cost
    return best


def _search(instrs: list, home: dict[str, str], regs: list[str], k: Kernel, cls,
            allowed: Allowed, rules: _Rules) -> Fraction | None:
    after = needed_after(instrs, set(k.live_out))
    store, load = Fraction(cls.store_cost), Fraction(cls.load_cost)
    freq = Fraction(1)
    start: State = ((), frozenset())
    frontier: dict[State, Fraction] = {start: Fraction(0)}
    for i, ins in enumerate(instrs):
        nxt: dict[State, Fraction] = {}
        for (loc_t, mem), c in frontier.items():
            ok = {u: allowed.get((i, u)) for u in ins.uses}
            fold = {u for u in ins.foldable if ok[u] is None and not (
                k.values.get(u) is not None and k.values[u].fixed is not None)}
            for state, extra in _before(dict(loc_t), mem, ins, home, regs, store, load,
                                        ok, fold, rules):
                out = _run(state, ins, home, after[i], ok, rules)
                if out is None:
                    continue
                if c + extra * freq < nxt.get(out, Fraction(10**9)):
                    nxt[out] = c + extra * freq
        frontier = nxt
        if not frontier:
            return None
    return min((c for (loc, mem), c in frontier.items()
                if set(k.live_out) <= {v for v, _ in loc} | mem), default=None)


def _before(loc: dict[str, str], mem: frozenset[str], ins, home: dict[str, str],
            regs: list[str], store: Fraction, load: Fraction,
            ok: dict[str, set[str] | None], fold: set[str], rules: _Rules):
    """Every way to get the instruction's uses into registers: (state, cost)."""
    held = sorted(loc)
    for stores in itertools.product([False, True], repeat=len(held)):
        if any(s and v in rules.no_spill for v, s in zip(held, stores, strict=True)):
            continue  # no spill code for it
        m = set(mem) | {v for v, s in zip(held, stores, strict=True) if s}
        c0 = store * sum(1 for v, s in zip(held, stores, strict=True) if s and v not in mem)
        for drops in itertools.product([False, True], repeat=len(held)):
            if any(d and v not in m and v not in rules.remat
                   for v, d in zip(held, drops, strict=True)):
                continue  # dropped with no copy in memory: lost, and still needed
            kept = {v: loc[v] for v, d in zip(held, drops, strict=True) if not d}
            need = [u for u in dict.fromkeys(ins.uses)
                    if u not in kept or (u in ins.tied and kept[u] != home[u])
                    or (ok[u] is not None and kept[u] not in ok[u])]
            for folded in [None, *(u for u in need if u in fold and u in m)]:
                rest = [u for u in need if u != folded]
                base = {u: r for u, r in kept.items() if u not in need}
                for how in itertools.product(*(_ways(u, m, rules) for u in rest)):
                    loads = [u for u, w in zip(rest, how, strict=True) if w == "load"]
                    remats = [u for u, w in zip(rest, how, strict=True) if w == "remat"]
                    c = c0 + (load if folded else 0) + load * len(loads) \
                        + sum((rules.remat_cost[u] for u in remats), Fraction(0))
                    for (loc2, mem2), c2 in _loads(base, frozenset(m), loads + remats,
                                                   ins, home, regs, c, load):
                        if all(all(x in loc2 and x not in remats for x in rules.remat[u])
                               for u in remats):
                            yield (loc2, mem2, folded), c2


def _ways(u: str, m: set[str], rules: _Rules) -> list[str]:
    """How a read value not in a register gets there: a load (from memory) or
    a remat."""
    return (["load"] if u in m else []) + (["remat"] if u in rules.remat else [])


def _loads(kept: dict[str, str], mem: frozenset[str], need: list[str], ins,
           home: dict[str, str], regs: list[str], c: Fraction, load: Fraction):
    if not need:
        yield (kept, mem), c
        return
    u, rest = need[0], need[1:]
    taken = set(kept.values())
    for r in ([home[u]] if u in ins.tied else regs):
        if r not in taken:
            yield from _loads({**kept, u: r}, mem, rest, ins, home, regs, c, load)


def _run(state: tuple[dict[str, str], frozenset[str], str | None], ins,
         home: dict[str, str], needed: set[str], ok: dict[str, set[str] | None],
         rules: _Rules) -> State | None:
    loc, mem, folded = state
    reads = [u for u in ins.uses if u != folded]
    if any(loc.get(u) is None for u in reads):
        return None
    if any(a is not None and loc[u] not in a for u, a in ok.items() if u != folded):
        return None
    if any(loc[u] != home[u] for u in ins.tied):
        return None
    loc = {v: r for v, r in loc.items() if v in needed and v not in ins.defs}
    mem = frozenset(v for v in mem if v in needed and v not in ins.defs)
    for d in ins.defs:
        lost = [v for v, r in loc.items() if r == home[d]]
        for v in lost:
            if v not in mem and v not in rules.remat:
                return None  # a value still needed, in no other place
            del loc[v]
    written = [home[d] for d in ins.defs]
    if len(set(written)) < len(written):
        return None
    for d in ins.defs:
        if d in needed:
            loc[d] = home[d]
    return tuple(sorted(loc.items())), mem
