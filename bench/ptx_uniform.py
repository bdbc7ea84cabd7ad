"""How much of each PTX kernel's register pressure is warp-uniform: the values
ptxas may keep in uniform registers (``UR``, 63 per warp on sm_90, outside the
``-maxrregcount`` cap), which the model does not yet have
(``python bench/ptx_uniform.py``; writes ``bench/results/ptx_uniform.md``).

A value is counted uniform when it has one def (after the frontend's webs), not
guarded, of class ``r``, by ``ld.param``/``ld.const`` or by integer arithmetic
or a move (:data:`~solver_alloc.frontends.ptx_remat.ARITHMETIC`) whose register
operands are all uniform and whose special registers are ``%ctaid``,
``%nctaid`` or ``%ntid`` (the same for every thread of a block). MaxLive R is in
the PTX's order, with and without those values live (their defs kept)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from solver_alloc.analysis.problem import Problem, without_values
from solver_alloc.frontends.ptx import load_ptx
from solver_alloc.frontends.ptx_parse import REGISTER, SPECIAL, PtxInstr, read_ptx
from solver_alloc.frontends.ptx_remat import ARITHMETIC
from solver_alloc.ir import Kernel
from solver_alloc.targets import load_target

ROOT = Path(__file__).resolve().parents[1]
PTX = ROOT / "instances" / "ptx"
BLOCK_UNIFORM = re.compile(r"%(ctaid|nctaid|ntid)(\.[xyz])?")


def _source_ok(item: PtxInstr) -> bool:
    root = item.opcode.split(".")[0]
    if item.guard is not None:
        return False
    if root == "ld":
        return bool(re.search(r"\.(param|const)\b", item.opcode))
    if root not in ARITHMETIC:
        return False
    specials = [m[0] for op in item.operands[1:] for m in REGISTER.finditer(op)
                if SPECIAL.fullmatch(m[0])]
    return all(BLOCK_UNIFORM.fullmatch(s) for s in specials)


def uniform_values(path: Path, kernel: Kernel) -> frozenset[str]:
    """The values of ``kernel`` (read from ``path``) counted uniform (module
    docstring): a fixpoint from parameters and block indices."""
    (fn,) = read_ptx(path)
    items = [i for i in fn.body if isinstance(i, PtxInstr)]
    instrs = [ins for _, _, ins in kernel.instructions()]
    defs: dict[str, int] = {}
    for ins in instrs:
        for v in ins.defs:
            defs[v] = defs.get(v, 0) + 1
    found: set[str] = set()
    changed = True
    while changed:
        changed = False
        for item, ins in zip(items, instrs, strict=True):
            if len(ins.defs) != 1 or ins.defs[0] in found or not _source_ok(item):
                continue
            v = ins.defs[0]
            if defs[v] == 1 and kernel.values[v].regclass == "r" and \
                    all(u in found for u in ins.uses):
                found.add(v)
                changed = True
    return frozenset(found)


def main() -> int:
    t = load_target("nvidia-sm90")
    rows = []
    for path in sorted(PTX.glob("*.ptx")) + sorted(PTX.glob("specialised/*.ptx")):
        (k,) = load_ptx(path, t)
        uni = uniform_values(path, k)
        before = Problem.from_kernel(k, t).pressure["r"].max_live
        after = Problem.from_kernel(without_values(k, uni), t).pressure["r"].max_live
        units = sum(k.values[v].width for v in uni)
        rows.append(f"| {path.relative_to(PTX).with_suffix('').as_posix()} | {len(uni)} "
                    f"| {units} | {before} | {after} |")
        print(rows[-1], file=sys.stderr)
    text = "\n".join([
        "# Warp-uniform values in the PTX corpus (bench/ptx_uniform.py)", "",
        "Values ptxas may hold in uniform registers (module docstring of the script: "
        "one def from parameters, block indices and integer arithmetic on them). "
        "MaxLive R in the PTX's order with them and without them. sm_90 has 63 "
        "uniform registers per warp, so where more than 63 uniform units are live "
        "at once the drop is more than URs can absorb. The model does not yet "
        "place values in URs: every value below is counted in class `r`.", "",
        "| kernel | uniform values | their R units | MaxLive R | MaxLive R without them |",
        "|---|---|---|---|---|", *rows, ""])
    out = ROOT / "bench" / "results" / "ptx_uniform.md"
    out.write_text(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
