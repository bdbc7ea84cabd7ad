"""The covering bound with wide spill instructions against an exhaustive search
over the plans that store and load several values with one instruction
(ptxas's ``STL.128``), and the order-free bound on a kernel where one such
pair is the whole spill code."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace
from fractions import Fraction

from helpers import kernel, toy_target
from hypothesis import example, given, settings
from hypothesis import strategies as st
from oracles.spill import cheapest_spill
from thorough import examples

from solver_alloc.analysis.problem import Problem
from solver_alloc.scheduling.spill_bound import _ValueCosts, order_free_spill_bound
from solver_alloc.scheduling.spill_cover import grouped_cover


@dataclass(frozen=True)
class _Value:
    width: int
    store: int
    load: int
    in_memory: bool  # may be stored and loaded
    remat: int | None


def _bins(items: list[int]) -> Iterator[list[list[int]]]:
    """Every partition of ``items`` into groups."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for part in _bins(rest):
        yield [[first], *part]
        for i in range(len(part)):
            yield [*part[:i], [first, *part[i]], *part[i + 1:]]


def _cheapest_grouping(vals: list[_Value], chosen: list[int], m: int, side: str) -> int:
    """Fewest cost of instructions moving ``chosen`` (whole values, at most
    ``m`` units each), an instruction costing its dearest member's share."""
    best = None
    for part in _bins(chosen):
        if any(sum(vals[i].width for i in g) > m for g in part):
            continue
        c = sum(max(getattr(vals[i], side) for i in g) for g in part)
        best = c if best is None else min(best, c)
    assert best is not None
    return best


def _cheapest_plan(vals: list[_Value], excess: int, m: int) -> int | None:
    """Over every set of leaving values of width at least ``excess``, each
    stored and loaded (grouped) or rematerialised: the cheapest cost."""
    able = [i for i, v in enumerate(vals) if v.in_memory or v.remat is not None]
    best = None
    for n in range(len(able) + 1):
        for leaving in itertools.combinations(able, n):
            if sum(vals[i].width for i in leaving) < excess:
                continue
            routes = [([True] if vals[i].in_memory else []) + (
                [False] if vals[i].remat is not None else []) for i in leaving]
            for pick in itertools.product(*routes):
                memory = [i for i, mem in zip(leaving, pick, strict=True) if mem]
                remat = sum(vals[i].remat or 0 for i, mem in zip(leaving, pick, strict=True)
                            if not mem)
                c = remat + _cheapest_grouping(vals, memory, m, "store") + \
                    _cheapest_grouping(vals, memory, m, "load")
                best = c if best is None else min(best, c)
    return best


def _ours(vals: list[_Value], excess: int, m: int) -> Fraction:
    names = [f"v{i}" for i in range(len(vals))]
    costs = _ValueCosts(
        width={n: v.width for n, v in zip(names, vals, strict=True)},
        in_memory={n: v.in_memory for n, v in zip(names, vals, strict=True)},
        reload={n: Fraction(v.load) if v.in_memory else None
                for n, v in zip(names, vals, strict=True)},
        store={n: Fraction(v.store) for n, v in zip(names, vals, strict=True)},
        remat={n: None if v.remat is None else Fraction(v.remat)
               for n, v in zip(names, vals, strict=True)})
    one = Fraction(1)
    return grouped_cover([costs.parts(n, one, one) for n in names],
                         [v.width for v in vals], excess, m)


_values = st.builds(_Value, st.integers(1, 2), st.integers(0, 9), st.integers(0, 9),
                    st.booleans(), st.none() | st.integers(0, 20))


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(_values, min_size=1, max_size=5), st.integers(1, 10), st.sampled_from([2, 4]))
@example([_Value(1, 2, 0, True, None), _Value(1, 0, 2, True, None)], 2, 2)
@example([_Value(2, 3, 5, True, 4)] * 2 + [_Value(1, 9, 9, True, None)], 3, 2)
def test_grouped_cover_is_at_most_the_cheapest_grouped_plan(
        vals: list[_Value], excess: int, m: int) -> None:
    best = _cheapest_plan(vals, excess, m)
    if best is not None:
        assert _ours(vals, excess, m) <= best


