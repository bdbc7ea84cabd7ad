"""``allocate``: the library's main entry point."""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from solver_alloc.bounds import registers_for, round_to_granule
from solver_alloc.errors import SolverAllocError
from solver_alloc.heuristics.act_greedy import first_fit_loads
from solver_alloc.heuristics.linear_scan import linear_scan
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.problem import Problem, describe_pressure
from solver_alloc.result import Allocation, RegisterRef, Status
from solver_alloc.targets import Target

OBJECTIVES = ("registers", "spill")


def _assignment(problem: Problem, starts: Mapping[str, int]) -> dict[str, RegisterRef]:
    out: dict[str, RegisterRef] = {}
    for v, r in starts.items():
        rv = problem.resolved[v]
        cls = problem.target.classes[rv.regclass]
        regs = tuple(cls.register(x) for x in range(r, r + rv.width))
        out[v] = regs[0] if rv.width == 1 else regs
    return out


def _registers_used(problem: Problem, starts: Mapping[str, int]) -> dict[str, int]:
    top: dict[str, int] = {}
    for v, r in starts.items():
        rv = problem.resolved[v]
        top[rv.regclass] = max(top.get(rv.regclass, -1), r + rv.width - 1)
    return {c: registers_for(problem.target.classes[c], t) for c, t in sorted(top.items())}


def _register_bound(problem: Problem) -> tuple[int, str]:
    total, parts = 0, []
    for c, p in sorted(problem.pressure.items()):
        b = round_to_granule(problem.target.classes[c], p.max_live)
        total += b
        parts.append(f"{c}: MaxLive = {p.max_live} at instruction {p.instr}")
    return total, "; ".join(parts)


def solve_linear_scan(problem: Problem, objective: str, **_: Any) -> Allocation:
    """Linear scan: no spilling; optimal for registers when it meets MaxLive."""
    base = {"kernel": problem.kernel.name, "target": problem.target.name,
            "objective_kind": objective}
    results = linear_scan(problem.liveness, problem.resolved, problem.target)
    failed = [(c, r) for c, r in results.items() if r.failed is not None]
    if failed:
        c, r = failed[0]
        return Allocation(**base, status=Status.UNKNOWN, explanation=(
            f"linear scan found no register of class {c!r} for value {r.failed!r} at "
            f"instruction {(r.failed_point or 0) // 2}, although MaxLive fits: holes, "
            "tuples or fixed registers need an exact backend"))
    indexed = [(i, v) for i, _, ins in problem.kernel.instructions() for v in ins.indexed]
    if indexed:
        i, v = indexed[0]
        return Allocation(**base, status=Status.UNKNOWN, explanation=(
            f"value {v!r} has an indexed use at instruction {i}; linear scan inserts no "
            "spill or remat code to serve it"))
    starts = {v: s for r in results.values() for v, s in r.start.items()}
    used = _registers_used(problem, starts)
    ops = first_fit_loads(problem.kernel, problem.target)
    if objective == "registers":
        bound, why = _register_bound(problem)
        obj = float(sum(used.values()))
        status = Status.OPTIMAL if obj <= bound else Status.FEASIBLE
        cert = (f"registers used equal the MaxLive lower bound ({why})"
                if status is Status.OPTIMAL else f"lower bound from {why}")
        return Allocation(**base, status=status, objective=obj, bound=float(bound),
                          assignment=_assignment(problem, starts), operations=ops,
                          certificate=cert, registers_used=used)
    return Allocation(**base, status=Status.OPTIMAL, objective=0.0, bound=0.0,
                      assignment=_assignment(problem, starts), operations=ops,
                      certificate="no spill code is needed: spill cost 0 is the "
                      "least possible", registers_used=used)


BACKENDS: dict[str, Callable[..., Allocation]] = {"linear-scan": solve_linear_scan}


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
    return None


def allocate(instance: Kernel | InterferenceGraph, target: Target, *,
             objective: str = "registers", backend: str = "auto",
             time_limit: float | None = None, seed: int = 0, workers: int = 1
             ) -> Allocation:
    """Allocate registers for ``instance`` on ``target``.

    Parameters
    ----------
    objective
        ``"registers"``: no spilling, minimise registers used per class.
        ``"spill"``: minimise inserted spill code cost under the register limits.
    backend
        ``"auto"`` or a name in :data:`BACKENDS`.
    time_limit, seed, workers
        Solver limits; the same seed and workers give the same answer.

    Examples
    --------
    >>> from solver_alloc import load_target
    >>> from solver_alloc.io import kernel_from_dict
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
    name = "linear-scan" if backend == "auto" else backend
    if name not in BACKENDS:
        raise SolverAllocError(f"unknown backend {backend!r}; choose one of auto, "
                               f"{', '.join(BACKENDS)}")
    if isinstance(instance, InterferenceGraph):
        raise SolverAllocError(f"backend {name!r} needs a kernel with instructions, "
                               "not an interference graph")
    t0 = time.perf_counter()
    problem = Problem.from_kernel(instance, target)
    result = _precheck(problem, objective) or BACKENDS[name](
        problem, objective, time_limit=time_limit, seed=seed, workers=workers)
    stats = {"backend": name, "wall_time": round(time.perf_counter() - t0, 4),
             "seed": seed, "workers": workers, **result.stats}
    return replace(result, stats=stats)
