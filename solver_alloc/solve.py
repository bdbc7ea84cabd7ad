"""``allocate``: the library's main entry point (orchestration only).

The order of work: check the backend against the input and objective, start the
run's budget, choose the instruction order (activation tables), resolve the
kernel once, rule out impossible inputs, then solve per class (colouring for
``"registers"``, :mod:`solver_alloc.spill` for ``"spill"``), and add the
activation-table plan.
"""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np

from solver_alloc.activation.ordering import choose_table_order, with_table_order_facts
from solver_alloc.activation.planning import ActivationResult
from solver_alloc.analysis.entry import (
    needs_entry_point,
    with_entry_point,
    without_entry_point,
)
from solver_alloc.analysis.problem import Problem, memory_resident, without_values
from solver_alloc.analysis.remat_reads import keep_remats_valid
from solver_alloc.backends import BACKENDS, Backend, InputKind, Objective, Role, check_backend
from solver_alloc.colouring.kernel import colour_kernel, combine
from solver_alloc.colouring.problem import from_graph
from solver_alloc.colouring.solve import (
    colour_registers,
    colour_spill,
)
from solver_alloc.costing import verify_seconds
from solver_alloc.counts import in_named_registers
from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.kernel_check import check_kernel
from solver_alloc.halves import target_for
from solver_alloc.hosting import host_slack, hosted_allocation, overflowing, with_hosts
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.precheck import precheck
from solver_alloc.result import (
    ActivationFacts,
    Allocation,
    Header,
    Status,
)
from solver_alloc.scheduling.choose import (
    PressureOrder,
    choose_pressure_order,
    over_every_order,
    with_order_facts,
)
from solver_alloc.scheduling.spill_bound import order_free_spill_bound
from solver_alloc.solving import (
    DEFAULT_TIME_LIMIT,
    Progress,
    SolveOptions,
    check_options,
)
from solver_alloc.spill import solve_spill
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify
from solver_alloc.warm import best_of
from solver_alloc.whole import packed_or_whole

OBJECTIVES = tuple(o.value for o in Objective)


__all__ = ["BACKENDS", "OBJECTIVES", "allocate"]


def _allocate_graph(graph: InterferenceGraph, target: Target, objective: Objective,
                    backend: Backend, opts: SolveOptions) -> Allocation:
    cp = from_graph(graph, target)
    header = Header(graph.name, target.name, objective.value)
    name = "cpsat" if backend.role is Role.AUTO else backend.name
    if objective is Objective.REGISTERS:
        r = colour_registers(cp, name, opts)
    else:
        r = colour_spill(cp, np.ones(cp.n, dtype=np.int64), name, opts)
    return combine(header, {cp.cls.name: (cp, r)}, objective)


def _hosted(problem: Problem, spilling: frozenset[str], header: Header,
            backend: Backend, opts: SolveOptions, progress: Progress | None
            ) -> Allocation:
    """Registers objective, some classes over their count spilling into a host
    (:mod:`solver_alloc.hosting`): colour the rest with the host's register
    reserved, spill those with the split model."""
    kernel, hosts = with_hosts(problem.kernel, problem.target, spilling)
    parts = colour_kernel(Problem.from_kernel(kernel, problem.target), backend, opts,
                          spilling)
    coloured = combine(header, parts, Objective.REGISTERS)
    if not coloured.is_feasible:
        return coloured
    spilled = solve_spill(problem.kernel, problem.target, opts, backend, header, progress,
                          only=spilling)  # only part of a plan: the joined plan is checked
    if not spilled.is_feasible:
        return spilled
    slack = host_slack({c: r.bound for c, (_, r) in parts.items()}, problem, spilling)
    joined = hosted_allocation(coloured, spilled, hosts, problem.target, slack)
    report = verify(problem.kernel, problem.target, joined)
    if not report.valid:
        return header.allocation(Status.UNKNOWN, explanation=(
            f"no valid plan found (the joined plan failed verification: "
            f"{report.violations[0]})"))
    return joined


