"""Whether to allocate a kernel in a pressure-lowering order, and what the
result then says about the order.

A reordered kernel is used only when its MaxLive is no higher in any class and
lower in one. The allocation's status stays a statement about the chosen order
(as for every reordering: see the README, "What OPTIMAL means"); the
certificate adds the order's own facts: MaxLive before and after, the bound over
every legal order (:func:`~solver_alloc.scheduling.pressure.order_free_bound`),
and whether the order, and the registers, are proven optimal over all orders.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from solver_alloc.activation.reorder import map_back, reordered
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.registers import round_to_granule
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Status
from solver_alloc.scheduling.exact import CRITICAL_MAX_INSTRS, exact_orders
from solver_alloc.scheduling.pressure import order_free_bound, pressure_order
from solver_alloc.scheduling.spill_bound import OrderFreeSpillBound
from solver_alloc.solving import NO_LIMIT, SolveOptions
from solver_alloc.targets import Target

__all__ = ["PressureOrder", "choose_pressure_order", "over_every_order", "with_order_facts"]


@dataclass(frozen=True, slots=True)
class PressureOrder:
    """A legal order that lowers MaxLive, with its facts."""

    order: list[int]
    kernel: Kernel
    """The kernel in that order."""
    before: dict[str, int]
    """MaxLive per class in the given order."""
    after: dict[str, int]
    bound: dict[str, int]
    """MaxLive per class over every legal order is at least this."""
    exact: bool = False
    """CP-SAT proved each class's MaxLive minimal in turn, scarcest class first."""

    @property
    def meets_bound(self) -> bool:
        """The order's MaxLive meets the bound in every class."""
        return all(self.after[c] <= self.bound.get(c, 0) for c in self.after)

    def over_capacity(self, target: Target) -> list[str]:
        """Classes whose bound over every order exceeds their registers: no legal
        order fits them without spilling (a class that spills into a host, such
        as predicates, is not refused for it)."""
        return [c for c, n in self.bound.items()
                if n > len(target.classes[c].allocatable())
                and target.classes[c].spills_into is None]

    @property
    def proven(self) -> bool:
        """No legal order has lower MaxLive (in every class, or class after class
        when CP-SAT proved it)."""
        return self.meets_bound or self.exact


def _max_live(problem: Problem) -> dict[str, int]:
    return {c: p.max_live for c, p in problem.pressure.items()}


EXACT_SHARE = 0.25
"""Share of the budget the exact ordering of small blocks may use."""


def choose_pressure_order(kernel: Kernel, target: Target, opts: SolveOptions = NO_LIMIT,
                          problem: Problem | None = None, sched: Kernel | None = None
                          ) -> PressureOrder | None:
    """The pressure-lowering order of ``kernel`` (list schedulers, then CP-SAT on
    blocks of at most ``EXACT_MAX_INSTRS``), or ``None`` when it lowers no class's
    MaxLive (or raises one); ``problem``: the kernel on the target, when the
    caller has it; ``sched``: ``kernel`` with more dependences the order must
    keep (a spill plan's remats:
    :func:`~solver_alloc.analysis.remat_reads.keep_remats_valid`), while the
    bound on MaxLive stays over every order of ``kernel``."""
    problem = problem or Problem.from_kernel(kernel, target)
    # ``sched`` adds only order (``after``): its values and liveness are kernel's
    by = problem if sched is None else replace(problem, kernel=sched)
    order = pressure_order(by, opts) or list(range(kernel.n_instrs))
    exact = False
    if any(2 <= len(b.instrs) <= CRITICAL_MAX_INSTRS for b in kernel.blocks):
        order, exact = exact_orders(by, order, opts.share(EXACT_SHARE))
    if order == list(range(kernel.n_instrs)):
        return None
    moved = reordered(kernel, order)
    before, after = _max_live(problem), _max_live(Problem.from_kernel(moved, target))
    if any(after[c] > before[c] for c in before) or after == before:
        return None
    return PressureOrder(order, moved, before, after, order_free_bound(problem, opts),
                         exact)


