"""Checking a kernel built in Python (``Kernel(...)``, ``Block(...)``, ``Instr(...)``).

Constructing the IR records checks nothing; :func:`check_kernel` applies to such a
kernel the structural rules the JSON loader applies while parsing (every name a
non-empty string, sequences tuples of names, frequencies and widths in range), then
the same semantic checks (:func:`~solver_alloc.analysis.validate.validate_kernel`:
successors exist, definitions reach uses, ...). Every failure is the loader's
one-line :class:`~solver_alloc.errors.KernelError` naming the block, instruction and
field. :func:`~solver_alloc.solve.allocate` runs it on every kernel not already
checked; kernels from :func:`~solver_alloc.formats.kernel.load_kernel` and
:func:`~solver_alloc.formats.kernel.kernel_from_dict` are marked checked.

>>> from solver_alloc.ir import Block, Instr, Kernel
>>> k = Kernel("k", (Block("entry", (Instr("ld", defs="ab"),)),))
>>> check_kernel(k)
Traceback (most recent call last):
    ...
solver_alloc.errors.KernelError: kernel 'k': block 'entry' instruction 0 (global 0): ...
>>> check_kernel(Kernel("k", (Block("entry", (Instr("ld", defs=("a",)),)),))).name
'k'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solver_alloc.analysis.validate import validate_kernel
from solver_alloc.errors import KernelError
from solver_alloc.ir import MAX_FREQ, Block, Instr, Kernel, ValueDecl

CHECKED = "checked"
"""Key in :attr:`Kernel.derived <solver_alloc.ir.Kernel.derived>` marking a kernel
whose structure and semantics were checked (kept by ``forget``)."""

_NAME_TUPLES = ("defs", "uses", "requires", "indexed", "tied", "confined", "foldable",
                "after", "reads", "writes")
_OPT_NAMES = ("engine", "act", "id")


class _Where:
    """Where the check is, for the message (formatted only on failure)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.at = ""

    def fail(self, field: str, msg: str) -> KernelError:
        at = f" {self.at}:" if self.at else ""
        return KernelError(f"{self.source}:{at} field {field!r}: {msg}")


def _is_name(x: object) -> bool:
    return type(x) is str and x != ""


def _names(w: _Where, val: object, field: str) -> None:
    if type(val) is not tuple or not all(map(_is_name, val)):
        raise w.fail(field, f"expected a tuple of non-empty strings, got {val!r}")


def _opt_name(w: _Where, val: object, field: str) -> None:
    if val is not None and not _is_name(val):
        raise w.fail(field, f"expected a non-empty string or None, got {val!r}")


def _instr(w: _Where, ins: Instr) -> None:
    if not _is_name(ins.op):
        raise w.fail("op", f"expected a non-empty string, got {ins.op!r}")
    for f in _NAME_TUPLES:
        _names(w, getattr(ins, f), f)
    for f in _OPT_NAMES:
        _opt_name(w, getattr(ins, f), f)
    if len(set(ins.defs)) != len(ins.defs):
        raise w.fail("defs", "a value is defined twice by one instruction")
    stray = [v for v in ins.indexed if v not in ins.uses]
    if stray:
        raise w.fail("indexed", f"{stray[0]!r} is not one of the instruction's uses")
    if untied := [v for v in ins.tied if v not in ins.uses or v not in ins.defs]:
        raise w.fail("tied", f"{untied[0]!r} is not both a use and a def of the "
                     "instruction")
    if not isinstance(ins.copy, bool):
        raise w.fail("copy", f"expected True or False, got {ins.copy!r}")
    if ins.copy and (len(ins.defs) != 1 or len(ins.uses) != 1 or ins.indexed):
        raise w.fail("copy", "a copy has one def and one use read from a register")
    if odd := [v for v in ins.foldable
               if v not in ins.uses or v in ins.indexed or v in ins.tied]:
        raise w.fail("foldable", f"{odd[0]!r} is not a use read from a register that "
                     "the instruction does not also write")
    if loose := [v for v in ins.confined if v not in ins.uses and v not in ins.defs]:
        raise w.fail("confined", f"{loose[0]!r} is not a use or a def of the "
                     "instruction")


