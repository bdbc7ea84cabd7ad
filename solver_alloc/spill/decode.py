"""From split decisions to inserted operations and registers (one class).

:func:`decode` walks every chain with the decisions of a solved model (or a
heuristic), producing the operations and the *pieces*: maximal stretches during
which a value sits in one register. A def always writes the value's home register,
so every piece that starts at a def (or at kernel entry) is the home piece; a
piece crossing a block boundary is one piece in every block it crosses. Pieces
are then coloured with linear scan on doubled points (a block exit gets its own
odd point, so a load at a block end has somewhere to live).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, cast

import numpy as np

from solver_alloc.analysis.liveness import Liveness
from solver_alloc.analysis.registers import registers_for
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.colouring.heuristics import complete, heuristic_colouring
from solver_alloc.colouring.linear_scan import K, scan_class
from solver_alloc.colouring.problem import ColouringProblem, maximal_live_sets
from solver_alloc.colouring.solve import colour_registers
from solver_alloc.result import Failure, Operation, RegisterRef, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.chains import DEF, ENTRY, INDEXED, USE, Event, SplitProblem
from solver_alloc.targets import RegisterClass

Decision = Callable[[str, tuple[object, ...]], int]
"""``decision(kind, key)`` -> 0/1 for ``x``, ``ld``, ``rm``, ``sd``, ``si``,
``in``, ``out``, ``arrive`` (missing variables read as 0)."""


Node = tuple[str, object]
"""A piece name: ``(value, tag)``; tag ``"home"``, ``("in", b)``, ``("out", b)`` or a
number."""


class _Pieces:
    """Union-find over piece names, with the points each piece holds."""

    def __init__(self) -> None:
        self.parent: dict[Node, Node] = {}
        self.points: dict[Node, list[tuple[int, int]]] = {}
        self.count = 0

    def find(self, a: Node) -> Node:
        self.parent.setdefault(a, a)
        while self.parent[a] != a:
            self.parent[a] = self.parent[self.parent[a]]
            a = self.parent[a]
        return a

    def union(self, a: Node, b: Node) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[rb] = ra

    def fresh(self, v: str) -> Node:
        self.count += 1
        return self.find((v, self.count))

    def hold(self, piece: Node, lo: int, hi: int) -> None:
        """The piece holds its register over real points lo..hi."""
        if lo <= hi:
            self.points.setdefault(piece, []).append((2 * lo, 2 * hi))


@dataclass(frozen=True)
class Decoded:
    """Operations (registers still named by piece) and pieces' point ranges."""

    ops: list[tuple[int, int, str, str, Node, int]]
    """``(before, order, op, value, piece, block)``; stores sort first."""
    pieces: _Pieces
    cost: Fraction


