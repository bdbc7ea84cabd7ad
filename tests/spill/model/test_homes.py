"""Rows for values bound to one register unit (:mod:`solver_alloc.spill.model.homes`):
fixed values, and values whose home the fixed values written next to them force,
against the register-identity brute force."""

from __future__ import annotations

from fractions import Fraction

from helpers import kernel, spill_checked, toy_target
from oracles.registers_spill import cheapest_with_registers

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.spill.model.homes import forced_homes
from solver_alloc.spill.problem import build

T3 = toy_target(count=3, widths=(1,))
T2 = toy_target(count=2, widths=(1,))


def _optimal_as_the_search(k: Kernel, t: Target, want: int) -> None:
    """The search without moves costs ``want``, and the solve proves it."""
    assert cheapest_with_registers(k, t, moves=False, limit=64) == want
    a = spill_checked(k, t)
    assert a.status is Status.OPTIMAL
    assert a.objective is not None
    assert Fraction(a.objective).limit_denominator() == want


def test_a_value_written_next_to_fixed_registers_has_one_home_left() -> None:
    """v0 is written with a value fixed to g1 and, later, with one fixed to g0:
    every def writes v0's home, so only g2 is left; i0 is written with nothing
    fixed, so it keeps a choice."""
    k = kernel([{"op": "op", "defs": ["v0", "f1"], "uses": ["i0"]},
                {"op": "op", "defs": ["i0"], "uses": ["i0", "v0"]},
                {"op": "op", "defs": ["v0", "f0"], "uses": ["i0", "v0"]},
                {"op": "op", "uses": ["i0", "v0"]}],
               live_in=["i0"], values={"f1": {"fixed": "g1"}, "f0": {"fixed": "g0"}})
    sp = build(Problem.from_kernel(k, T3), "g")
    assert forced_homes(sp) == {"v0": 2}


def test_a_home_shared_with_a_fixed_value_is_cleared_where_it_is_written() -> None:
    """v0's home is forced to g2, where i0 is fixed and live throughout: i0 must
    leave g2 wherever v0 is written (a store and reloads). Without these rows the
    model's plans kept both in g2 and none coloured: 176 plans were cut, then
    spill-everywhere cost 51."""
    k = kernel([{"op": "op", "defs": ["v0", "f1"], "uses": ["i0"]},
                {"op": "op", "uses": ["i0", "v0"]},
                {"op": "op", "defs": ["v0", "f0"], "uses": ["i0", "v0"]},
                {"op": "op", "defs": ["v0"]},
                {"op": "op", "defs": ["v0"], "uses": ["i0"]}],
               live_in=["i0"], values={"i0": {"fixed": "g2"}, "f1": {"fixed": "g1"},
                                       "f0": {"fixed": "g0"}})
    _optimal_as_the_search(k, T3, 21)


def test_two_live_ins_bound_to_one_register_do_not_both_arrive_there() -> None:
    """i0 is written next to a value fixed to g0, so its home is g1, where it
    arrives; i1 is fixed to g1, so it arrives in memory. Without the entry row
    every plan's pieces clashed at the entry and the answer was UNKNOWN."""
    k = kernel([{"op": "op", "defs": ["i0"], "uses": ["i0", "i1"]},
                {"op": "op", "defs": ["i0", "f0"], "uses": ["i0", "i1"]}],
               live_in=["i0", "i1"], live_out=["i0", "i1"],
               values={"i1": {"fixed": "g1"}, "f0": {"fixed": "g0"}})
    _optimal_as_the_search(k, T2, 26)


def test_a_forced_home_held_by_a_value_that_cannot_spill_is_infeasible() -> None:
    """v0's only home is g1, where i0 is fixed and cannot spill while v0 is
    written: no allocation exists, even with moves."""
    k = kernel([{"op": "op", "defs": ["v0", "f0"]},
                {"op": "op", "uses": ["v0", "i0"]}],
               live_in=["i0"], values={"i0": {"fixed": "g1", "no_spill": True},
                                       "f0": {"fixed": "g0"}})
    assert cheapest_with_registers(k, T2, moves=True, limit=64) is None
    a = spill_checked(k, T2)
    assert a.status is Status.INFEASIBLE


def test_a_forced_home_read_without_a_reload_is_still_in_it() -> None:
    """i1's home is forced to g0 (written next to a value fixed to g1), where i0
    is fixed; both are read by every instruction. i1 is in g0 not only where it
    is written but at each read not served by a load since: the model kept i1
    there while i0 was loaded into g0 for the same read, and ended UNKNOWN."""
    k = kernel([{"op": "op", "defs": ["i1"], "uses": ["i0", "i1"]},
                {"op": "op", "defs": ["f1a"], "uses": ["i1", "i0"]},
                {"op": "op", "defs": ["v2"], "uses": ["i1", "i0"]},
                {"op": "op", "uses": ["i1", "i0"]},
                {"op": "op", "defs": ["i1", "f1b"], "uses": ["i1", "i0"]}],
               live_in=["i0", "i1"], live_out=["i1", "i0"],
               values={"i0": {"fixed": "g0"}, "f1a": {"fixed": "g1"},
                       "f1b": {"fixed": "g1"}})
    _optimal_as_the_search(k, T2, 36)
