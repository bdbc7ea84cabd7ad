"""Heuristic plans as warm starts: each hint, memory state completed, is a
solution of the split model that costs what the heuristic's plan costs."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import hinted_cost, kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cfg_kernels, loop_kernels, spill_kernels
from thorough import examples

from solver_alloc import Allocation, Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.belady import belady
from solver_alloc.spill.heuristics.everywhere import solve_class_everywhere
from solver_alloc.spill.heuristics.warm_start import belady_table, everywhere_table
from solver_alloc.spill.problem import build, overflow

PTX = Path(__file__).resolve().parents[3] / "instances" / "ptx"


def _all_reachable(k: Kernel) -> bool:
    """Every block is reachable from the entry."""
    succs = {b.name: b.succs for b in k.blocks}
    seen, todo = {k.blocks[0].name}, [k.blocks[0].name]
    while todo:
        for s in succs[todo.pop()]:
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return len(seen) == len(k.blocks)


def _everywhere_is_a_solution(p: Problem) -> int:
    """Checks every class with a spill-everywhere plan; returns how many."""
    checked = 0
    for cname in p.pressure:
        if overflow(build(p, cname)) is not None:
            continue
        ev = solve_class_everywhere(p, cname, "cpsat", SolveOptions(time_limit=20).started())
        if ev.regs is None:
            continue
        table = everywhere_table(build(p, cname), ev.ops, ev.regs)
        hinted = hinted_cost(p, cname, table)
        assert hinted is not None
        if _all_reachable(p.kernel):
            assert hinted == ev.cost
        else:  # the model has no chain in unreachable code, spill-everywhere may
            assert hinted <= ev.cost  # store there
        checked += 1
    return checked


@settings(max_examples=examples(60), deadline=None)
@given(st.one_of(cfg_kernels(), loop_kernels(), spill_kernels()), st.integers(1, 3))
def test_spill_everywhere_plan_is_a_split_solution_of_its_cost(k: Kernel, n: int) -> None:
    _everywhere_is_a_solution(Problem.from_kernel(k, toy_target(count=n, widths=(1,))))


def test_a_rematerialised_live_in_with_a_def_arrives_in_its_home() -> None:
    """Found by the test above: a live-in that is redefined and read only
    through a runtime index, rematerialised there by spill-everywhere. Its
    table said it arrives in memory, which the split model forbids a value
    with a home register, so the hint was no solution."""
    k = kernel([*[{"op": "op"}] * 6,
                {"op": "op", "defs": ["in0"], "uses": ["in0"], "indexed": ["in0"]}],
               live_in=["in0"], values={"in0": {"remat_cost": 1}})
    assert _everywhere_is_a_solution(Problem.from_kernel(k, toy_target(count=1,
                                                                      widths=(1,)))) == 1


@pytest.mark.parametrize(("name", "r"), [("layer_norm", 24), ("vector_add", 16)])
def test_spill_everywhere_warm_start_on_ptx(name: str, r: int) -> None:
    """Real kernels: loops, redefined registers, 64-bit pairs."""
    from solver_alloc.frontends.ptx import load_ptx
    from solver_alloc.targets import load_target

    t: Target = load_target("nvidia-sm90", {"r": r})
    (k,) = load_ptx(PTX / f"{name}.ptx", t)
    assert _everywhere_is_a_solution(Problem.from_kernel(k, t)) >= 1


@settings(max_examples=examples(60), deadline=None)
@given(spill_kernels(max_instrs=9), st.integers(1, 3))
def test_belady_plan_with_its_memory_state_is_a_split_solution(k: Kernel, n: int) -> None:
    from solver_alloc.spill.pieces.decode import plan_cost

    p = Problem.from_kernel(k, toy_target(count=n, widths=(1,)))
    start = belady(p)
    for cname in p.pressure:
        sp = build(p, cname)
        table = None if overflow(sp) is not None else belady_table(sp, start)
        if table is not None:
            assert hinted_cost(p, cname, table) == plan_cost(sp, table)


WARM_EVERY_CLASS = SolveOptions(time_limit=30, everywhere_segments=0)
"""Every class without Belady's plan warm-started from spill-everywhere (by
default only classes above 6,000 segments are)."""


def _counting(k: Kernel, t: Target, options: SolveOptions) -> tuple[Allocation, int, int]:
    """The spill answer (verified), the exact path's unpinned solves and how many
    of them were warm-started (hinted: the greedy split plan, or spill-everywhere
    where that has no registers)."""
    from helpers import spill_checked

    from solver_alloc.spill.modes import exact

    calls = {"solves": 0, "starts": 0}

    def solve_class(*args: Any, **kw: Any) -> Any:
        calls["solves"] += not kw.get("pinned", False)
        calls["starts"] += not kw.get("pinned", False) and len(args) > 3 and \
            args[3] is not None
        return real_solve(*args, **kw)

    real_solve = exact.solve_class
    with pytest.MonkeyPatch.context() as mp:  # where the exact mode calls it
        mp.setattr(exact, "solve_class", solve_class)
        a = spill_checked(k, t, options=options)
    return a, calls["solves"], calls["starts"]


@settings(max_examples=examples(40), deadline=None)
@given(st.one_of(cfg_kernels(), loop_kernels()), st.integers(1, 3))
def test_a_warm_started_class_verifies_and_is_never_dearer_than_spill_everywhere(
        k: Kernel, n: int) -> None:
    """On a CFG (no Belady plan) every class the exact path solves is warm-started
    (hinted) when ``everywhere_segments`` allows and a plan exists, and none by
    default at this size (the greedy plan is then the fallback, not a hint). The
    warm-started answer verifies at the cost it claims, costs no more than the
    spill-everywhere optimum (the ``sat`` backend), and keeps the status of a
    run without the warm start, and its cost where both are OPTIMAL."""
    from helpers import spill_checked

    t = toy_target(count=n, widths=(1,))
    warm, solves, starts = _counting(k, t, WARM_EVERY_CLASS)
    cold, _, none = _counting(k, t, SolveOptions(time_limit=30))
    assert starts == solves or not warm.is_feasible  # no plan: nothing to start from
    assert none == 0
    assert warm.status is cold.status
    if not warm.is_feasible:
        return
    everywhere = spill_checked(k, t, backend="sat")
    if everywhere.is_feasible:
        assert (warm.objective or 0) <= (everywhere.objective or 0) + 1e-9
    if warm.status is Status.OPTIMAL:
        assert warm.objective == pytest.approx(cold.objective)