def _with_activations(alloc: Allocation, res: ActivationResult | None) -> Allocation:
    """Add the activation-table loads chosen before allocation."""
    if res is None or not alloc.is_feasible:
        return alloc
    if not res.has_plan:
        return replace(alloc, status=Status.INFEASIBLE if res.proven else Status.UNKNOWN,
                       objective=None, bound=None, assignment={}, operations=(),
                       registers_used={}, explanation=res.explanation)
    facts = ActivationFacts(
        loads=len(res.operations), cost=float(res.cost), sets=len(res.sets),
        greedy_cost=float(res.greedy.cost), greedy_sets=len(res.greedy.sets))
    status = alloc.status if res.proven else Status.FEASIBLE
    if res.explanation:  # a heuristic plan over the set budget
        status = Status.UNKNOWN
    note = "activation tables: " + ("optimal loads within the set budget"
                                    if res.proven else "greedy first fit")
    cert = "; ".join(c for c in (alloc.certificate, note) if c)
    out = replace(alloc, operations=alloc.operations + res.operations, activation=facts,
                  status=status, certificate=cert, explanation=res.explanation)
    if alloc.objective_kind == "spill" and alloc.objective is not None:
        out = replace(out, objective=alloc.objective + float(res.cost),
                      bound=(alloc.bound or 0) + float(res.bound))
    return out


def _solve_kernel(kernel: Kernel, target: Target, objective: Objective, backend: Backend,
                  opts: SolveOptions, keep_order: bool, progress: Progress | None,
                  reorder: bool = False
                  ) -> Allocation:
    exact_tables = backend.role is not Role.HEURISTIC
    chosen = choose_table_order(kernel, target, exact_tables, keep_order, opts)
    if reorder and not keep_order and chosen.order is None:
        problem = Problem.from_kernel(kernel, target)
        # a spill plan's bound over every order, first: it draws on the same budget
        over = order_free_spill_bound(problem, opts) if (
            objective is Objective.SPILL and chosen.tables is None) else None
        # a spill plan's remats read values an order must not rewrite before them
        sched = keep_remats_valid(kernel) if objective is Objective.SPILL else kernel
        pressure = choose_pressure_order(kernel, target, opts, problem, sched)
        out = _solve_in_order(kernel, target, objective, backend, opts, progress,
                              chosen.tables) if pressure is None else _in_pressure_order(
            kernel, target, objective, backend, opts, progress, chosen.tables, pressure)
        return out if over is None else over_every_order(out, over)
    result = _solve_in_order(chosen.kernel, target, objective, backend, opts, progress,
                             chosen.tables)
    if chosen.order is None or chosen.tables is None or chosen.original is None:
        return result
    if not result.is_feasible:  # the batching order's registers do not fit: keep the
        return _solve_in_order(kernel, target, objective, backend, opts, progress,
                               chosen.original)  # original order and its plan
    return with_table_order_facts(kernel, target, result, chosen.order, chosen.tables,
                                  chosen.original.cost)


def _in_pressure_order(kernel: Kernel, target: Target, objective: Objective,
                       backend: Backend, opts: SolveOptions, progress: Progress | None,
                       tables: ActivationResult | None, pressure: PressureOrder
                       ) -> Allocation:
    """Registers: allocate in the pressure order (its MaxLive is lower). Spill:
    solve the pressure order and the given order in half the time left each and
    keep the cheaper plan (the given one on a tie), so reordering never costs
    more than keeping the order."""
    if objective is Objective.REGISTERS:
        moved = _solve_in_order(pressure.kernel, target, objective, backend, opts,
                                progress, tables)
        if moved.is_feasible or (moved.status is Status.INFEASIBLE
                                 and pressure.over_capacity(target)):
            return with_order_facts(moved, pressure, kernel, target)
        kept = _solve_in_order(kernel, target, objective, backend, opts, progress, tables)
        # the given order may still fit (alignment, fixed registers): a plan beats a
        # refutation of one order
        return with_order_facts(moved, pressure, kernel, target) if (
            not kept.is_feasible and moved.status is Status.INFEASIBLE) else kept
    moved = _solve_in_order(pressure.kernel, target, objective, backend, opts.share(0.5),
                            progress, tables)
    kept = _solve_in_order(kernel, target, objective, backend, opts, progress, tables)
    if moved.is_feasible and (not kept.is_feasible or (moved.objective or 0) < (
            kept.objective or 0)):
        return with_order_facts(moved, pressure, kernel, target)
    return kept


