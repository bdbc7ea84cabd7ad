"""Checks that the harnesses notice a broken library.

Source sabotage: each library is compiled from a copy of its sources with a one-line
bug (a wrong result on one rarely taken path, as a miscompiled instruction would
give), and its harness must fail:

    python tests/real/sabotage.py [LIB ...] [--target TARGET]

Register mutations: one explicit register operand of one instruction of LLVM's own
post.mir is replaced by another register of the same kind, as a wrong allocation
would; llc's verifier rejects most, the rest are compiled and run. A mutation the
harness does not notice is in code it does not reach, or does not change the result
(the other register held the same value):

    python tests/real/sabotage.py LIB --mutations N [--seed S] [--target TARGET]

Source sabotage needs the unpacked sources ($SOLVER_ALLOC_REAL_SOURCES, else
/work/src). Not a test of the default run: a development check of the harnesses.
"""

from __future__ import annotations

import argparse
import gzip
import os
import random
import re
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

# Run as a script (python tests/real/sabotage.py) or imported by pytest's collection:
# harness.py sits next to this file either way.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from harness import (
    LIBS,
    SOURCES_ENV,
    TARGETS,
    HarnessError,
    compile_mir,
    module_path,
    reference_objects,
    run_harness,
    sources_dir,
)


@dataclass(frozen=True)
class Sabotage:
    """Replace ``old`` (once, exactly) with ``new`` in ``path`` (relative to the sources)."""

    path: str
    old: str
    new: str
    why: str


SABOTAGES: dict[str, Sabotage] = {
    "xxhash": Sabotage(
        "xxhash-3.5.0/deps/xxhash/xxhash.h",
        "    h64 += (xxh_u64) state->total_len;\n",
        "    h64 += (xxh_u64) state->total_len + (state->total_len == 1000);\n",
        "XXH64 streaming digest wrong for a total length of exactly 1000",
    ),
    "lz4": Sabotage(
        "lz4-4.3.3/lz4libs/lz4.c",
        "            length += MINMATCH;\n\n#if LZ4_FAST_DEC_LOOP\n        safe_match_copy:",
        "            length += MINMATCH + (length == 13);\n\n#if LZ4_FAST_DEC_LOOP\n"
        "        safe_match_copy:",
        "block decoder's safe loop: a match of length 17 copied one byte too long",
    ),
    "zstd": Sabotage(
        "zstandard-0.23.0/zstd/zstd.c",
        "    if (ovtype == ZSTD_overlap_src_before_dst && diff < WILDCOPY_VECLEN) {\n"
        "        /* Handle short offset copies. */\n"
        "        do {\n"
        "            COPY8(op, ip);\n"
        "        } while (op < oend);\n",
        "    if (ovtype == ZSTD_overlap_src_before_dst && diff < WILDCOPY_VECLEN) {\n"
        "        /* Handle short offset copies. */\n"
        "        do {\n"
        "            COPY8(op, ip); if (op >= oend) oend[-1] ^= (diff == 9);\n"
        "        } while (op < oend);\n",
        "decoder's ZSTD_wildcopy, short offsets: the last byte of an offset-9 match flipped",
    ),
    "brotli": Sabotage(
        "Brotli-1.1.0/c/dec/decode.c",
        "      memcpy(*next_out, start, num_written);\n",
        "      memcpy(*next_out, start, num_written); if (num_written == 1000) "
        "(*next_out)[999] ^= 1;\n",
        "decoder's WriteRingBuffer: one bit flipped when a call writes exactly 1000 bytes",
    ),
}


def sabotaged_objects(lib: str, target: str, work: Path) -> list[Path]:
    """The library compiled from a sabotaged copy of its sources."""
    s = SABOTAGES[lib]
    top = s.path.split("/")[0]
    copy = work / "src"
    shutil.copytree(sources_dir() / top, copy / top, dirs_exist_ok=True)
    target_file = copy / s.path
    text = target_file.read_text()
    if text.count(s.old) != 1:
        raise RuntimeError(f"sabotage of {lib}: the line to replace is not unique in {s.path}")
    target_file.write_text(text.replace(s.old, s.new))
    old = os.environ.get(SOURCES_ENV)
    os.environ[SOURCES_ENV] = str(copy)
    try:
        return reference_objects(lib, target, work / "obj")
    finally:
        if old is None:
            del os.environ[SOURCES_ENV]
        else:
            os.environ[SOURCES_ENV] = old


