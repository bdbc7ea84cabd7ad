"""The SASS reader and its pricing (:mod:`solver_alloc.frontends.sass`) on
committed dumps of ptxas's output (``tests/data/sass``, see its SOURCES.md) and
a hand-written one whose every count is worked out below."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from helpers import ROOT

from solver_alloc import load_target
from solver_alloc.frontends.ptxas_run import _verbose
from solver_alloc.frontends.sass import (
    LocalKind,
    SassError,
    SassFunction,
    SassInstr,
    parse_sass,
    price,
)

DATA = ROOT / "tests" / "data" / "sass"
SM90 = load_target("nvidia-sm90")


def one(name: str) -> SassFunction:
    path = DATA / name
    if name.endswith(".gz"):
        with gzip.open(path, "rt") as f:
            text = f.read()
    else:
        text = path.read_text()
    (fn,) = parse_sass(text)
    return fn


def test_nested_blocks_and_depths() -> None:
    fn = one("nested.sass")
    assert fn.name == "nested"
    # the inner loop is closed twice (0x30, 0x50): one loop [0x20, 0x50]; the
    # self-loop after EXIT is a loop of its own
    assert fn.loops == ((0x10, 0x70), (0x20, 0x50), (0xD0, 0xD0))
    got = [(b.label, b.start, len(b.instrs), b.depth) for b in fn.blocks]
    assert got == [
        (None, 0x00, 2, 0),
        (".L_x_0", 0x10, 1, 1),
        (".L_x_1", 0x20, 2, 2),   # ends at the first backward branch
        (None, 0x40, 2, 2),
        (None, 0x60, 2, 1),
        (None, 0x80, 3, 0),
        (None, 0xB0, 1, 0),
        (".L_x_3", 0xC0, 1, 0),
        (".L_x_4", 0xD0, 1, 1),
    ]
    assert fn.used() == 13          # R12 is the highest; R8..R11 from STL.128
    assert fn.used(uniform=True) == 8  # ULDC.64 UR6: UR6..UR7


def test_nested_price() -> None:
    c = price(one("nested.sass"), SM90, spilled=True)
    assert (c.kind, c.stores, c.loads) == (LocalKind.SPILL, 3, 3)
    assert (c.store_bytes, c.load_bytes) == (4 + 16 + 4, 4 + 8 + 4)
    assert (c.stores_in_loops, c.loads_in_loops) == (1, 2)
    assert (c.p2r, c.r2p) == (1, 1)
    assert c.spills == 6
    assert c.spills_in_loops == 3
    # stores 30 x (1 + 100 + 1); loads 35 x (10 + 100 + 1); P2R 5 x 10; R2P 5 x 1
    assert c.cost == 30 * 102 + 35 * 111 + 50 + 5 == 7000
    # each register of a wide spill a value: STL.128 four, LDL.64 two
    assert c.cost_per_register == 30 * (1 + 4 * 100 + 1) + 35 * (10 + 2 * 100 + 1) \
        + 50 + 5 == 19500


def test_costs_come_from_the_target(tmp_path: Path) -> None:
    text = (ROOT / "models" / "nvidia-sm90.toml").read_text()
    text = text.replace("store_cost = 30", "store_cost = 3", 1).replace(
        "load_cost = 35", "load_cost = 4", 1)
    (tmp_path / "t.toml").write_text(text)
    c = price(one("nested.sass"), load_target(tmp_path / "t.toml"), spilled=True)
    assert c.cost == 3 * 102 + 4 * 111 + 50 + 5


def test_local_array_traffic_is_not_priced() -> None:
    fn = one("local_histogram.sass")
    facts = _verbose((DATA / "local_histogram.log").read_text())
    assert facts == {"local_histogram": (24, 64, 0, 0)}
    c = price(fn, SM90, spilled=False)
    assert c.kind is LocalKind.LOCAL_ARRAY
    assert (c.stores, c.loads, c.store_bytes, c.load_bytes) == (23, 23, 124, 124)
    assert c.spills == 0
    assert c.spills_in_loops == 0
    assert c.cost == 0
    assert "local-array (not priced)" in c.describe()


def test_row_sum_at_24() -> None:
    fn = one("row_sum.r24.sass")
    assert _verbose((DATA / "row_sum.r24.log").read_text()) == {"row_sum": (24, 8, 4, 4)}
    assert len(fn.blocks) == 13
    assert fn.loops == ((0x170, 0x730), (0xE40, 0xE40))
    c = price(fn, SM90, spilled=True)
    # the store before the loop, the reload in it
    assert (c.stores, c.loads, c.stores_in_loops, c.loads_in_loops) == (1, 1, 0, 1)
    assert c.cost == 30 + 35 * 10
    assert fn.used() == 22  # ptxas -v says 24: two more than SASS names


def test_vector_add_at_24() -> None:
    c = price(one("vector_add.r24.sass"), SM90, spilled=True)
    assert (c.stores, c.loads, c.p2r, c.r2p, c.spills_in_loops) == (1, 1, 2, 0, 0)
    assert c.cost == 30 + 35 + 2 * 5
    assert c.describe() == ("2 spill instructions (1 store 4 B, 1 load 4 B; 0 in loops),"
                            " 2 P2R")


def test_matmul_at_120() -> None:
    fn = one("matmul_64x128x64.r120.sass.gz")
    assert _verbose((DATA / "matmul_64x128x64.r120.log").read_text()) == {
        "matmul": (120, 248, 248, 248)}
    c = price(fn, SM90, spilled=True)
    # 31 STL.64 before the main loop, 31 LDL.64 in it: bytes as ptxas -v says
    assert (c.stores, c.loads, c.store_bytes, c.load_bytes) == (31, 31, 248, 248)
    assert (c.stores_in_loops, c.loads_in_loops) == (0, 31)
    assert c.cost == 31 * 30 + 31 * 35 * 10
    assert c.cost_per_register == 2 * c.cost  # every one a .64
    assert fn.used() == 118
    assert fn.used(uniform=True) == 20


def test_register_widths() -> None:
    assert SassInstr(0, "LDL.64", "R10, [R1+0xf0]").registers() == {1, 10, 11}
    assert SassInstr(0, "STL.128", "[R1], R4").registers() == {1, 4, 5, 6, 7}
    assert SassInstr(0, "LDG.E", "R18, desc[UR8][R10.64]").registers() == {18, 10, 11}
    assert SassInstr(0, "LDG.E", "R18, desc[UR8][R10.64]").registers(True) == {8}
    assert SassInstr(0, "IMAD.WIDE", "R4, R5, 0x4, R2").registers() == {2, 3, 4, 5}
    assert SassInstr(0, "S2R", "R5, SR_TID.X").registers() == {5}
    assert len(SassInstr(0, "HGMMA.64x128x16.F32.BF16", "R24, gdesc[UR4], R24, gsb0"
                         ).registers()) == 64


def test_errors() -> None:
    with pytest.raises(SassError, match="no SASS functions"):
        parse_sass("Fatbin elf code:\n")
    bad = "//------ .text.k ------\n        /*0000*/  BRA `(.L_x_9) ;\n"
    with pytest.raises(SassError, match=r"function k: .* unknown label \.L_x_9"):
        parse_sass(bad)


def test_no_spill_code() -> None:
    (fn,) = parse_sass("//------ .text.k ------\n        /*0000*/  P2R R2, PR, RZ, 0x1 ;\n"
                       "        /*0010*/  EXIT ;\n")
    c = price(fn, SM90, spilled=False)
    assert c.describe() == "no STL/LDL, 1 P2R"
    assert c.cost == 5
