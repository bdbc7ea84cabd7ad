"""Build and run the real-library harnesses (tests/real/harness/<lib>.c).

A library compiled from post-RA MIR (LLVM's own allocation, the control, or ours
written back as MIR) is linked with a C harness that checks known vectors, one-shot
against streaming APIs and compression round trips; see tests/real/harness/common.h.

The pipeline follows docs in /work/shared/research/llvm-roundtrip.md:

* ``compile_mir``: ``llc-14 -O2 -start-after=virtregrewriter -disable-postra-machine-licm
  -verify-machineinstrs [-target-abi=lp64d] -filetype=obj``;
* x86-64: the harness is compiled with clang-14 and linked ``-no-pie``, run natively;
* riscv64: compiled with ``clang-14 --target=riscv64-linux-gnu``, linked statically by
  clang's driver with Debian's ``riscv64-linux-gnu-ld`` (binutils-riscv64-linux-gnu), the
  cross glibc and libgcc (ld.lld-14 cannot link glibc's riscv64 objects), run under
  ``qemu-riscv64``.

This module does not import solver_alloc. Command line (development)::

    python tests/real/harness.py vectors LIB [TARGET]  # regenerate vectors/LIB.TARGET.txt
    python tests/real/harness.py control LIB TARGET  # compile the control and run it
"""

from __future__ import annotations

import gzip
import os
import re
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
HARNESS_DIR = HERE / "harness"
VECTORS_DIR = HERE / "vectors"
REPO = HERE.parent.parent

LIBS: tuple[str, ...] = ("xxhash", "lz4", "zstd", "brotli")
TARGETS: tuple[str, ...] = ("x86-64", "riscv64")

#: Environment variable naming the folder of <lib>.<target>.post.mir modules.
MODULES_ENV = "SOLVER_ALLOC_LLVM_MODULES"
#: Environment variable naming the folder of the unpacked source distributions.
SOURCES_ENV = "SOLVER_ALLOC_REAL_SOURCES"

RISCV_SYSROOT = "/usr/riscv64-linux-gnu"
RISCV_TRIPLE = "riscv64-linux-gnu"
# (file that must exist or program on PATH, Debian package providing it)
_TOOLS: dict[str, tuple[tuple[str, str], ...]] = {
    "x86-64": (("llc-14", "llvm-14"), ("clang-14", "clang-14")),
    "riscv64": (
        ("llc-14", "llvm-14"),
        ("clang-14", "clang-14"),
        ("qemu-riscv64", "qemu-user"),
        ("riscv64-linux-gnu-ld", "binutils-riscv64-linux-gnu"),
        (f"{RISCV_SYSROOT}/lib/libc.a", "libc6-dev-riscv64-cross"),
        ("/usr/lib/gcc-cross/riscv64-linux-gnu/12/libgcc.a", "libgcc-12-dev-riscv64-cross"),
    ),
}
_ALL_OK = re.compile(r"^ALL OK (\d+) checks$", re.MULTILINE)


class HarnessError(RuntimeError):
    """A tool failed while building a harness or an object (its stderr in the message)."""


@dataclass(frozen=True)
class HarnessRun:
    """The result of one harness run: passed, the number of checks, and its output."""

    passed: bool
    checks: int
    output: str
    seconds: float = 0.0


def _check_target(target: str) -> None:
    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r}; expected one of {TARGETS}")


def _present(tool: str) -> bool:
    return Path(tool).exists() if tool.startswith("/") else shutil.which(tool) is not None


def missing_tools(target: str, *, valgrind: bool = False) -> str | None:
    """None if every tool for ``target`` is installed, else the apt-get command to add them.

    With ``valgrind=True`` the cachegrind measurement's tool is required too.
    """
    _check_target(target)
    tools = list(_TOOLS[target])
    if valgrind:
        tools.append(("valgrind", "valgrind"))
    packages = [pkg for tool, pkg in tools if not _present(tool)]
    if not packages:
        return None
    return "apt-get install " + " ".join(dict.fromkeys(packages))


def modules_dir() -> Path:
    """The folder of whole-library modules (``$SOLVER_ALLOC_LLVM_MODULES`` overrides it)."""
    env = os.environ.get(MODULES_ENV)
    return Path(env) if env else REPO / "instances" / "llvm-modules"


def module_path(lib: str, target: str, stage: str = "post") -> Path:
    """``<lib>.<target>.<stage>.mir`` in :func:`modules_dir`, or its ``.gz`` (zstd and
    brotli are committed gzip-compressed) when only that exists; the plain name if
    neither exists (check ``.exists()``)."""
    plain = modules_dir() / f"{lib}.{target}.{stage}.mir"
    gz = plain.with_name(plain.name + ".gz")
    return gz if gz.exists() and not plain.exists() else plain


