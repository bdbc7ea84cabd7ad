"""Values held across calls compete for the registers a call preserves
(:mod:`solver_alloc.spill.model.crossing`): the split model's rows stay a bound on every
plan whose pieces have registers, checked against a brute-force search with
register identities; with the rows, call-heavy kernels are proven where the
count rows alone left a gap."""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles import registers_spill
from oracles.registers_spill import cheapest_with_registers
from thorough import examples

from solver_alloc import Kernel, Status, Target, allocate
from solver_alloc.analysis.problem import Problem
from solver_alloc.spill.model import crossing
from solver_alloc.spill.model.crossing import families, keep_every_fixed_set_apart
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.pieces.decode import decode, piece_ranges
from solver_alloc.spill.problem import build


def _call(n: int, clobbered: list[int]) -> dict[str, object]:
    return {"op": "call", "defs": [f"~g{r}@{n}" for r in clobbered]}


@st.composite
def _call_kernels(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """One block with calls that clobber a random set ``C`` of the registers,
    and values defined before them (some more than once) and read after them."""
    count = draw(st.integers(2, 4))
    clobbered = sorted(draw(st.sets(st.integers(0, count - 1), min_size=1,
                                    max_size=count - 1)))
    instrs: list[dict[str, object]] = []
    defined: list[str] = []
    values: dict[str, dict[str, object]] = {}
    for n in range(draw(st.integers(3, 8))):
        if defined and draw(st.integers(0, 2)) == 0:
            instrs.append(_call(n, clobbered))
            values.update({f"~g{r}@{n}": {"fixed": f"g{r}"} for r in clobbered})
            continue
        uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
            if defined else []
        defs = [] if not draw(st.integers(0, 3)) else [draw(st.sampled_from(defined))] \
            if defined and draw(st.integers(0, 3)) == 0 else [f"v{n}"]
        defined += [d for d in defs if d not in defined]
        instrs.append({"op": "op", "uses": uses, "defs": defs})
    live_out = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
        if defined else []
    return kernel(instrs, live_out=live_out, values=values), toy_target(
        count=count, widths=(1,))


def _agrees_with_the_search(k: Kernel, t: Target, limit: int = 256) -> None:
    """OPTIMAL equals the register-identity search without moves (the split plan
    space); a FEASIBLE plan's bound is at most that optimum; INFEASIBLE only
    when no plan exists."""
    try:
        want = cheapest_with_registers(k, t, moves=False, limit=limit)
    except ValueError:
        assume(False)  # too large to enumerate
        return
    a = spill_checked(k, t)
    if want is None:  # only plans with moves, if any
        if a.is_feasible or a.status is Status.INFEASIBLE:
            try:
                with_moves = cheapest_with_registers(k, t, moves=True, limit=limit)
            except ValueError:
                return  # too large to search with moves
            assert (with_moves is not None) == a.is_feasible, a.explanation
        return
    assert a.is_feasible, a.explanation
    if a.status is Status.OPTIMAL:
        assert Fraction(a.objective).limit_denominator() == want
    assert Fraction(a.bound).limit_denominator() <= want


@settings(max_examples=examples(100), deadline=None)
@given(_call_kernels())
def test_call_crossing_rows_keep_the_bound(case: tuple[Kernel, Target]) -> None:
    _agrees_with_the_search(*case)


@st.composite
def _fixed_kernels(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """One block whose fixed values fill different register sets at different
    points: calls clobbering a random set each, and values set in a random fixed
    register for the next instruction to read (as x86-64 shifts read ``cl``).
    Smaller than :func:`_call_kernels`' (each fixed read adds two instructions
    and a value for the search to place)."""
    count = draw(st.integers(2, 3))
    instrs: list[dict[str, object]] = []
    defined: list[str] = []
    values: dict[str, dict[str, object]] = {}
    for n in range(draw(st.integers(3, 6))):
        kind = draw(st.integers(0, 3)) if defined else 3
        if kind == 0:
            clobbered = sorted(draw(st.sets(st.integers(0, count - 1), min_size=1,
                                            max_size=count - 1)))
            instrs.append(_call(n, clobbered))
            values.update({f"~g{r}@{n}": {"fixed": f"g{r}"} for r in clobbered})
            continue
        if kind == 1:
            r, f = draw(st.integers(0, count - 1)), f"~f@{n}"
            values[f] = {"fixed": f"g{r}"}
            instrs.append({"op": "set", "uses": [draw(st.sampled_from(defined))],
                           "defs": [f]})
            instrs.append({"op": "shift", "uses": [draw(st.sampled_from(defined)), f],
                           "defs": [f"v{n}"]})
            defined.append(f"v{n}")
            continue
        uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
            if defined else []
        instrs.append({"op": "op", "uses": uses, "defs": [f"v{n}"]})
        defined.append(f"v{n}")
    live_out = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True))
    return kernel(instrs, live_out=live_out, values=values), toy_target(
        count=count, widths=(1,))