def _block(w: _Where, index: int, b: object, start: int) -> int:
    w.at = f"block {index}"
    if not isinstance(b, Block):
        raise w.fail("blocks", f"expected a Block, got {type(b).__name__}")
    if not _is_name(b.name):
        raise w.fail("name", f"expected a non-empty string, got {b.name!r}")
    w.at = f"block {b.name!r}"
    freq = b.freq
    if isinstance(freq, bool) or not isinstance(freq, int | float) or \
            not 0 <= freq <= MAX_FREQ:  # also rejects nan
        raise w.fail("freq", f"expected a number >= 0 and <= {MAX_FREQ:g}, got {freq!r}")
    _names(w, b.succs, "succs")
    if type(b.instrs) is not tuple:
        raise w.fail("instrs", f"expected a tuple of Instr, got {type(b.instrs).__name__}")
    for k, ins in enumerate(b.instrs):
        w.at = f"block {b.name!r} instruction {k} (global {start + k})"
        if not isinstance(ins, Instr):
            raise w.fail("instrs", f"expected an Instr, got {type(ins).__name__}")
        _instr(w, ins)
    return start + len(b.instrs)


def _value(w: _Where, name: object, d: object) -> None:
    w.at = f"value {name!r}"
    if not _is_name(name):
        raise w.fail("values", f"expected non-empty string keys, got {name!r}")
    if not isinstance(d, ValueDecl):
        raise w.fail("values", f"expected a ValueDecl, got {type(d).__name__}")
    _opt_name(w, d.regclass, "regclass")
    _opt_name(w, d.fixed, "fixed")
    _opt_name(w, d.subset, "subset")
    _names(w, d.remat_from, "remat_from")
    if d.remat_from and d.remat_cost is None:
        raise w.fail("remat_from", "a value that is not rematerialisable (no "
                     "remat_cost) reads nothing to be recomputed")
    if isinstance(d.width, bool) or not isinstance(d.width, int) or d.width < 1:
        raise w.fail("width", f"expected an integer >= 1, got {d.width!r}")
    r = d.remat_cost
    if not (r is None or r is True or (isinstance(r, int | float) and
                                       not isinstance(r, bool) and r >= 0)):
        raise w.fail("remat_cost", f"expected a number >= 0, True or None, got {r!r}")
    if not isinstance(d.no_spill, bool):
        raise w.fail("no_spill", f"expected True or False, got {d.no_spill!r}")


def check_kernel(kernel: Any, source: str | None = None) -> Kernel:
    """``kernel``, checked as the loader checks a file (once: the kernel is then
    marked); ``source`` names it in messages (default ``kernel '<name>'``).

    Raises
    ------
    KernelError
        Not a :class:`~solver_alloc.ir.Kernel`, or the first defect found.
    """
    if not isinstance(kernel, Kernel):
        hint = ("; build a kernel from a dict with kernel_from_dict(...) or "
                "load_kernel(...)" if isinstance(kernel, Mapping) else "")
        raise KernelError(f"expected a Kernel or InterferenceGraph, got "
                          f"{type(kernel).__name__}{hint}")
    if kernel.derived.get(CHECKED):
        return kernel
    w = _Where(source or (f"kernel {kernel.name!r}" if _is_name(kernel.name)
                          else "kernel"))
    if not _is_name(kernel.name):
        raise w.fail("name", f"expected a non-empty string, got {kernel.name!r}")
    if type(kernel.blocks) is not tuple or not kernel.blocks:
        raise w.fail("blocks", f"expected a non-empty tuple of Block, got "
                     f"{kernel.blocks!r:.60}")
    start = 0
    for index, b in enumerate(kernel.blocks):
        start = _block(w, index, b, start)
    for name, d in kernel.values.items():
        _value(w, name, d)
    w.at = ""
    _names(w, kernel.live_in, "live_in")
    _names(w, kernel.live_out, "live_out")
    validate_kernel(kernel, w.source)
    mark_checked(kernel)
    return kernel


def mark_checked(kernel: Kernel) -> Kernel:
    """Mark ``kernel`` as checked (the loaders, after their own checks)."""
    kernel.derived[CHECKED] = True
    return kernel


__all__ = ["CHECKED", "check_kernel", "mark_checked"]
