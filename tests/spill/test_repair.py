"""The repair path of a plan whose pieces do not colour
(:func:`~solver_alloc.spill.refine.pinned.pinned`): the scan's shortfall
(:func:`~solver_alloc.spill.pieces.fit.scan_with_room`) sets how many fewer registers
the re-plan counts, and bisection then spends what is left of the budget on a
cheaper plan."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

import numpy as np
import pytest
from helpers import kernel, toy_target

from solver_alloc import Status
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.budget import DEFAULT_POLICY
from solver_alloc.colouring.linear_scan import scan_class
from solver_alloc.result import ClassOutcome, Header
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.pieces.fit import piece_order, scan_with_room
from solver_alloc.spill.problem import build
from solver_alloc.spill.refine.fallback import fallback
from solver_alloc.spill.refine.pinned import pinned
from solver_alloc.spill.solve import assemble
from solver_alloc.verifier.kernel import verify

T4 = toy_target(count=4, widths=(1, 2))


def _piece(width: int, fixed: int | None = None) -> ResolvedValue:
    return ResolvedValue("g", width, fixed, None, False)


def test_the_scan_shortfall_is_what_first_fit_lacks() -> None:
    """a, b and c take g0, g1, g2 by first fit; b ends, and the pair d finds g1
    and g3 free but no aligned pair: the scan needs 6 registers, 2 more than 4.
    (With b in g2 and c in g1 the pieces fit; the shortfall is the scan's, which
    a re-plan for fewer registers absorbs.) Without c nothing is lacking."""
    segs: dict[Any, list[tuple[int, int]]] = {
        "a": [(0, 10)], "b": [(0, 2)], "c": [(0, 10)], "d": [(4, 6)]}
    pieces = {"a": _piece(1), "b": _piece(1), "c": _piece(1), "d": _piece(2)}
    assert scan_with_room(T4.classes["g"], piece_order(segs), segs, pieces) == (None, 2)
    fits = {"a": [(0, 10)], "b": [(0, 2)], "d": [(4, 6)]}
    start, lacking = scan_with_room(T4.classes["g"], piece_order(fits), fits, pieces)
    assert (start, lacking) == ({"a": 0, "b": 1, "d": 2}, 0)
    assert start == dict(scan_class(T4.classes["g"], piece_order(fits), fits, pieces).start)
    assert scan_with_room(T4.classes["g"], [], {}, {}) == ({}, 0)  # a plan with no pieces


def test_fixed_pieces_that_clash_have_no_shortfall() -> None:
    """Two pieces fixed to g0 at once: no count of registers fits them."""
    segs: dict[Any, list[tuple[int, int]]] = {"a": [(0, 4)], "b": [(2, 6)]}
    pieces = {"a": _piece(1, fixed=0), "b": _piece(1, fixed=0)}
    assert scan_with_room(T4.classes["g"], piece_order(segs), segs, pieces) == (None, 0)


def _setup(fits: int, stop: int | None = None) -> tuple[list[int], Any, Any, Any]:
    """A class of 16 registers whose re-plans (stood in for) colour at ``fits``
    registers or fewer, cost one more per register fewer, and report a scan
    shortfall of two more than they lack; a re-plan at ``stop`` runs out of time.
    Returns the counts tried, the problem and its class."""
    t = toy_target(count=16, widths=(1,))
    k = kernel([{"op": "op", "defs": ["a"]}, {"op": "op", "uses": ["a"]}])
    problem = Problem.from_kernel(k, t)
    sp = build(problem, "g")
    tried: list[int] = []

    def fake(problem: Problem, sp: Any, opts: SolveOptions, **kw: Any) -> ClassOutcome:
        assert kw["pinned"]
        assert kw["colour_share"] < 1
        tried.append(sp.k)
        if sp.k == stop:
            return ClassOutcome(Status.UNKNOWN, note="no plan in time")
        if sp.k > fits:
            return ClassOutcome(Status.UNKNOWN, bound=Fraction(90), uncoloured=True,
                                short=sp.k - fits + 2)
        cost = Fraction(100 + 16 - sp.k)
        return ClassOutcome(Status.OPTIMAL, cost, cost, {"a": ("g0",)}, (),
                            "split model, CP-SAT: 0 stores; bound 0")

    return tried, problem, sp, fake


def test_a_plan_short_of_registers_is_replanned_for_that_many_fewer_then_bisected() -> None:
    """The first plan's scan lacks 8: the re-plan counts 8 registers (fits,
    cost 108). Bisection between 8 fewer and none (pinned, the full count was
    not tried) tries 13 (no), 11 (no), 10 (fits, 106) and keeps 10, under the
    first model's bound."""
    tried, problem, sp, fake = _setup(fits=10)
    got = ClassOutcome(Status.UNKNOWN, bound=Fraction(95), uncoloured=True, short=8)
    out = pinned(problem, sp, SolveOptions(time_limit=30).started(), got, fake)
    assert tried == [8, 13, 11, 10]
    assert out.cost == 106
    assert out.bound == 95
    assert out.status is Status.FEASIBLE
    assert "planned for 10 registers" in out.note


