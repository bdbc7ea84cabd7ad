"""The greedy split plan (:mod:`solver_alloc.spill.heuristics.greedy`): its decisions
are a solution of the split model at the cost they state, it is what a class falls
back on when the model finds no plan, and it declines where no plan exists."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import hinted_cost, kernel, spill_checked, toy_target
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from strategies import call_cfgs, cfg_kernels, loop_kernels, spill_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.errors import KernelError
from solver_alloc.result import ClassOutcome
from solver_alloc.spill.heuristics.greedy import greedy_table
from solver_alloc.spill.pieces.decode import plan_cost
from solver_alloc.spill.problem import build, overflow

PTX = Path(__file__).resolve().parents[3] / "instances" / "ptx"


def _tables(p: Problem, counts_only: bool = False) -> int:
    """Checks every class's greedy table against the model (``counts_only``:
    without the rows for fixed registers and call crossers); returns how many."""
    checked = 0
    for cname in p.pressure:
        sp = build(p, cname)
        if overflow(sp) is not None:
            continue
        table = greedy_table(sp)
        if table is None:
            continue
        assert hinted_cost(p, cname, table, counts_only) == plan_cost(sp, table)
        checked += 1
    return checked


@settings(max_examples=examples(80), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(cfg_kernels(), loop_kernels(), spill_kernels()), st.integers(1, 3))
def test_greedy_plan_is_a_split_solution_of_its_cost(k: Kernel, n: int) -> None:
    _tables(Problem.from_kernel(k, toy_target(count=n, widths=(1,))))


@settings(max_examples=examples(60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(call_cfgs())
def test_greedy_plan_meets_the_count_rows_with_calls_and_fixed_registers(
        case: tuple[Kernel, Target]) -> None:
    """Calls that clobber registers, values fixed to one, pairs, in loops and
    diamonds: the greedy table may break the rows that keep fixed registers and
    call crossers apart (they hold only for plans with no moves, and its pieces
    then do not colour), but it is a solution of the rest of the model at the
    cost it states."""
    k, t = case
    try:
        p = Problem.from_kernel(k, t)
    except KernelError:
        assume(False)  # e.g. a value fixed to a register a call also defines
        return
    _tables(p, counts_only=True)


@pytest.mark.parametrize(("name", "r"), [("layer_norm", 24), ("vector_add", 16),
                                         ("specialised/matmul_64x128x64", 96)])
def test_greedy_plan_on_ptx(name: str, r: int) -> None:
    """Real kernels: loops, redefined registers, 64-bit pairs, predicates."""
    from solver_alloc.frontends.ptx import load_ptx
    from solver_alloc.targets import load_target

    t = load_target("nvidia-sm90", {"r": r})
    (k,) = load_ptx(PTX / f"{name}.ptx", t)
    assert _tables(Problem.from_kernel(k, t)) >= 1


def test_an_indexed_read_held_across_gives_way_to_the_operands() -> None:
    """Found by the first test: two register reads and a runtime-indexed read
    of a value held across it need three registers at one point; with two the
    indexed read's value must leave its register (it is read from memory)."""
    k = kernel([{"op": "op", "defs": ["v1", "v2"], "uses": ["in0"]},
                {"op": "op", "defs": ["v3"], "uses": ["in0", "v2", "v1"], "indexed": ["v2"]}],
               live_in=["in0"], live_out=["v2", "v3"])
    assert _tables(Problem.from_kernel(k, toy_target(count=2, widths=(1,)))) == 1


def test_no_greedy_plan_where_no_value_may_leave_its_register() -> None:
    """Forced-infeasible: three ``no_spill`` values live at once and two
    registers. The walk declines (no plan exists) and the solve says
    INFEASIBLE."""
    k = kernel([{"op": "op", "defs": ["a"]}, {"op": "op", "defs": ["b"]},
                {"op": "op", "defs": ["c"]}, {"op": "op", "uses": ["a", "b", "c"]}],
               values={v: {"no_spill": True} for v in "abc"})
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(k, t)
    (cname,) = p.pressure
    assert greedy_table(build(p, cname)) is None
    assert spill_checked(k, t).status is Status.INFEASIBLE


