"""Fitting a region's pieces into its registers: linear scan, DSatur or
Chaitin-Briggs, then one register variable per piece, all different over each
clique (:func:`fit_pieces`); when that is proven impossible, a window of the
pieces also proven not to fit names the values to rule out
(:func:`window_core`); when it is undecided, the values the heuristics left out
(:class:`Unplaced`), a guess that serves the plan only."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.heuristics import complete, heuristic_colouring
from solver_alloc.colouring.linear_scan import scan_class
from solver_alloc.colouring.problem import ColouringProblem
from solver_alloc.result import Status
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.pieces.decode import Node
from solver_alloc.spill.pieces.fit import piece_order, pieces_problem
from solver_alloc.spill.refine.cuts import colour_or_core
from solver_alloc.targets import RegisterClass


@dataclass(frozen=True)
class Unplaced:
    """A plan whose pieces were neither coloured nor proven not to fit (the exact
    colouring undecided at its cap, or not tried): the values whose pieces the
    heuristics left without a register. Ruling them out is a guess, not a
    proof: it serves the plan (the next solve holds one of them less), and a
    region left with no plan by such guesses takes its last resort instead,
    far dearer than its bound."""

    values: frozenset[str]


def fit_pieces(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
               pieces: Mapping[Node, ResolvedValue], opts: SolveOptions,
               refute: bool = True) -> dict[Node, int] | frozenset[str] | Unplaced | None:
    """Linear scan, else DSatur or Chaitin-Briggs, else the feasibility colouring of
    :func:`all_different` (:func:`.colour_or_core` for wider pieces): a start
    register per piece, or the values of a proof that none exists (a window
    of pieces also proven not to fit: :func:`window_core`). When the
    colouring is undecided at its cap
    (:attr:`~solver_alloc.budget.BudgetPolicy.region_colour_seconds`, or
    :attr:`~solver_alloc.budget.BudgetPolicy.quick_colour_seconds` when ``refute`` is
    off: the budget is short), or ``refute`` is off: the values the heuristics left
    out (:class:`Unplaced`). None when the budget ran out."""
    order = piece_order(segs)
    got = _heuristic(cls, order, segs, pieces)
    if not isinstance(got, _Unfitted):
        return got
    if any(pieces[p].width != 1 for p in order):
        return colour_or_core(cls, segs, pieces, opts, opts.policy.region_colour_seconds)
    exact = all_different(got.problem, order, opts, opts.policy.region_colour_seconds
                          if refute else opts.policy.quick_colour_seconds)
    if isinstance(exact, dict):
        return exact
    if opts.expired():
        return None
    if exact is Status.UNKNOWN or not refute:
        return Unplaced(got.left) if got.left else None
    return window_core(cls, order, segs, pieces, got.point, opts)


@dataclass(frozen=True)
class _Unfitted:
    """Pieces neither heuristic coloured: their colouring problem (built for
    DSatur, kept for the exact check) and the point where linear scan found
    every register taken (-1: none known)."""

    problem: ColouringProblem
    point: int
    left: frozenset[str]
    """The values of the pieces the last heuristic left without their register."""


def _heuristic(cls: RegisterClass, order: list[Node],
               segs: Mapping[Node, list[tuple[int, int]]],
               pieces: Mapping[Node, ResolvedValue]) -> dict[Node, int] | _Unfitted:
    """Linear scan, else DSatur or Chaitin-Briggs: a start register per piece, or
    why not."""
    scan = scan_class(cls, order, segs, pieces)
    if scan.failed is None:
        return dict(scan.start)
    cp = pieces_problem(cls, order, segs, pieces)
    found = heuristic_colouring(cp)
    if complete(cp, found):
        return {p: int(r) for p, r in zip(order, found.tolist(), strict=True)}
    missed = (found < 0) | ((cp.fixed >= 0) & (found != cp.fixed))
    return _Unfitted(cp, -1 if scan.failed_point is None else int(scan.failed_point),
                     frozenset(str(order[v][0]) for v in np.flatnonzero(missed).tolist()))


def all_different(cp: ColouringProblem, order: list[Node], opts: SolveOptions,
                  cap: float) -> dict[Node, int] | Status:
    """Width-1 pieces (vertex ``v`` is ``order[v]``) coloured by one register
    variable each, all different over every clique of pieces that meet at a
    point (Hall sets prune here, where the 0/1 model of :func:`.colour_or_core`
    searches, and prove far sooner that pieces do not fit). A start register
    per piece, or
    INFEASIBLE (proven), or UNKNOWN (``cap`` deterministic seconds ran out)."""
    model = cp_model.CpModel()
    x = [model.new_int_var_from_domain(cp_model.Domain.from_values(cp.starts(v)), f"r{v}")
         for v in range(cp.n)]
    for clique in cp.cliques:
        model.add_all_different([x[v] for v in clique])
    for a, b in cp.edges:
        model.add(x[a] != x[b])
    solver, status = solve_cpsat(model, replace(opts, workers=1), deterministic_cap=cap)
    if status in (cp_model.FEASIBLE, cp_model.OPTIMAL):
        return {p: int(solver.value(x[v])) for v, p in enumerate(order)}
    return Status.INFEASIBLE if status == cp_model.INFEASIBLE else Status.UNKNOWN


def window_core(cls: RegisterClass, order: list[Node],
                segs: Mapping[Node, list[tuple[int, int]]],
                pieces: Mapping[Node, ResolvedValue], failed: int, opts: SolveOptions
                ) -> frozenset[str]:
    """The values of a window of pieces already proven not to colour. First
    the pieces that meet ``[f - d, f + d]`` around the point ``f`` where linear
    scan failed, ``d = 1, 2, 4, ...`` until refuted (else all of them); then of
    those the fewest first pieces (by first point), then the fewest last (by
    last point), by bisection. A subset that linear scan or DSatur colours is
    not refuted, at once (on one region's 148 pieces every unrefuted subset
    was so, where CP-SAT left each undecided at its cap); every other subset
    is proven impossible by :func:`all_different` (each check within
    :attr:`~solver_alloc.budget.BudgetPolicy.core_check_seconds`: near the smallest
    refuted window proofs get hard, and an unproven check keeps more) or kept larger
    (a subgraph of an uncolourable graph may colour)."""
    def refuted(group: list[Node]) -> bool:
        got = _heuristic(cls, group, segs, pieces)
        return (isinstance(got, _Unfitted) and all_different(
            got.problem, group, opts, opts.policy.core_check_seconds) is Status.INFEASIBLE)

    def fewest(keep: list[Node]) -> list[Node]:
        lo, hi = 1, len(keep)  # keep[:hi] is refuted
        while lo < hi and not opts.expired():
            mid = (lo + hi) // 2
            if refuted(keep[:mid]):
                hi = mid
            else:
                lo = mid + 1
        return keep[:hi]

    window = list(order)
    if failed >= 0:
        first = np.asarray([segs[p][0][0] for p in order], dtype=np.int64)
        last = np.asarray([segs[p][-1][1] for p in order], dtype=np.int64)
        d, seen = 1, 0
        while d <= int(last.max() - first.min()) and not opts.expired():
            near = np.flatnonzero((first <= failed + d) & (last >= failed - d)).tolist()
            if len(near) > seen and refuted(group := [order[i] for i in near]):
                window = group
                break
            d, seen = 2 * d, len(near)
    by_first = fewest(window)
    by_last = fewest(sorted(by_first, key=lambda p: (-segs[p][-1][1], str(p))))
    return frozenset(str(p[0]) for p in by_last)
