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

import hashlib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from solver_alloc.emit.mir_function import EmitError, assemble, write_function, written
from solver_alloc.emit.places import places
from solver_alloc.emit.tables import mir_spelling
from solver_alloc.frontends.llvm_mir import MirMap, mir_kernel_mapped
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirFunction, parse_mir
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.targets import Target

__all__ = ["EmitError", "check_fingerprint", "emit_mir", "fingerprint", "machine_view",
           "split_documents"]


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
        if alloc.machine and fingerprint(doc) != alloc.machine.get("fingerprint"):
            raise EmitError(f"{source}: function {name!r}: the allocation was made for "
                            "another version of this function (its fingerprint differs)")
        if alloc.machine:  # written back when it was solved
            out.append(assemble(doc, alloc.machine["stack"], alloc.machine["body"]))
            continue
        (func,) = parse_mir(doc, str(source))
        kernel, mapping = mir_kernel_mapped(func, target, names)
        out.append(write_function(doc, func, kernel, mapping, alloc,
                                  places(kernel, alloc), spell))
    return "\n".join(out), fell_back


def fallback_documents(path: str | Path) -> dict[str, str]:
    """Function name -> its document, of LLVM's allocated module."""
    return function_documents(Path(path).read_text())


def function_documents(text: str) -> dict[str, str]:
    """Function name -> its document, of a MIR module's text."""
    return {n: d for d in split_documents(text) if (n := _name(d)) is not None}


def fingerprint(doc: str) -> str:
    """What an allocation records of the function it was made for: the SHA-256
    of the function's MIR document."""
    return "sha256:" + hashlib.sha256(doc.encode()).hexdigest()


def machine_view(source: str | Path, doc: str, target: Target, alloc: Allocation,
                 parsed: tuple[MirFunction, Kernel, MirMap] | None = None
                 ) -> dict[str, Any]:
    """``alloc`` of function ``alloc.kernel`` of the module ``text`` in the
    compiler's terms (:attr:`~solver_alloc.result.Allocation.machine`): the
    function's fingerprint, its spill slots (value, ``%stack.N``, size, store and
    load opcodes) and its body written back: a physical register for every
    register operand, the spill code as the target's instructions. ``doc`` is the
    function's MIR document; ``parsed``: it read already (as the solve did)."""
    if parsed is None:
        (func,) = parse_mir(doc, str(source))
        kernel, mapping = mir_kernel_mapped(func, target, llvm_names(target))
    else:
        func, kernel, mapping = parsed
    out, stack = written(doc, func, kernel, mapping, alloc, places(kernel, alloc),
                         mir_spelling(target))
    body = out.partition("\nbody:")[2].split("\n")[1:]
    return {"fingerprint": fingerprint(doc), "stack": stack,
            "body": [line[2:] for line in body if line.startswith("  ")]}


def check_fingerprint(source: str | Path, text: str, alloc: Allocation) -> None:
    """An :class:`EmitError` when ``alloc`` records a fingerprint that is not its
    function's in ``text``: it was made for other code, and its positions mean
    nothing here."""
    if not alloc.machine:
        return
    doc = _document(source, text, alloc.kernel)
    if fingerprint(doc) != alloc.machine.get("fingerprint"):
        raise EmitError(f"{source}: function {alloc.kernel!r}: the allocation was made "
                        "for another version of this function (its fingerprint "
                        "differs); solve it again")


def _document(source: str | Path, text: str, name: str) -> str:
    doc = next((d for d in split_documents(text) if _name(d) == name), None)
    if doc is None:
        raise EmitError(f"{source}: no function {name!r}")
    return doc
