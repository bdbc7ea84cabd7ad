"""The spill objective over several blocks against a brute-force search with
register identities (:mod:`oracles.dag_spill`): diamonds whose branches redefine
values (as phi elimination leaves them) and call functions that clobber
registers, and loops that do the same."""

from __future__ import annotations

from fractions import Fraction

from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.dag_spill import MAX_WORK, cheapest_on_dag
from strategies import clobbering_call
from thorough import examples

from solver_alloc import Kernel, Status, Target


def _branch(draw: st.DrawFn, shared: list[str], clobbered: list[int], n: int,
            values: dict[str, dict[str, object]]) -> tuple[list[dict[str, object]], int]:
    """Up to three instructions: calls, and ops that read shared or local values,
    define local ones and redefine shared ones."""
    instrs: list[dict[str, object]] = []
    local: list[str] = []
    for _ in range(draw(st.integers(1, 3))):
        n += 1
        if clobbered and draw(st.integers(0, 3)) == 0:
            instrs.append(clobbering_call(n, clobbered, values))
            continue
        uses = draw(st.lists(st.sampled_from(shared + local), max_size=2, unique=True))
        defs = []
        if draw(st.booleans()):
            defs.append(f"t{n}")
            local.append(f"t{n}")
        if draw(st.integers(0, 2)) == 0:
            defs.append(draw(st.sampled_from(shared)))
        instrs.append({"op": "op", "uses": uses, "defs": defs})
    return instrs, n


@st.composite
def loops(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """``entry`` -> ``body`` (a self-loop) -> ``exit``: the body redefines shared
    values (carried around the loop) and calls."""
    count = draw(st.integers(2, 3))
    clobbered = sorted(draw(st.sets(st.integers(0, count - 1), max_size=count - 1)))
    shared = [f"s{i}" for i in range(draw(st.integers(1, 3)))]
    values: dict[str, dict[str, object]] = {}
    body, _ = _branch(draw, shared, clobbered, 0, values)
    uses = draw(st.lists(st.sampled_from(shared), min_size=1, max_size=2, unique=True))
    blocks = [{"name": "entry", "succs": ["body"],
               "instrs": [{"op": "def", "defs": [s]} for s in shared]},
              {"name": "body", "succs": ["body", "exit"], "instrs": body,
               "freq": draw(st.sampled_from([2, 5]))},
              {"name": "exit", "instrs": [{"op": "op", "uses": uses}]}]
    return kernel(blocks=blocks, values=values), toy_target(count=count, widths=(1,))


@st.composite
def diamonds(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """``entry`` -> ``a`` | ``b`` -> ``join``: the entry defines shared values,
    the branches read them, define their own, redefine shared ones and call
    (clobbering a set of registers); the join reads what is left."""
    count = draw(st.integers(2, 3))
    clobbered = sorted(draw(st.sets(st.integers(0, count - 1), max_size=count - 1)))
    shared = [f"s{i}" for i in range(draw(st.integers(1, 3)))]
    values: dict[str, dict[str, object]] = {}
    blocks = [{"name": "entry", "succs": ["a", "b"],
               "instrs": [{"op": "def", "defs": [s]} for s in shared]}]
    n = len(shared)
    for name in ("a", "b"):
        instrs, n = _branch(draw, shared, clobbered, n, values)
        blocks.append({"name": name, "succs": ["join"], "instrs": instrs,
                       "freq": draw(st.sampled_from([1, 2, 5]))})
    uses = draw(st.lists(st.sampled_from(shared), min_size=1, max_size=2, unique=True))
    blocks.append({"name": "join", "instrs": [{"op": "op", "uses": uses}],
                   "freq": draw(st.sampled_from([1, 3]))})
    live_out = draw(st.lists(st.sampled_from(shared), max_size=1))
    return kernel(blocks=blocks, live_out=live_out, values=values), toy_target(
        count=count, widths=(1,))


@settings(max_examples=examples(40), deadline=None)
@given(diamonds())
def test_diamonds_match_the_register_identity_search(case: tuple[Kernel, Target]) -> None:
    """Where the search without moves (the split plan space) finds a plan, the
    answer is OPTIMAL at its cost; INFEASIBLE only when no plan exists, even
    with moves."""
    _matches(*case)


@settings(max_examples=examples(25), deadline=None)
@given(loops())
def test_loops_match_the_register_identity_search(case: tuple[Kernel, Target]) -> None:
    """The same around a loop whose body redefines what it carries and calls
    (the loop's header is a join: its state is the same on both edges)."""
    _matches(*case)


def _matches(k: Kernel, t: Target) -> None:
    try:
        want = cheapest_on_dag(k, t, moves=False, limit=64)
    except ValueError:
        assume(False)  # too large to enumerate
        return
    a = spill_checked(k, t)
    if a.status is Status.INFEASIBLE:
        assert cheapest_on_dag(k, t, moves=True, limit=64,
                               max_work=10 * MAX_WORK) is None
        return
    if want is None:
        return  # only plans with moves, if any: nothing to compare
    assert a.status is Status.OPTIMAL, a.certificate or a.explanation
    assert Fraction(a.objective).limit_denominator() == want
    if a.is_feasible:
        assert Fraction(a.bound).limit_denominator() <= want
        assert Fraction(a.objective).limit_denominator() >= want


@st.composite
def loops_near_fixed(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """A self-loop built to need value cuts: its body redefines carried values
    next to values fixed to a register, and some carried values are live-ins
    fixed to a register."""
    count = draw(st.integers(2, 3))
    values: dict[str, dict[str, object]] = {}
    shared = [f"s{i}" for i in range(draw(st.integers(1, 3)))]
    for s in shared:
        if draw(st.integers(0, 2)) == 0:
            values[s] = {"fixed": f"g{draw(st.integers(0, count - 1))}"}
    body: list[dict[str, object]] = []
    for n in range(draw(st.integers(1, 3))):
        uses = draw(st.lists(st.sampled_from(shared), max_size=2, unique=True))
        defs = []
        free = [s for s in shared if s not in values]
        if free and draw(st.booleans()):
            defs.append(draw(st.sampled_from(free)))
        if draw(st.booleans()):
            r = draw(st.integers(0, count - 1))
            defs.append(f"~g{r}@{n}")
            values[f"~g{r}@{n}"] = {"fixed": f"g{r}"}
        body.append({"op": "op", "uses": uses, "defs": defs})
    uses = draw(st.lists(st.sampled_from(shared), min_size=1, max_size=2, unique=True))
    blocks = [{"name": "entry", "succs": ["body"],
               "instrs": [{"op": "def", "defs": [s]} for s in shared if s not in values]},
              {"name": "body", "succs": ["body", "exit"], "instrs": body,
               "freq": draw(st.sampled_from([2, 5]))},
              {"name": "exit", "instrs": [{"op": "op", "uses": uses}]}]
    return kernel(blocks=blocks, values=values, live_in=[s for s in shared if s in values]
                  ), toy_target(count=count, widths=(1,))


@settings(max_examples=examples(60), deadline=None)
@given(loops_near_fixed())
def test_cuts_around_loops_match_the_register_identity_search(
        case: tuple[Kernel, Target]) -> None:
    """Value cuts around a loop (about one kernel in fifty needs them) keep
    OPTIMAL, bounds and INFEASIBLE true to the search."""
    _matches(*case)
