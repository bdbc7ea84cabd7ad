"""The verifier's vectorised fast path for allocations without inserted code.

When an allocation has no operations and no ``order``, and no reachable
instruction reads through a runtime index or names an activation, every value
only ever sits in its assigned registers and the simulation of
:mod:`.simulate` reduces to one question per register unit ``u`` (a register of
a class, numbered globally): at a read of ``v`` that needs ``u``, is the last
write to ``u`` on every path a write of ``v``? A value is in its registers
exactly when each of them was last written by it, because every write of ``v``
covers all of its units.

- Blocks that always run one after the other (a fall-through run: the only
  successor, with no other predecessor) count as one block below.
- Within a block: the writes, sorted by ``(u, position)``, answer "the last
  write to ``u`` before position ``p``" by binary search, for all reads at once.
- Across blocks: a read with no earlier write in its block is *exposed*; it is
  walked back through predecessors that do not write ``u`` until a block that
  does (its last write must be ``v``) or the entry (the live-in placed in ``u``
  must be ``v``). A (block, unit) pair is visited once per expected value, so
  the walk is linear in the live (block, unit) pairs. This is the simulation's
  fixed point, meet over paths, which is exact here since each block's effect on
  one unit is the identity or a constant.

It decides only "valid": whenever it meets anything it does not prove correct,
it returns None and :func:`solver_alloc.verifier.verify` runs the full
simulation, which names every violation. A test checks the two agree on random
kernels and allocations. Shares no code with the solvers.

Complexity: O(R log R) in the register reads and writes R (one sort and one
binary search, in numpy), plus the exposed walk, linear in live (block, unit)
pairs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Container, Sequence
from dataclasses import dataclass
from itertools import chain, count, repeat
from operator import attrgetter

import numpy as np

from solver_alloc.ir import Block, Instr
from solver_alloc.verifier.simulate import Checker, regs_of

__all__ = ["fast_verdict"]


@dataclass(frozen=True, slots=True)
class Events:
    """Register reads and writes of the reachable code, one row per unit.

    Positions number the reachable instructions in block order; blocks are
    numbered in that order too (0 is the entry)."""

    w_key: np.ndarray
    """Writes as ``unit * stride + position``, sorted."""
    w_val: np.ndarray
    """The value written, in ``w_key`` order."""
    w_block: np.ndarray
    r_unit: np.ndarray
    r_pos: np.ndarray
    r_val: np.ndarray
    r_block: np.ndarray
    start: np.ndarray
    """First position of each block, then the end of the last."""
    entry: dict[int, int]
    """Unit -> the live-in value placed in it at the kernel entry."""

    @property
    def stride(self) -> int:
        return int(self.start[-1]) + 1


def _unit_offsets(ch: Checker) -> dict[str, int]:
    offsets: dict[str, int] = {}
    total = 0
    for cname, cls in ch.t.classes.items():
        offsets[cname], total = total, total + cls.count
    return offsets


def _unit_of(ch: Checker, v: str, ref: object, offsets: dict[str, int]) -> int | None:
    """The first global unit of ``ref`` if it can hold ``v``."""
    if not isinstance(ref, str | tuple) or not ch.regs_ok(v, ref, None):
        return None
    parsed = ch.parse(regs_of(ref)[0])
    return None if parsed is None else offsets[parsed[0]] + parsed[1]


def _units(ch: Checker, vid: dict[str, int]) -> tuple[np.ndarray, np.ndarray] | None:
    """First global unit and width of each value, or None if some value has no
    register or one that does not fit it (the simulation then says which).

    Values without a declaration or an engine all have the target's default
    class and width 1, so their registers are checked once per distinct name."""
    offsets = _unit_offsets(ch)
    decl = ch.k.values
    names = list(vid)
    refs = list(map(ch.a.assignment.get, names))
    special = sorted(vid[v] for v in {*decl, *ch.engine_names} if v in vid)
    plain = set(range(len(names))).difference(special) if special else None
    try:
        distinct = dict.fromkeys(refs if plain is None else (refs[k] for k in plain))
    except TypeError:  # an unhashable register reference: let the simulation say
        return None
    rep = names[min(plain)] if plain else names[0] if names and not special else ""
    unit_of = {ref: _unit_of(ch, rep, ref, offsets) for ref in distinct}
    if None in unit_of.values():
        return None
    keyed = list(refs)
    for k in special:
        keyed[k] = None  # checked one by one below
    first = np.fromiter(map(unit_of.get, keyed, repeat(-1)), np.int64, len(keyed))
    width = np.ones(len(names), np.int64)
    for k in special:
        d = decl.get(names[k])
        width[k] = d.width if d is not None else 1
        unit = _unit_of(ch, names[k], refs[k], offsets)
        if unit is None:
            return None
        first[k] = unit
    return first, width


def _per_unit(first: np.ndarray, width: np.ndarray, vals: np.ndarray,
              *cols: np.ndarray) -> list[np.ndarray]:
    """Rows ``(unit, value, *cols)``: one per register unit of each reference."""
    w = width[vals]
    if bool((w == 1).all()):
        return [first[vals], vals, *cols]
    rows = np.repeat(np.arange(len(vals)), w)
    step = np.arange(len(rows)) - np.repeat(np.cumsum(w) - w, w)
    return [first[vals][rows] + step, vals[rows], *(c[rows] for c in cols)]


def _known(ch: Checker, vid: dict[str, int], n_reached: int) -> Container[str]:
    """Every value the kernel names: those of the reachable code (all in ``vid``,
    since every read was found there), the live-ins, and unreachable blocks'.
    Usually just ``vid`` itself (a million names need not be copied)."""
    if n_reached == len(ch.k.blocks) and all(v in vid for v in ch.k.live_in):
        return vid
    known = set(vid)
    known.update(ch.k.live_in)
    return known | ch.names_of_kernel() if n_reached < len(ch.k.blocks) else known


def _entry(ch: Checker, vid: dict[str, int], first: np.ndarray,
           width: np.ndarray) -> dict[int, int] | None:
    """Units of the assigned live-ins; None if two share a unit (the simulation
    decides whether both are live at the entry)."""
    out: dict[int, int] = {}
    for v in ch.k.live_in:
        k = vid.get(v)
        if k is None:
            continue
        for u in range(int(first[k]), int(first[k] + width[k])):
            if u in out:
                return None
            out[u] = k
    return out


def _events(ch: Checker, runs: Runs, instrs: list[Instr]) -> Events | None:
    """The events, or None if a read finds no value or a value no register that
    fits it (the simulation then says which). Each Python list is dropped as soon
    as its numbers are in arrays: at a million instructions, each is 8 MB."""
    n = len(instrs)
    uses = list(map(attrgetter("uses"), instrs))
    u_len = np.fromiter(map(len, uses), np.int64, n)
    flat_u = list(chain.from_iterable(uses))
    del uses
    defs = list(map(attrgetter("defs"), instrs))
    d_len = np.fromiter(map(len, defs), np.int64, n)
    flat_d = list(chain.from_iterable(defs))
    del defs
    read = set(flat_u).union(ch.k.live_out) if ch.k.live_in else set()
    live_in = [v for v in ch.k.live_in if v in ch.a.assignment and v in read]
    named = len(flat_d) + len(ch.k.live_out) + len(live_in)
    vid = dict(zip(chain(flat_d, ch.k.live_out, live_in), count()))
    once = len(vid) == named  # no name twice: each def's id is its position
    if not once:  # a name twice kept its last index: number by first appearance
        vid.update(zip(vid, count()))  # in place, no second million-entry table
    try:
        u_val = np.fromiter(map(vid.__getitem__, flat_u), np.int64, len(flat_u))
    except KeyError:  # a read of a value nothing defines: the simulation says where
        return None
    del flat_u
    d_val = np.arange(len(flat_d), dtype=np.int64) if once else \
        np.fromiter(map(vid.__getitem__, flat_d), np.int64, len(flat_d))
    del flat_d
    ch.known = _known(ch, vid, runs.n_blocks)
    units = _units(ch, vid)
    entry = None if units is None else _entry(ch, vid, *units)
    if units is None or entry is None:
        return None
    sizes = runs.sizes
    start = np.concatenate(([0], np.cumsum(sizes)))
    block_of = np.repeat(np.arange(len(sizes)), sizes)
    pos = np.arange(n)
    u_pos, d_pos = np.repeat(pos, u_len), np.repeat(pos, d_len)
    del pos, u_len, d_len
    exits = runs.exits
    out = np.fromiter(map(vid.__getitem__, ch.k.live_out), np.int64,
                      len(ch.k.live_out))
    r_val = np.concatenate((u_val, np.tile(out, len(exits))))
    r_pos = np.concatenate((u_pos, np.repeat(start[1:][exits], len(out))))
    r_blk = np.concatenate((block_of[u_pos], np.repeat(exits, len(out))))
    del u_val, u_pos
    r_unit, r_val, r_pos, r_blk = _per_unit(*units, r_val, r_pos, r_blk)
    w_unit, w_val, w_pos = _per_unit(*units, d_val, d_pos)
    del units, d_val, d_pos
    w_key = w_unit * (n + 1) + w_pos  # the stride of Events
    del w_unit
    order = np.argsort(w_key, kind="stable")
    w_block = block_of[w_pos[order]]
    del block_of, w_pos
    return Events(w_key[order], w_val[order], w_block, r_unit, r_pos, r_val, r_blk,
                  start, entry)


def _reads_in_blocks_ok(ev: Events) -> np.ndarray | None:
    """Check every read preceded by a write in its block; return the others
    (exposed reads) as rows ``(block, unit, value)``, or None if a read finds
    another value or one instruction writes a unit twice."""
    if len(ev.w_key) and bool((ev.w_key[1:] == ev.w_key[:-1]).any()):
        return None
    s = ev.stride
    j = np.searchsorted(ev.w_key, ev.r_unit * s + ev.r_pos, "left") - 1
    jj = np.maximum(j, 0)
    found = np.zeros(len(j), bool) if not len(ev.w_key) else (
        (j >= 0) & (ev.w_key[jj] // s == ev.r_unit)
        & (ev.w_key[jj] % s >= ev.start[ev.r_block]))
    if len(ev.w_key) and bool((found & (ev.w_val[jj] != ev.r_val)).any()):
        return None
    rows = np.stack((ev.r_block[~found], ev.r_unit[~found], ev.r_val[~found]), axis=1)
    return np.unique(rows, axis=0) if len(rows) else rows


def _last_writes(ev: Events, n_blocks: int) -> dict[int, int]:
    """``unit * n_blocks + block`` -> the value a block writes last to the unit.

    Writes are sorted by unit, then position, so a block's writes to one unit
    are consecutive and the last of them ends its run."""
    if not len(ev.w_key):
        return {}
    grp = (ev.w_key // ev.stride) * n_blocks + ev.w_block
    last = np.flatnonzero(np.append(grp[1:] != grp[:-1], True))
    return dict(zip(grp[last].tolist(), ev.w_val[last].tolist(), strict=True))


def _exposed_ok(ev: Events, exposed: np.ndarray, preds: list[list[int]]) -> bool:
    """Walk each exposed read of unit ``u`` expecting ``v`` back through blocks
    that do not write ``u``: every block on the way that writes ``u`` last writes
    ``v``, and the entry, if reached, holds ``v`` in ``u``."""
    nb = len(preds)
    last = _last_writes(ev, nb)
    seen: dict[int, int] = {}
    for b, u, v in exposed.tolist():
        stack = [b]
        while stack:
            c = stack.pop()
            prev = seen.get(u * nb + c)
            if prev is not None:
                if prev != v:
                    return False
                continue
            seen[u * nb + c] = v
            if c == 0 and ev.entry.get(u) != v:
                return False
            for p in preds[c]:
                w = last.get(u * nb + p)
                if w is None:
                    stack.append(p)
                elif w != v:
                    return False
    return True


def _simple(ch: Checker, instrs: list[Instr]) -> bool:
    """No inserted code, no order, no runtime-indexed read, no activation, no
    value confined to a register subset, and every required feature present."""
    if ch.a.operations or ch.a.order is not None or any(
            d.subset is not None for d in ch.k.values.values()):
        return False
    odd = [ins for ins in instrs if ins.indexed or ins.act is not None or ins.requires]
    return all(not ins.indexed and ins.act is None
               and all(f in ch.t.features for f in ins.requires) for ins in odd)


@dataclass(frozen=True, slots=True)
class Runs:
    """The reachable blocks grouped into runs that execute as one: block ``k + 1``
    joins ``k``'s run when ``k``'s only successor is ``k + 1`` and ``k + 1`` has
    no other (reachable) predecessor and is not the entry. Every path through a
    run executes all of it in order, so a run is one block to the walk, and the
    walk's cost is in runs, not blocks."""

    n_blocks: int
    sizes: np.ndarray
    """Instructions of each run."""
    exits: np.ndarray
    """The runs whose last block has no successor."""
    preds: list[list[int]]
    """Each run's predecessor runs (by the edges into its first block)."""


