"""Generate the extra LLVM corpus: functions of pycryptodome's C sources, and the
``mm4`` kernel (``mm4.c``, this folder), as LLVM IR and as the MIR llc-14 makes
before and after register allocation.

Run once, by hand (the outputs are committed; tests never need a compiler):

    python instances/llvm-extra/make_extra.py SRC_DIR

``SRC_DIR`` holds the PyPI source distribution ``pycryptodome-3.21.0.tar.gz``,
unpacked (SHA-256 and licence in SOURCES.md). Same pipeline, flags and
conventions as ``../llvm/make_corpus.py``, whose steps this reuses: every listed C
file compiled with ``clang-14 -O2`` per target, linked into one module, functions
picked deterministically (defined, 8 to 400 IR instructions, every k-th by name,
about ``PER_TARGET`` of them; no hidden split), extracted, and run through

    llc-14 -O2 -stop-before=greedy          -> pycryptodome.<target>.pre.mir
    llc-14 -O2 -stop-after=virtregrewriter  -> pycryptodome.<target>.post.mir

keeping the embedded IR module so that llc can re-run a ``.mir`` (commands in
SOURCES.md). ``mm4.c`` goes through the same steps, alone, to ``mm4.<target>.*``.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("make_corpus",
                                               HERE.parent / "llvm" / "make_corpus.py")
assert _spec is not None
assert _spec.loader is not None
mc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mc)

LIB = "pycryptodome"
FOLDER = "pycryptodome-3.21.0/src"
FILES = [
    # hashes
    "MD2.c", "MD4.c", "MD5.c", "RIPEMD160.c", "SHA1.c", "SHA224.c", "SHA256.c",
    "SHA384.c", "SHA512.c", "blake2b.c", "blake2s.c", "keccak.c",
    # ciphers, MACs, modes (no AES-NI, no CLMUL: portable C on both targets)
    "AES.c", "ARC2.c", "ARC4.c", "CAST.c", "DES.c", "DES3.c", "Salsa20.c",
    "blowfish.c", "blowfish_eks.c", "chacha20.c", "poly1305.c", "ghash_portable.c",
    "raw_cbc.c", "raw_cfb.c", "raw_ctr.c", "raw_ecb.c", "raw_ocb.c", "raw_ofb.c",
    "scrypt.c", "strxor.c", "pkcs1_decode.c",
    # big numbers and curves (mont.c includes bignum, multiply and modexp utils;
    # curve25519.c and ed25519.c left out: their external sub_mod clashes with
    # mont.c's when linked into one module)
    "mont.c", "modexp.c", "ec_ws.c", "p256_table.c", "p384_table.c", "p521_table.c",
    "curve448.c", "ed448.c",
]
INCLUDES = [".", "libtom"]
DEFINES = [
    # what pycryptodome's compiler_opt.py sets on a 64-bit little-endian Linux,
    # without the x86-only intrinsics (cpuid, SSE2, AES-NI, CLMUL)
    "-DHAVE_STDINT_H", "-DPYCRYPTO_LITTLE_ENDIAN", "-DSYS_BITS=64", "-DLTC_NO_ASM",
    "-DHAVE_UINT128", "-DHAVE_POSIX_MEMALIGN",
]
PER_TARGET = 60


def pick(sizes: dict[str, int]) -> list[str]:
    """``make_corpus.pick``'s rule with ``PER_TARGET`` instead of ``PER_LIB``."""
    ok = sorted(f for f, n in sizes.items() if mc.MIN_INSTRS <= n <= mc.MAX_INSTRS)
    step = max(1, len(ok) // PER_TARGET)
    return ok[::step][:PER_TARGET]


def compile_mm4(flags: list[str], work: Path) -> Path:
    # compiled in a copy under its bare name: the module records "mm4.c"
    shutil.copy(HERE / "mm4.c", work / "mm4.c")
    subprocess.run(["clang-14", "-O2", "-S", "-emit-llvm", "-g0", "-w", *flags,
                    "mm4.c", "-o", "mm4.ll"], check=True, cwd=work)
    return work / "mm4.ll"


def main(src: Path) -> None:
    mc.LIBS[LIB] = (FOLDER, FILES, INCLUDES)  # compile_lib reads its table
    for target, flags in mc.TARGETS.items():
        with tempfile.TemporaryDirectory() as tmp:
            linked = mc.compile_lib(src, LIB, [*flags, *DEFINES], Path(tmp))
            sizes = mc.function_sizes(linked)
            funcs = pick(sizes)
            mc.emit(linked, funcs, str(HERE / f"{LIB}.{target}"))
            print(f"{LIB} {target}: {len(funcs)} of "
                  f"{sum(mc.MIN_INSTRS <= n <= mc.MAX_INSTRS for n in sizes.values())} "
                  f"eligible ({len(sizes)} defined)")
        with tempfile.TemporaryDirectory() as tmp:
            mc.emit(compile_mm4(flags, Path(tmp)), ["mm4"], str(HERE / f"mm4.{target}"))


if __name__ == "__main__":
    main(Path(sys.argv[1]))
