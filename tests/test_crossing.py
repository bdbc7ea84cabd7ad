"""Values held across calls compete for the registers a call preserves
(:mod:`solver_alloc.spill.crossing`): the split model's rows stay a bound on every
plan whose pieces have registers, checked against a brute-force search with
register identities; with the rows, call-heavy kernels are proven where the
count rows alone left a gap."""

from __future__ import annotations

from fractions import Fraction

import pytest
from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.registers_spill import cheapest_with_registers
from thorough import examples

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.spill.chains import build
from solver_alloc.spill.crossing import families


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


@settings(max_examples=examples(100), deadline=None)
@given(_call_kernels())
def test_call_crossing_rows_keep_the_bound(case: tuple[Kernel, Target]) -> None:
    """OPTIMAL equals the register-identity search without moves (the split plan
    space); a FEASIBLE plan's bound is at most that optimum; INFEASIBLE only
    when no plan exists."""
    k, t = case
    try:
        want = cheapest_with_registers(k, t, moves=False, limit=256)
    except ValueError:
        assume(False)  # too large to enumerate
        return
    a = spill_checked(k, t)
    if want is None:
        assert not a.is_feasible or cheapest_with_registers(k, t, moves=True,
                                                            limit=256) is not None
        return
    assert a.is_feasible, a.explanation
    if a.status is Status.OPTIMAL:
        assert Fraction(a.objective).limit_denominator() == want
    assert Fraction(a.bound).limit_denominator() <= want


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
