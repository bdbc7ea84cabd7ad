"""``solve --emit-mir``: the allocated module written back as MIR, once every
function is solved (:mod:`solver_alloc.emit`)."""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from solver_alloc.cli_inputs import UsageError
from solver_alloc.emit import EmitError, check_fingerprint, emit_mir, machine_view
from solver_alloc.emit.module import fallback_documents, function_documents
from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.json_io import write_atomic
from solver_alloc.frontends.llvm_mir import MirMap
from solver_alloc.frontends.mir_parse import MirFunction
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import Target

__all__ = ["MirEmission", "add_emit_args"]

_FUNCTION = re.compile(r"function '([^']+)'")


def add_emit_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--emit-mir", metavar="POST.mir",
                   help="with a .mir input: write the whole module back with every "
                        "function's allocation, as llc-14 -start-after=virtregrewriter "
                        "reads it (x86-64, riscv64-v)")
    p.add_argument("--emit-mir-fallback", metavar="LLVM.post.mir",
                   help="for --emit-mir: a function solver_alloc did not allocate "
                        "(refused, no valid plan) keeps LLVM's allocation from this "
                        "module (llc -stop-after=virtregrewriter of the same input); "
                        "without it such a function is an error")


@dataclass
class MirEmission:
    """What :func:`~solver_alloc.cli._solve_all` collects for ``--emit-mir``."""

    source: str
    out: str | None
    target: Target | None = None
    fallback: str | None = None
    allocations: dict[str, Allocation] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)

    _text: str | None = None
    _docs: dict[str, str] | None = None

    @property
    def text(self) -> str:
        if self._text is None:
            self._text = Path(self.source).read_text()
        return self._text

    def viewer(self, kernel: object, mir: tuple[MirFunction, MirMap] | None
               ) -> Callable[[Allocation], Allocation] | None:
        """What adds a function's MIR view to its valid allocation (None: not MIR)."""
        if mir is None or self.target is None or not isinstance(kernel, Kernel):
            return None
        return lambda alloc: self.with_machine(alloc, (mir[0], kernel, mir[1]))

    @property
    def documents(self) -> dict[str, str]:
        if self._docs is None:
            self._docs = function_documents(self.text)
        return self._docs

    def with_machine(self, alloc: Allocation, mir: tuple[MirFunction, Kernel, MirMap]
                     ) -> Allocation:
        """``alloc`` with its MIR view (a valid plan), else as it is."""
        if self.target is None or not alloc.is_feasible:
            return alloc
        try:
            doc = self.documents.get(alloc.kernel, "")
            return replace(alloc, machine=machine_view(self.source, doc, self.target,
                                                       alloc, mir))
        except SolverAllocError as e:  # the plan stays usable; say why it has no view
            print(f"solver-alloc: note: {e}", file=sys.stderr)
            return alloc

    def check(self, alloc: Allocation | None) -> None:
        """A warm start made for other code is refused (its fingerprint)."""
        if alloc is not None and self.source.endswith(".mir"):
            try:
                check_fingerprint(self.source, self.text, alloc)
            except EmitError as e:
                raise UsageError(str(e)) from None

    @classmethod
    def of(cls, args: argparse.Namespace, target: Target) -> MirEmission:
        out = getattr(args, "emit_mir", None)
        fallback = getattr(args, "emit_mir_fallback", None)
        if fallback and not out:
            raise UsageError("--emit-mir-fallback needs --emit-mir")
        if out and not str(args.kernel).endswith(".mir"):
            raise UsageError(f"--emit-mir writes LLVM MIR: {args.kernel} is not a .mir "
                             "file")
        if fallback and not Path(fallback).is_file():
            raise UsageError(f"{fallback}: no such file (--emit-mir-fallback)")
        return cls(args.kernel, out, target, fallback)

    def refuse(self, err: SolverAllocError) -> None:
        if m := _FUNCTION.search(str(err)):
            self.refused[m.group(1)] = str(err).splitlines()[0]

    def add(self, name: str, alloc: Allocation | None) -> None:
        """A solved function's allocation (None: no valid one)."""
        if alloc is not None:
            self.allocations[name] = alloc
        else:
            self.refused.setdefault(name, "no valid allocation was found")

    def write(self) -> None:
        if self.out is None or self.target is None:
            return
        fallback = fallback_documents(self.fallback) if self.fallback else None
        try:
            module, fell_back = emit_mir(self.source, self.text, self.target,
                                         self.allocations, fallback, self.refused)
        except EmitError as e:
            raise UsageError(str(e)) from None
        write_atomic(self.out, module)
        kept = (f"; {len(fell_back)} function(s) keep LLVM's allocation: "
                f"{', '.join(fell_back)}" if fell_back else "")
        print(f"solver-alloc: MIR written to {self.out} "
              f"({len(self.allocations)} function(s) allocated here{kept})",
              file=sys.stderr)
