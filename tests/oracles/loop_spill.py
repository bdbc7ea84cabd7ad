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

The search, exhaustive over that plan space, leaves out only what cannot be
cheaper:

- Registers are interchangeable, and a value goes into any free one, so within
  ``entry`` and ``exit`` only the *set* of values held matters (at most ``K``).
  Identities matter only around the back edge: the body is searched from each set
  ``V`` of values the loop's entry holds, placed in registers ``0..|V|-1`` (every
  other placement is a relabelling of it, at the same cost), and must end with
  each in its own register again; the body's other registers stay interchangeable
  (a state's labels are canonicalised over them).
- A state holding more (a superset of the (value, register) pairs and of the
  memory) at no greater cost dominates: what follows the lesser can follow it (a
  drop is free), so only undominated states are kept, and a value is dropped
  only to make room. Memory holds only live values, and only a live value held
  and not yet in memory is stored: any other store costs and enables nothing.
- Before an instruction only its uses are loaded: a load of another value (or of
  a held value into another register) can wait for the next point, into the same
  register, at the same cost; at a block's end, any load.
- The loop's entry takes, for each end state of ``entry``, all the memory that
  state has (more memory never costs the body or the exit more), and each exit
  start is searched once.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from fractions import Fraction
from itertools import combinations, permutations

from solver_alloc import Kernel, Target

Step = tuple[int, int, int, int, int]
"""``(live before, uses, defs, number of defs, live after)`` of an instruction, as
bit masks of values."""


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


def _pop(x: int) -> int:
    return bin(x).count("1")


def _submasks(x: int) -> Iterator[int]:
    """Every subset of the bits of ``x``, ``x`` itself first."""
    s = x
    while True:
        yield s
        if s == 0:
            return
        s = (s - 1) & x


def _bits(x: int) -> list[int]:
    return [i for i in range(x.bit_length()) if x >> i & 1]


def _sized(x: int, n: int) -> Iterator[int]:
    """The subsets of ``x`` with ``n`` bits (``x`` alone when it has no more)."""
    if _pop(x) <= n:
        yield x
        return
    for c in combinations(_bits(x), n):
        yield sum(1 << i for i in c)


def _pareto(states: dict[tuple[int, int], int]) -> dict[tuple[int, int], int]:
    """The states no other dominates: ``(regs, mem)`` bit masks (``regs`` of
    (value, register) pairs in the body), a superset of both at no greater cost."""
    kept: list[tuple[int, int, int]] = []
    for (r, m), c in sorted(states.items(), key=lambda kv: kv[1]):
        if not any(r2 & r == r and m2 & m == m for r2, m2, _ in kept):
            kept.append((r, m, c))
    return {(r, m): c for r, m, c in kept}


def _keep(states: dict[tuple[int, int], int], key: tuple[int, int], cost: int) -> None:
    if cost < states.get(key, cost + 1):
        states[key] = cost


# --- entry and exit: only the set of values held matters --------------------

def _free_moves(regs: int, mem: int, live: int, need: int | None, cap: int,
                store: int, load: int) -> Iterator[tuple[int, int, int]]:
    """``(regs, mem, cost)`` after stores, drops and loads at a point where
    ``live`` is live: before an instruction reading ``need``, only its uses
    (a load of another value can wait for the next point, at no more cost);
    at a block's end (``need`` None), any."""
    held = regs & live
    for stores in _submasks(held & ~mem):
        mem2 = mem | stores
        paid = _pop(stores) * store
        if need is None:
            loadable: Iterable[int] = _submasks(mem2 & live & ~held)
            must = 0
        else:
            loadable = (need & ~held,)
            must = need & held
            if need & ~held & ~mem2:
                continue
        for loads in loadable:
            room = cap - _pop(loads) - _pop(must)
            if room < 0:
                continue
            for kept in _sized(held & ~must, room):
                yield kept | must | loads, mem2 & live, paid + _pop(loads) * load


def _free_block(steps: list[Step], end: int, start: tuple[int, int], cap: int,
                store: int, load: int) -> dict[tuple[int, int], int]:
    frontier = {start: 0}
    for before, uses, defs, n_defs, after in steps:
        nxt: dict[tuple[int, int], int] = {}
        room = cap - n_defs
        if room < 0:
            return {}
        for (regs, mem), c in frontier.items():
            for r2, m2, paid in _free_moves(regs, mem, before, uses, cap, store, load):
                for kept in _sized(r2 & after, room):
                    _keep(nxt, (kept | (defs & after), m2 & after), c + paid)
        frontier = _pareto(nxt)
    out: dict[tuple[int, int], int] = {}
    for (regs, mem), c in frontier.items():
        for r2, m2, paid in _free_moves(regs, mem, end, None, cap, store, load):
            _keep(out, (r2, m2), c + paid)
    return _pareto(out)


# --- the body: the registers of the loop's entry values are told apart ----------

Regs = tuple[int, ...]
"""The value in each register (-1: none)."""


def _canon(regs: Regs, homes: int) -> Regs:
    """The non-home registers are interchangeable: their contents sorted."""
    return regs[:homes] + tuple(sorted(regs[homes:]))


def _pairs(regs: Regs, n: int) -> int:
    return sum(1 << (r * n + v) for r, v in enumerate(regs) if v >= 0)


def _vals(regs: Regs) -> int:
    return sum(1 << v for v in regs if v >= 0)


def _body_moves(regs: Regs, mem: int, live: int, need: int | None, store: int,
                load: int) -> Iterator[tuple[Regs, int, int]]:
    """As :func:`_free_moves`, with each load put in any register (its value, if
    any, dropped; a value loaded again leaves its register)."""
    base = tuple(v if v >= 0 and live >> v & 1 else -1 for v in regs)
    vals = _vals(base)
    for stores in _submasks(vals & ~mem):
        mem2 = mem | stores
        paid = _pop(stores) * store
        if need is None:
            loadable: Iterable[int] = _submasks(mem2 & live)
        else:
            if need & ~vals & ~mem2:
                continue
            loadable = (need & ~vals,)
        for loads in loadable:
            lv = _bits(loads)
            start = [-1 if v >= 0 and loads >> v & 1 else v for v in base]
            for chosen in permutations(range(len(base)), len(lv)):
                out = list(start)
                for v, r in zip(lv, chosen, strict=True):
                    out[r] = v
                r2 = tuple(out)
                if need is None or need & ~_vals(r2) == 0:
                    yield r2, mem2 & live, paid + len(lv) * load


def _defined(regs: Regs, after: int, defs: list[int]) -> Iterator[Regs]:
    """After the read: the values live after it stay unless a def takes their
    register; the defs live after it stay."""
    base = [v if v >= 0 and after >> v & 1 else -1 for v in regs]
    for chosen in permutations(range(len(base)), len(defs)):
        out = list(base)
        for v, r in zip(defs, chosen, strict=True):
            out[r] = v if after >> v & 1 else -1
        yield tuple(out)


def _body(steps: list[Step], end: int, head: Regs, hm: int, homes: int, n: int,
          store: int, load: int) -> dict[tuple[Regs, int], int]:
    frontier: dict[tuple[Regs, int], int] = {(head, hm): 0}
    for before, uses, defs, _, after in steps:
        nxt: dict[tuple[Regs, int], int] = {}
        def_list = _bits(defs)
        for (regs, mem), c in frontier.items():
            for r2, m2, paid in _body_moves(regs, mem, before, uses, store, load):
                for placed in _defined(r2, after, def_list):
                    key = (_canon(placed, homes), m2 & after)
                    if c + paid < nxt.get(key, c + paid + 1):
                        nxt[key] = c + paid
        frontier = _body_pareto(nxt, n)
    out: dict[tuple[Regs, int], int] = {}
    for (regs, mem), c in frontier.items():
        for r2, m2, paid in _body_moves(regs, mem, end, None, store, load):
            key = (_canon(r2, homes), m2)
            if c + paid < out.get(key, c + paid + 1):
                out[key] = c + paid
    return _body_pareto(out, n)


def _body_pareto(states: dict[tuple[Regs, int], int], n: int
                 ) -> dict[tuple[Regs, int], int]:
    by_mask = {(_pairs(r, n), m): (r, m) for r, m in states}
    best = _pareto({(_pairs(r, n), m): c for (r, m), c in states.items()})
    return {by_mask[key]: c for key, c in best.items()}


def cheapest_loop_spill(k: Kernel, t: Target) -> Fraction | None:
    """Least spill cost, or None when no plan fits ``K`` registers."""
    cls = t.classes[t.default_class]
    cap, store, load = len(cls.allocatable()), int(cls.store_cost), int(cls.load_cost)
    live = _live_after(k)
    names = sorted({v for b in k.blocks for ins in b.instrs for v in (*ins.uses, *ins.defs)}
                   | set(k.live_out))
    index = {v: i for i, v in enumerate(names)}

    def mask(vs: Iterable[str]) -> int:
        return sum(1 << index[v] for v in set(vs))

    blocks = {b.name: b for b in k.blocks}

    def steps(name: str) -> tuple[list[Step], int]:
        b = blocks[name]
        out = [(mask(live[name, i - 1] | frozenset(ins.uses)), mask(ins.uses),
                mask(ins.defs), len(ins.defs), mask(live[name, i]))
               for i, ins in enumerate(b.instrs)]
        return out, mask(live[name, len(b.instrs) - 1] if b.instrs else live[name, -1])

    freq = {b.name: Fraction(b.freq) for b in k.blocks}
    loop_live = mask(live["body", -1])
    exit_live = mask(live["exit", -1])
    live_out = mask(k.live_out)
    entry_steps, entry_end = steps("entry")
    body_steps, body_end = steps("body")
    exit_steps, exit_end = steps("exit")

    exits: dict[tuple[int, int], int | None] = {}

    def exit_cost(regs: int, mem: int) -> int | None:
        key = (regs & exit_live, mem & exit_live)
        if key not in exits:
            ends = _free_block(exit_steps, exit_end, key, cap, store, load)
            ok = [c for (r, m), c in ends.items() if live_out & ~(r | m) == 0]
            exits[key] = min(ok) if ok else None
        return exits[key]

    # the loop's entry: the values held (any registers: a relabelling) and memory
    heads: dict[tuple[int, int], int] = {}
    for (regs, mem), c in _free_block(entry_steps, entry_end, (0, 0), cap, store,
                                      load).items():
        for held in _submasks(regs & loop_live):
            _keep(heads, (held, mem & loop_live), c)
    best: Fraction | None = None
    for (held, hm), c_entry in sorted(heads.items()):
        if any(h == held and m & hm == hm and m != hm and c <= c_entry
               for (h, m), c in heads.items()):
            continue  # as much held, more in memory, for no more
        vs = _bits(held)
        head = tuple(vs) + (-1,) * (cap - len(vs))
        for (ends, end_mem), c in _body(body_steps, body_end, head, hm, len(vs), len(names),
                                        store, load).items():
            if ends[:len(vs)] != head[:len(vs)] or hm & ~end_mem:
                continue  # the back edge brings what the loop's entry expects
            rest = exit_cost(_vals(ends), end_mem)
            if rest is None:
                continue
            total = c_entry * freq["entry"] + c * freq["body"] + rest * freq["exit"]
            best = total if best is None else min(best, total)
    return best
