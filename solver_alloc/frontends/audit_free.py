"""Where LLVM's plan leaves a register free: for a def LLVM deleted because it
rematerialised every use of the value (``MOV32ri``, ``LD`` of a constant), the
audit still executes the def, so it needs a register the def may write without
disturbing LLVM's plan."""

from __future__ import annotations

from collections.abc import Mapping

from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.analysis.validate import resolve_values
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target


def live_after(kernel: Kernel, k: int) -> frozenset[str]:
    """The values live just after instruction ``k`` (a backward scan of its
    block from the block's live-out set)."""
    lv = compute_liveness(kernel)
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        if start <= k < start + len(b.instrs):
            live = set(lv.block_live_out[kernel.blocks.index(b)])
            for ins in reversed(b.instrs[k - start + 1:]):
                live = (live - set(ins.defs)) | set(ins.uses)
            return frozenset(live)
    return frozenset()


def free_register(kernel: Kernel, target: Target, holder: Mapping[str, str],
                  value: str, k: int) -> str | None:
    """A register of ``value``'s class (in its subset when it has one) that
    holds, in LLVM's plan at instruction ``k``, nothing that is live after
    ``k``: writing ``value`` there changes nothing LLVM reads. None if every
    register is taken."""
    r = resolve_values(kernel, target, kernel.name)[value]
    if r.width != 1 or r.fixed is not None:
        return None
    cls = target.classes[r.regclass]
    live = live_after(kernel, k)
    for i in cls.in_order():
        reg = cls.register(i)
        if r.allowed is not None and i not in r.allowed:
            continue
        occupant = holder.get(reg)
        if occupant is None or occupant not in live:
            return reg
    return None
