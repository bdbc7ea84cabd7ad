"""Remats that read values (LLVM's ``LEA64r %3``, ``ADDI %3, 16``): only where
what they read is in a register. The solver against the exhaustive
register-identity search, a feasible and a forced-infeasible case, and the
verifier's own rules."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import assert_matches_identity_search, kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.tied_spill import cheapest_tied_spill
from thorough import examples

from solver_alloc import Kernel, KernelError, Status, allocate, verify
from solver_alloc.result import Allocation, Operation


@st.composite
def remat_kernels(draw: st.DrawFn) -> Kernel:
    """Up to seven instructions over five values, each defined once; a value
    whose def reads values may be rematerialisable from them."""
    instrs: list[dict[str, Any]] = []
    defined: list[str] = []
    values: dict[str, Any] = {}
    for _ in range(draw(st.integers(2, 7))):
        uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
            if defined else []
        fresh = f"v{len(defined)}" if len(defined) < 5 else None
        defs = [fresh] if fresh and draw(st.booleans()) else []
        instrs.append({"op": "op", "uses": uses, "defs": defs})
        if defs and uses and draw(st.booleans()):
            values[defs[0]] = {"remat_cost": True, "remat_from": uses}
        defined += defs
    live_out = draw(st.lists(st.sampled_from(defined), max_size=1)) if defined else []
    return kernel(instrs, live_out=live_out, values=values)


@settings(max_examples=examples(80), deadline=None)
@given(remat_kernels(), st.integers(1, 3))
def test_remats_that_read_against_the_exhaustive_optimum(k: Kernel, n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    assert_matches_identity_search(k, t)


BASE = [{"op": "def", "defs": ["p"]},
        {"op": "lea", "uses": ["p"], "defs": ["a"]},
        {"op": "def", "defs": ["b"]},
        {"op": "def", "defs": ["c"]}]


def test_a_remat_keeps_what_it_reads_in_a_register() -> None:
    """``a`` = lea ``p``: with three registers and ``p`` needed at the end
    anyway, ``a`` is recomputed (1) rather than stored and reloaded (8)."""
    t = toy_target(count=3, widths=(1,))
    k = kernel([*BASE, {"op": "use", "uses": ["b", "c"]},
                {"op": "use", "uses": ["a", "p"]}],
               values={"a": {"remat_cost": True, "remat_from": ["p"]}})
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.OPTIMAL, a.explanation
    assert a.objective == 1
    assert verify(k, t, a).valid


def test_a_remat_without_what_it_reads_is_not_planned() -> None:
    """Two registers, ``p`` dead after the lea: ``a`` cannot be recomputed at
    its use (``p`` is gone), so it is stored and reloaded (3 + 5)."""
    t = toy_target(count=2, widths=(1,))
    k = kernel([*BASE, {"op": "use", "uses": ["b", "c"]}, {"op": "use", "uses": ["a"]}],
               values={"a": {"remat_cost": True, "remat_from": ["p"]}})
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.OPTIMAL, a.explanation
    assert a.objective == 8
    bad = Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                     assignment={"p": "g0", "a": "g1", "b": "g0", "c": "g1"},
                     operations=(Operation(5, "remat", value="a", reg="g0"),))
    assert "use_not_in_register" in [v.kind for v in verify(k, t, bad).violations]


def test_a_remat_across_a_rewrite_of_what_it_reads_is_refused() -> None:
    """Around a loop ``a`` (= lea ``p``) lives across the next ``p``: a remat
    there would read the new ``p``. The loader refuses the declaration."""
    blocks = [{"name": "head", "succs": ["body"], "instrs": []},
              {"name": "body", "succs": ["body", "out"], "instrs": [
                  {"op": "def", "defs": ["p"]}, {"op": "use", "uses": ["a"]},
                  {"op": "lea", "uses": ["p"], "defs": ["a"]}]},
              {"name": "out", "instrs": [{"op": "use", "uses": ["a"]}]}]
    with pytest.raises(KernelError, match="never live across their defs"):
        kernel(blocks=blocks, live_in=["a"],
               values={"a": {"remat_cost": 1, "remat_from": ["p"]}})


def test_constants_a_predicate_selects_may_be_recomputed_from_it() -> None:
    """Two defs that read nothing (a constant on each way of a branch, PTX's
    ``selp`` of two immediates): the remat reads the predicate. A def that
    reads a value is not a constant: refused."""
    blocks = [{"name": "a", "succs": ["b", "join"], "instrs": [
                  {"op": "setp", "defs": ["p"]}, {"op": "mov", "defs": ["c"]},
                  {"op": "bra", "uses": ["p"]}]},
              {"name": "b", "succs": ["join"], "instrs": [{"op": "mov", "defs": ["c"]}]},
              {"name": "join", "instrs": [{"op": "use", "uses": ["c", "p"]}]}]
    k = kernel(blocks=blocks, values={"c": {"remat_cost": 1, "remat_from": ["p"]}})
    assert k.values["c"].remat_from == ("p",)
    blocks[1]["instrs"] = [{"op": "add", "uses": ["p"], "defs": ["c"]}]
    with pytest.raises(KernelError, match="or several that read nothing"):
        kernel(blocks=blocks, values={"c": {"remat_cost": 1, "remat_from": ["p"]}})


@pytest.mark.parametrize(("values", "error"), [
    ({"a": {"remat_from": ["p"]}}, "is not rematerialisable"),
    ({"a": {"remat_cost": 1, "remat_from": ["a"]}}, "never live across their defs"),
])
def test_bad_remat_from_is_a_one_line_error(values: dict[str, Any], error: str) -> None:
    with pytest.raises(KernelError, match=error):
        kernel([{"op": "def", "defs": ["p"]}, {"op": "lea", "uses": ["p"], "defs": ["a"]},
                {"op": "use", "uses": ["a"]}], values=values)


def test_a_value_that_may_only_be_recomputed_from_a_dead_value_is_infeasible() -> None:
    """``a`` (no spill code) must leave the one register for ``b`` and come back
    by a remat, which needs ``p``, dead by then: no allocation exists."""
    t = toy_target(count=1, widths=(1,))
    k = kernel([{"op": "def", "defs": ["p"]},
                {"op": "lea", "uses": ["p"], "defs": ["a"]},
                {"op": "def", "defs": ["b"]}, {"op": "use", "uses": ["b"]},
                {"op": "use", "uses": ["a"]}],
               values={"a": {"remat_cost": True, "remat_from": ["p"], "no_spill": True}})
    assert cheapest_tied_spill(k, t) is None
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.INFEASIBLE, (a.status, a.explanation)


def test_an_order_keeps_last_trips_read_before_the_next_operand() -> None:
    """Round a loop ``a`` (= lea ``p``) is read before the next ``p`` is
    written: the loader accepts it (``a`` is not live across that write in
    this order), and the order a spill solve picks keeps the read first
    (:func:`~solver_alloc.analysis.remat_reads.keep_remats_valid`), or a remat
    of ``a`` there would read the new ``p``. Unrelated instructions stay free."""
    from solver_alloc.activation.reorder import dependences
    from solver_alloc.analysis.remat_reads import keep_remats_valid

    blocks = [{"name": "head", "succs": ["body"], "instrs": []},
              {"name": "body", "succs": ["body", "out"], "instrs": [
                  {"op": "use", "uses": ["a"]}, {"op": "other", "defs": ["q"]},
                  {"op": "def", "defs": ["p"]}, {"op": "lea", "uses": ["p"], "defs": ["a"]},
                  {"op": "use", "uses": ["q"]}]},
              {"name": "out", "instrs": [{"op": "use", "uses": ["a"]}]}]
    k = kernel(blocks=blocks, live_in=["a"],
               values={"a": {"remat_cost": 1, "remat_from": ["p"]}})
    assert dependences(k.blocks[1])[2] == set()  # the PTX's order only: free to move
    kept = dependences(keep_remats_valid(k).blocks[1])
    assert kept[2] == {0}  # the read of last trip's a stays before the new p
    assert kept[1] == set()
