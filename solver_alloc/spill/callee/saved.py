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

The search (:func:`solve_with_callee_saved`). Classes share no register and no
operation, so a plan is one part per class, any parts combine, and the optimum
is a sum over classes. Call ``P_c`` the callee-saved registers of ``c`` that no
fixed value names (the *pool*). When every value of ``c`` has width 1, the
registers of ``P_c`` are interchangeable: swapping two of them maps parts to
parts of the same spill cost. So a part using ``m`` registers of the pool can be
relabelled to use its *first* ``m``, and lies in the plan space of class ``c``
with the rest of the pool reserved, ``T_c(m)``. Hence, with ``LB_c(m)`` a lower
bound on class ``c``'s spill cost over ``T_c(m)``,

    OPT >= sum_c min_m ( LB_c(m) + s_c m ),    and    LB_c(m) >= LB_c(|P_c|),

which is the bound returned: solved ``m`` contribute their own bound, the others
the full pool's. For each class, ``m`` rises from 0 until its save cost alone
reaches the class's best part, or a part needs no spill code (a larger ``m``
cannot beat it); the plan returned joins each class's best part. Each solve is
told the spill cost a part must beat (the best part's cost and saves, less
``s_c m``): once the model's bound reaches it, that ``m`` is settled with no plan
and no cuts or repairs (its ``LB_c(m) + s_c m`` is at least the best total). Classes with
wider values (tuples break the symmetry) are not searched: their saved
registers are priced on the plan, and their bound counts no save.

Before its search, each class's *joint bound*
(:func:`~solver_alloc.spill.callee.joint.joint_bound`) is solved: the split model with
the pool's registers optional, each row counting those a plan leaves unused and the
objective paying ``s_c`` for each one used, so that its optimum is ``min_m (LB_c(m) +
s_c m)`` with ``LB_c(m)`` the model's own; plans whose pieces do not fit are cut (for
plans with at most as many pool registers), and the first that fits is a part like the
search's. Its bound is a floor under the class's bound, and when it reaches the best
part's total no ``m`` is searched (one joint solve settles what the search would
settle one ``m`` at a time; ``docs/spill-pipeline.md`` has the runs).

(:func:`~solver_alloc.spill.target.solve_target` with ``only``): the other
classes' parts do not change with this class's pool.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.registers import registers_named
from solver_alloc.analysis.validate import ResolvedValue, resolve_values
from solver_alloc.backends import Backend, Role
from solver_alloc.costing import floor, verify_seconds
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation, Header, RegisterRef, Status
from solver_alloc.solving import Progress, SolveOptions
from solver_alloc.spill.callee.joint import Part, Pool, joint_bound, restricted
from solver_alloc.spill.outcome import EPS, SpillResult, decided
from solver_alloc.spill.solve import split_allocation
from solver_alloc.spill.target import solve_target
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify

__all__ = ["saved_cost", "solve_spill"]


@dataclass(frozen=True)
class _Run:
    """What every solve of the search shares: the kernel, the backend, the
    header of the allocation and the progress callback."""

    kernel: Kernel
    backend: Backend
    header: Header
    progress: Progress | None

    def solve(self, target: Target, opts: SolveOptions, only: str | None = None
              ) -> SpillResult:
        """The spill solve on ``target`` (``only``: of that class alone)."""
        return solve_target(self.kernel, target, opts, self.backend, self.header,
                            self.progress, only)


def _parts(got: SpillResult, class_of: Mapping[str, str]) -> dict[str, Part] | None:
    """The plan cut by class, or None when it does not say each class's cost."""
    a, spill = got.allocation, got.classes
    if spill is None:
        return None
    out = {}
    for c, n in a.registers_used.items():
        cost, bound = spill.get(c, (0, 0))
        out[c] = Part(float(cost), float(bound), {v: r for v, r in a.assignment.items()
                                                  if class_of.get(v) == c},
                      tuple(o for o in a.operations if class_of.get(o.value or "") == c), n)
    return out


def _regs(ref: RegisterRef | None) -> tuple[str, ...]:
    if ref is None:
        return ()
    return (ref,) if isinstance(ref, str) else tuple(ref)


def saved_registers(target: Target, alloc: Allocation | Part) -> list[tuple[str, int]]:
    """The callee-saved registers ``(class, index)`` a plan (or part) uses."""
    used = {r for ref in alloc.assignment.values() for r in _regs(ref)}
    for op in alloc.operations:
        used.update(_regs(op.dst if op.op == "move" else
                             op.reg if op.op in ("load", "remat") else None))
    parsed = (target.parse_register(r) for r in used)
    return sorted(p for p in parsed if p is not None
                  and p[1] in target.classes[p[0]].callee_saved)


