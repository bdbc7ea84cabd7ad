"""Remats that read *unpinned* values of another class (a PTX predicate
recomputed from its comparison of R registers): the class is planned after
the one it reads, solved with remat sites relaxed to where the read values
are live (its bound), and its plan recomputes only where the other class's
plan holds them (:mod:`solver_alloc.spill.remat_support`). Against an
exhaustive oracle that shares no code with the solvers
(:mod:`oracles.cross_remat`)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from helpers import kernel, spill_checked
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.cross_remat import cheapest_class, held_before
from thorough import examples

from solver_alloc import Kernel, Status, Target, verify
from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome, Header, Operation
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.problem import build
from solver_alloc.spill.remat_elsewhere import planning_order
from solver_alloc.spill.remat_support import holds
from solver_alloc.spill.solve import split_allocation
from solver_alloc.targets import target_from_dict


def _two_classes(a_count: int = 1, b_count: int = 1) -> Target:
    """Class ``a`` (the predicates) and class ``b`` (what they compare)."""
    def cls(prefix: str, count: int) -> dict[str, object]:
        return {"count": count, "prefix": prefix, "widths": [1], "store_cost": 3,
                "load_cost": 5, "move_cost": 1, "remat_cost": 1}
    return target_from_dict({"name": "t2", "default_class": "b",
                             "classes": {"a": cls("a", a_count), "b": cls("b", b_count)}})


def _kernel(evicted: bool, pinned_a: bool = False) -> Kernel:
    """``v`` (class a) = compare ``u`` (class b); ``x`` takes a's one register
    between ``v``'s def and its read at instruction 4, where ``u`` is live.
    With ``evicted``, ``w`` (class b) is written at 3 and read at 4, so with
    one b register ``u`` is in memory at 4 and ``v`` may not be recomputed
    there."""
    a: dict[str, Any] = {"class": "a", "no_spill": pinned_a}
    return kernel([{"op": "d", "defs": ["u"]},
                   {"op": "cmp", "defs": ["v"], "uses": ["u"]},
                   {"op": "d", "defs": ["x"]},
                   {"op": "d", "uses": ["x"], "defs": ["w"] if evicted else []},
                   {"op": "u", "uses": ["v", "w"] if evicted else ["v"]},
                   {"op": "u", "uses": ["u"]}],
                  values={"u": {"class": "b"}, "w": {"class": "b"}, "x": a,
                          "v": {**a, "remat_cost": 1, "remat_from": ["u"]}})


def _split(k: Kernel, t: Target) -> tuple[Any, dict[str, tuple[Fraction, Fraction]]]:
    """The split solve's allocation (verified) and each class's cost and bound."""
    got = split_allocation(Problem.from_kernel(k, t),
                           SolveOptions(time_limit=20, workers=1).started(),
                           Header(k.name, t.name, "spill"))
    a = got.allocation
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, r.violations
        assert r.cost == a.objective
    return a, dict(got.classes or {})


def test_the_class_that_recomputes_is_planned_after_the_one_it_reads() -> None:
    p = Problem.from_kernel(_kernel(evicted=False), _two_classes())
    assert planning_order(p.kernel, p.resolved, ["a", "b"]) == ("b", "a")
    relaxed = build(p, "a", {"b": None})
    assert relaxed.remat_relaxed == {"v": ("u",)}
    assert relaxed.remat_at["v"] == frozenset(range(1, 6))  # u live before each
    assert build(p, "a").remat["v"] is None  # b not planned before: no remat


def test_a_predicate_is_recomputed_where_its_operand_is_held() -> None:
    """Feasible: ``u`` stays in b's register, so ``v`` comes back by a remat
    (1) instead of a store and a load (8); OPTIMAL at the relaxed bound."""
    a, classes = _split(_kernel(evicted=False), _two_classes(b_count=1))
    assert a.status is Status.OPTIMAL
    assert [(o.op, o.value) for o in a.operations] == [("remat", "v")]
    assert classes["a"] == (1, 1)


def test_a_remat_where_the_operand_is_in_memory_is_planned_again() -> None:
    """The relaxed plan recomputes ``v`` before instruction 4, where b's plan
    has ``u`` in memory (``w`` takes b's register): the class is planned again
    without that site (a store and a load, 8), its bound stays the relaxed
    one (1), and the answer is FEASIBLE and verifies."""
    k, t = _kernel(evicted=True), _two_classes(b_count=1)
    p = Problem.from_kernel(k, t)
    a, classes = _split(k, t)
    assert a.status is Status.FEASIBLE
    assert classes["a"] == (8, 1)
    assert not [o for o in a.operations if o.op == "remat"]
    b_plan = ClassOutcome(Status.OPTIMAL, regs={v: (str(r),) for v, r in a.assignment.items()
                                                if v in ("u", "w")},
                          ops=tuple(o for o in a.operations if o.value in ("u", "w")))
    assert 4 not in holds(p, "b", b_plan, {"u"})["u"]
    # with two b registers u is held there, and the remat is kept
    a2, classes2 = _split(k, _two_classes(b_count=2))
    assert a2.status is Status.OPTIMAL
    assert classes2["a"] == (1, 1)


def test_the_verifier_rejects_a_remat_whose_operand_is_in_memory() -> None:
    """The verifier's own reading: the plan above with ``v``'s store and load
    swapped for the remat the relaxed model chose finds ``u`` in no register
    (``w``'s def took it)."""
    k, t = _kernel(evicted=True), _two_classes(b_count=1)
    a, _ = _split(k, t)
    loads = [o for o in a.operations if o.op == "load" and o.value == "v"]
    if not loads:  # the plan stored x instead: recompute v where it is read
        loads = [Operation(4, "remat", "v", reg=a.assignment["v"])]
    ops = tuple(o for o in a.operations if o.value != "v" or o.op not in ("store", "load"))
    bad = replace(a, operations=(*ops, *(replace(o, op="remat") for o in loads)))
    kinds = {v.kind for v in verify(k, t, bad).violations}
    assert "use_not_in_register" in kinds


def test_no_remat_where_the_operand_is_in_memory_and_nothing_may_be_stored() -> None:
    """Forced-infeasible: a's values are ``no_spill``, so only the remat frees
    a's register; where b's plan has ``u`` in memory there is no plan of a
    given b's (UNKNOWN: another b plan might hold ``u``), while with ``u``
    held the remat is the plan."""
    k = _kernel(evicted=True, pinned_a=True)
    a, _ = _split(k, _two_classes(b_count=1))
    assert a.status is Status.UNKNOWN
    assert not a.is_feasible
    assert spill_checked(k, _two_classes(b_count=1)).status is Status.UNKNOWN
    a2, _classes2 = _split(k, _two_classes(b_count=2))
    assert a2.status is Status.OPTIMAL
    assert [(o.op, o.value) for o in a2.operations] == [("remat", "v")]


@st.composite
def compare_kernels(draw: st.DrawFn, nb: int) -> Kernel:
    """One to three b values, then two or three a values, each a comparison
    of up to ``nb`` of them (mostly rematerialisable from them), then three to
    six instructions each reading one a value and up to ``nb`` b values, some
    also writing a new b value (b's pressure: what the remats read is not
    always held)."""
    bs = [f"b{n}" for n in range(draw(st.integers(1, 3)))]
    instrs: list[dict[str, Any]] = [{"op": "d", "defs": [b]} for b in bs]
    values: dict[str, Any] = {b: {"class": "b"} for b in bs}
    as_ = [f"a{n}" for n in range(draw(st.integers(2, 3)))]
    for a in as_:
        uses = draw(st.lists(st.sampled_from(bs), min_size=1, max_size=nb, unique=True))
        values[a] = {"class": "a"} | (
            {"remat_cost": 1, "remat_from": uses} if draw(st.integers(0, 3)) else {})
        instrs.append({"op": "cmp", "defs": [a], "uses": uses})
    for n in range(draw(st.integers(3, 6))):
        uses = [draw(st.sampled_from(as_)),
                *draw(st.lists(st.sampled_from(bs), max_size=nb, unique=True))]
        fresh = [f"c{n}"] if draw(st.integers(0, 2)) == 0 else []
        values |= {c: {"class": "b"} for c in fresh}
        instrs.append({"op": "u", "uses": uses, "defs": fresh})
    return kernel(instrs, values=values)


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(1, 2).flatmap(lambda nb: st.tuples(st.just(nb), compare_kernels(nb))),
       st.integers(1, 2))
def test_against_the_exhaustive_plan_given_the_other_class(
        drawn: tuple[int, Kernel], na: int) -> None:
    """Class a's bound is the exhaustive optimum with remats wherever what
    they read is live (the relaxation), and its plan's cost the exhaustive
    optimum given b's plan (remats only where b's plan holds what they read);
    every plan verifies."""
    nb, k = drawn
    t = _two_classes(na, nb)
    a, classes = _split(k, t)
    if not any(d.regclass == "a" for d in k.values.values()):
        return
    relaxed = cheapest_class(k, t, "a", lambda i, u: True)
    if not a.is_feasible:
        # no plan of a given b's plan (none at all when even the relaxation has none)
        assert relaxed is None or a.status is Status.UNKNOWN
        return
    assert "a" in classes
    assert relaxed is not None
    cost, bound = classes["a"]
    assert bound == relaxed
    assert cost == cheapest_class(k, t, "a", held_before(k, a, "b"))
    assert (a.status is Status.OPTIMAL) == (a.objective == a.bound)
    _priced(a.operations)


def _priced(ops: tuple[Operation, ...]) -> None:
    """Remats of a come after b's operations at one place."""
    seen_a: set[int] = set()
    for o in ops:
        if o.value is not None and o.value.startswith("a") and o.op == "remat":
            seen_a.add(o.before)
        elif o.value is not None and o.value.startswith("b") and o.op != "store":
            assert o.before not in seen_a
