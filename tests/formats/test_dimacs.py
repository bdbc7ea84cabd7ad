"""DIMACS .col graphs: the 14 shipped ones read with the stated sizes."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import ROOT

from solver_alloc import KernelError, load_dimacs

# name -> (vertices, edges, chromatic number), from instances/dimacs/SOURCES.md
KNOWN = {
    "fpsol2.i.1": (496, 11654, 65), "fpsol2.i.2": (451, 8691, 30),
    "fpsol2.i.3": (425, 8688, 30), "inithx.i.1": (864, 18707, 54),
    "inithx.i.2": (645, 13979, 31), "inithx.i.3": (621, 13969, 31),
    "mulsol.i.1": (197, 3925, 49), "mulsol.i.2": (188, 3885, 31),
    "mulsol.i.3": (184, 3916, 31), "mulsol.i.4": (185, 3946, 31),
    "mulsol.i.5": (186, 3973, 31), "zeroin.i.1": (211, 4100, 49),
    "zeroin.i.2": (211, 3541, 30), "zeroin.i.3": (206, 3540, 30),
}


@pytest.mark.parametrize("name", sorted(KNOWN))
def test_reads_shipped_graph(name: str) -> None:
    g = load_dimacs(ROOT / "instances" / "dimacs" / f"{name}.col")
    n, m, chi = KNOWN[name]
    assert (len(g.vertices), len(g.edges), g.known_colours) == (n, m, chi)


@pytest.mark.parametrize(("text", "fragment"), [
    ("e 1 2\n", "line 1: field 'e': edge before"),
    ("p edge 2 1\ne 1 3\n", "line 2: field 'e': edge 1 3"),
    ("p edge 2 1\ne 1 x\n", "line 2: expected integers"),
    ("p edge 2 1\nq\n", "line 2: unrecognised line"),
    ("c only comments\n", "no 'p edge N M' line"),
])
def test_malformed_col(tmp_path: Path, text: str, fragment: str) -> None:
    p = tmp_path / "g.col"
    p.write_text(text)
    with pytest.raises(KernelError, match=fragment):
        load_dimacs(p)
