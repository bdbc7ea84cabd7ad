"""Spill-everywhere: brute force, backend agreement, indexed uses, CFGs."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from helpers import kernel, spill_checked, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.liveness import oracle_live_sets
from strategies import cfg_kernels, straight_kernels
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, verify
from solver_alloc.solving import SolveOptions


def brute_force_spill(k: Kernel, t: Target) -> Fraction | None:
    """Cheapest spill set whose per-point register demand fits (straight-line,
    width 1: then loads may take any free register, so demand <= K suffices).
    Written from the per-point live sets alone, sharing no solver code. A spilled
    live-in that is never written arrives in memory (no home at entry, no store);
    one that is written arrives in its home register and is stored there."""
    cls = t.classes["g"]
    kk = len(cls.allocatable())
    instrs = list(k.blocks[0].instrs)
    live = oracle_live_sets(k)
    names = sorted({v for s in live for v in s})
    refs = [set(ins.uses) for ins in instrs]
    written = {v for ins in instrs for v in ins.defs}
    homes = {v for v in k.live_in if v in written}
    points_refs = []
    for i, ins in enumerate(instrs):
        points_refs += [set(refs[i]) | (homes if i == 0 else set()), set(ins.defs)]

    def cost(v: str) -> Fraction:
        c = sum(Fraction(cls.store_cost) for ins in instrs if v in ins.defs)
        c += sum(Fraction(cls.load_cost) for ins in instrs if v in ins.uses)
        return c + (Fraction(cls.store_cost) if v in homes and v in live[0] else 0)

    best = None
    for n_spill in range(len(names) + 1):
        for spilled in itertools.combinations(names, n_spill):
            s = set(spilled)
            if all(len({v for v in live[p] if v not in s or v in points_refs[p]}) <= kk
                   for p in range(len(live))):
                c = sum((cost(v) for v in s), Fraction(0))
                best = c if best is None else min(best, c)
    return best


def checked(k: Kernel, t: Target, backend: str):
    a = allocate(k, t, objective="spill", backend=backend)
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, (backend, r.violations)
        assert r.cost == pytest.approx(a.objective)
        assert a.bound <= a.objective + 1e-9
    return a


@settings(max_examples=examples(60), deadline=None)
@given(straight_kernels(max_instrs=8, redefine=False), st.integers(1, 3))
def test_spill_everywhere_matches_brute_force(k: Kernel, n_regs: int) -> None:
    """The SAT backend solves spill-everywhere exactly; splitting never costs more."""
    t = toy_target(count=n_regs, widths=(1,))
    want = brute_force_spill(k, t)
    a = checked(k, t, "sat")
    split = checked(k, t, "cpsat")
    if want is None:  # live-ins arriving in memory may still let splitting fit
        assert a.status is Status.INFEASIBLE
    else:
        assert a.status is Status.OPTIMAL
        assert Fraction(a.objective).limit_denominator() == want
        assert split.status is Status.OPTIMAL
        assert split.objective <= a.objective + 1e-9
    greedy = checked(k, t, "chaitin-briggs")
    if want is not None and greedy.is_feasible:
        assert greedy.objective >= float(want)


@settings(max_examples=examples(40), deadline=None)
@given(cfg_kernels(), st.integers(1, 3))
def test_cfg_spill_results_verify_and_split_never_costs_more(k: Kernel, n_regs: int
                                                             ) -> None:
    t = toy_target(count=n_regs, widths=(1,))
    a, b = checked(k, t, "cpsat"), checked(k, t, "sat")
    if a.status is Status.INFEASIBLE:  # a proof for every plan, spill-everywhere too
        assert not b.is_feasible
    # (splitting may fit where spill-everywhere cannot: a feasible a is verified)
    if a.is_feasible and b.status is Status.OPTIMAL:
        assert a.bound <= b.objective + 1e-9
        assert a.objective <= b.objective + 1e-9 or a.status is Status.FEASIBLE


def test_indexed_use_is_served_from_memory() -> None:
    """Seed 002 in miniature: a runtime-indexed read can only come from memory."""
    k = kernel([{"op": "mk", "defs": ["bar"]}, {"op": "x", "defs": ["y"]},
                {"op": "wait", "uses": ["bar", "y"], "indexed": ["bar"]}])
    t = toy_target(count=4, widths=(1,))
    assert allocate(k, t).status is Status.INFEASIBLE  # registers objective: no spill
    a = checked(k, t, "auto")
    assert a.status is Status.OPTIMAL
    cls = t.classes["g"]
    assert a.objective == cls.store_cost + cls.load_cost  # the indexed read is a load
    assert [op.op for op in a.operations] == ["store"]


def test_indexed_use_served_by_remat_when_cheaper() -> None:
    """Seed 002's fix: recompute base + stage * 8 instead of spilling the array."""
    k = kernel([{"op": "mk", "defs": ["bar"]}, {"op": "x", "defs": ["y"]},
                {"op": "wait", "uses": ["bar", "y"], "indexed": ["bar"]}],
               values={"bar": {"remat_cost": 2}})
    t = toy_target(count=4, widths=(1,))
    a = checked(k, t, "auto")
    assert a.status is Status.OPTIMAL
    assert a.objective == 2
    assert [op.op for op in a.operations] == ["remat"]


