"""Callee-saved registers priced at their save and restore: the solver picks a
callee-saved register or spill code around a call by cost, and the verifier
agrees on every plan."""

from __future__ import annotations

import re
from dataclasses import replace
from fractions import Fraction

import pytest
from helpers import DATA, kernel, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.registers_spill import cheapest_with_registers
from strategies import straight_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, load_target, verify
from solver_alloc.analysis.problem import Problem
from solver_alloc.frontends.llvm_mir import load_mir
from solver_alloc.solving import NO_LIMIT
from solver_alloc.spill.callee.saved import saved_cost
from solver_alloc.spill.modes.exact import solve_class
from solver_alloc.spill.problem import build
from solver_alloc.targets import target_from_dict


def _across_a_call(call_freq: float) -> Kernel:
    """``a`` is defined at the entry and read after a call, in a block of
    frequency ``call_freq``, that clobbers g0 (the only caller-saved register)."""
    return kernel(blocks=[
        {"name": "entry", "freq": 1, "succs": ["call"],
         "instrs": [{"op": "def", "defs": ["a"]}]},
        {"name": "call", "freq": call_freq, "instrs": [
            {"op": "call", "defs": ["clobber"]}, {"op": "use", "uses": ["a"]}]}],
        values={"clobber": {"fixed": "g0"}})


@pytest.mark.parametrize(("call_freq", "cost", "in_saved_register"), [
    (10, 8, True),      # save and restore g1 once (3 + 5) < reloading a 10 times
    (0.1, 0.8, False),  # a store and a reload in the rare block: 0.3 + 0.5 < 8
])
def test_a_value_across_a_call_takes_a_callee_saved_register_when_cheaper(
        call_freq: float, cost: float, in_saved_register: bool) -> None:
    k, t = _across_a_call(call_freq), toy_target(count=2, widths=(1,), callee_saved=(1,))
    a = allocate(k, t, objective="spill")
    assert a.status is Status.OPTIMAL, a.explanation
    assert a.objective == pytest.approx(cost)
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert report.cost == pytest.approx(cost)
    assert (a.assignment["a"] == "g1") is in_saved_register
    assert bool(a.operations) is not in_saved_register
    # the stats and the certificate speak of the plan returned, which at 0.1
    # is not the first solve's (a in g1, with its saves unpriced)
    assert a.stats["callee_saved_cost"] == pytest.approx(saved_cost(t, a, 1.0))
    assert ("not the first solve's" in a.certificate) is not in_saved_register
    said = re.search(r"spill code g ([0-9.]+)", a.certificate)
    assert (said is None) is in_saved_register  # said exactly when not the first's
    if said is not None:
        assert float(said[1]) + saved_cost(t, a, 1.0) == pytest.approx(cost)


@pytest.mark.parametrize(("call_freq", "cost"), [(10, 8), (0.1, 0.8)])
def test_the_joint_bound_prices_the_callee_saved_registers_a_plan_uses(
        call_freq: float, cost: float) -> None:
    """One solve with g1 optional at its save and restore (3 + 5): its bound is
    the optimum over both counts, keeping ``a`` in g1 (8) or spilling it
    around the call (53 at frequency 10, 0.8 at 0.1), and its plan fits: the
    search is settled with no solve per count, also where the first solve's
    plan (which pays no save) is not the optimum (at 0.1, it keeps ``a`` in g1:
    8; without the joint plan the count 0 was solved)."""
    from solver_alloc.spill.callee.joint import joint_bound
    from solver_alloc.spill.callee.saved import pools_of

    k, t = _across_a_call(call_freq), toy_target(count=2, widths=(1,), callee_saved=(1,))
    (pool,), _ = pools_of(k, t)
    bound, part = joint_bound(k, t, pool, NO_LIMIT)
    assert bound == pytest.approx(cost)
    assert part is not None
    assert part.cost + (8 if part.assignment["a"] == "g1" else 0) == pytest.approx(cost)
    a = allocate(k, t, objective="spill")
    assert (a.status, a.stats["callee_saved_solves"]) == (Status.OPTIMAL, 1)
    assert verify(k, t, a).cost == pytest.approx(cost)
    assert a.objective == pytest.approx(cost)


