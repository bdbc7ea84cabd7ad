"""Which PTX values ptxas may recompute instead of keeping or spilling them:
constants, special registers that hold still, kernel parameters, address and
index arithmetic, and predicates from their comparison (:func:`with_remats`).

ptxas rematerialises such values where a register is short (in SASS a
parameter is a constant-bank operand, ``c[0x0][...]``, read again at no more
than a move; a thread or block index is an ``S2R``/``S2UR`` again; an address
an ``IADD3``/``IMAD`` again). A model without these remats plans in a smaller
space than ptxas's, and its bound may exceed what ptxas emits. With them:

- a value written once by a ``mov`` of an immediate or of a special register
  that holds still for the thread (``%tid``, ``%ntid``, ``%ctaid``,
  ``%nctaid``, ``%laneid``, ``%warpid`` is not: a warp may migrate; clocks,
  timers and counters change), by ``ld.param`` or ``ld.const`` (read-only in a
  kernel), or by integer arithmetic on no register, is rematerialisable at the
  class's remat cost per register of its width;
- one written once by integer arithmetic, a move or a conversion reading
  values of its own class or pinned uniform ones (``add``, ``sub``, ``mul``,
  ``mad``, ``shl``, ``shr``, ``and``, ``or``, ``xor``, ``cvt``, ``cvta``,
  ``mov``, ... on ``.s``/``.u``/``.b`` types) has a remat that reads them
  (:attr:`~solver_alloc.ir.ValueDecl.remat_from`), where
  :func:`~solver_alloc.analysis.remat_reads.rematerialisable_reading` allows it
  (the operands still hold what the def read): the split model places it only
  where they are in registers (:mod:`~solver_alloc.spill.model.remat_operands`)
  and the verifier checks it;
- a predicate written once by a comparison (``setp``, integer or float, one
  result; the ``.and``/``.or``/``.xor`` forms also read a predicate) has a
  remat that reads what it compares, of any class: ptxas re-issues the
  ``ISETP``/``FSETP`` where the predicate is needed instead of keeping it in
  one of the seven P registers or packing it into an R register. Class ``r``
  is planned first and the predicate is recomputed only where ``r``'s plan
  holds those values (:mod:`~solver_alloc.spill.remat_elsewhere`);
- a value a guarded branch sets to one immediate on each way has a remat
  that reads the predicate (a select of the two immediates,
  :mod:`~solver_alloc.frontends.ptx_select`).

A guarded def (``@%p``) keeps the old value when the guard is false and is
never rematerialised, nor is an operation that also writes the carry flag
(``add.cc``, ``mad.lo.cc``: a second one would change what ``addc`` reads),
nor an arithmetic value whose def reads a predicate or another class (but a
pinned uniform one). Floating-point arithmetic is left out (ptxas's remats are
address and index arithmetic; a recomputed ``ex2`` is not one ALU operation)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from solver_alloc.analysis.remat_reads import rematerialisable_reading
from solver_alloc.frontends.ptx_parse import PtxInstr
from solver_alloc.frontends.ptx_select import branch_selected
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target

__all__ = ["ARITHMETIC", "with_remats"]

ARITHMETIC = frozenset({
    "add", "sub", "mul", "mad", "mul24", "mad24", "shl", "shr", "and", "or", "xor",
    "not", "neg", "cvt", "cvta", "mov", "bfe", "bfi", "prmt", "min", "max", "abs",
    "lop3", "shf", "brev", "popc", "clz",
})
"""Opcode roots whose integer forms are one recomputable ALU operation."""

_INTEGER = re.compile(r"\.(?:[sub](?:8|16|32|64)|pred)\b")
_FLOAT = re.compile(r"\.(?:f16|f16x2|bf16|bf16x2|f32|f64|tf32|e4m3|e5m2)\b")
_STILL = re.compile(r"%(?:tid|ntid|ctaid|nctaid|laneid)(?:\.[xyz])?")


def _recomputable(item: PtxInstr) -> bool:
    """Whether the instruction's result may be recomputed (module docstring):
    from immediates, still special registers, read-only memory and the
    registers it reads."""
    root = item.opcode.split(".")[0]
    if item.guard is not None:
        return False
    if root == "setp":  # a comparison of any type; its reads are checked below
        return _still(item)
    if root in ("ld", "ldu"):
        return bool(re.search(r"\.(param|const)\b", item.opcode))
    if root not in ARITHMETIC or ".cc" in item.opcode:
        return False  # not a listed operation, or it also writes the carry flag
    if root not in ("mov", "cvta") and (_FLOAT.search(item.opcode)
                                        or not _INTEGER.search(item.opcode)):
        return False
    return _still(item)


def _still(item: PtxInstr) -> bool:
    """Every special register the instruction reads holds still for the thread."""
    return all(_STILL.fullmatch(s) for s in item.specials())


def _readable(kernel: Kernel, u: str, cls: str | None, compare: bool) -> bool:
    """A remat of a value of ``cls`` may read ``u``: of the same class, or
    pinned in another (``no_spill``, never rematerialised: a uniform register,
    :mod:`~solver_alloc.frontends.ptx_uniform`); a recomputed comparison
    (``compare``) reads values of any class."""
    d = kernel.values.get(u)
    if d is None:
        return False
    return compare or d.regclass == cls or (d.no_spill and d.remat_cost is None)


def with_remats(kernel: Kernel, items: Sequence[PtxInstr], target: Target) -> Kernel:
    """``kernel`` (built from ``items``, in order, one instruction each) with the
    rematerialisable values marked (module docstring)."""
    instrs = [ins for _, _, ins in kernel.instructions()]
    if len(instrs) != len(items) or any(i.opcode.startswith("st.param") for i in items):
        return kernel
    defs: dict[str, int] = {}
    for ins in instrs:
        for v in ins.defs:
            defs[v] = defs.get(v, 0) + 1
    plain: set[str] = set()
    reads: dict[str, tuple[str, ...]] = {}
    for item, ins in zip(items, instrs, strict=True):
        if not _recomputable(item) or len(ins.defs) != 1 or ins.defs[0] in ins.uses:
            continue
        v = ins.defs[0]
        decl = kernel.values.get(v)
        compare = item.opcode.startswith("setp.")
        if decl is None or decl.no_spill or defs[v] != 1 or any(
                not _readable(kernel, u, decl.regclass, compare) for u in ins.uses):
            continue
        if ins.uses:
            reads[v] = tuple(dict.fromkeys(ins.uses))
        else:
            plain.add(v)
    selected = {v: p for v, p in branch_selected(kernel, items).items()
                if not kernel.values[v].no_spill}
    reads.update((v, (p,)) for v, p in selected.items())
    allowed = rematerialisable_reading(kernel, reads) if reads else {}
    values = dict(kernel.values)
    for v in sorted(plain | allowed.keys()):
        decl = values[v]
        rc = target.classes[decl.regclass or target.default_class]
        cost = float(rc.remat_cost) * rc.named(decl.width)
        values[v] = replace(decl, remat_cost=cost, remat_from=allowed.get(v, ()))
    return replace(kernel, values=values)
