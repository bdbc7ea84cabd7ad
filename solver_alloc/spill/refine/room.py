"""Room where a plan's pieces did not fit: the plan solved again with fewer
registers at those points only, its other values kept as planned.

The split model counts registers per point, so a plan it accepts may still not colour:
tuples need aligned registers, and a count says nothing of which registers are free. A
plan that fills every register at most points can leave the pieces of several values
without a register. Eviction
(:mod:`~solver_alloc.spill.refine.evict`) takes those pieces out of registers, and the
model stores and reloads them. Here the model is told instead to leave the unplaced
piece's width free at each point it covers (:func:`leave_room_where_pieces_did_not_fit`)
and chooses itself which values give their registers up there; in one round, that can
cost less than the stores and reloads eviction forces.

Every such plan is a split plan (rows only restrict the model), so the
model's bound bounds it. The values live at those points are planned again;
every other value's decisions stay as the plan made them
(:func:`~solver_alloc.spill.refine.evict.keep_other_values_as_planned`), as in eviction. That
neighbourhood is large (every value live where a piece did not fit), so it is
tried after eviction has found a plan that colours, when the budget still
holds that much (:func:`~solver_alloc.spill.modes.exact._repaired`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import SplitModel, occupancy_terms
from solver_alloc.spill.model.optional import at_most_room
from solver_alloc.spill.pieces.decode import Decision
from solver_alloc.spill.pieces.finish import decoded, finish, model_decision
from solver_alloc.spill.problem import SplitProblem
from solver_alloc.spill.refine.evict import (
    evicted_plan,
    heuristic_fit,
    keep_other_values_as_planned,
)

Ranges = Mapping[str, tuple[tuple[int, int], ...]]

def room_needed(sp: SplitProblem, unplaced: Ranges, need: dict[int, int]) -> None:
    """Add to ``need`` (point -> registers to leave free) the width of each
    unplaced piece at every point of its (doubled) ranges: a range ``lo ..
    hi`` covers points ``lo // 2 .. hi // 2`` (an odd doubled point lies after
    its point, at a block's exit). Its own defs and reads count too: the piece
    needs its register there as well, and room left only between them leaves
    the plan short again."""
    for v, ranges in unplaced.items():
        w = sp.width.get(v)
        if w is None:  # not a value of the class's chains: no row counts it
            continue
        for lo, hi in ranges:
            for p in range(lo // 2, hi // 2 + 1):
                need[p] = max(need.get(p, 0), w)


def room_for(sp: SplitProblem, got: ClassOutcome) -> dict[int, int]:
    """Point -> registers to leave free for the uncoloured plan ``got``
    (:func:`room_needed`): where its pieces left out lie, or, when none of
    those may leave its register, where the pieces in their way meet them, as
    in eviction (a value that may not spill, such as PTX predicates spilled
    into ``r``, lives throughout: room for it is room everywhere)."""
    need: dict[int, int] = {}
    movable = {v: r for v, r in got.unplaced.items() if v not in sp.no_spill}
    room_needed(sp, movable or got.blockers, need)
    return need


def leave_room_where_pieces_did_not_fit(sp: SplitProblem, m: SplitModel, work: Any,
                                        need: Mapping[int, int]) -> set[str]:
    """For each point ``p`` with ``need(p) > 0``, in ``work`` (a clone of ``m.model``):
    the capacity row of :func:`~solver_alloc.spill.model.encode.respect_registers` with
    ``need(p)`` registers fewer, ``sum_{segments covering p} w x + sum_{indexed reads at
    p} w occ <= K - refs(p) - need(p)`` (its terms from
    :func:`~solver_alloc.spill.model.encode.occupancy_terms`, written by
    :func:`~solver_alloc.spill.model.optional.at_most_room`, with the optional registers
    left unused when there are). Returns the values with a term in these rows: the ones
    the rows may make the model plan again."""
    terms, _, _ = occupancy_terms(sp, m)
    value = {var.index: sp.chains[c].value for (c, _), var in (*m.x.items(), *m.occ.items())}
    rows = replace(m, model=work)  # the same variables, by index
    touched: set[str] = set()
    for p, fewer in sorted(need.items()):
        row = terms.get(p, [])
        touched.update(value[var.index] for _, var in row)
        at_most_room(sp, rows, row, sp.k - sp.refs.get(p, 0) - fewer)
    return touched


def roomier_plan(problem: Problem, sp: SplitProblem, m: SplitModel, d: Decision,
                 got: ClassOutcome, opts: SolveOptions,
                 reserved: dict[str, list[tuple[int, int]]] | None) -> ClassOutcome | None:
    """A coloured plan from the uncoloured plan ``d`` (``got``) with room left where its
    pieces did not fit; None when it does not colour. One solve, in
    :attr:`~solver_alloc.budget.BudgetPolicy.room_share` of the budget left (the rest
    colours it and evicts what still does not fit), leaving its colouring's expected
    time (:attr:`~solver_alloc.budget.BudgetPolicy.colour_seconds_per_segment`). A
    roomier plan a few pieces short is not given room again but has those evicted
    (:func:`~solver_alloc.spill.refine.evict.evicted_plan`): a second round of room
    seldom colours, and evicting a few pieces from the roomier plan costs less than
    evicting the first plan's."""
    need = room_for(sp, got)
    work = m.model.clone()
    free = leave_room_where_pieces_did_not_fit(sp, m, work, need)
    if not free:
        return None
    for var, value in keep_other_values_as_planned(sp, m, d, free):
        work.add(work.get_bool_var_from_proto_index(var.index) == value)
    policy = opts.policy
    solver, status = solve_cpsat(work, opts.share(policy.room_share).reserving(
        policy.colour_seconds_per_segment * sp.segments()), full_lp=True)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    roomier = model_decision(solver, m)
    how = "split model, CP-SAT, room left where pieces did not fit"
    out = finish(problem, sp, decoded(sp, roomier, reserved), got.bound, True, how, opts,
                 heuristic_fit)
    if out.uncoloured:
        out = evicted_plan(problem, sp, m, roomier, out, opts, reserved, how=how)
    return None if out.uncoloured else replace(out, repaired=True)
