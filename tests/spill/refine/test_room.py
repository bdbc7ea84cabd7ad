"""Room where a plan's pieces did not fit (solver_alloc/spill/room.py): the
plan solved again with fewer registers at those points and every other value
as it was. (Its property over random kernels, beside eviction's, is in
test_evict.py.)"""

from __future__ import annotations

from typing import Any

from helpers import kernel, spill_checked, toy_target
from ortools.sat.python import cp_model
from uncoloured import first_plan_uncoloured

from solver_alloc import Kernel, Status
from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import encode
from solver_alloc.spill.problem import build
from solver_alloc.spill.refine.room import (
    leave_room_where_pieces_did_not_fit,
    room_for,
    room_needed,
)


def _only(value: str) -> Any:
    return lambda vs: [v for v in vs if v == value]


def test_room_lets_the_model_choose_which_value_gives_its_register_up() -> None:
    """Two registers; ``c`` and ``b`` live through four reads of ``b``, and a
    short ``a`` at the start. The optimum (8) spills ``c`` once. Said not to
    colour with ``b``'s pieces left out: evicting ``b`` reloads it at each
    read (31); leaving a register free where ``b``'s pieces are, the model
    spills ``c`` there instead (16). Both verify, FEASIBLE under the first
    bound; with both repairs tried, as in a run, the cheaper comes back."""
    k = kernel([{"op": "d", "defs": [v]} for v in "cba"] + [{"op": "u", "uses": ["a"]}]
               + [{"op": "u", "uses": ["b"]}] * 4 + [{"op": "u", "uses": ["c"]}])
    t = toy_target(count=2, widths=(1,))
    assert spill_checked(k, t).objective == 8
    got = {}
    for repair in ("evict", "both"):
        with first_plan_uncoloured(_only("b"), repair=repair):
            got[repair] = spill_checked(k, t)
        assert (got[repair].status, got[repair].bound) == (Status.FEASIBLE, 8)
    assert "evicted (1 rounds)" in got["evict"].certificate
    assert "room left where pieces did not fit" in got["both"].certificate
    assert (got["evict"].objective, got["both"].objective) == (31, 16)


def _model(k: Kernel, count: int) -> Any:
    t = toy_target(count=count, widths=(1, 2))
    sp = build(Problem.from_kernel(k, t), "g")
    return sp, encode(sp)


def test_room_needed_counts_each_point_of_a_piece_at_its_width() -> None:
    """Doubled ranges ``lo .. hi`` ask for room at points ``lo // 2 .. hi //
    2``, as wide as the piece's value; the widest piece at a point wins."""
    k = kernel([{"op": "d", "defs": ["p"]}, {"op": "d", "defs": ["s"]},
                {"op": "u", "uses": ["p", "s"]}],
               values={"p": {"width": 2}})
    sp, _ = _model(k, 4)
    need: dict[int, int] = {}
    room_needed(sp, {"s": ((2, 5),)}, need)
    assert need == {1: 1, 2: 1}
    room_needed(sp, {"p": ((3, 6),)}, need)
    assert need == {1: 2, 2: 2, 3: 2}


def test_rows_leave_the_room_asked_and_restrict_the_model() -> None:
    """Three registers hold ``a``, ``b``, ``c`` from their defs to their
    reads (cost 0). Asked for one register free at the point between the last
    def and the first read, the model spills one value (a store and a load,
    so its optimum rises) and holds at most two there; the rows name the
    three values live there."""
    k = kernel([{"op": "d", "defs": [v]} for v in "abc"]
               + [{"op": "n"}] + [{"op": "u", "uses": [v]} for v in "abc"])
    sp, m = _model(k, 3)
    plain = solve_cpsat(m.model, SolveOptions(time_limit=20).started())[0]
    assert plain.objective_value == 0
    p = next(lo for ch in sp.chains for j, lo, hi in ch.segments()
             if ch.value == "c" and lo <= hi) + 1  # the "n" instruction's point
    work = m.model.clone()
    assert leave_room_where_pieces_did_not_fit(sp, m, work, {p: 1}) == {"a", "b", "c"}
    solver, status = solve_cpsat(work, SolveOptions(time_limit=20).started())
    assert status == cp_model.OPTIMAL
    assert solver.objective_value > 0
    held = sum(solver.value(m.x[c, j]) for c, ch in enumerate(sp.chains)
               for j, lo, hi in ch.segments() if lo <= p <= hi)
    assert held <= sp.k - sp.refs.get(p, 0) - 1




def test_room_for_a_piece_that_may_not_spill_is_room_where_its_blockers_are() -> None:
    """A value that may not spill (``h``) left out: room for it would be room
    at every point it covers, so, as eviction does, the pieces in its way
    (``s``, where it meets ``h``) say where; with a value that may spill left
    out too, that one's pieces do."""
    k = kernel([{"op": "d", "defs": ["h"]}, {"op": "d", "defs": ["s"]},
                {"op": "u", "uses": ["s"]}, {"op": "u", "uses": ["h"]}],
               values={"h": {"no_spill": True}})
    sp, _ = _model(k, 2)
    got = ClassOutcome(Status.UNKNOWN, uncoloured=True, unplaced={"h": ((0, 7),)},
                       blockers={"s": ((2, 3),)})
    assert room_for(sp, got) == {1: 1}
    both = ClassOutcome(Status.UNKNOWN, uncoloured=True,
                        unplaced={"h": ((0, 7),), "s": ((4, 5),)}, blockers={"s": ((2, 3),)})
    assert room_for(sp, both) == {2: 1}
