"""Where LLVM's plan leaves a register free: for a def LLVM deleted because it
rematerialised every use of the value (``MOV32ri``, ``LD`` of a constant), the
audit still executes the def, so it needs a register the def may write without
disturbing LLVM's plan."""

from __future__ import annotations

from collections.abc import Mapping

from solver_alloc.analysis.liveness import live_after
from solver_alloc.analysis.validate import resolve_values
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target


def free_register(kernel: Kernel, target: Target, holder: Mapping[str, str],
                  value: str, k: int, home: str | None = None) -> str | None:
    """A register of ``value``'s class (in its subset when it has one; ``home``
    alone when another def already put it there) that holds, in LLVM's plan at
    instruction ``k``, nothing but ``value`` that is live after ``k``: writing
    ``value`` there changes nothing LLVM reads. None if every such register is
    taken."""
    r = resolve_values(kernel, target, kernel.name)[value]
    if r.width != 1 or r.fixed is not None:
        return None
    cls = target.classes[r.regclass]
    live = live_after(kernel, {k})[k]
    regs = [home] if home is not None else [
        cls.register(i) for i in cls.in_order() if r.allowed is None or i in r.allowed]
    return next((reg for reg in regs
                 if holder.get(reg) in (None, value) or holder[reg] not in live), None)
