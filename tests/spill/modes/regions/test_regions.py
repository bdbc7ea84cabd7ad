"""Regions of a CFG (spill/regions.py): the cuts, and the plan and bound they
give against the independent search over every plan (tests/oracles)."""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest
from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from oracles.dag_spill import cheapest_on_dag
from ortools.sat.python import cp_model
from regions_kernels import EVERY_CUT, _blocks, chained_loops, pressed_rows
from thorough import examples

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.budget import DEFAULT_POLICY
from solver_alloc.solving import NO_LIMIT, SolveOptions, solve_cpsat, spent
from solver_alloc.spill.model.encode import SplitModel, encode
from solver_alloc.spill.modes.regions import bounds as region_bounds
from solver_alloc.spill.modes.regions import colour as region_colour
from solver_alloc.spill.modes.regions import plan as region_plan
from solver_alloc.spill.modes.regions import search as region_search
from solver_alloc.spill.modes.regions.colour import Dropped, plan_held_only, plan_region
from solver_alloc.spill.modes.regions.cut import Region, cuts, region_problem, regions
from solver_alloc.spill.modes.regions.fit import Unplaced, fit_pieces
from solver_alloc.spill.modes.regions.plan import plan_and_bound
from solver_alloc.spill.problem import Cut, SplitProblem, build


def test_a_loop_spans_no_cut_and_a_fall_through_edge_is_one() -> None:
    """b1 -> b2 -> b3 -> b1 is a loop: no cut inside it, and none before its
    header b1 (entered from entry and from b3: a region entered there would
    fix up its entry state inside the loop); b3 -> exit is a cut."""
    op = {"op": "op", "uses": ["a"], "defs": []}
    blocks = [{"name": "entry", "succs": ["b1"], "instrs": [{"op": "d", "defs": ["a"]}]},
              {"name": "b1", "succs": ["b2"], "instrs": [op]},
              {"name": "b2", "succs": ["b3"], "instrs": [op]},
              {"name": "b3", "succs": ["b1", "exit"], "instrs": [op]},
              {"name": "exit", "instrs": [op]}]
    k = kernel(blocks=blocks)
    sp = build(Problem.from_kernel(k, toy_target(count=2, widths=(1,))), "g")
    assert cuts(sp) == [4]


def test_a_cut_enters_its_block_only_from_the_block_before() -> None:
    """entry -> pre -> h, h a self-loop, then exit: the cut goes before pre
    (its only predecessor is entry) and before exit, never before h."""
    op = {"op": "op", "uses": ["a"], "defs": []}
    blocks = [{"name": "entry", "succs": ["pre"], "instrs": [{"op": "d", "defs": ["a"]}]},
              {"name": "pre", "succs": ["h"], "instrs": [op]},
              {"name": "h", "succs": ["h", "exit"], "instrs": [op], "freq": 10},
              {"name": "exit", "instrs": [op]}]
    sp = build(Problem.from_kernel(kernel(blocks=blocks), toy_target(count=2, widths=(1,))),
               "g")
    assert cuts(sp) == [1, 3]
    assert all(sp.preds[b] == (b - 1,) for b in cuts(sp))


def _cut_and_oracle(k: Kernel, t: Target) -> Fraction | None:
    """The least-cost plan of a kernel with a cut (None: no plan), by the search
    over every plan; kernels without a cut or too large to search are skipped."""
    assume(cuts(build(Problem.from_kernel(k, t), "g")))
    try:
        return cheapest_on_dag(k, t, moves=False, limit=16)
    except ValueError:
        assume(False)
        raise


