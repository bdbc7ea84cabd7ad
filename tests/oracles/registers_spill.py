"""The cheapest spill code of a tiny straight-line kernel with register identities
(fixed registers, one home register per value across its defs), by enumerating
the home registers and a shortest path over register contents; shares no code
with the solvers or the verifier.

State between instructions: which value each register holds, which values have a
valid copy in memory, and which values were rematerialised since the last
instruction. Operations: store a value from its register, load or remat it into
any register (the value then lives there; whatever the register held is lost),
and, if ``moves``, move it to another register. An instruction reads its uses from
registers (a runtime-indexed use from memory at a load's cost, or from a remat
just before it that still holds it); a fixed value is loaded, rematerialised or
moved only into its fixed register, then writes each def into the def's home
register, invalidating its memory copy. A live-in live at entry arrives in its
home register, or in memory when it has no defs and no home. Live-outs end in a
register or in memory. Width 1, one block. Each callee-saved register of the
class that the plan uses (a live-in arrives in it, a def's home, a load, remat
or move into it) costs its store and load once (at the block's frequency); the
state remembers which were used.
"""

from __future__ import annotations

import heapq
import itertools
from fractions import Fraction

from oracles.liveness import oracle_live_sets
from solver_alloc import Kernel, Target
from solver_alloc.ir import Instr

MEMORY = -1
MAX_STATES = 5_000
"""Searches beyond this many states are abandoned (``ValueError``): the callers
skip such examples, so a property test stays quick."""


def cheapest_with_registers(k: Kernel, t: Target, moves: bool = True,
                            limit: int = 32) -> Fraction | None:
    """Least cost over every plan, or None when none exists; ``moves=False``
    leaves moves out (the split model's plan space on straight-line code).
    Raises ``ValueError`` when more than ``limit`` home assignments would be
    tried, or a search grows past ``MAX_STATES`` (callers skip such examples)."""
    cls = t.classes[t.default_class]
    regs = list(cls.allocatable())
    instrs = k.blocks[0].instrs
    at_entry = oracle_live_sets(k)[0] if instrs else set(k.live_out)
    defined = sorted({v for ins in instrs for v in ins.defs})
    arriving = sorted(v for v in k.live_in if v in at_entry and v not in defined)
    choices = []
    for v in defined:
        fixed = k.values[v].fixed if v in k.values else None
        choices.append([int(fixed[len(cls.prefix):])] if fixed else regs)
    for v in arriving:
        fixed = k.values[v].fixed if v in k.values else None
        choices.append([int(fixed[len(cls.prefix):]), MEMORY] if fixed else [*regs, MEMORY])
    if any(not c for c in choices) or _product(choices) > limit:
        raise ValueError("too many home assignments")
    best: Fraction | None = None
    for combo in itertools.product(*choices):
        home = dict(zip(defined + arriving, combo, strict=True))
        got = _shortest(k, t, home, moves, at_entry)
        if got is not None and (best is None or got < best):
            best = got
    return best


def _product(choices: list[list[int]]) -> int:
    n = 1
    for c in choices:
        n *= len(c)
    return n


State = tuple[tuple[tuple[int, str], ...], frozenset[str], frozenset[str], frozenset[int]]


class _Saves:
    """What writing a callee-saved register costs, once per register."""

    def __init__(self, k: Kernel, t: Target) -> None:
        cls = t.classes[t.default_class]
        self.saved = cls.callee_saved
        self.price = (Fraction(cls.store_cost) + Fraction(cls.load_cost)) * Fraction(
            k.blocks[0].freq)

    def write(self, written: frozenset[int], r: int) -> tuple[Fraction, frozenset[int]]:
        if r not in self.saved or r in written:
            return Fraction(0), written
        return self.price, written | {r}


def _start(k: Kernel, t: Target, home: dict[str, int], at_entry: set[str]
           ) -> State | None:
    held: dict[int, str] = {}
    mem = set()
    for v in k.live_in:
        if v not in at_entry:
            continue
        r = home.get(v, MEMORY)
        if r == MEMORY:
            mem.add(v)
        elif r in held:
            return None  # two live-ins cannot arrive in one register
        else:
            held[r] = v
    return (tuple(sorted(held.items())), frozenset(mem), frozenset(),
            frozenset(held) & t.classes[t.default_class].callee_saved)


