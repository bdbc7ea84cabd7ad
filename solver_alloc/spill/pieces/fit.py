"""Fitting a decoded plan's pieces into registers (one class).

A split plan (:mod:`~solver_alloc.spill.pieces.decode`) names its pieces and their
(doubled) point ranges; :func:`fit` gives each a start register: linear scan in two
orders, DSatur and Chaitin-Briggs, then the exact colouring while the budget allows.
:func:`colour` turns the starts into the plan's registers and operations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace

import numpy as np

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.registers import registers_for
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.heuristics import complete, heuristic_colouring
from solver_alloc.colouring.linear_scan import K, scan_class
from solver_alloc.colouring.problem import ColouringProblem, IntArray, maximal_live_sets
from solver_alloc.colouring.solve import colour_registers
from solver_alloc.result import Failure, Operation, RegisterRef, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.pieces.decode import Decoded, Node, alike_pieces, piece_ranges
from solver_alloc.targets import RegisterClass


def colour(dec: Decoded, cls: RegisterClass, res: Mapping[str, ResolvedValue],
           block_names: tuple[str, ...], opts: SolveOptions, fitter: Fitter | None = None
           ) -> tuple[dict[str, tuple[str, ...]], list[Operation]] | Failure:
    """``(registers per value name, operations)`` or why the pieces did not fit:
    ``fitter`` (default :func:`fit`: linear scan first, exact on interval graphs,
    then an exact colouring)."""
    pc = dec.pieces
    segs, pieces = piece_ranges(dec, res)
    homes = {pc.find((v, "home")): v for v in {r[0] for r in segs}
             if (v, "home") in pc.parent}
    start = fit(cls, segs, pieces, opts, prefer=alike_pieces(dec)) if fitter is None \
        else fitter(cls, segs, pieces, opts)
    if isinstance(start, Failure):
        return start
    regs = {r: tuple(cls.register(x) for x in range(s, s + pieces[r].width))
            for r, s in start.items()}
    out = {homes[root]: r for root, r in regs.items() if root in homes}
    ops = []
    for before, _, kind, v, piece, b in sorted(dec.ops, key=lambda t: t[:4]):
        if piece is None:  # a folded read: the instruction reads the slot
            ops.append(Operation(before, kind, value=v, block=block_names[b]))
            continue
        reg = regs[pc.find(piece)]
        ops.append(Operation(before, kind, value=v, reg=reg[0] if len(reg) == 1 else reg,
                             block=block_names[b]))
    return out, ops


def plan_registers(cls: RegisterClass, regs: Mapping[str, tuple[str, ...]],
                   ops: Iterable[Operation]) -> tuple[dict[str, RegisterRef], int]:
    """A coloured plan (:func:`colour`) as an assignment (a register's name, or
    a tuple's names) and the registers it counts: up to the highest that its
    values or its operations name."""
    tops = [cls.alloc_index(x[-1]) for x in regs.values()]
    tops += [cls.alloc_index(o.reg if isinstance(o.reg, str) else o.reg[-1])
             for o in ops if o.reg is not None]
    return ({v: x[0] if len(x) == 1 else x for v, x in regs.items()},
            registers_for(cls, max(tops, default=-1)))


def fit(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
        pieces: Mapping[Node, ResolvedValue], opts: SolveOptions, exact: bool = True,
        prefer: Mapping[Node, list[Node]] | None = None) -> dict[Node, int] | Failure:
    """Start register per piece: linear scan (each piece first trying the register
    of a piece a copy joins it with, ``prefer``: a move saved), DSatur and
    Chaitin-Briggs, then
    the exact colouring (unless not ``exact``, or less than
    :attr:`~solver_alloc.budget.BudgetPolicy.exact_colour_seconds` per piece and
    register is left: building and starting its model takes about that much whatever
    its budget); failing, with the pieces the heuristics left out
    (:attr:`~solver_alloc.result.Failure.unplaced`). Spill-everywhere's colouring is not
    held back so: it runs in a share of the budget, not at its end."""
    order = piece_order(segs)
    orders = (False, True) if any(r.width > 1 for r in pieces.values()) else (False,)
    short = []
    for wide_first in orders:
        start, lacking = scan_with_room(cls, order, segs, pieces, wide_first, prefer)
        if start is not None:
            return start
        short.append(lacking)
    cp = pieces_problem(cls, order, segs, pieces)
    found = heuristic_colouring(cp)
    if complete(cp, found):
        return {r: int(x) for r, x in zip(order, found.tolist(), strict=True)}
    unplaced: dict[str, tuple[tuple[int, int], ...]] = {}
    for r, x in zip(order, found.tolist(), strict=True):
        if x < 0 and pieces[r].fixed is None:
            unplaced[str(r[0])] = unplaced.get(str(r[0]), ()) + tuple(segs[r])
    left = opts.remaining()
    if not exact:
        out: dict[Node, int] | Failure = Failure(
            Status.UNKNOWN, "pieces found no registers (heuristics only)")
    elif left is not None and left < (opts.policy.exact_colour_seconds * len(order)
                                      * cls.count):
        out = Failure(
            Status.UNKNOWN, "pieces found no registers (too little time left for the "
            "exact colouring)")
    else:
        out = exact_colour(cls, order, segs, pieces, opts, cp)
    if isinstance(out, Failure):
        return replace(out, short=min(short), unplaced=unplaced,
                       blockers=blockers(cp, order, segs, found))
    return out


def scan_with_room(cls: RegisterClass, order: list[Node],
                   segs: Mapping[Node, list[tuple[int, int]]],
                   pieces: Mapping[Node, ResolvedValue], wide_first: bool = False,
                   prefer: Mapping[Node, list[Node]] | None = None
                   ) -> tuple[dict[Node, int] | None, int]:
    """Linear scan of the pieces with room to spare: ``(start registers, 0)``
    when they fit the class (first fit takes the lowest free register, so
    while one below the count is free it makes the choices a scan of the class
    alone makes), else ``(None, how many registers more than the class has the
    scan needs)``; ``(None, 0)`` when even the room does not help (fixed pieces
    that clash)."""
    widest = max((r.width for r in pieces.values()), default=1)  # no pieces: nothing to fit
    room = replace(cls, count=2 * cls.count + widest)
    scan = scan_class(room, order, segs, pieces, wide_first, prefer)
    if scan.failed is not None:
        return None, 0
    top = max((s + pieces[r].width for r, s in scan.start.items()), default=0)
    return (dict(scan.start), 0) if top <= cls.count else (None, top - cls.count)


Fitter = Callable[[RegisterClass, Mapping[Node, list[tuple[int, int]]],
                   Mapping[Node, ResolvedValue], SolveOptions], "dict[Node, int] | Failure"]
"""Start register per piece, or why the pieces do not fit."""


def piece_order(segs: Mapping[Node, list[tuple[int, int]]]) -> list[Node]:
    """Pieces by first point, then name: the order linear scan and the exact
    colourings see them in."""
    return sorted(segs, key=lambda r: (segs[r][0][0], str(r)))


def exact_colour(cls: RegisterClass, order: list[K], segs: Mapping[K, list[tuple[int, int]]],
                 pieces: Mapping[K, ResolvedValue], opts: SolveOptions,
                 cp: ColouringProblem | None = None) -> dict[K, int] | Failure:
    """Start register per piece from the exact colouring model (of ``cp``, their
    problem, when the caller has it), or why not: INFEASIBLE when it is proven
    that the pieces need more registers than the class has (or fixed pieces
    clash), UNKNOWN when the budget ran out first."""
    if opts.expired():
        return Failure(Status.UNKNOWN, "pieces found no registers (the budget ran out)")
    if cp is None:
        cp = pieces_problem(cls, order, segs, pieces)
    got = colour_registers(cp, "cpsat", opts)
    k = len(cls.allocatable())
    if (got.start < 0).any() or got.objective > k:
        proven = got.bound > k or (got.proven and bool((got.start < 0).any()))
        return Failure(Status.INFEASIBLE if proven else Status.UNKNOWN,
                       "pieces found no registers (CP-SAT colouring" +
                       (", proven)" if proven else ")"))
    return {r: int(x) for r, x in zip(order, got.start.tolist(), strict=True)}


def pieces_problem(cls: RegisterClass, order: list[K],
                   segs: Mapping[K, list[tuple[int, int]]],
                   pieces: Mapping[K, ResolvedValue]) -> ColouringProblem:
    """The colouring problem of the pieces ``order`` (vertex ``n`` is ``order[n]``):
    two pieces interfere where their point ranges meet."""
    idx = [(n, s, e) for n, r in enumerate(order) for s, e in segs[r]]
    sv, ss, se = (np.asarray(a, dtype=np.int64) for a in zip(*idx, strict=True))
    shift = -min(0, int(ss.min()))  # the kernel entry (and empty pieces) sit below 0:
    ss, se = ss + shift, se + shift  # points index arrays, so they must not be negative
    lv = Liveness(values=tuple(str(r) for r in order), seg_value=sv, seg_start=ss,
                  seg_end=se, n_points=int(se.max()) + 1, block_live_in=(),
                  block_live_out=())
    res = [pieces[r] for r in order]
    return ColouringProblem(
        cls=cls, names=lv.values, width=np.asarray([r.width for r in res], np.int64),
        fixed=np.asarray([-1 if r.fixed is None else r.fixed for r in res], np.int64),
        edges=lv.interference_edges(), cliques=tuple(maximal_live_sets(sv, ss, se)),
        allowed=tuple(r.allowed for r in res)
        if any(r.allowed is not None for r in res) else ())


def blockers(cp: ColouringProblem, order: list[Node],
             segs: Mapping[Node, list[tuple[int, int]]], start: IntArray
             ) -> dict[str, tuple[tuple[int, int], ...]]:
    """For each piece ``v`` a partial colouring ``start`` left out (``-1``):
    over ``v``'s start registers ``r``, the placed neighbours holding one of
    ``r`` .. ``r + width - 1``, fewest first (a set with a fixed piece last,
    then the fewest points); where their ranges meet ``v``'s, by value. A piece that cannot
    leave its register (fixed, never spilled, or only held where it is read)
    gets its register so, from the pieces in its way: a predicate spilled
    into ``r``, which must stay in a register at the kernel's start, or a
    one-point piece that is a register pair."""
    held: dict[int, list[int]] = {}
    for u, s in enumerate(start.tolist()):
        for reg in range(s, s + int(cp.width[u])) if s >= 0 else ():
            held.setdefault(reg, []).append(u)
    out: dict[str, tuple[tuple[int, int], ...]] = {}
    for v in np.flatnonzero(start < 0).tolist():
        best: tuple[tuple[bool, int, int], set[int]] | None = None
        for r in cp.starts(v):
            near = {u for reg in range(r, r + int(cp.width[v])) for u in held.get(reg, ())
                    if u in cp.neighbours[v]}
            key = (any(cp.fixed[u] >= 0 for u in near), len(near),
                   sum(e - s + 1 for u in near for s, e in segs[order[u]]))
            if best is None or key < best[0]:
                best = (key, near)
        for u in sorted(best[1]) if best else ():
            name = str(order[u][0])
            out[name] = out.get(name, ()) + tuple(_meeting(segs[order[u]], segs[order[v]]))
    return out


def _meeting(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The points two sorted, disjoint range lists share, as ranges."""
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo <= hi:
            out.append((lo, hi))
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out