def with_order_facts(alloc: Allocation, choice: PressureOrder, kernel: Kernel,
                     target: Target) -> Allocation:
    """``alloc`` (of the reordered kernel) in the original indices, with the
    order's facts in its certificate and stats."""
    n = {c: target.classes[c].amount for c in target.classes}  # halves say so
    change = ", ".join(f"{c} {n[c](choice.before[c])} -> {n[c](choice.after[c])}"
                       for c in sorted(choice.after) if choice.after[c] != choice.before[c])
    bound = ", ".join(f"{c} >= {n[c](choice.bound[c])}" for c in sorted(choice.bound))
    note = (f"instructions reordered within their dependences to lower register "
            f"pressure (MaxLive {change}; see order); over every legal order MaxLive "
            f"{bound} (values forced live by dependences): the order is "
            + ("proven optimal (it meets the bound)" if choice.meets_bound else
               "proven optimal by CP-SAT, each class minimised in turn, scarcest first"
               if choice.exact else "improved, not proven optimal"))
    floor = {c: round_to_granule(target.classes[c], n) for c, n in choice.bound.items()}
    registers = alloc.objective_kind == "registers"  # what the claims below are about
    if registers and alloc.status is Status.OPTIMAL and all(
            alloc.registers_used.get(c, 0) <= floor.get(c, 0)
            for c in alloc.registers_used):
        note += "; the registers are optimal over every legal order"
    explanation = alloc.explanation
    if registers and alloc.status is Status.INFEASIBLE:
        over = choice.over_capacity(target)
        verdict = ("no legal order fits: MaxLive over every order " + ", ".join(
            f"{c} >= {choice.bound[c]}" for c in over) if over else
            "in this order (a better order may fit: not proven for every order)")
        explanation += ("; instruction numbers above are positions in the chosen "
                        f"order; {verdict}")
    back = replace(map_back(alloc, choice.order, kernel), explanation=explanation)
    stats = {**alloc.stats, "max_live_given_order": choice.before,
             "max_live_chosen_order": choice.after, "max_live_order_bound": choice.bound,
             "order_proven": choice.proven}
    certificate = f"{alloc.certificate}; {note}" if alloc.certificate else note
    return replace(back, certificate=certificate, stats=stats)


def over_every_order(alloc: Allocation, over: OrderFreeSpillBound) -> Allocation:
    """A spill plan of a kernel that may be reordered, with its status and bound
    over every legal order: the bound is ``over``'s (a bound for the order
    solved is none for an allocator that schedules), and the plan is OPTIMAL
    only when it meets it. The order's own status and bound go to ``stats``."""
    if alloc.objective_kind != "spill" or not alloc.is_feasible or alloc.objective is None:
        return alloc
    bound = float(over.total)
    meets = alloc.objective <= bound + 1e-9 * max(1.0, bound)
    where = "; ".join(f"class {c}: instruction {i}, block {b}"
                      for c, (b, i) in sorted(over.where.items()))
    wide = ", ".join(f"{n} registers in class {c}" for c, n in sorted(over.wide.items()))
    note = (f"over every legal order the spill cost is at least {bound:g} (values "
            f"live there in every order over the registers{': ' + where if where else ''}"
            + (f"; spill stores and loads of up to {wide} at once allowed" if wide else "")
            + ")"
            + (": this plan meets it" if meets else
               f"; in the order solved: {alloc.status.value}, bound {alloc.bound:g}"
               if alloc.bound is not None else ""))
    stats = {**alloc.stats, "bound_in_order": alloc.bound,
             "status_in_order": alloc.status.value, "bound_over_orders": bound}
    certificate = f"{alloc.certificate}; {note}" if alloc.certificate else note
    return replace(alloc, status=Status.OPTIMAL if meets else Status.FEASIBLE,
                   bound=bound, certificate=certificate, stats=stats)
