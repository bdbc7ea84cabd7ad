"""A CFG's regions coloured as they are planned: the cut loop of :mod:`.core`,
region by region.

A region is entered with its held values in the registers the region before it
left them in, and a value redefined there writes the home register it was given
where it was first defined. Its pieces are coloured freely (linear scan,
DSatur or Chaitin-Briggs, then one register variable per piece, all different
over each clique) and the registers renamed to meet those pins
(:func:`colour_region`): the
entry pieces all hold the region's first point, so they differ in any
colouring. When renaming cannot meet the pins, the pieces are coloured pinned.
When the pieces are proven not to fit, a window of them that is also proven
not to fit (:func:`_window_core`) names the values, and
:func:`~solver_alloc.spill.core.rule_out_values` removes every region plan
that holds them at least as long; the region is solved again
(:func:`plan_region`).

A cut is sound for the region *given its pins*: it may remove a plan that would
colour had the regions before chosen other registers. So it serves the plan
only, never the bound, which is solved on a copy of the model without cuts.
Each region keeps its registers (:class:`Colouring`), and the whole plan is
coloured from them, so a plan whose regions each coloured colours as a whole.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.heuristics import complete, heuristic_colouring
from solver_alloc.colouring.linear_scan import scan_class
from solver_alloc.colouring.problem import ColouringProblem
from solver_alloc.result import Status
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.chains import SplitProblem
from solver_alloc.spill.core import colour_or_core, rule_out_values
from solver_alloc.spill.decode import EMPTY, Decision, Node, decode, piece_ranges, pinned_ranges
from solver_alloc.spill.finish import model_decision
from solver_alloc.spill.fit import piece_order, pieces_problem
from solver_alloc.spill.model import SplitModel
from solver_alloc.targets import RegisterClass

COLOUR_SECONDS = 5.0
"""Deterministic seconds one region's feasibility colouring may take."""

QUICK_COLOUR_SECONDS = 1.0
"""The same when the budget is short: an undecided colouring took 8.5 s of
wall time at the full cap, then the region took its last resort anyway."""

CORE_CHECK_SECONDS = 0.2
"""Deterministic seconds each check of :func:`_window_core` may take (near the
smallest refuted window, proofs get hard; an unproven check keeps more)."""

REGION_ROUNDS = 8
"""Refuted plans a region (or window) may rule out before it gives up."""

REGION_FLOOR = 0.25
"""Least share of the plan's remaining budget a region may take: most take far
less than an even share, but one whose plan does not colour needs several
solves and a refutation (and its last resort, when its own share ran out)."""

@dataclass(frozen=True)
class Colouring:
    """A region's registers: per value, its pieces' (doubled) point ranges
    ``(lo, hi, start register)`` in order, and per region exit (local block)
    the register each value held there leaves in."""

    ranges: Mapping[str, tuple[tuple[int, int, int], ...]]
    leave: Mapping[int, Mapping[str, int]]
    homes: Mapping[str, int]
    """The home register of each value with a def (or its home piece) here:
    every def of a value writes one register, across all regions."""

    def renamed(self, perm: Mapping[int, int]) -> Colouring:
        """Every register ``r`` renamed ``perm[r]``."""
        return Colouring({v: tuple((lo, hi, perm[r]) for lo, hi, r in rs)
                          for v, rs in self.ranges.items()},
                         {b: {v: perm[r] for v, r in held.items()}
                          for b, held in self.leave.items()},
                         {v: perm[r] for v, r in self.homes.items()})

    def at(self, value: str, point: int) -> int | None:
        """The register ``value`` holds at ``point``, if it holds one."""
        rs = self.ranges.get(value, ())
        k = bisect_right(rs, (point, 2**62, 0)) - 1
        return rs[k][2] if k >= 0 and rs[k][0] <= point <= rs[k][1] else None


