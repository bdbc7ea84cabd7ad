"""Record LLVM's own block frequencies for the corpus (run once, by hand):

    python instances/llvm/make_bfi.py

For every ``<lib>.<target>.ll`` here, ``opt-14 -passes='print<block-freq>'``
prints each IR block's frequency relative to the entry; this writes them, with
each block's successors, keyed by function and IR block label, to ``bfi.json``
in this folder. The MIR frontend
computes block frequencies itself from the MIR branch probabilities; a test
compares the two on the functions whose machine CFG is the IR CFG (every MIR
block names its IR block and the edges are the same: no block split, merged or
turned into a tail call by instruction selection).
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

HERE = Path(__file__).resolve().parent
_DEFINE = re.compile(r"^define [^@]*@([\w.$]+)\(")
_LABEL = re.compile(r"^([\w.$-]+):")
_FREQ = re.compile(r"^ - ([\w.$-]*): float = ([0-9.e+-]+)")


def ir_blocks(ll: str) -> dict[str, dict[str, list[str]]]:
    """Per defined function: block label -> successor labels, blocks in order
    (the entry block is unnamed in clang's output: its number is the count of
    numbered arguments)."""
    out: dict[str, dict[str, list[str]]] = {}
    name = block = None
    for line in ll.splitlines():
        m = _DEFINE.match(line)
        if m:
            name = m.group(1)
            args = line.partition("(")[2].rpartition(")")[0]
            block = str(len(re.findall(r"%\d+\b", args)))
            out[name] = {block: []}
        elif line == "}":
            name = None
        elif name and (lm := _LABEL.match(line)):
            block = lm.group(1)
            out[name][block] = []
        elif name and block is not None:
            out[name][block] += re.findall(r"label %([\w.$-]+)", line)
    return out


def main() -> None:
    table: dict[str, dict[str, dict[str, dict[str, object]]]] = {}
    for ll in sorted(HERE.glob("*.ll")):
        text = ll.read_text()
        blocks = ir_blocks(text)
        printed = subprocess.run(["opt-14", "-passes=print<block-freq>",
                                  "-disable-output", str(ll)], capture_output=True,
                                 text=True, check=True).stderr
        freqs: dict[str, list[float]] = {}
        func = None
        for line in printed.splitlines():
            if line.startswith("block-frequency-info: "):
                func = line.split(": ", 1)[1]
                freqs[func] = []
            elif func and (m := _FREQ.match(line)):
                freqs[func].append(float(m.group(2)))
        table[ll.stem] = {f: {b: {"freq": x, "succs": sorted(set(blocks[f][b]))}
                              for b, x in zip(blocks[f], fs, strict=True)}
                          for f, fs in freqs.items() if f in blocks
                          and len(blocks[f]) == len(fs)}
    (HERE / "bfi.json").write_text(json.dumps(table, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