@settings(max_examples=examples(60), deadline=None)
@given(chained_loops())
def test_regions_give_a_verified_plan_above_the_optimum_and_a_bound_below_it(
        case: tuple[Kernel, Target]) -> None:
    """Every region's plan verifies and costs at least the least-cost plan found
    by the search over every plan; the summed bound never exceeds it, and
    OPTIMAL is claimed only at it."""
    k, t = case
    want = _cut_and_oracle(k, t)
    a = spill_checked(k, t, options=EVERY_CUT)
    assume(a.certificate != "no spill code is needed (spill cost 0)")
    if want is None:
        assert a.status in (Status.INFEASIBLE, Status.UNKNOWN, Status.FEASIBLE)
        return
    assert a.is_feasible, a.explanation
    assert "regions of the CFG" in (a.certificate or ""), a.certificate
    assert Fraction(a.bound).limit_denominator() <= want, a.certificate
    assert Fraction(a.objective).limit_denominator() >= want, a.certificate
    if a.status is Status.OPTIMAL:
        assert Fraction(a.objective).limit_denominator() == want


def test_a_point_over_the_registers_is_infeasible_in_the_region_mode() -> None:
    """Two values read together with one register: no plan, said at once."""
    blocks = _blocks([("entry", False), ("b0", True), ("b1", False)], {
        "entry": [{"op": "def", "defs": ["a", "b"]}],
        "b0": [{"op": "op", "uses": ["a"]}],
        "b1": [{"op": "op", "uses": ["a", "b"]}]})
    k = kernel(blocks=blocks)
    a = spill_checked(k, toy_target(count=1, widths=(1,)), options=EVERY_CUT)
    assert a.status is Status.INFEASIBLE


def _six_regions() -> tuple[Target, Problem, SplitProblem, list[Region]]:
    """Six blocks in a row, each reading a and b, two registers: six regions
    (one per cut)."""
    names = [("entry", False)] + [(f"b{i}", False) for i in range(5)]
    body = {"entry": [{"op": "def", "defs": ["a", "b"]}]}
    body.update({f"b{i}": [{"op": "op", "uses": ["a", "b"]}] for i in range(5)})
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(kernel(blocks=_blocks(names, body)), t)
    sp = build(p, "g")
    return t, p, sp, regions(sp, 1)


def test_a_spent_budget_leaves_no_plan_and_a_partial_bound() -> None:
    """Six regions and a budget spent before the first is planned: no plan,
    the bounds of the regions it reached, and no error (encoding ahead stops
    when the budget is gone, so the loop must stop with it)."""
    t, p, sp, rs = _six_regions()
    assert len(rs) >= 5
    spent = SolveOptions(time_limit=1e-9).started()
    got = plan_and_bound(sp, rs, t.classes["g"], p.resolved, spent)
    parts, bound, proven = got.parts, got.bound, got.proven
    assert parts is None
    assert got.prefix == []
    assert got.dropped is Dropped.OUT_OF_TIME  # not "no plan colours": it had no time
    assert (bound, proven) == (0, 0)  # no region had time to prove anything


def test_a_region_says_why_it_has_no_plan() -> None:
    """A region with no time (and no caller's budget to draw on) ran out of
    time; a region whose model has no plan at all has none; with time, the
    same region plans."""
    t, p, sp, r = _loop_region()
    rp = region_problem(sp, r, Cut(entered=False))
    exits, g = (len(rp.freq) - 1,), t.classes["g"]
    assert plan_region(rp, encode(rp), g, p.resolved, {}, {}, exits, spent()) \
        is Dropped.OUT_OF_TIME
    m = encode(rp)
    x = next(iter(m.x.values()))
    m.model.add(x == 0)
    m.model.add(x == 1)
    assert plan_region(rp, m, g, p.resolved, {}, {}, exits, NO_LIMIT) is Dropped.NO_PLAN
    assert isinstance(plan_region(rp, encode(rp), g, p.resolved, {}, {}, exits, NO_LIMIT),
                      tuple)


