"""Linear-scan register assignment without spilling.

Values are taken in order of their first live point; each gets the lowest
allowed register (tuple start) that is free over all of its live segments. On an
interval graph (straight-line code, width 1) this uses exactly MaxLive registers.
"""

from __future__ import annotations

import heapq
from array import array
from bisect import bisect_right
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.validate import ResolvedTable, ResolvedValue
from solver_alloc.ir import Kernel
from solver_alloc.targets import RegisterClass, Target

IntArray = npt.NDArray[np.int64]
K = TypeVar("K", str, tuple[str, object])
"""What is scanned: value names, or the pieces of split values."""


@dataclass(frozen=True, slots=True)
class ScanResult(Generic[K]):
    """Register start index per value, or the value that found no register."""

    start: Mapping[K, int]
    failed: K | None = None
    failed_point: int | None = None
    by_position: IntArray | None = None
    """``start`` as an array in the order of the values scanned, where the scan
    has it (so callers need not look a million names up again)."""


class ByPosition(Mapping[str, int]):
    """Names to register starts, held as the names and an array in their order;
    the dictionary is built only if someone looks a name up (the allocation
    reads the array: a million-entry dictionary costs 80 MB)."""

    __slots__ = ("_d", "_names", "_starts")

    def __init__(self, names: tuple[str, ...], starts: IntArray) -> None:
        self._names, self._starts = names, starts
        self._d: dict[str, int] | None = None

    def _dict(self) -> dict[str, int]:
        if self._d is None:
            self._d = dict(zip(self._names, self._starts.tolist(), strict=True))
        return self._d

    def __getitem__(self, v: str) -> int:
        return self._dict()[v]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    @property
    def names(self) -> tuple[str, ...]:
        """The names, in the order of the starts."""
        return self._names


class _Occupancy:
    """Per register: disjoint occupied intervals, sorted (starts and ends)."""

    def __init__(self, n: int) -> None:
        self.starts: list[list[int]] = [[] for _ in range(n)]
        self.ends: list[list[int]] = [[] for _ in range(n)]

    def free(self, r: int, segs: list[tuple[int, int]]) -> bool:
        st, en = self.starts[r], self.ends[r]
        for s, e in segs:
            k = bisect_right(st, e)
            if k and en[k - 1] >= s:
                return False
        return True

    def free_run(self, r: int, w: int, segs: list[tuple[int, int]]) -> bool:
        """Registers ``r .. r+w-1`` all free over ``segs`` (width 1 without a
        generator: first fit tries up to every register per value)."""
        if w == 1:
            return self.free(r, segs)
        return all(self.free(x, segs) for x in range(r, r + w))

    def take(self, r: int, segs: list[tuple[int, int]]) -> None:
        for s, e in segs:
            k = bisect_right(self.starts[r], s)
            self.starts[r].insert(k, s)
            self.ends[r].insert(k, e)


def _segments(liveness: Liveness) -> dict[str, list[tuple[int, int]]]:
    order = np.lexsort((liveness.seg_start, liveness.seg_value))
    segs: dict[str, list[tuple[int, int]]] = {}
    names = liveness.values
    for v, s, e in zip(liveness.seg_value[order].tolist(),
                       liveness.seg_start[order].tolist(),
                       liveness.seg_end[order].tolist(), strict=True):
        segs.setdefault(names[v], []).append((s, e))
    return segs


def scan_class(cls: RegisterClass, values: list[K], segs: Mapping[K, list[tuple[int, int]]],
               resolved: Mapping[K, ResolvedValue], wide_first: bool = False,
               prefer: Mapping[K, list[K]] | None = None) -> ScanResult[K]:
    """Linear scan over the values (or pieces) of one class; ``wide_first``:
    tuples before single registers (each by first point), so that single
    registers left behind do not break up the aligned room tuples need. Values
    restricted to a subset of the class go right after the fixed ones, so that
    the registers they may take are still free. ``prefer``: values whose
    register a value tries first (a copy between them is then no move)."""
    occ = _Occupancy(cls.count)
    start: dict[K, int] = {}
    fixed = [v for v in values if resolved[v].fixed is not None]
    free_first = sorted((v for v in values if resolved[v].fixed is None),
                        key=lambda v: (resolved[v].allowed is None,
                                       -resolved[v].width if wide_first else 0,
                                       segs[v][0][0], str(v)))  # pieces: mixed keys
    candidates = {w: cls.starts(w) for w in {resolved[v].width for v in values}}
    for v in fixed + free_first:
        w, fx, allowed = resolved[v].width, resolved[v].fixed, resolved[v].allowed
        options, sv = [fx] if fx is not None else candidates[w], segs[v]
        if allowed is not None and fx is None:
            options = [r for r in options if all(r + k in allowed for k in range(w))]
        if prefer and fx is None and v in prefer:
            liked = [start[u] if u in start else resolved[u].fixed if u in resolved
                     else None for u in prefer[v]]
            options = [r for r in liked if r in options] + options
        r = next((r for r in options if occ.free_run(r, w, sv)), None)
        if r is None:
            return ScanResult(start, failed=v, failed_point=segs[v][0][0])
        for x in range(r, r + w):
            occ.take(x, segs[v])
        start[v] = r
    return ScanResult(start)


