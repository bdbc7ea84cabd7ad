"""Registers in 16-bit halves: the view a kernel with 16-bit values is allocated in.

ptxas packs two 16-bit values (``.b16``, ``.f16``, ``.bf16``) into one 32-bit R
register. A class whose target file says ``halves = true`` is, for such a
kernel, allocated in halves: :func:`in_halves` gives the target whose class
counts ``2n`` indices for its ``n`` registers, index ``2k`` being ``R<k>`` (its
low half) and ``2k+1`` ``R<k>.H1``. Widths count halves: a 16-bit value takes
one, a 32-bit value two (an aligned pair of halves: one whole register), a
64-bit value four, a 128-bit value eight, each aligned to its width. So two
16-bit values share a register exactly when they sit in its two halves, and
every other value keeps the registers it had. Reserved registers reserve both
halves; the granule and allocation order are the whole registers'.

The count rows, colourings and the verifier then work on halves unchanged; a
register count the user reads (``--registers``, ``registers_used``) stays in
whole registers (:meth:`~solver_alloc.targets.RegisterClass.named`,
:func:`~solver_alloc.counts.in_named_registers`). This module is target
description, as :meth:`~solver_alloc.targets.Target.with_counts` is: the
verifier reads the same view, and the view's meaning is checked by a placement
search that shares no code with either (``tests/oracles/halves.py``).

A kernel read in halves says so in ``meta["halves"]`` (its classes), and
:func:`target_for` gives the target to solve and verify it on.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from solver_alloc.errors import KernelError
from solver_alloc.ir import Kernel
from solver_alloc.targets import RegisterClass, Target

__all__ = ["HALVES_META", "in_halves", "target_for"]

HALVES_META = "halves"
"""The kernel ``meta`` key listing the classes it was read in halves for."""


def _halved(c: RegisterClass) -> RegisterClass:
    """``c`` in halves (module docstring); a class already halved, or not
    packing, unchanged."""
    if not c.halves or c.unit != 1:
        return c
    def both(regs: frozenset[int]) -> frozenset[int]:
        return frozenset(h for r in regs for h in (2 * r, 2 * r + 1))
    return replace(
        c, count=2 * c.count, unit=2, reserved=both(c.reserved),
        widths=tuple(sorted({1, *(2 * w for w in c.widths)})),
        granularity=2 * c.granularity, callee_saved=both(c.callee_saved),
        order=tuple(h for r in c.order for h in (2 * r, 2 * r + 1)),
        subsets=tuple((n, both(regs)) for n, regs in c.subsets))


_VIEWS: dict[tuple[int, frozenset[str] | None], tuple[Target, Target]] = {}
"""Views made, by target identity: the same target gives the same view object
(the verifier's cache of its last check keys on the target object)."""


def in_halves(target: Target, classes: frozenset[str] | None = None) -> Target:
    """``target`` with its packing classes (those named, or every one) in halves."""
    key = (id(target), classes)
    if key in _VIEWS and _VIEWS[key][0] is target:
        return _VIEWS[key][1]
    out: Mapping[str, RegisterClass] = {
        n: _halved(c) if classes is None or n in classes else c
        for n, c in target.classes.items()}
    if all(out[n] is c for n, c in target.classes.items()):
        return target  # already in halves (a view's view is itself)
    view = replace(target, classes=MappingProxyType(dict(out)))
    if len(_VIEWS) > 64:
        _VIEWS.clear()
    _VIEWS[key] = (target, view)
    return view


def target_for(kernel: object, target: Target) -> Target:
    """The target ``kernel`` is allocated on: ``target`` in halves for the
    classes the kernel was read in halves for, else ``target`` itself."""
    if not isinstance(kernel, Kernel):
        return target
    if HALVES_META not in kernel.meta:
        return target
    named = kernel.meta[HALVES_META]
    where = f"kernel {kernel.name!r}: meta {HALVES_META!r}"
    if not isinstance(named, list | tuple) or not all(isinstance(c, str) for c in named):
        raise KernelError(f"{where}: expected a list of class names, got {named!r}")
    for c in named:
        cls = target.classes.get(c)
        if cls is None or not cls.halves:
            raise KernelError(f"{where}: class {c!r} of target {target.name!r} "
                              f"{'does not exist' if cls is None else 'packs no 16-bit halves'}"
                              " (a kernel read in halves is solved on the target it was "
                              "read for)")
    return in_halves(target, frozenset(named)) if named else target
