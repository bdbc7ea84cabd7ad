"""``allocate``: the library's main entry point."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from solver_alloc.activation.reorder import best_order, map_back, order_free_bound, reordered
from solver_alloc.activation.tables import plan_activations
from solver_alloc.analysis.problem import Problem, describe_pressure
from solver_alloc.analysis.registers import round_to_granule
from solver_alloc.colouring.linear_scan import linear_scan
from solver_alloc.colouring.problem import ColouringProblem, from_graph, from_kernel
from solver_alloc.colouring.solve import (
    EXACT,
    HEURISTICS,
    ClassResult,
    SolveOptions,
    colour_registers,
    colour_spill,
    registers_used,
)
from solver_alloc.errors import SolverAllocError
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.result import Allocation, RegisterRef, Status
from solver_alloc.spill.belady import belady
from solver_alloc.spill.everywhere import spill_everywhere
from solver_alloc.spill.solve import split_allocation
from solver_alloc.targets import Target

OBJECTIVES = ("registers", "spill")
Progress = Callable[[float, float, float], None]
BACKENDS = ("auto", *EXACT, *HEURISTICS, "belady")


def _assignment(cp: ColouringProblem, start: np.ndarray) -> dict[str, RegisterRef]:
    out: dict[str, RegisterRef] = {}
    for v, r in enumerate(start.tolist()):
        if r < 0:
            continue
        regs = tuple(cp.cls.register(x) for x in range(r, r + int(cp.width[v])))
        out[cp.names[v]] = regs[0] if len(regs) == 1 else regs
    return out


def _combine(base: dict[str, Any], results: Mapping[str, tuple[ColouringProblem,
             ClassResult]], objective: str) -> Allocation:
    """One allocation from per-class results."""
    assignment: dict[str, RegisterRef] = {}
    used: dict[str, int] = {}
    for c, (cp, r) in sorted(results.items()):
        assignment.update(_assignment(cp, r.start))
        used[c] = registers_used(cp, r.start)
    missing = [(c, r) for c, (cp, r) in results.items()
               if objective == "registers" and (r.start < 0).any()]
    certs = "; ".join(f"{c}: {r.certificate}" for c, (_, r) in sorted(results.items()))
    backends = sorted({r.backend for _, r in results.values()})
    stats = {"class_backends": ", ".join(backends)}
    if missing:
        c, r = missing[0]
        status = Status.INFEASIBLE if r.proven else Status.UNKNOWN
        return Allocation(**base, status=status, explanation=f"class {c!r}: "
                          f"{r.certificate}", stats=stats)
    proven = all(r.proven for _, r in results.values())
    return Allocation(**base, status=Status.OPTIMAL if proven else Status.FEASIBLE,
                      objective=float(sum(r.objective for _, r in results.values())),
                      bound=float(sum(r.bound for _, r in results.values())),
                      assignment=assignment, certificate=certs,
                      registers_used=used, stats=stats)


def _allocate_graph(graph: InterferenceGraph, target: Target, objective: str,
                    backend: str, opts: SolveOptions) -> Allocation:
    if backend == "linear-scan":
        raise SolverAllocError("backend 'linear-scan' needs a kernel with "
                               "instructions, not an interference graph")
    cp = from_graph(graph, target)
    base = {"kernel": graph.name, "target": target.name, "objective_kind": objective}
    name = "cpsat" if backend == "auto" else backend
    if objective == "registers":
        r = colour_registers(cp, name, opts)
    else:
        r = colour_spill(cp, np.ones(cp.n, dtype=np.int64), name, opts)
    return _combine(base, {cp.cls.name: (cp, r)}, objective)


def _linear_scan_starts(problem: Problem, cps: Mapping[str, ColouringProblem]
                        ) -> dict[str, np.ndarray]:
    scans = linear_scan(problem.liveness, problem.resolved, problem.target)
    out = {}
    for c, cp in cps.items():
        scan = scans.get(c)
        if scan is not None and scan.failed is None:
            out[c] = np.asarray([scan.start[v] for v in cp.names], dtype=np.int64)
    return out


def _belady(problem: Problem, base: dict[str, Any]) -> Allocation:
    """The Belady baseline (spill objective only): verified format, no bound."""
    out = belady(problem)
    if isinstance(out, str):
        return Allocation(**base, status=Status.UNKNOWN, explanation=out)
    assignment, ops = out
    freq = problem.kernel.blocks[0].freq
    cost = 0.0
    for op in ops:
        cls = problem.target.classes[problem.resolved[op.value or ""].regclass]
        cost += freq * {"store": cls.store_cost, "load": cls.load_cost,
                        "remat": problem.resolved[op.value or ""].remat_cost or 0
                        }[op.op]
    rematted = {(op.before, op.value) for op in ops if op.op == "remat"}
    for i, _, ins in problem.kernel.instructions():  # indexed reads from memory
        for v in dict.fromkeys(ins.indexed):
            if (i, v) not in rematted:
                cost += freq * problem.target.classes[
                    problem.resolved[v].regclass].load_cost
    return Allocation(**base, status=Status.FEASIBLE, objective=cost,
                      assignment=assignment, operations=tuple(ops),
                      certificate="Belady furthest-next-use heuristic (no bound)")


def _fast_path(problem: Problem) -> dict[str, tuple[ColouringProblem, ClassResult]]:
    """Classes where linear scan already meets MaxLive: proven with no graph built."""
    cps = from_kernel(problem, with_graph=False)
    out = {}
    for c, start in _linear_scan_starts(problem, cps).items():
        cp, p = cps[c], problem.pressure[c]
        used = registers_used(cp, start)
        if used <= round_to_granule(cp.cls, p.max_live):
            out[c] = (cp, ClassResult(start, used, used, True, f"linear-scan uses {used}"
                                      f" = lower bound ({cp.bound_note})", "linear-scan"))
    return out


def _indexed_uses(problem: Problem) -> list[tuple[int, str]]:
    return [(i, v) for i, _, ins in problem.kernel.instructions() for v in ins.indexed]


def _allocate_kernel(problem: Problem, objective: str, backend: str,
                     opts: SolveOptions, progress: Progress | None = None) -> Allocation:
    base = {"kernel": problem.kernel.name, "target": problem.target.name,
            "objective_kind": objective}
    if backend == "belady":
        return _belady(problem, base)
    needs_spill = bool(problem.over_capacity() or _indexed_uses(problem))
    if objective == "spill" and needs_spill:
        if backend in ("auto", "cpsat"):
            return split_allocation(problem, opts, base, progress)
        return spill_everywhere(problem, backend, opts, base)
    results = _fast_path(problem) if backend in ("auto", "linear-scan") else {}
    rest = set(problem.pressure) - set(results)
    if rest:
        cps = from_kernel(problem, rest)
        scans = _linear_scan_starts(problem, cps)
        name = "cpsat" if backend == "auto" else backend
        results |= {c: (cp, colour_registers(
            cp, name, opts, {"linear-scan": scans[c]} if c in scans else {}))
            for c, cp in cps.items()}
    alloc = _combine(base, results, "registers")
    if objective == "spill" and alloc.is_feasible:
        return replace(alloc, objective=0.0, bound=0.0, status=Status.OPTIMAL,
                       certificate="no spill code is needed (spill cost 0)")
    if objective == "spill" and backend in ("auto", "cpsat"):
        # MaxLive fits but whole values do not colour (one register per value
        # across its redefinitions): splitting may still need no spill code.
        return split_allocation(problem, opts, base, progress)
    return alloc


def _with_activations(kernel: Kernel, target: Target, alloc: Allocation,
                      backend: str, opts: SolveOptions) -> Allocation:
    """Add the activation-table loads (optimal unless a heuristic was asked for)."""
    res = plan_activations(kernel, target, exact=backend not in HEURISTICS,
                           time_limit=opts.time_limit, seed=opts.seed,
                           workers=opts.workers)
    if res is None or not alloc.is_feasible:
        return alloc
    if res.explanation and not res.operations:
        return replace(alloc, status=Status.INFEASIBLE if res.proven else Status.UNKNOWN,
                       objective=None, bound=None, assignment={}, operations=(),
                       registers_used={}, explanation=res.explanation)
    stats = {**alloc.stats, "act_loads": len(res.operations), "act_cost": res.cost,
             "act_sets": len(res.sets), "act_greedy_cost": res.greedy.cost,
             "act_greedy_sets": len(res.greedy.sets)}
    status = alloc.status if res.proven else Status.FEASIBLE
    if res.explanation:  # a heuristic plan over the set budget
        status = Status.UNKNOWN
    note = "activation tables: " + ("optimal loads within the set budget"
                                    if res.proven else "greedy first fit")
    cert = "; ".join(c for c in (alloc.certificate, note) if c)
    if alloc.objective_kind == "spill" and alloc.objective is not None:
        return replace(alloc, objective=alloc.objective + res.cost,
                       bound=(alloc.bound or 0) + res.bound, status=status,
                       operations=alloc.operations + res.operations, stats=stats,
                       certificate=cert, explanation=res.explanation)
    return replace(alloc, operations=alloc.operations + res.operations, stats=stats,
                   status=status, certificate=cert, explanation=res.explanation)


def _precheck(problem: Problem, objective: str) -> Allocation | None:
    """INFEASIBLE with a reason, when no allocation can exist."""
    base = {"kernel": problem.kernel.name, "target": problem.target.name,
            "objective_kind": objective, "status": Status.INFEASIBLE}
    missing = problem.missing_features()
    if missing:
        i, op, f = missing[0]
        has = f" ({len(missing)} such instructions)" if len(missing) > 1 else ""
        return Allocation(**base, explanation=(
            f"instruction {i} ({op}) requires feature {f!r}, which target "
            f"{problem.target.name!r} lacks{has}"))
    over = problem.over_capacity()
    spill_ok = objective == "spill" and all(
        problem.target.classes[p.regclass].spillable for p in over)
    if over and not spill_ok:
        p = over[0]
        cap = len(problem.target.classes[p.regclass].allocatable())
        return Allocation(**base, explanation=describe_pressure(p, cap) + (
            "; spilling is off (objective 'registers')" if objective == "registers"
            else f"; class {p.regclass!r} cannot spill"))
    indexed = _indexed_uses(problem)
    if indexed and objective == "registers":
        i, v = indexed[0]
        return Allocation(**base, explanation=(
            f"value {v!r} is read through a runtime index at instruction {i}, which "
            "no register can serve, and spilling is off (objective 'registers')"))
    return None


def _maybe_reorder(kernel: Kernel, target: Target, fixed: Allocation,
                   **kw: Any) -> Allocation:
    """Try a dependence-respecting order that batches activation tables; keep it
    only if it loads tables more cheaply than ``fixed``."""
    order = best_order(kernel, target)
    if order is None or not fixed.is_feasible or "act_cost" not in fixed.stats:
        return fixed
    moved = allocate(reordered(kernel, order), target, keep_order=True, **kw)
    if not moved.is_feasible or moved.stats["act_cost"] >= fixed.stats["act_cost"]:
        return fixed
    bound = order_free_bound(kernel, target)
    over_all = moved.stats["act_cost"] <= bound
    note = ("instructions reordered within their dependences to batch activation "
            "tables (see order); register results are for that order; table loads "
            + ("meet the bound over all orders" if over_all else
               f"are optimal for this order (bound over all orders {bound:g})"))
    stats = {**moved.stats, "act_order_bound": bound,
             "act_fixed_order_cost": fixed.stats["act_cost"]}
    return replace(map_back(moved, order, kernel), stats=stats,
                   certificate=f"{moved.certificate}; {note}")


def allocate(instance: Kernel | InterferenceGraph, target: Target, *,
             objective: str = "registers", backend: str = "auto",
             time_limit: float | None = None, seed: int = 0, workers: int = 1,
             keep_order: bool = False, progress: Progress | None = None) -> Allocation:
    """Allocate registers for ``instance`` on ``target``.

    Parameters
    ----------
    objective
        ``"registers"``: no spilling, minimise registers used per class.
        ``"spill"``: minimise inserted spill code cost (stores, loads, remats,
        times block frequency) under the register limits, with live-range
        splitting: a value may leave its register and come back into any other.
    backend
        ``"auto"`` (heuristics, then CP-SAT only if they miss the lower bound),
        ``"cpsat"``, ``"sat"``, or a heuristic alone: ``"linear-scan"``,
        ``"dsatur"``, ``"chaitin-briggs"``.
    time_limit, seed, workers
        Solver limits. ``time_limit`` is CP-SAT deterministic time (seconds), so
        the same seed and workers give the same answer. The anytime mode (large
        straight-line kernels, objective ``"spill"``) runs a fixed number of rounds,
        also reproducible; a ``time_limit`` there is wall time and may stop it
        earlier.
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
    if objective not in OBJECTIVES:
        raise SolverAllocError(f"unknown objective {objective!r}; choose one of "
                               f"{', '.join(OBJECTIVES)}")
    if backend not in BACKENDS:
        raise SolverAllocError(f"unknown backend {backend!r}; choose one of "
                               f"{', '.join(BACKENDS)}")
    if backend == "belady" and objective != "spill":
        raise SolverAllocError("backend 'belady' is a spill heuristic; use objective "
                               "'spill'")
    opts = SolveOptions(time_limit=time_limit, seed=seed, workers=workers)
    t0 = time.perf_counter()
    if isinstance(instance, InterferenceGraph):
        result = _allocate_graph(instance, target, objective, backend, opts)
    else:
        problem = Problem.from_kernel(instance, target)
        result = _precheck(problem, objective) or _with_activations(
            instance, target, _allocate_kernel(problem, objective, backend, opts,
                                               progress),
            backend, opts)
    if not keep_order and isinstance(instance, Kernel):
        result = _maybe_reorder(instance, target, result, objective=objective,
                                backend=backend, time_limit=time_limit, seed=seed,
                                workers=workers)
    stats = {**result.stats, "backend": backend, "seed": seed, "workers": workers,
             "wall_time": round(time.perf_counter() - t0, 4)}
    return replace(result, stats=stats)
