"""The cheapest spill code of a tiny loop kernel, by exhaustive search; shares no
code with the solvers.

Shape: block ``entry`` (frequency 1) falls into ``body`` (a self-loop) which
exits to ``exit``; values are width 1, defined once (SSA), not rematerialisable,
read only from registers, and the kernel has no live-ins. Register identities
matter, as in the split model's plans (whose pieces must colour): a value stays in
the register it was defined or loaded into until it is dropped (there are no moves).

The state at a point is ``(R, M)``: the values in registers with the register each
is in, and the values with a valid copy in memory (a value is written once, so a
stored copy stays valid). Between
instructions a value may be stored (``R`` to ``M``), loaded (``M`` to ``R``) or
dropped from ``R``; an instruction needs its uses in ``R`` (at most ``K`` values
held where it reads), then its defs take registers (at most ``K`` held where it
writes; any value may be released right after the read). At the loop's entry a
value is in a register only if it is in one at the end of both predecessors (a
predecessor may hold more: the join forgets it, while the body's other edge, to
the exit, keeps it), and memory holds what both hold. Every live-out is in ``R``
or ``M`` at the end.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from fractions import Fraction

from solver_alloc import Kernel, Target

Held = frozenset[tuple[str, int]]
"""``(value, register)`` pairs."""
State = tuple[Held, frozenset[str]]


def _values(regs: Held) -> frozenset[str]:
    return frozenset(v for v, _ in regs)


def _only(regs: Held, live: frozenset[str]) -> Held:
    return frozenset((v, r) for v, r in regs if v in live)


def _placed(regs: Held, values: list[str], cap: int) -> Iterator[Held]:
    """``regs`` with ``values`` each put in a free register, every way."""
    free = sorted(set(range(cap)) - {r for _, r in regs})
    for chosen in itertools.permutations(free, len(values)):
        yield regs | frozenset(zip(values, chosen, strict=True))


def _live_after(k: Kernel) -> dict[tuple[str, int], frozenset[str]]:
    """Live values after each instruction ``(block, index)``; ``(block, -1)``:
    at the block's entry. Three blocks, so a few backward passes settle it."""
    blocks = {b.name: b for b in k.blocks}
    live_in = {name: frozenset[str]() for name in blocks}
    out: dict[tuple[str, int], frozenset[str]] = {}
    for _ in range(4):
        for b in reversed(k.blocks):
            live = (frozenset(k.live_out) if not b.succs
                    else frozenset().union(*(live_in[s] for s in b.succs)))
            for i in range(len(b.instrs) - 1, -1, -1):
                out[b.name, i] = live
                ins = b.instrs[i]
                live = (live - frozenset(ins.defs)) | frozenset(ins.uses)
            out[b.name, -1] = live
            live_in[b.name] = live
    return out


def _moves(state: State, live: frozenset[str], cap: int
           ) -> Iterator[tuple[State, int, int]]:
    """States reachable by stores, drops, then loads (each into a free
    register), with (stores, loads) counts."""
    regs, mem = state
    held = sorted(_values(regs))
    for stores in itertools.chain.from_iterable(
            itertools.combinations(held, n) for n in range(len(held) + 1)):
        mem2 = mem | frozenset(stores)
        for keep in _subsets_held(_only(regs, live)):
            loadable = sorted((mem2 - _values(keep)) & live)
            for loads in itertools.chain.from_iterable(
                    itertools.combinations(loadable, n)
                    for n in range(len(loadable) + 1)):
                for regs2 in _placed(keep, list(loads), cap):
                    yield (regs2, mem2), len(stores), len(loads)


def _block(k: Kernel, name: str, start: State, live: dict[tuple[str, int], frozenset[str]],
           cap: int, store: int, load: int) -> dict[State, int]:
    """Cheapest (unweighted) cost from ``start`` to every state at the block end."""
    b = next(x for x in k.blocks if x.name == name)
    frontier = {start: 0}
    for i, ins in enumerate(b.instrs):
        before = live[name, i - 1] | frozenset(ins.uses)
        nxt: dict[State, int] = {}
        for st, c in frontier.items():
            for (regs, mem), n_st, n_ld in _moves(st, before, cap):
                if not frozenset(ins.uses) <= _values(regs):
                    continue
                cost = c + n_st * store + n_ld * load
                # released after the read, then the defs take free registers
                for kept in _subsets_held(_only(regs, live[name, i])):
                    for placed in _placed(kept, list(ins.defs), cap):
                        new = (_only(placed, live[name, i]), mem)
                        if cost < nxt.get(new, cost + 1):
                            nxt[new] = cost
        frontier = nxt
    end = live[name, len(b.instrs) - 1] if b.instrs else live[name, -1]
    out: dict[State, int] = {}
    for st, c in frontier.items():  # a last chance to store or load at the end
        for (regs, mem), n_st, n_ld in _moves(st, end, cap):
            cost = c + n_st * store + n_ld * load
            if cost < out.get((regs, mem), cost + 1):
                out[regs, mem] = cost
    return out


def cheapest_loop_spill(k: Kernel, t: Target) -> Fraction | None:
    """Least spill cost, or None when no plan fits ``K`` registers."""
    cls = t.classes[t.default_class]
    cap, store, load = len(cls.allocatable()), int(cls.store_cost), int(cls.load_cost)
    live = _live_after(k)
    freq = {b.name: Fraction(b.freq) for b in k.blocks}
    loop_live = live["body", -1]
    entry_ends = _block(k, "entry", (frozenset(), frozenset()), live, cap, store, load)
    best: Fraction | None = None
    heads = {(_only(regs, loop_live), mem) for regs, mem in entry_ends}
    for head_regs, _ in heads:
        for mem_sub in _subsets(loop_live):
            head = (head_regs, mem_sub)
            into = [c for (r, m), c in entry_ends.items()
                    if head_regs <= r and mem_sub <= m]
            if not into:
                continue
            body_ends = _block(k, "body", head, live, cap, store, load)
            for (r, m), c in body_ends.items():
                if not head_regs <= r or not mem_sub <= m:
                    continue  # the back edge brings what the loop's entry expects
                rest = _exit_cost(k, (_only(r, live["exit", -1]), m), live, cap, store,
                                  load)
                if rest is None:
                    continue
                total = min(into) * freq["entry"] + c * freq["body"] + rest * freq["exit"]
                best = total if best is None else min(best, total)
    return best


def _exit_cost(k: Kernel, start: State, live: dict[tuple[str, int], frozenset[str]],
               cap: int, store: int, load: int) -> int | None:
    ends = _block(k, "exit", start, live, cap, store, load)
    ok = [c for (r, m), c in ends.items() if set(k.live_out) <= _values(r) | m]
    return min(ok) if ok else None


def _subsets(xs: frozenset[str]) -> list[frozenset[str]]:
    items = sorted(xs)
    return [frozenset(c) for n in range(len(items) + 1)
            for c in itertools.combinations(items, n)]


def _subsets_held(xs: Held) -> list[Held]:
    items = sorted(xs)
    return [frozenset(c) for n in range(len(items) + 1)
            for c in itertools.combinations(items, n)]
