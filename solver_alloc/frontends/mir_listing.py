"""``info`` on an LLVM ``.mir`` file of several functions: each function's name
and size (instructions, blocks, virtual registers), read without building any
kernel."""

from __future__ import annotations

from pathlib import Path

from solver_alloc.frontends.mir_parse import DEBUG_OPCODES, read_mir

__all__ = ["mir_listing"]


def mir_listing(path: str, function: str | None) -> str | None:
    """The table of ``path``'s functions, or None when ``path`` is not an
    existing ``.mir`` file of several functions or ``function`` names one."""
    if function is not None or not path.endswith(".mir") or not Path(path).is_file():
        return None
    funcs = read_mir(path)
    if len(funcs) < 2:
        return None
    width = max(len("function"), *(len(f.name) for f in funcs))
    out = [f"{path}: {len(funcs)} functions (name one with --function for its "
           "values, classes and MaxLive)",
           f"  {'function':{width}s}  instructions  blocks  virtual registers"]
    for f in funcs:
        n = sum(1 for b in f.blocks for i in b.instrs if i.opcode not in DEBUG_OPCODES)
        out.append(f"  {f.name:{width}s}  {n:12d}  {len(f.blocks):6d}  "
                   f"{len(f.vreg_class):17d}")
    return "\n".join(out)