def test_no_spill_value_makes_it_infeasible() -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
                {"op": "c", "uses": ["x", "y"]}],
               values={"x": {"no_spill": True}, "y": {"no_spill": True}})
    a = allocate(k, toy_target(count=1, widths=(1,)), objective="spill")
    assert a.status is Status.INFEASIBLE


def test_block_frequency_weights_cost() -> None:
    """Spilling the value used inside the hot loop costs 10x its loads."""
    k = kernel(live_out=["b"], blocks=[
        {"name": "entry", "succs": ["loop"], "instrs": [{"op": "d", "defs": ["b"]},
                                                         {"op": "d", "defs": ["a"]}]},
        {"name": "loop", "freq": 10, "succs": ["loop", "exit"],
         "instrs": [{"op": "u", "uses": ["a"]}]},
        {"name": "exit", "instrs": [{"op": "v", "uses": ["b"]}]}])
    t = toy_target(count=1, widths=(1,))
    a = checked(k, t, "auto")
    assert a.status is Status.OPTIMAL
    assert {op.value for op in a.operations} == {"b"}
    assert a.objective == 3 + 5  # one store, one load outside the loop


def test_hoisted_seed_batches() -> None:
    """4 batches of the seed-000 hoisted kernel: 2 spills per batch are optimal."""
    from make_seed000 import gather_kernel

    from solver_alloc import load_target

    k, t = gather_kernel(4, hoisted=True), load_target("trn2")
    a = checked(k, t, "auto")
    assert a.status is Status.OPTIMAL
    assert a.objective == 4 * 2 * (64 + 64)


def test_seed002_barrier_array_is_rematerialised() -> None:
    """Zero local-memory traffic: no store or load, only remats; verified."""
    from helpers import ROOT

    from solver_alloc import load_kernel, load_target

    t = load_target("nvidia-sm90")
    k = load_kernel(ROOT / "instances" / "seed002_barriers.json", t)
    a = checked(k, t, "auto")
    assert a.status is Status.OPTIMAL
    assert {op.op for op in a.operations} == {"remat"}
    assert len({op.value for op in a.operations}) == 1  # the barrier array
    assert "0 stores, 0 loads" in a.certificate
    freq = {b.name: b.freq for b in k.blocks}
    remat = k.values[a.operations[0].value].remat_cost
    # every unit of cost is a remat: no indexed read went to local memory
    assert a.objective == sum(remat * freq[op.block] for op in a.operations)
    assert allocate(k, t).status is Status.INFEASIBLE  # registers cannot serve it


@settings(max_examples=examples(80), deadline=None)
@given(straight_kernels(max_instrs=10, redefine=False), st.integers(1, 4))
def test_belady_allocations_verify_and_cost_what_the_verifier_says(
        k: Kernel, n_regs: int) -> None:
    t = toy_target(count=n_regs, widths=(1,))
    a = allocate(k, t, objective="spill", backend="belady")
    if a.status is Status.UNKNOWN:
        assert "needs more registers" in a.explanation
        return
    if a.status is Status.INFEASIBLE:  # a proof before any backend runs
        assert "need home registers" in a.explanation
        assert allocate(k, t, objective="spill").status is Status.INFEASIBLE
        return
    assert a.status is Status.FEASIBLE  # a heuristic proves nothing
    r = verify(k, t, a)
    assert r.valid, r.violations
    assert r.cost == pytest.approx(a.objective)
    if allocate(k, t).is_feasible:
        assert a.objective == 0  # no pressure: Belady inserts nothing


def test_belady_serves_indexed_reads_and_refuses_what_it_cannot() -> None:
    t = toy_target(count=2, widths=(1,))
    k = kernel([{"op": "mk", "defs": ["bar"]}, {"op": "x", "defs": ["y"]},
                {"op": "wait", "uses": ["bar", "y"], "indexed": ["bar"]}],
               values={"bar": {"remat_cost": 2}})
    a = allocate(k, t, objective="spill", backend="belady")
    assert verify(k, t, a).valid
    assert [op.op for op in a.operations] == ["remat"]
    cfg = kernel(blocks=[{"name": "a", "succs": ["b"], "instrs": [{"op": "d", "defs": ["x"]}]},
                         {"name": "b", "instrs": [{"op": "u", "uses": ["x"]}]}])
    assert "single-block" in allocate(cfg, t, objective="spill",
                                      backend="belady").explanation
    with pytest.raises(Exception, match="spill heuristic"):
        allocate(k, t, backend="belady")


