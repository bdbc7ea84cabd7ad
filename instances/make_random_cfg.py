"""Generate random kernels with control flow for the spill and budget benchmarks.

The straight-line kernel of :mod:`make_random_spill` (value ``v{i}`` defined at
instruction ``i``, each read 1 to 3 times a uniform 1..span instructions later,
class ``seq_pool`` on trn1/trn2) is cut into blocks of ``block`` instructions,
and runs of consecutive blocks become do-while loops (a back edge from the
loop's last block to its first, frequency 10). Every loop carries an
accumulator ``acc{k}``: defined before the loop, read and redefined in the
loop's last block, read once after it, so values are redefined and live across
back edges. Blocks run in file order on every path, so every read has a
definition on each path from the entry. ``span`` is searched so that MaxLive
lands at ``pressure`` times the 62 registers. Fully determined by the seed.

Usage: python instances/make_random_cfg.py --values 2000 [--seed 0] [-o PATH]
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
from make_random_spill import REGISTERS, random_instrs, search_span

from solver_alloc.ir import Block, Instr, Kernel, ValueDecl

LOOP_FREQ = 10


def _kernel(n: int, span: int, seed: int, block: int, remat: float) -> Kernel:
    rng = np.random.default_rng(seed)
    body = random_instrs(n, span, rng)
    chunks = [body[s:s + block] for s in range(0, len(body), block)]
    values = {f"v{i}": ValueDecl(remat_cost=32) for i in range(n) if rng.random() < remat}
    blocks: list[dict[str, object]] = [{"name": "entry", "instrs": [], "freq": 1}]
    k, acc = 0, 0
    while k < len(chunks):
        size = int(rng.integers(1, 4))
        looped = k > 0 and rng.random() < 0.5 and k + size < len(chunks)
        if not looped:
            blocks.append({"name": f"b{k}", "instrs": list(chunks[k]), "freq": 1})
            k += 1
            continue
        name = f"acc{acc}"
        acc += 1
        engine = "gpsimd"
        blocks[-1]["instrs"].append(Instr("init", defs=(name,), engine=engine))  # type: ignore[union-attr]
        first = len(blocks)
        for j in range(size):
            blocks.append({"name": f"b{k + j}", "instrs": list(chunks[k + j]),
                           "freq": LOOP_FREQ})
        blocks[-1]["instrs"].append(Instr("accumulate", defs=(name,), uses=(name,),  # type: ignore[union-attr]
                                          engine=engine))
        blocks[-1]["back"] = blocks[first]["name"]
        k += size
        blocks.append({"name": f"after{acc - 1}", "freq": 1,
                       "instrs": [Instr("drain", uses=(name,), engine=engine)]})
    out = []
    for j, b in enumerate(blocks):
        nxt = [blocks[j + 1]["name"]] if j + 1 < len(blocks) else []
        back = [b["back"]] if "back" in b else []
        out.append(Block(str(b["name"]), tuple(b["instrs"]),  # type: ignore[arg-type]
                         succs=tuple(back + nxt), freq=b["freq"]))  # type: ignore[arg-type]
    meta = {"generator": "instances/make_random_cfg.py", "seed": seed, "span": span,
            "block": block}
    return Kernel(name=f"cfg{n}_s{seed}", blocks=tuple(out), values=values, meta=meta)


def random_cfg_kernel(n: int, seed: int = 0, pressure: float = 2.0, block: int = 20,
                      remat: float = 0.2) -> Kernel:
    """A kernel of ``n`` values with loops whose MaxLive is about ``pressure * 62``."""
    span = search_span(lambda s: _kernel(n, s, seed, block, remat),
                       round(pressure * REGISTERS))
    return _kernel(n, span, seed, block, remat)


def main() -> None:
    """Write the kernel file."""
    from solver_alloc.formats.kernel import save_kernel

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--values", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--pressure", type=float, default=2.0)
    ap.add_argument("-o", "--output", type=Path)
    args = ap.parse_args()
    k = random_cfg_kernel(args.values, args.seed, args.pressure)
    path = args.output or Path(__file__).parent / f"{k.name}.json"
    save_kernel(k, path)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
