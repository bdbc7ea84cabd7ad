"""A greedy split plan on any CFG: furthest-next-use eviction block by block,
in the manner of Braun and Hack's MIN on SSA CFGs and of LLVM's greedy
allocator's eviction, as split decisions the model reads
(:func:`greedy_table`).

It is the cold solve's own heuristic: a warm start for the split model on
CFGs where Belady's straight-line walk does not apply, and, once its pieces
are coloured, the plan a class falls back on when the model finds none in
time (before spill-everywhere). It is a split plan, so the model's bound
holds for it once coloured. Its decisions meet every row of the model that
counts registers, joins blocks, tracks memory and keeps live-outs; the rows
that hold only for plans whose pieces fit (fixed registers' homes, call
crossers joined across blocks and defs, a second register family) it may
break, and then its pieces do not colour and the colouring says so.

The walk, per class, blocks in reverse post-order:

- **Entry.** A block starts holding what every predecessor walked so far
  holds at its exit (the kernel's entry: every live-in); a loop header sees
  only its forward predecessors, and :func:`~solver_alloc.spill.heuristics.greedy_close.close`
  loads at its entry what a back edge does not bring in a register.
- **Points.** At each program point ``p`` (:mod:`~solver_alloc.spill.problem`)
  the values read there are brought back when not held (a remat when it
  costs no more than a load, else a folded read where the instruction has a
  memory form and holding the value would not serve another read, else a
  load). Then the registers in use, ``refs(p)`` + held segments covering ``p``
  + indexed reads held across + unfolded foldable reads, must be at most
  ``K``: while they are not, the held value whose next read is furthest
  (a value already in memory or rematerialisable counts as further) is
  evicted, its whole current segment then out of registers (segments are
  all-or-nothing). Values read or written at ``p`` and live after it are held
  from ``p + 1``.
- **Calls.** At a point where fixed values fill a register set ``C`` (a call's
  clobbers), values held across it must share the ``K - |C|`` registers it
  preserves for the whole stretch they stay in a register: a value whose
  stretch would make more than that many overlap is evicted instead.
- **Next use** beyond a block is the shortest distance in points through the
  CFG, plus :data:`~solver_alloc.spill.heuristics.greedy_cfg.LEAVE_LOOP` on an
  edge to a colder block, so that inside a loop values read only after it are
  evicted first.
- **Colouring.** The plan's pieces are coloured as the model's are; when they
  do not fit, the values the colouring left out are held nowhere beyond their
  own references and the walk runs again (:func:`greedy_start`).

What the walk cannot decide (a value no register can drop and no room holds,
a value read from memory that memory cannot hold) makes the table None: the
caller then starts from spill-everywhere as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction

import numpy as np

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.greedy_cfg import (
    FAR,
    next_reads,
    reverse_post_order,
    successors,
)
from solver_alloc.spill.heuristics.greedy_close import Walked, close
from solver_alloc.spill.heuristics.warm_start import as_decision
from solver_alloc.spill.model.crossing import families
from solver_alloc.spill.model.encode import arriving_in_registers
from solver_alloc.spill.model.variables import can_load
from solver_alloc.spill.pieces.finish import finish
from solver_alloc.spill.problem import DEF, EXIT, INDEXED, USE, Event, SplitProblem

__all__ = ["GREEDY", "greedy_start", "greedy_table"]

GREEDY = "greedy split plan"
"""How a class planned by :func:`greedy_start` says so (its note's start)."""


Decisions = dict[tuple[object, ...], int]


@dataclass
class _State:
    """What one block's walk holds."""

    held: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Value -> its held segment ``(chain, j)``."""
    width: int = 0
    start: dict[str, int] = field(default_factory=dict)
    """Value -> the point its stretch in a register began (for call crossers)."""
    crossing: set[str] = field(default_factory=set)


@dataclass
class _Point:
    """What the events at one point leave: registers the count rows take there
    beyond ``refs`` (``extra``), values held from the next point (``after``: chain,
    event, value, whether a new stretch in a register starts), values held
    across an indexed read if there is room (``across``), and whether the
    instruction already reads a value from memory (``folded``)."""

    extra: int = 0
    after: list[tuple[int, int, str, bool]] = field(default_factory=list)
    across: list[tuple[int, int, str, bool]] = field(default_factory=list)
    folded: bool = False


class _Walk:
    """The walk of one class (module docstring)."""

    def __init__(self, sp: SplitProblem, banned: frozenset[str] = frozenset()) -> None:
        self.sp = sp
        self.banned = banned
        self.w = Walked(sp)
        self.succs = successors(sp)
        self.chain_at = {(ch.value, ch.block): c for c, ch in enumerate(sp.chains)}
        self.by_block: list[list[int]] = [[] for _ in sp.freq]
        for c, ch in enumerate(sp.chains):
            self.by_block[ch.block].append(c)
        self.beyond = next_reads(sp, self.succs, self.chain_at)
        fam = families(sp)
        self.calls = fam[0][1] if fam else frozenset()
        self.preserved = sp.k - len(fam[0][0]) if fam else sp.k
        self.exit_held: dict[int, tuple[set[str], set[str]]] = {}
        self.spilled: set[str] = set()

    def evictable(self, v: str) -> bool:
        sp = self.sp
        return v not in sp.held and (can_load(sp, v) or self.w.remat_ok(v))

    def next_use(self, c: int, j: int, p: int) -> float:
        """Distance from ``p`` to the read after segment ``(c, j)``, weighted so
        that cheaper evictions look further."""
        ch = self.sp.chains[c]
        e = ch.events[j + 1]
        if e.kind in (USE, INDEXED):
            d: float = e.point - p
        elif e.kind == EXIT:
            d = e.point - p + self.beyond.get(c, FAR)
        else:
            d = FAR
        v = ch.value
        if self.w.remat_ok(v):
            return d * 4
        return d * 2 if v in self.spilled else d

    def evict_one(self, st: _State, p: int, among: set[str] | None = None) -> bool:
        """Drop the held value read furthest ahead; False when none may go."""
        best, key = None, -1.0
        for v, (c, j) in st.held.items():
            if (among is None or v in among) and self.evictable(v):
                k = self.next_use(c, j, p)
                if k > key or (k == key and best is not None and v < best):
                    best, key = v, k
        if best is None:
            return False
        self.drop(st, best)
        return True

    def drop(self, st: _State, v: str) -> None:
        c, j = st.held.pop(v)
        st.width -= self.sp.width[v]
        st.crossing.discard(v)
        self.w.x[c, j] = 0
        self.spilled.add(v)

    def hold(self, st: _State, c: int, j: int, p: int, fresh: bool) -> None:
        v = self.sp.chains[c].value
        if v in self.banned and self.evictable(v):
            self.w.x[c, j] = 0
            self.spilled.add(v)
            return
        st.held[v] = (c, j)
        st.width += self.sp.width[v]
        self.w.x[c, j] = 1
        if fresh:
            st.start[v] = p
            st.crossing.discard(v)

    def entry(self, b: int) -> _State:
        """What block ``b`` starts holding (module docstring)."""
        sp, st = self.sp, _State()
        first = sp.block_points[b][0]
        walked = [self.exit_held[p] for p in sp.preds[b] if p in self.exit_held]
        for c in self.by_block[b]:
            ch = sp.chains[c]
            if not ch.live[0]:
                continue
            v = ch.value
            if b == 0 and not sp.preds[b]:
                keep, crossing = v in sp.kernel_live_in, False
            elif walked:
                keep = all(v in h for h, _ in walked)
                crossing = any(v in cr for _, cr in walked)
            else:
                keep, crossing = False, False
            if keep or v in sp.held:
                self.hold(st, c, 0, first - 1, True)
                if crossing:
                    st.crossing.add(v)
        return st

    def block(self, b: int) -> bool:
        """Walk block ``b``; False when it cannot be planned greedily."""
        sp = self.sp
        first, last = sp.block_points[b]
        st = self.entry(b)
        at: dict[int, list[tuple[int, int]]] = {}
        for c in self.by_block[b]:
            for j, e in enumerate(sp.chains[c].events):
                if e.kind in (USE, DEF, INDEXED):
                    at.setdefault(e.point, []).append((c, j))
        if b == 0 and not sp.preds[b]:  # the arrival row: sum w a <= K
            forced = arriving_in_registers(sp)
            extra = sum(sp.width[v] for v in forced if v not in st.held)
            while st.width + extra > sp.k:
                if not self.evict_one(st, first - 1, set(st.held) - forced):
                    return False
        cover = np.zeros(max(last - first + 2, 1), dtype=np.int64)
        for p in range(first, last + 1):
            if not self.point(st, p, at.get(p, []), cover, first):
                return False
        while st.width > sp.k:  # the exit row: sum w out <= K
            if not self.evict_one(st, last + 1):
                return False
        self.exit_held[b] = (set(st.held), set(st.crossing))
        return True

    def point(self, st: _State, p: int, events: Sequence[tuple[int, int]],
              cover: np.ndarray, first: int) -> bool:
        """Point ``p`` of the walk (module docstring); False when it cannot be
        planned."""
        pt = _Point()
        for c, j in sorted(events):
            if not self.event(st, p, c, j, pt):
                return False
        if not self.fit(st, p, pt):
            return False
        self.cross(st, p, cover, first)
        for c, j, _, fresh in pt.after:
            self.hold(st, c, j, p, fresh)
        return True

    def event(self, st: _State, p: int, c: int, j: int, pt: _Point) -> bool:
        """The value's event ``j`` at ``p``: its segment before ends (a read not
        held is served), and what may be held after it is noted in ``pt``."""
        sp, w = self.sp, self.w
        ch = sp.chains[c]
        v, e = ch.value, ch.events[j]
        was = st.held.get(v) == (c, j - 1)
        if was:
            del st.held[v]
            st.width -= sp.width[v]
        live_after = j < len(ch.live) and ch.live[j]
        if e.kind == USE:
            if not self.read(c, j, was, pt):
                return False
        elif e.kind == DEF and live_after:
            pt.after.append((c, j, v, True))
        elif e.kind == INDEXED:
            room = st.width + pt.extra + sp.refs.get(p, 0) + sp.width[v] <= sp.k
            if not w.serve_indexed(c, j, remat=room):
                return False
            if w.serve[c, j] == "rm":
                pt.extra += sp.width[v]  # occ: recomputed for the read
            elif was and live_after:  # occ: held across the read, if room
                pt.across.append((c, j, v, False))
        if not was or not live_after:
            st.crossing.discard(v)
        return True

    def read(self, c: int, j: int, was: bool, pt: _Point) -> bool:
        """A register read: served when not held (a remat, a folded read or a
        load), then held after it when live."""
        sp = self.sp
        ch = sp.chains[c]
        v, e = ch.value, ch.events[j]
        how = None if was else self.w.serve_use(c, j, fold=not pt.folded and
                                                not _read_again(ch.events, j))
        if how is False:
            return False
        if how == "fd":
            pt.folded = True
            return True
        if e.foldable and sp.folds:
            pt.extra += sp.width[v]  # a register read refs leaves out
        if j < len(ch.live) and ch.live[j]:
            pt.after.append((c, j, v, not was))
        return True

    def fit(self, st: _State, p: int, pt: _Point) -> bool:
        """Evict until ``p``'s registers are at most ``K``: held values first,
        then values held across an indexed read there."""
        sp = self.sp
        pt.across.sort(key=lambda a: -self.next_use(a[0], a[1], p))
        while True:
            width = sum(sp.width[a[2]] for a in pt.across)
            if st.width + pt.extra + width + sp.refs.get(p, 0) <= sp.k:
                break
            if not self.evict_one(st, p):
                if not pt.across or not self.evictable(pt.across[0][2]):
                    return False
                self.spilled.add(pt.across.pop(0)[2])
        pt.after.extend(pt.across)
        return True

    def cross(self, st: _State, p: int, cover: np.ndarray, first: int) -> None:
        """Call crossers (module docstring): a value held across a call point
        occupies a preserved register from its stretch's start; more than
        ``K - |C|`` such stretches at one point: evict the newcomer."""
        sp = self.sp
        for v in st.crossing & st.held.keys():
            cover[p - first] += sp.width[v]
        if p not in self.calls:
            return
        fresh = sorted((v for v in st.held if v not in st.crossing),
                       key=lambda v: (self.next_use(*st.held[v], p), v))
        for v in fresh:
            lo = max(st.start.get(v, first) - first, 0)
            wv = sp.width[v]
            if int(cover[lo:p - first + 1].max(initial=0)) + wv <= self.preserved:
                cover[lo:p - first + 1] += wv
                st.crossing.add(v)
            elif self.evictable(v):
                self.drop(st, v)
            else:
                st.crossing.add(v)  # cannot go: the colouring will say


def _read_again(events: Sequence[Event], j: int) -> bool:
    """Whether the value is read again in the block after event ``j``, with no
    def between (holding it would serve that read)."""
    for e in events[j + 1:]:
        kind = e.kind
        if kind in (USE, INDEXED):
            return True
        if kind in (DEF, EXIT):
            return False
    return False


def greedy_table(sp: SplitProblem, banned: frozenset[str] = frozenset()
                 ) -> Decisions | None:
    """The greedy split plan of ``sp`` as decisions (module docstring), holding
    no value of ``banned`` that may leave its register beyond its own
    references; None for a window or region of a larger plan, or where the walk
    cannot plan."""
    if sp.boundary is not None or sp.cut is not None or not sp.chains:
        return None
    walk = _Walk(sp, banned)
    for b in reverse_post_order(walk.succs):
        if not walk.block(b):
            return None
    return close(walk.w, walk.exit_held)


def greedy_start(problem: Problem, sp: SplitProblem, opts: SolveOptions
                 ) -> tuple[ClassOutcome | None, Decisions | None]:
    """The greedy plan of a class, each colouring in
    :attr:`~solver_alloc.budget.BudgetPolicy.everywhere_share` of the budget left,
    up to :attr:`~solver_alloc.budget.BudgetPolicy.greedy_rounds` times (values
    left out are held nowhere the next time, while there are at most
    :attr:`~solver_alloc.budget.BudgetPolicy.evict_most` of them): the outcome
    (None when no round's pieces fit) and the decisions of the round that
    coloured, else of the first (None where the walk cannot plan), which
    warm-start the split model either way."""
    first: Decisions | None = None
    banned: frozenset[str] = frozenset()
    for _ in range(opts.policy.greedy_rounds):
        if opts.expired():
            break
        table = greedy_table(sp, banned)
        if table is None:
            break
        first = table if first is None else first
        got = finish(problem, sp, as_decision(table), Fraction(0), False, GREEDY,
                     opts.share(opts.policy.everywhere_share))
        if got.regs is not None:
            return replace(got, greedy=True), table
        more = (set(got.unplaced) or set(got.blockers)) - banned
        if not more or len(more) > opts.policy.evict_most:
            break  # nothing to leave out, or too far from colouring
        banned |= more
    return None, first
