"""A whole MIR module written back with every function's allocation
(``solver-alloc solve M.pre.mir --emit-mir M.post.mir``).

The module's YAML documents are kept in order: the embedded IR module as it is,
each function as :func:`~solver_alloc.emit.mir_function.write_function` rewrites
it. A function without an allocation is an error naming it, unless a fallback
module (LLVM's own allocation, ``-stop-after=virtregrewriter`` of the same input)
is given: then that function's document is taken from it, and the caller is
told which.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from solver_alloc.emit.mir_function import EmitError, write_function
from solver_alloc.emit.places import places
from solver_alloc.emit.tables import mir_spelling
from solver_alloc.frontends.llvm_mir import mir_kernel_mapped
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import parse_mir
from solver_alloc.result import Allocation
from solver_alloc.targets import Target

__all__ = ["EmitError", "emit_mir", "split_documents"]


def split_documents(text: str) -> list[str]:
    """The YAML documents of a MIR file, each from its ``---`` line to its ``...``."""
    docs: list[str] = []
    cur: list[str] = []
    for line in text.split("\n"):
        if line.startswith("---") and cur:
            docs.append("\n".join(cur))
            cur = []
        cur.append(line)
    if cur and any(s.strip() for s in cur):
        docs.append("\n".join(cur))
    return docs


def _name(doc: str) -> str | None:
    for line in doc.split("\n")[:3]:
        if line.startswith("name:"):
            return line.split(":", 1)[1].strip().strip("'\"")
    return None


def emit_mir(source: str | Path, text: str, target: Target,
             allocations: Mapping[str, Allocation],
             fallback: Mapping[str, str] | None = None,
             refused: Mapping[str, str] | None = None) -> tuple[str, list[str]]:
    """The module ``text`` (read from ``source``) with each function's
    allocation written in; and the functions taken from ``fallback`` (name ->
    its document in LLVM's allocated module). An allocation that is not
    feasible, or a function with none and no fallback, is an
    :class:`EmitError` naming the function."""
    spell = mir_spelling(target)
    names = llvm_names(target)
    out: list[str] = []
    fell_back: list[str] = []
    for doc in split_documents(text):
        name = _name(doc)
        if name is None:
            out.append(doc)
            continue
        alloc = allocations.get(name)
        if alloc is None or not alloc.is_feasible:
            if fallback is not None and name in fallback:
                out.append(fallback[name])
                fell_back.append(name)
                continue
            why = (refused or {}).get(name) or ("it was not allocated" if alloc is None
                                                else f"its allocation is {alloc.status.value}")
            raise EmitError(f"{source}: function {name!r}: {why}; no MIR is written "
                            "for code solver_alloc did not allocate (--emit-mir-fallback "
                            "takes LLVM's allocation for such functions)")
        (func,) = parse_mir(doc, str(source))
        kernel, mapping = mir_kernel_mapped(func, target, names)
        out.append(write_function(doc, func, kernel, mapping, alloc,
                                  places(kernel, alloc), spell))
    return "\n".join(out), fell_back


def fallback_documents(path: str | Path) -> dict[str, str]:
    """Function name -> its document, of LLVM's allocated module."""
    text = Path(path).read_text()
    return {n: d for d in split_documents(text) if (n := _name(d)) is not None}
