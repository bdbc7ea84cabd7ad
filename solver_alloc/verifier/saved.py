"""The verifier's price of callee-saved registers (its own code, as the rest of it).

A callee-saved register that the plan *uses* (a value assigned to it, or a load,
remat or move into it) must be saved in the prologue and restored at every exit:
its class's store and load, once per execution of the function, that is at the
entry block's frequency. (A live-in that arrives in one and is only read would
not need it; such a plan is priced as if it did, the rule the solvers share.)
"""

from __future__ import annotations

from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import Target
from solver_alloc.verifier.simulate import Checker, regs_of

__all__ = ["saved_registers_cost"]

_WRITES = {"load": "reg", "remat": "reg", "move": "dst"}


def saved_registers_cost(ch: Checker, kernel: Kernel, target: Target,
                         alloc: Allocation) -> float:
    """``sum over used callee-saved registers r of (store_c + load_c) * f_entry``."""
    if not kernel.blocks or not any(c.callee_saved for c in target.classes.values()):
        return 0.0
    written = {r for ref in alloc.assignment.values() for r in regs_of(ref)}
    for op in alloc.operations:
        field = _WRITES.get(op.op)
        if field is not None:
            written.update(regs_of(getattr(op, field)))
    cost = 0.0
    for r in written:
        parsed = ch.parse(r)
        if parsed is None:
            continue  # reported as a bad register elsewhere
        cls = target.classes[parsed[0]]
        if parsed[1] in cls.callee_saved:
            cost += cls.store_cost + cls.load_cost
    return cost * float(kernel.blocks[0].freq)
