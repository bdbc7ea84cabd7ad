"""Linear-scan register assignment without spilling.

Values are taken in order of their first live point; each gets the lowest
allowed register (tuple start) that is free over all of its live segments. On an
interval graph (straight-line code, width 1) this uses exactly MaxLive registers.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

import numpy as np

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.targets import RegisterClass, Target

K = TypeVar("K", str, tuple[str, object])
"""What is scanned: value names, or the pieces of split values."""


@dataclass(frozen=True, slots=True)
class ScanResult(Generic[K]):
    """Register start index per value, or the value that found no register."""

    start: Mapping[K, int]
    failed: K | None = None
    failed_point: int | None = None


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


def _starts(cls: RegisterClass, width: int) -> list[int]:
    step = cls.alignment_for(width)
    return [r for r in range(0, cls.count - width + 1, step)
            if not any(x in cls.reserved for x in range(r, r + width))]


def scan_class(cls: RegisterClass, values: list[K], segs: Mapping[K, list[tuple[int, int]]],
               resolved: Mapping[K, ResolvedValue]) -> ScanResult[K]:
    """Linear scan over the values (or pieces) of one class."""
    occ = _Occupancy(cls.count)
    start: dict[K, int] = {}
    fixed = [v for v in values if resolved[v].fixed is not None]
    free_first = sorted((v for v in values if resolved[v].fixed is None),
                        key=lambda v: (segs[v][0][0], str(v)))  # pieces: mixed keys
    candidates = {w: _starts(cls, w) for w in {resolved[v].width for v in values}}
    for v in fixed + free_first:
        w, fx = resolved[v].width, resolved[v].fixed
        options = [fx] if fx is not None else candidates[w]
        r = next((r for r in options
                  if all(occ.free(x, segs[v]) for x in range(r, r + w))), None)
        if r is None:
            return ScanResult(start, failed=v, failed_point=segs[v][0][0])
        for x in range(r, r + w):
            occ.take(x, segs[v])
        start[v] = r
    return ScanResult(start)


def linear_scan(liveness: Liveness, resolved: Mapping[str, ResolvedValue],
                target: Target) -> dict[str, ScanResult[str]]:
    """Run linear scan for every class; one :class:`ScanResult` per class."""
    segs = _segments(liveness)
    by_class: dict[str, list[str]] = {}
    for v in segs:
        by_class.setdefault(resolved[v].regclass, []).append(v)
    return {c: scan_class(target.classes[c], vs, segs, resolved)
            for c, vs in by_class.items()}
