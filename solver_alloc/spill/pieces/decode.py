"""From split decisions to inserted operations and registers (one class).

:func:`decode` walks every chain with the decisions of a solved model (or a heuristic),
producing the operations and the *pieces*: maximal stretches during which a value sits
in one register. A def always writes the value's home register, so every piece that
starts at a def (or at kernel entry) is the home piece; a piece crossing a block
boundary is one piece in every block it crosses. Pieces are then coloured on doubled
points (:mod:`~solver_alloc.spill.pieces.fit`; a block exit gets its own odd point, so a
load at a block end has somewhere to live).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, cast

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.spill.problem import DEF, ENTRY, INDEXED, USE, Event, SplitProblem

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
        self.confined: dict[Node, frozenset[int]] = {}
        """Piece -> the registers a reference it serves allows (subsets)."""
        self.alike: list[tuple[Node, Node]] = []
        """Pieces a copy joins (its source where it reads it, its result's home):
        one register for both saves a move."""
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

    def confine(self, piece: Node, allowed: frozenset[int]) -> None:
        """The piece serves a reference that allows only ``allowed``."""
        self.confined[piece] = self.confined.get(piece, allowed) & allowed

    def hold(self, piece: Node, lo: int, hi: int) -> None:
        """The piece holds its register over real points lo..hi."""
        if lo <= hi:
            self.points.setdefault(piece, []).append((2 * lo, 2 * hi))


@dataclass(frozen=True)
class Decoded:
    """Operations (registers still named by piece) and pieces' point ranges."""

    ops: list[tuple[int, int, str, str, Node | None, int]]
    """``(before, order, op, value, piece, block)``; stores sort first; a
    ``fold`` (the instruction reads the slot) has no piece."""
    pieces: _Pieces
    cost: Fraction


class _Walk:
    """One chain's walk: where the value is (``cur``), what was inserted, cost."""

    def __init__(self, sp: SplitProblem, c: int, d: Decision, pc: _Pieces,
                 ops: list[tuple[int, int, str, str, Node | None, int]], lenient: bool = False
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

    def folded(self, j: int, e: Event) -> bool:
        """A folded read: the instruction reads the slot (a load's cost); the
        value is in no register there nor after."""
        if not (e.foldable and self.d("fd", (self.c, j))):
            return False
        self.ops.append((e.instr, 2, "fold", self.v, None, self.b))
        self.cost += self.f * self.sp.load
        self.cur = None
        return True

    def use(self, j: int, e: Event) -> None:
        self.cur = self.site(j, e.instr) or self.cur
        if e.copy_to is not None:
            self.pc.alike.append((self._here(e), (e.copy_to, "home")))
        if e.tied:  # read where the def writes: the home register
            self.pc.union((self.v, "home"), self._here(e))
            self.cur = self.pc.find(self._here(e))
        if e.to_exit:  # block-end code runs before the terminator: the register
            # is the value's at the exit too (not at the writes of the
            # terminators themselves, which run after the read)
            exit_point = 2 * self.ch.events[-1].point - 1
            self.pc.points.setdefault(self._here(e), []).append((exit_point, exit_point))

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
                if self.folded(j, e):
                    continue  # read from memory: nothing held, nothing follows
                self.use(j, e)
            elif e.kind == INDEXED:
                self.indexed(j, e)
            elif e.kind == DEF:
                self.define(j, e)
            elif ch.live[-1]:
                self.exit(j, e)
            if e.kind in (DEF, USE) or (e.kind == INDEXED and self.cur is not None):
                self.pc.hold(self._here(e), e.point, e.point)
            if e.confined is not None:
                self.pc.confine(self._here(e), e.confined)
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
    ops: list[tuple[int, int, str, str, Node | None, int]] = []
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
        if not on or kind not in ("ld", "rm", "sd", "si", "fd"):
            continue
        at = cast(tuple[Any, int], key)  # si: (value, block); others: (chain, event)
        if kind == "si":
            cost += sp.freq[at[1]] * sp.store
            continue
        ch = sp.chains[at[0]]
        f = sp.freq[ch.block]
        cost += f * {"ld": sp.load, "fd": sp.load, "sd": sp.store}.get(
            kind, sp.remat[ch.value] or 0)
    return cost


EMPTY = -3
"""Where :func:`piece_ranges` puts a piece that holds no point (an operation's
piece with nothing to keep), below the kernel entry's point."""


def alike_pieces(dec: Decoded) -> dict[Node, list[Node]]:
    """Piece (root) -> the pieces a copy joins it with (roots), both ways."""
    pc = dec.pieces
    out: dict[Node, list[Node]] = {}
    for a, b in pc.alike:
        if b not in pc.parent:
            continue  # the copy's result is never in a register
        ra, rb = pc.find(a), pc.find(b)
        if ra != rb:
            out.setdefault(ra, []).append(rb)
            out.setdefault(rb, []).append(ra)
    return out


def piece_ranges(dec: Decoded, res: Mapping[str, ResolvedValue]
                 ) -> tuple[dict[Node, list[tuple[int, int]]], dict[Node, ResolvedValue]]:
    """Each piece's (doubled) point ranges, merged, and its value's record."""
    pc = dec.pieces
    segs: dict[Node, list[tuple[int, int]]] = {}
    for name, pts in pc.points.items():
        segs.setdefault(pc.find(name), []).extend(pts)
    for root in {pc.find(p) for *_, p, _ in dec.ops if p is not None}:
        segs.setdefault(root, [])
    allowed: dict[Node, frozenset[int]] = {}
    for name, regs in pc.confined.items():
        root = pc.find(name)
        allowed[root] = allowed.get(root, regs) & regs
    pieces: dict[Node, ResolvedValue] = {}
    for root in segs:  # a fixed value's every piece sits in its fixed register
        segs[root] = _merge(segs[root]) or [(EMPTY, EMPTY)]
        r = res[root[0]]  # a piece is confined only by the references it serves
        pieces[root] = r if r.allowed is None and root not in allowed else replace(
            r, allowed=allowed.get(root))
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


def _merge(segs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(segs):
        if out and s <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out