class _Walk:
    """One chain's walk: where the value is (``cur``), what was inserted, cost."""

    def __init__(self, sp: SplitProblem, c: int, d: Decision, pc: _Pieces,
                 ops: list[tuple[int, int, str, str, Node, int]], lenient: bool = False
                 ) -> None:
        self.sp, self.c, self.d, self.pc, self.ops = sp, c, d, pc, ops
        self.lenient = lenient
        ch = sp.chains[c]
        self.ch, self.v, self.b, self.f = ch, ch.value, ch.block, sp.freq[ch.block]
        self.cost = Fraction(0)
        self.cur: Node | None = None

    def site(self, j: int, before: int) -> Node | None:
        """A load or remat at site j, if decided: a fresh piece."""
        if self.d("rm", (self.c, j)):
            kind = "remat"
            self.cost += self.f * (self.sp.remat[self.v] or 0)
        elif self.d("ld", (self.c, j)):
            kind = "load"
            self.cost += self.f * self.sp.load
        else:
            return None
        piece = self.pc.fresh(self.v)
        self.ops.append((before, 1, kind, self.v, piece, self.b))
        return piece

    def entry(self, j: int, e: Event) -> None:
        v, b, d, pc = self.v, self.b, self.d, self.pc
        if b == 0 and d("arrive", (v,)) and not d("in", (v, b)):
            # it arrives in its home register even if the plan drops it at once:
            # no other live-in may arrive there
            pc.hold(pc.find((v, "home")), -1, -1)
        if d("in", (v, b)):
            self.cur = pc.find((v, ("in", b)))
            if b == 0 and d("arrive", (v,)):
                pc.union((v, "home"), self.cur)
                self.cur = pc.find(self.cur)
                pc.hold(self.cur, -1, -1)
            if d("si", (v, b)):
                self.ops.append((e.instr, 0, "store", v, self.cur, b))
                self.cost += self.f * self.sp.store
        self.cur = self.site(j, e.instr) or self.cur

    def indexed(self, j: int, e: Event) -> None:
        if self.d("rm", (self.c, j)):
            self.cur = self.site(j, e.instr)
            return
        self.cost += self.f * self.sp.load  # the instruction reads memory itself
        if not (self.ch.live[j] and self.d("x", (self.c, j))):
            self.cur = None

    def define(self, j: int, e: Event) -> None:
        self.cur = self.pc.find((self.v, "home"))
        if self.d("sd", (self.c, j)):
            self.ops.append((e.instr + 1, 0, "store", self.v, self.cur, self.b))
            self.cost += self.f * self.sp.store

    def exit(self, j: int, e: Event) -> None:
        v, b = self.v, self.b
        self.cur = self.site(j, e.instr) or self.cur
        if self.d("out", (v, b)):
            self.pc.union(self._here(e), (v, ("out", b)))
            self.cur = self.pc.find(self._here(e))
            self.pc.points.setdefault(self.cur, []).append((2 * e.point - 1,) * 2)

    def _here(self, e: Event) -> Node:
        if self.cur is None and self.lenient:  # as if loaded here
            self.cur = self.pc.fresh(self.v)
        if self.cur is None:
            raise AssertionError(f"{self.v} is needed at point {e.point} in no register")
        return self.cur

    def run(self) -> Fraction:
        ch = self.ch
        for j, e in enumerate(ch.events):
            if e.kind == ENTRY:
                self.entry(j, e)
            elif e.kind == USE:
                self.cur = self.site(j, e.instr) or self.cur
            elif e.kind == INDEXED:
                self.indexed(j, e)
            elif e.kind == DEF:
                self.define(j, e)
            elif ch.live[-1]:
                self.exit(j, e)
            if e.kind in (DEF, USE) or (e.kind == INDEXED and self.cur is not None):
                self.pc.hold(self._here(e), e.point, e.point)
            if j < len(ch.live) and ch.live[j]:
                if self.d("x", (self.c, j)):
                    self.pc.hold(self._here(e), e.point + 1, ch.events[j + 1].point - 1)
                else:
                    self.cur = None
        return self.cost


def decode(sp: SplitProblem, d: Decision, only: frozenset[str] | None = None,
           lenient: bool = False) -> Decoded:
    """Operations and pieces for the decisions ``d``; ``only``: of these values
    alone; ``lenient``: a value needed in a register where ``d`` has it in none
    starts a fresh piece there (as a load would) instead of failing."""
    pc = _Pieces()
    ops: list[tuple[int, int, str, str, Node, int]] = []
    walked = [c for c, ch in enumerate(sp.chains) if only is None or ch.value in only]
    cost = sum((_Walk(sp, c, d, pc, ops, lenient).run() for c in walked), Fraction(0))
    for c in walked:  # a value entering b is the one leaving its predecessors
        ch = sp.chains[c]
        v, b = ch.value, ch.block
        if ch.live[0] and d("in", (v, b)):
            for p in sp.preds[b]:
                pc.union((v, ("in", b)), (v, ("out", p)))
    return Decoded(ops, pc, cost)


def plan_cost(sp: SplitProblem, table: Mapping[tuple[object, ...], int]) -> Fraction:
    """The cost :func:`decode` charges for a consistent decision table, without
    building pieces: every set load, remat and store at its block's frequency (a
    runtime-indexed read without a remat is a load)."""
    cost = Fraction(0)
    for (kind, key), on in table.items():
        if not on or kind not in ("ld", "rm", "sd", "si"):
            continue
        at = cast(tuple[Any, int], key)  # si: (value, block); others: (chain, event)
        if kind == "si":
            cost += sp.freq[at[1]] * sp.store
            continue
        ch = sp.chains[at[0]]
        f = sp.freq[ch.block]
        cost += f * {"ld": sp.load, "sd": sp.store}.get(kind, sp.remat[ch.value] or 0)
    return cost


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
    start = (fitter or fit)(cls, segs, pieces, opts)
    if isinstance(start, Failure):
        return start
    regs = {r: tuple(cls.register(x) for x in range(s, s + pieces[r].width))
            for r, s in start.items()}
    out = {homes[root]: r for root, r in regs.items() if root in homes}
    ops = []
    for before, _, kind, v, piece, b in sorted(dec.ops, key=lambda t: t[:4]):
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


