"""Which values a remat may recompute from registers (LLVM's remat of
``LEA64r %3, ...``, ``ADDI %3, 16``): where the value is live, its operands
must still hold what its def read. With one def of the value, at most one of
each operand (none: a live-in), and the value never live across an operand's
def, every point where the value is live sees the operands its def saw.

A value with several defs that read nothing (constants) may have a remat
that reads the values choosing among them (PTX's ``selp`` of two immediates
by the predicate of the branch that chose: the frontend says which,
:mod:`~solver_alloc.frontends.ptx_select`); the same rule on what it reads
holds."""

from __future__ import annotations

from collections.abc import Mapping

from solver_alloc.analysis.liveness import live_after
from solver_alloc.ir import Kernel


def rematerialisable_reading(kernel: Kernel, reads: Mapping[str, tuple[str, ...]]
                             ) -> dict[str, tuple[str, ...]]:
    """The entries of ``reads`` (value -> what its def reads) for which a remat
    reading those values recomputes the value wherever it is live (the kernel
    loader refuses a ``remat_from`` that is not one of them)."""
    defs: dict[str, list[int]] = {}
    computed: set[str] = set()  # values with a def that reads something
    for k, (_, _, ins) in enumerate(kernel.instructions()):
        for v in ins.defs:
            defs.setdefault(v, []).append(k)
            if ins.uses:
                computed.add(v)
    ok = {v: us for v, us in reads.items()
          if (len(defs.get(v, ())) == 1 or (len(defs.get(v, ())) > 1 and v not in computed))
          and v not in us
          and all(len(defs.get(u, ())) == 1 or (u not in defs and u in kernel.live_in)
                  for u in us)}
    watch = {k: v for v, us in ok.items() for u in us for k in defs.get(u, ())}
    if not watch:
        return ok
    after = live_after(kernel, set(watch))
    bad = {v for v, us in ok.items() for u in us for k in defs.get(u, ()) if v in after[k]}
    return {v: us for v, us in ok.items() if v not in bad}