def scan_intervals(cls: RegisterClass, names: tuple[str, ...], start: IntArray,
                   end: IntArray) -> ScanResult[str]:
    """Linear scan of width-1, unfixed values that are each one interval
    ``[start, end]``: O(n log K) with a heap of freed registers.

    Values are taken by start, then name, as :func:`scan_class` takes them. With
    every earlier interval starting no later, a register is free for ``[s, e]``
    iff its last interval ended before ``s``, so the lowest free register is the
    lowest freed one or else the next never used: the same choice as
    :func:`scan_class`, without occupancy lists. Intervals are released by a
    pointer over their end order. The loop reads typed arrays (``array``), not
    lists of Python ints: a million values would hold 200 MB of them.
    """
    order_np = np.argsort(start, kind="stable")
    _by_name_within_ties(order_np, start[order_np], names)
    order, st = _ints(order_np), _ints(start[order_np])
    del order_np  # each numpy copy goes once typed: 8 MB per million values
    by_end_np = np.argsort(end, kind="stable")
    by_end, en = _ints(by_end_np), _ints(end[by_end_np])
    del by_end_np
    regs = cls.starts(1)
    n_regs = len(regs)
    freed: list[int] = []
    push, pushpop, pop = heapq.heappush, heapq.heappushpop, heapq.heappop
    nxt = j = 0
    out = _ints(np.zeros(len(names), dtype=np.int64))
    for pos, (v, s) in enumerate(zip(order, st, strict=True)):
        last = -1  # the last register freed here goes in and the lowest out at once
        while en[j] < s:  # ended before s, so already scanned
            if last >= 0:
                push(freed, last)
            last = out[by_end[j]]
            j += 1
        if last >= 0:
            r = pushpop(freed, last)
        elif freed:
            r = pop(freed)
        elif nxt < n_regs:
            r, nxt = regs[nxt], nxt + 1
        else:
            done = {names[u]: out[u] for u in order[:pos]}
            return ScanResult(done, failed=names[v], failed_point=s)
        out[v] = r
    starts = np.frombuffer(out, dtype=np.int64).copy()
    return ScanResult(ByPosition(names, starts), by_position=starts)


def _ints(a: IntArray) -> array[int]:
    """``a`` as a typed array of 64-bit ints (8 bytes each, not a Python int)."""
    out = array("q")
    out.frombytes(np.ascontiguousarray(a, dtype=np.int64).data.cast("B"))
    return out


def _by_name_within_ties(order: IntArray, st: IntArray, names: tuple[str, ...]) -> None:
    """Sort runs of equal starts in ``order`` by name, in place (``st`` is the
    sorted starts; only the runs with ties are visited)."""
    tie = np.flatnonzero(st[1:] == st[:-1])
    if not len(tie):
        return
    begins = tie[np.append(True, tie[1:] != tie[:-1] + 1)]
    ends = tie[np.append(tie[1:] != tie[:-1] + 1, True)] + 2
    for k, j in zip(begins.tolist(), ends.tolist(), strict=True):
        order[k:j] = sorted(order[k:j].tolist(), key=names.__getitem__)


def _one_interval(liveness: Liveness, members: IntArray
                  ) -> tuple[IntArray, IntArray] | None:
    """``(start, end)`` per member if each has exactly one segment, else None."""
    local = np.full(len(liveness.values), -1, dtype=np.int64)
    local[members] = np.arange(len(members))
    lv = local[liveness.seg_value]
    mine = lv >= 0
    if np.bincount(lv[mine], minlength=len(members)).max(initial=1) != 1 or \
            mine.sum() != len(members):
        return None
    start = np.empty(len(members), dtype=np.int64)
    end = np.empty(len(members), dtype=np.int64)
    start[lv[mine]] = liveness.seg_start[mine]
    end[lv[mine]] = liveness.seg_end[mine]
    return start, end


def copy_partners(kernel: Kernel) -> dict[str, list[str]]:
    """Value -> the values a copy joins it with (its source, its result): one
    register for both makes the copy no move."""
    out: dict[str, list[str]] = {}
    for _, _, ins in kernel.instructions():
        if ins.copy:
            out.setdefault(ins.defs[0], []).append(ins.uses[0])
            out.setdefault(ins.uses[0], []).append(ins.defs[0])
    return out


def linear_scan(liveness: Liveness, resolved: Mapping[str, ResolvedValue],
                target: Target, table: ResolvedTable,
                prefer: Mapping[str, list[str]] | None = None
                ) -> dict[str, ScanResult[str]]:
    """Run linear scan for every class; one :class:`ScanResult` per class.

    A class whose values are all width 1, unfixed, and one interval each (a
    straight line in SSA form) takes the O(n log K) path of
    :func:`scan_intervals`; the others :func:`scan_class` (all of them when
    ``prefer`` names values whose register a value tries first).
    """
    present = np.flatnonzero(np.bincount(liveness.seg_value, minlength=len(liveness.values)))
    out: dict[str, ScanResult[str]] = {}
    segs: dict[str, list[tuple[int, int]]] | None = None
    for c in target.classes:
        members = table.members(c, present)
        if not len(members):
            continue
        names = tuple(map(liveness.values.__getitem__, members.tolist()))
        simple = bool((table.width[members] == 1).all() and (table.fixed[members] < 0).all()
                      and not table.any_allowed and not prefer)
        hull = _one_interval(liveness, members) if simple else None
        if hull is not None:
            out[c] = scan_intervals(target.classes[c], names, *hull)
            continue
        segs = segs if segs is not None else _segments(liveness)
        out[c] = scan_class(target.classes[c], list(names), segs, resolved, prefer=prefer)
    return out

