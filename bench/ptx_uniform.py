"""How much of each PTX kernel's register pressure is warp-uniform: the values
ptxas may keep in uniform registers (``UR``, 63 per warp on sm_90, outside the
``-maxrregcount`` cap), as the PTX frontend finds them with room for all
(``python bench/ptx_uniform.py``; writes
``bench/results/ptx_uniform.md``). MaxLive R is in the PTX's order with every
value in ``r``, then without the uniform ones live (their defs kept); the last
column is where the frontend puts them (the kernel's ``meta``)."""

from __future__ import annotations

import sys
from pathlib import Path

from solver_alloc.analysis.problem import Problem, without_values
from solver_alloc.frontends.ptx import load_ptx
from solver_alloc.frontends.ptx_uniform import UNIFORM_CLASS
from solver_alloc.targets import load_target

ROOT = Path(__file__).resolve().parents[1]
PTX = ROOT / "instances" / "ptx"


def main() -> int:
    in_r = load_target("nvidia-sm90", {"ur": 1})  # too few: every value stays in r
    roomy = load_target("nvidia-sm90", {"ur": 4096})  # room for every uniform value
    t = load_target("nvidia-sm90")
    rows = []
    for path in sorted(PTX.glob("*.ptx")) + sorted(PTX.glob("specialised/*.ptx")):
        (k,) = load_ptx(path, in_r)
        (everyone,) = load_ptx(path, roomy)
        uni = frozenset(v for v, d in everyone.values.items() if d.regclass == UNIFORM_CLASS)
        problem = Problem.from_kernel(k, in_r)  # 16-bit values: counted in halves
        r = problem.target.classes["r"]
        before = r.named(problem.pressure["r"].max_live)
        after = r.named(Problem.from_kernel(without_values(k, uni), in_r)
                        .pressure["r"].max_live)
        units = r.named(sum(k.values[v].width for v in uni))
        (placed,) = load_ptx(path, t)
        rows.append(f"| {path.relative_to(PTX).with_suffix('').as_posix()} | {len(uni)} "
                    f"| {units} | {before} | {after} | {placed.meta.get('uniform', '-')} |")
        print(rows[-1], file=sys.stderr)
    text = "\n".join([
        "# Warp-uniform values in the PTX corpus (bench/ptx_uniform.py)", "",
        "Values ptxas may hold in uniform registers (from parameters, block indices, "
        "and integer arithmetic, selects and comparisons on them; several defs when "
        "every branch is uniform: `solver_alloc/frontends/ptx_uniform.py`). "
        "MaxLive R in the PTX's order with every value in `r`, and without the uniform "
        "ones, in R registers (two 16-bit values to one; the 3 registers held for "
        "the machine included). sm_90 has 63 uniform registers per warp; the "
        "frontend puts uniform values in class `ur` as far as they fit there at "
        "once (8 kept free) and leaves the rest in `r` (last column).", "",
        "| kernel | uniform values | their R units | MaxLive R, all in r | MaxLive R "
        "without them | the frontend |",
        "|---|---|---|---|---|---|", *rows, ""])
    out = ROOT / "bench" / "results" / "ptx_uniform.md"
    out.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