def plain_file(path: Path, work: Path) -> Path:
    """``path``, or for a ``.gz`` its content decompressed into ``work`` (the
    solver reads only plain ``.mir``)."""
    if path.suffix != ".gz":
        return path
    out = work / path.name.removesuffix(".gz")
    out.write_bytes(gzip.decompress(path.read_bytes()))
    return out


def sources_dir() -> Path:
    """The unpacked source distributions (``$SOLVER_ALLOC_REAL_SOURCES``, else /work/src)."""
    return Path(os.environ.get(SOURCES_ENV, "/work/src"))


def _run(cmd: list[str], what: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        raise HarnessError(f"{what} timed out after {timeout:g} s: {' '.join(cmd)}") from exc
    if proc.returncode != 0:
        raise HarnessError(
            f"{what} failed (exit {proc.returncode}): {' '.join(cmd)}\n{proc.stderr.strip()}"
        )
    return proc


_ZERO_VECTOR = re.compile(r"(value:\s+')<(\d+) x (i\d+|float|double)> zeroinitializer'")


def _spell_zero_vectors(text: str) -> str:
    """llc-14 cannot read back ``<N x T> zeroinitializer`` in a MIR constant pool (LLVM's
    own allocator writes it, in zstd and brotli on x86-64): spell the elements out."""

    def spell(m: re.Match[str]) -> str:
        ty = m.group(3)
        zero = "0" if ty.startswith("i") else "0.000000e+00"
        elements = ", ".join([f"{ty} {zero}"] * int(m.group(2)))
        return f"{m.group(1)}<{m.group(2)} x {ty}> <{elements}>'"

    return _ZERO_VECTOR.sub(spell, text)


def compile_mir(post_mir: Path, target: str, out: Path) -> Path:
    """Compiles a post-RA MIR module (``.mir``, or ``.mir.gz`` decompressed next to
    ``out``) to the object ``out`` with llc-14 and returns ``out``.

    A constant pool holding ``<N x T> zeroinitializer`` is first rewritten element by
    element into a copy next to ``out`` (the only change made to the module)."""
    _check_target(target)
    cmd = [
        "llc-14",
        "-O2",
        "-start-after=virtregrewriter",
        "-disable-postra-machine-licm",
        "-verify-machineinstrs",
        "-filetype=obj",
    ]
    if target == "riscv64":
        cmd.append("-target-abi=lp64d")
    out.parent.mkdir(parents=True, exist_ok=True)
    if post_mir.suffix == ".gz":
        with gzip.open(post_mir, "rt") as f:
            text = f.read()
        post_mir = out.with_suffix(".post.mir")
        post_mir.write_text(text)
    else:
        text = post_mir.read_text()
    spelled = _spell_zero_vectors(text)
    source = post_mir
    if spelled != text:
        source = out.with_suffix(".spelled.mir")
        source.write_text(spelled)
    _run([*cmd, str(source), "-o", str(out)], f"llc-14 on {post_mir}")
    return out


def _cflags(target: str) -> list[str]:
    if target == "x86-64":
        return ["-target", "x86_64-linux-gnu"]
    return [
        f"--target={RISCV_TRIPLE}",
        f"--sysroot={RISCV_SYSROOT}",
        "-isystem",
        f"{RISCV_SYSROOT}/include",
    ]


def _compile_c(source: Path, target: str, out: Path, extra: list[str] | None = None) -> Path:
    cmd = ["clang-14", "-O2", "-g0", "-w", *_cflags(target), *(extra or [])]
    _run([*cmd, "-c", str(source), "-o", str(out)], f"clang-14 on {source}")
    return out


def _link(objects: list[Path], target: str, out: Path) -> Path:
    if target == "x86-64":
        cmd = ["clang-14", "-target", "x86_64-linux-gnu", "-no-pie"]
    else:
        # clang's driver picks /usr/bin/riscv64-linux-gnu-ld and the gcc-cross crt/libgcc.
        cmd = ["clang-14", f"--target={RISCV_TRIPLE}", "-static"]
    _run([*cmd, *map(str, objects), "-lm", "-o", str(out)], f"linking {out.name}")
    return out


def _undefined(objects: list[Path]) -> set[str]:
    """Symbols the objects use but none defines (llvm-nm-14, from the llvm-14 package)."""
    proc = _run(["llvm-nm-14", "--format=just-symbols", "-u", *map(str, objects)], "llvm-nm-14")
    used = {s for s in proc.stdout.split() if not s.endswith(":")}
    proc = _run(
        ["llvm-nm-14", "--format=just-symbols", "--defined-only", *map(str, objects)],
        "llvm-nm-14",
    )
    return used - set(proc.stdout.split())


def _support_objects(lib: str, target: str, objects: list[Path], work: Path) -> list[Path]:
    """Objects the library needs besides itself: lz4frame calls XXH32, which the lz4
    module may not contain; it is then compiled from lz4's bundled xxhash.c (not under
    test)."""
    if lib != "lz4" or not any(s.startswith("XXH32") for s in _undefined(objects)):
        return []
    src = sources_dir() / "lz4-4.3.3" / "lz4libs" / "xxhash.c"
    if not src.exists():
        raise HarnessError(f"the lz4 objects need XXH32 but {src} is missing ({SOURCES_ENV})")
    return [_compile_c(src, target, work / f"lz4-xxhash.{target}.o")]


def build_harness(lib: str, target: str, objects: list[Path], work: Path) -> Path:
    """Compiles harness/<lib>.c and links it with ``objects``; returns the executable."""
    _check_target(target)
    if lib not in LIBS:
        raise ValueError(f"unknown library {lib!r}; expected one of {LIBS}")
    work.mkdir(parents=True, exist_ok=True)
    harness_o = _compile_c(HARNESS_DIR / f"{lib}.c", target, work / f"harness-{lib}.{target}.o")
    support = _support_objects(lib, target, objects, work)
    return _link([harness_o, *objects, *support], target, work / f"harness-{lib}.{target}")


def _command(exe: Path, target: str, args: list[str]) -> list[str]:
    return (["qemu-riscv64"] if target == "riscv64" else []) + [str(exe), *args]


def parse_output(output: str, returncode: int) -> HarnessRun:
    """Reads a harness's output: passed only with exit 0 and a final "ALL OK <n> checks"."""
    found = _ALL_OK.findall(output)
    checks = int(found[-1]) if found else 0
    return HarnessRun(passed=returncode == 0 and bool(found), checks=checks, output=output)


def vectors_path(lib: str, target: str) -> Path:
    """vectors/<lib>.<target>.txt: the known vectors for ``target``. They are per target
    because some outputs legitimately differ between targets (zstd level 9 on x86-64 and
    riscv64, for instance: the library picks different match finders)."""
    return VECTORS_DIR / f"{lib}.{target}.txt"


def run_harness(
    lib: str, target: str, objects: list[Path], work: Path, timeout: float = 300
) -> HarnessRun:
    """Builds the harness of ``lib`` with the library ``objects`` and runs it.

    A build failure raises HarnessError; a failing, crashing or timed-out run returns
    ``passed=False`` with the output (a crash or timeout is described in it).
    """
    exe = build_harness(lib, target, objects, work)
    cmd = _command(exe, target, [str(vectors_path(lib, target))])
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout.decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return HarnessRun(False, 0, f"{out}\nTIMEOUT after {timeout:g} s", timeout)
    seconds = time.monotonic() - start
    output = proc.stdout + proc.stderr
    if proc.returncode < 0:
        output += f"\nKILLED by signal {-proc.returncode}"
    run = parse_output(output, proc.returncode)
    return HarnessRun(run.passed, run.checks, run.output, seconds)


_EVENTS = ("Ir", "Dr", "Dw")


def _cachegrind_totals(path: Path, functions: set[str]) -> dict[str, int]:
    """Sums Ir, Dr, Dw over the whole program and over ``functions`` from a
    cachegrind.out file (valgrind 3.19 format: "events:" line, "fn=" blocks)."""
    events: list[str] = []
    total = dict.fromkeys(_EVENTS, 0)
    lib = dict.fromkeys(_EVENTS, 0)
    in_lib = False
    for line in path.read_text().splitlines():
        if line.startswith("events:"):
            events = line.split()[1:]
        elif line.startswith("fn="):
            in_lib = line[3:] in functions
        elif line[:1].isdigit():
            counts = line.split()[1:]
            for name, value in zip(events, counts, strict=False):
                if name in total:
                    total[name] += int(value)
                    if in_lib:
                        lib[name] += int(value)
    missing = [e for e in _EVENTS if e not in events]
    if missing:
        raise HarnessError(f"cachegrind output {path} has no {missing} events")
    return {**lib, **{f"total_{k}": v for k, v in total.items()}}


def cachegrind(lib: str, objects: list[Path], work: Path, quick: bool = True) -> dict[str, int]:
    """Runs the x86-64 harness under cachegrind; returns instruction (Ir), data read (Dr)
    and data write (Dw) counts in the library's own functions (those the objects define),
    and ``total_Ir``/``total_Dr``/``total_Dw`` for the whole program (harness and libc
    included). ``quick`` runs the harness's smaller ``--quick`` workload.

    valgrind 3.19 reports only Ir with ``--cache-sim=no``: Dr and Dw need ``--cache-sim=yes``
    (the counts are the same either way; only the miss columns are added).
    """
    exe = build_harness(lib, "x86-64", objects, work)
    out = work / f"cachegrind-{lib}.out"
    args = [str(vectors_path(lib, "x86-64"))] + (["--quick"] if quick else [])
    cmd = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=yes",
        f"--cachegrind-out-file={out}",
        str(exe),
        *args,
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, check=False)
    run = parse_output(proc.stdout, proc.returncode)
    if not run.passed:
        raise HarnessError(f"harness failed under cachegrind:\n{proc.stdout}\n{proc.stderr}")
    nm = _run(
        ["llvm-nm-14", "--format=just-symbols", "--defined-only", *map(str, objects)], "nm"
    )
    return _cachegrind_totals(out, set(nm.stdout.split()))