def _local(m: SplitModel, solver: Any, entered: bool) -> Decision:
    """The solved region's decisions; entered across a cut, a value held on the
    edge starts an entry piece of its own (not the home piece, as at the kernel's
    entry)."""
    d = model_decision(solver, m)
    if not entered:
        return d
    return lambda kind, key: 0 if kind == "arrive" else d(kind, key)


def _renamed(got: Mapping[Node, int], entry: Mapping[Node, int], cls: RegisterClass
             ) -> dict[Node, int] | None:
    """``got`` with registers renamed so each entry piece starts where ``entry``
    pins it: a permutation of the allocatable registers (width 1 only). None
    when two entry pieces share a register in ``got`` (they cannot both move)."""
    want: dict[int, int] = {}
    for node, s in entry.items():
        if node in got and want.setdefault(got[node], s) != s:
            return None
    perm = permutation(want, cls)
    return None if perm is None else {p: perm[r] for p, r in got.items()}


def permutation(want: Mapping[int, int], cls: RegisterClass) -> dict[int, int] | None:
    """A permutation of the allocatable registers that extends ``want``; None
    when ``want`` is not one-to-one."""
    if len(set(want.values())) < len(want):
        return None
    regs, taken = cls.allocatable(), set(want.values())
    spare = iter(r for r in regs if r not in taken)
    return {r: want[r] if r in want else next(spare) for r in regs}


def colour_region(rp: SplitProblem, m: SplitModel, solver: Any, cls: RegisterClass,
                  res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                  homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions,
                  refute: bool = True) -> Colouring | frozenset[str] | None:
    """The solved region ``rp``'s registers, with its entry pieces in ``enter``
    and the home pieces of values in ``homes`` there (chosen elsewhere);
    ``exits``: the local blocks whose leaving registers to keep. When its
    pieces are proven not to fit: the refuted values; None when that is not
    proven (the budget), or ``refute`` is off (no core is looked for).

    The entry pieces all hold the region's first point (a value on the edge
    holds its register there), so they differ in any colouring; with width 1,
    renaming registers turns a free colouring into one that meets the entry
    (:func:`_renamed`), so the pins cost no search. Otherwise the pieces are
    coloured pinned."""
    d = _local(m, solver, rp.cut is not None and rp.cut.entered)
    dec = decode(rp, d)
    pc = dec.pieces
    first = rp.block_points[0][0] - 1  # the entry event's point
    entry = {pc.find((v, ("in", 0))): s for v, s in enter.items()
             if (v, ("in", 0)) in pc.parent}
    for node in entry:
        pc.hold(node, first, first)
    for v, s in homes.items():
        if (v, "home") in pc.parent and entry.setdefault(pc.find((v, "home")), s) != s:
            return None  # arrives held in one register, its home is another: no renaming
    segs, pieces = piece_ranges(dec, res)
    got: dict[Node, int] | None = None
    if all(pieces[p].width == 1 for p in entry if p in pieces):
        free = _fit(cls, segs, pieces, opts, refute)
        if not isinstance(free, dict):  # refuted without pins: whatever the entry
            return free
        got = _renamed(free, entry, cls)
    if got is None:
        ranged = pinned_ranges(dec, res, entry)
        if ranged is None:
            return None
        segs, pieces = ranged
        pinned = _fit(cls, segs, pieces, opts, refute)
        if not isinstance(pinned, dict):
            return pinned
        got = pinned
    return _colouring(segs, got, pc, m, d, exits)


