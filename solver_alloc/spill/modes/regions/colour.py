"""A CFG's regions coloured as they are planned: the cut loop of
:mod:`~solver_alloc.spill.refine.cuts`, region by region.

A region is entered with its held values in the registers the region before it
left them in, and a value redefined there writes the home register it was given
where it was first defined. Its pieces are coloured freely (linear scan,
DSatur or Chaitin-Briggs, then one register variable per piece, all different
over each clique) and the registers renamed to meet those pins
(:func:`colour_region`): the
entry pieces all hold the region's first point, so they differ in any
colouring. When renaming cannot meet the pins, the pieces are coloured pinned.
When the pieces are proven not to fit, a window of them that is also proven
not to fit (:func:`~solver_alloc.spill.modes.regions.fit.window_core`) names the values, and
:func:`~solver_alloc.spill.refine.cuts.rule_out_values` removes every region plan
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
from enum import Enum
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import SplitModel
from solver_alloc.spill.modes.regions.fit import Unplaced, fit_pieces
from solver_alloc.spill.pieces.decode import (
    EMPTY,
    Decision,
    Node,
    decode,
    piece_ranges,
    pinned_ranges,
)
from solver_alloc.spill.pieces.finish import model_decision
from solver_alloc.spill.problem import SplitProblem
from solver_alloc.spill.refine.cuts import rule_out_values
from solver_alloc.spill.refine.loop import refine
from solver_alloc.targets import RegisterClass


class Dropped(Enum):
    """Why a region has no plan (and a regions' plan was dropped before it was
    complete)."""

    NO_PLAN = "a region found no plan that colours in its share"
    OUT_OF_TIME = "the budget ran out first"


Coloured = tuple[Any, "Colouring"]
"""A region's plan: its CP-SAT solver (the solution) and its registers."""


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
                  refute: bool = True) -> Colouring | frozenset[str] | Unplaced | None:
    """The solved region ``rp``'s registers, with its entry pieces in ``enter`` and the
    home pieces of values in ``homes`` there (chosen elsewhere); ``exits``: the local
    blocks whose leaving registers to keep. When its pieces are proven not to fit: the
    refuted values; when that is not proven, or ``refute`` is off (no core is looked
    for): the values left out (:class:`~solver_alloc.spill.modes.regions.fit.Unplaced`);
    None when the budget ran out, or a value's entry and home registers differ.

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
        free = fit_pieces(cls, segs, pieces, opts, refute)
        if not isinstance(free, dict):  # refuted without pins: whatever the entry
            return free
        got = _renamed(free, entry, cls)
    if got is None:
        ranged = pinned_ranges(dec, res, entry)
        if ranged is None:
            return None
        segs, pieces = ranged
        pinned = fit_pieces(cls, segs, pieces, opts, refute)
        if not isinstance(pinned, dict):
            return pinned
        got = pinned
    return _colouring(segs, got, pc, m, d, exits)


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
                first: tuple[Any, Any] | None = None) -> Coloured | Dropped:
    """Solve the region's model (already entered as the region before left) until its
    plan colours, ruling out each refuted plan's core values, or, when a colouring is
    neither found nor refuted, the values the heuristics left out
    (:class:`~solver_alloc.spill.modes.regions.fit.Unplaced`: a guess). When that finds
    none in :attr:`~solver_alloc.budget.BudgetPolicy.region_rounds` rounds, the region
    is planned as a last resort (:func:`plan_held_only`, on the model without the
    guesses); ``quick`` (the budget is short): no search for a core, and at most
    :attr:`~solver_alloc.budget.BudgetPolicy.guess_rounds` guesses. When
    ``opts`` runs out first, what follows takes a share of ``resort`` (the caller's
    budget) if given: a plan found is still coloured, and a plan cut short before any
    solution is solved once more before the last resort. :class:`Dropped` when even that
    fails, or the model has no plan without guesses (``NO_PLAN``), or the budget runs
    out (``OUT_OF_TIME``: a solve stopped without a solution, or no time was left to
    colour one). ``first``: the model's first solve, already done (solver, status)."""
    rounds = opts.policy.guess_rounds if quick else opts.policy.region_rounds
    return refine(_RegionRounds(rp, m, cls, res, enter, homes, exits, opts, quick, resort,
                                first, rounds), rounds)