def test_four_values_one_instruction_each_way() -> None:
    """Four like values out of their registers: one store and one load with
    instructions of four, the search agreeing."""
    vals = [_Value(1, 3, 5, True, None)] * 4
    assert _ours(vals, 4, 4) == _cheapest_plan(vals, 4, 4) == 8


def _waiting(n: int) -> dict[str, object]:
    """``a0..a{n-1}`` loaded, then (after them) ``b0..b{n-1}``, summed by one
    instruction, then (after the sum's store) the ``a`` stored: at the sum
    every ``a`` and ``b`` is live, in every order."""
    made = [{"op": "ld", "defs": [f"a{i}"], "id": f"a{i}"} for i in range(n)]
    after = [f"a{j}" for j in range(n)]
    made += [{"op": "ld", "defs": [f"b{i}"], "after": after} for i in range(n)]
    made += [{"op": "sum", "uses": [f"b{i}" for i in range(n)], "defs": ["s"]},
             {"op": "st", "uses": ["s"], "id": "s"}]
    return {"instrs": [*made, {"op": "st", "uses": [f"a{i}" for i in range(n)],
                               "after": ["s"]}]}


def test_a_class_whose_spills_move_two_registers_bounds_two_values_by_one_pair() -> None:
    """Two values wait while two others are summed, with two registers: each
    its own store and load costs 2 x (3 + 5), the cheapest plan of the model
    over every order; with stores and loads of two registers at once (one
    ``STL.64`` after the ``a`` are loaded, one ``LDL.64`` before the store)
    the bound is one pair, 8, which the search with instructions of two finds
    in the given order."""
    k = kernel(**_waiting(2))  # type: ignore[arg-type]
    t = toy_target(count=2, widths=(1,))
    assert order_free_spill_bound(Problem.from_kernel(k, t)).total == 16 == cheapest_spill(k, t)
    wide = replace(t, classes={"g": replace(t.classes["g"], spill_span=2)})
    assert order_free_spill_bound(Problem.from_kernel(k, wide)).total == 8 == \
        cheapest_spill(k, wide, 2)


def test_a_value_wider_than_the_span_is_still_one_store_and_one_load() -> None:
    """A 4-register value waits while four others are summed, with four
    registers and spills of two registers at once: it leaves with one store
    and one load (8), its own instruction each way, as the search finds; the
    units per instruction are at least the widest value's."""
    k = kernel([{"op": "ld", "defs": ["a"], "id": "a"},
                *({"op": "ld", "defs": [f"b{i}"], "after": ["a"]} for i in range(4)),
                {"op": "sum", "uses": [f"b{i}" for i in range(4)], "defs": ["s"]},
                {"op": "st", "uses": ["s"], "id": "s"},
                {"op": "st", "uses": ["a"], "after": ["s"]}], values={"a": {"width": 4}})
    t = toy_target(count=4, widths=(1, 4))
    wide = replace(t, classes={"g": replace(t.classes["g"], spill_span=2)})
    assert order_free_spill_bound(Problem.from_kernel(k, wide)).total == 8 == \
        cheapest_spill(k, t)


def test_a_reordered_solve_says_its_bound_allows_wide_spills() -> None:
    """The two-values kernel solved reordered on the class with spills of two
    registers: the plan stores and loads each value on its own (16), the bound
    over every order is one pair (8), and the certificate says why."""
    from solver_alloc import allocate, verify
    from solver_alloc.result import Status

    k = kernel(**_waiting(2))  # type: ignore[arg-type]
    t = toy_target(count=2, widths=(1,))
    wide = replace(t, classes={"g": replace(t.classes["g"], spill_span=2)})
    a = allocate(k, wide, objective="spill", reorder=True, time_limit=20)
    assert verify(k, wide, a).valid
    assert (a.status, a.objective, a.bound) == (Status.FEASIBLE, 16.0, 8.0)
    assert "spill stores and loads of up to 2 registers in class g at once allowed" \
        in a.certificate