def test_a_spent_plan_share_finishes_on_the_later_budget_and_bounds_late() -> None:
    """The plan's own budget spent before the first region: with the caller's
    whole budget as ``later``, every region is still planned (drawing on it),
    and every bound the plan left is solved after it, equal to the bound of a
    run with time for all: a complete plan under the same bound."""
    t, p, sp, rs = _six_regions()
    spent = SolveOptions(time_limit=1e-9).started()
    later = SolveOptions(time_limit=60).started()
    got = plan_and_bound(sp, rs, t.classes["g"], p.resolved, spent, later=later)
    parts, bound, proven = got.parts, got.bound, got.proven
    whole = plan_and_bound(sp, rs, t.classes["g"], p.resolved, NO_LIMIT)
    full, want = whole.parts, whole.bound
    assert parts is not None
    assert full is not None
    assert len(parts) == len(rs)
    for before, after in itertools.pairwise(parts):  # one plan: each takes what is left
        for took, left in zip(after.enter, before.leave, strict=True):
            assert all(x <= left.get(v, 0) for v, x in took.items())
    assert (bound, proven) == (want, len(rs))
    assert sum(x.cost for x in parts) >= want


def _loop_region() -> tuple[Target, Problem, SplitProblem, Region]:
    """A value read at both ends of a loop body, with registers to spare."""
    blocks = _blocks([("entry", False), ("b0", True), ("b1", False)], {
        "entry": [{"op": "def", "defs": ["a"]}],
        "b0": [{"op": "op", "uses": ["a"]}, {"op": "op", "defs": ["t"]},
               {"op": "op", "uses": ["t", "a"]}],
        "b1": [{"op": "op", "uses": ["a"]}]})
    t = toy_target(count=3, widths=(1,))
    p = Problem.from_kernel(kernel(blocks=blocks), t)
    sp = build(p, "g")
    return t, p, sp, regions(sp, 10**6)[0]


@pytest.mark.parametrize("solved", [True, False])
def test_a_region_whose_share_ran_out_keeps_its_plan_over_the_last_resort(
        solved: bool) -> None:
    """A region's share spent: a plan its first solve found is still coloured,
    and a first solve cut short before any solution is solved again on the
    caller's budget; either way the region costs its optimum, not the last
    resort's (which holds nothing here, and costs more)."""
    t, p, sp, r = _loop_region()
    rp = region_problem(sp, r, Cut(entered=False))
    m = encode(rp)
    spent = SolveOptions(time_limit=1e-9).started()
    first = solve_cpsat(m.model, NO_LIMIT, full_lp=True, small=True)
    best = first[0].objective_value
    if not solved:
        first = (first[0], cp_model.UNKNOWN)
    got = plan_region(rp, m, t.classes["g"], p.resolved, {}, {}, (len(rp.freq) - 1,),
                      spent, resort=SolveOptions(time_limit=30).started(), first=first)
    assert isinstance(got, tuple), got
    solver, _ = got
    assert solver.objective_value == best
    assert any(solver.value(x) for x in m.x.values())  # not held-only


@settings(max_examples=examples(60), deadline=None)
@given(chained_loops())
def test_regions_planned_as_a_last_resort_still_verify_above_the_optimum(
        case: tuple[Kernel, Target]) -> None:
    """Every region planned holding values only at their references (the last
    resort a region takes when its plan does not colour, or the budget is
    short): the plan still verifies, costs at least the least-cost plan, and
    the bound (from the regions entered freely, untouched) stays below it."""
    k, t = case
    want = _cut_and_oracle(k, t)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(region_plan, "plan_region", lambda *a, **_: plan_held_only(*a))
        a = spill_checked(k, t, options=EVERY_CUT)
    assume(a.certificate != "no spill code is needed (spill cost 0)")
    if want is None:
        assert a.status is not Status.OPTIMAL
        return
    assert a.is_feasible, a.explanation  # a plan exists: never UNKNOWN
    assert "regions of the CFG" in (a.certificate or ""), a.certificate
    assert Fraction(a.bound).limit_denominator() <= want, a.certificate
    assert Fraction(a.objective).limit_denominator() >= want, a.certificate


