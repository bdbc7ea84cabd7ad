"""A regions' plan cut short, completed by spill-everywhere
(spill/region_tail.py): the plan verifies, costs at least the optimum of the
search over every plan (tests/oracles), and keeps the bound below it."""

from __future__ import annotations

import os
from fractions import Fraction
from typing import Any

import pytest
from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.dag_spill import cheapest_on_dag
from regions_kernels import EVERY_CUT, _blocks, chained_loops, pressed_rows
from thorough import examples

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.budget import DEFAULT_POLICY
from solver_alloc.solving import NO_LIMIT
from solver_alloc.spill.heuristics.everywhere import solve_class_everywhere
from solver_alloc.spill.heuristics.warm_start import everywhere_table, spilled
from solver_alloc.spill.modes.regions import plan as region_plan
from solver_alloc.spill.modes.regions import search as regions_mode
from solver_alloc.spill.modes.regions import tail as region_tail
from solver_alloc.spill.modes.regions.colour import Dropped
from solver_alloc.spill.modes.regions.cut import Part, regions
from solver_alloc.spill.problem import build


@st.composite
def blocks_in_a_row(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """Three to five blocks in a row after the entry (each a cut, one maybe a
    self-loop), reading values the entry defines beside temporaries of their
    own, some redefined, some recomputable; two or three registers, so most
    need spill code and the state at each cut matters."""
    count = draw(st.integers(2, 3))
    shared = [f"s{i}" for i in range(draw(st.integers(2, 3)))]
    names = [("entry", False)] + [(f"b{i}", draw(st.integers(0, 3)) == 0)
                                  for i in range(draw(st.integers(3, 5)))]
    body: dict[str, list[dict[str, object]]] = {
        "entry": [{"op": "def", "defs": [s]} for s in shared]}
    for name, _ in names[1:]:
        uses = draw(st.lists(st.sampled_from(shared), min_size=1, max_size=count,
                             unique=True))
        defs = [draw(st.sampled_from(shared))] if draw(st.integers(0, 4)) == 0 else []
        body[name] = [{"op": "op", "defs": [f"t_{name}", *defs]},
                      {"op": "op", "uses": [*uses[:count - 1], f"t_{name}"]}]
    body[names[-1][0]].append({"op": "op", "uses": shared[:count]})
    values = {s: {"remat_cost": 3} for s in shared if draw(st.integers(0, 3)) == 0}
    return (kernel(blocks=_blocks(names, body), values=values),
            toy_target(count=count, widths=(1,)))


def _cut_short(mp: pytest.MonkeyPatch, after: int) -> list[tuple[list[Part], int] | None]:
    """Make every region from ``after`` on find no plan (the plan is dropped
    there); returns the list :func:`region_tail.complete`'s answers go to."""
    real_plan, real_complete = region_plan.RegionPlanner.plan, region_tail.complete
    seen: list[tuple[list[Part], int] | None] = []

    def plan(self: Any, s: Any, nxt: Any, clock: float) -> Dropped | None:
        return Dropped.NO_PLAN if s.k >= after else real_plan(self, s, nxt, clock)

    def complete(*args: Any, **kw: Any) -> tuple[list[Part], int] | None:
        seen.append(real_complete(*args, **kw))
        return seen[-1]
    mp.setattr(region_plan.RegionPlanner, "plan", plan)
    mp.setattr("solver_alloc.spill.modes.regions.search.complete", complete)
    return seen


@settings(max_examples=examples(40), deadline=None)
@given(st.one_of(chained_loops(), blocks_in_a_row()), st.data())
def test_a_plan_cut_short_is_completed_verified_and_above_the_optimum(
        case: tuple[Kernel, Target], data: st.DataObject) -> None:
    """The regions' plan dropped at region ``after``: the regions before it are
    kept, one adapts them to spill-everywhere, the rest take its decisions.
    The whole plan verifies (the independent verifier, in ``spill_checked``),
    its cost is its parts' and at least the optimum; the bound stays below it;
    never OPTIMAL above it."""
    k, t = case
    sp = build(Problem.from_kernel(k, t), "g")
    n = len(regions(sp, EVERY_CUT.region_size))
    assume(n > 1)
    after = data.draw(st.integers(1, n - 1), label="after")
    try:  # the optimum, where the search over every plan is small enough
        want: Fraction | bool | None = cheapest_on_dag(k, t, moves=False, limit=16)
    except ValueError:
        want = False  # too large to search: validity and costs only
    with pytest.MonkeyPatch.context() as mp:
        seen = _cut_short(mp, after)
        a = spill_checked(k, t, options=EVERY_CUT)
    assume(a.certificate != "no spill code is needed (spill cost 0)")
    if want is None:
        assert not a.is_feasible
        return
    if want is False:  # a point over the registers (said at once, tested elsewhere)
        assume(a.status is not Status.INFEASIBLE)
    assert a.is_feasible, a.explanation
    assert seen, a.certificate  # the plan was cut short and completion tried
    assert seen[-1] is not None, a.certificate  # an adapter found a plan
    parts, j = seen[-1]
    assert after - DEFAULT_POLICY.adapters <= j < after  # not the region that failed
    cert = a.certificate or ""
    assert "rejected by the verifier" not in cert  # the completed plan was valid
    if "spill-everywhere instead" not in cert:  # else it was cheaper, and replaced it
        assert "adapting" in cert, cert
        assert Fraction(a.objective).limit_denominator() == sum(p.cost for p in parts)
    cost, bound = (Fraction(x).limit_denominator() for x in (a.objective, a.bound))
    assert bound <= cost
    if isinstance(want, Fraction):
        assert want <= cost, cert
        assert bound <= want, cert
        assert a.status is not Status.OPTIMAL or cost == want


def test_the_state_spill_everywhere_enters_a_block_with() -> None:
    """Held (never spilled) values in a register, values spilled to memory in
    memory, values it recomputes in neither: what the adapter must leave. Three
    values live into ``b1`` with three registers, beside a temporary in ``b0``:
    spill-everywhere spills one of them."""
    blocks = [{"name": "entry", "succs": ["b0"],
               "instrs": [{"op": "def", "defs": ["a", "b", "c"]}]},
              {"name": "b0", "succs": ["b1"], "instrs": [
                  {"op": "op", "defs": ["t"]}, {"op": "op", "uses": ["t", "a"]},
                  {"op": "op", "uses": ["b"]}]},
              {"name": "b1", "instrs": [{"op": "op", "uses": ["a", "b", "c"]}]}]
    t = toy_target(count=3, widths=(1,))
    p = Problem.from_kernel(kernel(blocks=blocks, values={"c": {"remat_cost": 2}}), t)
    sp = build(p, "g")
    ev = solve_class_everywhere(p, "g", "linear-scan", NO_LIMIT)
    assert ev.regs is not None
    ops = {(o.value, o.op) for o in ev.ops}
    assert ops, "the kernel needs spill code"
    held, mem = region_tail.entry_state(sp, everywhere_table(sp, ev.ops, ev.regs),
                                        spilled(sp, ev.ops, ev.regs)[0], 2)
    for v in ("a", "b", "c"):
        kinds = {k for w, k in ops if w == v}
        assert held.get(v, 0) == int(not kinds), (v, kinds)
        assert mem.get(v, 0) == int(bool(kinds & {"load", "store"})), (v, kinds)


def test_with_no_adapter_the_class_falls_back_to_spill_everywhere_and_says_so() -> None:
    """Every adapter failing (forced): the plan cut short is not completed, the
    class falls back to spill-everywhere as a whole, verified, under the
    regions' bound, and its certificate says why."""
    k = pressed_rows(4)
    t = toy_target(count=2, widths=(1,))
    with pytest.MonkeyPatch.context() as mp:
        seen = _cut_short(mp, 2)
        mp.setattr(region_tail, "adapt", lambda *args: None)
        a = spill_checked(k, t, options=EVERY_CUT)
    assert seen == [None]
    assert a.is_feasible, a.explanation
    cert = a.certificate or ""
    assert "not completed by spill-everywhere" in cert, cert
    assert "spill-everywhere instead" in cert, cert


def test_windows_stay_before_the_adapter() -> None:
    """The windows that re-plan pairs of regions (``improve_cuts``) take only
    pairs before the adapting region: the tail has spill-everywhere's
    decisions and no registers, and the adapter's exit is fixed by it. Six
    regions, the plan cut short at region 4 (the adapter is 3 or before)."""
    from solver_alloc.spill.modes.regions import search as region_search

    k = pressed_rows(5)
    t = toy_target(count=2, widths=(1,))
    windows: list[int] = []
    real = region_search.solve_window

    def window(sp: Any, rs: Any, parts: Any, i: int, *rest: Any) -> bool:
        windows.append(i)
        return real(sp, rs, parts, i, *rest)
    with pytest.MonkeyPatch.context() as mp:
        seen = _cut_short(mp, 4)
        mp.setattr(region_search, "solve_window", window)
        a = spill_checked(k, t, options=EVERY_CUT)
    assert a.is_feasible, a.explanation
    assert seen
    assert seen[-1] is not None
    _, j = seen[-1]
    assert all(i + 1 < j for i in windows), (windows, j)


@pytest.mark.parametrize("child_fails", [False, True])
def test_a_plan_cut_short_is_completed_by_the_spill_everywhere_made_beside_it(
        child_fails: bool) -> None:
    """From ``process_regions`` regions the spill-everywhere plan is made in a
    forked process while the regions are planned; a plan cut short takes it
    from there, and the completed plan verifies. When that process fails, the
    plan is made in this one instead: the same plan, verified."""
    k = pressed_rows(DEFAULT_POLICY.process_regions + 4)
    t = toy_target(count=2, widths=(1,))
    parent = os.getpid()
    real_everywhere, real_ready = regions_mode.everywhere, regions_mode.ready
    made_here: list[int] = []
    ready: list[object] = []

    def everywhere(*args: Any, **kw: Any) -> Any:
        if os.getpid() != parent and child_fails:
            raise ValueError("forced")
        if os.getpid() == parent:
            made_here.append(1)
        return real_everywhere(*args, **kw)

    def took(*args: Any) -> Any:
        ready.append(real_ready(*args))
        return ready[-1]
    with pytest.MonkeyPatch.context() as mp:
        seen = _cut_short(mp, 8)
        mp.setattr(regions_mode, "everywhere", everywhere)
        mp.setattr(regions_mode, "ready", took)
        a = spill_checked(k, t, options=EVERY_CUT)
    assert a.is_feasible, a.explanation
    assert seen, a.certificate
    assert seen[-1] is not None, a.certificate  # completed
    assert len(ready) == 1
    assert (ready[0] is None) == child_fails
    assert len(made_here) == int(child_fails)
    assert "adapting" in (a.certificate or "") or "spill-everywhere instead" in (
        a.certificate or "")
