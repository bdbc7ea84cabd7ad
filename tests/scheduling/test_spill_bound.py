"""The spill-cost bound over every legal order against an exhaustive search
over every order (each order's cheapest spill code by :mod:`oracles.spill`,
which shares no code with the solvers), and on hand-made kernels."""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction
from typing import Any

from helpers import crowded_loop, kernel, spill_checked, toy_target
from hypothesis import example, given, settings
from hypothesis import strategies as st
from oracles.loop_spill import cheapest_loop_spill
from oracles.spill import cheapest_spill
from strategies import loop_kernels, straight_kernels
from thorough import examples

from solver_alloc import Kernel
from solver_alloc.analysis.problem import Problem
from solver_alloc.ir import Block
from solver_alloc.scheduling.spill_bound import order_free_spill_bound


def _orders(k: Kernel) -> list[list[int]]:
    """Every order of the one block in which each read follows its value's def
    (the kernels here define each value once)."""
    instrs = k.blocks[0].instrs
    made = {v: i for i, ins in enumerate(instrs) for v in ins.defs}
    need = [{made[v] for v in ins.uses if v in made} for ins in instrs]
    return [list(p) for p in itertools.permutations(range(len(instrs)))
            if all(need[i] <= set(p[:n]) for n, i in enumerate(p))]


def _in_order(k: Kernel, order: list[int]) -> Kernel:
    b = k.blocks[0]
    return Kernel(k.name, (Block(b.name, tuple(b.instrs[i] for i in order), b.succs,
                                 freq=b.freq),), values=k.values, live_in=k.live_in,
                  live_out=k.live_out)


@st.composite
def _kernels(draw: st.DrawFn) -> Kernel:
    """Straight-line, each value defined once; some rematerialisable, some
    ``no_spill``, some read through a runtime index."""
    base = draw(straight_kernels(max_instrs=6, redefine=False))
    instrs = []
    for ins in base.blocks[0].instrs:
        indexed = [v for v in ins.uses if draw(st.integers(0, 5)) == 0]
        instrs.append({"op": ins.op, "uses": list(ins.uses), "defs": list(ins.defs),
                       "indexed": indexed})
    values: dict[str, Any] = {}
    for v in base.value_names():
        if draw(st.integers(0, 3)) == 0:
            values[v] = {"remat_cost": draw(st.integers(1, 9))}
        if draw(st.integers(0, 5)) == 0:
            values[v] = values.get(v, {}) | {"no_spill": True}
    return kernel(instrs, live_in=list(base.live_in), live_out=list(base.live_out),
                  values=values)


@settings(max_examples=examples(150), deadline=None)
@given(_kernels(), st.integers(1, 3), st.integers(1, 3))
@example(kernel([{"op": "op", "defs": ["v0"]}], live_in=["in0"], live_out=["in0"],
                values={"in0": {"remat_cost": 1, "no_spill": True},
                        "v0": {"no_spill": True}}), 1, 1)  # in0 stays in memory: 0
def test_bound_is_at_most_the_cheapest_plan_over_every_order(k: Kernel, n: int,
                                                            span: int) -> None:
    """``span``: one store or load may move that many values (``spill_span``),
    in the bound and in the search alike."""
    t = toy_target(count=n, widths=(1,))
    t = replace(t, classes={"g": replace(t.classes["g"], spill_span=span)})
    bound = order_free_spill_bound(Problem.from_kernel(k, t)).total
    costs = [c for o in _orders(k)
             if (c := cheapest_spill(_in_order(k, o), t, span)) is not None]
    if costs:
        assert bound <= min(costs), (bound, min(costs))


def _fan(n: int) -> Kernel:
    """``a0`` first; ``n - 1`` values computed from it, summed by one
    instruction; then ``a0`` read again: every order holds all ``n`` at the sum."""
    made = [{"op": "ld", "defs": ["a0"]}]
    made += [{"op": "op", "uses": ["a0"], "defs": [f"a{i}"]} for i in range(1, n)]
    return kernel([*made, {"op": "sum", "uses": [f"a{i}" for i in range(1, n)],
                           "defs": ["s"]},
                   {"op": "st", "uses": ["s", "a0"]}])


