"""From a solved split model to a class's outcome: read its decisions
(:func:`model_decision`), decode them into pieces (:func:`decoded`) and colour the
pieces (:func:`finish`). Shared by the exact path
(:mod:`~solver_alloc.spill.modes.exact`), eviction
(:mod:`~solver_alloc.spill.refine.evict`), regions and the anytime mode."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from solver_alloc.analysis.problem import Problem
from solver_alloc.result import ClassOutcome, Failure, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.model.encode import DECISIONS, SplitModel
from solver_alloc.spill.outcome import decided
from solver_alloc.spill.pieces.decode import Decision, Decoded, decode
from solver_alloc.spill.pieces.fit import Fitter, colour
from solver_alloc.spill.problem import SplitProblem

__all__ = ["decoded", "finish", "model_decision", "with_measures"]


def model_decision(solver: Any, m: SplitModel) -> Decision:
    """Read a solved model's decisions (every decision variable is a Boolean
    variable: its value is the solution's entry at its index, read once; a
    decode reads each of them, so a ``solver.value`` call per read would
    weigh on every region's colouring)."""
    solution = list(solver.response_proto.solution)
    tables = {kind: getattr(m, attr) for kind, attr in DECISIONS.items()}

    def d(kind: str, key: tuple[object, ...]) -> int:
        var = tables[kind].get(key[0] if kind == "arrive" else key)
        return 0 if var is None else int(solution[var.index])
    return d


def decoded(sp: SplitProblem, d: Decision,
             reserved: dict[str, list[tuple[int, int]]] | None) -> Decoded:
    """The plan's pieces; ``reserved``: points each value's home register keeps
    (pinned mode)."""
    dec = decode(sp, d)
    for v, spans in (reserved or {}).items():
        for lo, hi in spans:
            dec.pieces.hold(dec.pieces.find((v, "home")), lo, hi)
    return dec


def finish(problem: Problem, sp: SplitProblem, d: Decision | Decoded, bound: Fraction,
           proven: bool, how: str, opts: SolveOptions, fitter: Fitter | None = None
           ) -> ClassOutcome:
    """Colour the plan ``d`` (decisions, or already decoded) whose cost is >= ``bound``,
    with ``fitter`` when given (see :func:`~solver_alloc.spill.pieces.fit.colour`)."""
    dec = d if isinstance(d, Decoded) else decode(sp, d)
    cls = problem.target.classes[sp.regclass]
    names = tuple(b.name for b in problem.kernel.blocks)
    out = colour(dec, cls, problem.resolved, names, opts, fitter)
    if isinstance(out, Failure):
        return ClassOutcome(Status.UNKNOWN, bound=bound,
                            note=f"{how}: the plan's {with_measures(out)}",
                            uncoloured=True, refuted=out.status is Status.INFEASIBLE,
                            short=out.short, unplaced=out.unplaced,
                            blockers=out.blockers)
    regs, ops = out
    bound = min(bound, dec.cost)
    counts = {k: sum(1 for o in ops if o.op == k) for k in ("store", "load", "remat")}
    note = (f"{how}: {counts['store']} stores, {counts['load']} loads, "
            f"{counts['remat']} remats; bound {float(bound):g}")
    return ClassOutcome(decided(dec.cost, bound, proven), dec.cost, bound, regs,
                        tuple(ops), note)


def with_measures(f: Failure, shown: int = 4) -> str:
    """``f``'s reason with what the failed colouring measured: how many
    registers more than the class has the linear scan of the pieces needed,
    and the values whose pieces the heuristics left out (each piece is one
    register over all its ranges, across blocks too: no move joins two
    pieces), inside the reason's closing bracket when it ends in one."""
    parts = []
    if f.short:
        parts.append(f"linear scan needs {f.short} registers more")
    if f.unplaced:
        names = sorted(f.unplaced)
        more = f" and {len(names) - shown} more" if len(names) > shown else ""
        parts.append(f"left out: {', '.join(names[:shown])}{more}")
    if not parts:
        return f.reason
    if f.reason.endswith(")"):
        return f"{f.reason[:-1]}; {'; '.join(parts)})"
    return f"{f.reason} ({'; '.join(parts)})"
