"""Spill-everywhere allocation of kernels (objective ``"spill"``).

A spilled value is stored after each definition (and at entry if it arrives
live) and loaded before each use; it needs a register only at those points: its
*home* register at its defs (and entry), and any register at each use (loads may
pick any free register). An unspilled value keeps its home register throughout.

Model (CP-SAT, per class with ``K`` allocatable registers), for every point ``p``
where demand can exceed ``K``::

    sum_{v in T(p)} w(v) s[v]  >=  w(T(p)) + w(R(p)) - K

with ``R(p)`` the values referenced at ``p`` (they need a register spilled or not),
``T(p)`` the other values live at ``p``, ``s[v]`` = value v spilled, and
``min sum_v cost(v) s[v]``, ``cost(v)`` = store cost x def frequencies + load cost x
use frequencies. Values read through a runtime index must be spilled; ``no_spill``
values must not. The optimum is a lower bound for any spill-everywhere
allocation; the spill set is then made concrete by colouring the pieces, and
when that succeeds the result is OPTIMAL.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

import numpy as np

from solver_alloc.analysis.liveness import live_at_points
from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.registers import registers_for
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.backends import BACKENDS, Role
from solver_alloc.colouring.linear_scan import scan_class
from solver_alloc.ir import unused_name
from solver_alloc.result import (
    Allocation,
    ClassOutcome,
    Failure,
    Header,
    Operation,
    PlanSpace,
    Status,
)
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.heuristics.cover import (
    Cover,
    exact_spills,
    greedy_spills,
    overflow_outcome,
)
from solver_alloc.spill.heuristics.refs import Refs, class_refs
from solver_alloc.spill.outcome import decided
from solver_alloc.spill.pieces.fit import exact_colour


def _freq_of(problem: Problem) -> list[float]:
    return [b.freq for b in problem.kernel.blocks for _ in b.instrs]


def spill_costs(problem: Problem, cname: str, refs: Refs) -> dict[str, Fraction]:
    """Exact (rational) spill cost of every value of the class, in its cheaper mode.

    Memory: a store per definition (and at entry), a load per use; a use through a
    runtime index reads local memory, which costs a load too. A value nothing
    reads (not live out) costs nothing: it needs no store. Remat (values with a
    ``remat_cost``): that cost before every use, indexed ones included, and no
    store. Values for which remat is no dearer, and ``no_spill`` ones that can be
    rematerialised (memory is not theirs), are added to ``refs.remat``.
    """
    cls = problem.target.classes[cname]
    freq = _freq_of(problem)
    entry_freq = problem.kernel.blocks[0].freq
    names = set(refs.defs) | set(refs.uses) | set(refs.indexed) | refs.entry | refs.resident
    out = {}
    for v in names:
        read_at = refs.uses.get(v, []) + refs.indexed.get(v, [])
        if not read_at and v not in problem.kernel.live_out:
            refs.unread.add(v)  # never read: nothing to keep in memory
            out[v] = Fraction(0)
            continue
        reads = sum(Fraction(freq[i]) for i in read_at)
        c = sum(Fraction(freq[i]) for i in refs.defs.get(v, [])) * Fraction(cls.store_cost)
        c += reads * Fraction(cls.load_cost)
        if v in refs.entry:
            c += Fraction(entry_freq) * Fraction(cls.store_cost)
        remat = None if problem.resolved[v].remat_reads else problem.resolved[v].remat_cost
        no_memory = problem.resolved[v].no_spill and v not in refs.resident
        if remat is not None and (no_memory or reads * Fraction(remat) <= c) and \
                v not in problem.kernel.live_out:  # a live-out must end somewhere
            c = reads * Fraction(remat)
            refs.remat.add(v)
        out[v] = c
    return out


def build_cover(problem: Problem, cname: str, refs: Refs, squeeze: int = 0) -> Cover:
    """Covering rows at every point where the class's demand can exceed K (the
    allocatable registers less ``squeeze``)."""
    lv, res = problem.liveness, problem.resolved
    k = len(problem.target.classes[cname].allocatable()) - squeeze
    in_class = np.asarray([res[v].regclass == cname for v in lv.values])
    w = np.asarray([res[v].width for v in lv.values], dtype=np.int64) * in_class
    width = {v: res[v].width for v in lv.values if res[v].regclass == cname}
    forced = set(refs.indexed)
    # no spill code for no_spill values: spilled only as remats or arrived in memory
    kept = {v for v in width if res[v].no_spill
            and v not in refs.remat | refs.resident | refs.unread}
    full = lv.pressure(w) if lv.n_points else np.zeros(0, np.int64)
    points = np.flatnonzero(full > k).tolist()
    # value indices read or written at each point: the rows' loop below is the
    # fallback's hot path (by name, 4 s at 16,384 values over the budget)
    ref_at: dict[int, set[int]] = {}
    at_point = [(2 * i, v) for v, idx in refs.indexed.items() if v in refs.remat for i in idx]
    at_point += [(2 * i + 1, v) for v, idx in refs.defs.items() for i in idx]
    at_point += [(2 * i, v) for v, idx in refs.uses.items() for i in idx]
    at_point += [(0, v) for v in refs.entry]
    index = lv.index
    for point, v in at_point:
        ref_at.setdefault(point, set()).add(index[v])
    mask = in_class[lv.seg_value]
    live = live_at_points(points, lv.seg_value[mask], lv.seg_start[mask],
                           lv.seg_end[mask])
    names, widths = lv.values, w.tolist()
    rows: dict[tuple[str, ...], int] = {}
    for p, ids in zip(points, live, strict=True):
        at = ref_at.get(p, set())
        mandatory = sum(widths[x] for x in ids if x in at)
        if mandatory > k:
            return Cover([], width, forced, kept, overflow=(p, mandatory, k))
        t = tuple(names[x] for x in ids if x not in at)
        need = int(full[p]) - k
        rows[t] = max(rows.get(t, 0), need)
    return Cover(sorted(rows.items()), width, forced, kept)


def piece_name(v: str, i: int, taken: Mapping[str, object]) -> str:
    """Name of the load piece of spilled ``v`` at instruction ``i``: ``v@i``, primed
    until no value of the kernel (``taken``) has it (LLVM values are named
    ``$edi@7``). Distinct ``(v, i)`` give distinct names: ``i`` has no ``@``."""
    return unused_name(f"{v}@{i}", taken, "'")


def _pieces(problem: Problem, cname: str, refs: Refs, spilled: set[str]
            ) -> tuple[dict[str, list[tuple[int, int]]], dict[str, ResolvedValue]]:
    """Segments to colour: home ranges, and each load of a spilled value apart."""
    lv, res = problem.liveness, problem.resolved
    segs: dict[str, list[tuple[int, int]]] = {}
    for v, s, e in zip(lv.seg_value.tolist(), lv.seg_start.tolist(),
                       lv.seg_end.tolist(), strict=True):
        name = lv.values[v]
        if res[name].regclass == cname and name not in spilled:
            segs.setdefault(name, []).append((s, e))
    pieces = {name: r for name, r in res.items() if r.regclass == cname}
    for v in spilled:
        home = [(2 * i + 1, 2 * i + 1) for i in refs.defs.get(v, [])]
        if v in refs.entry:
            home.append((0, 0))
        if home:
            segs[v] = sorted(home)
        reads = refs.uses.get(v, []) + (refs.indexed.get(v, []) if v in refs.remat
                                         else [])
        for i in reads:
            if i == 0 and v in refs.entry:
                continue  # already in its home register at entry: load into it
            if (v, i) in refs.tied:  # read where the def writes: load into the home
                segs.setdefault(v, []).append((2 * i, 2 * i))
                continue
            name = piece_name(v, i, res)
            segs[name] = [(2 * i, 2 * i)]
            pieces[name] = res[v]
    for name in segs:
        segs[name].sort()
    return segs, pieces


def _operations(problem: Problem, refs: Refs, spilled: set[str],
                reg_of: dict[str, tuple[str, ...]]) -> list[Operation]:
    """Stores after defs (and at entry), loads before uses, stores first; remat
    values are recomputed before every read instead."""
    res = problem.resolved
    block_of, end_of = [], {}
    for b, start in zip(problem.kernel.blocks, problem.kernel.block_starts(), strict=True):
        block_of += [b.name] * len(b.instrs)
        end_of[b.name] = start + len(b.instrs)
    ops: list[tuple[int, int, str, Operation]] = []

    def ref(regs: tuple[str, ...]) -> str | tuple[str, ...]:
        return regs[0] if len(regs) == 1 else regs

    entry = problem.kernel.blocks[0].name
    for v in sorted(spilled & refs.remat):  # recomputed before every read
        for i in sorted(refs.uses.get(v, []) + refs.indexed.get(v, [])):
            ops.append((i, 1, v, Operation(i, "remat", value=v,
                                           reg=ref(reg_of.get(piece_name(v, i, res),
                                                              reg_of.get(v, ()))),
                                           block=block_of[i])))
    for v in sorted(spilled - refs.remat - refs.unread):  # unread: no store
        home = reg_of.get(v)
        if v in refs.entry and home is not None:
            ops.append((0, 0, v, Operation(0, "store", value=v, reg=ref(home),
                                           block=entry)))
        for i in refs.defs.get(v, []):
            ops.append((i + 1, 0, v, Operation(i + 1, "store", value=v,
                                               reg=ref(reg_of[v]), block=block_of[i])))
        for i in refs.uses.get(v, []):
            piece = v if (v, i) in refs.tied else piece_name(v, i, res)
            ops.append((i, 1, v, Operation(i, "load", value=v,
                                           reg=ref(reg_of.get(piece, home or ())),
                                           block=block_of[i])))
    ops.sort(key=lambda t: (t[0], t[1], t[2]))
    return [op for *_, op in ops]


def solve_class_everywhere(problem: Problem, cname: str, backend: str, opts: SolveOptions,
                           spill_all: bool = False) -> ClassOutcome:
    """One class: spill set, then colouring. ``spill_all``: the last resort of a
    repair, every spillable value spilled, so pieces are as short as they get."""
    refs = class_refs(problem, cname)
    cost = spill_costs(problem, cname, refs)  # also picks remat or memory per value
    cover = build_cover(problem, cname, refs)
    if cover.overflow is not None:
        return overflow_outcome(problem, cname, cover.overflow)
    for v in cover.width:
        cost.setdefault(v, Fraction(0))
    hint = greedy_spills(cover, cost)
    heuristic = spill_all or BACKENDS[backend].role is Role.HEURISTIC
    if spill_all:
        if not problem.target.classes[cname].spillable:
            return ClassOutcome(Status.UNKNOWN, note=f"class {cname!r} cannot spill")
        spilled, bound, proven = set(cover.width) - cover.kept, Fraction(0), False
    elif heuristic:
        if hint is None:
            return ClassOutcome(Status.UNKNOWN, note="the greedy spiller found no spill set")
        spilled, bound, proven = hint, Fraction(0), not cover.rows  # no rows: cost 0
    else:
        found, bound, proven = exact_spills(cover, cost, hint, backend, opts)
        if found is None and not proven and hint is not None:
            found = hint  # the budget ran out: the greedy set, under the bound found
        if found is None:
            # no spill-everywhere plan is no proof: a split plan may still fit
            return ClassOutcome(Status.UNKNOWN, note=(
                "no spill-everywhere plan keeps the no_spill values in registers "
                "(plans that split live ranges may still fit)" if proven
                else "the solver found no spill set in the limit"))
        spilled = found
    cls = problem.target.classes[cname]
    got = _coloured(problem, cname, refs, cost, spilled, opts, not heuristic, spill_all)
    if isinstance(got, str):
        return ClassOutcome(Status.UNKNOWN, note=got)
    squeeze, spilled, pieces, start = got
    proven = proven and not squeeze
    regs = {name: tuple(cls.register(x) for x in range(r, r + pieces[name].width))
            for name, r in start.items()}
    total = sum((cost[v] for v in spilled), Fraction(0))
    if squeeze:
        note = (f"greedy spiller for {squeeze} registers fewer (linear scan failed on "
                f"the pieces of the full count), {len(spilled)} values spilled; "
                f"covering bound {float(bound):g}")
    elif heuristic:
        note = (f"{'every spillable value' if spill_all else 'greedy spiller'}, "
                f"{len(spilled)} values spilled")
    else:
        remat = len(spilled & refs.remat)
        note = (f"{len(spilled) - remat} values spilled to memory, {remat} "
                f"rematerialised; covering bound {float(bound):g}")
    bound = total if proven else bound  # a proven spill set is its own bound
    return ClassOutcome(decided(total, bound, proven), total, bound, regs,
                        tuple(_operations(problem, refs, spilled, regs)), note)


def _coloured(problem: Problem, cname: str, refs: Refs, cost: dict[str, Fraction],
              spilled: set[str], opts: SolveOptions, exact_first: bool, spill_all: bool
              ) -> tuple[int, set[str], dict[str, ResolvedValue], dict[str, int]] | str:
    """Registers for the pieces of ``spilled``: linear scan, else the exact
    colouring (in :attr:`~solver_alloc.budget.BudgetPolicy.exact_first_share` of the
    budget when ``exact_first``:
    the set is an optimum worth keeping) and a squeezed greedy set
    (:func:`_squeezed`), the cheap one first otherwise; ``(squeeze, spilled,
    pieces, start registers)``, or why there are none."""
    segs, pieces = _pieces(problem, cname, refs, spilled)
    cls = problem.target.classes[cname]
    scan = scan_class(cls, list(segs), segs, pieces)
    if scan.failed is None:
        return 0, spilled, pieces, dict(scan.start)
    order = sorted(segs, key=lambda n: (segs[n][0][0], n))

    def exact(budget: SolveOptions) -> dict[str, int] | None:
        got = exact_colour(cls, order, segs, pieces, budget)
        return None if isinstance(got, Failure) else {str(n): r for n, r in got.items()}
    if exact_first and (start := exact(opts.share(opts.policy.exact_first_share))) is not None:
        return 0, spilled, pieces, start
    squeezed = None if spill_all else _squeezed(problem, cname, refs, cost, opts)
    if squeezed is not None:
        return squeezed
    start = exact(opts)
    if start is None:
        return (f"the spill set fits the register count but its pieces could not be "
                f"coloured (first: {scan.failed!r})")
    return 0, spilled, pieces, start


def _squeezed(problem: Problem, cname: str, refs: Refs, cost: dict[str, Fraction],
              opts: SolveOptions
              ) -> tuple[int, set[str], dict[str, ResolvedValue], dict[str, int]] | None:
    """When linear scan cannot colour the pieces of a spill set that fits the
    register count (tuples' alignment, fixed registers), the greedy spill set
    for K - d registers, for the first d of
    :attr:`~solver_alloc.budget.BudgetPolicy.squeezes` whose pieces linear scan colours
    with all K: ``(d, spilled, pieces, start registers)``, or None. Each try is linear,
    and a set squeezed a little costs little more than the one that did not colour;
    the first is tried on a spent budget too (a fallback's), the others only while
    ``opts`` lasts."""
    cls = problem.target.classes[cname]
    squeezes = opts.policy.squeezes
    for d in squeezes:
        if d >= len(cls.allocatable()) or (d > squeezes[0] and opts.expired()):
            return None
        cover = build_cover(problem, cname, refs, squeeze=d)
        if cover.overflow is not None:
            return None  # the references alone need more: fewer registers will not do
        spilled = greedy_spills(cover, cost)
        if spilled is None:
            return None
        segs, pieces = _pieces(problem, cname, refs, spilled)
        scan = scan_class(cls, list(segs), segs, pieces)
        if scan.failed is None:
            return d, spilled, pieces, dict(scan.start)
    return None


def spill_everywhere(problem: Problem, backend: str, opts: SolveOptions,
                     header: Header) -> Allocation:
    """Minimum-cost spill-everywhere allocation of a kernel."""
    results: dict[str, ClassOutcome] = {}
    for cname in sorted(problem.pressure):
        out = solve_class_everywhere(problem, cname, backend, opts)
        if out.regs is None:
            return header.allocation(out.status, explanation=out.note,
                                     plan_space=PlanSpace.SPILL_EVERYWHERE)
        results[cname] = out
    assignment = {name: (r[0] if len(r) == 1 else r)
                  for c in results.values() for name, r in (c.regs or {}).items()
                  if name in problem.resolved}  # not the load pieces
    used = {}
    for cname, c in results.items():
        cls = problem.target.classes[cname]
        top = max((cls.alloc_index(r[-1]) for r in (c.regs or {}).values()), default=-1)
        used[cname] = registers_for(cls, top)
    ops = [op for c in results.values() for op in c.ops]
    cost = sum((c.cost for c in results.values()), Fraction(0))
    bound = sum((c.bound for c in results.values()), Fraction(0))
    proven = all(c.status is Status.OPTIMAL for c in results.values())
    return header.allocation(
        decided(cost, bound, proven), plan_space=PlanSpace.SPILL_EVERYWHERE,
        objective=float(cost), bound=float(bound), assignment=assignment,
        operations=tuple(ops), registers_used=used,
        certificate="; ".join(f"{c}: {r.note}" for c, r in results.items()))
