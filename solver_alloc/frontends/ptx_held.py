"""The registers a compiled kernel gives up to the machine, held from entry to exit.

ptxas keeps the stack pointer in ``R1`` (``LDC R1, c[0x0][0x28]`` opens every
kernel), and its count (``Used N registers``, what ``-maxrregcount`` caps and
occupancy pays for) is two more than the R registers its SASS names, on every
kernel of ``instances/ptx/``. A target class says how many such registers it
has (``kernel_held``, 3 on ``nvidia-sm90``'s ``r``). Each becomes a value of
the kernel: a live-in fixed to the first unreserved registers, ``R0``, ``R1``,
... (which ones does not matter to a count), ``no_spill``, read by the last
instruction of every block that ends the kernel and live out of it, so every
plan keeps it in its register throughout (a def of that last instruction
cannot take it).
Then under ``--registers r=CAP`` the kernel's own values get ``CAP`` less
these, as under ptxas's ``-maxrregcount CAP``, and the registers objective
counts as ptxas does.
"""

from __future__ import annotations

from dataclasses import replace

from msgspec import structs

from solver_alloc.frontends.ptx_parse import PtxError
from solver_alloc.ir import Kernel, ValueDecl, unused_name
from solver_alloc.targets import Target

__all__ = ["HELD_PREFIX", "with_held_registers"]

HELD_PREFIX = "%ptxas_held"
"""Names of the held values: ``%ptxas_held0``, ``%ptxas_held1``, ..."""


def with_held_registers(kernel: Kernel, target: Target, source: str = "<ptx>") -> Kernel:
    """``kernel`` with its default class's ``kernel_held`` registers held (module
    docstring), in its first unreserved registers; unchanged when the class
    holds none. :class:`PtxError` when they leave no register for the kernel."""
    cls = target.classes[target.default_class]
    if cls.kernel_held == 0:
        return kernel
    whole = [r for r in range(cls.count // cls.unit)
             if not any(r * cls.unit + h in cls.reserved for h in range(cls.unit))]
    if len(whole) <= cls.kernel_held:
        raise PtxError(f"{source}: function {kernel.name!r}: class {cls.name!r} has "
                       f"{len(whole)} allocatable registers and {cls.kernel_held} are "
                       "held for the machine (ptxas's stack pointer and the two its "
                       "count adds): none is left for the kernel's values")
    taken = set(kernel.value_names())
    names = [unused_name(f"{HELD_PREFIX}{i}", taken) for i in range(cls.kernel_held)]
    held = {n: ValueDecl(regclass=cls.name, width=cls.unit,
                         fixed=cls.register(r * cls.unit), no_spill=True)
            for r, n in zip(whole, names, strict=False)}
    blocks = []
    for b in kernel.blocks:
        if b.succs or not b.instrs:
            blocks.append(b)
            continue
        last = b.instrs[-1]
        instrs = (*b.instrs[:-1], structs.replace(last, uses=(*last.uses, *names)))
        blocks.append(structs.replace(b, instrs=instrs))
    return replace(kernel, blocks=tuple(blocks),
                   values={**kernel.values, **held}, live_in=(*kernel.live_in, *names),
                   live_out=(*kernel.live_out, *names))
