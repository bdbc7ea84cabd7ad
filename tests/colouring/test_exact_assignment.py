"""Exact register assignment: brute force, backend agreement, constraint families."""

from __future__ import annotations

import pytest
from helpers import ROOT, kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.registers import brute_force_registers
from strategies import straight_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, load_dimacs, verify


def solve_checked(k: Kernel, t: Target, backend: str) -> tuple[Status, float | None]:
    a = allocate(k, t, backend=backend, seed=0, workers=1)
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, (backend, r.violations)
        assert r.registers_total == a.objective
        assert a.bound is not None
        assert a.bound <= a.objective
    return a.status, a.objective


SHAPES = st.sampled_from([(3, ()), (4, ()), (4, (1,)), (5, (0,))])


def _case(k: Kernel, shape: tuple) -> tuple[Kernel, Target, int | None]:
    """The kernel in the toy target's class, the target, and the oracle's count."""
    count, reserved = shape
    t = toy_target(count=count, reserved=reserved)
    k = _retarget(k)
    return k, t, brute_force_registers(k, t)


@pytest.mark.parametrize("backend", ["cpsat", "sat", "auto"])
@settings(max_examples=examples(100), deadline=None)
@given(straight_kernels(max_instrs=7, max_width=2), SHAPES)
def test_exact_backends_match_brute_force(backend: str, k: Kernel, shape: tuple) -> None:
    k, t, want = _case(k, shape)
    status, obj = solve_checked(k, t, backend)
    if want is None:
        assert status is Status.INFEASIBLE
    else:
        assert status is Status.OPTIMAL
        assert obj == want


@pytest.mark.parametrize("heuristic", ["linear-scan", "dsatur", "chaitin-briggs"])
@settings(max_examples=examples(100), deadline=None)
@given(straight_kernels(max_instrs=7, max_width=2), SHAPES)
def test_heuristics_never_beat_brute_force(heuristic: str, k: Kernel, shape: tuple
                                           ) -> None:
    k, t, want = _case(k, shape)
    status, obj = solve_checked(k, t, heuristic)
    if want is None:
        assert status in (Status.INFEASIBLE, Status.UNKNOWN)
    elif status in (Status.OPTIMAL, Status.FEASIBLE):
        assert obj >= want
        assert (status is Status.OPTIMAL) == (obj == want) or obj == want


def _retarget(k: Kernel) -> Kernel:
    """Strategies put tuples in class 'v'; the toy target's class is 'g'."""
    from dataclasses import replace

    from solver_alloc.ir import ValueDecl

    return replace(k, values={v: ValueDecl(regclass="g", width=d.width)
                              for v, d in k.values.items()})


PAIRS = kernel([{"op": "a", "defs": ["p", "q"]}, {"op": "b", "uses": ["p", "q"]}],
               values={"p": {"width": 2}, "q": {"width": 2}})


@pytest.mark.parametrize("backend", ["cpsat", "sat"])
def test_tuples_need_aligned_room(backend: str) -> None:
    """Two live pairs: 4 registers fit, 3 do not; odd starts are never used."""
    ok = allocate(PAIRS, toy_target(count=4), backend=backend)
    assert ok.status is Status.OPTIMAL
    assert sorted(ok.assignment.values()) == [("g0", "g1"), ("g2", "g3")]
    assert allocate(PAIRS, toy_target(count=3), backend=backend).status is \
        Status.INFEASIBLE
    # Unaligned pairs (align none) would fit g1-g2 + g3-g4 with g0 reserved:
    t = toy_target(count=5, reserved=(0,), align="none")
    assert verify(PAIRS, t, allocate(PAIRS, t, backend=backend)).valid
    aligned = toy_target(count=5, reserved=(0,))
    assert allocate(PAIRS, aligned, backend=backend).status is Status.INFEASIBLE


@pytest.mark.parametrize("backend", ["cpsat", "sat", "auto"])
def test_fixed_registers(backend: str) -> None:
    k = kernel([{"op": "a", "defs": ["x", "y"]}, {"op": "b", "uses": ["x", "y"]}],
               values={"x": {"fixed": "g1"}})
    a = allocate(k, toy_target(), backend=backend)
    assert a.assignment["x"] == "g1"
    assert a.objective == 2
    clash = kernel([{"op": "a", "defs": ["x", "y"]}, {"op": "b", "uses": ["x", "y"]}],
                   values={"x": {"fixed": "g1"}, "y": {"fixed": "g1"}})
    assert allocate(clash, toy_target(), backend=backend).status is Status.INFEASIBLE


def test_granularity_counts_whole_granules() -> None:
    k = kernel([{"op": "a", "defs": ["x", "y", "z"]}, {"op": "b", "uses": ["x", "y", "z"]}])
    a = allocate(k, toy_target(count=8, granularity=4), backend="cpsat")
    assert (a.objective, a.bound, a.status) == (4.0, 4.0, Status.OPTIMAL)


