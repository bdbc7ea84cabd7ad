"""No-good cuts over the values whose pieces do not fit, not over the whole plan.

When a split plan's pieces are proven not to colour, :func:`refuted_values`
finds a set ``V`` of values whose pieces alone already do not colour (the
values of the pieces CP-SAT's infeasibility proof assumes coloured, when it finds
one quickly; then a deletion filter over values, removing halving chunks while
the rest stays proven uncolourable), and :func:`rule_out_values` forbids every
plan that keeps those values in registers at least where the refuted plan did:

``OR_{var in H} (not var)``,   ``H`` = the decisions of the values of ``V`` that
hold a register and are set: ``x`` (a segment held), ``in``, ``out`` and ``arrive``
(in a register at a block's entry or exit, at the kernel's entry), and ``rm`` at
a runtime-indexed read (a fresh copy in a register there).

Why no plan whose pieces fit is lost. A value's pieces (their points, their joins,
its home, its fixed register) are a function of its own decisions alone
(:func:`~solver_alloc.spill.pieces.decode.decode`), and they only grow with ``H``: in a
plan that sets every variable of ``H``, the value is in a register at every point
where the refuted plan had it there, and each refuted piece lies inside one of
its pieces. A piece starts afresh only at a def (the home, which every plan has),
or at a load or remat where the segment before is not held; where the refuted
plan held that segment, so does this plan, and a block boundary the refuted plan
crossed in a register (``out`` and ``in`` set) this plan crosses too. A colouring
of the larger pieces would colour the refuted ones (two refuted pieces that meet
lie in two pieces that meet), which is proven impossible. So the cut removes no
plan whose pieces fit, and the model's bound stays a bound on those. It removes
every plan that holds the core values at least as long, where a cut that only
forbids repeating the core values' decisions removes one plan per pattern.

The cut leaves out the held decisions the conflict does not need
(:func:`needless_holds`): with them, each cut takes only one way of holding
the core values, and the same values can be refuted round after round.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, TypeVar, cast

from ortools.sat.python import cp_model

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.cpsat import build_model
from solver_alloc.colouring.cpsat import decode as decode_starts
from solver_alloc.result import Failure, Status
from solver_alloc.solving import SolveOptions, solve_cpsat
from solver_alloc.spill.model.encode import DECISIONS
from solver_alloc.spill.pieces.decode import (
    EMPTY,
    Decision,
    Decoded,
    Node,
    decode,
    piece_ranges,
)
from solver_alloc.spill.pieces.fit import fit, piece_order, pieces_problem
from solver_alloc.spill.problem import INDEXED, SplitProblem
from solver_alloc.targets import RegisterClass

T = TypeVar("T")

_BY_CHAIN = ("x", "rm")
_BY_VALUE = ("inr", "outr")


def refuted_values(dec: Decoded, cls: RegisterClass, res: Mapping[str, ResolvedValue],
                   opts: SolveOptions, known: frozenset[str] = frozenset()
                   ) -> frozenset[str]:
    """Values whose pieces alone are proven not to colour: ``known`` (the last
    round's core) when its pieces in this plan still do not, else those of the
    pieces CP-SAT's proof needs (when it finds one quickly), else every value of
    the plan, less each halving chunk whose removal keeps that proof, within
    :attr:`~solver_alloc.budget.BudgetPolicy.core_tests` colourings and the budget
    (CP-SAT names the pieces of its proof within
    :attr:`~solver_alloc.budget.BudgetPolicy.assumed_core_seconds`: a hard proof is
    left to the deletion filter)."""
    segs, pieces = piece_ranges(dec, res)
    by_value: dict[str, list[Node]] = {}
    for root in segs:
        by_value.setdefault(root[0], []).append(root)

    def refuted(values: list[str]) -> bool:
        roots = [r for v in values for r in by_value[v]]
        got = fit(cls, {r: segs[r] for r in roots}, {r: pieces[r] for r in roots}, opts)
        return isinstance(got, Failure) and got.status is Status.INFEASIBLE

    if known and known <= by_value.keys() and refuted(sorted(known)):
        return known  # the same conflict again, held a little differently
    core = sorted(by_value)
    assumed = assumed_core(cls, segs, pieces, opts)
    if assumed is not None and len(assumed) < len(core) and refuted(assumed):
        core = assumed  # confirmed by the colouring the filter uses
    # fixed values stay: their pieces are where their register is whatever the
    # plan (a clobber holds no segment), so the filter's tests go to the others
    pinned = [v for v in core if res[v].fixed is not None]
    free = [v for v in core if res[v].fixed is None]
    return frozenset(pinned + _deletion_filter(
        free, lambda rest: bool(rest) and refuted(pinned + rest), opts))


def _deletion_filter(items: list[T], keeps: Callable[[list[T]], bool],
                     opts: SolveOptions) -> list[T]:
    """``items`` less each halving chunk whose removal still ``keeps`` the
    property (checked on what is left), within
    :attr:`~solver_alloc.budget.BudgetPolicy.core_tests` checks (one already spent by
    the caller) and the budget ``opts``."""
    most = opts.policy.core_tests
    tests, chunk = 1, max(1, len(items) // 2)
    while tests < most and not opts.expired():
        i = 0
        while i < len(items) and tests < most and not opts.expired():
            trial = items[:i] + items[i + chunk:]
            tests += 1
            if keeps(trial):
                items = trial
            else:
                i += chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    return items


def assumed_core(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
                  pieces: Mapping[Node, ResolvedValue], opts: SolveOptions
                  ) -> list[str] | None:
    """The values of the pieces CP-SAT needs to prove the colouring infeasible;
    None when it does not prove infeasibility in the budget."""
    got = colour_or_core(cls, segs, pieces, opts, opts.policy.assumed_core_seconds)
    return sorted(got) if isinstance(got, frozenset) else None


def colour_or_core(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
                   pieces: Mapping[Node, ResolvedValue], opts: SolveOptions,
                   cap: float) -> dict[Node, int] | frozenset[str] | None:
    """A feasibility colouring: every piece may stay out of the registers
    (``s``), each is assumed not to, so an infeasibility proof names the
    assumptions it needs. Returns the start register per piece, or the values
    of the pieces of such a proof, or None when neither comes within ``cap``
    deterministic seconds. For width-1 pieces a model with one register
    variable per piece proves faster (``region_colour._all_different``)."""
    order = piece_order(segs)
    cp = pieces_problem(cls, order, segs, pieces)
    enc = build_model(cp, upper=len(cls.allocatable()), allow_spill=True)
    cast(Any, enc.model).clear_objective()  # assumptions need a feasibility model
    assumed = [enc.s[v].Not() for v in range(cp.n)]
    enc.model.add_assumptions(assumed)
    lits = {lit.index: v for v, lit in enumerate(assumed)}
    solver, status = solve_cpsat(enc.model, replace(opts, workers=1), deterministic_cap=cap)
    if status in (cp_model.FEASIBLE, cp_model.OPTIMAL):
        return {p: int(r) for p, r in zip(order, decode_starts(solver, enc, cp.n).tolist(),
                                          strict=True)}
    if status != cp_model.INFEASIBLE:
        return None
    used = {lits[i] for i in solver.sufficient_assumptions_for_infeasibility() if i in lits}
    return frozenset(str(order[v][0]) for v in used)


Held = tuple[str, tuple[object, ...]]
"""A held decision ``(kind, key)`` of a :data:`~solver_alloc.spill.pieces.decode.Decision`:
``("x", (chain, j))``, ``("in", (value, block))`` or ``("out", (value, block))``."""

_ATTR = {DECISIONS[kind]: kind for kind in ("x", "in", "out")}
"""Model table -> the decision kind of a :data:`Held` its variables are read as."""


def needless_holds(sp: SplitProblem, d: Decision, values: frozenset[str],
                   cls: RegisterClass, res: Mapping[str, ResolvedValue],
                   opts: SolveOptions) -> frozenset[Held]:
    """Held decisions of ``values`` (segments kept, blocks entered or left in a
    register) the cut may leave out: dropped, the pieces of ``values`` that the
    rest imply are still proven not to colour (a deletion filter over halving
    chunks, within :attr:`~solver_alloc.budget.BudgetPolicy.core_tests` colourings
    and :attr:`~solver_alloc.budget.BudgetPolicy.needless_share` of the budget: each
    colouring may need a proof).

    Why that is a valid cut. Decode ``values`` with the dropped decisions read
    as 0 and a fresh piece wherever a value is then needed in no register (as a
    load would start one). Take any plan that sets every decision kept. Each of
    its points held by these pieces it holds too (defs and register reads are
    always held; a kept segment or exit is set). Two points share a piece here
    only through kept segments with no load between (the model loads at a read
    only after a segment not held), the home (every def writes it), or a kept
    ``in`` joined to kept ``out``s (``in`` forces every predecessor's ``out``):
    the same holds in that plan. So each piece here lies inside one of its
    pieces, and a colouring of those would colour these."""
    held: list[Held] = []
    for c, ch in enumerate(sp.chains):
        if ch.value not in values:
            continue
        v, b = ch.value, ch.block
        held += [("x", (c, j)) for j, _, _ in ch.segments() if d("x", (c, j))]
        if ch.live[0] and d("in", (v, b)):
            held.append(("in", (v, b)))
        if ch.live[-1] and d("out", (v, b)):
            held.append(("out", (v, b)))

    def refuted(dropped: frozenset[Held]) -> bool:
        def without(kind: str, key: tuple[object, ...]) -> int:
            return 0 if (kind, key) in dropped else d(kind, key)
        segs, pieces = piece_ranges(decode(sp, without, values, lenient=True), res)
        # a load kept for a dropped exit holds no point: it meets no piece
        real = {r: s for r, s in segs.items() if s != [(EMPTY, EMPTY)]}
        got = fit(cls, real, {r: pieces[r] for r in real}, opts)
        return isinstance(got, Failure) and got.status is Status.INFEASIBLE

    opts = opts.share(opts.policy.needless_share)
    if not held or not refuted(frozenset()):
        return frozenset()
    everything = frozenset(held)
    kept = _deletion_filter(held, lambda rest: refuted(everything - frozenset(rest)),
                            opts)
    return everything - frozenset(kept)


def rule_out_values(sp: SplitProblem, m: Any, solver: Any, values: frozenset[str],
                    needless: frozenset[Held] = frozenset(), unless: Any = None) -> None:
    """The cut of the module docstring, with the solved values of ``solver``,
    less the ``needless`` decisions (:func:`needless_holds`); ``unless``: a
    literal that also satisfies it (the plan has more registers than the
    refuted one was coloured with)."""
    def held(attr: str, key: Any) -> bool:
        if attr in _ATTR and (_ATTR[attr], key) in needless:
            return False
        if attr == "arrive":
            return str(key) in values
        if attr in _BY_VALUE:
            return str(key[0]) in values
        c, j = key
        ch = sp.chains[c]
        return ch.value in values and (attr == "x" or ch.events[j].kind == INDEXED)

    m.model.add_bool_or([var.Not() for attr in (*_BY_CHAIN, *_BY_VALUE, "arrive")
                         for key, var in getattr(m, attr).items()
                         if held(attr, key) and solver.boolean_value(var)]
                        + ([] if unless is None else [unless]))
