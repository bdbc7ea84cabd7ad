"""The analysed problem every allocator starts from: a kernel on a target.

Built once (:meth:`Problem.from_kernel`) and shared by heuristics and encodings:
resolved value classes, live segments, and MaxLive per class.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from msgspec import structs

from solver_alloc.analysis.liveness import Liveness, compute_liveness
from solver_alloc.analysis.registers import ClassPressure, class_pressure
from solver_alloc.analysis.validate import (
    ResolvedTable,
    ResolvedValue,
    resolve_values,
    resolved_table,
)
from solver_alloc.halves import target_for
from solver_alloc.ir import Kernel
from solver_alloc.targets import RegisterClass, Target


@dataclass(frozen=True, slots=True, eq=False)
class Problem:
    """A kernel, its target, and the analyses allocators need."""

    kernel: Kernel
    target: Target
    resolved: Mapping[str, ResolvedValue]
    liveness: Liveness
    pressure: Mapping[str, ClassPressure]
    table: ResolvedTable
    """``resolved`` as arrays over ``liveness.values``."""

    @classmethod
    def from_kernel(cls, kernel: Kernel, target: Target) -> Problem:
        """Analyse ``kernel`` for ``target`` (raises KernelError on a mismatch);
        a kernel read in 16-bit halves on ``target``'s view in halves
        (:func:`~solver_alloc.halves.target_for`)."""
        target = target_for(kernel, target)
        resolved = resolve_values(kernel, target, kernel.name)
        table = resolved_table(kernel, target)
        liveness = compute_liveness(kernel)
        assert len(table.of) == len(liveness.values)
        return cls(kernel, target, resolved, liveness,
                   class_pressure(liveness, target, table), table)

    def missing_features(self) -> list[tuple[int, str, str]]:
        """``(instruction, op, feature)`` for every feature the target lacks."""
        have = self.target.features
        return [(i, ins.op, f) for i, ins in self.kernel.flagged()
                for f in ins.requires if f not in have]

    def over_capacity(self) -> list[ClassPressure]:
        """Classes whose MaxLive exceeds their allocatable registers."""
        return [p for c, p in self.pressure.items()
                if p.max_live > len(self.target.classes[c].allocatable())]


def memory_resident(kernel: Kernel) -> frozenset[str]:
    """Live-ins that are never written and never read from a register (passed
    through, or read only through a runtime index), neither fixed nor held
    (``no_spill`` ones too: arriving in memory is not spill code): they arrive
    in memory and may stay there, with no inserted code, so no register is
    needed for them."""
    if not kernel.live_in:
        return frozenset()
    written: set[str] = set()
    in_register: set[str] = set()
    for _, _, ins in kernel.instructions():
        written.update(ins.defs)
        in_register.update(v for v in ins.uses if v not in ins.indexed)
    out: set[str] = set()
    for v in kernel.live_in:
        decl = kernel.values.get(v)
        pinned = decl is not None and (decl.fixed is not None or decl.held)
        if v not in written and v not in in_register and not pinned:
            out.add(v)
    return frozenset(out)


def without_values(kernel: Kernel, values: frozenset[str]) -> Kernel:
    """``kernel`` as the register allocator sees it when ``values`` stay in memory:
    their reads (all runtime-indexed) and their live_in / live_out entries gone.
    Instruction indices are unchanged, so an allocation of it is one of
    ``kernel``."""
    if not values:
        return kernel
    blocks = tuple(structs.replace(b, instrs=tuple(
        structs.replace(ins, uses=tuple(v for v in ins.uses if v not in values),
                indexed=tuple(v for v in ins.indexed if v not in values))
        for ins in b.instrs)) for b in kernel.blocks)
    return replace(kernel, blocks=blocks,
                   live_in=tuple(v for v in kernel.live_in if v not in values),
                   live_out=tuple(v for v in kernel.live_out if v not in values))


def describe_pressure(p: ClassPressure, capacity: int, limit: int = 12,
                      cls: RegisterClass | None = None) -> str:
    """One line: where a class runs out of registers and which values are live
    (counts in ``cls``'s units: halves for a class in halves)."""
    shown = ", ".join(p.live[:limit])
    more = f" and {len(p.live) - limit} more" if len(p.live) > limit else ""
    need = cls.counted(p.max_live) if cls is not None else f"{p.max_live} registers"
    has = cls.amount(capacity) if cls is not None else f"{capacity}"
    return (f"class {p.regclass!r} needs {need} at instruction "
            f"{p.instr} but has {has} allocatable; live there: {shown}{more}")
