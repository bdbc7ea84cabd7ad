"""What the pipeline computes on every shipped kernel, and on random CFG kernels
with loops: liveness (segments and block live sets), the linear-scan allocation,
and the verifier's verdict on it, as readable values.

``python tests/golden_pipeline.py`` rewrites ``tests/data/golden/pipeline.json``
from the code as it is; ``tests/system/test_pipeline_golden.py`` checks the
pipeline still gives the same, and on a difference prints each field that
differs (a list field as a diff of its lines). Rewrite the file only when a
change of output is meant, and say why in the commit.

History: the table was first written with the name-based pipeline (before value
names were interned to integers), kept unchanged but for segments as the points
they cover before liveness ran on fall-through chains of blocks, then written
out readably (it had held digests) from the code that still matched those
digests.
"""

from __future__ import annotations

import difflib
import hashlib
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "instances"))

from make_random_cfg import random_cfg_kernel  # noqa: E402

from solver_alloc import allocate, compute_liveness, load_target, verify  # noqa: E402
from solver_alloc.errors import SolverAllocError  # noqa: E402
from solver_alloc.formats.kernel import load_kernel  # noqa: E402
from solver_alloc.ir import Kernel  # noqa: E402

GOLDEN = ROOT / "tests" / "data" / "golden" / "pipeline.json"

LINES = 400
"""A list field longer than this keeps its first :data:`HEAD` lines and, as its
last line, the count of lines and a digest of them all (one kernel, the
16384-value gather, is that large)."""
HEAD = 20


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


def _natural(name: str) -> tuple[object, ...]:
    """``t2`` before ``t10``: digit runs compare as numbers."""
    return tuple(int(part) if part.isdigit() else part
                 for part in re.split(r"(\d+)", name))


def _capped(lines: list[str]) -> list[str]:
    """``lines`` in full, or their head and a line with their count and digest."""
    if len(lines) <= LINES:
        return lines
    digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
    return [*lines[:HEAD], f"... {len(lines)} lines in all, sha256 {digest}"]


def _segment_lines(segs: list[tuple[str, int, int]]) -> list[str]:
    """One line per value: its segments as ``start-end`` points, in order."""
    by_value: dict[str, list[str]] = {}
    for v, s, e in segs:
        by_value.setdefault(v, []).append(f"{s}-{e}")
    return [f"{v}: {' '.join(by_value[v])}" for v in sorted(by_value, key=_natural)]


def _register(r: object) -> str:
    return "+".join(r) if isinstance(r, tuple) else str(r)


def summary(name: str, k: Kernel) -> dict[str, object]:
    """What the pipeline makes of ``k``, field by field: liveness as one line per
    value (its segments) and one per block (its live values), the allocation's
    status, objective and bound, its registers per class, its inserted
    operations counted by kind, its assignment one line per value, and the
    verifier's verdict and cost."""
    lv = compute_liveness(k)
    segs = _merged(sorted(zip((lv.values[v] for v in lv.seg_value.tolist()),
                              lv.seg_start.tolist(), lv.seg_end.tolist(), strict=True)))
    blocks = [b.name for b in k.blocks]
    out: dict[str, object] = {
        "values": len(lv.values),
        "segments": _capped(_segment_lines(segs)),
        "live_in": _capped([f"{b}: {' '.join(sorted(s, key=_natural))}".rstrip()
                            for b, s in zip(blocks, lv.block_live_in, strict=True)]),
        "live_out": _capped([f"{b}: {' '.join(sorted(s, key=_natural))}".rstrip()
                             for b, s in zip(blocks, lv.block_live_out, strict=True)]),
    }
    target = load_target(target_for(name) if not name.startswith("random") else "x86-64")
    try:
        alloc = allocate(k, target, objective="registers", backend="linear-scan",
                         time_limit=None)
    except SolverAllocError as e:
        out["allocate"] = type(e).__name__
        return out
    report = verify(k, target, alloc)
    out.update(
        status=alloc.status.value, objective=alloc.objective, bound=alloc.bound,
        registers=dict(sorted(alloc.registers_used.items())),
        operations=dict(sorted(Counter(op.op for op in alloc.operations).items())),
        assignment=_capped([f"{v}: {_register(alloc.assignment[v])}"
                            for v in sorted(alloc.assignment, key=_natural)]),
        valid=report.valid, cost=report.cost,
        verified_registers=dict(sorted(report.registers_used.items())),
        violations=dict(sorted(Counter(v.kind for v in report.violations).items())))
    return out


def differences(want: dict[str, object], got: dict[str, object]) -> str:
    """Each field that differs, a list field as a diff of its lines."""
    out = []
    for key in sorted(want.keys() | got.keys()):
        w, g = want.get(key, "<missing>"), got.get(key, "<missing>")
        if w == g:
            continue
        if isinstance(w, list) and isinstance(g, list):
            diff = list(difflib.unified_diff(w, g, "golden", "now", n=1, lineterm=""))
            out.append(f"{key}:\n  " + "\n  ".join(diff[:40]
                                                  + (["..."] if len(diff) > 40 else [])))
        else:
            out.append(f"{key}: golden {w!r}, now {g!r}")
    return "\n".join(out)


def main() -> None:
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    table = {name: summary(name, k) for name, k in kernels()}
    GOLDEN.write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")
    print(f"{len(table)} kernels -> {GOLDEN}")


if __name__ == "__main__":
    main()