def test_a_last_resort_region_holds_values_only_where_they_are_referenced() -> None:
    """A value read at both ends of a loop body, with registers to spare: the
    region's optimum keeps it in a register; planned held-only, no segment
    between its references is held, and the region costs more."""
    t, p, sp, r = _loop_region()
    costs = []
    for plan in (plan_region, plan_held_only):
        rp = region_problem(sp, r, Cut(entered=False))
        m = encode(rp)
        got = plan(rp, m, t.classes["g"], p.resolved, {}, {}, (len(rp.freq) - 1,), NO_LIMIT)
        assert isinstance(got, tuple), got
        solver, _ = got
        held = [solver.value(x) for x in m.x.values()]
        costs.append(solver.objective_value)
        if plan is plan_held_only:
            assert not any(held)
        else:
            assert any(held)
    assert costs[0] < costs[1]


def _guessing(values: frozenset[str], times: int) -> tuple[Any, list[bool]]:
    """``fit_pieces`` that answers ``Unplaced(values)`` (an undecided colouring)
    to its first ``times`` calls that look for a core, and colours as usual
    otherwise; with the list of calls (whether each guessed)."""
    calls: list[bool] = []

    def fit(*a: Any, **k: Any) -> Any:
        guess = len([c for c in calls if c]) < times and a[-1] is not False
        calls.append(guess)
        return Unplaced(values) if guess else fit_pieces(*a, **k)
    return fit, calls


def test_an_undecided_colouring_rules_out_the_values_left_out_and_solves_again() -> None:
    """The first plan's colouring is undecided; the values the heuristics left
    out (``a``) are ruled out and the region solved again: the next plan holds
    ``a`` less, costs more than the optimum and less than the last resort
    (which the old code took at once), and colours."""
    t, p, sp, r = _loop_region()
    rp = region_problem(sp, r, Cut(entered=False))
    exits = (len(rp.freq) - 1,)
    best = solve_cpsat(encode(rp).model, NO_LIMIT, full_lp=True, small=True)[0]
    m_held = encode(rp)
    held = plan_held_only(rp, m_held, t.classes["g"], p.resolved, {}, {}, exits, NO_LIMIT)
    assert isinstance(held, tuple), held
    fit, calls = _guessing(frozenset({"a"}), 1)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(region_colour, "fit_pieces", fit)
        m = encode(rp)
        got = plan_region(rp, m, t.classes["g"], p.resolved, {}, {}, exits, NO_LIMIT)
    assert isinstance(got, tuple), got
    assert calls == [True, False]
    cost = got[0].objective_value
    assert best.objective_value < cost < held[0].objective_value


def test_a_region_left_with_no_plan_by_guesses_takes_its_last_resort() -> None:
    """Every colouring undecided, every value guessed: the cuts leave no plan
    (INFEASIBLE after guesses is no proof), and the region takes its last
    resort: a plan, never None (None would drop the whole plan)."""
    t, p, sp, r = _loop_region()
    rp = region_problem(sp, r, Cut(entered=False))
    exits = (len(rp.freq) - 1,)
    fit, calls = _guessing(frozenset({"a", "t"}), 10**6)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(region_colour, "fit_pieces", fit)
        m = encode(rp)
        got = plan_region(rp, m, t.classes["g"], p.resolved, {}, {}, exits, NO_LIMIT)
    assert isinstance(got, tuple), got
    assert calls[-1] is False  # the last resort coloured as usual
    assert 2 <= sum(calls) <= DEFAULT_POLICY.region_rounds + 1
    assert not any(got[0].value(x) for x in m.x.values())  # held only at references


def test_the_pace_skips_core_searches_only_when_behind() -> None:
    """One second a region so far: with ten regions left, a budget of 5 s is
    behind (no core search), one of 100 s is not; each region's share is at
    least ``region_floor`` of what is left."""
    pace = region_plan.Pace()
    pace.add(1.0)
    quick, budget = pace.share(SolveOptions(time_limit=5).started(), 10)
    assert quick
    assert (budget.remaining() or 0) >= DEFAULT_POLICY.region_floor * 5 - 0.1
    quick, _ = pace.share(SolveOptions(time_limit=100).started(), 10)
    assert not quick
    unlimited = SolveOptions(time_limit=None)
    assert pace.share(unlimited, 10) == (False, unlimited)


