"""What ptxas makes of a PTX text (``ptxas -v``), for the corpus generators in
this folder: registers used and spill bytes, or ptxas's error."""

from __future__ import annotations

import re
import subprocess
import tempfile
from pathlib import Path


def run(tool: str, arch: str, ptx: str, *extra: str) -> dict[str, int | str]:
    """``Used N registers`` and the spill bytes (stores, loads) of ``ptx`` for
    ``arch``; ``{"error": ...}`` when ptxas refuses it."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "k.ptx"
        path.write_text(ptx)
        out = subprocess.run([tool, f"-arch={arch}", "-v", *extra, str(path), "-o",
                              str(Path(d) / "k.cubin")], capture_output=True, text=True)
    text = out.stdout + out.stderr
    if out.returncode != 0:
        fatal = [line for line in text.splitlines() if "fatal" in line]
        return {"error": (fatal or ["ptxas failed"])[0].split(":", 1)[-1].strip()}
    regs = re.search(r"Used (\d+) registers", text)
    spill = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", text)
    return {"registers": int(regs[1]) if regs else -1,
            "spill_store_bytes": int(spill[1]) if spill else 0,
            "spill_load_bytes": int(spill[2]) if spill else 0}


def version(tool: str) -> str:
    """The last line of ``ptxas --version`` (its build)."""
    return subprocess.run([tool, "--version"], capture_output=True, text=True,
                          check=True).stdout.strip().splitlines()[-1]