def test_a_joint_plan_the_verifier_rejects_gives_way_to_the_full_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A joint part that looks cheapest (cost 0, no saves) but leaves ``a``
    without a register: the joined plan fails verification, so the full
    solve's plan comes back, priced (8: ``a`` in g1), FEASIBLE under a bound
    no higher than its cost, and the verifier accepts it."""
    import solver_alloc.spill.callee.saved as cs
    from solver_alloc.spill.callee.joint import Part

    def bogus(*_: object) -> tuple[float, Part]:
        return 0.0, Part(0.0, 0.0, {}, (), 0)
    monkeypatch.setattr(cs, "joint_bound", bogus)
    k, t = _across_a_call(10), toy_target(count=2, widths=(1,), callee_saved=(1,))
    a = allocate(k, t, objective="spill")
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert (a.status, a.objective, report.cost) == (Status.FEASIBLE, 8, 8)
    assert a.bound is not None
    assert a.bound <= a.objective
    assert a.assignment["a"] == "g1"


def test_with_no_callee_saved_register_the_value_must_spill() -> None:
    k, t = _across_a_call(10), toy_target(count=2, widths=(1,), callee_saved=(1,))
    no_saves = toy_target(count=2, widths=(1,))  # g1 free: nothing to pay
    free = allocate(k, no_saves, objective="spill")
    assert (free.status, free.objective) == (Status.OPTIMAL, 0)
    assert verify(k, no_saves, free).valid
    one = toy_target(count=1, widths=(1,))  # only g0, clobbered by the call
    forced = allocate(k, one, objective="spill")
    assert forced.status is Status.OPTIMAL
    assert forced.objective == pytest.approx(3 + 5 * 10)
    assert verify(k, one, forced).valid
    saved = allocate(k, t, objective="spill")
    assert saved.objective == pytest.approx(8)
    assert verify(k, t, saved).cost == pytest.approx(8)


def _two_classes(g: int, h: int, saved_g: tuple[int, ...], saved_h: tuple[int, ...],
                 default: str = "g") -> Target:
    return target_from_dict({"name": "two", "default_class": default, "classes": {
        "g": {"count": g, "prefix": "g", "store_cost": 3, "load_cost": 5,
              "callee_saved": list(saved_g)},
        "h": {"count": h, "prefix": "h", "store_cost": 2, "load_cost": 4,
              "callee_saved": list(saved_h)}}})


def _projected(k: Kernel, keep: set[str], cls: str) -> Kernel:
    instrs = [{"op": i.op, "uses": [u for u in i.uses if u in keep],
               "defs": [d for d in i.defs if d in keep]} for i in k.blocks[0].instrs]
    return kernel(instrs, live_in=[v for v in k.live_in if v in keep],
                  live_out=[v for v in k.live_out if v in keep],
                  values={v: {"class": cls} for v in keep})


@settings(max_examples=examples(40), deadline=None)
@given(straight_kernels(max_instrs=6, redefine=False), st.data())
def test_two_classes_join_their_best_parts(base: Kernel, data: st.DataObject) -> None:
    """Classes are searched apart and their best parts joined: OPTIMAL is the sum
    of each class's exhaustive optimum (saves included), and the joined plan
    verifies at that cost."""
    names = sorted(base.value_names())
    in_h = set(data.draw(st.lists(st.sampled_from(names), unique=True), "h values")
               if names else [])
    g, h = data.draw(st.integers(1, 3), "g"), data.draw(st.integers(1, 3), "h")
    saved_g = tuple(data.draw(st.sets(st.integers(0, g - 1)), "saved g"))
    saved_h = tuple(data.draw(st.sets(st.integers(0, h - 1)), "saved h"))
    t = _two_classes(g, h, saved_g, saved_h)
    k = kernel([{"op": i.op, "uses": list(i.uses), "defs": list(i.defs)}
                for i in base.blocks[0].instrs], live_in=list(base.live_in),
               live_out=list(base.live_out), values={v: {"class": "h"} for v in in_h})
    try:
        parts = [cheapest_with_registers(_projected(base, set(names) - in_h, "g"), t,
                                         moves=False),
                 cheapest_with_registers(_projected(base, in_h, "h"), _two_classes(
                     g, h, saved_g, saved_h, default="h"), moves=False)]
    except ValueError:
        assume(False)
        return
    a = allocate(k, t, objective="spill")
    if any(p is None for p in parts):
        assert not a.is_feasible
        return
    assert a.is_feasible, a.explanation
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert report.cost == pytest.approx(a.objective)
    saves = saved_cost(t, a, float(k.blocks[0].freq))  # the returned plan's
    assert a.stats.get("callee_saved_cost", 0.0) == pytest.approx(saves)
    want = sum(p for p in parts if p is not None)
    if a.status is Status.OPTIMAL:
        assert Fraction(a.objective).limit_denominator() == want
    else:
        assert Fraction(a.bound).limit_denominator() <= want


@settings(max_examples=examples(30), deadline=None)
@given(straight_kernels(max_instrs=8), st.integers(1, 3))
def test_a_cutoff_settles_a_class_with_its_bound_and_no_plan(k: Kernel, count: int) -> None:
    """The callee-saved search tells each solve what a part must beat: at the
    optimum's cost the class is settled with no plan and a bound that reaches
    it (no plan costs less); just above it, the optimum comes back."""
    t = toy_target(count=count, widths=(1,))
    problem = Problem.from_kernel(k, t)
    assume("g" in problem.pressure)
    sp = build(problem, "g")
    free = solve_class(problem, sp, NO_LIMIT)
    assume(free.status is Status.OPTIMAL)
    at = solve_class(problem, sp, replace(NO_LIMIT, cutoffs=(("g", float(free.cost)),)))
    assert at.dominated
    assert at.regs is None
    assert at.bound >= free.cost
    above = solve_class(problem, sp, replace(NO_LIMIT, cutoffs=(
        ("g", float(free.cost) + 1),)))
    assert not above.dominated
    assert (above.status, above.cost) == (Status.OPTIMAL, free.cost)


def test_registers_used_are_counted_on_the_target_itself() -> None:
    """A plan solved with some callee-saved registers left out (reserved on the
    restricted target) counts its registers on the real target, as the verifier
    does: XXH64_update's plan names r0..r3 and r6..r11, eleven registers of the
    prefix (r5 allocatable, unused), not ten."""
    t = load_target("x86-64")
    (k,) = load_mir(DATA / "adversarial3" / "XXH64_update.pre.mir", t)
    a = allocate(k, t, objective="spill", time_limit=20)
    assert a.is_feasible
    r = verify(k, t, a)
    assert r.valid
    assert dict(r.registers_used) == dict(a.registers_used)