def test_windows_go_by_their_excess_over_the_bounds_and_skip_pairs_at_them() -> None:
    """Six regions planned at their bounds; two made dearer by hand (5 and 9
    over): the windows touching them are solved, left to right, and no window
    whose regions meet their bounds (it cannot improve); with time for one
    window only, the dearest."""
    t, p, sp, rs = _six_regions()
    parts = plan_and_bound(sp, rs, t.classes["g"], p.resolved, NO_LIMIT).parts
    assert parts is not None
    assert all(part.cost == part.bound for part in parts)
    parts[2].cost += 5
    parts[4].cost += 9
    tried: list[int] = []
    def window(*a: object) -> bool:
        tried.append(int(str(a[3])))
        return False
    assert region_search.improve_cuts(sp, rs, parts, t.classes["g"], p.resolved,
                                      NO_LIMIT, window=window) == 0
    assert tried == [1, 2, 3, 4]
    tried.clear()
    short = SolveOptions(time_limit=DEFAULT_POLICY.window_seconds * 1.5).started()
    region_search.improve_cuts(sp, rs, parts, t.classes["g"], p.resolved, short,
                               window=window)
    assert tried == [3]


def test_a_window_that_improves_sends_its_neighbours_round_again() -> None:
    """Window 2 improves in the first pass: its neighbours 1 and 3 (their exit
    or entry changed) are tried again, and nothing else; then no window
    improves and the passes stop."""
    t, p, sp, rs = _six_regions()
    parts = plan_and_bound(sp, rs, t.classes["g"], p.resolved, NO_LIMIT).parts
    assert parts is not None
    parts[2].cost += 5
    parts[4].cost += 9
    tried: list[int] = []

    def window(*a: object) -> bool:
        tried.append(int(str(a[3])))
        return tried == [1, 2]
    assert region_search.improve_cuts(sp, rs, parts, t.classes["g"], p.resolved,
                                      NO_LIMIT, window=window) == 1
    assert tried == [1, 2, 3, 4, 1, 3]


def test_a_class_planned_by_regions_keeps_time_back_for_its_fallback() -> None:
    """The regions' plan leaves :attr:`~solver_alloc.budget.BudgetPolicy.tail_reserve`
    times :data:`~solver_alloc.costing.EVERYWHERE_SECONDS` per live segment
    for spill-everywhere and the completion of a plan cut short with it
    (:mod:`~solver_alloc.spill.modes.regions.tail`); they get it, all of it (neither
    can be cut): when it is more than the budget, the regions get none and
    the plan is spill-everywhere's."""
    from solver_alloc.costing import EVERYWHERE_SECONDS
    from solver_alloc.spill.modes.regions import search as regions_mode

    blocks = _blocks([("entry", False), ("b0", True), ("b1", False)], {
        "entry": [{"op": "def", "defs": ["a"]}, {"op": "def", "defs": ["b"]}],
        "b0": [{"op": "op", "defs": ["t"]}, {"op": "op", "uses": ["t", "a"]},
               {"op": "op", "uses": ["b"]}],
        "b1": [{"op": "op", "uses": ["a", "b"]}]})
    t = toy_target(count=2, widths=(1,))  # a, b and t meet in the loop: one spills
    p = Problem.from_kernel(kernel(blocks=blocks), t)
    sp = build(p, "g")
    seen: list[float] = []
    real = regions_mode.regions_class

    def spy(problem: Problem, sp: SplitProblem, rs: list[Region], opts: SolveOptions,
            rescue: object) -> object:
        seen.append(opts.remaining() or 0.0)
        return real(problem, sp, rs, opts, rescue)  # type: ignore[arg-type]
    small = 0.5 / EVERYWHERE_SECONDS  # half a second kept per segment
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(regions_mode, "regions_class", spy)
        for reserve in (small, 1e12):
            policy = replace(EVERY_CUT.policy, tail_reserve=reserve)
            a = spill_checked(p.kernel, t, options=replace(EVERY_CUT, time_limit=100,
                                                           policy=policy))
            assert a.is_feasible, a.explanation
    kept_small, whole = seen
    kept = 0.5 * sp.segments()
    assert 100 - kept - 1 < kept_small < 100 - kept
    assert whole == 0.0  # far more kept back than the budget