@settings(max_examples=examples(30), deadline=None)
@given(_fixed_kernels())
def test_rows_of_every_fixed_register_set_keep_the_bound(
        case: tuple[Kernel, Target]) -> None:
    """With a row family for every register set fixed values fill (not only the
    largest), OPTIMAL is still the register-identity search's optimum and a
    bound never passes it. The model is built with no set's rows here, so that
    every set comes in when a plan breaks it (:func:`keep_every_fixed_set_apart`).
    (At most 64 home assignments: the search is most of the time.)"""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(crossing, "MAX_FAMILIES", 0)
        _agrees_with_the_search(*case, limit=64)


def _two_calls(blocks: bool = False) -> tuple[Kernel, Target]:
    """``a`` crosses the first call, ``b`` the second, and both are held between
    them; only register g2 survives a call. ``blocks``: the same code in two
    fall-through blocks (no cuts are made across blocks)."""
    instrs = [{"op": "def", "defs": ["a"]},
              _call(1, [0, 1]),
              {"op": "def", "defs": ["b"]},
              {"op": "use", "uses": ["a"]},
              _call(4, [0, 1]),
              {"op": "use", "uses": ["b"]}]
    values = {f"~g{r}@{n}": {"fixed": f"g{r}"} for n in (1, 4) for r in (0, 1)}
    t = toy_target(count=3, widths=(1,))
    if not blocks:
        return kernel(instrs, values=values), t
    return kernel(blocks=[{"name": "b0", "succs": ["b1"], "instrs": instrs[:2]},
                          {"name": "b1", "instrs": instrs[2:]}], values=values), t


@pytest.mark.parametrize("blocks", [False, True])
def test_two_values_crossing_two_calls_need_two_preserved_registers(blocks: bool) -> None:
    """Counts alone fit (at most two values and the clobbers are live at once),
    but one preserved register cannot hold both: one is spilled, and the first
    plan is OPTIMAL at the search's cost (over two blocks too, where without
    these rows the pieces did not fit and the repaired plan stayed FEASIBLE)."""
    k, t = _two_calls(blocks)
    a = spill_checked(k, t)
    assert a.status is Status.OPTIMAL, a.certificate
    assert Fraction(a.objective) == cheapest_with_registers(*_two_calls(), moves=False) == 8
    assert "pinned" not in a.certificate
    assert "ruled out" not in a.certificate


def test_families_are_the_call_clobbers() -> None:
    k, t = _two_calls()
    sp = build(Problem.from_kernel(k, t), "g")
    assert families(sp) == [(frozenset({0, 1}), frozenset({3, 9}))]


