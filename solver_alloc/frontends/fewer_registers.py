"""``--registers CLASS=N`` below a class's size on an LLVM MIR function.

A kernel file's class keeps ``N`` registers (the last in the class's
allocation order go, :meth:`~solver_alloc.targets.Target.with_counts`). On MIR
that is not enough:
the target's ``[llvm.registers]`` table names every register, and a function's
physical operands (arguments, results, a call's operands) are values fixed to
registers that must stay. So each function gets a target of its own
(:func:`fewer`) in which the class keeps its size and the last allocatable
registers in its allocation order (:attr:`~solver_alloc.targets.RegisterClass.order`,
else its numbering) become reserved: never allocated, and no longer clobbered by calls
(:func:`~solver_alloc.frontends.llvm_target.llvm_names` leaves reserved
registers out). A register that one of the function's fixed operands names is
never dropped: the one before it in the order goes instead. As with a kernel
file, the reserved registers numbered below ``N`` count among its ``N``, so
``gpr=12`` leaves 11 allocatable on x86-64 either way. A count too small for the registers the
fixed operands name is an error naming them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.llvm_mir import mir_kernel
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirFunction
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target

__all__ = ["Fewer", "RegisterCountError", "fewer", "fewer_function", "named_registers"]


class RegisterCountError(SolverAllocError):
    """``--registers`` leaves a class fewer registers than a function's fixed
    operands name."""


@dataclass(frozen=True, slots=True)
class Fewer:
    """A function's target under ``--registers``, and what was dropped."""

    target: Target
    dropped: Mapping[str, tuple[str, ...]]
    """Class -> its registers made reserved, highest first."""
    saved: Mapping[str, tuple[str, ...]]
    """Class -> the callee-saved registers among them."""

    def notes(self, function: str) -> list[str]:
        """One stderr line per class that lost registers: which went, and a
        warning when callee-saved ones did (the function's ABI would let it
        use them at a save and restore each)."""
        out = []
        for cname, regs in self.dropped.items():
            saved = self.saved.get(cname, ())
            warn = f"; warning: callee-saved {', '.join(saved)} dropped" if saved else ""
            out.append(f"{function}: --registers {cname}="
                       f"{self.target.classes[cname].count - len(regs)} drops "
                       f"{', '.join(regs)} (the last in allocation order that no fixed "
                       f"operand names){warn}")
        return out


def named_registers(kernel: Kernel, target: Target) -> dict[str, set[int]]:
    """Class -> register indices that the kernel's fixed values occupy (a tuple
    all its registers), but a call's clobbers: the MIR frontend names those
    ``~<register>@<instruction>`` and they are not operands of the function."""
    out: dict[str, set[int]] = {}
    for name, decl in kernel.values.items():
        if decl.fixed is None or name.startswith("~"):
            continue
        parsed = target.parse_register(decl.fixed)
        if parsed is not None:
            cname, idx = parsed
            out.setdefault(cname, set()).update(range(idx, idx + decl.width))
    return out


def fewer(target: Target, counts: Mapping[str, int], kernel: Kernel) -> Fewer:
    """``kernel``'s target with each class of ``counts`` cut to its count (see
    the module docstring); :class:`RegisterCountError` naming the registers
    the fixed operands need when the count cannot hold them."""
    target.with_counts(counts)  # the counts themselves: positive, not absurd
    named = named_registers(kernel, target)
    classes = dict(target.classes)
    dropped: dict[str, tuple[str, ...]] = {}
    saved: dict[str, tuple[str, ...]] = {}
    for cname, n in counts.items():
        cls = target.register_class(cname)
        if n >= cls.count:
            classes[cname] = target.with_counts({cname: n}).classes[cname]
            continue
        need = named.get(cname, set())
        order = cls.in_order()
        drop = len(order) - cls.kept_for(n)
        go = [r for r in reversed(order) if r not in need][:drop]
        if len(go) < drop:
            regs = ", ".join(cls.register(r) for r in sorted(need))
            raise RegisterCountError(
                f"--registers {cname}={n}: function {kernel.name!r} has fixed operands "
                f"in {len(need)} registers of class {cname!r} ({regs}), more than the "
                f"{cls.kept_for(n)} allocatable that {n} leave")
        classes[cname] = replace(cls, reserved=cls.reserved | frozenset(go),
                                 callee_saved=cls.callee_saved - frozenset(go))
        dropped[cname] = tuple(cls.register(r) for r in go)
        saved[cname] = tuple(cls.register(r) for r in go if r in cls.callee_saved)
    return Fewer(replace(target, classes=MappingProxyType(classes)), dropped, saved)


def fewer_function(func: MirFunction, kernel: Kernel, target: Target,
                   counts: Mapping[str, int]) -> tuple[Kernel, Fewer]:
    """``func`` read again on its own target under ``counts`` (:func:`fewer`;
    ``kernel``: ``func`` read on ``target``), and that target."""
    few = fewer(target, counts, kernel)
    return mir_kernel(func, few.target, llvm_names(few.target)), few
