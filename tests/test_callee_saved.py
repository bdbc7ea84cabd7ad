"""Callee-saved registers priced at their save and restore: the solver picks a
callee-saved register or spill code around a call by cost, and the verifier
agrees on every plan."""

from __future__ import annotations

import pytest
from helpers import kernel, toy_target

from solver_alloc import Kernel, Status, allocate, verify


def _across_a_call(call_freq: float) -> Kernel:
    """``a`` is defined at the entry and read after a call, in a block of
    frequency ``call_freq``, that clobbers g0 (the only caller-saved register)."""
    return kernel(blocks=[
        {"name": "entry", "freq": 1, "succs": ["call"],
         "instrs": [{"op": "def", "defs": ["a"]}]},
        {"name": "call", "freq": call_freq, "instrs": [
            {"op": "call", "defs": ["clobber"]}, {"op": "use", "uses": ["a"]}]}],
        values={"clobber": {"fixed": "g0"}})


@pytest.mark.parametrize(("call_freq", "cost", "in_saved_register"), [
    (10, 8, True),      # save and restore g1 once (3 + 5) < reloading a 10 times
    (0.1, 0.8, False),  # a store and a reload in the rare block: 0.3 + 0.5 < 8
])
def test_a_value_across_a_call_takes_a_callee_saved_register_when_cheaper(
        call_freq: float, cost: float, in_saved_register: bool) -> None:
    k, t = _across_a_call(call_freq), toy_target(count=2, widths=(1,), callee_saved=(1,))
    a = allocate(k, t, objective="spill")
    assert a.status is Status.OPTIMAL, a.explanation
    assert a.objective == pytest.approx(cost)
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert report.cost == pytest.approx(cost)
    assert (a.assignment["a"] == "g1") is in_saved_register
    assert bool(a.operations) is not in_saved_register


def test_with_no_callee_saved_register_the_value_must_spill() -> None:
    k, t = _across_a_call(10), toy_target(count=2, widths=(1,), callee_saved=(1,))
    no_saves = toy_target(count=2, widths=(1,))  # g1 free: nothing to pay
    free = allocate(k, no_saves, objective="spill")
    assert (free.status, free.objective) == (Status.OPTIMAL, 0)
    one = toy_target(count=1, widths=(1,))  # only g0, clobbered by the call
    forced = allocate(k, one, objective="spill")
    assert forced.status is Status.OPTIMAL
    assert forced.objective == pytest.approx(3 + 5 * 10)
    assert verify(k, one, forced).valid
    assert allocate(k, t, objective="spill").objective == pytest.approx(8)
