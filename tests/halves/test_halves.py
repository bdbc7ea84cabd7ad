"""Registers in 16-bit halves (solver_alloc/halves.py): two 16-bit values share a
32-bit register. Checked against a placement search that shares no code with
the solvers (tests/oracles/halves.py), under the registers and the spill
objective, and every plan through the verifier."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from helpers import ROOT, kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.halves import fewest_packed_registers
from strategies import straight_kernels
from thorough import examples

from solver_alloc import Kernel, KernelError, Status, Target, allocate, verify
from solver_alloc.halves import in_halves, target_for
from solver_alloc.targets import target_from_dict

WIDTH = {16: 1, 32: 2, 64: 4}
"""A value's width in halves, by its size in bits."""


def halves_target(count: int, halves: bool = True) -> Target:
    """Class ``r`` of ``count`` 32-bit registers holding 16-, 32- and 64-bit values."""
    return target_from_dict({
        "name": "halves", "default_class": "r",
        "classes": {"r": {"count": count, "prefix": "R", "widths": [1, 2],
                          "halves": halves, "store_cost": 3, "load_cost": 5}}})


@st.composite
def sized_kernels(draw: st.DrawFn) -> tuple[Kernel, dict[str, int]]:
    """Straight-line kernels read in halves, and each value's size in bits."""
    k = draw(straight_kernels(max_instrs=8))
    bits = {v: draw(st.sampled_from([16, 16, 32, 64])) for v in k.value_names()}
    blocks = [{"name": b.name, "instrs": [
        {"op": i.op, "uses": list(i.uses), "defs": list(i.defs)} for i in b.instrs]}
        for b in k.blocks]
    values: dict[str, Any] = {v: {"width": WIDTH[n]} for v, n in bits.items()}
    return kernel(blocks=blocks, live_in=list(k.live_in), live_out=list(k.live_out),
                  values=values, meta={"halves": ["r"]}), bits


def test_the_view_counts_halves_and_names_them_as_sass_does() -> None:
    t = halves_target(4)
    r = in_halves(t).classes["r"]
    assert (r.count, r.unit, r.widths) == (8, 2, (1, 2, 4))
    assert [r.register(i) for i in range(4)] == ["R0", "R0.H1", "R1", "R1.H1"]
    assert [r.alloc_index(n) for n in ("R0", "R0.H1", "R3.H1")] == [0, 1, 7]
    assert r.starts(2) == [0, 2, 4, 6]
    assert r.starts(4) == [0, 4]
    assert in_halves(t).parse_register("R2.H1") == ("r", 5)
    assert t.parse_register("R2.H1") is None  # not a name outside the view
    assert in_halves(t) is in_halves(t)  # one view per target (the verifier's cache)


def test_a_kernel_says_it_was_read_in_halves() -> None:
    t = halves_target(4)
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"]}],
               meta={"halves": ["r"]})
    assert target_for(k, t).classes["r"].unit == 2
    plain = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"]}])
    assert target_for(plain, t) is t


def test_four_16_bit_values_fit_two_registers_and_not_one() -> None:
    k = kernel([{"op": "ld", "defs": [f"h{i}"]} for i in range(4)]
               + [{"op": "st", "uses": [f"h{i}" for i in range(4)]}],
               values={f"h{i}": {"width": 1} for i in range(4)}, meta={"halves": ["r"]})
    fits = allocate(k, halves_target(2), objective="registers", keep_order=True)
    assert fits.status is Status.OPTIMAL
    assert fits.registers_used == {"r": 2}
    assert sorted(fits.assignment.values()) == ["R0", "R0.H1", "R1", "R1.H1"]
    assert verify(k, halves_target(2), fits).valid
    # forced infeasible: the store reads four halves, one register has two
    one = target_from_dict({"name": "halves", "default_class": "r", "classes": {
        "r": {"count": 1, "prefix": "R", "halves": True, "store_cost": 3,
              "load_cost": 5}}})
    over = allocate(k, one, objective="spill", keep_order=True)
    assert over.status is Status.INFEASIBLE
    assert "4 halves (2 registers)" in over.explanation