def _fit(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
         pieces: Mapping[Node, ResolvedValue], opts: SolveOptions, refute: bool = True
         ) -> dict[Node, int] | frozenset[str] | None:
    """Linear scan, else DSatur or Chaitin-Briggs, else the feasibility colouring of
    :func:`_all_different` (:func:`.colour_or_core` for wider pieces): a start
    register per piece, or the values of a proof that none exists (a window
    of pieces also proven not to fit: :func:`_window_core`), or None."""
    order = piece_order(segs)
    got = _heuristic(cls, order, segs, pieces)
    if not isinstance(got, _Unfitted):
        return got
    if any(pieces[p].width != 1 for p in order):
        return colour_or_core(cls, segs, pieces, opts, COLOUR_SECONDS)
    exact = _all_different(got.problem, order, opts,
                           COLOUR_SECONDS if refute else QUICK_COLOUR_SECONDS)
    if isinstance(exact, dict):
        return exact
    if exact is Status.UNKNOWN or opts.expired() or not refute:
        return None
    return _window_core(cls, order, segs, pieces, got.point, opts)


@dataclass(frozen=True)
class _Unfitted:
    """Pieces neither heuristic coloured: their colouring problem (built for
    DSatur, kept for the exact check) and the point where linear scan found
    every register taken (-1: none known)."""

    problem: ColouringProblem
    point: int


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
    return _Unfitted(cp, -1 if scan.failed_point is None else int(scan.failed_point))


def _all_different(cp: ColouringProblem, order: list[Node], opts: SolveOptions,
                   cap: float) -> dict[Node, int] | Status:
    """Width-1 pieces (vertex ``v`` is ``order[v]``) coloured by one register
    variable each, all different over every clique of pieces that meet at a
    point (Hall sets prune here, where the 0/1 model of :func:`.colour_or_core`
    searches: one CFG region's 148 pieces proven uncolourable in 0.3 s, where
    that model proved nothing in 12 s). A start register per piece, or
    INFEASIBLE (proven), or UNKNOWN (``cap`` deterministic seconds ran out)."""
    regs = cp.cls.starts(1)
    model = cp_model.CpModel()
    x = [model.new_int_var_from_domain(cp_model.Domain.from_values(
        [int(f)] if f >= 0 else regs), f"r{v}") for v, f in enumerate(cp.fixed.tolist())]
    for clique in cp.cliques:
        model.add_all_different([x[v] for v in clique])
    for a, b in cp.edges:
        model.add(x[a] != x[b])
    solver, status = solve_cpsat(model, replace(opts, workers=1), deterministic_cap=cap)
    if status in (cp_model.FEASIBLE, cp_model.OPTIMAL):
        return {p: int(solver.value(x[v])) for v, p in enumerate(order)}
    return Status.INFEASIBLE if status == cp_model.INFEASIBLE else Status.UNKNOWN


