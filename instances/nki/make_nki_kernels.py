"""Write activation-sequence kernels from nki-activation-sequences.json (see SOURCES.md).

Usage: python instances/nki/make_nki_kernels.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from solver_alloc.formats.kernel import save_kernel
from solver_alloc.ir import Block, Instr, Kernel

HERE = Path(__file__).parent
PARAMS = {"PARAM_ACT_FN": "gelu_apprx_tanh", "PARAM:nki_activation_fwd_op":
          "gelu_apprx_tanh", "PARAM:nki_activation_bwd_op": "derivative_tanh"}


def _kernel(name: str, funcs: list[str], meta: dict) -> Kernel:
    instrs = tuple(Instr("activation", act=PARAMS.get(f, f), engine="scalar")
                   for f in funcs)
    return Kernel(name=name, blocks=(Block("entry", instrs),), meta=meta)


def main() -> None:
    """Write one kernel per function, plus the composite decoder block."""
    data = json.loads((HERE / "nki-activation-sequences.json").read_text())
    seen: dict[str, int] = {}
    for fn in data["functions"]:
        stem = re.sub(r"[^A-Za-z0-9_]+", "_", f"{fn['repo'].split('/')[-1]}__"
                      f"{fn['function']}")
        seen[stem] = seen.get(stem, 0) + 1
        if seen[stem] > 1:
            stem = f"{stem}_{seen[stem]}"
        meta = {"source": f"{fn['repo']}@{fn['commit'][:12]}:{fn['path']}",
                "function": fn["function"]}
        save_kernel(_kernel(stem, [s["func"] for s in fn["sequence"]], meta),
                    HERE / f"{stem}.json")
    comp = data["composite_transformer_block_tkg"]
    funcs = [f for step in comp["steps"] for f in step["funcs"]]
    save_kernel(_kernel("composite_transformer_block_tkg", funcs,
                        {"source": comp["repo"], "note": "assembled decoder layer"}),
                HERE / "composite_transformer_block_tkg.json")
    print(f"wrote {sum(seen.values()) + 1} kernels")


if __name__ == "__main__":
    main()