def _banned_twice() -> tuple[Kernel, Target]:
    """``a`` and ``b`` are held across a read of a value fixed in g0 and one
    fixed in g1, so both need g2 (as on x86-64 a value held across two shifts
    of ``cl`` and a division in ``eax``); the count rows see three registers for
    three values. A call at the start, crossed by nothing, clobbers larger
    sets ({g0, g2}, {g1, g2}): those families come first in the order."""
    instrs = [_call(0, [0, 2]), _call(1, [1, 2]),
              {"op": "def", "defs": ["a"]}, {"op": "def", "defs": ["b"]},
              {"op": "set", "defs": ["~p@4"]}, {"op": "shift", "uses": ["~p@4"]},
              {"op": "set", "defs": ["~q@6"]}, {"op": "shift", "uses": ["~q@6"]},
              {"op": "use", "uses": ["a", "b"]}]
    values = {**{f"~g{r}@0": {"fixed": f"g{r}"} for r in (0, 2)},
              **{f"~g{r}@1": {"fixed": f"g{r}"} for r in (1, 2)},
              "~p@4": {"fixed": "g0"}, "~q@6": {"fixed": "g1"}}
    return kernel(instrs, values=values), toy_target(count=3, widths=(1,))


def test_every_fixed_register_set_has_its_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only {g0}'s and {g1}'s rows see that ``a`` and ``b`` cannot both stay in
    registers. The model is built with the two largest sets' rows; its plan
    does not fit, the rows of the sets it breaks are added, and the next plan
    is proven, with no plan ruled out (the code before cut that plan, then
    proved the next)."""
    monkeypatch.setattr(registers_spill, "MAX_STATES", 100_000)  # about 2 s
    k, t = _banned_twice()
    sp = build(Problem.from_kernel(k, t), "g")
    assert [sorted(c) for c, _ in families(sp)] == [[0, 2], [1, 2], [0], [1]]
    a = spill_checked(k, t)
    assert a.status is Status.OPTIMAL, a.certificate
    assert Fraction(a.objective) == cheapest_with_registers(k, t, moves=False) == 8
    assert "rows for more fixed register sets" in a.certificate
    assert "ruled out" not in a.certificate
    assert "evicted" not in a.certificate


def test_only_the_sets_a_plan_breaks_are_added() -> None:
    """A plan holding ``a`` and ``b`` through both reads breaks the rows of
    {g0} and {g1} (each counts both, plus the other read's fixed value, against
    two registers); those of {g0, g2} and {g1, g2}, whose sources nothing is
    held through, it does not."""
    k, t = _banned_twice()
    problem = Problem.from_kernel(k, t)
    sp = build(problem, "g")
    m = encode(sp)
    m.families.clear()  # as if none were modelled
    held = {v: 1 for v in ("a", "b")}

    def d(kind: str, key: tuple[object, ...]) -> int:
        if kind == "x":
            return held.get(sp.chains[int(str(key[0]))].value, 1)
        return 0

    plan = piece_ranges(decode(sp, d), problem.resolved)
    assert keep_every_fixed_set_apart(sp, m, plan, sp.k) == 2
    assert m.families == {frozenset({0}), frozenset({1})}
    assert keep_every_fixed_set_apart(sp, m, plan, sp.k) == 0  # none left to add


def test_no_split_plan_is_not_no_allocation() -> None:
    """``v`` may not spill and is held across a read of a value fixed in g0 and
    one fixed in g1, with two registers: no plan keeps it in one register, and
    the rows that say so hold for such plans only. A move between the two
    reads is an allocation (the search with moves finds one, cost 1), so the
    spill objective does not claim INFEASIBLE; the registers objective, whose
    plans insert no code, does."""
    k = kernel([{"op": "d", "defs": ["v"]},
                {"op": "set", "defs": ["~p@1"]}, {"op": "shift", "uses": ["~p@1"]},
                {"op": "set", "defs": ["~q@3"]}, {"op": "shift", "uses": ["~q@3"]},
                {"op": "u", "uses": ["v"]}],
               values={"~p@1": {"fixed": "g0"}, "~q@3": {"fixed": "g1"},
                       "v": {"no_spill": True}})
    t = toy_target(count=2, widths=(1,))
    assert cheapest_with_registers(k, t, moves=False) is None
    assert cheapest_with_registers(k, t, moves=True) == 1
    a = spill_checked(k, t)
    assert a.status is Status.UNKNOWN, a.explanation
    assert "moves a value" in (a.explanation or "")
    assert allocate(k, t).status is Status.INFEASIBLE