def test_a_plan_with_no_known_shortfall_is_first_replanned_at_the_full_count() -> None:
    """No shortfall measured (fixed pieces that clash): the first re-plan is
    pinned at all 16; it lacks 4, so 12 next (fits, 104); bisection keeps 14
    (102)."""
    tried, problem, sp, fake = _setup(fits=14)
    got = ClassOutcome(Status.UNKNOWN, bound=Fraction(95), uncoloured=True, short=0)
    out = pinned(problem, sp, SolveOptions(time_limit=30).started(), got, fake)
    assert tried == [16, 12, 14, 15]
    assert out.cost == 102
    assert "planned for 14 registers" in out.note


def test_a_plan_two_short_is_replanned_for_two_fewer_then_bisected_to_the_full_count() -> None:
    """A shortfall of 2: 14 registers (fits), then 16 and 15 (no): 14 stays."""
    tried, problem, sp, fake = _setup(fits=14)
    got = ClassOutcome(Status.UNKNOWN, bound=Fraction(95), uncoloured=True, short=2)
    out = pinned(problem, sp, SolveOptions(time_limit=30).started(), got, fake)
    assert tried == [14, 16, 15]
    assert out.cost == 102


def test_bisection_stops_when_a_step_runs_out_of_time() -> None:
    """The step at 13 registers finds no plan in its share: the plan for 8 stays."""
    tried, problem, sp, fake = _setup(fits=10, stop=13)
    got = ClassOutcome(Status.UNKNOWN, bound=Fraction(95), uncoloured=True, short=8)
    out = pinned(problem, sp, SolveOptions(time_limit=30).started(), got, fake)
    assert tried == [8, 13]
    assert out.cost == 108
    assert "planned for 8 registers" in out.note


def _scan_defeating() -> tuple[dict[Any, list[tuple[int, int]]], dict[Any, ResolvedValue]]:
    segs: dict[Any, list[tuple[int, int]]] = {
        "v0": [(3, 3)], "v1": [(5, 9)], "v2": [(4, 9)], "v3": [(0, 5)], "v4": [(2, 4)],
        "v5": [(6, 6)]}
    return segs, {n: _piece(2 if n in ("v0", "v5") else 1) for n in segs}