_X86_64 = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp"] + [f"r{i}" for i in range(8, 16)]
_X86_32 = ["eax", "ebx", "ecx", "edx", "esi", "edi", "ebp"] + [f"r{i}d" for i in range(8, 16)]
_RISCV = [f"x{i}" for i in range(5, 32)]
_REG = re.compile(r"\$([a-z0-9]+)\b")


def _mutable_lines(lines: list[str]) -> list[int]:
    """Instructions in function bodies (``body:`` to the document's end) that read
    a register after their ``=``."""
    found, body = [], False
    for i, line in enumerate(lines):
        if line.startswith("body:"):
            body = True
        elif line.startswith(("---", "...")):
            body = False
        elif body and " = " in line and "$" in line.split(" = ", 1)[1] and "DBG" not in line:
            found.append(i)
    return found


def mutate_registers(
    lib: str, target: str, count: int, seed: int, work: Path
) -> dict[str, int]:
    """Tries ``count`` register mutations of LLVM's post.mir; prints each one that
    compiles and its verdict; returns how many llc rejected, the harness caught, and
    it missed."""
    path = module_path(lib, target)
    if path.suffix == ".gz":
        with gzip.open(path, "rt") as f:
            text = f.read()
    else:
        text = path.read_text()
    lines = text.split("\n")
    families = [_RISCV] if target == "riscv64" else [_X86_64, _X86_32]
    candidates = _mutable_lines(lines)
    rng = random.Random(seed)
    stats = {"rejected by llc": 0, "caught": 0, "missed": 0}
    for _ in range(count):
        while True:
            i = rng.choice(candidates)
            lhs, rhs = lines[i].split(" = ", 1)
            explicit = re.split(r",? implicit|,? ::", rhs)[0]  # not implicit operands
            regs = [m for m in _REG.finditer(explicit) if any(m[1] in f for f in families)]
            if regs:
                break
        m = rng.choice(regs)
        family = next(f for f in families if m[1] in f)
        new = rng.choice([r for r in family if r != m[1]])
        mutated = list(lines)
        mutated[i] = f"{lhs} = {rhs[: m.start(1)]}{new}{rhs[m.end(1) :]}"
        mir = work / "mutated.post.mir"
        mir.write_text("\n".join(mutated))
        try:
            obj = compile_mir(mir, target, work / "mutated.o")
        except HarnessError:
            stats["rejected by llc"] += 1
            continue
        run = run_harness(lib, target, [obj], work, timeout=600)
        verdict = "missed" if run.passed else "caught"
        stats[verdict] += 1
        failure = next(
            (
                ln
                for ln in run.output.splitlines()
                if ln.startswith(("FAIL", "KILLED", "TIMEO"))
            ),
            "",
        )
        print(
            f"line {i + 1}: ${m[1]} -> ${new} in {lines[i].strip()[:60]}: {verdict} {failure}"
        )
    return stats


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("libs", nargs="*", default=list(LIBS))
    parser.add_argument("--target", default="x86-64", choices=TARGETS)
    parser.add_argument("--mutations", type=int, default=0, help="register mutations to try")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.mutations:
        for lib in args.libs:
            with tempfile.TemporaryDirectory() as tmp:
                stats = mutate_registers(lib, args.target, args.mutations, args.seed, Path(tmp))
            print(f"{lib} {args.target}: {stats}")
        return 0
    caught = True
    for lib in args.libs:
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            objects = sabotaged_objects(lib, args.target, work)
            run = run_harness(lib, args.target, objects, work, timeout=600)
            first = next(
                (ln for ln in run.output.splitlines() if ln.startswith(("FAIL", "KILLED"))),
                "(no failure line)",
            )
            verdict = "passed: NOT CAUGHT" if run.passed else "failed as it should"
            print(f"{lib} ({SABOTAGES[lib].why}): harness {verdict}; {first}")
            caught &= not run.passed
    return 0 if caught else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