def _window_core(cls: RegisterClass, order: list[Node],
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
    is proven impossible by :func:`_all_different` or kept larger (a subgraph
    of an uncolourable graph may colour)."""
    def refuted(group: list[Node]) -> bool:
        got = _heuristic(cls, group, segs, pieces)
        return (isinstance(got, _Unfitted) and _all_different(
            got.problem, group, opts, CORE_CHECK_SECONDS) is Status.INFEASIBLE)

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


def _colouring(segs: Mapping[Node, list[tuple[int, int]]], got: Mapping[Node, int],
               pc: Any, m: SplitModel, d: Decision, exits: tuple[int, ...]) -> Colouring:
    """The region's registers by value and point, and those its ``exits`` leave."""
    ranges: dict[str, list[tuple[int, int, int]]] = {}
    for root, ss in segs.items():
        ranges.setdefault(str(root[0]), []).extend(
            (lo, hi, got[root]) for lo, hi in ss if lo != EMPTY)
    leave = {b: {v: got[pc.find((v, ("out", b)))]
                 for (v, bb) in m.outr if bb == b and d("out", (v, b))}
             for b in exits}
    homes = {str(v): got[pc.find((v, "home"))] for v in {p[0] for p in got}
             if (v, "home") in pc.parent and pc.find((v, "home")) in got}
    return Colouring({v: tuple(sorted(rs)) for v, rs in ranges.items()}, leave, homes)


def plan_region(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions,
                quick: bool = False, resort: SolveOptions | None = None,
                first: tuple[Any, Any] | None = None) -> tuple[Any, Colouring] | None:
    """Solve the region's model (already entered as the region before left)
    until its plan colours, ruling out each refuted plan's core values. When
    that finds none in :data:`REGION_ROUNDS` rounds, or a colouring is neither
    found nor refuted, the region is planned as a last resort
    (:func:`plan_held_only`); ``quick`` (the budget is short): after the first
    plan that does not colour, with no search for its core. When ``opts`` runs
    out first, what follows takes a share of ``resort`` (the caller's
    budget) if given: a plan found is still coloured, and a plan cut short
    before any solution is solved once more before the last resort. None
    when even that fails, or the budget runs out. ``first``: the model's
    first solve, already done (solver, status)."""
    for rounds in range(REGION_ROUNDS + 1):
        solver, status = first if first is not None and not rounds else solve_cpsat(
            m.model, opts, full_lp=True, small=True)
        if status == cp_model.INFEASIBLE:
            return None
        if not solved(status):
            break  # out of time (a solve can stop just short of its deadline)
        if opts.expired():  # a plan, but no time left: colour it on resort's
            if (spare := _spare(resort)) is None:
                return None
            opts, quick = spare, True
        got = colour_region(rp, m, solver, cls, res, enter, homes, exits, opts,
                            refute=not quick)
        if isinstance(got, Colouring):
            return solver, got
        if opts.expired() or got is None or rounds >= REGION_ROUNDS or quick:
            break
        rule_out_values(rp, m, solver, got)
    unsolved = not solved(status)
    if opts.expired() or unsolved:
        if (spare := _spare(resort)) is None:
            return None
        opts = spare
    if unsolved:  # cut short, not refuted: the plan itself first (6x cheaper)
        again = _solve_once(rp, m, cls, res, enter, homes, exits, opts)
        if again is not None:
            return again
    return plan_held_only(rp, m, cls, res, enter, homes, exits, opts)


def solved(status: Any) -> bool:
    """A CP-SAT status with a solution (a function: OR-Tools is imported on
    first use, not with this module)."""
    return status in (cp_model.FEASIBLE, cp_model.OPTIMAL)


def _spare(resort: SolveOptions | None) -> SolveOptions | None:
    """A region's share of ``resort`` once its own ran out; None when none."""
    return None if resort is None or resort.expired() else resort.share(REGION_FLOOR)


def plan_held_only(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                   res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                   homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions
                   ) -> tuple[Any, Colouring] | None:
    """The last resort: the region holding values only at their references
    (:func:`hold_only_at_references`), solved and coloured once, no core looked
    for. None when it does not colour, or the budget runs out."""
    hold_only_at_references(m, len(rp.freq) - 1)
    return _solve_once(rp, m, cls, res, enter, homes, exits, opts)


def _solve_once(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions
                ) -> tuple[Any, Colouring] | None:
    """The region's model solved and coloured once, no core looked for."""
    solver, status = solve_cpsat(m.model, opts, full_lp=True, small=True)
    if not solved(status):
        return None
    got = colour_region(rp, m, solver, cls, res, enter, homes, exits, opts, refute=False)
    return (solver, got) if isinstance(got, Colouring) else None


def hold_only_at_references(m: SplitModel, last: int) -> None:
    """Spill everywhere inside the region: ``x[c, j] = 0`` for every segment
    (a value is in a register only at the points that read or write it, loaded
    or recomputed before each read) and ``out[v, b] = 0`` for every block but
    the last (nothing crosses an edge inside the region in a register; the
    region's exit may still leave values in registers, loaded there). Every
    piece is then one point, an entry piece at the region's first point, or
    the home piece of a redefined value (its defs): they colour far more easily
    than the plan that did not, though home registers pinned by earlier regions
    can still clash."""
    for var in m.x.values():
        m.model.add(var == 0)
    for (_, b), var in m.outr.items():
        if b != last:
            m.model.add(var == 0)
