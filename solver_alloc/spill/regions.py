"""Regions of a CFG cut where only a fall-through edge crosses: a bound and a plan.

A *cut* before block ``b`` is a place in the block order where the only edge
between blocks ``< b`` and blocks ``>= b`` is ``b-1 -> b`` (no loop, branch or
back edge spans it) and no earlier block leaves the kernel. The blocks between
two cuts form a *region*; its chains are a split problem of their own
(:func:`region_problem`) whose block 0 is entered across the cut
(:class:`~solver_alloc.spill.chains.Cut`).

**Bound.** Every operation of a plan sits in one block, so a plan's cost is the
sum of its regions' costs, and a plan restricted to a region is a plan of the
region entered with *free* state: any set of at most K values in registers,
memory holding anything (the stores that put them there were paid for before
the cut, or not at all). Leaving a region, a value that cannot be recomputed is
in a register or in memory (else no later read could be served). Hence
``sum_R LB(R, free entry) <= OPT``: each region's proven bound, summed, bounds
every plan of the split plan space (:func:`plan_and_bound`).

**Plan.** Regions are solved in order, each entered with the state the previous
one left (:func:`plan_and_bound`); consecutive plans agree on the one edge
between them, so together they are a plan of the whole class. Each region is
optimal for its entry, but its exit is chosen without looking past it; windows
over neighbouring pairs then re-plan each cut with both sides in view
(:func:`improve_cuts`). The plan's excess over the bound comes from the cuts,
on both sides. Each region is coloured as it is planned (:mod:`.region_colour`),
and re-planned until it colours; a window that leaves values in other registers
renames the registers of every region after it. The whole plan is then coloured
from the regions' registers (:func:`fit_by_region`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import deque
from collections.abc import Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np
from ortools.sat.python import cp_model

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.result import ClassOutcome, Failure, Status
from solver_alloc.solving import SolveOptions, proven_bound, solve_cpsat
from solver_alloc.spill.chains import Cut, SplitProblem, overflow
from solver_alloc.spill.decode import Decision, Fitter, Node, fit, piece_order, plan_cost
from solver_alloc.spill.exact import finish, hint_model, infeasible_note
from solver_alloc.spill.model import DECISIONS, SplitModel, encode
from solver_alloc.spill.region_colour import Colouring, permutation, plan_region
from solver_alloc.spill.warm_start import as_decision
from solver_alloc.targets import RegisterClass

Table = dict[tuple[object, ...], int]


@dataclass(frozen=True)
class Region:
    """Blocks ``lo .. hi-1`` and the chains that lie in them."""

    lo: int
    hi: int
    chains: tuple[int, ...]
    """Indices into the whole problem's chains, in order."""


def cuts(sp: SplitProblem) -> list[int]:
    """Blocks ``b >= 1`` with a cut before them."""
    n = len(sp.freq)
    blocked = np.zeros(n + 1, dtype=np.int64)
    falls = np.zeros(n, dtype=bool)
    for s, ps in enumerate(sp.preds):
        for p in ps:
            if s == p + 1:
                falls[s] = True
                continue
            lo, hi = min(p, s), max(p, s)  # blocks cut positions lo+1 .. hi
            blocked[lo + 1] += 1
            blocked[hi + 1] -= 1
    spanned = np.cumsum(blocked)[:n] > 0
    first_exit = min(sp.exits, default=n - 1)
    return [b for b in range(1, n) if falls[b] and not spanned[b] and b <= first_exit]


def regions(sp: SplitProblem, size: int) -> list[Region]:
    """Runs of blocks between cuts, each with about ``size`` live segments (a
    region never splits at anything but a cut, so it may be larger)."""
    n = len(sp.freq)
    per_block = np.zeros(n, dtype=np.int64)
    by_block: list[list[int]] = [[] for _ in range(n)]
    for c, ch in enumerate(sp.chains):
        per_block[ch.block] += max(1, sum(ch.live))
        by_block[ch.block].append(c)
    bounds, load, lo = [], 0, 0
    for b in cuts(sp):
        load = int(per_block[lo:b].sum())
        if load >= size:
            bounds.append((lo, b))
            lo = b
    bounds.append((lo, n))
    return [Region(a, b, tuple(c for blk in range(a, b) for c in by_block[blk]))
            for a, b in bounds]