def saved_cost(target: Target, alloc: Allocation | Part, f_entry: float) -> float:
    """``sum_c s_c |W_c(plan)|`` for ``alloc`` (a plan, or one class's part)."""
    return f_entry * sum(target.classes[c].save_cost
                         for c, _ in saved_registers(target, alloc))


def _listed(alloc: Allocation, target: Target, f_entry: float) -> Allocation:
    """``alloc`` with ``stats["callee_saved"]``: the callee-saved registers its
    plan saves and restores, by name, and ``stats["callee_saved_cost"]``: what
    their saves and restores cost."""
    if not alloc.is_feasible:
        return alloc
    names = [target.classes[c].register(i) for c, i in saved_registers(target, alloc)]
    return replace(alloc, stats={**alloc.stats, "callee_saved": names,
                                 "callee_saved_cost": saved_cost(target, alloc, f_entry)})


def _pools(kernel_values: Mapping[str, tuple[str, int, int | None, bool,
                                             frozenset[int] | None]],
           target: Target, f_entry: float) -> tuple[list[Pool], dict[str, float]]:
    """The searchable pools (classes with values, all of width 1), and per class
    what the callee-saved registers held by fixed values in every plan cost.
    ``kernel_values``: value -> (class, width, fixed register, must be in a
    register somewhere, allowed registers or None). A subset that holds part of
    the pool, not all, tells its registers apart: that class is not searched."""
    by_class: dict[str, list[tuple[int, int | None, bool, frozenset[int] | None]]] = {}
    for regclass, width, fixed, must, allowed in kernel_values.values():
        by_class.setdefault(regclass, []).append((width, fixed, must, allowed))
    pools, forced = [], {}
    for cname, vals in sorted(by_class.items()):
        cls = target.classes[cname]
        named = {f for _, f, _, _ in vals if f is not None}
        held = {f for _, f, h, _ in vals if f is not None and h}
        regs = tuple(sorted(cls.callee_saved - cls.reserved - named))
        forced[cname] = cls.save_cost * f_entry * len(held & cls.callee_saved)
        splits = any(a is not None and 0 < len(a & set(regs)) < len(regs)
                     for _, _, _, a in vals)
        if regs and all(w == 1 for w, _, _, _ in vals) and not splits:
            pools.append(Pool(cname, regs, cls.save_cost * f_entry, forced[cname]))
    return pools, forced


def pools_of(kernel: Kernel, target: Target,
             resolved: Mapping[str, ResolvedValue] | None = None
             ) -> tuple[list[Pool], dict[str, float]]:
    """The kernel's searchable pools and per class its forced saves (:func:`_pools`);
    ``resolved``: the kernel's values on ``target``, when the caller has them."""
    if resolved is None:
        resolved = resolve_values(kernel, target, kernel.name)
    held = {v for b in kernel.blocks for ins in b.instrs
            for v in (*ins.defs, *(u for u in ins.uses if u not in ins.indexed))}
    return _pools({v: (r.regclass, r.width, r.fixed, v in held, r.allowed)
                   for v, r in resolved.items()}, target, float(kernel.blocks[0].freq))


def _priced(alloc: Allocation, extra: float) -> Allocation:
    """``alloc`` with the saves added to its cost (bound unchanged)."""
    if not alloc.is_feasible or alloc.objective is None:
        return alloc
    objective = alloc.objective + extra
    return replace(alloc, objective=objective, status=decided(
        objective, alloc.bound if alloc.bound is not None else -1.0,
        alloc.status is Status.OPTIMAL))


@dataclass
class _Best:
    """The search's state for one class."""

    part: Part
    total: float
    """The part's spill cost plus its saves."""
    bounds: list[float]
    """``LB_c(m) + s_c m`` for each ``m`` solved, or left at the full pool's bound."""
    floor: float = 0.0
    """A bound on the part's spill code and saves over every ``m`` at once
    (:func:`~solver_alloc.spill.callee.joint.joint_bound`)."""


