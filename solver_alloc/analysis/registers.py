"""Lower bounds and register counting shared by the allocators.

``registers used`` of a class is the size of the smallest prefix of its
allocatable registers that contains every register used, rounded up to the class
granule (GPU occupancy is set by the highest register, CPUs just count).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.validate import ResolvedTable
from solver_alloc.result import RegisterRef
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


def class_pressure(liveness: Liveness, target: Target, table: ResolvedTable
                   ) -> dict[str, ClassPressure]:
    """MaxLive per register class (only classes some value uses)."""
    out: dict[str, ClassPressure] = {}
    every = np.arange(len(liveness.values))
    for cname in target.classes:
        members = table.members(cname, every)
        if not len(members):
            continue
        weight = np.zeros(len(every), np.int64)
        weight[members] = table.width[members]
        ml, p = liveness.max_live(weight)
        live = tuple(liveness.values[v] for v in liveness.live_ids_at(p).tolist()
                     if table.records[table.of[v]].regclass == cname)
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


def registers_named(target: Target, names: Iterable[RegisterRef | None]
                    ) -> dict[str, int]:
    """Per class, the registers counted when ``names`` (registers or tuples of
    them, as an assignment and operations give them) are used: the prefix up to
    the highest one named in each class (:func:`registers_for`)."""
    top: dict[str, int] = {}
    for name in names:
        for r in (() if name is None else (name,) if isinstance(name, str) else name):
            x = target.parse_register(r)
            if x is not None:
                top[x[0]] = max(top.get(x[0], -1), x[1])
    return {c: registers_for(target.classes[c], t) for c, t in sorted(top.items())}

