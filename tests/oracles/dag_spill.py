"""The cheapest spill code of a tiny CFG with register identities, by
exhaustive search; shares no code with the solvers or the verifier.

The same states and operations as :mod:`oracles.registers_spill` (which register
holds which value, which values memory holds; fixed registers; one home
register per value that every def writes; live-ins arrive in their home, or in
memory when they have no def and no fixed register), extended to blocks:

- a block runs from its entry state, and may end in any state it reaches (with
  operations after its last instruction too);
- a block with one predecessor starts in that predecessor's end state
  (operations at its start are the block's own, paid at its frequency);
- a block with several predecessors (a join) starts in one state that every
  predecessor's end state contains: the same value in the same register, and a
  valid memory copy where the join expects one. Every such state is tried;
- exit blocks end with every live-out in a register or in memory.

Costs are weighted by block frequency. Width 1, one class, no callee-saved
registers, no rematerialisation and no runtime-indexed reads (the split plan
space and this search then agree on where operations may go). Every cycle
must pass through a join other than the entry block (a loop's header has its
entry edge and its back edge), so that each block outside the joins is
searched from one predecessor's end.
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from fractions import Fraction

from oracles.registers_spill import (
    MAX_STATES,
    MEMORY,
    State,
    _execute,
    _operations,
    _product,
    _Saves,
    _spillable,
    _start,
)
from solver_alloc import Kernel, Target

MAX_SEARCHES = 400
"""Block searches one call may run (over every home assignment); beyond,
``ValueError`` (the callers skip the example)."""

MAX_WORK = 15_000
"""States one call may queue over all its block searches; beyond, ``ValueError``.
Without it a few loops in a hundred took 7 to 15 s each to search (75,000 to
130,000 states) and the whole test run's time swung by minutes."""


@dataclass
class _Work:
    """What one call has done so far, against its limit on queued states."""

    most: int
    searches: int = 0
    states: int = 0


def cheapest_on_dag(k: Kernel, t: Target, moves: bool = False, limit: int = 64,
                    max_work: int = MAX_WORK) -> Fraction | None:
    """Least cost over every plan, or None when none exists; ``ValueError``
    when more than ``limit`` home assignments or ``max_work`` states would be
    tried."""
    cls = t.classes[t.default_class]
    regs = list(cls.allocatable())
    live_in, live_out = _block_liveness(k)
    defined = sorted({v for b in k.blocks for ins in b.instrs for v in ins.defs})
    at_entry = live_in[k.blocks[0].name]
    arriving = sorted(v for v in k.live_in if v in at_entry and v not in defined)
    choices = []
    for v in [*defined, *arriving]:
        fixed = k.values[v].fixed if v in k.values else None
        spot = [int(fixed[len(cls.prefix):])] if fixed else list(regs)
        choices.append(spot + ([MEMORY] if v in arriving else []))
    if any(not c for c in choices) or _product(choices) > limit:
        raise ValueError("too many home assignments")
    best: Fraction | None = None
    work = _Work(max_work)
    for combo in itertools.product(*choices):
        home = dict(zip(defined + arriving, combo, strict=True))
        got = _Search(k, t, home, moves, live_in, live_out, regs, work).run()
        if got is not None and (best is None or got < best):
            best = got
    return best


def _block_liveness(k: Kernel) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]]]:
    """Live values at each block's entry and exit (backward, to a fixpoint)."""
    live_in = {b.name: frozenset[str]() for b in k.blocks}
    live_out = dict(live_in)
    changed = True
    while changed:
        changed = False
        for b in reversed(k.blocks):
            out = frozenset(k.live_out) if not b.succs else frozenset().union(
                *(live_in[s] for s in b.succs))
            live = out
            for ins in reversed(b.instrs):
                live = (live - frozenset(ins.defs)) | frozenset(ins.uses)
            if live != live_in[b.name] or out != live_out[b.name]:
                live_in[b.name], live_out[b.name] = live, out
                changed = True
    return live_in, live_out