def _search_class(pool: Pool, full: Part, best: _Best, target: Target, run: _Run,
                  opts: SolveOptions, class_of: Mapping[str, str], f_entry: float,
                  last: bool, need: float) -> int:
    """Raise ``m`` from 0 for one class (module docstring), then solve again, with
    what is left of the budget (all of it for the ``last`` class searched, half
    otherwise), each ``m`` whose bound still keeps the best part from being
    proven (its cutoff is lower now); returns the solves. A solve starts only
    when its share holds ``need`` seconds (what one cannot cut)."""
    solves, solved = 0, {}
    for m in range(len(pool.registers)):
        saves = pool.price * m + pool.forced
        if saves >= best.total - EPS:
            break  # nor can any larger m
        if not opts.share(0.5).affords(need):
            best.bounds.append(full.bound + saves)  # the cheapest m unsolved
            break
        got = _solve_m(pool, m, full, best, target, run, opts, class_of, f_entry)
        solves += 1
        if got is not None:
            solved[m] = got
        if got is not None and got[1] <= EPS:
            break  # a larger m only adds saves
    # the weakest bound first: it is the one the class's bound is; only the m
    # still open share the time (one settled takes none)
    order = sorted(solved.items(), key=lambda item: (item[1][0], item[0]))
    open_ = [m for m, (bound, _) in order if bound < best.total - EPS]
    for m, (bound, _) in order:
        rest = len(open_) - open_.index(m) if m in open_ else 1
        # the last class's last open m takes all that is left
        share = (1.0 if last else 0.5) / rest
        if bound >= best.total - EPS or not opts.share(share).affords(need):
            best.bounds.append(bound)
            continue
        again = _solve_m(pool, m, full, best, target, run, opts, class_of, f_entry,
                         share)
        solves += 1
        if again is not None:  # None: settled, LB_c(m) + s_c m >= the best total
            best.bounds.append(max(bound, again[0]))
    return solves


def _solve_m(pool: Pool, m: int, full: Part, best: _Best, target: Target, run: _Run,
             opts: SolveOptions, class_of: Mapping[str, str], f_entry: float,
             share: float = 0.5) -> tuple[float, float] | None:
    """Solve the class within ``T_c(m)``, keeping its part if it is the best so far;
    ``(LB_c(m) + s_c m, part's spill cost)``, or None when ``m`` is settled (no
    part, or none cheaper than the best)."""
    saves = pool.price * m + pool.forced
    # a part of this m must cost less than best.total - saves to matter
    cut = ((pool.regclass, best.total - saves),)
    got = run.solve(restricted(target, pool, m), replace(opts.share(share), cutoffs=cut),
                    only=pool.regclass)
    a = got.allocation
    if a.status is Status.INFEASIBLE or got.dominated == pool.regclass:
        return None  # proven: no part uses only these, or none cheaper than best
    parts = _parts(got, class_of) if a.is_feasible else None
    part = None if parts is None else parts.get(pool.regclass)
    if part is None:
        return full.bound + saves, float("inf")  # nothing better known
    total = part.cost + saved_cost(target, part, f_entry)
    if total < best.total - EPS:
        best.part, best.total = part, total
    return max(full.bound, part.bound) + saves, part.cost


def _joined(full: Allocation, best: Mapping[str, _Best], target: Target,
            f_entry: float, class_of: Mapping[str, str]) -> Allocation:
    """The plan made of each class's best part, with the summed bound."""
    parts = [b.part for b in best.values()]
    assignment = {v: r for v, r in full.assignment.items() if class_of.get(v) not in best}
    assignment.update({v: r for p in parts for v, r in p.assignment.items()})
    rest = [o for o in full.operations if class_of.get(o.value or "") not in best]
    ops = sorted([*rest, *(o for p in parts for o in p.operations)],
                 key=lambda o: (o.before, o.op != "store"))
    joined = replace(full, assignment=assignment, operations=tuple(ops),
                     registers_used={**full.registers_used, **{
                         c: registers_named(target, [
                             *b.part.assignment.values(),
                             *(o.reg for o in b.part.operations)]).get(c, 0)
                         for c, b in best.items()}})
    objective = sum(p.cost for p in parts) + saved_cost(target, joined, f_entry)
    bound = sum(min(b.total, max(b.floor, min(b.bounds, default=b.total)))
                for b in best.values())
    return replace(joined, objective=objective, bound=min(bound, objective),
                   status=decided(objective, bound))


def _searching(kernel: Kernel, opts: SolveOptions) -> SolveOptions:
    """The budget of the search's solves: each checks its own plan, on its own
    target, and the plan returned is checked again (on the caller's), so one
    check more is kept back than for a single solve."""
    return opts.leaving(verify_seconds(kernel))


