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
with the host's last register reserved (:func:`host_reserved`), so the plan
space is the split model's plans with one host register fewer.

Bound: ``MaxLive_c > K_c`` proves that class ``c`` must spill, so every plan of
the space holds the host register, and the host's colouring bound (with that
value) is a bound on the space; class ``c`` itself uses all ``K_c`` registers at
its MaxLive point.
"""

from __future__ import annotations

from dataclasses import replace

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.registers import registers_for, round_to_granule
from solver_alloc.ir import Kernel, ValueDecl
from solver_alloc.result import Allocation, Status
from solver_alloc.targets import Target

__all__ = ["host_reserved", "hosted_allocation", "overflowing", "with_host_register",
           "with_hosts"]


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
    names = []
    for h in hosts:
        name = f"%spilled-into.{h}"
        while name in taken:
            name += "_"
        names.append(name)
    values = {**kernel.values, **{n: ValueDecl(regclass=h, no_spill=True)
                                  for n, h in zip(names, hosts, strict=True)}}
    return (replace(kernel, values=values, live_in=(*kernel.live_in, *names),
                    live_out=(*kernel.live_out, *names)), frozenset(names))


def _hosts(target: Target, spilling: frozenset[str]) -> list[str]:
    return sorted({str(target.classes[c].spills_into) for c in spilling})


def host_reserved(target: Target, spilling: frozenset[str]) -> Target:
    """``target`` with each host class's last allocatable register reserved: the
    spill objective's plans leave it to the spilled values."""
    classes = dict(target.classes)
    for h in _hosts(target, spilling):
        cls = classes[h]
        classes[h] = replace(cls, reserved=cls.reserved | {max(cls.allocatable())})
    return replace(target, classes=classes)


def with_host_register(alloc: Allocation, target: Target, spilling: frozenset[str]
                       ) -> Allocation:
    """``alloc`` (solved with :func:`host_reserved`) with each host's count
    including the register of the spilled values: a register below the highest
    used that nothing touches, else the next one (the verifier's rule)."""
    if not alloc.is_feasible:
        return alloc
    used: dict[str, set[int]] = {}
    refs = [*alloc.assignment.values(), *(o.dst if o.op == "move" else o.reg
                                          for o in alloc.operations)]
    for ref in refs:
        for r in (ref,) if isinstance(ref, str) else (ref or ()):
            parsed = target.parse_register(r)
            if parsed is not None:
                used.setdefault(parsed[0], set()).add(parsed[1])
    counts = dict(alloc.registers_used)
    for h in _hosts(target, spilling):
        cls, mine = target.classes[h], used.get(h, set())
        top = max(mine, default=-1)
        if all(r in mine or r in cls.reserved for r in range(top + 1)):
            top = min(r for r in cls.allocatable() if r > top)  # kept free: exists
        counts[h] = registers_for(cls, top)
    return replace(alloc, registers_used=counts)


def hosted_allocation(coloured: Allocation, spilled: Allocation, hosts: frozenset[str],
                      target: Target) -> Allocation:
    """The coloured classes (host values left out) and the spilled ones, joined:
    the registers objective counts both, and the spilled classes' code comes
    with them."""
    assignment = {v: r for v, r in coloured.assignment.items() if v not in hosts}
    assignment.update(spilled.assignment)
    counts = dict(spilled.registers_used)
    floors = {c: round_to_granule(target.classes[c], len(target.classes[c].allocatable()))
              for c in counts}
    proven = coloured.status is Status.OPTIMAL and all(
        counts[c] <= floors[c] for c in counts)
    notes = [f"{c}: over its {len(target.classes[c].allocatable())} registers, spilled "
             f"into one {target.classes[c].spills_into} register ({spilled.certificate}; "
             f"spill code cost {spilled.objective or 0:g})" for c in sorted(counts)]
    return replace(coloured, status=Status.OPTIMAL if proven else Status.FEASIBLE,
                   objective=(coloured.objective or 0) + sum(counts.values()),
                   bound=(coloured.bound or 0) + sum(floors.values()),
                   assignment=assignment, operations=spilled.operations,
                   registers_used={**coloured.registers_used, **counts},
                   certificate="; ".join([coloured.certificate, *notes]))
