"""Linear scan through ``allocate``: every result verifies; bounds are honest."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from helpers import kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.liveness import never_in_a_register
from strategies import cfg_kernels, straight_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, load_target, verify
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.linear_scan import scan_class, scan_intervals
from solver_alloc.targets import RegisterClass


def check(k: Kernel, t: Target, objective: str = "registers") -> Status:
    a = allocate(k, t, objective=objective, backend="linear-scan")
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, r.violations
        assert dict(r.registers_used) == dict(a.registers_used)
        if objective == "registers":
            assert r.registers_total == a.objective
        assert a.bound is not None
        assert a.bound <= a.objective
    return a.status


@settings(max_examples=examples(150), deadline=None)
@given(straight_kernels(redefine=False))
def test_straight_line_ssa_is_optimal_and_valid(k: Kernel) -> None:
    """SSA straight-line code has an interval graph: linear scan meets MaxLive."""
    t = load_target("riscv64-v").with_counts({"x": 40})
    assert check(k, t) is Status.OPTIMAL


@settings(max_examples=examples(100), deadline=None)
@given(straight_kernels(max_width=4))
def test_tuples_always_verify(k: Kernel) -> None:
    """128 vector registers are plenty for these kernels: linear scan must place
    every tuple (so the verification above is never skipped)."""
    assert check(k, load_target("riscv64-v").with_counts({"v": 128})) in (
        Status.OPTIMAL, Status.FEASIBLE)


@settings(max_examples=examples(150), deadline=None)
@given(cfg_kernels(), st.sampled_from(["registers", "spill"]))
def test_cfg_results_always_verify(k: Kernel, objective: str) -> None:
    """Whatever comes back verifies; with registers to spare (MaxLive at most half
    the class) linear scan must find an assignment, so this is never vacuous."""
    t = load_target("x86-64")
    status = check(k, t, objective)
    pressure = Problem.from_kernel(k, t).pressure
    roomy = all(2 * p.max_live <= len(t.classes[c].allocatable())
                for c, p in pressure.items())
    if roomy:
        assert status in (Status.OPTIMAL, Status.FEASIBLE)


@settings(max_examples=examples(60), deadline=None)
@given(straight_kernels(), st.integers(1, 4))
def test_infeasible_only_when_maxlive_exceeds_registers(k: Kernel, n: int) -> None:
    t = load_target("riscv64-v").with_counts({"x": n + 5})  # x0-x4 are reserved
    status = check(k, t)
    stays = never_in_a_register(k)  # in memory: it needs no register
    view = replace(k, live_in=tuple(v for v in k.live_in if v not in stays),
                   live_out=tuple(v for v in k.live_out if v not in stays))
    max_live = Problem.from_kernel(view, t).pressure.get("x")
    over = max_live is not None and max_live.max_live > n
    defs = [v for ins in k.blocks[0].instrs for v in ins.defs]
    once = len(defs) == len(set(defs)) and not set(defs) & set(k.live_in)
    if over or once:
        assert (status is Status.INFEASIBLE) == over
    elif status is Status.INFEASIBLE:  # one register per value across redefinitions
        a = allocate(k, t)
        assert "clique of" in a.explanation


def test_infeasible_names_point_and_live_values(x86: Target) -> None:
    instrs = [{"op": "ld", "defs": [f"v{i}"]} for i in range(16)]
    instrs.append({"op": "use", "uses": [f"v{i}" for i in range(16)]})
    a = allocate(kernel(instrs), x86)
    assert a.status is Status.INFEASIBLE
    assert "needs 16 registers at instruction 15 but has 15 allocatable" in a.explanation
    assert "v0, v1" in a.explanation
    assert "and 4 more" in a.explanation


def test_missing_feature_is_infeasible() -> None:
    k = kernel([{"op": "sendrecv", "requires": ["shared_memory"]}])
    a = allocate(k, load_target("trn1"))
    assert a.status is Status.INFEASIBLE
    assert "requires feature 'shared_memory'" in a.explanation
    assert check(k, load_target("trn2")) is Status.OPTIMAL


def test_activations_get_set_loads(trn2: Target) -> None:
    k = kernel([{"op": "act", "act": "exp"}, {"op": "act", "act": "relu"},
                {"op": "act", "act": "rsqrt"}, {"op": "act", "act": "exp"}])
    greedy = allocate(k, trn2, backend="linear-scan", keep_order=True)
    assert [op.set for op in greedy.operations] == ["exp_and_others",
                                                    "reciprocal_sqrt_and_small",
                                                    "exp_and_others"]
    assert verify(k, trn2, greedy).valid
    best = allocate(k, trn2)  # no dependences: the two exp activations batch
    assert len(best.operations) == 2
    assert best.order is not None
    assert verify(k, trn2, best).valid


def test_fixed_values_are_respected(x86: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x", "y"]}, {"op": "b", "uses": ["x", "y"]}],
               values={"x": {"fixed": "r0"}, "y": {"fixed": "r1"}})
    a = allocate(k, x86)
    assert dict(a.assignment) == {"x": "r0", "y": "r1"}
    assert verify(k, x86, a).valid


def test_conflicting_fixed_values(x86: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x", "y"]}, {"op": "b", "uses": ["x", "y"]}],
               values={"x": {"fixed": "r0"}, "y": {"fixed": "r0"}})
    for backend in ("linear-scan", "auto"):  # the clash itself is the proof,
        a = allocate(k, x86, backend=backend)  # whatever the backend
        assert a.status is Status.INFEASIBLE
        assert "the values 'x', 'y' need home registers" in a.explanation


def test_granularity_in_bound_and_objective(sm90: Target) -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"]}])
    a = allocate(k, sm90)
    assert (a.objective, a.bound, a.status) == (8.0, 8.0, Status.OPTIMAL)
    assert verify(k, sm90, a).registers_total == 8


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 8)), min_size=1,
                max_size=40),
       st.integers(1, 8), st.sets(st.integers(0, 7), max_size=2))
def test_heap_scan_chooses_as_the_occupancy_scan(spans: list[tuple[int, int]], count: int,
                                                 reserved: set[int]) -> None:
    """The O(n log K) scan of single intervals picks the same register for every
    value, and fails at the same value, as the general scan with occupancy lists."""
    cls = RegisterClass(name="g", prefix="g", count=count, widths=(1,),
                        reserved=frozenset(r for r in reserved if r < count))
    names = tuple(f"v{k}" for k in range(len(spans)))
    start = np.asarray([s for s, _ in spans], dtype=np.int64)
    end = start + np.asarray([d for _, d in spans], dtype=np.int64)
    record = ResolvedValue("g", 1, None, None, False)
    fast = scan_intervals(cls, names, start, end)
    slow = scan_class(cls, list(names), {n: [(int(s), int(e))] for n, s, e in
                                         zip(names, start, end, strict=True)},
                      dict.fromkeys(names, record))
    assert (fast.failed, fast.failed_point) == (slow.failed, slow.failed_point)
    if fast.failed is None:
        assert dict(fast.start) == dict(slow.start)
