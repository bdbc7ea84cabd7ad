"""Metamorphic properties: transform a kernel or target in a way whose effect on
the optimum is known, and check the answers agree. They need no oracle, so they
run on kernels too large to enumerate, and every answer is verified."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from helpers import toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from msgspec import structs
from strategies import spill_kernels, straight_kernels
from thorough import examples

from solver_alloc import Allocation, Kernel, Status, Target, allocate, verify
from solver_alloc.ir import Block, Instr, ValueDecl
from solver_alloc.targets import target_from_dict


def solved(k: Kernel, t: Target, objective: str = "spill") -> Allocation:
    a = allocate(k, t, objective=objective)
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, r.violations[:3]
        if objective == "spill":
            assert r.cost == pytest.approx(a.objective)
    return a


def agree(a: Allocation, b: Allocation, factor: float = 1.0) -> None:
    """``b`` is ``a`` transformed: the same optimum (times ``factor``) wherever
    both prove one, and no proof on one side contradicted by the other."""
    if a.status is Status.INFEASIBLE:
        assert not b.is_feasible
    if b.status is Status.INFEASIBLE:
        assert not a.is_feasible
    if a.status is Status.OPTIMAL and b.status is Status.OPTIMAL:
        assert b.objective == pytest.approx(a.objective * factor)
    for x, y, f in ((a, b, factor), (b, a, 1 / factor)):
        if x.status is Status.OPTIMAL and y.is_feasible:
            assert y.objective >= x.objective * f - 1e-6
            assert y.bound is None or y.bound <= x.objective * f + 1e-6


def _rename(name: str) -> str:
    return f"é_{name[::-1]}.x"


def renamed(k: Kernel) -> Kernel:
    r = _rename
    blocks = tuple(structs.replace(b, instrs=tuple(structs.replace(
        ins, defs=tuple(map(r, ins.defs)), uses=tuple(map(r, ins.uses)),
        indexed=tuple(map(r, ins.indexed))) for ins in b.instrs)) for b in k.blocks)
    return replace(k, blocks=blocks, values={r(v): d for v, d in k.values.items()},
                   live_in=tuple(map(r, k.live_in)), live_out=tuple(map(r, k.live_out)))


def scaled_target(factor: int, count: int) -> Target:
    return target_from_dict({"name": "toy", "default_class": "g", "classes": {"g": {
        "count": count, "prefix": "g", "widths": [1], "store_cost": 3 * factor,
        "load_cost": 5 * factor, "move_cost": 1 * factor, "remat_cost": 1 * factor}}})


def scaled_values(k: Kernel, factor: int) -> Kernel:
    values: dict[str, Any] = {v: replace(d, remat_cost=None if d.remat_cost is None
                                         else d.remat_cost * factor)
                              for v, d in k.values.items()}
    return replace(k, values=values)


@settings(max_examples=examples(40), deadline=None)
@given(spill_kernels(max_instrs=9), st.integers(1, 3))
def test_renaming_values_changes_nothing(k: Kernel, n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    agree(solved(k, t), solved(renamed(k), t))
    agree(solved(k, t, "registers"), solved(renamed(k), t, "registers"))


@settings(max_examples=examples(40), deadline=None)
@given(spill_kernels(max_instrs=9), st.integers(1, 3))
def test_doubling_every_cost_doubles_the_optimum(k: Kernel, n: int) -> None:
    agree(solved(k, scaled_target(1, n)),
          solved(scaled_values(k, 2), scaled_target(2, n)), factor=2.0)


@settings(max_examples=examples(40), deadline=None)
@given(spill_kernels(max_instrs=9), st.integers(1, 3))
def test_an_unreachable_block_changes_nothing(k: Kernel, n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    dead = Block("never_run", (Instr("def", defs=("ghost_a", "ghost_b", "ghost_c")),
                               Instr("use", uses=("ghost_a", "ghost_b", "ghost_c"))))
    entry = structs.replace(k.blocks[0], succs=())
    with_dead = replace(k, blocks=(entry, dead))
    agree(solved(k, t), solved(with_dead, t))
    agree(solved(k, t, "registers"), solved(with_dead, t, "registers"))


@settings(max_examples=examples(40), deadline=None)
@given(spill_kernels(max_instrs=9), st.integers(1, 3), st.data())
def test_splitting_a_block_in_two_changes_nothing(k: Kernel, n: int,
                                                  data: st.DataObject) -> None:
    """The same instructions in two blocks of equal frequency, one falling into
    the other: the same plans exist, so the same optimum."""
    instrs = k.blocks[0].instrs
    cut = data.draw(st.integers(0, len(instrs)))
    two = replace(k, blocks=(Block("first", instrs[:cut], succs=("second",)),
                             Block("second", instrs[cut:])))
    t = toy_target(count=n, widths=(1,))
    agree(solved(k, t), solved(two, t))


@settings(max_examples=examples(40), deadline=None)
@given(straight_kernels(max_instrs=9, redefine=False), st.integers(2, 4),
       st.integers(0, 3))
def test_which_register_is_reserved_changes_no_spill_cost(k: Kernel, n: int,
                                                          reserved: int) -> None:
    """Permuting the register file (a different register reserved, the same
    number allocatable) leaves the spill optimum alone."""
    low = toy_target(count=n + 1, widths=(1,), reserved=(0,))
    other = toy_target(count=n + 1, widths=(1,), reserved=(min(reserved, n),))
    agree(solved(k, low), solved(k, other))


def test_values_declared_but_unused_change_nothing() -> None:
    """A declared value that no instruction touches is not allocated."""
    t = toy_target(count=1, widths=(1,))
    base = Kernel("k", (Block("entry", (Instr("a", defs=("x",)), Instr("b", uses=("x",)))),))
    extra = replace(base, values={"unused": ValueDecl()})
    agree(solved(base, t, "registers"), solved(extra, t, "registers"))
