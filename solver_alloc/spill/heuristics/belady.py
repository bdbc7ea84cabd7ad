"""Belady furthest-next-use spilling on straight-line code (a baseline).

Walks the instructions once, per register class. A use not in a register is
loaded (or rematerialised) just before its instruction into a free register; when
none is free, the value whose next read is furthest away is evicted, stored
first if it is still needed, not yet in memory and not rematerialisable. A value
read through a runtime index is served from memory (stored once) or by a remat.
Live ranges split freely: a value may come back in another register. Handles
single-block kernels whose values have one definition and width 1, none fixed
to a register or no_spill, and never stores in a class that cannot spill;
anything else returns a reason instead of an allocation.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from fractions import Fraction

from solver_alloc.analysis.problem import Problem, memory_resident
from solver_alloc.analysis.registers import registers_named
from solver_alloc.result import Allocation, Failure, Header, Operation, Status


@dataclass
class _Class:
    """Register state of one class during the walk."""

    names: list[str]
    free: list[int]
    holder: dict[int, str]
    loc: dict[str, int]


def _reads(problem: Problem) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for i, _, ins in problem.kernel.instructions():
        for v in dict.fromkeys(ins.uses):
            out.setdefault(v, []).append(i)
    return out


_AT_EXIT = 1e18
"""Next read of a live-out value never read again: after every instruction, but
not "never" (``inf - 1`` would be ``inf``)."""


class _Walk:
    def __init__(self, problem: Problem) -> None:
        self.p = problem
        self.res = problem.resolved
        self.reads = _reads(problem)
        self.live_out = set(problem.kernel.live_out)
        self.ops: list[Operation] = []
        self.stored: set[str] = set()
        self.assignment: dict[str, str] = {}
        self.state: dict[str, _Class] = {}
        for cname, cls in problem.target.classes.items():
            regs = list(cls.allocatable())
            self.state[cname] = _Class([cls.register(r) for r in range(cls.count)],
                                       regs, {}, {})

    def next_read(self, v: str, i: int) -> float:
        rs = self.reads.get(v, [])
        k = bisect_right(rs, i)
        if k < len(rs):
            return rs[k]
        return _AT_EXIT if v in self.live_out else float("inf")

    def needed_after(self, v: str, i: int) -> bool:
        return self.next_read(v, i) != float("inf")

    def take(self, c: str, i: int, keep: set[str]) -> int:
        """A free register of class c before instruction i (evicting if needed)."""
        st = self.state[c]
        if st.free:
            return st.free.pop(0)
        victims = [v for v in st.loc if v not in keep]
        if not victims:
            raise _Fail(f"instruction {i} needs more registers of class {c!r} than "
                        "it has for the values it reads and writes")
        w = max(victims, key=lambda v: (self.next_read(v, i - 1), v))
        r = st.loc.pop(w)
        del st.holder[r]
        if self.needed_after(w, i - 1) and w not in self.stored and (
                self.res[w].remat_cost is None or w in self.live_out):
            self.store(i, w, st.names[r])
        return r

    def store(self, i: int, v: str, reg: str) -> None:
        """Spill ``v`` from ``reg`` before instruction ``i``."""
        cname = self.res[v].regclass
        if not self.p.target.classes[cname].spillable:
            raise _Fail(f"instruction {i} would spill {v!r}, but class {cname!r} "
                        "cannot spill")
        self.ops.append(Operation(i, "store", value=v, reg=reg))
        self.stored.add(v)

    def place(self, c: str, v: str, r: int) -> None:
        st = self.state[c]
        st.loc[v], st.holder[r] = r, v

    def release(self, v: str) -> None:
        st = self.state[self.res[v].regclass]
        r = st.loc.pop(v, None)
        if r is not None:
            del st.holder[r]
            st.free.append(r)
            st.free.sort()


class _Fail(Exception):
    pass


BeladyPlan = tuple[dict[str, str], list[Operation]]
"""``(assignment, operations)``: straight-line spill code."""


def belady(problem: Problem) -> BeladyPlan | Failure:
    """Belady's plan, or why it does not apply (status UNKNOWN)."""
    k = problem.kernel
    if len(k.blocks) != 1:
        return Failure(Status.UNKNOWN, "belady handles straight-line (single-block) "
                       "kernels only")
    if any(r.width != 1 for r in problem.resolved.values()):
        return Failure(Status.UNKNOWN, "belady handles width-1 values only")
    if any(r.fixed is not None or r.no_spill or r.allowed is not None or r.remat_reads
           for r in problem.resolved.values()):
        return Failure(Status.UNKNOWN, "belady does not handle fixed registers, "
                       "register subsets, remats that read values or no_spill values")
    defs = [v for _, _, ins in k.instructions() for v in ins.defs]
    if len(defs) != len(set(defs)) or set(defs) & set(k.live_in):
        return Failure(Status.UNKNOWN, "belady needs every value defined once")
    walk = _Walk(problem)
    try:
        _run(walk)
    except _Fail as e:
        return Failure(Status.UNKNOWN, str(e))
    return walk.assignment, walk.ops


