"""Instruction order for register pressure: a list scheduler, and a bound that
holds for every legal order.

An order is legal when each block keeps its instructions and every dependence
of :func:`~solver_alloc.activation.reorder.dependences` (values, memory tiles,
``after``). Within a block, a value's *segment* runs from one definition (or
the block entry, for a value live into the block) to the reads that see it,
and on to the block's end when the value is live out of the block and this is
its last definition there. Legal orders keep every read's reaching definition,
so the segments are the same in every order; only their overlap changes.

- :func:`pressure_order` schedules each block greedily: among the ready
  instructions it takes the one whose issue grows the weighted pressure least
  (segments it ends count against segments it starts), the earliest first, top
  down and bottom up; blocks of up to :data:`RESTART_MAX_INSTRS` also get
  :data:`RESTARTS` randomised restarts of both (seeded by the run's seed).
- :func:`order_free_bound` is a lower bound on MaxLive over all legal orders:
  a segment is live at instruction ``i`` in every order when its definition
  comes before ``i`` (or is ``i``, or is the entry) and one of its reads comes
  after ``i`` (or is ``i``, or it is live out), both through dependences. With
  ``A`` the reflexive-transitive dependence matrix, segment ``s`` is forced at
  ``i`` iff ``A[i, def(s)]`` and ``any_r A[r, i]`` over its reads; the bound for
  a class is ``max_i`` of the forced widths.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from solver_alloc.activation.reorder import dependences
from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import Block
from solver_alloc.solving import NO_LIMIT, SolveOptions

__all__ = ["BlockSchedule", "Segment", "block_segments", "closure", "live_in_every_order",
           "order_free_bound", "pressure_order", "segment_widths"]

MAX_BLOCK = 2048
"""Blocks longer than this keep their order and add nothing to the bound: both
are quadratic in a block (the bound's dependence matrices, the schedulers' ready
scans). Measured on one straight-line block: 8,000 instructions took 839 MB and
3.8 s for the bound and 18.6 s for the order; 4,000 took 300 MB, 0.8 s and
3.2 s."""
RESTART_MAX_INSTRS = 256
"""Blocks up to this long also get :data:`RESTARTS` randomised schedules (each
quadratic in the block)."""
RESTARTS = 64
NOISE = 5.0
"""A restart's jitter on each choice, in units of the lightest segment's weight."""


@dataclass(frozen=True, slots=True)
class Segment:
    value: str
    start: int
    """Local index of the definition, -1 for the block entry."""
    reads: tuple[int, ...]
    live_out: bool


def block_segments(block: Block, live_in: frozenset[str], live_out: frozenset[str]
                   ) -> list[Segment]:
    """The block's segments, from reaching definitions in the given order."""
    entering = sorted(live_in)  # a fixed order: the same model in every process
    current: dict[str, int] = dict.fromkeys(entering, -1)
    reads: dict[tuple[str, int], list[int]] = {(v, -1): [] for v in entering}
    for k, ins in enumerate(block.instrs):
        for v in ins.uses:
            reads.setdefault((v, current.get(v, -1)), []).append(k)
        for v in ins.defs:
            current[v] = k
            reads.setdefault((v, k), [])
    out = []
    for (v, d), rs in reads.items():
        last = current.get(v) == d
        alive_out = last and v in live_out
        if rs or alive_out or d >= 0:  # a dead def still takes a register at its def
            out.append(Segment(v, d, tuple(rs), alive_out))
    return out


def closure(preds: list[set[int]]) -> npt.NDArray[np.bool_]:
    """``A[i, j]``: ``j`` runs before ``i`` (or is ``i``) in every legal order."""
    n = len(preds)
    a = np.eye(n, dtype=bool)
    for k in range(n):  # the block order is topological
        for p in preds[k]:
            a[k] |= a[p]
    return a


def segment_widths(problem: Problem, classes: Sequence[str], segs: Sequence[Segment]
                   ) -> npt.NDArray[np.int64]:
    """``W[s, c]``: the width of segment ``s`` in class ``c`` (0 elsewhere)."""
    w = np.zeros((len(segs), len(classes)), dtype=np.int64)
    col = {c: j for j, c in enumerate(classes)}
    for s, seg in enumerate(segs):
        r = problem.resolved.get(seg.value)
        if r is not None and r.regclass in col:
            w[s, col[r.regclass]] = r.width
    return w


