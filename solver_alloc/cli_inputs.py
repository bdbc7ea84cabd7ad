"""What the CLI reads besides its options: kernels, graphs, the functions of
LLVM ``.mir`` and PTX ``.ptx`` files, and the plan to beat (``--warm-start``)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.allocation import load_allocation
from solver_alloc.formats.dimacs import load_dimacs
from solver_alloc.formats.kernel import load_kernel
from solver_alloc.frontends.llvm_mir import mir_kernels
from solver_alloc.frontends.ptx import ptx_kernels
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import Target

__all__ = ["UsageError", "bounded_int", "function_kernels", "instance", "instances",
           "plain_instances", "register_overrides", "warm_start"]


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


def register_overrides(items: Sequence[str]) -> dict[str, int]:
    """``CLASS=N`` items (``--registers``, a campaign's override sets) as a map."""
    out = {}
    for item in items:
        cname, sep, n = item.partition("=")
        if not sep or not n.isdigit():
            raise UsageError(f"--registers expects CLASS=N, got {item!r}")
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
    cannot be read is its error in the list (the others still run)."""
    if path.endswith(".mir"):
        return mir_kernels(path, target, function)
    if path.endswith(".ptx"):
        return ptx_kernels(path, target, function)
    return plain_instances(path, target, function)


def plain_instances(path: str, target: Target, function: str | None
                    ) -> Sequence[Kernel | InterferenceGraph]:
    """A kernel or .col graph file (``--function`` is for .mir/.ptx files only)."""
    if function is not None:
        raise UsageError("--function/--entry names a function of an LLVM .mir or a "
                         "PTX .ptx file")
    if path.endswith(".col"):
        return [load_dimacs(path)]
    return [load_kernel(path, target)]


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