class _RegionRounds:
    """A region's refinement loop (:func:`~solver_alloc.spill.refine.loop.refine`):
    no rows to widen; a refuted plan's core, or a guess at the values the
    heuristics left out, is cut; anything else ends in the last resort."""

    def __init__(self, rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                 res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                 homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions,
                 quick: bool, resort: SolveOptions | None, first: tuple[Any, Any] | None,
                 rounds: int) -> None:
        self.rp, self.m, self.cls, self.res = rp, m, cls, res
        self.enter, self.homes, self.exits = enter, homes, exits
        self.opts, self.quick, self.resort = opts, quick, resort
        self.first, self.rounds = first, rounds
        self.base: Any = None  # the model before the first guess: the last resort's
        self.solver: Any = None
        self.status: Any = None
        self.got: Any = None

    def solve(self) -> Coloured | Dropped | None:
        first, self.first = self.first, None
        self.solver, self.status = first if first is not None else solve_plan(
            self.m.model, self.opts)
        if self.status == cp_model.INFEASIBLE and self.base is None:
            return Dropped.NO_PLAN
        if not solved(self.status):
            return self.last()  # out of time (a solve can stop just short of its deadline)
        if self.opts.expired():  # a plan, but no time left: colour it on resort's
            if (spare := _spare(self.resort)) is None:
                return Dropped.OUT_OF_TIME
            self.opts, self.quick = spare, True
        return None

    def fit(self) -> Coloured | None:
        self.got = colour_region(self.rp, self.m, self.solver, self.cls, self.res,
                                 self.enter, self.homes, self.exits, self.opts,
                                 refute=not self.quick)
        if isinstance(self.got, Colouring):
            return self.solver, self.got
        return None

    def widen(self) -> bool:
        return False

    def cut(self, round_: int) -> Coloured | Dropped | None:
        got = self.got
        if self.opts.expired() or got is None or round_ >= self.rounds or (
                self.quick and not isinstance(got, Unplaced)):
            return self.last()
        if isinstance(got, Unplaced):
            self.base = self.m.model.clone() if self.base is None else self.base
            got = got.values
        rule_out_values(self.rp, self.m, self.solver, got)
        return None

    def last(self) -> Coloured | Dropped:
        m = self.m if self.base is None else replace(self.m, model=self.base)
        return _last_resort(self.rp, m, self.cls, self.res, self.enter, self.homes,
                            self.exits, self.opts, self.resort, self.status)


def _last_resort(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                 res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                 homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions,
                 resort: SolveOptions | None, status: Any) -> Coloured | Dropped:
    """What :func:`plan_region` does when its rounds found no plan that colours:
    a solve cut short (``status``) is solved once more, then the region holds
    values only at their references."""
    unsolved = not solved(status)
    if opts.expired() or unsolved:
        if (spare := _spare(resort)) is None:
            return Dropped.OUT_OF_TIME
        opts = spare
    if unsolved and status != cp_model.INFEASIBLE:  # cut short: the plan first (6x cheaper)
        again = _solve_once(rp, m, cls, res, enter, homes, exits, opts)
        if not isinstance(again, Dropped):
            return again
    return plan_held_only(rp, m, cls, res, enter, homes, exits, opts)


def solve_plan(model: cp_model.CpModel, opts: SolveOptions) -> tuple[Any, Any]:
    """A region's (or window's) plan model solved: its LP in full, set up as
    for a small model, without Chvatal-Gomory cuts (:func:`.solve_cpsat`)."""
    return solve_cpsat(model, opts, full_lp=True, small=True, cg_cuts=False)


def solved(status: Any) -> bool:
    """A CP-SAT status with a solution (a function: OR-Tools is imported on
    first use, not with this module)."""
    return status in (cp_model.FEASIBLE, cp_model.OPTIMAL)


def _spare(resort: SolveOptions | None) -> SolveOptions | None:
    """A region's share of ``resort`` once its own ran out
    (:attr:`~solver_alloc.budget.BudgetPolicy.region_floor`); None when none."""
    return None if resort is None or resort.expired() else resort.share(
        resort.policy.region_floor)


def plan_held_only(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                   res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                   homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions
                   ) -> Coloured | Dropped:
    """The last resort: the region holding values only at their references
    (:func:`hold_only_at_references`), solved and coloured once, no core looked
    for (:func:`_solve_once` says why when it finds no plan)."""
    hold_only_at_references(m, len(rp.freq) - 1)
    return _solve_once(rp, m, cls, res, enter, homes, exits, opts)


def _solve_once(rp: SplitProblem, m: SplitModel, cls: RegisterClass,
                res: Mapping[str, ResolvedValue], enter: Mapping[str, int],
                homes: Mapping[str, int], exits: tuple[int, ...], opts: SolveOptions
                ) -> Coloured | Dropped:
    """The region's model solved and coloured once, no core looked for;
    ``OUT_OF_TIME`` when the solve stopped without a solution or the budget
    ran out while colouring, ``NO_PLAN`` when the model has none or it does
    not colour."""
    solver, status = solve_plan(m.model, opts)
    if not solved(status):
        return Dropped.NO_PLAN if status == cp_model.INFEASIBLE else Dropped.OUT_OF_TIME
    got = colour_region(rp, m, solver, cls, res, enter, homes, exits, opts, refute=False)
    if isinstance(got, Colouring):
        return solver, got
    return Dropped.OUT_OF_TIME if opts.expired() else Dropped.NO_PLAN


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