def _solve_in_order(kernel: Kernel, target: Target, objective: Objective,
                    backend: Backend, opts: SolveOptions, progress: Progress | None,
                    tables: ActivationResult | None) -> Allocation:
    header = Header(kernel.name, target.name, objective.value)
    if objective is Objective.REGISTERS:  # values that never need a register
        kernel = without_values(kernel, memory_resident(kernel))

    if objective is Objective.SPILL:
        return _with_activations(solve_spill(kernel, target, opts, backend, header,
                                             progress), tables)
    problem = Problem.from_kernel(kernel, target)
    # classes that spill into a host's register (predicates into R): the
    # registers objective spills them too, the host keeps one
    spilling = overflowing(problem) if backend.role is not Role.HEURISTIC else frozenset()
    early = precheck(problem, header, objective, spilling)
    if early is None and spilling:
        early = _hosted(problem, spilling, header, backend, opts, progress)
    return _with_activations(early or combine(
        header, colour_kernel(problem, backend, opts), Objective.REGISTERS), tables)


def allocate(instance: Kernel | InterferenceGraph, target: Target, *,
             objective: str = "registers", backend: str = "auto",
             time_limit: float | None = DEFAULT_TIME_LIMIT,
             deterministic_time: float | None = None, seed: int = 0, workers: int = 1,
             keep_order: bool = False, reorder: bool = False,
             progress: Progress | None = None,
             options: SolveOptions | None = None,
             warm_start: Allocation | None = None) -> Allocation:
    """Allocate registers for ``instance`` on ``target``.

    Parameters
    ----------
    objective
        ``"registers"``: no spilling, minimise registers used per class.
        ``"spill"``: minimise inserted spill code cost (stores, loads, remats,
        times block frequency) under the register limits, with live-range
        splitting: a value may leave its register and come back into any other.
    backend
        A name from :data:`~solver_alloc.backends.BACKENDS`: ``"auto"``
        (heuristics, then CP-SAT only if they miss the lower bound), ``"cpsat"``,
        ``"sat"``, or a baseline alone: ``"linear-scan"``, ``"dsatur"``,
        ``"chaitin-briggs"``, ``"belady"`` (spill, straight-line kernels). An
        unsupported combination of backend, objective and input raises
        :class:`~solver_alloc.errors.SolverAllocError` before any work.
    time_limit
        Wall-clock seconds for the whole run (default 60; ``None``: no limit).
        Every phase draws from it; when it runs out the best plan so far is
        returned as FEASIBLE with its bound, or UNKNOWN.
    deterministic_time
        CP-SAT deterministic seconds per solver call: the same seed and workers
        then give the same answer on any machine, as long as the wall-clock
        budget does not bind first.
    seed, workers
        Solver seed and worker count (several workers stay deterministic).
    progress
        Called as ``progress(seconds, objective, bound)`` under the spill
        objective: at each improving plan of the exact model, and after each
        round or improving window of the anytime mode (large straight-line
        kernels).
    keep_order
        Forbid reordering. Otherwise, on targets with activation tables,
        instructions may be reordered within their dependences (values, tiles,
        ``after``) when that loads tables more cheaply; the result then carries
        ``order``.
    reorder
        Allocate in a legal order (values, tiles, ``after``) of lower MaxLive
        when the pressure scheduler finds one (:mod:`solver_alloc.scheduling`):
        objective ``registers`` in that order; ``spill`` in both orders, half
        the time left each, keeping the cheaper plan. A ``registers`` status is
        then for the chosen order (the certificate gives MaxLive over every
        legal order and says whether the order, and the registers, are proven
        optimal over all orders); a ``spill`` plan's status and bound hold
        over every legal order when the kernel has no activation tables
        (:mod:`~solver_alloc.scheduling.spill_bound`: OPTIMAL only when the
        plan meets that bound; ``stats`` keeps the order's own status and
        bound); INFEASIBLE (an instruction's own operands do not fit) holds in
        every order. Off by default: a result's plan space is the given order.
    options
        Full :class:`~solver_alloc.solving.SolveOptions` (anytime and window
        settings too); when given it replaces ``time_limit``,
        ``deterministic_time``, ``seed`` and ``workers``.
    warm_start
        A plan to beat, such as the compiler's own allocation: if the verifier
        accepts it and it is cheaper, it is returned (:func:`~solver_alloc.warm.best_of`).

    Examples
    --------
    >>> from solver_alloc import load_target
    >>> from solver_alloc.formats.kernel import kernel_from_dict
    >>> k = kernel_from_dict({"name": "k", "instrs": [
    ...     {"op": "ld", "defs": ["a"]}, {"op": "ld", "defs": ["b"]},
    ...     {"op": "add", "uses": ["a", "b"], "defs": ["c"]},
    ...     {"op": "st", "uses": ["c"]}]})
    >>> a = allocate(k, load_target("x86-64"))
    >>> a.status.value, a.objective, dict(a.assignment)
    ('OPTIMAL', 2.0, {'a': 'r0', 'b': 'r1', 'c': 'r0'})
    """
    if not isinstance(instance, InterferenceGraph):
        check_kernel(instance)  # a kernel built in Python: the loader's checks, once
    kind = InputKind.GRAPH if isinstance(instance, InterferenceGraph) else InputKind.KERNEL
    be, obj = check_backend(backend, kind, objective)
    if options is None:
        try:
            check_options(time_limit, deterministic_time, seed, workers)
        except ValueError as e:
            raise SolverAllocError(str(e)) from None
        options = SolveOptions(time_limit=time_limit,
                               deterministic_time=deterministic_time, seed=seed,
                               workers=workers)
    opts = options.started()
    if isinstance(instance, Kernel):  # one check of the plan: a repaired plan's
        opts = opts.leaving(verify_seconds(instance, obj))  # inside, else the caller's
    t0 = time.perf_counter()

    def run(k: Kernel, t: Target, o: SolveOptions) -> Allocation:
        if needs_entry_point(k):  # the entry as a point of its own
            entered = with_entry_point(k)
            return without_entry_point(_solve_kernel(
                entered, t, obj, be, o, keep_order, progress, reorder), entered)
        return _solve_kernel(k, t, obj, be, o, keep_order, progress, reorder)

    base, target = target, target_for(instance, target)  # read in 16-bit halves: its view
    if isinstance(instance, InterferenceGraph):
        result = _allocate_graph(instance, target, obj, be, opts)
    elif target is not base and obj is Objective.SPILL:
        result = packed_or_whole(instance, base, opts, run)
    else:
        result = run(instance, target, opts)
    result = in_named_registers(result, target)
    if isinstance(instance, Kernel) and warm_start is not None:
        result = best_of(instance, target, result, warm_start, obj)
    stats = {**result.stats, "backend": be.name, "seed": opts.seed,
             "workers": opts.workers, "time_limit": opts.time_limit,
             "deterministic_time": opts.deterministic_time,
             "wall_time": round(time.perf_counter() - t0, 4)}
    return replace(result, stats=stats)
