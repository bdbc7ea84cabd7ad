"""Registers of a CFG's regions (spill/region_colour.py): renaming registers
so a region meets the registers it is entered with."""

from __future__ import annotations

from dataclasses import replace

from helpers import toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Status
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.solving import NO_LIMIT
from solver_alloc.spill.modes.regions.colour import Colouring, permutation
from solver_alloc.spill.modes.regions.fit import Unplaced, all_different, fit_pieces
from solver_alloc.spill.pieces.decode import Node
from solver_alloc.spill.pieces.fit import pieces_problem

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



def _pieces(spans: dict[str, tuple[int, int]]) -> tuple[
        list[Node], dict[Node, list[tuple[int, int]]], dict[Node, ResolvedValue]]:
    order: list[Node] = [(v, "home") for v in spans]
    segs = {p: [spans[str(p[0])]] for p in order}
    pieces = {p: ResolvedValue("g", 1, None, None, False) for p in order}
    return order, segs, pieces


def test_three_pieces_at_one_point_with_two_registers_are_the_core() -> None:
    """a, b, c meet at one point and the class has two registers: proven
    impossible, and the window named is exactly them, not the pieces before
    and after that colour on their own."""
    cls = toy_target(count=2, widths=(1,)).classes["g"]
    spans = {"x": (0, 4), "a": (10, 20), "b": (12, 22), "c": (14, 24), "y": (30, 40)}
    order, segs, pieces = _pieces(spans)
    cp = pieces_problem(cls, order, segs, pieces)
    assert all_different(cp, order, NO_LIMIT, 5.0) is Status.INFEASIBLE
    assert fit_pieces(cls, segs, pieces, NO_LIMIT) == frozenset({"a", "b", "c"})


def test_pieces_that_fit_get_registers_that_differ_where_they_meet() -> None:
    cls = toy_target(count=2, widths=(1,)).classes["g"]
    order, segs, pieces = _pieces({"a": (0, 10), "b": (5, 15), "c": (11, 20)})
    cp = pieces_problem(cls, order, segs, pieces)
    got = all_different(cp, order, NO_LIMIT, 5.0)
    assert isinstance(got, dict)
    assert got[("a", "home")] != got[("b", "home")]
    assert got[("b", "home")] != got[("c", "home")]
    assert set(got.values()) <= set(cls.allocatable())


def test_an_odd_cycle_of_pieces_with_holes_is_the_core_among_many_that_fit() -> None:
    """Five pieces in a cycle (p4 has a hole: it meets p0 at 0 and p3 at 8),
    never more than two live at a point, need three registers; thirty pieces
    after them, two at a time, colour. The core named is the cycle: found in
    the window around linear scan's failure, then cut down by bisection."""
    cls = toy_target(count=2, widths=(1,)).classes["g"]
    segs: dict[Node, list[tuple[int, int]]] = {
        ("p0", "home"): [(0, 2)], ("p1", "home"): [(2, 4)], ("p2", "home"): [(4, 6)],
        ("p3", "home"): [(6, 8)], ("p4", "home"): [(0, 0), (8, 10)]}
    segs.update({(f"f{i}", "home"): [(20 + 4 * (i // 2), 22 + 4 * (i // 2))]
                 for i in range(30)})
    pieces = {p: ResolvedValue("g", 1, None, None, False) for p in segs}
    order = sorted(segs, key=lambda p: (segs[p][0][0], str(p)))
    cp = pieces_problem(cls, order, segs, pieces)
    assert all_different(cp, order, NO_LIMIT, 5.0) is Status.INFEASIBLE
    assert fit_pieces(cls, segs, pieces, NO_LIMIT) == frozenset({"p0", "p1", "p2", "p3", "p4"})
    guess = fit_pieces(cls, segs, pieces, NO_LIMIT, refute=False)
    assert isinstance(guess, Unplaced)  # no core searched: the heuristics' leftovers
    assert guess.values
    assert guess.values <= {"p0", "p1", "p2", "p3", "p4"}
