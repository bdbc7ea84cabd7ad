"""Warp-uniform PTX values in the uniform register file (:func:`in_uniform_registers`).

ptxas keeps values that are the same for every thread of a warp in uniform
registers (``UR0``-``UR62`` on sm_90, one per warp, outside the
``-maxrregcount`` cap): kernel parameters, block indices and the address
arithmetic on them. Only in an ``.entry``: a ``.func``'s parameters may differ
from thread to thread. A value is *uniform* here when it has one def (after the
frontend's webs), not guarded, by ``ld.param``/``ld.const``, or by integer
arithmetic or a move (:data:`~solver_alloc.frontends.ptx_remat.ARITHMETIC`)
whose register operands are all uniform and whose special registers are
``%ctaid``, ``%nctaid`` or ``%ntid``; a fixpoint from the parameters.

When the target has a uniform class ``ur`` and, at every instruction, the
uniform values live there fit its allocatable registers less
:data:`SLACK` (their widths counted), every uniform value goes to ``ur``,
``no_spill`` and not rematerialised: it stays in its register for its whole
life. That loses no
plan: with them all in ``ur`` at no cost, class ``r`` plans for a subset of its
values, and a plan for a subset never costs more (every plan that also holds
some of them in ``r`` restricts to one as cheap). Any instruction may read a
uniform register (the target file's estimate), so a value of ``r`` whose remat
reads uniform values may be recomputed wherever those are live
(:attr:`~solver_alloc.spill.problem.SplitProblem.remat_at`). When they do not
fit (the unspecialised matmuls: up to 259 live uniform registers' worth at
once), they all stay in ``r``, as before, and the kernel's ``meta`` says why."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from solver_alloc.analysis.liveness import live_after
from solver_alloc.frontends.ptx_parse import REGISTER, SPECIAL, PtxInstr
from solver_alloc.frontends.ptx_remat import ARITHMETIC
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target

__all__ = ["UNIFORM_CLASS", "in_uniform_registers", "uniform_values"]

UNIFORM_CLASS = "ur"
SLACK = 8
"""Uniform registers left free at the peak: their values are ``no_spill``, so a
colouring that failed (pairs' alignment) would leave the class without a plan."""
_BLOCK_UNIFORM = re.compile(r"%(ctaid|nctaid|ntid)(\.[xyz])?")


def _from_uniform_sources(item: PtxInstr) -> bool:
    """A def whose result is uniform when its register operands are."""
    root = item.opcode.split(".")[0]
    if item.guard is not None:
        return False
    if root == "ld":
        return bool(re.search(r"\.(param|const)\b", item.opcode))
    if root not in ARITHMETIC or (re.search(r"\.(f16|f16x2|bf16|f32|f64)\b", item.opcode) \
            and root != "mov"):
        return False
    specials = [m[0] for op in item.operands[1:] for m in REGISTER.finditer(op)
                if SPECIAL.fullmatch(m[0])]
    return all(_BLOCK_UNIFORM.fullmatch(s) for s in specials)


def uniform_values(kernel: Kernel, items: Sequence[PtxInstr], regular: str
                   ) -> frozenset[str]:
    """The values of class ``regular`` that are uniform (module docstring);
    ``items`` are the kernel's PTX instructions, one each, in order."""
    instrs = [ins for _, _, ins in kernel.instructions()]
    if len(instrs) != len(items):
        return frozenset()
    defs: dict[str, int] = {}
    for ins in instrs:
        for v in ins.defs:
            defs[v] = defs.get(v, 0) + 1
    found: set[str] = set()
    candidates = [(ins.defs[0], ins.uses) for item, ins in zip(items, instrs, strict=True)
                  if len(ins.defs) == 1 and defs[ins.defs[0]] == 1
                  and _from_uniform_sources(item)
                  and kernel.values[ins.defs[0]].regclass == regular]
    changed = True
    while changed:
        changed = False
        for v, uses in candidates:
            if v not in found and all(u in found for u in uses):
                found.add(v)
                changed = True
    return frozenset(found)


def in_uniform_registers(kernel: Kernel, items: Sequence[PtxInstr], target: Target
                         ) -> Kernel:
    """``kernel`` with its uniform values in class ``ur`` when they all fit there
    (module docstring); else unchanged, with why in its ``meta``."""
    ur = target.classes.get(UNIFORM_CLASS)
    if ur is None:
        return kernel
    regular = target.default_class
    # widths in ``ur``'s whole registers (the regular class may count halves)
    width = {v: target.classes[regular].named(kernel.values[v].width)
             for v in uniform_values(kernel, items, regular)}
    found = frozenset(v for v, w in width.items() if w in ur.widths)
    if not found:
        return kernel
    live = live_after(kernel, set(range(kernel.n_instrs)))
    entry = sum(width[v] for v in kernel.live_in if v in found)
    peak = max([entry, *(sum(width[v] for v in s if v in found)
                         for s in live.values())])
    count = len(ur.allocatable())
    room = count - SLACK
    if peak > room:
        return replace(kernel, meta={**kernel.meta, "uniform": (
            f"{len(found)} uniform values left in class {regular!r}: {peak} of "
            f"their registers are live at once, more than {room} of "
            f"{UNIFORM_CLASS!r}'s {count}")})
    values = dict(kernel.values)
    for v in found:
        values[v] = replace(values[v], regclass=UNIFORM_CLASS, width=width[v], no_spill=True,
                            remat_cost=None, remat_from=())
    return replace(kernel, values=values, meta={**kernel.meta, "uniform": (
        f"{len(found)} uniform values in class {UNIFORM_CLASS!r} "
        f"(at most {peak} of its {count} registers live at once)")})
