"""Compile ``cuda/kernels.cu`` (CUDA C of ours) to PTX with clang-14:
``python instances/ptx/make_cuda_ptx.py [--ptxas PATH]`` writes
``cuda/<kernel>.ptx``, one file per kernel (``apt-get install clang-14``; never a
dependency of solver_alloc), and with ``--ptxas`` (e.g. the triton wheel's)
``cuda/ptxas.json``: ``Used N registers`` and spill bytes per kernel.

nvcc itself cannot be used here: the nvidia-cuda-nvcc wheels (CUDA 12.9 and
13.5) ship nvcc, ptxas and libnvvm but not cicc, nvcc's CUDA front end, nor the
CUDA headers. clang's NVPTX back end is LLVM's, as nvcc's NVVM is.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent / "cuda"
ARCH = "sm_80"  # the newest clang-14 knows


def ptxas(tool: str, path: Path) -> dict[str, int]:
    with tempfile.TemporaryDirectory() as d:
        out = subprocess.run([tool, f"-arch={ARCH}", "-v", str(path), "-o",
                              str(Path(d) / "k.cubin")], capture_output=True, text=True,
                             check=True)
    text = out.stdout + out.stderr
    regs = re.search(r"Used (\d+) registers", text)
    spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", text)
    return {"registers": int(regs[1]) if regs else -1,
            "spill_store_bytes": int(spill[1]) if spill else 0,
            "spill_load_bytes": int(spill[2]) if spill else 0}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--ptxas", help="ptxas to record register counts with")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        out = Path(d) / "all.ptx"
        subprocess.run(["clang-14", "-x", "cuda", "--cuda-device-only", "-nocudainc",
                        "-nocudalib", f"--cuda-gpu-arch={ARCH}", "-O2", "-S",
                        "-Wno-unknown-cuda-version", "-o", str(out),
                        str(HERE / "kernels.cu")], check=True)
        text = out.read_text()
    head, *bodies = re.split(r"(?m)^(?=\t// \.globl)", text)
    facts = {}
    for body in bodies:
        name = re.search(r"\.entry (\w+)", body)
        if name is None:
            continue
        path = HERE / f"{name[1]}.ptx"
        path.write_text(head + body)
        if args.ptxas:
            facts[name[1]] = ptxas(args.ptxas, path)
        print(name[1], facts.get(name[1], ""), file=sys.stderr)
    if args.ptxas:
        version = subprocess.run([args.ptxas, "--version"], capture_output=True,
                                 text=True, check=True).stdout.strip().splitlines()[-1]
        (HERE / "ptxas.json").write_text(json.dumps(
            {"arch": ARCH, "ptxas": version, "kernels": facts}, indent=1,
            sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
