"""Generate the kernels of ../shared/seeds/000 (NCC_IGCA094 on trn2).

An NKI gather unrolled at trace time: for each of 256 batches of 64 positions, a
``load_register`` reads the target column index into a scalar register and a
``dma_copy`` uses it once as the dynamic offset of an indirect DMA (SW DGE, i.e.
the GpSimd engine). 16,384 registers, each live for two instructions.

``seed000_gather.json`` keeps each load next to its DMA (MaxLive 1).
``--hoisted`` writes ``seed000_hoisted.json``: per batch all 64 loads first, then
the 64 DMAs (MaxLive 64 > 62 allocatable), the schedule that makes the compiler
give up.

Usage: python instances/make_seed000.py [--hoisted] [--batches N] [-o PATH]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from solver_alloc.formats.kernel import save_kernel
from solver_alloc.ir import Block, Instr, Kernel

POSITIONS = 64


def gather_kernel(batches: int = 256, hoisted: bool = False) -> Kernel:
    """The seed-000 kernel with ``batches * 64`` registers."""
    instrs: list[Instr] = []
    for b in range(batches):
        names = [f"t{b * POSITIONS + p}" for p in range(POSITIONS)]
        loads = [Instr("load_register", defs=(t,), engine="gpsimd") for t in names]
        dmas = [Instr("dma_copy", uses=(t,), engine="gpsimd") for t in names]
        if hoisted:
            instrs += loads + dmas
        else:
            for ld, dma in zip(loads, dmas, strict=True):
                instrs += [ld, dma]
    name = "seed000_hoisted" if hoisted else "seed000_gather"
    meta = {"source": "../shared/seeds/000_676935237fbf699b.txt (NCC_IGCA094)",
            "generator": "instances/make_seed000.py"}
    return Kernel(name=name, blocks=(Block("entry", tuple(instrs)),), meta=meta)


def main() -> None:
    """Write the kernel file."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hoisted", action="store_true")
    ap.add_argument("--batches", type=int, default=256)
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    kernel = gather_kernel(args.batches, args.hoisted)
    out = Path(args.output or Path(__file__).parent / f"{kernel.name}.json")
    save_kernel(kernel, out)
    print(f"wrote {out} ({kernel.n_instrs} instructions)")


if __name__ == "__main__":
    main()
