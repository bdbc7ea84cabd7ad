"""Callee-saved registers in the spill objective: a price on using them, and a
search over how many of them a plan may use.

The plan space. A plan may use every allocatable register. Each callee-saved
register ``r`` of class ``c`` that it *uses* (a value assigned to ``r``, or a load,
remat or move into it) costs a save in the prologue and a restore at the exits,
once per execution of the function::

    cost(plan) = spill code(plan) + sum_c s_c * |W_c(plan)|
    s_c        = (store_c + load_c) * f_entry

where ``W_c`` is the set of callee-saved registers of ``c`` the plan uses and
``f_entry`` the entry block's frequency (no shrink-wrapping: the saves are at
the entry, the restores at the exits). The verifier recomputes the same sum with
its own code (:mod:`solver_alloc.verifier.saved`).

The search (:func:`solve_with_callee_saved`). Call ``P_c`` the callee-saved
registers of ``c`` that no fixed value names (the *pool*). When every value of
``c`` has width 1, the registers of ``P_c`` are interchangeable: swapping two of
them maps plans to plans of the same spill cost. So a plan using ``m_c``
registers of each pool can be relabelled to use the *first* ``m_c`` of them,
and lies in the plan space of the target with the rest of the pool reserved,
``T(m)``. Hence, with ``LB(m)`` any lower bound on the spill cost over ``T(m)``,

    OPT >= min_m ( LB(m) + sum_c s_c m_c ),    and    LB(m) >= LB(full pool),

which is the bound returned: solved vectors ``m`` contribute their own bound,
the others the full pool's. Vectors are solved cheapest first; one whose save
cost alone reaches the best plan's cost, or that contains a vector already
served with no spill code, cannot hold a cheaper plan and is skipped. Classes
with wider values (tuples break the symmetry) are not searched: their saved
registers are priced on the plan, and their bound counts no save.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from itertools import product
from math import prod

from solver_alloc.analysis.validate import resolve_values
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, RegisterRef, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.targets import Target

__all__ = ["saved_cost", "solve_with_callee_saved"]

EPS = 1e-9
MAX_VECTORS = 4096
"""At most this many pool vectors are considered (the rest keep the full pool's
bound): 13 x 13 on riscv64's integer and float pools is 169."""

Solve = Callable[[Target, SolveOptions], Allocation]


@dataclass(frozen=True, slots=True)
class Pool:
    """The interchangeable callee-saved registers of one class."""

    regclass: str
    registers: tuple[int, ...]
    price: float
    """``s_c``: what using one of them costs."""


def _regs(ref: RegisterRef | None) -> tuple[str, ...]:
    if ref is None:
        return ()
    return (ref,) if isinstance(ref, str) else tuple(ref)


def saved_cost(target: Target, alloc: Allocation, f_entry: float) -> float:
    """``sum_c s_c |W_c(plan)|`` for ``alloc``."""
    used = {r for ref in alloc.assignment.values() for r in _regs(ref)}
    for op in alloc.operations:
        used.update(_regs(op.dst if op.op == "move" else
                             op.reg if op.op in ("load", "remat") else None))
    total = 0.0
    for r in used:
        parsed = target.parse_register(r)
        if parsed is not None:
            cls = target.classes[parsed[0]]
            total += cls.save_cost if parsed[1] in cls.callee_saved else 0.0
    return total * f_entry


def _pools(kernel_values: Mapping[str, tuple[str, int, int | None]], target: Target,
           f_entry: float) -> list[Pool]:
    """The searchable pools: classes with values, all of width 1."""
    by_class: dict[str, list[tuple[int, int | None]]] = {}
    for regclass, width, fixed in kernel_values.values():
        by_class.setdefault(regclass, []).append((width, fixed))
    pools = []
    for cname, vals in sorted(by_class.items()):
        cls = target.classes[cname]
        named = {f for _, f in vals if f is not None}
        regs = tuple(sorted(cls.callee_saved - cls.reserved - named))
        if regs and all(w == 1 for w, _ in vals):
            pools.append(Pool(cname, regs, cls.save_cost * f_entry))
    return pools


