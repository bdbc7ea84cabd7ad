"""A kernel read in 16-bit halves, planned in whole registers when its plan in
halves does not colour.

Packing two 16-bit values into a register (:mod:`solver_alloc.halves`) widens
the plan space, so the spill model's bound in halves holds for every plan; but
its pieces then come in three widths (halves, registers, pairs), and on large
kernels they can fail to colour where whole registers did, leaving a class to
the spill-everywhere fallback. Then the kernel is planned again with each
16-bit value in a whole register (:func:`whole_kernel`), the plan written in
halves (:func:`in_halves_names`: a value's whole registers become their
halves), and the cheaper plan kept, under the bound in halves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from solver_alloc.halves import HALVES_META, target_for
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, RegisterRef, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.targets import Target

__all__ = ["packed_or_whole", "whole_kernel"]

FELL_BACK = "spill-everywhere instead"
"""What a certificate says when a class's split plan did not colour."""

Run = Callable[[Kernel, Target, SolveOptions], Allocation]


def whole_kernel(kernel: Kernel) -> Kernel:
    """``kernel`` (read in halves) with every value in whole registers: a 16-bit
    value takes one, a wider one half as many as its halves."""
    named = kernel.meta.get(HALVES_META)
    halved = {str(c) for c in named} if isinstance(named, list | tuple) else set()
    values = {v: replace(d, width=max(1, d.width // 2)) if d.regclass in halved or (
        d.regclass is None and halved) else d for v, d in kernel.values.items()}
    meta = {k: v for k, v in kernel.meta.items() if k != HALVES_META}
    return replace(kernel, values=values, meta=meta)


def _halves(ref: RegisterRef, width: int) -> RegisterRef:
    """Whole registers ``ref`` as the first ``width`` of their halves."""
    regs = (ref,) if isinstance(ref, str) else ref
    halves = [h for r in regs for h in (r, f"{r}.H1")][:width]
    return halves[0] if width == 1 else tuple(halves)


def _halves_of(ref: RegisterRef | None, width: int) -> RegisterRef | None:
    return None if ref is None else _halves(ref, width)


def in_halves_names(alloc: Allocation, kernel: Kernel, view: Target) -> Allocation:
    """``alloc`` (of :func:`whole_kernel`) named in halves for ``kernel``: each
    value of a class in halves in the first of its registers' halves it needs."""
    def width(v: str | None) -> int | None:
        d = kernel.values.get(v) if v is not None else None
        cls = view.classes.get(d.regclass or view.default_class) if d is not None else None
        return d.width if d is not None and cls is not None and cls.unit == 2 else None

    assignment = {v: (_halves(r, w) if (w := width(v)) else r)
                  for v, r in alloc.assignment.items()}
    ops = tuple(replace(op, reg=_halves_of(op.reg, w), src=_halves_of(op.src, w),
                        dst=_halves_of(op.dst, w)) if (w := width(op.value)) else op
                for op in alloc.operations)
    used = {c: n * view.classes[c].unit for c, n in alloc.registers_used.items()}
    return replace(alloc, assignment=assignment, operations=ops, registers_used=used)


def packed_or_whole(kernel: Kernel, target: Target, opts: SolveOptions, run: Run
                    ) -> Allocation:
    """The spill plan of ``kernel`` (read in halves) on ``target``: in halves
    with :attr:`~solver_alloc.budget.BudgetPolicy.packed_share` of the budget;
    when a class of it falls back to spill-everywhere, also in whole registers
    with the rest, keeping the cheaper plan under the bound in halves."""
    view = target_for(kernel, target)
    packed = run(kernel, view, opts.share(opts.policy.packed_share))
    if packed.is_feasible and FELL_BACK not in packed.certificate:
        return packed
    whole = run(whole_kernel(kernel), target, opts)
    if not whole.is_feasible or (packed.is_feasible and
                                 (whole.objective or 0) >= (packed.objective or 0)):
        return packed
    bound = packed.bound if packed.is_feasible and packed.bound is not None else 0.0
    proven = whole.objective is not None and whole.objective <= bound
    return replace(in_halves_names(whole, kernel, view), bound=bound,
                   status=Status.OPTIMAL if proven else Status.FEASIBLE,
                   certificate=f"in whole registers (the plan in 16-bit halves: "
                   f"{packed.certificate}); bound {bound:g} from the model in halves; "
                   f"{whole.certificate}")
