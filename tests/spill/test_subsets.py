"""Register subsets (LLVM's sub-classes: ``gr64_tc``, ``gprjalr``): a value
confined to part of its class at the references that need it.

The solver against an exhaustive search with register identities on tiny
straight-line kernels, a feasible and a forced-infeasible case, the verifier's
own check, and the input errors."""

from __future__ import annotations

import re
from typing import Any

import pytest
from helpers import assert_matches_identity_search, kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Kernel, KernelError, Status, Target, allocate, verify
from solver_alloc.errors import TargetError
from solver_alloc.result import Allocation
from solver_alloc.targets import target_from_dict


def subset_target(count: int, subsets: dict[str, list[int]] | None = None) -> Target:
    """One class ``g`` of ``count`` registers with subsets ``low`` = {g0} and
    ``high`` = the others (or ``subsets``)."""
    subsets = subsets if subsets is not None else {
        "low": [0], **({"high": list(range(1, count))} if count > 1 else {})}
    return target_from_dict({
        "name": "toy", "default_class": "g",
        "classes": {"g": {"count": count, "prefix": "g", "store_cost": 3,
                          "load_cost": 5, "move_cost": 1, "remat_cost": 1,
                          "subsets": subsets}}})


@st.composite
def confined_kernels(draw: st.DrawFn) -> Kernel:
    """Up to six instructions over four values; some values have a subset, and
    some instructions confine the values they name (or none does: then every
    reference is confined)."""
    instrs: list[dict[str, Any]] = []
    defined: list[str] = []
    for _ in range(draw(st.integers(2, 6))):
        uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
            if defined else []
        fresh = f"v{len(defined)}" if len(defined) < 4 else None
        defs = [fresh] if fresh and draw(st.booleans()) else []
        ins: dict[str, Any] = {"op": "op", "uses": uses, "defs": defs}
        named = draw(st.lists(st.sampled_from(uses + defs), max_size=2, unique=True)) \
            if uses + defs else []
        if named:
            ins["confined"] = named
        instrs.append(ins)
        defined += defs
    values: dict[str, Any] = {}
    for v in defined:
        if draw(st.booleans()):
            values[v] = {"subset": draw(st.sampled_from(["low", "high"]))}
    for ins in instrs:
        ins["confined"] = [v for v in ins.get("confined", []) if v in values]
        if not ins["confined"]:
            del ins["confined"]
    live_out = draw(st.lists(st.sampled_from(defined), max_size=1)) if defined else []
    return kernel(instrs, live_out=live_out, values=values)


@settings(max_examples=examples(60), deadline=None)
@given(confined_kernels(), st.integers(2, 3))
def test_subsets_against_the_exhaustive_optimum(k: Kernel, n: int) -> None:
    """A plan exactly where the oracle has one, OPTIMAL at its optimum, and every
    plan verified (the verifier checks each confined reference)."""
    t = subset_target(n)
    assert_matches_identity_search(k, t)


def test_a_value_moves_into_its_subset_only_where_it_is_confined() -> None:
    """``a`` is confined to g0 only at its read by ``call``; ``b`` is fixed to
    g0 and live beside ``a`` before that, so ``a`` sits in g1 there and must be
    stored and loaded into g0 for the call (3 + 5), verified."""
    t = subset_target(2)
    k = kernel([{"op": "def", "defs": ["a"]},
                {"op": "def", "defs": ["b"]},
                {"op": "use", "uses": ["a", "b"]},
                {"op": "call", "uses": ["a"], "confined": ["a"]}],
               values={"a": {"subset": "low"}, "b": {"fixed": "g0"}})
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.OPTIMAL, a.explanation
    assert verify(k, t, a).valid
    assert a.objective == 8  # a store after its def and a load into g0 for the call
    assert [(o.op, o.reg) for o in a.operations if o.op == "load"] == [("load", "g0")]


def test_two_reads_confined_to_one_register_are_infeasible() -> None:
    t = subset_target(3)
    k = kernel([{"op": "def", "defs": ["a", "b"]},
                {"op": "use", "uses": ["a", "b"], "confined": ["a", "b"]}],
               values={"a": {"subset": "low"}, "b": {"subset": "low"}})
    a = allocate(k, t, objective="spill", time_limit=10)
    assert a.status is Status.INFEASIBLE, (a.status, a.explanation)
    assert "subsets" in a.explanation


def test_the_verifier_checks_confined_references_only() -> None:
    t = subset_target(2)
    k = kernel([{"op": "def", "defs": ["a"]},
                {"op": "use", "uses": ["a"]},
                {"op": "call", "uses": ["a"], "confined": ["a"]}],
               values={"a": {"subset": "low"}})
    bad = Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                     assignment={"a": "g1"})
    kinds = [v.kind for v in verify(k, t, bad).violations]
    assert kinds == ["outside_subset"]
    good = Allocation(kernel="k", target="toy", status=Status.FEASIBLE, assignment={"a": "g0"})
    assert verify(k, t, good).valid
    # no instruction names it: every reference is confined, the def's too
    k2 = kernel([{"op": "def", "defs": ["a"]}, {"op": "use", "uses": ["a"]}],
                values={"a": {"subset": "high"}})
    low = Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                     assignment={"a": "g0"})
    assert [v.kind for v in verify(k2, t, low).violations] == [
        "outside_subset", "outside_subset"]


@pytest.mark.parametrize(("values", "instrs", "error"), [
    ({"a": {"subset": "nope"}}, [{"op": "d", "defs": ["a"]}],
     "field 'subset': class 'g' of 'toy' has no subset 'nope' (subsets: high, low)"),
    ({}, [{"op": "d", "defs": ["a"], "confined": ["a"]}],
     "field 'confined': value 'a' declares no subset"),
    ({"a": {"subset": "low"}}, [{"op": "d", "defs": ["a"], "confined": ["b"]}],
     "field 'confined': 'b' is not a use or a def of the instruction"),
    ({"a": {"subset": "low", "fixed": "g1"}}, [{"op": "d", "defs": ["a"]}],
     "field 'fixed': g1 is not in subset 'low' of class 'g'"),
])
def test_bad_subsets_are_one_line_errors(values: dict[str, Any],
                                         instrs: list[dict[str, Any]], error: str) -> None:
    t = subset_target(2)
    with pytest.raises(KernelError, match=re.escape(error)):
        _solve(instrs, values, t)


def _solve(instrs: list[dict[str, Any]], values: dict[str, Any], t: Target) -> None:
    allocate(kernel(instrs, values=values), t, objective="spill", time_limit=5)


@pytest.mark.parametrize("subsets", [{"x": []}, {"x": [5]}, {"x": "g0"}])
def test_bad_target_subsets_are_refused(subsets: dict[str, Any]) -> None:
    with pytest.raises(TargetError, match=r"subsets\.x: expected a non-empty list"):
        subset_target(2, subsets)