def test_values_live_together_in_every_order_cost_a_spill_each_over_the_cap() -> None:
    """Four values read by one instruction and a fifth live past it need five
    registers there whatever the order; with 4 the fifth's store and load
    (3 + 5) is the bound, and the search agrees it is the optimum over every
    order."""
    k = _fan(5)
    t = toy_target(count=4, widths=(1,))
    got = order_free_spill_bound(Problem.from_kernel(k, t))
    best = min(c for o in _orders(k) if (c := cheapest_spill(_in_order(k, o), t)) is not None)
    assert got.total == best == Fraction(8)
    assert got.where["g"] == ("entry", 5)  # the sum reads a1..a4 while a0 waits


def test_an_order_that_avoids_spilling_gives_bound_zero() -> None:
    """Loads first, uses last needs 3 registers; each load next to its use
    needs 1: the given order spills with 1 register, the bound over orders is 0."""
    k = kernel([{"op": "ld", "defs": ["a"]}, {"op": "ld", "defs": ["b"]},
                {"op": "ld", "defs": ["c"]}, {"op": "st", "uses": ["a"]},
                {"op": "st", "uses": ["b"]}, {"op": "st", "uses": ["c"]}])
    t = toy_target(count=1, widths=(1,))
    assert cheapest_spill(k, t) == Fraction(24)  # a, b and c each stored and loaded
    assert order_free_spill_bound(Problem.from_kernel(k, t)).total == 0


def test_a_rematerialisable_value_leaves_at_its_remat_cost_and_free_when_remats_are() -> None:
    """The fan with ``a0`` rematerialisable at 2: the bound is the remat
    (cheaper than store and load), and 0 when remats are free."""
    k = _fan(5)
    k = kernel([{"op": i.op, "uses": list(i.uses), "defs": list(i.defs)}
                for i in k.blocks[0].instrs], values={"a0": {"remat_cost": 2}})
    t = toy_target(count=4, widths=(1,))
    p = Problem.from_kernel(k, t)
    assert order_free_spill_bound(p).total == 2
    assert order_free_spill_bound(p, remats_free=True).total == 0


def test_a_loop_values_reload_is_priced_at_the_loops_frequency() -> None:
    """In a loop body of frequency 10, ``x`` (defined before the loop) is live
    where ``f`` reads three other values: with 3 registers it leaves, and its
    reload serves ``g`` in the body (10 loads) after one store where it lives
    at frequency 1. The loop search agrees it is the optimum."""
    k = crowded_loop()
    t = toy_target(count=3, widths=(1,))
    got = order_free_spill_bound(Problem.from_kernel(k, t))
    assert got.total == 10 * 5 + 3 == cheapest_loop_spill(k, t)
    assert got.where["g"] == ("body", 4)  # f, the body's fourth instruction
    assert order_free_spill_bound(Problem.from_kernel(k, toy_target(count=4, widths=(1,)))
                                  ).total == 0


@settings(max_examples=examples(100), deadline=None)
@given(loop_kernels(), st.integers(1, 3))
@example(kernel(blocks=[  # e0 read before the loop only: it may wait in memory
    {"name": "entry", "instrs": [{"op": "op", "defs": ["e0"]},
                                 {"op": "op", "uses": ["e0"]}], "succs": ["body"]},
    {"name": "body", "instrs": [{"op": "op", "defs": ["b1"]}],
     "succs": ["body", "exit"]},
    {"name": "exit", "instrs": []}], live_out=["e0"]), 1)
def test_bound_is_at_most_the_loop_optimum_in_the_given_order(k: Kernel, n: int) -> None:
    """The given order is one legal order: the bound is at most its optimum."""
    t = toy_target(count=n, widths=(1,))
    best = cheapest_loop_spill(k, t)
    if best is not None:
        assert order_free_spill_bound(Problem.from_kernel(k, t)).total <= best


