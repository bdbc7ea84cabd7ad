"""Every block's exit has a point of its own when a plan's pieces are coloured
(:func:`solver_alloc.spill.problem.block_point`). Before, an empty block's exit
shared its layout predecessor's point, so values leaving the two blocks on
different edges met there: plans that colour were refuted, cut, and a dearer
plan came back OPTIMAL."""

from __future__ import annotations

from itertools import pairwise

from helpers import agrees_with_search, kernel, spill_checked, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.loop_spill import cheapest_loop_spill
from strategies import chained, loop_kernels
from thorough import examples

from solver_alloc import Kernel, Status
from solver_alloc.analysis.problem import Problem
from solver_alloc.spill.problem import build, instruction_at


def _branch_past_an_empty_block() -> Kernel:
    """``b0`` branches to ``b1`` (which leaves ``p``, ``q`` for ``b3``) and to
    the empty ``b2`` (which leaves ``a``, ``b`` for ``b4``), laid out ``b1``,
    ``b2``: the two exits are on different edges. ``c`` is live throughout, so
    two registers force spill code."""
    def op(uses: list[str], defs: list[str]) -> dict[str, object]:
        return {"op": "op", "uses": uses, "defs": defs}
    return kernel(blocks=[
        {"name": "b0", "instrs": [op([], ["c"]), op([], ["a"]), op([], ["b"]),
                                  op(["a"], [])], "succs": ["b1", "b2"]},
        {"name": "b1", "instrs": [op(["a", "b"], ["p"]), op([], ["q"])],
         "succs": ["b3"]},
        {"name": "b2", "instrs": [], "succs": ["b4"]},
        {"name": "b3", "instrs": [op(["p", "q"], []), op(["c"], [])], "succs": []},
        {"name": "b4", "instrs": [op(["a", "b"], []), op(["c"], [])], "succs": []},
    ])


def test_exits_on_different_edges_do_not_meet() -> None:
    """Two registers: ``c`` stored once (3) and loaded in ``b3`` and ``b4`` (5
    each) is a plan the verifier accepts at 13; ``p``, ``q`` and ``a``, ``b``
    hold both registers at their blocks' exits. With the exits at one point the
    answer was OPTIMAL at 29 (4 plans ruled out)."""
    a = spill_checked(_branch_past_an_empty_block(), toy_target(count=2, widths=(1,)))
    assert a.status is Status.OPTIMAL
    assert a.objective == 13


def test_block_points_are_disjoint_and_name_their_instruction() -> None:
    """Each block spans its entry to its exit, in layout order, overlapping no
    other (an empty block too); a read point names its instruction."""
    k = _branch_past_an_empty_block()
    sp = build(Problem.from_kernel(k, toy_target(count=2, widths=(1,))), "g")
    spans = []
    for ch in sp.chains:
        spans.append((ch.events[0].point, ch.events[-1].point, ch.block))
        for e in ch.events[1:-1]:
            assert instruction_at(sp, e.point) == e.instr
    by_block = sorted({(b, lo, hi) for lo, hi, b in spans})
    for (_, _, hi), (_, lo, _) in pairwise(by_block):
        assert hi < lo


@settings(max_examples=examples(40), deadline=None)
@given(loop_kernels(), st.integers(1, 3), st.data())
def test_chained_loop_kernels_match_exhaustive_search(k: Kernel, n_regs: int,
                                                      data: st.DataObject) -> None:
    """The loop kernels of ``test_loop_kernels_match_exhaustive_search`` with
    their blocks cut into fall-through chains (some empty): the same program,
    so OPTIMAL is the search's optimum over the uncut kernel."""
    t = toy_target(count=n_regs, widths=(1,))
    want = cheapest_loop_spill(k, t)
    a = spill_checked(chained(data.draw, k), t)
    agrees_with_search(a, want)
