"""What the CLI reads besides its options: kernels, graphs, the functions of
LLVM ``.mir`` and PTX ``.ptx`` files, and the plan to beat (``--warm-start``)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.allocation import load_allocation
from solver_alloc.frontends.fewer_registers import RegisterCountError, fewer_function
from solver_alloc.frontends.functions import named
from solver_alloc.frontends.llvm_mir import MirMap, mir_kernel_mapped
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, MirFunction, read_mir
from solver_alloc.frontends.registry import KERNEL_JSON, frontend_for
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import MAX_REGISTERS, Target, load_target

__all__ = ["Input", "UsageError", "bounded_int", "function_kernels", "instance",
           "instances", "is_stdout", "one_input", "register_overrides",
           "target_counts", "targeted_kernels", "warm_start"]


class UsageError(SolverAllocError):
    """A command line that names what does not exist or does not fit."""


def bounded_int(lo: int, hi: int) -> Callable[[str], int]:
    """argparse type: an integer in ``[lo, hi]``."""
    def parse(text: str) -> int:
        try:
            x = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected an integer, got {text!r}"
                                             ) from None
        if not lo <= x <= hi:
            raise argparse.ArgumentTypeError(f"expected an integer in [{lo}, {hi}], "
                                             f"got {text!r}")
        return x
    return parse


def target_counts(args: argparse.Namespace) -> tuple[Target, dict[str, int]]:
    """The target as shipped and the ``--registers`` counts (checked): each input
    applies them (:func:`targeted_kernels`)."""
    target, counts = load_target(args.target), register_overrides(args.registers or [])
    target.with_counts(counts)
    return target, counts


def is_stdout(path: str) -> bool:
    """True when ``path`` is the file standard output writes to (``/dev/stdout``,
    or the pipe or file it is redirected to)."""
    try:
        return os.path.samestat(os.stat(path), os.fstat(sys.stdout.fileno()))
    except (OSError, ValueError):  # no such file yet, or stdout has no descriptor
        return False


def register_overrides(items: Sequence[str]) -> dict[str, int]:
    """``CLASS=N`` items (``--registers``, a campaign's override sets) as a map."""
    out = {}
    for item in items:
        cname, sep, n = item.partition("=")
        if not sep or not n.isdigit():
            raise UsageError(f"--registers expects CLASS=N, got {item!r}")
        if not 1 <= int(n) <= MAX_REGISTERS:
            raise UsageError(f"--registers {item}: count must be a positive integer, "
                             f"at most {MAX_REGISTERS}")
        out[cname] = int(n)
    return out


def instances(path: str, target: Target, function: str | None
              ) -> Sequence[Kernel | InterferenceGraph]:
    """The kernel or graph of ``path``; every function (or the one named) of an
    LLVM ``.mir`` or a PTX ``.ptx`` file. The first function that cannot be read
    raises its error."""
    if not Path(path).exists():
        raise UsageError(f"{path}: no such file")
    found = function_kernels(path, target, function)
    for f in found:
        if isinstance(f, SolverAllocError):
            raise f
    return [f for f in found if not isinstance(f, SolverAllocError)]


def function_kernels(path: str, target: Target, function: str | None
                     ) -> Sequence[Kernel | InterferenceGraph | SolverAllocError]:
    """Like :func:`instances`, but a function of a ``.mir``/``.ptx`` file that
    cannot be read is its error in the list (the others still run). The reader
    is the one :data:`~solver_alloc.frontends.registry.FRONTENDS` has for the
    suffix; a file of any other suffix is kernel JSON."""
    frontend = frontend_for(path, default=KERNEL_JSON)
    if function is not None and not frontend.has_functions:
        raise UsageError("--function/--entry names a function of an LLVM .mir or a "
                         "PTX .ptx file")
    return frontend.read(path, target, function)


@dataclass(frozen=True, slots=True)
class Input:
    """One kernel or graph (or the error that says why a function of a .mir or
    .ptx file cannot be read) and the target it is solved on."""

    kernel: Kernel | InterferenceGraph | SolverAllocError
    target: Target
    notes: tuple[str, ...] = ()
    """What ``--registers`` dropped from this function's target (for stderr)."""
    mir: tuple[MirFunction, MirMap] | None = None
    """For a function of a .mir file: it, and where its instructions went in the
    kernel (what ``--emit-mir`` writes the allocation back with)."""


def dropped_notes(target: Target, counts: Mapping[str, int]) -> tuple[str, ...]:
    """One stderr line per class ``--registers`` cuts: the registers it drops
    (the last in the class's allocation order), callee-saved ones named."""
    out = []
    for cname, regs in target.dropped(counts).items():
        cls = target.register_class(cname)
        saved = [r for r in regs if cls.alloc_index(r) in cls.callee_saved]
        warn = f" (callee-saved: {', '.join(saved)})" if saved else ""
        shown = ", ".join(regs) if len(regs) <= 8 else \
            f"{', '.join(regs[:3])}, ..., {regs[-1]} ({len(regs)} registers)"
        out.append(f"--registers {cname}={counts[cname]} keeps {cls.kept_for(counts[cname])} "
                   f"allocatable registers and drops {shown}{warn}")
    return tuple(out)


def targeted_kernels(path: str, target: Target, counts: Mapping[str, int],
                     function: str | None) -> list[Input]:
    """:func:`function_kernels` of ``path``, each with its target under the
    ``--registers`` ``counts``: ``target`` with those counts, but on LLVM MIR,
    where a count below the class's size gives each function a target of its
    own (:mod:`~solver_alloc.frontends.fewer_registers`)."""
    whole = all(n >= target.register_class(c).count for c, n in counts.items())
    if not path.endswith(".mir"):
        on = target.with_counts(counts) if counts else target
        notes = dropped_notes(target, counts)
        return [Input(k, on, notes) for k in function_kernels(path, on, function)]
    target.with_counts(counts)  # the counts themselves, before any reading
    on = target.with_counts(counts) if counts and whole else target
    names = llvm_names(on)
    out = []
    for f in named(read_mir(path), function, path, MirError):
        try:
            k, mapping = mir_kernel_mapped(f, on, names)
            if whole:
                out.append(Input(k, on, dropped_notes(target, counts), (f, mapping)))
                continue
            k, few = fewer_function(f, k, target, counts)
            out.append(Input(k, few.target, tuple(few.notes(f.name)), (f, mapping)))
        except (MirError, RegisterCountError) as e:
            out.append(Input(e, target))
    return out


def one_input(args: argparse.Namespace, target: Target, counts: Mapping[str, int]
              ) -> tuple[Kernel | InterferenceGraph, Target, tuple[str, ...]]:
    """The one kernel ``args`` name (a .mir/.ptx file with several needs
    --function), its target under ``counts`` and :attr:`Input.notes`; a
    function that cannot be read raises its error."""
    if not Path(args.kernel).exists():
        raise UsageError(f"{args.kernel}: no such file")
    found = targeted_kernels(args.kernel, target, counts, args.function)
    if len(found) != 1:
        raise UsageError(f"{args.kernel} has {len(found)} functions; name one with "
                         "--function")
    if isinstance(found[0].kernel, SolverAllocError):
        raise found[0].kernel
    return found[0].kernel, found[0].target, found[0].notes


def instance(args: argparse.Namespace, target: Target) -> Kernel | InterferenceGraph:
    """The one kernel ``args`` name (a .mir/.ptx file with several needs
    --function)."""
    found = instances(args.kernel, target, args.function)
    if len(found) != 1:
        raise UsageError(f"{args.kernel} has {len(found)} functions; name one with "
                         "--function")
    return found[0]


def warm_start(args: argparse.Namespace, name: str, several: bool
               ) -> Allocation | None:
    """The plan to beat: ``--warm-start`` FILE, or FOLDER/<name>.json for the
    functions of a .mir file (missing there: none)."""
    if not args.warm_start:
        return None
    path = Path(args.warm_start)
    if several or path.is_dir():
        path = path / f"{name}.json"
        if not path.exists():
            return None
    elif not path.exists():
        raise UsageError(f"{path}: no such file")
    return load_allocation(path)
