"""What ``solver-alloc info`` and ``solver-alloc targets`` print."""

from __future__ import annotations

from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.targets import Target, available_targets, load_target

__all__ = ["info_lines", "targets_lines"]


def info_lines(inst: Kernel | InterferenceGraph, target: Target) -> list[str]:
    """A graph's size and degree, or a kernel's size and, per class, its values
    and MaxLive against the allocatable registers (flagged over capacity), and
    the instructions needing features the target lacks."""
    if isinstance(inst, InterferenceGraph):
        deg = [0] * len(inst.vertices)
        for a, b in inst.edges:
            deg[a] += 1
            deg[b] += 1
        return [f"graph {inst.name}: {len(inst.vertices)} vertices, {len(inst.edges)} "
                f"edges, max degree {max(deg, default=0)}"]
    p = Problem.from_kernel(inst, target)
    out = [f"kernel {inst.name}: {len(inst.blocks)} blocks, {inst.n_instrs} "
           f"instructions, {len(p.resolved)} values"]
    for c, cp in sorted(p.pressure.items()):
        n = sum(1 for r in p.resolved.values() if r.regclass == c)
        cls = p.target.classes[c]  # a kernel read in 16-bit halves: counted in halves
        cap = len(cls.allocatable())
        flag = "" if cp.max_live <= cap else "  OVER CAPACITY"
        live = ", ".join(cp.live[:8]) + (" ..." if len(cp.live) > 8 else "")
        out.append(f"  class {c}: {n} values, MaxLive {cls.amount(cp.max_live)} of "
                   f"{cls.amount(cap)} allocatable at instruction {cp.instr} ({live}){flag}")
    out += [f"  instruction {i} ({op}) requires {f!r}, which {target.name} lacks"
            for i, op, f in p.missing_features()]
    return out


def targets_lines() -> list[str]:
    """One line per shipped target: its classes' allocatable counts and
    activation sets."""
    out = []
    for name in available_targets():
        t = load_target(name)
        classes = ", ".join(f"{c.name}[{len(c.allocatable())}]"
                            for c in t.classes.values())
        act = f"; activation sets {len(t.activation.sets)}" if t.activation else ""
        out.append(f"{name:12s} {classes}{act}")
    return out
