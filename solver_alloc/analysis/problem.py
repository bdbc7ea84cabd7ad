"""The analysed problem every allocator starts from: a kernel on a target.

Built once (:meth:`Problem.from_kernel`) and shared by heuristics and encodings:
resolved value classes, live segments, and MaxLive per class.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver_alloc.analysis.liveness import Liveness, compute_liveness
from solver_alloc.analysis.registers import ClassPressure, class_pressure
from solver_alloc.analysis.validate import ResolvedValue, resolve_values
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target


@dataclass(frozen=True, slots=True, eq=False)
class Problem:
    """A kernel, its target, and the analyses allocators need."""

    kernel: Kernel
    target: Target
    resolved: Mapping[str, ResolvedValue]
    liveness: Liveness
    pressure: Mapping[str, ClassPressure]

    @classmethod
    def from_kernel(cls, kernel: Kernel, target: Target) -> Problem:
        """Analyse ``kernel`` for ``target`` (raises KernelError on a mismatch)."""
        resolved = resolve_values(kernel, target, kernel.name)
        liveness = compute_liveness(kernel)
        return cls(kernel, target, resolved, liveness,
                   class_pressure(liveness, resolved, target))

    def missing_features(self) -> list[tuple[int, str, str]]:
        """``(instruction, op, feature)`` for every feature the target lacks."""
        have = self.target.features
        return [(i, ins.op, f) for i, _, ins in self.kernel.instructions()
                for f in ins.requires if f not in have]

    def over_capacity(self) -> list[ClassPressure]:
        """Classes whose MaxLive exceeds their allocatable registers."""
        return [p for c, p in self.pressure.items()
                if p.max_live > len(self.target.classes[c].allocatable())]


def describe_pressure(p: ClassPressure, capacity: int, limit: int = 12) -> str:
    """One line: where a class runs out of registers and which values are live."""
    shown = ", ".join(p.live[:limit])
    more = f" and {len(p.live) - limit} more" if len(p.live) > limit else ""
    return (f"class {p.regclass!r} needs {p.max_live} registers at instruction "
            f"{p.instr} but has {capacity} allocatable; live there: {shown}{more}")