def test_a_reordered_spill_solve_states_its_status_over_every_order() -> None:
    """With ``reorder``, the bound is the one over every order: a pair ``x``
    (width 2) live where three values are read, 4 registers. Over every order
    one unit of ``x`` must leave, so the fractional bound is half its store and
    load (4); the plan must move all of ``x`` (8): OPTIMAL in the order, but
    FEASIBLE over every order, with the order's status kept in ``stats``. Where
    a plan meets the bound over every order it is OPTIMAL."""
    from solver_alloc import allocate, verify
    from solver_alloc.result import Status

    k = kernel([{"op": "ld", "defs": ["x"]}, {"op": "op", "uses": ["x"], "defs": ["a"]},
                {"op": "op", "uses": ["x"], "defs": ["b"]},
                {"op": "op", "uses": ["x"], "defs": ["c"]},
                {"op": "sum", "uses": ["a", "b", "c"], "defs": ["s"]},
                {"op": "st", "uses": ["s", "x"]}], values={"x": {"width": 2}})
    t = toy_target(count=4, widths=(1, 2), align=1)
    a = allocate(k, t, objective="spill", reorder=True, time_limit=20)
    assert verify(k, t, a).valid
    assert (a.status, a.objective, a.bound) == (Status.FEASIBLE, 8.0, 4.0)
    assert a.stats["status_in_order"] == "OPTIMAL"
    assert a.stats["bound_in_order"] == 8.0
    assert "over every legal order the spill cost is at least 4" in a.certificate
    assert a.summary().splitlines()[0].endswith(
        "FEASIBLE over split plans in every legal order")
    kept = spill_checked(k, t)
    assert (kept.status, kept.bound) == (Status.OPTIMAL, 8.0)  # the given order's space
    fan = _fan(5)
    t4 = toy_target(count=4, widths=(1,))
    met = allocate(fan, t4, objective="spill", reorder=True, time_limit=20)
    assert verify(fan, t4, met).valid
    assert (met.status, met.objective, met.bound) == (Status.OPTIMAL, 8.0, 8.0)


def test_the_certificate_names_the_crowded_instruction_in_the_kernels_numbering() -> None:
    """A live-in read in the kernel makes ``allocate`` add an entry point (an
    instruction at 0, numbers shifted back after): the certificate still names
    ``f`` as the kernel numbers it, instruction 3."""
    from solver_alloc import allocate, verify

    body = [{"op": "ld", "defs": [f"b{i}"]} for i in range(3)]
    body += [{"op": "f", "uses": ["b0", "b1", "b2"], "defs": ["y"]},
             {"op": "g", "uses": ["y", "x"]}]
    k = kernel(blocks=[{"name": "entry", "instrs": [], "succs": ["body"]},
                       {"name": "body", "instrs": body}], live_in=["x"])
    t = toy_target(count=3, widths=(1,))
    a = allocate(k, t, objective="spill", reorder=True, time_limit=20)
    assert verify(k, t, a).valid
    assert "class g: instruction 3, block body" in a.certificate


def test_a_pinned_live_out_an_exit_reads_cannot_wait_in_memory() -> None:
    """``x`` (``no_spill``, arriving in a register) is a kernel live-out that
    the exit block reads, as PTX's registers held for the machine: it cannot
    leave (no load brings it back), so where ``op`` writes ``b`` while ``a``
    waits for ``f``, over 2 registers, ``a`` leaves (3 + 5). A live-out
    nothing reads after the point may wait in memory: then the bound is 0."""
    blocks = [{"name": "entry", "succs": ["exit"], "instrs": [
        {"op": "ld", "defs": ["a"]}, {"op": "op", "uses": ["a"], "defs": ["b"]},
        {"op": "f", "uses": ["a", "b"]}]},
        {"name": "exit", "instrs": [{"op": "ret", "uses": ["x"]}]}]
    t = toy_target(count=2, widths=(1,))
    pinned = kernel(blocks=blocks, live_in=["x"], live_out=["x"],
                    values={"x": {"no_spill": True}})
    assert order_free_spill_bound(Problem.from_kernel(pinned, t)).total == 8
    unread = kernel(blocks=[blocks[0], {"name": "exit", "instrs": []}], live_in=["x"],
                    live_out=["x"], values={"x": {"no_spill": True}})
    assert order_free_spill_bound(Problem.from_kernel(unread, t)).total == 0