EMPTY = -3
"""Where :func:`piece_ranges` puts a piece that holds no point (an operation's
piece with nothing to keep), below the kernel entry's point."""


def piece_ranges(dec: Decoded, res: Mapping[str, ResolvedValue]
                 ) -> tuple[dict[Node, list[tuple[int, int]]], dict[Node, ResolvedValue]]:
    """Each piece's (doubled) point ranges, merged, and its value's record."""
    pc = dec.pieces
    segs: dict[Node, list[tuple[int, int]]] = {}
    for name, pts in pc.points.items():
        segs.setdefault(pc.find(name), []).extend(pts)
    for root in {pc.find(p) for *_, p, _ in dec.ops}:
        segs.setdefault(root, [])
    pieces: dict[Node, ResolvedValue] = {}
    for root in segs:  # a fixed value's every piece sits in its fixed register
        segs[root] = _merge(segs[root]) or [(EMPTY, EMPTY)]
        pieces[root] = res[root[0]]
    return segs, pieces


Ranges = tuple[dict[Node, list[tuple[int, int]]], dict[Node, ResolvedValue]]
"""Each piece's (doubled) point ranges and its value's record."""


def pinned_ranges(dec: Decoded, res: Mapping[str, ResolvedValue],
                  pins: Mapping[Node, int]) -> Ranges | None:
    """:func:`piece_ranges` with the pieces named in ``pins`` fixed at their start
    register; None when two pins name one piece with two registers."""
    segs, pieces = piece_ranges(dec, res)
    at: dict[Node, int] = {}
    for node, s in pins.items():
        root = dec.pieces.find(node)
        if root not in segs:
            continue  # a piece with no point and no operation: nothing to keep
        if at.setdefault(root, s) != s:
            return None
        pieces[root] = replace(pieces[root], fixed=s)
    return segs, pieces


def fit(cls: RegisterClass, segs: Mapping[Node, list[tuple[int, int]]],
        pieces: Mapping[Node, ResolvedValue], opts: SolveOptions, exact: bool = True
        ) -> dict[Node, int] | Failure:
    """Start register per piece: linear scan, DSatur and Chaitin-Briggs, then
    the exact colouring (unless not ``exact``); failing, with the pieces the
    heuristics left out (:attr:`~solver_alloc.result.Failure.unplaced`)."""
    order = piece_order(segs)
    orders = (False, True) if any(r.width > 1 for r in pieces.values()) else (False,)
    short = []
    for wide_first in orders:
        start, lacking = scan_with_room(cls, order, segs, pieces, wide_first)
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
    elif left is not None and left < EXACT_COLOUR_SECONDS * len(order) * cls.count:
        out = Failure(
            Status.UNKNOWN, "pieces found no registers (too little time left for the "
            "exact colouring)")
    else:
        out = exact_colour(cls, order, segs, pieces, opts, cp)
    if isinstance(out, Failure):
        return replace(out, short=min(short), unplaced=unplaced)
    return out


def scan_with_room(cls: RegisterClass, order: list[Node],
                   segs: Mapping[Node, list[tuple[int, int]]],
                   pieces: Mapping[Node, ResolvedValue], wide_first: bool = False
                   ) -> tuple[dict[Node, int] | None, int]:
    """Linear scan of the pieces with room to spare: ``(start registers, 0)``
    when they fit the class (first fit takes the lowest free register, so
    while one below the count is free it makes the choices a scan of the class
    alone makes), else ``(None, how many registers more than the class has the
    scan needs)``; ``(None, 0)`` when even the room does not help (fixed pieces
    that clash)."""
    widest = max((r.width for r in pieces.values()), default=1)  # no pieces: nothing to fit
    room = replace(cls, count=2 * cls.count + widest)
    scan = scan_class(room, order, segs, pieces, wide_first)
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


EXACT_COLOUR_SECONDS = 5e-6
"""Wall seconds per piece and register under which :func:`fit` does not start
the exact colouring of a split plan's pieces: building and starting its model
takes about that much whatever its budget (1,301 pieces in 120 registers:
2.8 s with 0.5 s for CP-SAT; 1,751 in 184: 3.4 s, coloured, with 2 s left).
Started with 0.4 s left, it once ran 7 s past a 60 s deadline (PTX matmul at
184 registers); at 2e-5 it skipped the attention kernel's colouring, which
would have succeeded. Spill-everywhere's colouring is not held back: it runs
in a share of the budget, not at its end."""


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
        edges=lv.interference_edges(), cliques=tuple(maximal_live_sets(sv, ss, se)))


def _merge(segs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(segs):
        if out and s <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out
