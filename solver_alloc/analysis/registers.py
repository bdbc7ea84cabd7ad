"""Lower bounds and register counting shared by the allocators.

``registers used`` of a class is the size of the smallest prefix of its
allocatable registers that contains every register used, rounded up to the class
granule (GPU occupancy is set by the highest register, CPUs just count).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.targets import RegisterClass, Target


@dataclass(frozen=True, slots=True)
class ClassPressure:
    """MaxLive of one register class."""

    regclass: str
    max_live: int
    """Registers needed at the worst point (tuples count their width)."""
    point: int
    """First program point where it occurs."""
    live: tuple[str, ...]
    """Values live there."""

    @property
    def instr(self) -> int:
        """Instruction index of :attr:`point`."""
        return self.point // 2


def class_pressure(liveness: Liveness, resolved: Mapping[str, ResolvedValue],
                   target: Target) -> dict[str, ClassPressure]:
    """MaxLive per register class (only classes some value uses)."""
    out: dict[str, ClassPressure] = {}
    names = liveness.values
    cls_of = np.asarray([target.default_class if v not in resolved
                         else resolved[v].regclass for v in names])
    width = np.asarray([resolved[v].width if v in resolved else 1 for v in names],
                       dtype=np.int64)
    for cname in target.classes:
        mask = cls_of == cname
        if not mask.any():
            continue
        ml, p = liveness.max_live(np.where(mask, width, 0))
        live = tuple(v for v in liveness.live_at(p) if resolved[v].regclass == cname)
        out[cname] = ClassPressure(cname, ml, p, live if ml else ())
    return out


def registers_for(cls: RegisterClass, highest: int) -> int:
    """Registers counted when ``highest`` is the highest index used (-1: none)."""
    if highest < 0:
        return 0
    prefix = sum(1 for r in range(highest + 1) if r not in cls.reserved)
    return round_to_granule(cls, prefix)


def round_to_granule(cls: RegisterClass, n: int) -> int:
    """``n`` rounded up to the class granule, capped at its allocatable count."""
    return min(cls.round_up(n), len(cls.allocatable()))
