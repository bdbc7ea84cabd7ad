"""Checks that the harnesses notice a broken library: each library is compiled from a
copy of its sources with a one-line sabotage (a wrong result on one rarely taken path,
as a miscompiled instruction would give), and its harness must fail.

    python tests/real/sabotage.py [LIB ...] [--target TARGET]

Needs the unpacked sources ($SOLVER_ALLOC_REAL_SOURCES, else /work/src). Not a test
of the default run: a development check of the harnesses themselves.
"""

from __future__ import annotations

import argparse
import os
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("libs", nargs="*", default=list(LIBS))
    parser.add_argument("--target", default="x86-64", choices=TARGETS)
    args = parser.parse_args(argv)
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
