"""What an allocation does when it runs: whole libraries built with our allocation
and with LLVM's, side by side, measured by cachegrind (x86-64).

    python bench/exec_real.py run LIB [--time-limit S] [--ours M.mir]
    # LIB: xxhash, lz4, zstd, brotli; --ours: a module already emitted
    python bench/exec_real.py report                      # bench/results/exec.md

``run`` solves ``instances/llvm-modules/LIB.x86-64.pre.mir`` with ``solver-alloc
solve --objective spill --emit-mir`` (functions the frontend refuses keep LLVM's
allocation: ``--emit-mir-fallback``), compiles our module and LLVM's own
(``LIB.x86-64.post.mir``) with llc-14, runs each library's harness
(``tests/real/harness``) natively to check it, then under ``valgrind
--tool=cachegrind`` (the harness's ``--quick`` workload), and counts, in each
post-RA module, the spill instructions (loads and stores of spill slots) and
the register moves (``COPY`` between different registers, ``MOV*rr``). Raw
results go to ``bench/.out/exec/LIB.json``; ``report`` writes the table.
Instruction and data-reference counts are deterministic: one run each.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT / "tests"))
from real.harness import (  # noqa: E402
    cachegrind,
    compile_mir,
    module_path,
    plain_file,
    run_harness,
)

OUT = HERE / ".out" / "exec"
_SLOT = re.compile(r"%stack\.(\d+)")
_SPILL_SLOT = re.compile(r"\{ id: (\d+), name: '[^']*', type: spill-slot")
_COPY = re.compile(r"^\s*(?:renamable )?\$(\w+) = COPY (?:killed |renamable )*\$(\w+)")
_MOVRR = re.compile(r"= (MOV(?:32|64|8|16)rr|MOVAPSrr|MOVAPDrr|MOVSSrr|MOVSDrr) ")


def static_counts(text: str) -> dict[str, int]:
    """Spill instructions and register moves of a post-RA MIR module."""
    spills = moves = 0
    for doc in text.split("\n---\n"):
        slots = set(_SPILL_SLOT.findall(doc))
        body = doc.partition("\nbody:")[2]
        for line in body.split("\n"):
            ids = _SLOT.findall(line)
            if any(i in slots for i in ids):
                spills += 1
            m = _COPY.match(line)
            if (m and m.group(1) != m.group(2)) or _MOVRR.search(line):
                moves += 1
    return {"spill_instrs": spills, "moves": moves}


def run(lib: str, seconds: float, emitted: Path | None = None, note: str = ""
        ) -> dict[str, object]:
    work = OUT / lib
    work.mkdir(parents=True, exist_ok=True)
    pre = plain_file(module_path(lib, "x86-64", "pre"), work)
    post = plain_file(module_path(lib, "x86-64", "post"), work)
    ours = emitted or work / f"{lib}.ours.mir"
    t0 = time.monotonic()
    if emitted is None:
        solve = subprocess.run(
            [sys.executable, "-m", "solver_alloc", "solve", str(pre), "-t", "x86-64",
             "--objective", "spill", "--time-limit", str(seconds), "--seed", "0",
             "--workers", "1", "--emit-mir", str(ours), "--emit-mir-fallback", str(post)],
            capture_output=True, text=True, check=False)
        if not ours.exists():
            raise SystemExit(solve.stderr[-3000:])
        note = solve.stderr.strip().splitlines()[-1]
    solve_s = time.monotonic() - t0
    row: dict[str, object] = {"lib": lib, "time_limit": seconds, "solve_s": solve_s,
                              "emitted": note}
    for name, mir in (("ours", ours), ("llvm", post)):
        obj = compile_mir(mir, "x86-64", work / f"{lib}.{name}.o")
        check = run_harness(lib, "x86-64", [obj], work / name, timeout=600)
        (work / name).mkdir(exist_ok=True)
        row[name] = {"passed": check.passed, "checks": check.checks,
                     **cachegrind(lib, [obj], work / name),
                     **static_counts(mir.read_text())}
    (OUT / f"{lib}.json").write_text(json.dumps(row, indent=1))
    return row


def _functions(note: str) -> str:
    """"142 ours, 4 LLVM's" from the emission's line."""
    m = re.search(r"(\d+) function\(s\) allocated here(?:; (\d+) function\(s\) keep)?",
                  note)
    return f"{m.group(1)} ours, {m.group(2) or 0} LLVM's" if m else "?"


def report() -> str:
    rows = [json.loads(p.read_text()) for p in sorted(OUT.glob("*.json"))]
    lines = [
        "# Libraries run with our allocation and with LLVM's (x86-64, cachegrind)",
        "",
        "`python bench/exec_real.py run LIB` then `report` (see the script). Each "
        "library's harness (`tests/real/harness`) checked natively first; counts are "
        "cachegrind's for the library's own functions (Ir: instructions executed, "
        "Dr/Dw: data reads/writes) on the harness's `--quick` workload; spill "
        "instructions and register moves are static counts in the post-RA MIR.",
        "",
        "| library | time limit | harness ours / LLVM | Ir ours / LLVM | Dr+Dw ours / LLVM "
        "| spill instrs ours / LLVM | moves ours / LLVM | functions |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        o, g = r["ours"], r["llvm"]
        def ratio(a: float, b: float) -> str:
            return f"{a:,} / {b:,} ({a / b - 1:+.2%})" if b else f"{a:,} / {b:,}"
        lines.append(
            f"| {r['lib']} | {r['time_limit']} s | "
            f"{'pass' if o['passed'] else 'FAIL'} / {'pass' if g['passed'] else 'FAIL'} | "
            f"{ratio(o['Ir'], g['Ir'])} | {ratio(o['Dr'] + o['Dw'], g['Dr'] + g['Dw'])} | "
            f"{o['spill_instrs']} / {g['spill_instrs']} | {o['moves']} / {g['moves']} | "
            f"{_functions(str(r['emitted']))} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("lib")
    r.add_argument("--time-limit", type=float, default=600)
    r.add_argument("--ours", type=Path, help="a module already emitted with this "
                   "time limit (skips the solve)")
    r.add_argument("--note", default="", help="with --ours: its emission line")
    sub.add_parser("report")
    args = p.parse_args()
    if args.cmd == "run":
        print(json.dumps(run(args.lib, args.time_limit, args.ours, args.note), indent=1))
    else:
        text = report()
        (HERE / "results" / "exec.md").write_text(text)
        print(text)


if __name__ == "__main__":
    main()
