"""Generate the LLVM corpus: real C functions from four libraries, as LLVM IR and
as the MIR llc-14 makes from it before and after register allocation.

Run once, by hand (the outputs are committed; tests never need a compiler):

    python instances/llvm/make_corpus.py SRC_DIR

``SRC_DIR`` holds the four PyPI source distributions, unpacked (see SOURCES.md for
names, versions, SHA-256 and licences). Its path ends up in zstd's assertion
strings, whose length shows in the ``.ll``: the committed files were made with
``SRC_DIR=/tmp/srcdist`` (a link to the sources; any 12-character path gives the
same text, apart from the temporary directory in each ``.ll``'s ModuleID).
Needs clang-14, llvm-link-14, llvm-extract-14 and llc-14 (Debian ``clang-14``
and ``llvm-14``) and, for riscv64, the ``libc6-dev-riscv64-cross`` headers.

For each library and target it compiles every listed C file with ``-O2``, links
them into one module, picks functions deterministically (defined, 8 to 400 IR
instructions, by name), extracts them, and runs

    llc-14 -O2 -stop-before=greedy          -> <lib>.<target>.pre.mir
    llc-14 -O2 -stop-after=virtregrewriter  -> <lib>.<target>.post.mir

keeping the embedded IR module (the first YAML document: the IR after
CodeGenPrepare, whose value numbers differ from ``<lib>.<target>.ll``), so that
llc can re-run a ``.mir``:

    llc-14 -O2 -start-after=virtregrewriter -disable-postra-machine-licm \
        -verify-machineinstrs F.post.mir -filetype=obj -o F.o
    llc-14 -O2 -start-before=greedy -verify-machineinstrs F.pre.mir \
        -filetype=obj -o F.o

(add ``-target-abi=lp64d`` for riscv64: llc-14 ignores the module's ABI flag).
Two ``.post.mir`` do not re-run as written: llc-14 cannot read back the
``<4 x i32> zeroinitializer`` in their constant pools (see SOURCES.md).

Every fifth picked function (by name order) goes to ``../llvm-hidden/`` instead:
functions nobody tunes on, reported separately.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
HIDDEN = HERE.parent / "llvm-hidden"
TARGETS = {"x86-64": ["-target", "x86_64-linux-gnu"],
           "riscv64": ["-target", "riscv64-linux-gnu", "--sysroot=/usr/riscv64-linux-gnu",
                       "-isystem", "/usr/riscv64-linux-gnu/include"]}
LIBS: dict[str, tuple[str, list[str], list[str]]] = {
    # library: (folder in SRC_DIR, C files (globs), include dirs)
    "lz4": ("lz4-4.3.3/lz4libs", ["lz4.c", "lz4hc.c", "lz4frame.c"], ["."]),
    "brotli": ("Brotli-1.1.0/c", ["common/*.c", "dec/*.c", "enc/*.c"], ["include"]),
    "zstd": ("zstandard-0.23.0/zstd", ["zstd.c"], ["."]),
    "xxhash": ("xxhash-3.5.0/deps/xxhash", ["xxhash.c"], ["."]),
}
PER_LIB = 110
"""Functions picked per library (before the hidden fifth is taken out)."""
MIN_INSTRS, MAX_INSTRS = 8, 400
_DEFINE = re.compile(r"^define [^@]*@([\w.$]+)\(")


def run(cmd: list[str]) -> None:
    subprocess.run(cmd, check=True)


def compile_lib(src: Path, lib: str, flags: list[str], work: Path) -> Path:
    folder, globs, incs = LIBS[lib]
    root = src / folder
    files = sorted(f for g in globs for f in root.glob(g))
    outs = []
    for k, c in enumerate(files):
        out = work / f"{lib}{k}.ll"
        run(["clang-14", "-O2", "-S", "-emit-llvm", "-g0", "-w", *flags,
             *(f"-I{root / i}" for i in incs), str(c), "-o", str(out)])
        outs.append(out)
    linked = work / f"{lib}.ll"
    run(["llvm-link-14", "-S", *map(str, outs), "-o", str(linked)])
    return linked


def function_sizes(ll: Path) -> dict[str, int]:
    """Defined functions and their IR instruction counts."""
    sizes: dict[str, int] = {}
    name = None
    for line in ll.read_text().splitlines():
        m = _DEFINE.match(line)
        if m:
            name, sizes[m.group(1)] = m.group(1), 0
        elif line == "}":
            name = None
        elif name and line.startswith("  ") and not line.strip().startswith(";"):
            sizes[name] += 1
    return sizes


def pick(sizes: dict[str, int]) -> list[str]:
    ok = sorted(f for f, n in sizes.items() if MIN_INSTRS <= n <= MAX_INSTRS)
    step = max(1, len(ok) // PER_LIB)
    return ok[::step][:PER_LIB]


def emit(linked: Path, funcs: list[str], stem: str) -> None:
    ll = Path(stem + ".ll")
    run(["llvm-extract-14", "-S", *(f"--func={f}" for f in funcs), str(linked),
         "-o", str(ll)])
    for suffix, stop in ((".pre.mir", "-stop-before=greedy"),
                         (".post.mir", "-stop-after=virtregrewriter")):
        out = Path(stem + suffix)
        # run in the output folder: the embedded IR's ModuleID is then the
        # .ll's name, not an absolute path
        subprocess.run(["llc-14", "-O2", stop, ll.name, "-o", out.name],
                       check=True, cwd=ll.parent)


def main(src: Path) -> None:
    HIDDEN.mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lib in LIBS:
            for target, flags in TARGETS.items():
                linked = compile_lib(src, lib, flags, Path(tmp))
                funcs = pick(function_sizes(linked))
                hidden = funcs[4::5]
                shown = [f for f in funcs if f not in hidden]
                emit(linked, shown, str(HERE / f"{lib}.{target}"))
                emit(linked, hidden, str(HIDDEN / f"{lib}.{target}"))
                print(f"{lib} {target}: {len(shown)} + {len(hidden)} hidden")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
