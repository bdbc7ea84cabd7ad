"""Greedy first-fit activation-set loading (what the compiler does).

On a miss, load the first set in catalog order that holds the function. The state
is forgotten at every block entry (a load is inserted before the block's first
activation), which is always valid on a CFG, if not cheapest.
"""

from __future__ import annotations

from solver_alloc.ir import Kernel
from solver_alloc.result import Operation
from solver_alloc.targets import Target


def first_fit_loads(kernel: Kernel, target: Target) -> tuple[Operation, ...]:
    """``load_act_set`` operations that make every ``act`` instruction valid."""
    act = target.activation
    if act is None:
        return ()
    ops: list[Operation] = []
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        loaded: frozenset[str] | None = None
        for k, ins in enumerate(b.instrs):
            if ins.act is None:
                continue
            fn = act.canonical(ins.act)
            if loaded is not None and (fn in loaded or fn in act.resident):
                continue
            chosen = next(s for s in act.sets if fn in s.functions or fn in act.resident)
            ops.append(Operation(before=start + k, op="load_act_set", set=chosen.name))
            loaded = chosen.functions
    return tuple(ops)
