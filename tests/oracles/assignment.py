"""Is a static assignment (no inserted code) of a straight-line, width-1 kernel
valid? Decided from per-point live sets alone; shares no code with the verifier.

A value live at some point needs a register of the class (named exactly
``prefix`` + index, not reserved), except a live-in that is never written nor
read, which may stay in memory unassigned. Values live at one point need
distinct registers."""

from __future__ import annotations

from oracles.liveness import never_in_a_register, oracle_live_sets
from solver_alloc import Kernel, Target


def assignment_is_valid(k: Kernel, t: Target, assignment: dict[str, str]) -> bool:
    cls = t.classes[t.default_class]
    names = {f"{cls.prefix}{i}" for i in range(cls.count) if i not in cls.reserved}
    may_stay = never_in_a_register(k)
    for live in oracle_live_sets(k):
        regs = []
        for v in live:
            r = assignment.get(v)
            if r is None:
                if v in may_stay:
                    continue
                return False
            if r not in names:
                return False
            regs.append(r)
        if len(regs) != len(set(regs)):
            return False
    return True
