"""Where one class's plan holds its values, for the remats of a class planned
after it that read them (a PTX predicate recomputed from its comparison of R
registers: :mod:`~solver_alloc.spill.remat_elsewhere`).

:func:`holds` runs the plan of class ``d`` (its registers and its loads,
remats and moves) forward over the CFG, keeping for each value the registers
that hold it: a def, load, remat or move of ``w`` into a register drops every
other value there; at a join a value keeps its registers only when every
reached predecessor agrees (a must-analysis, to a fixed point). ``u`` is
*held before* instruction ``i`` when it is in its registers after ``d``'s
operations placed before ``i`` (where a block ends in terminators, those
placed after the first of them run before it, in position order, as on the
machine). The operations of the later class at one place run after ``d``'s
(:func:`~solver_alloc.spill.solve.assemble` lists them in planning order), so
a remat placed before ``i`` finds ``u`` there exactly when ``u`` is held
before ``i``. A value has one def where a remat reads it
(:func:`~solver_alloc.analysis.remat_reads.rematerialisable_reading`), so its
registers hold the value the remat's def read.

:func:`unsupported` lists a relaxed plan's remats placed where the read
values are not held: the later class is then planned again with its remat
sites restricted to where they are."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from solver_alloc.analysis.cfg import block_graph
from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome, Operation, RegisterRef
from solver_alloc.spill.problem import SplitProblem

__all__ = ["holds", "unsupported"]

Loc = dict[str, tuple[str, ...]]


def _regs(ref: RegisterRef | None) -> tuple[str, ...]:
    if ref is None:
        return ()
    return (ref,) if isinstance(ref, str) else tuple(ref)


def _write(loc: Loc, v: str, regs: tuple[str, ...], wanted: Collection[str]) -> None:
    """``v`` written to ``regs``: the tracked values there lose them."""
    hit = set(regs)
    for w in [w for w, at in loc.items() if w != v and hit.intersection(at)]:
        del loc[w]
    if v in wanted and regs:
        loc[v] = regs


def _grouped(problem: Problem, ops: tuple[Operation, ...]
             ) -> dict[tuple[int, int], list[Operation]]:
    """Operations by (block, position), blocks resolved as the verifier does:
    a named block, else the block holding ``before``, else the last block
    when ``before`` is one past the last instruction."""
    k = problem.kernel
    starts = k.block_starts()
    index = {b.name: n for n, b in enumerate(k.blocks)}
    out: dict[tuple[int, int], list[Operation]] = {}
    for op in ops:
        if op.block is not None:
            n = index.get(op.block)
        else:
            n = next((m for m, (b, s) in enumerate(zip(k.blocks, starts, strict=True))
                      if s <= op.before < s + len(b.instrs)),
                     len(k.blocks) - 1 if op.before == k.n_instrs else None)
        if n is not None:
            out.setdefault((n, op.before), []).append(op)
    return out


class _Plan:
    """One class's plan, run block by block (:func:`holds`)."""

    def __init__(self, problem: Problem, cname: str, outcome: ClassOutcome,
                 wanted: frozenset[str]) -> None:
        self.k, self.cname, self.want = problem.kernel, cname, wanted
        self.res = problem.resolved
        self.regs = outcome.regs or {}
        self.ops = _grouped(problem, outcome.ops)
        self.starts = self.k.block_starts()

    def entry(self) -> Loc:
        """Live-ins in their registers (as the verifier places them)."""
        return {u: self.regs[u] for u in self.k.live_in
                if u in self.want and u in self.regs}

    def apply(self, loc: Loc, n: int, j: int) -> None:
        """The operations placed before position ``j`` of block ``n``."""
        for op in self.ops.get((n, j), ()):
            if op.value is None:
                continue
            if op.op in ("load", "remat"):
                _write(loc, op.value, _regs(op.reg), self.want)
            elif op.op == "move":
                _write(loc, op.value, _regs(op.dst), self.want)

    def run(self, n: int, loc: Loc, seen: dict[str, set[int]] | None) -> Loc:
        """Block ``n`` from ``loc`` (changed in place and returned); ``seen``
        collects, per value, the positions before which it is held."""
        b, start = self.k.blocks[n], self.starts[n]
        end = start + len(b.instrs)
        first_term = end
        while first_term > start and b.instrs[first_term - 1 - start].terminator:
            first_term -= 1
        for i, ins in enumerate(b.instrs, start):
            at = range(i, end + 1) if i == first_term else (i,) if i < first_term else ()
            for j in at:
                self.apply(loc, n, j)
                if seen is not None and j < end:
                    for u in loc:
                        seen.setdefault(u, set()).add(j)
            for v in ins.defs:
                if self.res[v].regclass == self.cname:
                    _write(loc, v, self.regs.get(v, ()), self.want)
        if first_term == end:
            self.apply(loc, n, end)
        return loc


def _meet(states: list[Loc]) -> Loc:
    """What every state agrees on."""
    first = states[0]
    return {u: at for u, at in first.items() if all(s.get(u) == at for s in states[1:])}


def holds(problem: Problem, cname: str, outcome: ClassOutcome,
          wanted: Collection[str]) -> dict[str, frozenset[int]]:
    """For each value of ``wanted`` (of class ``cname``), the instructions
    before which ``outcome``'s plan holds it in its registers (module
    docstring)."""
    plan = _Plan(problem, cname, outcome, frozenset(wanted))
    graph = block_graph(problem.kernel)
    exits: dict[int, Loc] = {}

    def entering(n: int) -> Loc | None:
        states = [exits[p] for p in graph.preds[n] if p in exits]
        if n == 0:
            states.insert(0, plan.entry())
        return _meet(states) if states else None
    order = [n for n in graph.rpo if n in graph.reached]
    changed = True
    while changed:  # exits only shrink once every block has run: a fixed point
        changed = False
        for n in order:
            loc = entering(n)
            if loc is not None:
                out = plan.run(n, loc, None)
                changed |= exits.get(n) != out
                exits[n] = out
    seen: dict[str, set[int]] = {}
    for n in order:
        loc = entering(n)
        if loc is not None:
            plan.run(n, loc, seen)
    return {u: frozenset(seen.get(u, ())) for u in plan.want}


def unsupported(sp: SplitProblem, outcome: ClassOutcome, cls_of: Mapping[str, str],
                held: Mapping[str, Mapping[str, frozenset[int]]]) -> list[tuple[str, int]]:
    """The remats of ``outcome`` (class ``sp``'s relaxed plan) whose reads of
    another class's values (:attr:`~solver_alloc.spill.problem.SplitProblem.remat_relaxed`)
    are not held there by that class's plan (``held``: class -> value ->
    instructions, :func:`holds`): ``(value, before)``."""
    return [(o.value, o.before) for o in outcome.ops
            if o.op == "remat" and o.value in sp.remat_relaxed
            and not all(o.before in held[cls_of[u]].get(u, frozenset())
                        for u in sp.remat_relaxed[o.value])]