def live_in_every_order(segs: Sequence[Segment], a: npt.NDArray[np.bool_], writing: bool
                        ) -> tuple[npt.NDArray[np.bool_], npt.NDArray[np.bool_]]:
    """``(F, R)``, each ``[i, s]``. ``F``: segment ``s`` is live in every legal
    order as instruction ``i`` reads (``writing`` false: its definition runs
    before ``i`` and a read at or after ``i``, or the block's end, sees it) or
    as ``i`` writes (its definition is ``i`` or runs before it, and a read
    after ``i``, or the block's end, sees it; a definition nobody reads is live
    at its own write). ``R``: of those, the ones a read in the block sees
    after the point in every order (not only the block's end). ``a``: the
    reflexive dependence closure (:func:`closure`)."""
    n = a.shape[0]
    strict = a & ~np.eye(n, dtype=bool)
    made_by, seen_by = (a, strict) if writing else (strict, a)
    live = np.zeros((n, len(segs)), dtype=bool)
    read = np.zeros((n, len(segs)), dtype=bool)
    for s, seg in enumerate(segs):
        made = np.ones(n, dtype=bool) if seg.start < 0 else made_by[:, seg.start]
        if seg.reads:
            read[:, s] = made & seen_by[list(seg.reads)].any(axis=0)
        if seg.live_out:
            live[:, s] = made
        elif seg.reads:
            live[:, s] = read[:, s]
        elif writing and seg.start >= 0:
            live[seg.start, s] = True
    return live, read


