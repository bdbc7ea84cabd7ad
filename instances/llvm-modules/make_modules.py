"""Generate whole-library LLVM modules as MIR, for real round trips: each library
linked into one module (every function, nothing extracted), as the MIR llc-14
makes from it before and after register allocation, with the embedded IR kept.

Run once, by hand (the outputs are committed; tests never need a compiler):

    python instances/llvm-modules/make_modules.py SRC_DIR

``SRC_DIR`` holds the four PyPI source distributions, unpacked (see SOURCES.md for
names, versions, SHA-256 and licences). Needs clang-14, llvm-link-14, llc-14 and
llvm-nm-14 (Debian ``clang-14`` and ``llvm-14``) and, for riscv64, the
``libc6-dev-riscv64-cross`` headers.

For each library and target it runs, in a temporary folder:

    clang-14 -O2 -S -emit-llvm -g0 -w -fmacro-prefix-map=SRC_DIR/= TARGET_FLAGS \\
        -I... FILE.c -o FILEk.ll                       (every C file of the library)
    llvm-link-14 -S FILE0.ll FILE1.ll ... -o <lib>.<target>.ll
    llc-14 -O2 LLC_FLAGS -stop-before=greedy <lib>.<target>.ll -o <lib>.<target>.pre.mir
    llc-14 -O2 LLC_FLAGS -stop-after=virtregrewriter <lib>.<target>.ll \
        -o <lib>.<target>.post.mir

with TARGET_FLAGS ``-target x86_64-linux-gnu`` or ``-target riscv64-linux-gnu
--sysroot=/usr/riscv64-linux-gnu -isystem /usr/riscv64-linux-gnu/include`` and
LLC_FLAGS ``-no-x86-call-frame-opt`` (x86-64: its call-argument PUSH sequences are
miscompiled after a MIR round trip) or ``-target-abi=lp64d`` (riscv64: llc-14
ignores the module's ABI flag). ``-fmacro-prefix-map`` makes ``__FILE__`` (in
assertion messages) relative to ``SRC_DIR``, so the text does not depend on
where the sources were unpacked.

llc-14 cannot read back ``<N x T> zeroinitializer`` in a MIR constant pool
("expected a constant value"); every such constant is written element by element
(``<4 x i32> <i32 0, i32 0, i32 0, i32 0>``), the same value.

Then it checks that every ``.post.mir`` compiles back to an object,

    llc-14 -O2 LLC_FLAGS -start-after=virtregrewriter -disable-postra-machine-licm \\
        -verify-machineinstrs <lib>.<target>.post.mir -filetype=obj -o X.o

and that the object defines the library's public functions (``llvm-nm-14``), and
that every ``.pre.mir`` re-runs (``-start-before=greedy -verify-machineinstrs``);
it prints one line per file.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGETS: dict[str, tuple[list[str], list[str]]] = {
    # target: (clang flags, llc flags)
    "x86-64": (["-target", "x86_64-linux-gnu"], ["-no-x86-call-frame-opt"]),
    "riscv64": (["-target", "riscv64-linux-gnu", "--sysroot=/usr/riscv64-linux-gnu",
                 "-isystem", "/usr/riscv64-linux-gnu/include"], ["-target-abi=lp64d"]),
}
LIBS: dict[str, tuple[str, list[str], list[str]]] = {
    # library: (folder in SRC_DIR, C files (globs), include dirs)
    # lz4frame.c calls XXH32*: lz4's own bundled xxhash.c (xxHash 0.6) links them
    "lz4": ("lz4-4.3.3/lz4libs", ["lz4.c", "lz4hc.c", "lz4frame.c", "xxhash.c"], ["."]),
    "brotli": ("Brotli-1.1.0/c", ["common/*.c", "dec/*.c", "enc/*.c"], ["include"]),
    "zstd": ("zstandard-0.23.0/zstd", ["zstd.c"], ["."]),
    "xxhash": ("xxhash-3.5.0/deps/xxhash", ["xxhash.c"], ["."]),
}
PUBLIC: dict[str, list[str]] = {
    # functions the object of each post.mir must define
    "lz4": ["LZ4_compress_default", "LZ4_decompress_safe", "LZ4_compress_HC",
            "LZ4F_compressFrame", "LZ4F_decompress", "XXH32"],
    "brotli": ["BrotliEncoderCompress", "BrotliDecoderDecompress",
               "BrotliEncoderCompressStream", "BrotliDecoderDecompressStream"],
    "zstd": ["ZSTD_compress", "ZSTD_decompress", "ZSTD_compressStream2",
             "ZSTD_decompressStream", "ZDICT_trainFromBuffer"],
    "xxhash": ["XXH32", "XXH64", "XXH3_64bits", "XXH3_128bits", "XXH64_update"],
}
_ZERO_POOL = re.compile(
    r"^(    value:\s+)'<(\d+) x (i\d+|half|float|double)> zeroinitializer'$", re.M)


def run(cmd: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, check=True, cwd=cwd, capture_output=True, text=True)


def compile_lib(src: Path, lib: str, flags: list[str], work: Path, out: Path) -> None:
    folder, globs, incs = LIBS[lib]
    root = src / folder
    files = sorted(f for g in globs for f in root.glob(g))
    outs = []
    for k, c in enumerate(files):
        ll = work / f"{lib}{k}.ll"
        run(["clang-14", "-O2", "-S", "-emit-llvm", "-g0", "-w",
             f"-fmacro-prefix-map={src}/=", *flags,
             *(f"-I{root / i}" for i in incs), str(c), "-o", str(ll)])
        outs.append(ll)
    run(["llvm-link-14", "-S", *map(str, outs), "-o", str(out)])


def spell_zero_pools(mir: str) -> tuple[str, int]:
    """Write each ``<N x T> zeroinitializer`` constant-pool entry element by
    element (llc-14's MIR parser rejects the short form); the count rewritten."""
    def one(m: re.Match[str]) -> str:
        n, t = int(m.group(2)), m.group(3)
        zero = f"{t} 0" if t.startswith("i") else f"{t} 0.0"
        return f"{m.group(1)}'<{n} x {t}> <{', '.join([zero] * n)}>'"
    return _ZERO_POOL.subn(one, mir)


def emit(ll: Path, llc_flags: list[str]) -> None:
    stem = ll.name[:-len(".ll")]
    for suffix, stop in ((".pre.mir", "-stop-before=greedy"),
                         (".post.mir", "-stop-after=virtregrewriter")):
        out = HERE / (stem + suffix)
        # run next to the .ll: the embedded IR's ModuleID is then its bare name
        run(["llc-14", "-O2", *llc_flags, stop, ll.name, "-o", str(out)], cwd=ll.parent)
        text, n = spell_zero_pools(out.read_text())
        if n:
            out.write_text(text)
            print(f"{out.name}: {n} zeroinitializer constant(s) written element by element")


def check(lib: str, target: str, work: Path) -> None:
    llc_flags = TARGETS[target][1]
    stem = f"{lib}.{target}"
    obj = work / f"{stem}.o"
    post = subprocess.run(
        ["llc-14", "-O2", *llc_flags, "-start-after=virtregrewriter",
         "-disable-postra-machine-licm", "-verify-machineinstrs",
         str(HERE / f"{stem}.post.mir"), "-filetype=obj", "-o", str(obj)],
        capture_output=True, text=True)
    if post.returncode:
        err = next((x for x in post.stderr.splitlines() if "rror" in x),
                   post.stderr.strip()[:300])
        print(f"{stem}.post.mir: FAIL: {err}")
    else:
        nm = run(["llvm-nm-14", "--defined-only", str(obj)]).stdout
        defined = {line.split()[-1] for line in nm.splitlines() if " T " in line}
        missing = [f for f in PUBLIC[lib] if f not in defined]
        print(f"{stem}.post.mir: compiles back; {len(defined)} global functions; "
              + (f"MISSING {missing}" if missing else f"defines {', '.join(PUBLIC[lib])}"))
    pre = subprocess.run(
        ["llc-14", "-O2", *llc_flags, "-start-before=greedy", "-verify-machineinstrs",
         str(HERE / f"{stem}.pre.mir"), "-filetype=obj", "-o", str(work / "pre.o")],
        capture_output=True, text=True)
    print(f"{stem}.pre.mir: "
          + ("re-runs" if not pre.returncode else f"FAIL: {pre.stderr.strip()[:300]}"))


def main(src: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for lib in LIBS:
            for target, (clang_flags, llc_flags) in TARGETS.items():
                ll = work / f"{lib}.{target}.ll"
                compile_lib(src, lib, clang_flags, work, ll)
                emit(ll, llc_flags)
                check(lib, target, work)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