class _Search:
    """One home assignment: the blocks' searches, cached by entry state."""

    def __init__(self, k: Kernel, t: Target, home: dict[str, int], moves: bool,
                 live_in: dict[str, frozenset[str]], live_out: dict[str, frozenset[str]],
                 regs: list[int], work: _Work) -> None:
        self.k, self.t, self.home, self.moves = k, t, home, moves
        self.work = work
        self.live_in, self.live_out, self.regs = live_in, live_out, regs
        self.blocks = {b.name: b for b in k.blocks}
        self.preds: dict[str, list[str]] = {b.name: [] for b in k.blocks}
        for b in k.blocks:
            for s in b.succs:
                self.preds[s].append(b.name)
        self.joins = [b.name for b in k.blocks if len(self.preds[b.name]) > 1]
        if self.preds[k.blocks[0].name]:
            raise ValueError("the entry block is a loop header")
        cls = t.classes[t.default_class]
        self.costs = (Fraction(cls.store_cost), Fraction(cls.load_cost),
                      Fraction(cls.move_cost))
        self.saves = _Saves(k, t)
        self.cache: dict[tuple[str, State], dict[State, Fraction]] = {}

    def run(self) -> Fraction | None:
        if any(len({self.home[d] for d in ins.defs}) < len(ins.defs)
               for b in self.k.blocks for ins in b.instrs):
            return None  # defs of one instruction need distinct homes
        start = _start(self.k, self.t, self.home, set(self.live_in[self.k.blocks[0].name]))
        if start is None:
            return None
        best: Fraction | None = None
        for states in itertools.product(*(self._join_states(j) for j in self.joins)):
            fixed = dict(zip(self.joins, states, strict=True))
            total = self._region(self.k.blocks[0].name, start, fixed)
            for j, st in fixed.items():
                if total is None:
                    break
                more = self._region(j, st, fixed)
                total = None if more is None else total + more
            if total is not None and (best is None or total < best):
                best = total
        return best

    def _join_states(self, name: str) -> list[State]:
        """Every state a join may start in: live values in distinct registers
        (a fixed value only in its own), valid memory copies of live values."""
        live = sorted(self.live_in[name])
        out = []
        for n in range(len(live) + 1):
            for vals in itertools.combinations(live, n):
                spots = [[f] if (f := self._fixed(v)) is not None else self.regs
                         for v in vals]
                for regs in itertools.product(*spots):
                    if len(set(regs)) < len(regs):
                        continue
                    held = tuple(sorted(zip(regs, vals, strict=True)))
                    for m in range(len(live) + 1):
                        for mem in itertools.combinations(
                                [v for v in live if _spillable(self.k, v)], m):
                            out.append((held, frozenset(mem), frozenset(), frozenset()))
        return out

    def _fixed(self, v: str) -> int | None:
        d = self.k.values.get(v)
        if d is None or d.fixed is None:
            return None
        return int(d.fixed[len(self.t.classes[self.t.default_class].prefix):])

    def _region(self, name: str, st: State, fixed: dict[str, State]) -> Fraction | None:
        """Cheapest cost of block ``name`` from ``st`` and of the blocks it alone
        leads to (single-predecessor successors), given the joins' states."""
        b = self.blocks[name]
        best: Fraction | None = None
        for end, c in self._block(name, st).items():
            total: Fraction | None = c * Fraction(b.freq)
            if not b.succs and not set(self.k.live_out) <= {v for _, v in end[0]} | end[1]:
                continue
            for s in b.succs:
                if total is None:
                    break
                if s in fixed:
                    total = total if _contains(end, fixed[s]) else None
                else:
                    more = self._region(s, self._restrict(end, s), fixed)
                    total = None if more is None else total + more
            if total is not None and (best is None or total < best):
                best = total
        return best

    def _restrict(self, st: State, name: str) -> State:
        live = self.live_in[name]
        return (tuple((r, v) for r, v in st[0] if v in live), st[1] & live, frozenset(),
                st[3])

    def _charge(self, searches: int = 0, states: int = 0) -> None:
        """Count work against the call's budget: ``ValueError`` past it."""
        self.work.searches += searches
        self.work.states += states
        if self.work.searches > MAX_SEARCHES:
            raise ValueError("too many block searches")
        if self.work.states > self.work.most:
            raise ValueError("too many states over the block searches")

    def _block(self, name: str, start: State) -> dict[State, Fraction]:
        """Least (unweighted) cost from ``start`` to each state at the block's end."""
        key = (name, start)
        if key in self.cache:
            return self.cache[key]
        self._charge(searches=1)
        instrs = self.blocks[name].instrs
        seen: dict[tuple[int, State], Fraction] = {(0, start): Fraction(0)}
        heap = [(Fraction(0), 0, start)]
        ends: dict[State, Fraction] = {}
        while heap:
            c, i, st = heapq.heappop(heap)
            if seen.get((i, st), c) < c:
                continue
            if i == len(instrs):
                live = self.live_out[name]
                end = (tuple((r, v) for r, v in st[0] if v in live), st[1] & live,
                       frozenset(), st[3])
                if c < ends.get(end, c + 1):
                    ends[end] = c
            nexts = _operations(self.k, st, self.regs, self.costs, self.moves, self.saves)
            if i < len(instrs):
                done = _execute(self.k, instrs[i], st, self.home, self.costs[1], self.saves)
                if done is not None:
                    nexts.append((done[0], done[1], 1))
            for extra, new, step in nexts:
                nk = (i + step, new)
                if c + extra < seen.get(nk, c + extra + 1):
                    seen[nk] = c + extra
                    heapq.heappush(heap, (c + extra, i + step, new))
                    self._charge(states=1)
            if len(seen) > MAX_STATES:
                raise ValueError("too many states to search")
        self.cache[key] = ends
        return ends


def _contains(end: State, want: State) -> bool:
    """``end`` holds every value ``want`` holds, in the same register, and a
    valid memory copy of every value ``want`` expects in memory."""
    return set(want[0]) <= set(end[0]) and want[1] <= end[1]
