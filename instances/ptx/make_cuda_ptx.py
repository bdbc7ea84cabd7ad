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

import ptxas_facts

HERE = Path(__file__).resolve().parent / "cuda"
ARCH = "sm_80"  # the newest clang-14 knows


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
            facts[name[1]] = ptxas_facts.run(args.ptxas, ARCH, head + body)
        print(name[1], facts.get(name[1], ""), file=sys.stderr)
    if args.ptxas:
        version = ptxas_facts.version(args.ptxas)
        (HERE / "ptxas.json").write_text(json.dumps(
            {"arch": ARCH, "ptxas": version, "kernels": facts}, indent=1,
            sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
