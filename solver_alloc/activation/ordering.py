"""The instruction order for activation tables: keep the given order or the
batching order, whichever loads tables more cheaply, and say so in the result."""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from solver_alloc.activation.planning import ActivationResult, plan_activations
from solver_alloc.activation.reorder import best_order, map_back, order_free_bound, reordered
from solver_alloc.analysis.remat_reads import keep_remats_valid
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.solving import SolveOptions
from solver_alloc.targets import Target

__all__ = ["TableOrder", "choose_table_order", "with_table_order_facts"]


@dataclass(frozen=True, slots=True)
class TableOrder:
    """The instruction order chosen before allocation (activation tables)."""

    kernel: Kernel
    """The kernel to allocate (reordered or not)."""
    tables: ActivationResult | None
    """Its table plan (None without activations)."""
    original: ActivationResult | None
    """The table plan in the original order (the same as ``tables`` unless
    reordered)."""
    order: list[int] | None = None
    """Global indices in execution order, when reordered."""


def choose_table_order(kernel: Kernel, target: Target, exact: bool, keep_order: bool,
                  opts: SolveOptions) -> TableOrder:
    """Plan the tables in the given order and in the batching order; keep the
    batching order only when it loads tables more cheaply. The table plans are
    cheap (a DP unless the set budget binds), so the order is fixed before any
    register work, and registers are allocated once."""
    fixed = plan_activations(kernel, target, exact=exact, opts=opts)
    # what a remat reads stays unwritten before its reads (keep_remats_valid): the
    # spill objective's remats need it, the others lose only batching across them
    order = None if keep_order or fixed is None else best_order(
        keep_remats_valid(kernel), target)
    if order is None or fixed is None:
        return TableOrder(kernel, fixed, fixed)
    moved_kernel = reordered(kernel, order)
    moved = plan_activations(moved_kernel, target, exact=exact, opts=opts)
    if moved is None or not moved.has_plan or (fixed.has_plan and moved.cost >= fixed.cost):
        return TableOrder(kernel, fixed, fixed)
    return TableOrder(moved_kernel, moved, fixed, order)


def with_table_order_facts(kernel: Kernel, target: Target, alloc: Allocation, order: list[int],
                  tables: ActivationResult, fixed_cost: Fraction) -> Allocation:
    """Express an allocation of the reordered kernel in the original indices."""
    bound = Fraction(order_free_bound(kernel, target))
    over_all = tables.cost <= bound
    note = ("instructions reordered within their dependences to batch activation "
            "tables (see order); register results are for that order; table loads "
            + ("meet the bound over all orders" if over_all else
               f"are optimal for this order (bound over all orders {float(bound):g})"))
    back = map_back(alloc, order, kernel)
    facts = None if alloc.activation is None else replace(
        alloc.activation, order_bound=float(bound), fixed_order_cost=float(fixed_cost))
    return replace(back, activation=facts, certificate=f"{alloc.certificate}; {note}")