def _run(w: _Walk) -> None:
    _place_live_in(w)
    for i, _, ins in w.p.kernel.instructions():
        _serve_uses(w, i, ins.uses, ins.indexed)
        for v in dict.fromkeys(ins.uses):
            if not w.needed_after(v, i):
                w.release(v)
        for d in ins.defs:
            c = w.res[d].regclass
            r = w.take(c, i, set(ins.defs) | set(ins.uses))
            w.place(c, d, r)
            w.assignment[d] = w.state[c].names[r]
        for d in ins.defs:
            if not w.needed_after(d, i):
                w.release(d)


def _place_live_in(w: _Walk) -> None:
    """Arriving live-ins take registers while there are any, except those never
    read from a register; the rest arrive in memory (no assignment)."""
    in_memory = memory_resident(w.p.kernel)
    for v in w.p.kernel.live_in:
        st = w.state[w.res[v].regclass]
        if st.free and w.needed_after(v, -1) and v not in in_memory:
            r = st.free.pop(0)
            w.place(w.res[v].regclass, v, r)
            w.assignment[v] = st.names[r]
        else:
            w.stored.add(v)


def _serve_uses(w: _Walk, i: int, uses: tuple[str, ...], indexed: tuple[str, ...]
                ) -> None:
    """Bring every read of instruction i where it must be."""
    keep = set(uses)
    for v in dict.fromkeys(uses):
        c = w.res[v].regclass
        st = w.state[c]
        if v in indexed:
            if v in w.stored:
                continue  # read from memory
            if v in st.loc:  # store it, or recompute it into its own register
                if w.res[v].remat_cost is None:
                    w.store(i, v, st.names[st.loc[v]])
                else:
                    w.ops.append(Operation(i, "remat", value=v, reg=st.names[st.loc[v]]))
                continue
        elif v in st.loc:
            continue
        r = w.take(c, i, keep)
        op = "remat" if w.res[v].remat_cost is not None else "load"
        w.ops.append(Operation(i, op, value=v, reg=st.names[r]))
        w.place(c, v, r)


def belady_allocation(problem: Problem, header: Header) -> Allocation:
    """The Belady baseline (spill objective only): verified format, no bound."""
    out = belady(problem)
    if isinstance(out, Failure):
        return header.failed(out)
    assignment, ops = out
    freq = Fraction(problem.kernel.blocks[0].freq)
    cost = Fraction(0)
    for op in ops:
        res = problem.resolved[op.value or ""]
        cls = problem.target.classes[res.regclass]
        cost += freq * Fraction({"store": cls.store_cost, "load": cls.load_cost,
                                 "remat": res.remat_cost or 0}[op.op])
    rematted = {(op.before, op.value) for op in ops if op.op == "remat"}
    for i, _, ins in problem.kernel.instructions():  # indexed reads from memory
        for v in dict.fromkeys(ins.indexed):
            if (i, v) not in rematted:
                cost += freq * Fraction(problem.target.classes[
                    problem.resolved[v].regclass].load_cost)
    used = registers_named(problem.target, [*assignment.values(),
                                            *(op.reg for op in ops)])
    return header.allocation(Status.FEASIBLE, objective=float(cost),
                             assignment=assignment, operations=tuple(ops),
                             registers_used=used,
                             certificate="Belady furthest-next-use heuristic (no bound)")