def _restricted(target: Target, pools: list[Pool], m: tuple[int, ...]) -> Target:
    """``T(m)``: each pool's registers after its first ``m_c`` reserved."""
    classes = dict(target.classes)
    for pool, k in zip(pools, m, strict=True):
        cls = classes[pool.regclass]
        classes[pool.regclass] = replace(cls, reserved=cls.reserved | frozenset(
            pool.registers[k:]))
    return replace(target, classes=classes)


def _priced(alloc: Allocation, extra: float) -> Allocation:
    """``alloc`` with the saves added to its cost (bound unchanged)."""
    if not alloc.is_feasible or alloc.objective is None:
        return alloc
    objective = alloc.objective + extra
    proven = alloc.status is Status.OPTIMAL and alloc.bound is not None and \
        objective <= alloc.bound + EPS
    return replace(alloc, objective=objective,
                   status=Status.OPTIMAL if proven else Status.FEASIBLE)


def _search(pools: list[Pool], best: Allocation, lb_full: float, target: Target,
            solve: Solve, opts: SolveOptions, price: Callable[[Allocation], Allocation]
            ) -> tuple[Allocation, list[float], int]:
    """Solve the pool vectors cheapest first: ``(best plan, bounds, solves)``;
    ``best`` is the full pool's priced plan and ``lb_full`` its spill bound."""
    assert best.objective is not None
    sizes = [len(p.registers) + 1 for p in pools]

    def save(m: tuple[int, ...]) -> float:
        return sum(p.price * k for p, k in zip(pools, m, strict=True))


    top = tuple(s - 1 for s in sizes)
    bounds = [lb_full + save(top)]
    zero: list[tuple[int, ...]] = []
    solved = 0
    for m in sorted(product(*map(range, sizes)), key=lambda m: (save(m), m)):
        if m == top or any(all(a >= b for a, b in zip(m, z, strict=True)) for z in zero):
            continue  # its own solve, or it cannot beat a plan with no spill code
        if save(m) >= best.objective - EPS:
            break  # nor can this one or any later (dearer) one
        if opts.expired():
            bounds.append(lb_full + save(m))  # the cheapest vector left unsolved
            break
        a = solve(_restricted(target, pools, m), opts.share(0.5))
        solved += 1
        if a.status is Status.INFEASIBLE:
            continue  # proven: no plan uses only these
        bounds.append(max(lb_full, a.bound or 0.0) + save(m))
        if a.is_feasible and a.objective is not None:
            p = price(a)
            if p.objective is not None and p.objective < best.objective - EPS:
                best = p
            if a.objective <= EPS:
                zero.append(m)
    return best, bounds, solved


def solve_with_callee_saved(kernel: Kernel, target: Target, solve: Solve,
                            opts: SolveOptions, search: bool) -> Allocation:
    """The cheapest plan over pool vectors, with the bound of the module docstring.

    ``solve(target, options)`` solves the spill objective (saves not counted) on
    a target; ``search`` False (heuristic backends) solves the full target once
    and prices its plan.
    """
    if not kernel.blocks or not any(c.callee_saved for c in target.classes.values()):
        return solve(target, opts)
    f_entry = float(kernel.blocks[0].freq)

    def price(a: Allocation) -> Allocation:
        return _priced(a, saved_cost(target, a, f_entry))

    resolved = resolve_values(kernel, target, kernel.name)
    pools = _pools({v: (r.regclass, r.width, r.fixed) for v, r in resolved.items()},
                   target, f_entry) if search and f_entry > 0 else []
    sizes = [len(p.registers) + 1 for p in pools]
    if not pools or prod(sizes) > MAX_VECTORS:
        return price(solve(target, opts))
    full = solve(target, opts.share(0.5))
    best = price(full)
    if not full.is_feasible or best.objective is None:
        return best
    best, bounds, solved = _search(pools, best, max(0.0, full.bound or 0.0),
                                   target, solve, opts, price)
    assert best.objective is not None
    bound = min([best.objective, *bounds])
    note = (f"callee-saved registers: {solved + 1} solves over how many of "
            + ", ".join(f"{p.regclass}'s {len(p.registers)}" for p in pools)
            + " a plan may use, each at its save and restore cost")
    return replace(best, bound=bound, status=Status.OPTIMAL if best.objective <= bound
                   + EPS else Status.FEASIBLE,
                   certificate="; ".join(c for c in (best.certificate, note) if c),
                   stats={**best.stats, "callee_saved_solves": solved + 1})