def _forced(live: npt.NDArray[np.bool_], segs: list[Segment],
            w: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """Per instruction and class, the forced width: one value's segments meet
    only where one ends and the next begins, so a value counts once."""
    by_value = sorted(range(len(segs)), key=lambda s: segs[s].value)
    firsts = [k for k, s in enumerate(by_value)
              if k == 0 or segs[s].value != segs[by_value[k - 1]].value]
    per_value = np.logical_or.reduceat(live[:, by_value], firsts, axis=1)
    widths = w[[by_value[k] for k in firsts]].astype(np.int32)
    return np.asarray(per_value.astype(np.int32) @ widths)


def order_free_bound(problem: Problem, opts: SolveOptions = NO_LIMIT) -> dict[str, int]:
    """Per class, a lower bound on MaxLive over every legal order of every block
    (still a bound when a block is left out: too long, or the budget spent)."""
    kernel, live = problem.kernel, problem.liveness
    classes = sorted(problem.pressure)
    best = np.zeros(len(classes), dtype=np.int64)
    for b, block in enumerate(kernel.blocks):
        n = len(block.instrs)
        if n == 0 or n > MAX_BLOCK or opts.expired():
            continue
        segs = block_segments(block, live.block_live_in[b], live.block_live_out[b])
        if not segs:
            continue
        a = closure(dependences(block))
        w = segment_widths(problem, classes, segs)
        for writing in (False, True):
            point, _ = live_in_every_order(segs, a, writing)
            best = np.maximum(best, _forced(point, segs, w).max(axis=0))
    return {c: int(x) for c, x in zip(classes, best, strict=True)}


def _jitter(noise: float, rng: random.Random | None) -> float:
    return 0.0 if rng is None else noise * rng.random()


class BlockSchedule:
    """One block's dependence graph and segments, for scheduling."""

    def __init__(self, block: Block, segs: list[Segment],
                 width: Sequence[Sequence[float]]) -> None:
        self.n = len(block.instrs)
        self.preds = dependences(block)
        self.succs: list[list[int]] = [[] for _ in range(self.n)]
        for k, ps in enumerate(self.preds):
            for p in ps:
                self.succs[p].append(k)
        self.segs, self.width = segs, width
        self.starts: list[list[int]] = [[] for _ in range(self.n)]
        self.ends: list[list[int]] = [[] for _ in range(self.n)]
        for s, seg in enumerate(segs):
            if seg.start >= 0:
                self.starts[seg.start].append(s)
            for r in seg.reads:
                self.ends[r].append(s)

    def weight(self, s: int) -> float:
        """The segment's pressure weight, over all classes."""
        return sum(self.width[s])

    def top_down(self, noise: float = 0.0, rng: random.Random | None = None
                 ) -> list[int]:
        """Issue first the ready instruction that grows pressure least (plus
        ``noise`` times a draw from ``rng``, when given: a randomised restart)."""
        segs, left = self.segs, [len(s.reads) for s in self.segs]
        waiting = [len(p) for p in self.preds]

        def growth(k: int) -> float:
            opened = sum(self.weight(s) for s in self.starts[k]
                         if segs[s].reads or segs[s].live_out)
            closed = sum(self.weight(s) for s in self.ends[k]
                         if left[s] == 1 and not segs[s].live_out)
            return opened - closed

        ready = [k for k in range(self.n) if not waiting[k]]
        order: list[int] = []
        while ready:
            pick = min(ready, key=lambda k: (growth(k) + _jitter(noise, rng), k))
            ready.remove(pick)
            order.append(pick)
            for s in self.ends[pick]:
                left[s] -= 1
            for k in self.succs[pick]:
                waiting[k] -= 1
                if not waiting[k]:
                    ready.append(k)
        return order

    def bottom_up(self, noise: float = 0.0, rng: random.Random | None = None
                  ) -> list[int]:
        """From the block's end: place last the instruction whose placement grows
        the pressure above it least (it ends its defs' segments and opens its
        reads'), so a consumer pulls its producers next to it (``noise``: as for
        :meth:`top_down`)."""
        segs = self.segs
        live = [seg.live_out for seg in segs]
        waiting = [len(s) for s in self.succs]

        def growth(k: int) -> float:
            opened = sum(self.weight(s) for s in self.ends[k] if not live[s])
            closed = sum(self.weight(s) for s in self.starts[k] if live[s])
            return opened - closed

        ready = [k for k in range(self.n) if not waiting[k]]
        order: list[int] = []
        while ready:
            pick = min(ready, key=lambda k: (growth(k) + _jitter(noise, rng), -k))
            ready.remove(pick)
            order.append(pick)
            for s in self.ends[pick]:
                live[s] = True
            for s in self.starts[pick]:
                live[s] = False
            for k in self.preds[pick]:
                waiting[k] -= 1
                if not waiting[k]:
                    ready.append(k)
        return order[::-1]

    def peak(self, order: list[int]) -> tuple[float, ...]:
        """Per class, the most registers live at once in ``order``, as an
        instruction reads (what runs into it) and as it writes (what runs out of
        it, and its definitions nobody reads)."""
        ncls = len(self.width[0]) if self.width else 0
        live = np.zeros(ncls)
        left = [len(s.reads) for s in self.segs]
        for s, seg in enumerate(self.segs):
            if seg.start < 0 and (seg.reads or seg.live_out):
                live += self.width[s]
        peak = live.copy()
        for k in order:
            peak = np.maximum(peak, live)  # as k reads
            for s in self.ends[k]:
                left[s] -= 1
                if not left[s] and not self.segs[s].live_out:
                    live -= self.width[s]
            dead = np.zeros(ncls)
            for s in self.starts[k]:
                if self.segs[s].reads or self.segs[s].live_out:
                    live += self.width[s]
                else:
                    dead += self.width[s]
            peak = np.maximum(peak, live + dead)  # as k writes
        return tuple(float(x) for x in peak)


def _restarts(g: BlockSchedule, opts: SolveOptions, block: int) -> list[list[int]]:
    """:data:`RESTARTS` randomised schedules, top-down and bottom-up in turn,
    drawn from the run's seed (reproducible); greedy choices that look alike
    can end far apart, so the best of many beats the one greedy order (a
    111-instruction block of a Triton layer norm: 40 registers greedy, 34 at
    best over the restarts, 30 over every order)."""
    weights = [w for s in range(len(g.segs)) if (w := g.weight(s)) > 0]
    if not weights:
        return []
    noise = NOISE * min(weights)
    rng = random.Random(opts.seed * 1_000_003 + block)
    out = []
    for r in range(RESTARTS):
        if opts.expired():
            break
        out.append((g.bottom_up if r % 2 else g.top_down)(noise, rng))
    return out


def pressure_order(problem: Problem, opts: SolveOptions = NO_LIMIT) -> list[int] | None:
    """Global instruction indices in a legal order of lower pressure, or ``None``
    when no block improves. Each block keeps the best of its given order, the
    top-down and the bottom-up schedule, compared by the largest of each class's
    peak over its allocatable count, then by their sum (a scarce class, such as
    predicates, weighs more)."""
    kernel, live, target = problem.kernel, problem.liveness, problem.target
    classes = sorted(problem.pressure)
    cap = np.array([max(1, len(target.classes[c].allocatable())) for c in classes])
    out: list[int] = []
    for b, (block, start) in enumerate(zip(kernel.blocks, kernel.block_starts(),
                                           strict=True)):
        n = len(block.instrs)
        given = list(range(n))
        if n < 2 or n > MAX_BLOCK or opts.expired():
            out += [start + k for k in given]
            continue
        segs = block_segments(block, live.block_live_in[b], live.block_live_out[b])
        g = BlockSchedule(block, segs, (segment_widths(problem, classes, segs) / cap
                                        ).tolist())

        def score(order: list[int], g: BlockSchedule = g) -> tuple[float, float]:
            p = g.peak(order)
            return (max(p, default=0.0), sum(p))
        best = min((g.top_down(), g.bottom_up()), key=score)
        if n <= RESTART_MAX_INSTRS:
            best = min((best, *_restarts(g, opts, b)), key=score)
        out += [start + k for k in (best if score(best) < score(given) else given)]
    return None if out == list(range(kernel.n_instrs)) else out