def region_problem(sp: SplitProblem, r: Region, cut: Cut) -> SplitProblem:
    """The chains of region ``r`` as a problem of their own, blocks renumbered
    from ``r.lo``, entered and left as ``cut`` says; the first region keeps the
    kernel's entry, the last its exit.
    At a cut exit, the values that cannot be recomputed must stay somewhere."""
    lo, hi, n = r.lo, r.hi, len(sp.freq)
    chains = tuple(replace(sp.chains[c], block=sp.chains[c].block - lo) for c in r.chains)
    exits = {b - lo for b in sp.exits if lo <= b < hi}
    if hi < n:
        exits.add(hi - 1 - lo)
        live_out = frozenset(v for v in sp.live_in[hi] if sp.remat.get(v) is None)
    else:
        live_out = sp.kernel_live_out
    return replace(
        sp, chains=chains, freq=sp.freq[lo:hi],
        preds=tuple(tuple(p - lo for p in sp.preds[b] if lo <= p < hi)
                    for b in range(lo, hi)),
        live_in=sp.live_in[lo:hi], live_out=sp.live_out[lo:hi], exits=frozenset(exits),
        kernel_live_in=sp.kernel_live_in if lo == 0 else sp.live_in[lo],
        kernel_live_out=live_out, block_points=sp.block_points[lo:hi],
        cut=replace(cut, entered=lo > 0))


@dataclass
class _Part:
    """One region of the plan: its decisions (keyed for the whole problem), cost,
    the state its entry takes (``enter``: in a register, memory read) and the
    state its exit leaves (``leave``: in a register, memory holds)."""

    table: Table
    cost: Fraction
    enter: tuple[dict[str, int], dict[str, int]]
    leave: tuple[dict[str, int], dict[str, int]]
    colouring: Colouring | None = None
    """Its registers (and the registers its exit leaves in)."""


def _global(w: Region, kind: str, key: Any) -> tuple[Any, ...]:
    """The whole problem's key of window ``w``'s decision ``(kind, key)``, keys
    as a :data:`~solver_alloc.spill.decode.Decision` reads them."""
    if kind in ("x", "ld", "rm", "sd"):
        return (w.chains[key[0]], key[1])
    if kind in ("si", "in", "out"):
        return (key[0], key[1] + w.lo)
    return tuple(key)  # arrive: (value,), the kernel's own entry


def _window_hint(w: Region, table: Table) -> Decision:
    """The whole problem's ``table`` read by window ``w``'s model."""
    return lambda kind, key: table.get((kind, _global(w, kind, key)), 0)


def _split(sp: SplitProblem, w: Region, parts: list[Region], m: SplitModel, solver: Any,
           col: Colouring) -> list[_Part]:
    """A solved window's decisions and registers, region by region."""
    tables: list[Table] = [{} for _ in parts]
    where = {b: k for k, r in enumerate(parts) for b in range(r.lo, r.hi)}
    for kind, attr in DECISIONS.items():
        for key, var in getattr(m, attr).items():
            if not solver.value(var) or (kind == "arrive" and w.lo):
                continue  # arrive: only at the kernel's own entry
            g = _global(w, kind, (key,) if kind == "arrive" else key)
            if kind == "arrive":
                block = 0
            elif kind in ("si", "in", "out"):
                block = g[1]
            else:
                block = sp.chains[g[0]].block
            tables[where[block]][kind, g] = 1

    def at(table: dict[Any, Any], b: int) -> dict[str, int]:
        return {v: int(solver.value(x)) for (v, bb), x in table.items() if bb == b - w.lo}
    return [_Part(t, plan_cost(sp, t), (at(m.inr, r.lo), at(m.mi, r.lo)),
                  (at(m.outr, r.hi - 1), at(m.mo, r.hi - 1)),
                  Colouring(col.ranges, {r.hi - 1 - w.lo: col.leave[r.hi - 1 - w.lo]},
                            col.homes))
            for t, r in zip(tables, parts, strict=True)]


def _homes(parts: list[_Part]) -> dict[str, int]:
    """The home registers of the values defined in ``parts``."""
    return {v: r for p in parts if p.colouring is not None
            for v, r in p.colouring.homes.items()}


def _leaves(p: _Part) -> dict[str, int]:
    """The registers region ``p``'s exit leaves its held values in."""
    assert p.colouring is not None
    return dict(*p.colouring.leave.values())


def fix_entry(m: SplitModel, held: dict[str, int], mem: dict[str, int]) -> None:
    """Enter a freely entered region as the region before it left: ``a = held``
    (in a register on the edge), ``mi <= mem`` (memory holds it there)."""
    for v, a in m.arrive.items():
        m.model.add(a == held.get(v, 0))
        if (v, 0) in m.mi:
            m.model.add(m.mi[v, 0] <= mem.get(v, 0))