def test_bounds_solved_in_a_process_are_the_bounds_solved_in_a_thread() -> None:
    """The regions' bounds from the process (forced here: six regions are
    below :attr:`~solver_alloc.budget.BudgetPolicy.process_regions`) equal the
    thread's and each region's own solve, every one proven, and the plan is
    the same either way. Six blocks in a row, each with a, b and a temporary
    live at once on two registers, so the bound is above 0."""
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(pressed_rows(5), t)
    sp = build(p, "g")
    rs = regions(sp, 1)
    own = [region_bounds.bound_of(m.model, m.scale, NO_LIMIT)
           for _, m in (region_bounds.encode_free(sp, r) for r in rs)]
    assert all(optimal for _, optimal in own)
    assert sum(b for b, _ in own) > 0
    in_thread = plan_and_bound(sp, rs, t.classes["g"], p.resolved, NO_LIMIT)
    forked = replace(NO_LIMIT, policy=replace(DEFAULT_POLICY, process_regions=0))
    found = region_bounds.Bounds(sp, rs, forked)
    assert found.collect(forked) == own
    in_process = plan_and_bound(sp, rs, t.classes["g"], p.resolved, forked)
    for got in (in_thread, in_process):
        assert (got.bound, got.proven) == (sum(b for b, _ in own), len(rs))
        assert got.bounds_failed is None
        assert got.parts is not None
        assert [x.bound for x in got.parts] == [b for b, _ in own]
    assert in_process.parts is not None
    assert in_thread.parts is not None
    assert [x.cost for x in in_process.parts] == [x.cost for x in in_thread.parts]


@pytest.mark.parametrize("process", [False, True])
def test_bounds_that_fail_count_zero_and_say_why(monkeypatch: pytest.MonkeyPatch,
                                                 process: bool) -> None:
    """Bounds' solvers that fail from the third region on (a thread, or the
    processes sharing the regions) leave the regions after at 0: the plan is
    whole, its bound the first two regions' and still below its cost, and the
    note's reason names the error."""
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(pressed_rows(5), t)
    sp = build(p, "g")
    rs = regions(sp, 1)
    whole = plan_and_bound(sp, rs, t.classes["g"], p.resolved, NO_LIMIT)
    assert whole.parts is not None
    real = region_bounds.encode_free

    def encode_free(sp: SplitProblem, r: Region) -> tuple[SplitProblem, SplitModel]:
        if r in rs[2:]:
            raise RuntimeError("no model today")
        return real(sp, r)
    monkeypatch.setattr(region_bounds, "encode_free", encode_free)
    opts = replace(NO_LIMIT, policy=replace(DEFAULT_POLICY, process_regions=0)) \
        if process else NO_LIMIT
    got = plan_and_bound(sp, rs, t.classes["g"], p.resolved, opts)
    assert got.bounds_failed == "RuntimeError: no model today"
    assert got.parts is not None
    assert got.proven == 2
    assert got.bound == sum(x.bound for x in whole.parts[:2])
    assert [x.bound for x in got.parts[2:]] == [0] * (len(rs) - 2)
    assert sum(x.cost for x in got.parts) >= got.bound


def test_regions_are_smaller_when_the_class_is_large_for_its_budget() -> None:
    """Region size by budget: ``region_size`` segments with no limit or a budget
    of at least a second per ``full_pace`` segments, ``small_region`` (never more than
    ``region_size``) when the class is larger than that."""
    _, _, sp, _ = _loop_region()
    sizes: list[int] = []
    segments = sp.segments()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(region_search, "regions", lambda _sp, size: sizes.append(size) or [])
        pace = DEFAULT_POLICY.full_pace
        for limit in (None, segments / pace * 2, segments / pace / 2):
            region_search.sized_regions(sp, SolveOptions(time_limit=limit).started())
        region_search.sized_regions(sp, SolveOptions(time_limit=1e-6, region_size=100))
    assert sizes == [400, 400, DEFAULT_POLICY.small_region, 100]
