"""Colouring a kernel's register classes with whole values (no spill code): one
linear scan, then the colouring backend for the classes it does not prove, and
one allocation from the per-class results. Used by the registers objective and
by the spill objective's first step (a plan with no spill code)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from itertools import chain

import numpy as np

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.registers import round_to_granule
from solver_alloc.backends import Backend, Objective, Role
from solver_alloc.colouring.linear_scan import (
    ByPosition,
    ScanResult,
    copy_partners,
    linear_scan,
)
from solver_alloc.colouring.problem import ColouringProblem, from_kernel
from solver_alloc.colouring.solve import ClassResult, colour_registers, registers_used
from solver_alloc.result import Allocation, FrozenDict, Header, RegisterRef, Status
from solver_alloc.solving import SolveOptions

__all__ = ["colour_kernel", "combine"]


def _assignment(cp: ColouringProblem, start: np.ndarray
                ) -> Iterable[tuple[str, RegisterRef]]:
    """``(value, register)`` pairs of the placed values, made as they are read
    (the allocation's one dictionary is built from them, with no copy between)."""
    reg = [cp.cls.register(x) for x in range(cp.cls.count)]
    if cp.uniform and (start >= 0).all():
        return zip(cp.names, map(reg.__getitem__, start.tolist()), strict=True)
    return ((cp.names[v], reg[r] if w == 1 else tuple(reg[r: r + w]))
            for v, (r, w) in enumerate(zip(start.tolist(), cp.width.tolist(), strict=True))
            if r >= 0)


def combine(header: Header, results: Mapping[str, tuple[ColouringProblem, ClassResult]],
            objective: Objective) -> Allocation:
    """One allocation from per-class colouring results."""
    ordered = sorted(results.items())
    assignment = FrozenDict(chain.from_iterable(_assignment(cp, r.start)
                                                for _, (cp, r) in ordered))
    used = {c: registers_used(cp, r.start) for c, (cp, r) in ordered}
    missing = [(c, r) for c, (cp, r) in results.items()
               if objective is Objective.REGISTERS and (r.start < 0).any()]
    certs = "; ".join(f"{c}{' (counted in halves)' if cp.cls.unit != 1 else ''}: "
                      f"{r.certificate}" for c, (cp, r) in sorted(results.items()))
    backends = sorted({r.backend for _, r in results.values()})
    stats = {"class_backends": ", ".join(backends)}
    if missing:
        c, r = missing[0]
        status = Status.INFEASIBLE if r.proven else Status.UNKNOWN
        return header.allocation(status, explanation=f"class {c!r}: {r.certificate}",
                                 stats=stats)
    proven = all(r.proven for _, r in results.values())
    return header.allocation(Status.OPTIMAL if proven else Status.FEASIBLE,
                             objective=float(sum(r.objective for _, r in results.values())),
                             bound=float(sum(r.bound for _, r in results.values())),
                             assignment=assignment, certificate=certs,
                             registers_used=used, stats=stats)


def colour_kernel(problem: Problem, backend: Backend, opts: SolveOptions,
                  exclude: frozenset[str] = frozenset()
                  ) -> dict[str, tuple[ColouringProblem, ClassResult]]:
    """Per class (but ``exclude``): linear scan when it meets MaxLive (proven, no
    graph built), else the colouring backend warm-started from linear scan.
    Linear scan runs once."""
    scans = linear_scan(problem.liveness, problem.resolved, problem.target, problem.table,
                        copy_partners(problem.kernel))
    lean = from_kernel(problem, set(problem.pressure) - exclude, with_graph=False)
    starts = {c: _scan_starts(scans[c], cp) for c, cp in lean.items()
              if c in scans and scans[c].failed is None}
    out: dict[str, tuple[ColouringProblem, ClassResult]] = {}
    if backend.name in ("auto", "linear-scan"):
        for c, start in starts.items():
            cp, p = lean[c], problem.pressure[c]
            used = registers_used(cp, start)
            if used <= round_to_granule(cp.cls, p.max_live):
                out[c] = (cp, ClassResult(start, used, used, True, f"linear-scan uses "
                                          f"{used} = lower bound ({cp.bound_note})",
                                          "linear-scan"))
    rest = set(problem.pressure) - set(out) - exclude
    name = "cpsat" if backend.role is Role.AUTO else backend.name
    for c, cp in from_kernel(problem, rest).items() if rest else ():
        extra = {"linear-scan": starts[c]} if c in starts else {}
        out[c] = (cp, colour_registers(cp, name, opts, extra))
    return out


def _scan_starts(scan: ScanResult[str], cp: ColouringProblem) -> np.ndarray:
    """A scan's register starts in ``cp``'s value order (the scan's own order when
    it scanned the same values)."""
    if scan.by_position is not None and isinstance(scan.start, ByPosition) and \
            scan.start.names == cp.names:
        return scan.by_position
    return np.asarray([scan.start[v] for v in cp.names], dtype=np.int64)
