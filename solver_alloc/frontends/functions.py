"""What the frontends of files holding several functions (LLVM MIR, PTX) share:
keeping the function named on the command line, building each function's kernel
or the error that says why it cannot be, and raising the first such error."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol, TypeVar

from solver_alloc.errors import KernelError
from solver_alloc.ir import Kernel

__all__ = ["every_kernel", "kernels_or_errors", "named"]


class _Named(Protocol):
    @property
    def name(self) -> str: ...


F = TypeVar("F", bound=_Named)
E = TypeVar("E", bound=KernelError)


def named(funcs: Sequence[F], name: str | None, path: str | Path,
          error: type[KernelError]) -> list[F]:
    """``funcs``, or only the one called ``name``; ``error`` when there is none."""
    if name is None:
        return list(funcs)
    found = [f for f in funcs if f.name == name]
    if not found:
        raise error(f"{path}: no function {name!r}")
    return found


def kernels_or_errors(funcs: Sequence[F], build: Callable[[F], Kernel],
                      error: type[E]) -> list[Kernel | E]:
    """Each function's kernel, or its ``error`` (the other functions still build)."""
    out: list[Kernel | E] = []
    for f in funcs:
        try:
            out.append(build(f))
        except error as e:
            out.append(e)
    return out


def every_kernel(results: Sequence[Kernel | KernelError]) -> list[Kernel]:
    """The kernels; the first function that could not be read raises its error."""
    for r in results:
        if isinstance(r, KernelError):
            raise r
    return [r for r in results if isinstance(r, Kernel)]
