"""Evicting the pieces a plan cannot colour: the plan solved again with those
pieces out of registers, instead of a re-plan of the whole class.

When a split plan's pieces do not colour (proven, or the exact colouring ran
out of time), the colouring heuristics name the pieces they leave without a
register (:attr:`~solver_alloc.result.Failure.unplaced`), or, when none of
those can leave its register,
the pieces in their way (:attr:`~solver_alloc.result.Failure.blockers`). Their
held segments and block exits are forbidden
(:func:`keep_evicted_pieces_out_of_registers`), so
their value is stored and reloaded around them where the model finds that
cheapest, and the model is solved again from the last plan; until a plan
colours, :attr:`~solver_alloc.budget.BudgetPolicy.evict_rounds` times (a round is a
small solve and a heuristic colouring).

Every plan found so is a split plan (the rows only restrict the model), so
the first model's bound still bounds it. Only the evicted values are planned
again (:func:`keep_other_values_as_planned`): every other piece stays where
Chaitin-Briggs put it, and the solve is small. A re-plan for fewer registers
pays for them everywhere, where eviction pays only around the pieces left out;
re-solving the whole model instead is free to move other pieces, which may
then not fit again.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Collection, Mapping
from dataclasses import replace
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.result import ClassOutcome, Failure
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import DECISIONS, SplitModel
from solver_alloc.spill.pieces.decode import Decision, Node
from solver_alloc.spill.pieces.finish import decoded, finish, model_decision
from solver_alloc.spill.pieces.fit import fit
from solver_alloc.spill.problem import SplitProblem
from solver_alloc.targets import RegisterClass

_BY_CHAIN = ("x", "ld", "rm", "sd")
"""Decision kinds keyed by ``(chain, event)``; the others by value (and block)."""


def heuristic_fit(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
                  pieces: Mapping[Node, ResolvedValue], opts: SolveOptions
                  ) -> dict[Node, int] | Failure:
    """:func:`~solver_alloc.spill.pieces.fit.fit` without the exact colouring (a
    :data:`~solver_alloc.spill.pieces.fit.Fitter`): an evicted plan that the heuristics do not
    colour has its unplaced pieces evicted next, and the exact colouring of a
    plan that was not coloured once seldom ends in time (it would spend much of
    a round's share for nothing)."""
    return fit(cls, segs, pieces, opts, exact=False)


def _meets(ranges: list[tuple[int, int]], lo: int, hi: int) -> bool:
    """Whether sorted, disjoint ``ranges`` hold a point of ``lo`` .. ``hi``."""
    k = bisect_right(ranges, (hi, 2**62)) - 1
    return k >= 0 and ranges[k][1] >= lo


def keep_evicted_pieces_out_of_registers(sp: SplitProblem, m: SplitModel, d: Decision,
                                         evicted: Mapping[str, list[tuple[int, int]]]
                                         ) -> list[Any]:
    """For each evicted range ``P`` of value ``v`` (a piece, or where a piece
    meets one it blocks): ``x[c, j] = 0`` for every segment of ``v`` that
    ``d`` holds and that meets ``P``, and ``out[v, b] = 0`` for every exit of
    ``v`` ``d`` leaves in a register inside ``P`` (an ``in`` then falls with
    its predecessors' ``out``). A value's pieces never share a point, so for a
    whole piece those are exactly its holds; its defs and register reads stay
    held (every plan holds them), as one-point pieces. Values that may not
    spill are left alone. Returns the variables to set to 0."""
    forced = []
    ranges = {v: sorted(rs) for v, rs in evicted.items()
              if sp.spillable and v not in sp.no_spill}
    for c, ch in enumerate(sp.chains):
        rs = ranges.get(ch.value)
        if rs is None:
            continue
        forced += [m.x[c, j] for j, lo, hi in ch.segments()
                   if lo <= hi and d("x", (c, j)) and _meets(rs, 2 * lo, 2 * hi)]
        exit_point = 2 * ch.events[-1].point - 1
        key = (ch.value, ch.block)
        if ch.live[-1] and key in m.outr and d("out", key) and \
                _meets(rs, exit_point, exit_point):
            forced.append(m.outr[key])
    return forced


def keep_other_values_as_planned(sp: SplitProblem, m: SplitModel, d: Decision,
                                 free: Collection[str]) -> list[tuple[Any, int]]:
    """Every decision of a value not in ``free`` as ``d`` made it: ``var = d``.
    Only the evicted values are planned again, so every other piece stays as
    it was, where Chaitin-Briggs placed it. Returns ``(variable, value)``."""
    out = []
    for kind, attr in DECISIONS.items():
        for key, var in getattr(m, attr).items():
            v, at = _decision_of(sp, kind, key)
            if v not in free:
                out.append((var, d(kind, at)))
    return out


def _decision_of(sp: SplitProblem, kind: str, key: Any) -> tuple[str, tuple[Any, ...]]:
    """The value a decision variable of ``kind`` (keyed ``key`` in its
    :class:`~solver_alloc.spill.model.encode.SplitModel` table) belongs to, and its key as a
    :data:`~solver_alloc.spill.pieces.decode.Decision` reads it."""
    if kind == "arrive":
        return str(key), (key,)
    if kind in _BY_CHAIN:
        return sp.chains[key[0]].value, key
    return str(key[0]), key


def evicted_plan(problem: Problem, sp: SplitProblem, m: SplitModel, d: Decision,
                 got: ClassOutcome, opts: SolveOptions,
                 reserved: dict[str, list[tuple[int, int]]] | None,
                 blockers_first: bool = False, how: str = "split model, CP-SAT"
                 ) -> ClassOutcome:
    """``got``, or, when the pieces of its plan ``d`` did not colour, the plan
    with the pieces the colouring could not place evicted (``blockers_first``:
    the pieces in their way), solved again from ``d`` until it colours, in
    :attr:`~solver_alloc.budget.BudgetPolicy.evict_share` of the budget (a re-plan needs
    the rest when it fails): a split plan under ``got``'s bound, verified before use;
    ``how`` names the plan in its note. ``got`` when no round colours, or a round
    would evict the pieces of more than
    :attr:`~solver_alloc.budget.BudgetPolicy.evict_most` values (eviction mends a plan
    a few pieces short; with more left out the re-plan is better). A plan proven not to
    colour is evicted too, while the cuts look for the optimum: finding the core
    of a large plan can take most of the budget, and the class would then fall
    back to spill-everywhere, far over the bound."""
    if not got.uncoloured or opts.expired():
        return got
    policy = opts.policy
    budget = opts.share(policy.evict_share)
    out_of_registers: list[Any] = []
    left = got
    for rounds in range(1, policy.evict_rounds + 1):
        evicted, forced = _victims(sp, m, d, left, blockers_first)
        if not forced or len(evicted) > policy.evict_most:
            break  # nothing to evict (fixed pieces, no spill), or far from colouring
        out_of_registers += forced
        work = m.model.clone()  # a model of its own: the values kept differ by round
        for var in out_of_registers:
            work.add(work.get_bool_var_from_proto_index(var.index) == 0)
        for var, value in keep_other_values_as_planned(sp, m, d, evicted):
            work.add(work.get_bool_var_from_proto_index(var.index) == value)
        solver, status = solve_cpsat(work, budget, full_lp=True)
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            break
        d = model_decision(solver, m)
        out = finish(problem, sp, decoded(sp, d, reserved), got.bound, True,
                     f"{how}, pieces that did not fit evicted ({rounds} "
                     f"rounds{', those in the way first' if blockers_first else ''})",
                     budget, heuristic_fit)
        if not out.uncoloured:
            return replace(out, repaired=True)
        left = out
        if budget.expired():
            break
    return got


def _victims(sp: SplitProblem, m: SplitModel, d: Decision, got: ClassOutcome,
             blockers_first: bool = False
             ) -> tuple[dict[str, list[tuple[int, int]]], list[Any]]:
    """The pieces to evict from the uncoloured plan ``d`` (``got``), by value,
    and the variables that take them out of registers: the pieces its
    colouring left out, else, when none of those can leave its registers, the
    pieces in their way (``blockers_first``: the other way round)."""
    sources = (got.blockers, got.unplaced) if blockers_first else \
        (got.unplaced, got.blockers)
    for named in sources:
        evicted = {v: list(rs) for v, rs in named.items()}
        forced = keep_evicted_pieces_out_of_registers(sp, m, d, evicted)
        if forced:
            return evicted, forced
    return {}, []
