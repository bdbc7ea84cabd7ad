"""Activation-table batching: brute force, DP vs CP-SAT, the set budget."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest
from helpers import ROOT, kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.activation import cheapest_act_plan
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate, load_kernel, load_target, verify
from solver_alloc.activation.tables import (
    cpsat_plan,
    dp_plan,
    evaluate,
    first_fit,
    holders,
    look_ahead,
    min_cover,
    min_units,
    sites,
)

TRN2 = load_target("trn2")
ACT = TRN2.activation
FUNCS = ["exp", "tanh", "ln", "sin", "reciprocal_sqrt", "copy", "gelu_apprx_tanh",
         "derivative_tanh", "silu", "sqrt"]


def act_kernel(funcs: list[str], split: int | None = None):
    instrs = [{"op": "act", "act": f} for f in funcs]
    if split is None:
        return kernel(instrs)
    return kernel(blocks=[{"name": "a", "succs": ["b"], "instrs": instrs[:split]},
                          {"name": "b", "freq": 3, "instrs": instrs[split:]}])


def brute_force(ss, budget: int) -> float | None:
    best = None
    for choice in itertools.product(*(holders(ACT, s.function) for s in ss)):
        plan = evaluate(ACT, ss, list(choice))
        if len(plan.sets) <= budget and (best is None or plan.cost < best):
            best = plan.cost
    return best


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.sampled_from(FUNCS[:6]), min_size=1, max_size=4),
       st.integers(1, 3), st.booleans())
def test_plans_match_brute_force(funcs: list[str], budget: int, split: bool) -> None:
    k = act_kernel(funcs, len(funcs) // 2 if split and len(funcs) > 1 else None)
    ss = sites(k, TRN2)
    want = brute_force(ss, budget)
    plan, _, proven = cpsat_plan(ACT, ss, budget)
    assert proven
    assert (plan is None) == (want is None)
    if plan is not None:
        assert plan.cost == pytest.approx(want)
        assert len(plan.sets) <= budget
    free = dp_plan(ACT, ss)
    assert free.cost == pytest.approx(brute_force(ss, 99))
    for heuristic in (first_fit, look_ahead):
        assert heuristic(ACT, ss).cost >= free.cost - 1e-9


@settings(max_examples=examples(30), deadline=None)
@given(st.lists(st.sampled_from(FUNCS), min_size=1, max_size=14))
def test_allocate_plans_verify(funcs: list[str]) -> None:
    k = act_kernel(funcs)
    a = allocate(k, TRN2)
    assert a.status is Status.OPTIMAL
    r = verify(k, TRN2, a)
    assert r.valid, r.violations
    assert r.cost == pytest.approx(a.activation.cost)
    assert a.activation.cost <= a.activation.greedy_cost


def test_greedy_first_fit_is_what_the_compiler_does() -> None:
    ss = sites(act_kernel(["exp", "ln", "exp"]), TRN2)
    greedy = first_fit(ACT, ss)
    assert greedy.sets == ("exp_and_others", "natural_log", "exp_and_others")[:2]
    assert greedy.cost == 3 * ACT.load_cost
    assert dp_plan(ACT, ss).cost == ACT.load_cost  # natural_log_exp_and_others


def test_dit_block_greedy_exceeds_budget_optimum_fits() -> None:
    """The seed-003 situation: greedy first fit needs 10 sets, 8 suffice."""
    funcs = ["sin", "silu", "reciprocal_sqrt", "exp", "reciprocal", "gelu_apprx_tanh",
             "exp", "ln", "tanh", "derivative_tanh", "sqrt", "derivative_silu"]
    k = act_kernel(funcs)
    ss = sites(k, TRN2)
    assert len(first_fit(ACT, ss).sets) == 10
    assert len(min_cover(ACT, {s.function for s in ss})) == 8
    greedy_only = allocate(k, TRN2, backend="linear-scan")
    assert greedy_only.status is Status.UNKNOWN
    assert "8 suffice" in greedy_only.explanation
    a = allocate(k, TRN2)
    assert a.status is Status.OPTIMAL
    assert a.activation.sets <= 8
    assert verify(k, TRN2, a).valid


def test_budget_infeasible_gives_cover_and_minimum_split() -> None:
    t = TRN2.with_counts({})
    from dataclasses import replace

    small = replace(t, activation=replace(ACT, max_sets=2))
    funcs = ["exp", "sin", "reciprocal_sqrt", "exp", "sqrt"]
    k = act_kernel(funcs)
    a = allocate(k, small)
    assert a.status is Status.INFEASIBLE
    assert "need at least 4 distinct sets" in a.explanation
    ss = sites(k, small)
    cuts = min_units(small.activation, ss)
    assert cuts == [2, 4]
    assert "split into 3 units, cutting before instructions 2, 4" in a.explanation


def test_block_frequency_weights_loads() -> None:
    """exp_and_others serves all three: one load in block a (frequency 1) carries
    into block b (frequency 3); plans no longer restart per block (adversarial
    A3), and the load goes where it is cheaper."""
    k = act_kernel(["exp", "tanh", "exp"], split=1)
    a = allocate(k, TRN2)
    r = verify(k, TRN2, a)
    assert r.valid
    assert r.cost == pytest.approx(ACT.load_cost * 1)
    assert [op.block for op in a.operations] == ["a"]
    hot_first = kernel(blocks=[{"name": "a", "freq": 3, "succs": ["b"], "instrs": [
        {"op": "act", "act": "exp"}]}, {"name": "b", "instrs": [
            {"op": "act", "act": "reciprocal"}]}])
    a = allocate(hot_first, TRN2)
    assert verify(hot_first, TRN2, a).valid
    assert a.activation.cost >= ACT.load_cost * 3  # the hot block must load


def test_target_without_tables_has_no_plan(x86: Target) -> None:
    assert sites(kernel([{"op": "a"}]), x86) == []


NKI = sorted((ROOT / "instances" / "nki").glob("*.json"))
NKI = [p for p in NKI if p.name != "nki-activation-sequences.json"]


def test_all_nki_sequences_are_present() -> None:
    assert len(NKI) == 110


@pytest.mark.parametrize("path", NKI, ids=[p.stem for p in NKI])
def test_nki_sequence_solves_optimally(path) -> None:
    k = load_kernel(path, TRN2)
    a = allocate(k, TRN2)
    assert a.status is Status.OPTIMAL
    assert verify(k, TRN2, a).valid
    assert a.activation.cost <= a.activation.greedy_cost


def test_twenty_layer_transformer_reproduces_and_fixes_ncc_inla001() -> None:
    from make_transformer import transformer_kernel

    k = transformer_kernel(20)
    a = allocate(k, TRN2)
    assert a.activation.greedy_sets > 8  # what the compiler does: NCC_INLA001
    assert a.status is Status.OPTIMAL
    assert a.activation.sets <= 8
    assert verify(k, TRN2, a).valid


def _orders(block_preds: list[set[int]]):
    """Every dependence-respecting order (tiny blocks only)."""
    n = len(block_preds)

    def rec(done: list[int]):
        if len(done) == n:
            yield list(done)
            return
        for k in range(n):
            if k not in done and block_preds[k] <= set(done):
                yield from rec([*done, k])

    yield from rec([])


@settings(max_examples=examples(40), deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["exp", "sin", "ln", "tanh", "copy"]),
                          st.integers(0, 2)), min_size=2, max_size=6))
def test_reordering_against_all_orders(spec: list[tuple[str, int]]) -> None:
    """Each activation reads the tile of chain c; brute force every legal order."""
    from solver_alloc.activation.reorder import dependences

    instrs, last = [], {}
    for k, (f, chain) in enumerate(spec):
        ins = {"op": f"a{k}", "act": f, "writes": [f"c{chain}_{k}"]}
        if chain in last:
            ins["reads"] = [last[chain]]
        last[chain] = f"c{chain}_{k}"
        instrs.append(ins)
    k = kernel(instrs)
    preds = dependences(k.blocks[0])
    best = min(dp_plan(ACT, [sites(k, TRN2)[i] for i in order]).cost
               for order in _orders(preds))
    a = allocate(k, TRN2)
    r = verify(k, TRN2, a)
    assert r.valid, r.violations
    assert r.cost >= best - 1e-9
    assert a.activation.cost <= dp_plan(ACT, sites(k, TRN2)).cost  # never worse
    if "meet the bound over all orders" in a.certificate:
        assert r.cost == pytest.approx(best)
    fixed = allocate(k, TRN2, keep_order=True)
    assert fixed.order is None
    assert verify(k, TRN2, fixed).valid


def test_reorder_never_breaks_a_dependence() -> None:
    k = kernel([{"op": "a", "act": "exp", "id": "A"}, {"op": "b", "act": "sin"},
                {"op": "c", "act": "exp", "after": ["A"]}, {"op": "d", "act": "sin"}])
    a = allocate(k, TRN2)
    assert a.order is not None
    assert a.order.index(0) < a.order.index(2)
    assert verify(k, TRN2, a).valid
    assert a.activation.loads == 2


@st.composite
def act_chains(draw: st.DrawFn) -> Kernel:
    """A chain of 1 to 4 blocks with random frequencies and activations."""
    n = draw(st.integers(1, 4))
    blocks = []
    for b in range(n):
        funcs = draw(st.lists(st.sampled_from(FUNCS[:6]), max_size=3))
        blocks.append({"name": f"b{b}", "freq": draw(st.sampled_from([0, 1, 3, 10])),
                       "succs": [f"b{b + 1}"] if b + 1 < n else [],
                       "instrs": [{"op": "act", "act": f} for f in funcs] or
                       [{"op": "nop"}]})
    return kernel(blocks=blocks)


@settings(max_examples=examples(60), deadline=None)
@given(act_chains())
def test_plans_across_blocks_match_the_oracle(k: Kernel) -> None:
    """Across blocks the loaded set carries over; the optimum equals a shortest
    path over (position, set), and the plan verifies at its cost."""
    want = cheapest_act_plan(k, TRN2)
    a = allocate(k, TRN2, objective="spill", keep_order=True)
    if want is None:
        assert not a.is_feasible
        return
    assert a.status is Status.OPTIMAL
    r = verify(k, TRN2, a)
    assert r.valid, r.violations[:3]
    assert Fraction(r.cost).limit_denominator() == want


def test_a_batching_order_keeps_a_remats_operand_unwritten_before_its_reads() -> None:
    """``w`` (recomputed from ``u``) is read before ``u`` is written: batching
    the two ``exp`` would write ``u`` first, and a remat of ``w`` at its read
    would then read the new ``u``
    (:func:`~solver_alloc.analysis.remat_reads.keep_remats_valid`)."""
    k = kernel([{"op": "a0", "act": "exp", "defs": ["x"]},
                {"op": "a1", "act": "sin", "uses": ["w", "x"], "defs": ["y"]},
                {"op": "a2", "act": "exp", "defs": ["u"]},
                {"op": "lea", "uses": ["u"], "defs": ["w"]},
                {"op": "a4", "act": "sin", "uses": ["w", "y"]}],
               live_in=["w"], values={"w": {"remat_cost": 1, "remat_from": ["u"]}})
    a = allocate(k, TRN2, objective="spill")
    assert a.order is None or a.order.index(1) < a.order.index(2)
    assert verify(k, TRN2, a).valid
