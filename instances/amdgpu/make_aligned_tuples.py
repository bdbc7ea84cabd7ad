"""Write the kernels translated from LLVM's alloc-aligned-tuples-gfx90a.mir (see SOURCES.md).

Usage: python instances/amdgpu/make_aligned_tuples.py
"""

from __future__ import annotations

from pathlib import Path

from solver_alloc.formats.kernel import save_kernel
from solver_alloc.ir import Block, Instr, Kernel, ValueDecl

# function -> (width of %2 in registers, the op defining it, the expected start)
FUNCTIONS = {
    "alloc_vgpr_64": (2, "GLOBAL_LOAD_DWORDX2"),
    "alloc_vgpr_96": (3, "GLOBAL_LOAD_DWORDX3"),
    "alloc_vgpr_128": (4, "GLOBAL_LOAD_DWORDX4"),
    "alloc_vgpr_160": (5, "IMAGE_LOAD_V5_V1"),
    "alloc_vgpr_256": (8, "COPY"),
    "alloc_vgpr_512": (16, "IMPLICIT_DEF"),
    "alloc_vgpr_1024": (32, "IMPLICIT_DEF"),
}
SOURCE = ("llvm/llvm-project:llvm/test/CodeGen/AMDGPU/alloc-aligned-tuples-gfx90a.mir "
          "@2281b67c19fa29b10947061fc66bd647fa04fd6b (Apache-2.0 WITH LLVM-exception)")


def kernel(name: str, width: int, op: str) -> Kernel:
    """The translated function."""
    values = {"p0": ValueDecl(regclass="vgpr", width=2, fixed="v0"),
              "p1": ValueDecl(regclass="vgpr", fixed="v2"),
              "t2": ValueDecl(regclass="vgpr", width=width)}
    body = []
    if name == "alloc_vgpr_256":
        values["t3"] = ValueDecl(regclass="sgpr", width=8)
        values["t4"] = ValueDecl(regclass="vgpr", width=4)
        body += [Instr("IMPLICIT_DEF", defs=("t3",)),
                 Instr("COPY", defs=("t2",), uses=("t3",)),
                 Instr("IMAGE_SAMPLE_C_CL_O_V4_V8", defs=("t4",), uses=("t2", "t3"))]
    else:
        body.append(Instr(op, defs=("t2",), uses=("p0",) if op != "IMPLICIT_DEF" else ()))
    body += [Instr("GLOBAL_STORE", uses=("p0", "t2")),
             Instr("GLOBAL_STORE_DWORD", uses=("p0", "p1"))]
    return Kernel(name=name, blocks=(Block("entry", tuple(body)),), values=values,
                  live_in=("p0", "p1"), meta={"source": SOURCE, "llvm_greedy": "v4"})


def main() -> None:
    """Write every kernel next to this script."""
    here = Path(__file__).parent
    for name, (width, op) in FUNCTIONS.items():
        save_kernel(kernel(name, width, op), here / f"{name}.json")
        print(f"wrote {name}.json")


if __name__ == "__main__":
    main()
