"""Digests of what the pipeline computes on every shipped kernel, and on random
CFG kernels with loops: liveness (segments and block live sets), the linear-scan
allocation, and the verifier's verdict on it.

``python tests/golden_pipeline.py`` rewrote ``tests/data/golden/pipeline.json``
with the name-based pipeline (before value names were interned to integers), and
again, unchanged but for segments as the points they cover, before liveness ran on
fall-through chains of blocks; ``tests/system/test_pipeline_golden.py`` checks the
pipeline still gives the same.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "instances"))

from make_random_cfg import random_cfg_kernel  # noqa: E402

from solver_alloc import allocate, compute_liveness, load_target, verify  # noqa: E402
from solver_alloc.errors import SolverAllocError  # noqa: E402
from solver_alloc.formats.kernel import load_kernel  # noqa: E402
from solver_alloc.ir import Kernel  # noqa: E402

GOLDEN = ROOT / "tests" / "data" / "golden" / "pipeline.json"


def _digest(obj: object) -> str:
    return hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:16]


def target_for(path: str) -> str:
    """The target a shipped kernel is written for."""
    if "amdgpu" in path:
        return "amd-cdna3"
    if "nki" in path or "seed" in path or "transformer" in path:
        return "trn2"
    return "x86-64"


def kernels() -> list[tuple[str, Kernel]]:
    """Every shipped kernel that loads, then random CFG kernels with loops."""
    out = []
    for p in sorted([*(ROOT / "instances").rglob("*.json"),
                     *(ROOT / "tests" / "data").rglob("*.json")]):
        if "programs" in p.parts or p.name.endswith(".alloc.json") or "golden" in p.parts:
            continue
        try:
            out.append((str(p.relative_to(ROOT)), load_kernel(p)))
        except SolverAllocError:
            continue
    for seed in range(6):
        out.append((f"random_cfg/{seed}", random_cfg_kernel(150 + 40 * seed, seed=seed,
                                                            pressure=0.3, block=7)))
    return out


def _merged(segs: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Segments as the points they cover: one value's segments that touch
    (``[s, e]`` then ``[e + 1, ...]``, e.g. across a fall-through block boundary)
    are one."""
    out: list[tuple[str, int, int]] = []
    for v, s, e in segs:
        if out and out[-1][0] == v and out[-1][2] + 1 == s:
            out[-1] = (v, out[-1][1], e)
        else:
            out.append((v, s, e))
    return out


def summary(name: str, k: Kernel) -> dict[str, object]:
    """What the pipeline makes of ``k``: digests, so the golden file stays small."""
    lv = compute_liveness(k)
    segs = _merged(sorted(zip((lv.values[v] for v in lv.seg_value.tolist()),
                              lv.seg_start.tolist(), lv.seg_end.tolist(), strict=True)))
    out: dict[str, object] = {
        "segments": _digest(segs),
        "live_in": _digest([sorted(s) for s in lv.block_live_in]),
        "live_out": _digest([sorted(s) for s in lv.block_live_out]),
    }
    target = load_target(target_for(name) if not name.startswith("random") else "x86-64")
    try:
        alloc = allocate(k, target, objective="registers", backend="linear-scan",
                         time_limit=None)
    except SolverAllocError as e:
        out["allocate"] = type(e).__name__
        return out
    report = verify(k, target, alloc)
    out.update(status=alloc.status.value, assignment=_digest(dict(alloc.assignment)),
               registers=dict(alloc.registers_used), valid=report.valid, cost=report.cost,
               violations=sorted({v.kind for v in report.violations}))
    return out


def main() -> None:
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    table = {name: summary(name, k) for name, k in kernels()}
    GOLDEN.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"{len(table)} kernels -> {GOLDEN}")


if __name__ == "__main__":
    main()