def solve_spill(kernel: Kernel, target: Target, opts: SolveOptions, backend: Backend,
                header: Header, progress: Progress | None = None,
                only: frozenset[str] | None = None) -> Allocation:
    """The cheapest plan of the spill objective with callee-saved registers
    priced, searching each pool (module docstring) one class at a time, with
    its bound. A heuristic backend solves the full target once and its plan is
    priced. ``only``: the split plans of those classes alone, unpriced and not
    verified (the registers objective joins them to its colouring of the
    others, :mod:`solver_alloc.hosting`, and verifies the whole)."""
    if only is not None:
        problem = Problem.from_kernel(kernel, target)
        return split_allocation(replace(problem, pressure={
            c: p for c, p in problem.pressure.items() if c in only}), opts, header,
            progress, lambda _: None).allocation
    return _searched(_Run(kernel, backend, header, progress), target, opts)


def _searched(run: _Run, target: Target, opts: SolveOptions) -> Allocation:
    """:func:`solve_spill` with every class: the first solve, then each pool's search."""
    kernel, backend = run.kernel, run.backend
    if not kernel.blocks or not any(c.callee_saved for c in target.classes.values()):
        return run.solve(target, opts).allocation  # no register to save: nothing to list
    f_entry = float(kernel.blocks[0].freq)
    resolved = resolve_values(kernel, target, kernel.name)
    pools, forced = pools_of(kernel, target, resolved)
    need = floor(kernel).solve  # what each solve cannot cut
    search = backend.role is not Role.HEURISTIC
    if not search or f_entry <= 0 or not opts.affords(opts.policy.search_floors * need):
        pools = []  # nothing to search, or no time to: the first solve takes it all
    first = run.solve(target, _searching(kernel, opts).share(0.5) if pools else opts)
    full = first.allocation
    priced = _priced(full, saved_cost(target, full, f_entry))
    class_of = {v: r.regclass for v, r in resolved.items()}
    parts = _parts(first, class_of) if pools and full.is_feasible else None
    if parts is None:
        return _listed(priced, target, f_entry)
    best = {c: _Best(p, p.cost + saved_cost(target, p, f_entry), [])
            for c, p in parts.items()}
    solves = 1
    searched = [p for p in pools if p.regclass in best]  # a class with no value
    settled, joint_parts = 0, []
    for n, pool in enumerate(searched):                   # in a register has none
        b = best[pool.regclass]
        b.bounds.append(parts[pool.regclass].bound + pool.price * len(pool.registers)
                        + pool.forced)
        b.floor, joint = joint_bound(kernel, target, pool, _searching(kernel, opts).share(
            opts.policy.joint_share))
        if joint is not None and (total := joint.cost + saved_cost(
                target, joint, f_entry)) < b.total - EPS:
            b.part, b.total = joint, total
            joint_parts.append(joint)
        if b.floor >= b.total - EPS:
            settled += 1  # no m can beat the best part: nothing to search
            continue
        solves += _search_class(pool, parts[pool.regclass], b, target, run,
                                _searching(kernel, opts),
                                class_of, f_entry, n == len(searched) - 1, need)
    for c, b in best.items():
        if c not in {p.regclass for p in pools}:
            b.bounds.append(parts[c].bound + forced.get(c, 0.0))  # not searched
    out = _joined(full, best, target, f_entry, class_of)
    kept = {id(b.part) for b in best.values()}
    as_first = False  # the plan returned is the first solve's
    if any(id(p) in kept for p in joint_parts) and not verify(kernel, target, out).valid:
        out = replace(priced, bound=min(out.bound or 0.0, priced.objective or 0.0),
                      status=Status.FEASIBLE)  # a joint plan the verifier rejects
        as_first = True
    if priced.objective is not None and out.objective is not None and \
            priced.objective < out.objective - EPS:
        out = replace(priced, bound=out.bound, status=Status.FEASIBLE)
        as_first = True
    spill = {c: (parts[c] if as_first else b.part).cost for c, b in best.items()}
    note = (f"callee-saved registers: {solves} solves over how many of "
            + ", ".join(f"{p.regclass}'s {len(p.registers)}" for p in pools)
            + " a plan may use, each at its save and restore cost"
            + (f" ({settled} classes settled by the joint bound)" if settled else ""))
    if out.operations != full.operations or out.assignment != full.assignment:
        note += "; the plan returned is not the first solve's: spill code " + ", ".join(
            f"{c} {cost:g}" for c, cost in sorted(spill.items()))
    cert = "; ".join(c for c in (full.certificate, note) if c)
    return _listed(replace(out, certificate=cert, stats={
        **out.stats, "callee_saved_solves": solves}), target, f_entry)
