"""Verification of colourings of pure interference graphs (DIMACS instances).

Part of the independent verifier: no solver code is imported.
"""

from __future__ import annotations

import re

from solver_alloc.ir import InterferenceGraph
from solver_alloc.result import Allocation
from solver_alloc.targets import Target
from solver_alloc.verifier.report import Report, Violation


def verify_graph(graph: InterferenceGraph, target: Target,
                 allocation: Allocation) -> Report:
    """Every vertex in a register of the default class, adjacent ones apart.

    With ``objective_kind == "spill"`` a vertex may be left out of the assignment
    (spilled) at unit cost; otherwise every vertex must be assigned.
    """
    cls = target.classes[target.default_class]
    out: list[Violation] = []
    index: dict[str, int] = {}
    names = set(graph.vertices)
    for v, ref in allocation.assignment.items():
        m = re.fullmatch(re.escape(cls.prefix) + r"(\d+)", ref if isinstance(ref, str)
                         else "")
        if v not in names:
            out.append(Violation("unknown_value", f"the assignment names unknown "
                                 f"vertex {v!r}"))
        elif m is None or int(m.group(1)) >= cls.count:
            out.append(Violation("wrong_class", f"{ref} is not a register of class "
                                 f"{cls.name!r} for vertex {v!r}"))
        elif int(m.group(1)) in cls.reserved:
            out.append(Violation("reserved_register", f"vertex {v!r} uses reserved "
                                 f"register {ref}"))
        else:
            index[v] = int(m.group(1))
    spilled = [v for v in graph.vertices if v not in allocation.assignment]
    if spilled and allocation.objective_kind != "spill":
        out.append(Violation("unassigned", f"{len(spilled)} vertices have no register, "
                             f"e.g. {spilled[0]!r}"))
    for a, b in graph.edges:
        va, vb = graph.vertices[a], graph.vertices[b]
        if va in index and index[va] == index.get(vb):
            out.append(Violation("register_conflict", f"adjacent vertices {va!r} and "
                                 f"{vb!r} share register {cls.register(index[va])}"))
    used = {}
    if index:
        top = max(index.values())
        prefix = top + 1 - len([r for r in cls.reserved if r <= top])
        n_alloc = cls.count - len(cls.reserved)
        used[cls.name] = min(n_alloc, -(-prefix // cls.granularity) * cls.granularity)
    return Report(violations=tuple(out), cost=float(len(spilled)), registers_used=used)
