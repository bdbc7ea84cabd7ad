"""Whether a class's values may be recomputed at all: what decides if a class
over its registers must store, and so needs its host register
(:mod:`solver_alloc.hosting`)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from solver_alloc.analysis.liveness import live_after
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.ir import Kernel

__all__ = ["recomputed_somewhere"]


def recomputed_somewhere(k: Kernel, res: Mapping[str, ResolvedValue],
                         classes: Collection[str]) -> bool:
    """Whether some value of ``classes`` may be rematerialised before one of its
    reads in some plan: it reads nothing, or every value its remat reads is live
    there (a relaxation of "in a register"). When none may, a class over its
    registers must store (a PTX predicate class: its host R register is needed)."""
    cands = {v: d.remat_from for v, d in k.values.items()
             if v in res and res[v].regclass in classes and res[v].remat_cost is not None}
    if any(not us for us in cands.values()):
        return True
    if not cands:
        return False
    after = live_after(k, set(range(k.n_instrs)))
    for i, (_, _, ins) in enumerate(k.instructions()):
        live = (after[i] - set(ins.defs)) | set(ins.uses)
        if any(v in cands and all(u in live for u in cands[v]) for v in ins.uses):
            return True
    return False