@pytest.mark.parametrize("backend", ["linear-scan", "cpsat"])
def test_a_value_named_like_a_load_piece_keeps_its_own_register(backend: str) -> None:
    """Spill-everywhere names the load of spilled ``a`` before instruction 3
    ``a@3``; a kernel value of that very name (LLVM's physical-register values
    are called ``$edi@7``) used to be taken for the piece and lose its register."""
    k = kernel([{"op": "d", "defs": ["a"]}, {"op": "d", "defs": ["b"]},
                {"op": "d", "defs": ["c"]}, {"op": "u", "uses": ["a"], "defs": ["a@3"]},
                {"op": "u", "uses": ["a@3", "b"]}, {"op": "u", "uses": ["c"]}])
    a = checked(k, toy_target(count=2, widths=(1,)), backend)
    assert a.is_feasible
    assert "a@3" in a.assignment


def test_a_greedy_spill_set_that_does_not_colour_is_squeezed_not_given_up() -> None:
    """Width-2 values on 4 registers: linear scan cannot place the pieces of
    the greedy spill set (alignment), and no colouring of it exists; the greedy
    set for one register fewer colours, so the heuristic returns a verified plan
    (it returned UNKNOWN, and a repair fell back to spilling every value)."""
    chain = [("v0", []), ("v1", ["v0"]), ("v2", ["v1"]), ("v3", ["v2"]), ("v4", ["v2"]),
             ("v5", ["v4", "v2"]), ("v6", ["v2", "v4"]), ("v7", ["v6", "v3"]),
             ("v8", ["v5", "v6"])]
    instrs = [{"op": "op", "uses": uses, "defs": [d]} for d, uses in chain]
    instrs.append({"op": "op", "uses": ["v2", "v6", "v7"]})
    k = kernel(instrs, values={v: {"width": 2} for v in ("v0", "v4", "v5", "v8")})
    t = toy_target(count=4, widths=(1, 2))
    best = spill_checked(k, t, options=SolveOptions(time_limit=30))
    assert best.status is Status.OPTIMAL
    for limit in (1e-6, 30):
        a = spill_checked(k, t, backend="linear-scan", options=SolveOptions(time_limit=limit))
        assert a.status is Status.FEASIBLE, a.explanation
        assert "1 registers fewer" in (a.certificate or "")
        assert (a.objective or 0) >= (best.objective or 0)


def test_spill_everywhere_stores_no_value_that_nothing_reads() -> None:
    """Values a call writes and nothing reads (a dead result, a clobber) and a
    dead def: the last resort of spill-everywhere spills every value, and those
    need no store (a store of a value never read is code for nothing); the plan
    verifies at the cost it claims, which counts no store for them."""
    from dataclasses import replace

    from helpers import kernel, toy_target

    from solver_alloc.analysis.problem import Problem
    from solver_alloc.result import Header
    from solver_alloc.spill.heuristics.everywhere import solve_class_everywhere
    from solver_alloc.spill.solve import assemble

    k = kernel([{"op": "def", "defs": ["a"]}, {"op": "def", "defs": ["b"]},
                {"op": "def", "defs": ["c"]},
                {"op": "call", "uses": ["a"], "defs": ["dead_ret", "clob"]},
                {"op": "op", "uses": ["a", "b", "c"]},
                {"op": "def", "defs": ["d"]},
                {"op": "op", "uses": ["b"]}], live_out=["c"])
    t = toy_target(count=3, widths=(1,))
    p = Problem.from_kernel(k, t)
    got = solve_class_everywhere(p, "g", "linear-scan", SolveOptions(time_limit=10),
                                 spill_all=True)
    assert got.regs is not None, got.note
    stored = {o.value for o in got.ops if o.op == "store"}
    assert stored == {"a", "b", "c"}, got.ops  # every value read later, and no other
    # whole values' registers only, as the fallback assembles them
    whole = replace(got, regs={n: r for n, r in got.regs.items() if n in p.resolved})
    alloc = assemble(p, Header(k.name, t.name, "spill"), {"g": whole})
    report = verify(k, t, alloc)
    assert report.valid, report.violations
    assert report.cost == pytest.approx(float(got.cost))
