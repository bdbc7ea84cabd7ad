"""Warp-uniform PTX values in the uniform register file (:func:`in_uniform_registers`).

ptxas keeps values that are the same for every thread of a warp in uniform
registers (``UR0``-``UR62`` on sm_90, one per warp, outside the
``-maxrregcount`` cap): kernel parameters, block indices and the address
arithmetic on them. Only in an ``.entry``: a ``.func``'s parameters may differ
from thread to thread. A value is *uniform* here when every def of it (after
the frontend's webs) is unguarded and reads only uniform values: an
``ld.param``/``ld.const``, integer arithmetic or a move
(:data:`~solver_alloc.frontends.ptx_remat.ARITHMETIC`), a ``selp`` or a
``setp`` (predicates count as uniform for what reads them, though they stay
in class ``p``), with special registers ``%ctaid``, ``%nctaid`` or ``%ntid``
only, and it is not read before a def. That is the greatest fixpoint, so a
loop counter and what it selects are uniform, when every guarded branch,
``ret`` and ``exit`` tests a uniform predicate (every thread of a warp takes
the same path); otherwise only values with one def are, which are the same
in every thread that runs them whatever the path. Checked against runs of
random programs thread by thread (``tests/oracles/uniform.py``).

When the target has a uniform class ``ur``, uniform values go there,
``no_spill`` and not rematerialised (each stays in its register for its whole
life), as many as fit its allocatable registers less :data:`SLACK` at every
instruction (their widths counted): all of them when they fit, else, while
some instruction is over, the value live there longest stays in ``r``
(:func:`_fitting`). That loses no plan: with some in ``ur`` at no cost, class
``r`` plans for a subset of its values, and a plan for a subset never costs
more (every plan that also holds some of them in ``r`` restricts to one as
cheap). Any instruction may read a
uniform register (the target file's estimate), so a value of ``r`` whose remat
reads uniform values may be recomputed wherever those are live
(:attr:`~solver_alloc.spill.problem.SplitProblem.remat_at`). The kernel's
``meta`` says how many went to ``ur`` and how many stayed (the unspecialised
matmuls have up to 259 live uniform registers' worth at once)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from solver_alloc.analysis.liveness import live_after
from solver_alloc.frontends.ptx_parse import PtxInstr
from solver_alloc.frontends.ptx_remat import ARITHMETIC
from solver_alloc.ir import Instr, Kernel
from solver_alloc.targets import Target

__all__ = ["UNIFORM_CLASS", "in_uniform_registers", "uniform_values"]

UNIFORM_CLASS = "ur"
SLACK = 8
"""Uniform registers left free at the peak: their values are ``no_spill``, so a
colouring that failed (pairs' alignment) would leave the class without a plan."""
_BLOCK_UNIFORM = re.compile(r"%(ctaid|nctaid|ntid)(\.[xyz])?")


def _from_uniform_sources(item: PtxInstr) -> bool:
    """A def whose result is uniform when its register operands are: a read of
    parameter or constant memory, integer arithmetic or a move, a select
    (``selp``) and a comparison (``setp``, for the predicates the others read)."""
    root = item.opcode.split(".")[0]
    if item.guard is not None:
        return False
    if root == "ld":
        return bool(re.search(r"\.(param|const)\b", item.opcode))
    if root not in ("selp", "setp") and (
            root not in ARITHMETIC or (re.search(r"\.(f16|f16x2|bf16|f32|f64)\b",
                                                 item.opcode) and root != "mov")):
        return False
    return all(_BLOCK_UNIFORM.fullmatch(s) for s in item.specials())


def _fixpoint(defs: list[tuple[str, tuple[str, ...]]], allowed: set[str]) -> set[str]:
    """The greatest set of ``allowed`` values whose every def (``(value, its
    reads)``) reads only values of the set: with control flow the same for
    every thread, each such def computes the same for every thread."""
    found = set(allowed)
    changed = True
    while changed:
        changed = False
        for v, uses in defs:
            if v in found and not all(u in found for u in uses):
                found.discard(v)
                changed = True
    return found


def _uniform_branches(kernel: Kernel, items: Sequence[PtxInstr], instrs: Sequence[Instr],
                      found: set[str], regular: str) -> bool:
    """Every guarded branch, return and exit tests a uniform predicate (or is
    ``.uni``): every thread of a warp takes the same path. The guard is the
    kernel instruction's predicate use (its name after webs and scopes, not the
    PTX's; an exit may also read values of ``regular``, such as the registers
    held for the machine)."""
    return all(item.guard is None or ".uni" in item.opcode
               or all(u in found for u in ins.uses if kernel.values[u].regclass != regular)
               for item, ins in zip(items, instrs, strict=True)
               if item.opcode.split(".")[0] in ("bra", "ret", "exit"))


def uniform_values(kernel: Kernel, items: Sequence[PtxInstr], regular: str
                   ) -> frozenset[str]:
    """The values of class ``regular`` that are uniform (module docstring);
    ``items`` are the kernel's PTX instructions, one each, in order."""
    instrs = [ins for _, _, ins in kernel.instructions()]
    if len(instrs) != len(items):
        return frozenset()
    n_defs: dict[str, int] = {}
    for ins in instrs:
        for v in ins.defs:
            n_defs[v] = n_defs.get(v, 0) + 1
    defs = [(v, ins.uses) for ins in instrs for v in ins.defs]
    sources = {v for item, ins in zip(items, instrs, strict=True) if _from_uniform_sources(item)
               for v in ins.defs}
    # a value with a def that is no uniform source, or read before any def, is not
    bad = {v for item, ins in zip(items, instrs, strict=True) for v in ins.defs
           if not _from_uniform_sources(item)} | set(kernel.live_in)
    allowed = sources - bad
    found = _fixpoint(defs, allowed)
    if not _uniform_branches(kernel, items, instrs, found, regular):
        # paths may part: only values with one def
        found = _fixpoint(defs, {v for v in allowed if n_defs[v] == 1})
    return frozenset(v for v in found if kernel.values[v].regclass == regular)


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
    uniform = sorted(v for v, w in width.items() if w in ur.widths)
    if not uniform:
        return kernel
    live = live_after(kernel, set(range(kernel.n_instrs)))
    # what runs out of each instruction, and its defs nobody reads (they take a
    # register as it writes)
    written = [live[i] | frozenset(ins.defs)
               for i, (_, _, ins) in enumerate(kernel.instructions())]
    count = len(ur.allocatable())
    room = max(0, count - SLACK)
    found, peak = _fitting(uniform, width, [frozenset(kernel.live_in), *written], room)
    values = dict(kernel.values)
    for v in found:
        values[v] = replace(values[v], regclass=UNIFORM_CLASS, width=width[v], no_spill=True,
                            remat_cost=None, remat_from=())
    left = (f"; {len(uniform) - len(found)} more left in class {regular!r} (all at once "
            f"need more than {room} of its {count})") if len(found) < len(uniform) \
        else ""
    return replace(kernel, values=values, meta={**kernel.meta, "uniform": (
        f"{len(found)} uniform values in class {UNIFORM_CLASS!r} "
        f"(at most {peak} of its {count} registers live at once){left}")})


def _fitting(uniform: list[str], width: dict[str, int], live: list[frozenset[str]],
             room: int) -> tuple[list[str], int]:
    """The uniform values kept in ``ur`` and their peak: all of them when they
    fit in ``room`` registers at every point (``live``: the sets of values live
    there), else, while some point is over, the value live there for the most
    points leaves (it holds a register longest), so what is kept fits."""
    col = {v: j for j, v in enumerate(uniform)}
    at = np.zeros((len(live), len(uniform)), dtype=bool)
    for i, s in enumerate(live):
        for v in s:
            if (j := col.get(v)) is not None:
                at[i, j] = True
    w = np.asarray([width[v] for v in uniform], dtype=np.int64)
    span = at.sum(axis=0)
    load = at.astype(np.int64) @ w
    while load.size and load.max() > room:
        row = int(load.argmax())
        here = np.flatnonzero(at[row] & (w > 0))
        drop = int(here[np.argmax(span[here])])
        load -= at[:, drop] * w[drop]
        w[drop] = 0
    return [v for v, x in zip(uniform, w, strict=True) if x], int(load.max(initial=0))
