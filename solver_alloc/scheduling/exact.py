"""The order of a small block that needs the fewest registers, proven by CP-SAT.

Instruction ``i`` runs at position ``pos[i]`` (all different, every dependence
``p -> i`` kept: ``pos[p] < pos[i]``). Time is counted in half steps: an
instruction at position ``q`` reads at ``2q`` and writes at ``2q + 1``. A segment
(see :mod:`.pressure`) is an interval from its write ``2 pos[def] + 1`` (0 for a
value live into the block) to just after its last read ``max_r 2 pos[r] + 1``
(``2n + 1`` when live out; one half step for a definition nobody reads), so a
last read and a write at one instruction share a register, as MaxLive counts
them. For each class ``c`` a cumulative constraint keeps the widths of the
overlapping intervals within ``C_c``.

Classes are minimised one after the other, scarcest first: ``C_c`` is minimised
with every earlier class held at its optimum. Per kernel, MaxLive is the largest
block peak, so the earlier classes are held at the kernel's optimum, not the
block's (:func:`exact_orders`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ortools.sat.python import cp_model

from solver_alloc.activation.reorder import dependences
from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import Block
from solver_alloc.scheduling.pressure import (
    BlockSchedule,
    Segment,
    block_segments,
    segment_widths,
)
from solver_alloc.solving import SolveOptions, solve_cpsat

__all__ = ["EXACT_MAX_INSTRS", "exact_block", "exact_orders"]

EXACT_MAX_INSTRS = 64
"""Blocks up to this many instructions are ordered exactly."""
BLOCK_SECONDS = 2.0
"""CP-SAT deterministic seconds per block and class."""
CRITICAL_MAX_INSTRS = 256
"""A longer block is ordered exactly too when its peak is the kernel's MaxLive
in the class being minimised (the block that decides the register count)."""
CRITICAL_SECONDS = 8.0
"""... with this many deterministic seconds (a Triton layer norm's
111-instruction block: 35 R registers from the list schedulers, 28 after 8)."""

def keep_dependences(model: cp_model.CpModel, pos: list[cp_model.IntVar],
                     preds: list[set[int]]) -> None:
    """``pos[p] + 1 <= pos[i]`` for every dependence ``p -> i``; positions are a
    permutation."""
    model.add_all_different(pos)
    for i, ps in enumerate(preds):
        for p in ps:
            model.add(pos[p] + 1 <= pos[i])


def _span(seg: Segment, at: Sequence[int], n: int) -> tuple[int, int]:
    """The half steps a segment is live in when instruction i runs at ``at[i]``."""
    start = 0 if seg.start < 0 else 2 * at[seg.start] + 1
    if seg.live_out:
        return start, 2 * n + 1
    if seg.reads:
        return start, max(2 * at[r] + 1 for r in seg.reads)
    return start, start + 1


def segment_intervals(model: cp_model.CpModel, pos: list[cp_model.IntVar],
                      segs: Sequence[Segment], n: int, hint: Sequence[int] | None = None
                      ) -> list[cp_model.IntervalVar]:
    """Each segment as the half-step interval it is live in (see the module);
    ``hint``: positions to hint every variable from."""
    out = []
    for s, seg in enumerate(segs):
        start = 0 if seg.start < 0 else 2 * pos[seg.start] + 1
        end = model.new_int_var(0, 2 * n + 1, f"end{s}")
        if seg.live_out:
            model.add(end == 2 * n + 1)
        elif seg.reads:
            model.add_max_equality(end, [2 * pos[r] + 1 for r in seg.reads])
        else:
            model.add(end == start + 1)
        size = model.new_int_var(0, 2 * n + 1, f"size{s}")
        if hint is not None:
            lo, hi = _span(seg, hint, n)
            model.add_hint(end, hi)
            model.add_hint(size, hi - lo)
        out.append(model.new_interval_var(start, size, end, f"live{s}"))
    return out


def fit_classes(model: cp_model.CpModel, intervals: list[cp_model.IntervalVar],
                widths: Sequence[Sequence[int]], caps: Sequence[int]
                ) -> list[cp_model.IntVar]:
    """``C_c``: the peak of class ``c``, at most ``caps[c]``, by a cumulative
    constraint over the segments of that class."""
    peaks = []
    for c, cap in enumerate(caps):
        peak = model.new_int_var(0, cap, f"C{c}")
        used = [(iv, w[c]) for iv, w in zip(intervals, widths, strict=True) if w[c]]
        if used:
            model.add_cumulative([iv for iv, _ in used], [w for _, w in used], peak)
        peaks.append(peak)
    return peaks


def exact_block(block: Block, segs: Sequence[Segment], widths: Sequence[Sequence[int]],
                order: list[int], held: Sequence[int | None], minimise: int,
                opts: SolveOptions) -> tuple[list[int], int, bool] | None:
    """Minimise class ``minimise``'s peak with each class ``c`` held at
    ``held[c]`` (``None``: free), starting from ``order``. Returns the order, the
    peak and whether it is proven, or ``None`` when no order within the held
    peaks was found."""
    n = len(block.instrs)
    model = cp_model.CpModel()
    pos = [model.new_int_var(0, n - 1, f"pos{i}") for i in range(n)]
    keep_dependences(model, pos, dependences(block))
    caps = [sum(w[c] for w in widths) if h is None else h for c, h in enumerate(held)]
    at = [0] * n
    for k, i in enumerate(order):
        at[i] = k
        model.add_hint(pos[i], k)
    peaks = fit_classes(model, segment_intervals(model, pos, segs, n, at), widths, caps)
    model.minimize(peaks[minimise])
    # the hint is complete, so it is the first solution when presolve keeps it
    solver, status = solve_cpsat(model, opts, deterministic_cap=BLOCK_SECONDS if n <=
                                 EXACT_MAX_INSTRS else CRITICAL_SECONDS, presolve=False)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    found = sorted(range(n), key=lambda i: solver.value(pos[i]))
    return found, int(solver.value(peaks[minimise])), status == cp_model.OPTIMAL


def exact_orders(problem: Problem, order: list[int], opts: SolveOptions
                 ) -> tuple[list[int], bool]:
    """``order`` (global indices, legal) with its small blocks re-ordered exactly,
    classes minimised scarcest first; and whether the result's MaxLive is proven
    minimal over every legal order, class after class (every block small
    enough and every solve proven)."""
    kernel, live, target = problem.kernel, problem.liveness, problem.target
    classes = sorted(problem.pressure,
                     key=lambda c: (len(target.classes[c].allocatable()), c))
    starts = kernel.block_starts()
    local: list[list[int]] = []
    info = []
    for b, block in enumerate(kernel.blocks):
        lo = starts[b]
        local.append([i - lo for i in order[lo: lo + len(block.instrs)]])
        segs = block_segments(block, live.block_live_in[b], live.block_live_out[b])
        widths = segment_widths(problem, classes, segs).tolist()
        info.append((block, segs, widths, BlockSchedule(block, segs, widths)))
    proven = all(len(b.instrs) <= EXACT_MAX_INSTRS for b in kernel.blocks)
    held: list[int | None] = [None] * len(classes)
    for c in range(len(classes)):
        best = 0
        peak = [int(s.peak(local[b])[c]) if segs else 0
                for b, (_, segs, _, s) in enumerate(info)]
        top = max(peak, default=0)
        for b, (block, segs, widths, schedule) in enumerate(info):
            n = len(block.instrs)
            critical = n <= CRITICAL_MAX_INSTRS and peak[b] == top and top > 0
            if n >= 2 and (n <= EXACT_MAX_INSTRS or critical) and segs and \
                    not opts.expired():
                found = exact_block(block, segs, widths, local[b], held, c, opts)
                if found is not None:
                    local[b], _, ok = found
                    proven = proven and ok
                else:
                    proven = False
            elif 2 <= n <= EXACT_MAX_INSTRS and segs:
                proven = False  # the budget ran out
            best = max(best, int(schedule.peak(local[b])[c]) if segs else 0)
        held[c] = best
    return [starts[b] + k for b in range(len(local)) for k in local[b]], proven