# ---- reference builds (straight from C), for the vectors and for development ----

_XXHASH = "xxhash-3.5.0/deps/xxhash/xxhash.c"
_LZ4 = "lz4-4.3.3/lz4libs"
_ZSTD = "zstandard-0.23.0/zstd/zstd.c"
_BROTLI = "Brotli-1.1.0/c"


def library_sources(lib: str) -> tuple[list[Path], list[str]]:
    """The C files of ``lib`` (as the modules are made) and their include flags."""
    src = sources_dir()
    if lib == "xxhash":
        return [src / _XXHASH], []
    if lib == "lz4":
        d = src / _LZ4
        return [d / "lz4.c", d / "lz4hc.c", d / "lz4frame.c"], [f"-I{d}"]
    if lib == "zstd":
        return [src / _ZSTD], []
    if lib == "brotli":
        d = src / _BROTLI
        files = [f for sub in ("common", "dec", "enc") for f in sorted((d / sub).glob("*.c"))]
        return files, [f"-I{d / 'include'}"]
    raise ValueError(f"unknown library {lib!r}")


def reference_objects(
    lib: str, target: str, work: Path, defines: list[str] | None = None
) -> list[Path]:
    """Compiles ``lib`` straight from C with clang-14 -O2 (``defines``: extra -D flags,
    e.g. a sabotage for checking that the harness notices)."""
    files, flags = library_sources(lib)
    work.mkdir(parents=True, exist_ok=True)
    return [
        _compile_c(
            f, target, work / f"ref-{lib}-{f.stem}.{target}.o", [*flags, *(defines or [])]
        )
        for f in files
    ]


