"""Classes that spill into one register of a host class, under the registers
objective (NVIDIA predicates: ptxas packs them into an R register with P2R/R2P),
and the same register under the spill objective.

A class ``c`` that names a host (``spills_into = "r"`` in the target file) and
needs more registers than it has may still spill when registers, not code, are
minimised. The plan space: every other class unspilled; class ``c``'s spill code
(the split model's plans, priced at its store and load cost) keeps its spilled
values in one register of the host, reserved for them from entry to exit. So the
host is coloured with one more value, live everywhere (:func:`with_hosts`), which
the assignment leaves out; the verifier counts the host the same way (a register
of the counted prefix that no value touches, else the next one).

Under the spill objective the host keeps that register too: the kernel is solved
with the host value (placed where the colouring likes, so tuples' alignment
loses least), and a repaired plan is verified without it, on the kernel itself.

Bound: ``MaxLive_c > K_c`` proves that class ``c`` must spill, so every plan of
the space holds the host register, and the host's colouring bound (with that
value) is a bound on the space; class ``c`` itself uses all ``K_c`` registers at
its MaxLive point.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.recomputable import recomputed_somewhere
from solver_alloc.analysis.registers import round_to_granule
from solver_alloc.ir import Kernel, ValueDecl, unused_name
from solver_alloc.result import Allocation, Status
from solver_alloc.targets import Target

__all__ = ["host_slack", "hosted_allocation", "overflowing", "with_hosts",
           "without_hosts"]


def overflowing(problem: Problem) -> frozenset[str]:
    """Classes over their register count that may spill into a host class."""
    classes = problem.target.classes
    return frozenset(p.regclass for p in problem.over_capacity()
                     if classes[p.regclass].spills_into is not None)


def with_hosts(kernel: Kernel, target: Target, spilling: frozenset[str]
               ) -> tuple[Kernel, frozenset[str]]:
    """``kernel`` with one value per host class live from entry to exit (the
    register holding the spilled values), and those values' names."""
    hosts = sorted({str(target.classes[c].spills_into) for c in spilling})
    taken = set(kernel.value_names())
    names = [unused_name(f"%spilled-into.{h}", taken) for h in hosts]
    held = {n: ValueDecl(regclass=h, no_spill=True, held=True)
            for n, h in zip(names, hosts, strict=True)}
    values = {**kernel.values, **held}
    return (replace(kernel, values=values, live_in=(*kernel.live_in, *names),
                    live_out=(*kernel.live_out, *names)), frozenset(names))


def without_hosts(alloc: Allocation, hosts: frozenset[str]) -> Allocation:
    """``alloc`` of a kernel :func:`with_hosts` made, as an allocation of the
    kernel: the host values leave the assignment (their registers stay counted,
    as the verifier counts the register of the spilled values)."""
    if not alloc.assignment:
        return alloc
    return replace(alloc, assignment={v: r for v, r in alloc.assignment.items()
                                      if v not in hosts})


def hosted_allocation(coloured: Allocation, spilled: Allocation, hosts: frozenset[str],
                      target: Target, slack: int = 0) -> Allocation:
    """The coloured classes (host values left out) and the spilled ones, joined:
    the registers objective counts both, and the spilled classes' code comes
    with them. ``slack``: how much lower the coloured classes' bound may be
    with no host register (:func:`host_slack`); the plan is then not proven."""
    assignment = {**without_hosts(coloured, hosts).assignment, **spilled.assignment}
    counts = dict(spilled.registers_used)
    floors = {c: round_to_granule(target.classes[c], len(target.classes[c].allocatable()))
              for c in counts}
    proven = coloured.status is Status.OPTIMAL and not slack and all(
        counts[c] <= floors[c] for c in counts)
    notes = [f"{c}: over its {len(target.classes[c].allocatable())} registers, spilled "
             f"into one {target.classes[c].spills_into} register ({spilled.certificate}; "
             f"spill code cost {spilled.objective or 0:g})" for c in sorted(counts)]
    return replace(coloured, status=Status.OPTIMAL if proven else Status.FEASIBLE,
                   objective=(coloured.objective or 0) + sum(counts.values()),
                   bound=max(0, (coloured.bound or 0) - slack) + sum(floors.values()),
                   assignment=assignment, operations=spilled.operations,
                   registers_used={**coloured.registers_used, **counts},
                   certificate="; ".join([coloured.certificate, *notes]))


def host_slack(bounds: Mapping[str, int], problem: Problem, spilling: frozenset[str]
               ) -> int:
    """How much the coloured host classes' bounds (``bounds``, with the host
    value in) may exceed their bounds with no host register, when a spilling
    class may avoid spilling by recomputing its values (a PTX predicate).
    Without the host a class's count is at least its MaxLive in ``problem``
    (which has no host value), rounded up; and at least one granule below
    ``b``: a value fewer lowers the registers named by at most one, which
    rounded up can cost a whole granule. 0 when no value of the ``spilling``
    classes may be recomputed before a read (the host is then needed)."""
    if not recomputed_somewhere(problem.kernel, problem.resolved, spilling):
        return 0
    hosts = {str(problem.target.classes[c].spills_into) for c in spilling}
    out = 0
    for h in sorted(hosts):
        cls = problem.target.classes[h]
        b = bounds.get(h, 0)
        live = problem.pressure[h].max_live if h in problem.pressure else 0
        out += max(0, b - max(round_to_granule(cls, live), b - cls.granularity))
    return out