@settings(max_examples=examples(30), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(cfg_kernels(), loop_kernels()), st.integers(1, 3))
def test_the_greedy_plan_is_the_fallback_when_the_model_finds_none(k: Kernel, n: int
                                                                    ) -> None:
    """With the split model finding no plan, a CFG class falls back on the greedy
    plan where it colours (the answer verifies at its cost, above the bound)."""
    from solver_alloc.spill.modes import exact

    def nothing(*_: Any, **__: Any) -> ClassOutcome:
        return ClassOutcome(Status.UNKNOWN, note="no plan (test)")

    t = toy_target(count=n, widths=(1,))
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact, "solve_class", nothing)
        a = spill_checked(k, t)
    if a.is_feasible and "no plan (test)" in (a.certificate or ""):
        assert "instead" in (a.certificate or "")


def test_values_left_out_of_a_colouring_are_held_nowhere_the_next_round(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """When the greedy plan's pieces do not fit, the values the colouring left
    out are held in no segment the next time (each read of them is served), and
    the next plan is coloured."""
    from solver_alloc.solving import SolveOptions
    from solver_alloc.spill.heuristics import greedy

    k = kernel([{"op": "d", "defs": ["a"]}, {"op": "d", "defs": ["b"]},
                {"op": "u", "uses": ["a", "b"]}, {"op": "u", "uses": ["a"]},
                {"op": "u", "uses": ["b"]}])
    p = Problem.from_kernel(k, toy_target(count=2, widths=(1,)))
    (cname,) = p.pressure
    sp = build(p, cname)
    seen: list[Any] = []
    real = greedy.finish

    def left_out_first(problem: Any, sp_: Any, d: Any, *args: Any) -> ClassOutcome:
        seen.append(d)
        if len(seen) == 1:
            return ClassOutcome(Status.UNKNOWN, uncoloured=True, unplaced={"a": ((0, 4),)})
        return real(problem, sp_, d, *args)
    monkeypatch.setattr(greedy, "finish", left_out_first)
    got, _ = greedy.greedy_start(p, sp, SolveOptions(time_limit=20).started())
    assert len(seen) == 2
    assert got is not None
    assert got.regs is not None
    held = [seen[1]("x", (c, j)) for c, ch in enumerate(sp.chains) if ch.value == "a"
            for j, alive in enumerate(ch.live) if alive]
    assert held
    assert not any(held)
    assert {o.op for o in got.ops if o.value == "a"} == {"store", "load"}


def test_a_loop_falls_back_on_the_greedy_plan_when_the_model_finds_none() -> None:
    """Two registers, three values across a loop: with the split model finding
    no plan, the answer is the greedy split plan, verified."""
    from solver_alloc.spill.modes import exact

    k = kernel(blocks=[
        {"name": "entry", "instrs": [{"op": "d", "defs": [v]} for v in "abc"],
         "succs": ["body"]},
        {"name": "body", "instrs": [{"op": "u", "uses": ["a", "b"]},
                                    {"op": "d", "defs": ["t"], "uses": ["a"]},
                                    {"op": "u", "uses": ["t"]}],
         "succs": ["body", "exit"], "freq": 10},
        {"name": "exit", "instrs": [{"op": "u", "uses": ["c"]}], "succs": []}])

    def nothing(*_: Any, **__: Any) -> ClassOutcome:
        return ClassOutcome(Status.UNKNOWN, note="no plan (test)")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact, "solve_class", nothing)
        a = spill_checked(k, toy_target(count=2, widths=(1,)))
    assert a.is_feasible
    assert "no plan (test); the greedy split plan instead" in (a.certificate or "")