def generate_vectors(lib: str, target: str, work: Path) -> Path:
    """Writes vectors/<lib>.<target>.txt from a reference build run with ``--gen``."""
    exe = build_harness(lib, target, reference_objects(lib, target, work), work)
    proc = _run(_command(exe, target, ["--gen"]), f"{lib} harness --gen", timeout=900)
    lines = [ln for ln in proc.stdout.splitlines() if re.fullmatch(r"[\w.\-]+ [0-9a-f]+", ln)]
    path = vectors_path(lib, target)
    header = (
        f"# {lib} on {target}: known vectors from a clang-14 -O2 build of the C sources"
        " (tests/real/harness.py vectors)\n"
    )
    path.write_text(header + "\n".join(lines) + "\n")
    return path


def _main(argv: list[str]) -> int:
    import tempfile

    if len(argv) >= 2 and argv[0] == "vectors":
        for target in argv[2:] or TARGETS:
            with tempfile.TemporaryDirectory() as tmp:
                print(generate_vectors(argv[1], target, Path(tmp)))
        return 0
    if len(argv) == 3 and argv[0] == "control":
        lib, target = argv[1], argv[2]
        with tempfile.TemporaryDirectory() as tmp:
            work = Path(tmp)
            mir = module_path(lib, target)
            obj = compile_mir(mir, target, work / f"{lib}.{target}.o")
            run = run_harness(lib, target, [obj], work)
            print(run.output)
            print(f"passed={run.passed} checks={run.checks} seconds={run.seconds:.2f}")
            return 0 if run.passed else 1
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