@pytest.mark.parametrize("backend", ["auto", "cpsat", "sat", "dsatur"])
def test_dimacs_chromatic_number(backend: str) -> None:
    g = load_dimacs(ROOT / "instances" / "dimacs" / "mulsol.i.2.col")
    t = toy_target(count=64, widths=(1,))
    a = allocate(g, t, backend=backend)
    assert verify(g, t, a).valid
    assert (a.status, a.objective) == (Status.OPTIMAL, 31.0)


def test_k_colourable_subgraph_backends_agree() -> None:
    g = load_dimacs(ROOT / "instances" / "dimacs" / "mulsol.i.2.col")
    t = toy_target(count=28, widths=(1,))
    found = {}
    for backend in ("cpsat", "sat", "chaitin-briggs"):
        a = allocate(g, t, objective="spill", backend=backend)
        r = verify(g, t, a)
        assert r.valid
        assert r.cost == a.objective
        found[backend] = (a.status, a.objective)
    assert found["cpsat"] == found["sat"]
    assert found["cpsat"][0] is Status.OPTIMAL
    assert found["cpsat"][1] >= 3  # one clique of 31 values into 28 registers
    assert found["chaitin-briggs"][1] >= found["cpsat"][1]


def test_sat_time_limit_is_honoured_and_claims_no_proof() -> None:
    """A hard MaxSAT instance stopped by the limit falls back to the heuristic,
    unproven, instead of hanging."""
    import time

    g = load_dimacs(ROOT / "instances" / "dimacs" / "fpsol2.i.1.col")
    t = toy_target(count=40, widths=(1,))
    t0 = time.monotonic()
    a = allocate(g, t, objective="spill", backend="sat", time_limit=0.5)
    assert time.monotonic() - t0 < 20
    assert verify(g, t, a).valid
    if a.status is not Status.OPTIMAL:
        assert "time limit" in a.certificate


def test_call_with_limit() -> None:
    from solver_alloc.solving import call_with_limit

    assert call_with_limit(sum, ([1, 2],), 5) == 3
    assert call_with_limit(time_sleep, (3,), 0.2) is None
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        call_with_limit(divmod, (1, 0), 5)


def test_a_forked_call_answers_later_and_its_child_exits_once_it_has_sent() -> None:
    """A large answer (several pipe buffers) is read as soon as it is sent, so
    the child exits before anyone asks for it; asked, the answer is whole. A
    call still running is stopped when asked with no time to wait."""
    import time

    from solver_alloc.solving import Forked

    big = Forked(list, (range(200_000),))
    t0 = time.monotonic()
    while big._proc.is_alive() and time.monotonic() - t0 < 20:
        time.sleep(0.02)
    assert not big._proc.is_alive()
    assert big.result(0) == list(range(200_000))
    slow = Forked(time_sleep, (30,))
    assert slow.result(0.1) is None
    assert not slow._proc.is_alive()
    slow.close()  # idempotent


def time_sleep(seconds: float) -> float:
    import time

    time.sleep(seconds)
    return seconds


@settings(max_examples=examples(40), deadline=None)
@given(straight_kernels(max_instrs=9, redefine=True))
def test_symmetry_breaking_never_changes_the_optimum(k: Kernel) -> None:
    from ortools.sat.python import cp_model

    from solver_alloc.analysis.problem import Problem
    from solver_alloc.colouring import cpsat
    from solver_alloc.colouring.heuristics import greedy_clique
    from solver_alloc.colouring.problem import from_kernel

    t = toy_target(count=8, widths=(1,))
    for cp in from_kernel(Problem.from_kernel(k, t)).values():
        outcomes = []  # (status, optimum): MaxLive above 8 is INFEASIBLE both ways
        for clique in (None, greedy_clique(cp)):
            enc = cpsat.build_model(cp, upper=8, symmetry_clique=clique)
            solver = cp_model.CpSolver()
            solver.parameters.num_workers = 1
            status = solver.solve(enc.model)
            assert status in (cp_model.OPTIMAL, cp_model.INFEASIBLE)
            outcomes.append((status, solver.objective_value
                             if status == cp_model.OPTIMAL else None))
        assert outcomes[0] == outcomes[1]


def test_same_seed_same_answer() -> None:
    g = load_dimacs(ROOT / "instances" / "dimacs" / "zeroin.i.2.col")
    t = toy_target(count=26, widths=(1,))
    runs = [allocate(g, t, objective="spill", backend="cpsat", seed=3, workers=2)
            for _ in range(2)]
    assert runs[0].assignment == runs[1].assignment
    assert runs[0].objective == runs[1].objective


def test_belady_on_a_graph_is_refused_not_solved_exactly() -> None:
    """It used to run the exact CP-SAT model and report OPTIMAL with backend
    'belady'; a baseline must never quietly become the exact solver."""
    from solver_alloc import SolverAllocError

    g = load_dimacs(ROOT / "instances" / "dimacs" / "mulsol.i.2.col")
    with pytest.raises(SolverAllocError, match="needs a kernel"):
        allocate(g, toy_target(count=28, widths=(1,)), objective="spill", backend="belady")