def _bound_of(model: cp_model.CpModel, scale: int, opts: SolveOptions
              ) -> tuple[Fraction, bool]:
    solver, status = solve_cpsat(model, opts, full_lp=True, probing=False)
    return proven_bound(solver, scale), status == cp_model.OPTIMAL


REGION_FLOOR = 0.25
"""Least share of the plan's remaining budget a region may take: most take far
less than an even share, but one whose plan does not colour needs several
solves and a refutation."""

AHEAD = 3
"""Regions encoded ahead of the one being planned (bounds the memory held)."""


def plan_and_bound(sp: SplitProblem, rs: list[Region], cls: RegisterClass,
                   res: Mapping[str, ResolvedValue], opts: SolveOptions
                   ) -> tuple[list[_Part] | None, Fraction, int]:
    """``(plan, bound, regions proven)``, one encoding per region. Entered freely,
    it gives the region's bound; entered as the previous region left (state and
    registers), its plan, coloured as it is found (:func:`.plan_region`).
    Three threads overlap (CP-SAT releases the interpreter while it searches):
    encoding the next regions, solving the bounds, solving the plan in order.
    The plan is None when a region finds none that colours in its share."""
    parts: list[_Part] | None = []
    homes: dict[str, int] = {}
    bounds: list[Future[tuple[Fraction, bool]]] = []
    with ThreadPoolExecutor(1) as encoder, ThreadPoolExecutor(1) as bounder:
        ahead = deque(encoder.submit(_encode_free, sp, r) for r in rs[:AHEAD])
        for k, r in enumerate(rs):
            if not ahead:
                break  # the budget ran out before this region was encoded
            rp, m = ahead.popleft().result()
            if k + AHEAD < len(rs) and not opts.expired():
                ahead.append(encoder.submit(_encode_free, sp, rs[k + AHEAD]))
            bounds.append(bounder.submit(_bound_of, m.model.clone(), m.scale,
                                         opts.share(min(1.0, 2 / (len(rs) - k)))))
            if parts is None:
                continue  # the bounds still count
            if parts:
                fix_entry(m, *parts[-1].leave)
            planned = plan_region(rp, m, cls, res, _leaves(parts[-1]) if parts else {},
                                  homes, (len(rp.freq) - 1,),
                                  opts.share(max(REGION_FLOOR, 1 / (len(rs) - k))))
            if planned is None:
                parts = None
                continue
            parts += _split(sp, r, [r], m, *planned)
            homes.update(planned[1].homes)
            if opts.expired():
                break
        for f in ahead:
            f.cancel()
        got = [f.result() for f in bounds]
    if len(got) < len(rs):
        parts = None
    return parts, sum((b for b, _ in got), Fraction(0)), sum(p for _, p in got)


def _encode_free(sp: SplitProblem, r: Region) -> tuple[SplitProblem, SplitModel]:
    rp = region_problem(sp, r, Cut())
    return rp, encode(rp)


def improve_cuts(sp: SplitProblem, rs: list[Region], parts: list[_Part],
                 cls: RegisterClass, res: Mapping[str, ResolvedValue],
                 opts: SolveOptions) -> int:
    """Each pair of neighbouring regions solved again as one window, between
    the state (and registers) the region before leaves and the state the region
    after takes, starting from the current plan: what each first pass chose
    blind at the cut between them is chosen again with both sides in view.
    Returns the windows that improved ``parts`` (changed in place)."""
    improved = 0
    for i in range(len(rs) - 1):
        if opts.expired():
            break
        a, b = rs[i], rs[i + 1]
        held, mem = parts[i - 1].leave if i else ({}, {})
        need = parts[i + 2].enter if i + 2 < len(rs) else (None, None)
        w = Region(a.lo, b.hi, a.chains + b.chains)
        rp = region_problem(sp, w, Cut(need_held=need[0], need_mem=need[1]))
        m = encode(rp)
        if i:
            fix_entry(m, held, mem)
        hint_model(m, _window_hint(w, {**parts[i].table, **parts[i + 1].table}))
        outside = _homes(parts[:i] + parts[i + 2:])
        got = plan_region(rp, m, cls, res, _leaves(parts[i - 1]) if i else {}, outside,
                          (a.hi - 1 - w.lo, b.hi - 1 - w.lo),
                          opts.share(1 / (len(rs) - 1 - i)))
        if got is None:
            continue
        new = _split(sp, w, [a, b], m, *got)
        if new[0].cost + new[1].cost >= parts[i].cost + parts[i + 1].cost:
            continue
        # the window leaves the values the next region takes, maybe in other
        # registers: rename the registers of every later region to match
        old = _leaves(parts[i + 1])
        perm = permutation({old[v]: r for v, r in _leaves(new[1]).items() if v in old}, cls)
        after = _homes(parts[i + 2:])
        before = _homes(parts[:i] + new)
        if perm is None or any(perm[r] != r for v, r in after.items() if v in before):
            continue  # renaming would move a home register the regions before keep
        parts[i], parts[i + 1] = new
        for later in parts[i + 2:]:
            assert later.colouring is not None
            later.colouring = later.colouring.renamed(perm)
        improved += 1
    return improved


