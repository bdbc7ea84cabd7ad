"""A kernel read in 16-bit halves, planned in whole registers and in halves.

Packing two 16-bit values into a register (:mod:`solver_alloc.halves`) widens
the plan space, so the spill model's bound in halves holds for every plan. But
its pieces then come in three widths (halves, registers, pairs); on large
kernels they can fail to colour where whole registers did, and a plan that
packs stands for SASS with ``PRMT``s the model does not price. So the kernel is
planned first with each 16-bit value in a whole register (:func:`whole_kernel`,
the plan written in halves by :func:`in_halves_names`: a value's whole
registers become their halves), then in halves, and the cheaper plan is kept
under the bound in halves.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from solver_alloc.halves import HALVES_META, target_for
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, RegisterRef, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.outcome import decided
from solver_alloc.targets import Target

__all__ = ["packed_or_whole", "whole_kernel"]

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
    """The spill plan of ``kernel`` (read in halves) on ``target``: planned in
    whole registers with :attr:`~solver_alloc.budget.BudgetPolicy.whole_share`
    of the budget, then in halves with the rest; the cheaper plan, under the
    bound in halves (whole-register plans are among the plans in halves, so
    that bound holds for both; the bound in whole registers does not)."""
    view = target_for(kernel, target)
    whole = run(whole_kernel(kernel), target, opts.share(opts.policy.whole_share))
    packed = run(kernel, view, opts)
    if packed.status is Status.INFEASIBLE or not whole.is_feasible:
        return packed  # no plan in halves: none in whole registers either
    bound = 0.0 if packed.bound is None else packed.bound
    if packed.is_feasible and (packed.objective or 0) <= (whole.objective or 0):
        return packed
    cost = whole.objective or 0.0
    bound = min(bound, cost)
    stats = dict(whole.stats)
    if "bound_over_orders" in stats:  # the model in halves's, which holds for both
        stats["bound_over_orders"] = bound
    return replace(in_halves_names(whole, kernel, view), bound=bound, stats=stats,
                   status=decided(cost, bound),
                   certificate=f"in whole registers: {whole.certificate}; bound "
                   f"{bound:g} from the model in 16-bit halves (its plan: "
                   f"{packed.status.value}"
                   f"{'' if not packed.is_feasible else f', cost {packed.objective:g}'})")
