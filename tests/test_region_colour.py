"""Registers of a CFG's regions (spill/region_colour.py): renaming registers
so a region meets the registers it is entered with."""

from __future__ import annotations

from dataclasses import replace

from helpers import toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc.spill.region_colour import Colouring, permutation

CLS = toy_target(count=6, widths=(1,)).classes["g"]


@settings(max_examples=examples(100), deadline=None)
@given(st.dictionaries(st.integers(0, 5), st.integers(0, 5), max_size=6))
def test_a_one_to_one_map_extends_to_a_permutation(want: dict[int, int]) -> None:
    perm = permutation(want, CLS)
    if len(set(want.values())) < len(want):
        assert perm is None
        return
    assert perm is not None
    assert sorted(perm) == sorted(perm.values()) == list(CLS.allocatable())
    assert all(perm[a] == b for a, b in want.items())


def test_a_permutation_skips_reserved_registers() -> None:
    cls = replace(CLS, reserved=frozenset({2}))
    perm = permutation({0: 3}, cls)
    assert perm is not None
    assert 2 not in perm
    assert 2 not in perm.values()
    assert perm[0] == 3
    assert sorted(perm.values()) == [0, 1, 3, 4, 5]


def test_a_colouring_answers_by_point_and_renames_whole() -> None:
    col = Colouring({"a": ((0, 4, 1), (8, 9, 2))}, {3: {"a": 2}}, {"a": 1})
    assert [col.at("a", p) for p in (0, 4, 5, 8, 9, 10)] == [1, 1, None, 2, 2, None]
    assert col.at("b", 0) is None
    swapped = col.renamed({0: 0, 1: 2, 2: 1, 3: 3, 4: 4, 5: 5})
    assert swapped.at("a", 2) == 2
    assert swapped.at("a", 8) == 1
    assert swapped.leave == {3: {"a": 1}}
    assert swapped.homes == {"a": 2}