def _starts(rs: list[Region], sp: SplitProblem) -> list[int]:
    """Each region's first (doubled) piece point; the first region from below 0
    (the kernel's entry and empty pieces sit there)."""
    return [-(2**62)] + [2 * sp.block_points[r.lo][0] for r in rs[1:]]


def fit_by_region(sp: SplitProblem, rs: list[Region], parts: list[_Part] | None = None
                  ) -> Fitter:
    """Colour a plan's pieces region by region, in order: the pieces that reach
    a region and have no register yet, with those that already have one fixed
    where they are. With ``parts`` coloured as they were planned, each piece
    starts in the register its region gave it (found by its first point), and
    only the rest is coloured. Many small colourings instead of one over the
    whole class (at 16,384 values, linear scan fails on pieces with holes, and
    the one exact colouring does not fit in time or memory); without ``parts``
    it can fail where the whole colouring would not, when an earlier region's
    choice blocks a later one."""
    starts = _starts(rs, sp)
    spans = list(zip(starts, [x - 1 for x in starts[1:]] + [2**62], strict=True))
    known = parts or []

    def fitter(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
               pieces: Mapping[Node, ResolvedValue], opts: SolveOptions
               ) -> dict[Node, int] | Failure:
        order = piece_order(segs)
        first = np.asarray([segs[p][0][0] for p in order], dtype=np.int64)
        last = np.asarray([segs[p][-1][1] for p in order], dtype=np.int64)
        start: dict[Node, int] = {}
        for p in order if known else ():
            col = known[bisect_right(starts, segs[p][0][0]) - 1].colouring
            at = None if col is None else col.at(str(p[0]), segs[p][0][0])
            if at is not None:
                start[p] = at
        for lo, hi in spans:
            near = [order[n] for n in np.flatnonzero((first <= hi) & (last >= lo))]
            group = {p: pieces[p] if p not in start else replace(pieces[p], fixed=start[p])
                     for p in near}
            if all(p in start for p in group):
                continue
            got = fit(cls, {p: segs[p] for p in group}, group, opts)
            if isinstance(got, Failure):
                return got
            start.update(got)
        return start

    return fitter


PLAN_SHARE = 0.7
"""Share of the budget the plan and the bound take (regions in order, the
bounds beside them); the windows over pairs of regions take :data:`LNS_SHARE`
of what is left then, and decoding, colouring and verifying the rest."""
LNS_SHARE = 0.7


def applies(sp: SplitProblem) -> bool:
    """Regions need a CFG with cuts and no fixed registers (whose rows span the
    whole class)."""
    return len(sp.freq) > 1 and not sp.fixed and sp.boundary is None and bool(cuts(sp))


def regions_class(problem: Problem, sp: SplitProblem, opts: SolveOptions) -> ClassOutcome:
    """A large class over a CFG: the regions' plan, under the regions' bound;
    OPTIMAL only when they meet. No plan (a region's share ran out): UNKNOWN,
    for the caller's fallback."""
    if overflow(sp) is not None:
        return ClassOutcome(Status.INFEASIBLE, note=infeasible_note(problem, sp))
    rs = regions(sp, opts.region_size)
    cls = problem.target.classes[sp.regclass]
    parts, bound, proven = plan_and_bound(sp, rs, cls, problem.resolved,
                                          opts.share(PLAN_SHARE))
    if parts is None:
        return ClassOutcome(Status.UNKNOWN, bound=bound, note=(
            f"regions: one of {len(rs)} regions found no plan in its share"))
    improved = improve_cuts(sp, rs, parts, cls, problem.resolved, opts.share(LNS_SHARE))
    table = {k: v for p in parts for k, v in p.table.items()}
    how = (f"{len(rs)} regions of the CFG solved in order, {improved} of "
           f"{len(rs) - 1} pairs improved; bound from the same regions entered "
           f"freely ({proven} proven)")
    out = finish(problem, sp, as_decision(table), bound, True, how, opts,
                 fit_by_region(sp, rs, parts))
    return replace(out, repaired=True)  # pieced together: verified before it is returned
