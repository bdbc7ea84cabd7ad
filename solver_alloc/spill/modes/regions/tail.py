"""A regions' plan cut short, completed by the spill-everywhere plan.

When the regions' plan (:mod:`~solver_alloc.spill.modes.regions.plan`) is dropped after
``j`` regions (region ``j`` found no plan in its share, or the budget ran out), the plan
keeps them rather than falling back to spill-everywhere as a whole: one region (``j``,
else one of those before it: :attr:`~solver_alloc.budget.BudgetPolicy.adapters` in all)
is planned as an *adapter*, entered as the region before it left and left as the
spill-everywhere plan enters the region after it (its held values in a register, its
spilled values in memory: :class:`~solver_alloc.spill.problem.Cut`), and every region
after takes the spill-everywhere plan's decisions
(:func:`~solver_alloc.spill.heuristics.warm_start.everywhere_table`), so each region
planned keeps what it saves against spill-everywhere.

**Why it is a plan.** Inside the regions before the adapter it is the plan
found; inside the adapter, a solution of that region's model entered and left
as its neighbours need; after it, the spill-everywhere plan, which is a split
plan whose state at every block's entry depends only on its own decisions from
there on: a value it holds is in a register on the edge (the adapter leaves it
there), a value it spills is read from memory, which holds it on the edge (the
adapter leaves it there), and a value it recomputes needs nothing. The
decisions meet at one fall-through edge, as two regions' plans do. The pieces
are coloured from the regions' registers (the tail has none yet: it is
coloured freely, after them) and the whole plan is verified before it is
returned, like every plan pieced together from regions.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from fractions import Fraction
from typing import Any, cast

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.result import Operation
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.warm_start import everywhere_table, spilled
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.modes.regions.colour import Colouring, Dropped, plan_region
from solver_alloc.spill.modes.regions.cut import (
    Part,
    Region,
    State,
    Table,
    fix_entry,
    home_registers,
    leaves,
    region_problem,
    split_plan,
)
from solver_alloc.spill.pieces.decode import plan_cost
from solver_alloc.spill.problem import Cut, SplitProblem
from solver_alloc.targets import RegisterClass

NO_REGISTERS = Colouring({}, {}, {})
"""The registers of a region that takes the spill-everywhere plan: none yet
(its pieces are coloured with the whole plan)."""


def entry_state(sp: SplitProblem, table: Table, served: Mapping[str, str], b: int
                ) -> State:
    """The state the spill-everywhere plan ``table`` enters block ``b`` with:
    the values it holds there in a register, the values it spills (read from
    memory) in memory; the values it recomputes need neither."""
    live = sp.live_in[b]
    held = {v: 1 for v in live if table.get(("in", (v, b)), 0)}
    mem = {v: 1 for v in live if served.get(v) == "ld"}
    return held, mem


def _block(sp: SplitProblem, entry: tuple[object, ...]) -> int:
    """The block a decision ``(kind, key)`` of the whole problem sits in."""
    kind, key = cast(tuple[str, tuple[Any, ...]], entry)
    if kind in ("si", "in", "out"):
        return int(key[1])
    if kind == "arrive":
        return 0
    return sp.chains[int(key[0])].block


def everywhere_parts(sp: SplitProblem, rs: list[Region], table: Table,
                     served: Mapping[str, str], first: int) -> list[Part]:
    """Regions ``first ..`` of the spill-everywhere plan ``table``, as parts
    with no registers."""
    where = {b: k for k in range(first, len(rs)) for b in range(rs[k].lo, rs[k].hi)}
    tables: dict[int, Table] = {k: {} for k in range(first, len(rs))}
    for entry, on in table.items():
        k = where.get(_block(sp, entry))
        if on and k is not None:
            tables[k][entry] = on
    states = [entry_state(sp, table, served, rs[k].lo) for k in range(first, len(rs))]
    states.append(({}, {}))  # the kernel's exit
    return [Part(tables[k], plan_cost(sp, tables[k]), states[n], states[n + 1], NO_REGISTERS)
            for n, k in enumerate(range(first, len(rs)))]


def complete(sp: SplitProblem, rs: list[Region], prefix: list[Part],
             ops: tuple[Operation, ...], cls: RegisterClass,
             res: Mapping[str, ResolvedValue], opts: SolveOptions, failed: bool = False,
             placed: Collection[str] | None = None) -> tuple[list[Part], int] | None:
    """The plan of ``prefix`` (regions ``0 .. j-1`` planned in order) completed by the
    spill-everywhere plan ``ops``: a region adapts the one to the other (region ``j``,
    else the ones before: :attr:`~solver_alloc.budget.BudgetPolicy.adapters` in all,
    back from the first one not planned, since a region that took its last resort and
    ran out of its share may fail again as the adapter where the one before, planned
    once already, adapts; not ``j`` when it ``failed`` to find a plan), the regions
    after take ``ops``'s decisions. One part per region (the planned
    regions' bounds kept, the others' 0) and the adapter's index; None when no adapter
    finds a plan that colours in ``opts`` (each a share of what is left). ``placed``:
    the values ``ops``'s plan gives a register
    (:func:`~solver_alloc.spill.heuristics.warm_start.spilled`)."""
    table = everywhere_table(sp, ops, placed)
    served, _ = spilled(sp, ops, placed)
    first = len(prefix) - int(failed)
    tries = [j for j in range(first, first - opts.policy.adapters, -1) if 0 <= j < len(rs)]
    for n, j in enumerate(tries):
        if opts.expired():
            break
        adapter = adapt(sp, rs, prefix[:j], table, served, cls, res,
                         opts.share(1 / (len(tries) - n)))
        if adapter is not None:
            adapter.bound = prefix[j].bound if j < len(prefix) else Fraction(0)
            return [*prefix[:j], adapter, *everywhere_parts(sp, rs, table, served, j + 1)], j
    return None


def adapt(sp: SplitProblem, rs: list[Region], prefix: list[Part], table: Table,
           served: Mapping[str, str], cls: RegisterClass, res: Mapping[str, ResolvedValue],
           opts: SolveOptions) -> Part | None:
    """Region ``j = len(prefix)`` planned (quick) entered as ``prefix`` left (the
    kernel's entry when it is empty) and left as the spill-everywhere plan
    ``table`` enters region ``j + 1``."""
    j = len(prefix)
    need = entry_state(sp, table, served, rs[j + 1].lo) if j + 1 < len(rs) else (None, None)
    rp = region_problem(sp, rs[j], Cut(need_held=need[0], need_mem=need[1]))
    m = encode(rp)
    if prefix:  # else the kernel's own entry
        fix_entry(m, *prefix[-1].leave)
    last = len(rp.freq) - 1
    got = plan_region(rp, m, cls, res, leaves(prefix[-1]) if prefix else {},
                      home_registers(prefix), (last,), opts, quick=True)
    return None if isinstance(got, Dropped) else split_plan(sp, rs[j], [rs[j]], m, *got)[0]