def _runs(blocks: Sequence[Block]) -> Runs:
    """Group the blocks into runs: O(blocks + edges). Edges into a run's first
    block come only from runs' last blocks (any other block's one successor is
    the next block of its run)."""
    n = len(blocks)
    names = [b.name for b in blocks]
    succs = [b.succs for b in blocks]
    n_pred = Counter(chain.from_iterable(succs))
    new_run = np.ones(n, bool)
    new_run[1:] = [n_pred[m] != 1 or len(s) != 1 or s[0] != m
                   for s, m in zip(succs[:-1], names[1:], strict=True)]
    run = np.cumsum(new_run) - 1
    sizes = np.bincount(run, weights=np.fromiter((len(b.instrs) for b in blocks),
                                                 np.int64, n)).astype(np.int64)
    heads = np.flatnonzero(new_run).tolist()
    head = dict(zip((names[k] for k in heads), range(len(heads)), strict=True))
    run_preds: list[list[int]] = [[] for _ in heads]
    for r, k in enumerate([*(x - 1 for x in heads[1:]), n - 1]):  # last blocks
        for m in succs[k]:
            h = head.get(m)
            if h is not None:
                run_preds[h].append(r)
    exits = np.unique(run[[k for k in range(n) if not succs[k]]])
    return Runs(n, sizes, exits.astype(np.int64), run_preds)


def fast_verdict(ch: Checker, blocks: Sequence[Block]) -> bool:
    """True when the allocation is proven valid (apart from the header checks of
    :mod:`.kernel`); False means "run the simulation", not "invalid".
    ``blocks`` are the reachable blocks, the entry first."""
    instrs = list(chain.from_iterable(b.instrs for b in blocks))
    if not _simple(ch, instrs):
        return False
    runs = _runs(blocks)
    ev = _events(ch, runs, instrs)
    exposed = None if ev is None else _reads_in_blocks_ok(ev)
    if ev is None or exposed is None:
        return False
    return _exposed_ok(ev, exposed, runs.preds)