def _shortest(k: Kernel, t: Target, home: dict[str, int], moves: bool,
              at_entry: set[str]) -> Fraction | None:
    cls = t.classes[t.default_class]
    start = _start(k, t, home, at_entry)
    if start is None:
        return None
    instrs = k.blocks[0].instrs
    if any(len({home[d] for d in ins.defs}) < len(ins.defs) for ins in instrs):
        return None  # defs of one instruction need distinct homes
    regs = list(cls.allocatable())
    costs = (Fraction(cls.store_cost), Fraction(cls.load_cost), Fraction(cls.move_cost))
    saves = _Saves(k, t)
    first = saves.price * len(start[3])  # arrivals in callee-saved registers
    seen: dict[tuple[int, State], Fraction] = {(0, start): first}
    heap = [(first, 0, start)]
    while heap:
        c, i, st = heapq.heappop(heap)
        if seen.get((i, st), c) < c:
            continue
        if i == len(instrs):
            held = {v for _, v in st[0]}
            if set(k.live_out) <= held | st[1]:
                return c
        nexts = _operations(k, st, regs, costs, moves, saves)  # also after the last
        if i < len(instrs):
            done = _execute(k, instrs[i], st, home, costs[1], saves)
            if done is not None:
                nexts.append((done[0], done[1], 1))
        for extra, new, step in nexts:
            key = (i + step, new)
            if c + extra < seen.get(key, c + extra + 1):
                seen[key] = c + extra
                heapq.heappush(heap, (c + extra, i + step, new))
        if len(seen) > MAX_STATES:
            raise ValueError("too many states to search")
    return None


def _operations(k: Kernel, st: State, regs: list[int], costs: tuple[Fraction, ...],
                moves: bool, saves: _Saves) -> list[tuple[Fraction, State, int]]:
    held, mem, rematted, written = dict(st[0]), st[1], st[2], st[3]
    where = {v: r for r, v in held.items()}
    store, load, move = costs
    out = []
    for v in where:
        if v not in mem and _spillable(k, v):
            out.append((store, (st[0], mem | {v}, rematted, written), 0))
    candidates = set(where) | mem | {v for v, d in k.values.items()
                                     if d.remat_cost is not None}
    for v in sorted(candidates):
        decl = k.values.get(v)
        fixed = None if decl is None or decl.fixed is None else int(
            decl.fixed.lstrip("abcdefghijklmnopqrstuvwxyz_"))
        for r in regs if fixed is None else [fixed]:  # a fixed value lives only there
            already = where.get(v) == r  # only a remat there can serve an indexed read
            new = dict(held)
            if v in where:
                del new[where[v]]
            new[r] = v
            placed = tuple(sorted(new.items()))
            save, now = saves.write(written, r)
            if v in mem and _spillable(k, v) and not already:
                out.append((load + save, (placed, mem, rematted, now), 0))
            if decl is not None and decl.remat_cost is not None:
                out.append((Fraction(decl.remat_cost) + save,
                            (placed, mem, rematted | {v}, now), 0))
            if moves and v in where and not already:
                out.append((move + save, (placed, mem, rematted, now), 0))
    return out


def _spillable(k: Kernel, v: str) -> bool:
    decl = k.values.get(v)
    return decl is None or not decl.no_spill


def _execute(k: Kernel, ins: Instr, st: State, home: dict[str, int], load: Fraction,
             saves: _Saves) -> tuple[Fraction, State] | None:
    held, mem, rematted, written = dict(st[0]), set(st[1]), st[2], st[3]
    where = {v: r for r, v in held.items()}
    cost = Fraction(0)
    for u in dict.fromkeys(ins.uses):
        if u not in ins.indexed:
            if u not in where:
                return None
        elif u in rematted and u in where:
            continue
        elif u in mem:
            cost += load
        else:
            return None
    for d in ins.defs:
        if d in where:
            del held[where[d]]
        held[home[d]] = d
        where = {v: r for r, v in held.items()}
        mem.discard(d)
        save, written = saves.write(written, home[d])
        cost += save
    return cost, (tuple(sorted(held.items())), frozenset(mem), frozenset(), written)