def test_a_32_bit_value_never_takes_halves_of_two_registers() -> None:
    # h0 and h1 (16-bit) sit in different registers' halves when x is defined
    # only if the plan is bad: x needs a whole register
    k = kernel([{"op": "ld", "defs": ["h0"]}, {"op": "ld", "defs": ["h1"]},
                {"op": "ld", "defs": ["x"]}, {"op": "st", "uses": ["h0", "h1", "x"]}],
               values={"h0": {"width": 1}, "h1": {"width": 1}, "x": {"width": 2}},
               meta={"halves": ["r"]})
    t = halves_target(2)
    a = allocate(k, t, objective="registers", keep_order=True)
    assert a.status is Status.OPTIMAL
    assert a.registers_used == {"r": 2}
    assert verify(k, t, a).valid
    bad = replace(a, assignment={"h0": "R0", "h1": "R1", "x": ("R0.H1", "R1")})
    assert not verify(k, t, bad).valid


@settings(max_examples=examples(60), deadline=None)
@given(sized_kernels())
def test_fewest_registers_match_the_placement_search(case: tuple[Kernel, dict[str, int]]
                                                     ) -> None:
    k, bits = case
    t = halves_target(4)
    want = fewest_packed_registers(k, bits, 4)
    a = allocate(k, t, objective="registers", keep_order=True, time_limit=20)
    if want is None:
        assert a.status is Status.INFEASIBLE, a.summary()
        return
    assert a.status is Status.OPTIMAL, a.summary()
    assert a.objective == want
    assert a.registers_used.get("r", 0) == want
    report = verify(k, t, a)
    assert report.valid, report.violations[:3]
    assert report.registers_used.get("r", 0) == want


@settings(max_examples=examples(40), deadline=None)
@given(sized_kernels(), st.integers(2, 3))
def test_spill_code_is_needed_exactly_when_no_placement_fits(
        case: tuple[Kernel, dict[str, int]], n: int) -> None:
    k, bits = case
    t = halves_target(n)
    fits = fewest_packed_registers(k, bits, n) is not None
    a = allocate(k, t, objective="spill", keep_order=True, time_limit=20)
    if a.status is Status.INFEASIBLE:  # an instruction's operands need more
        assert not fits
        return
    assert a.status is Status.OPTIMAL, a.summary()
    assert (a.objective == 0) == fits, a.summary()
    report = verify(k, t, a)
    assert report.valid, report.violations[:3]
    assert report.cost == pytest.approx(a.objective)


@pytest.mark.parametrize("meta", ["r", ["R"], [1]])
def test_a_malformed_halves_entry_is_an_error_not_a_misread_width(meta: object) -> None:
    k = kernel([{"op": "d", "defs": ["a", "b"]}, {"op": "u", "uses": ["a", "b"]}],
               values={"a": {"width": 2}, "b": {"width": 1}}, meta={"halves": meta})
    with pytest.raises(KernelError, match="meta 'halves'"):
        allocate(k, halves_target(2), objective="registers")


def test_a_kernel_read_in_halves_survives_its_json(tmp_path: Path) -> None:
    from solver_alloc import load_kernel, load_target, save_kernel
    from solver_alloc.frontends.ptx import load_ptx

    sm90 = load_target("nvidia-sm90")
    (k,) = load_ptx(ROOT / "instances" / "ptx" / "layer_norm.ptx", sm90)
    save_kernel(k, tmp_path / "k.json")
    back = load_kernel(tmp_path / "k.json", sm90)
    assert back.meta["halves"] == ["r"]
    assert {v: d.width for v, d in back.values.items()} == \
        {v: d.width for v, d in k.values.items()}