def test_pieces_the_scans_cannot_fit_are_coloured_by_the_heuristics_first(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The same pieces: DSatur or Chaitin-Briggs colours them before any exact
    colouring starts (a PTX matmul's plan at 120 registers, 3 short in linear
    scan, colours so), each piece apart from every piece it meets, the pairs
    aligned."""
    import solver_alloc.spill.pieces.fit as fit_mod

    def no_exact(*_: object, **__: object) -> None:
        raise AssertionError("the exact colouring ran")
    monkeypatch.setattr(fit_mod, "exact_colour", no_exact)
    segs, pieces = _scan_defeating()
    got = fit_mod.fit(T4.classes["g"], segs, pieces, SolveOptions(time_limit=10).started())
    assert isinstance(got, dict)
    held = {n: {(r, p) for r in range(got[n], got[n] + pieces[n].width)
                for lo, hi in segs[n] for p in range(lo, hi + 1)} for n in segs}
    for a in segs:
        assert got[a] % pieces[a].width == 0
        assert got[a] >= 0
        assert got[a] + pieces[a].width <= 4
        for b in segs:
            assert a == b or not held[a] & held[b], (a, b)


def test_pieces_no_colouring_places_are_named_with_their_ranges() -> None:
    """Three width-1 pieces that meet at point 4 in 2 registers, and a fixed
    one that meets none: fit (heuristics only) fails, naming one unfixed piece
    the heuristics left out, by its value and with its own ranges, for
    eviction to take out of registers."""
    import solver_alloc.spill.pieces.fit as fit_mod
    from solver_alloc.result import Failure

    cls = toy_target(count=2, widths=(1,)).classes["g"]
    segs: dict[Any, list[tuple[int, int]]] = {
        ("a", "home"): [(0, 4)], ("b", "home"): [(2, 6)], ("c", 1): [(4, 8)],
        ("f", "home"): [(10, 12)]}
    pieces = {n: _piece(1, 0 if n[0] == "f" else None) for n in segs}
    out = fit_mod.fit(cls, segs, pieces, SolveOptions(time_limit=10).started(),
                     exact=False)
    assert isinstance(out, Failure)
    assert out.unplaced is not None
    assert len(out.unplaced) == 1
    ((v, ranges),) = out.unplaced.items()
    assert v in ("a", "b", "c")
    assert list(ranges) == [r for n, rs in segs.items() if n[0] == v for r in rs]


def test_a_piece_that_cannot_move_names_the_pieces_in_its_way() -> None:
    """Two registers, ``a`` and ``b`` placed over points 0 to 10 and ``f``
    fixed in register 0 over 5 to 6, left out: ``f``'s blocker is ``a``
    (register 0) where the two meet, 5 to 6, not ``b`` and not all of ``a``."""
    import solver_alloc.spill.pieces.fit as fit_mod

    cls = toy_target(count=2, widths=(1,)).classes["g"]
    segs: dict[Any, list[tuple[int, int]]] = {
        ("a", "home"): [(0, 10)], ("b", "home"): [(0, 10)], ("f", "home"): [(5, 6)]}
    pieces = {n: _piece(1, 0 if n[0] == "f" else None) for n in segs}
    order = piece_order(segs)
    cp = fit_mod.pieces_problem(cls, order, segs, pieces)
    start = np.asarray([{"a": 0, "b": 1, "f": -1}[n[0]] for n in order])
    assert fit_mod.blockers(cp, order, segs, start) == {"a": ((5, 6),)}


def test_the_exact_colouring_is_not_started_without_the_time_to_build_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Pieces that neither scan order fits into 4 registers (found by random
    search) but an exact colouring does (the heuristics after the scans are
    left out here): with 10 s left fit colours them; with building priced at
    1 s per piece and register (24 s here) it does not start the exact
    colouring, and the plan is unknown, not refuted."""
    import solver_alloc.spill.pieces.fit as fit_mod
    from solver_alloc.result import Failure

    segs, pieces = _scan_defeating()
    cls = T4.classes["g"]
    monkeypatch.setattr(fit_mod, "heuristic_colouring", lambda cp: np.full(cp.n, -1))
    got = fit_mod.fit(cls, segs, pieces, SolveOptions(time_limit=10).started())
    assert isinstance(got, dict)
    slow = replace(DEFAULT_POLICY, exact_colour_seconds=1.0)
    out = fit_mod.fit(cls, segs, pieces, SolveOptions(time_limit=10, policy=slow).started())
    assert isinstance(out, Failure)
    assert out.status is Status.UNKNOWN
    assert out.short > 0


def test_the_exact_cover_fallback_starts_only_with_time_to_spare() -> None:
    """Spill-everywhere after a failed split plan, on any path: the exact
    covering model with the greedy's expected seconds
    (:data:`~solver_alloc.costing.EVERYWHERE_SECONDS` per segment)
    :attr:`~solver_alloc.budget.BudgetPolicy.exact_cover` times over left, else
    the greedy spiller straight away (its model is built outside the budget)."""
    k = kernel([{"op": "def", "defs": ["a"]}, {"op": "def", "defs": ["b"]},
                {"op": "op", "uses": ["a", "b"], "defs": ["c"]},
                {"op": "op", "uses": ["c", "a"]}])
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(k, t)
    failed = ClassOutcome(Status.UNKNOWN, note="no plan")
    spare = fallback(p, "g", SolveOptions(time_limit=100).started(), failed, None, 10)
    assert "covering bound" in spare.note
    wary = replace(DEFAULT_POLICY, exact_cover=1e9)  # far more than 100 s: none to spare
    short = fallback(p, "g", SolveOptions(time_limit=100, policy=wary).started(), failed,
                     None, 10)
    assert "greedy spiller" in short.note
    header = Header(k.name, t.name, "spill")
    for got in (spare, short):
        assert got.regs is not None
        alloc = assemble(p, header, {"g": got})
        report = verify(k, t, alloc)
        assert report.valid, report.violations
        assert report.cost == pytest.approx(float(got.cost))
