"""Optimal spill code with live-range splitting (objective ``"spill"``).

Per register class: build the chains (:mod:`solver_alloc.spill.chains`), solve the
CP-SAT model (:mod:`solver_alloc.spill.model`), decode the decisions into
loads, stores and remats (:mod:`solver_alloc.spill.decode`) and colour the
pieces. The model only counts registers, so its optimum is a lower bound on any
allocation's cost; when the pieces of the optimum fit the registers (always, for
width-1 values without fixed registers on straight-line code: an interval graph),
the allocation meets that bound and is OPTIMAL. If they do not fit, the class
falls back to spill-everywhere and is FEASIBLE with the model's bound.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

import numpy as np

from solver_alloc.analysis.problem import Problem
from solver_alloc.colouring.solve import SolveOptions, _solver
from solver_alloc.result import Allocation, Operation, RegisterRef, Status
from solver_alloc.spill.chains import SplitProblem, build, overflow
from solver_alloc.spill.decode import Decision, colour, decode
from solver_alloc.spill.model import (
    SplitModel,
    encode,
    home_reservations,
    pin_redefined,
)
from solver_alloc.spill.warm_start import as_decision, belady_hint, belady_table

_VARS = {"x": "x", "ld": "ld", "rm": "rm", "sd": "sd", "si": "si", "in": "inr",
         "out": "outr", "arrive": "arrive"}


@dataclass(frozen=True)
class ClassSplit:
    """The outcome for one class (costs exact)."""

    status: str
    """``OPTIMAL``, ``FEASIBLE``, ``INFEASIBLE`` or ``UNKNOWN``."""
    cost: Fraction = Fraction(0)
    bound: Fraction = Fraction(0)
    regs: dict[str, tuple[str, ...]] | None = None
    ops: tuple[Operation, ...] = ()
    note: str = ""
    history: tuple[tuple[float, float, float], ...] = ()
    """Anytime mode: ``(seconds, objective, bound)`` at each improvement."""
    uncoloured: bool = False
    """The plan was found but its pieces did not fit the registers."""
    repaired: bool = False
    """From a repair path (pinned re-plan, spill-everywhere): verified before use."""


def model_decision(solver: Any, m: SplitModel) -> Decision:
    """Read a solved model's decisions."""
    def d(kind: str, key: tuple[object, ...]) -> int:
        table = getattr(m, _VARS[kind])
        var = table.get(key[0] if kind == "arrive" else key)
        return 0 if var is None else int(solver.value(var))
    return d


def hint_model(m: SplitModel, d: Decision) -> None:
    """Warm start: every variable hinted from a heuristic's decisions."""
    for kind, attr in _VARS.items():
        for key, var in getattr(m, attr).items():
            m.model.add_hint(var, d(kind, (key,) if kind == "arrive" else key))


def _infeasible_note(problem: Problem, sp: SplitProblem) -> str:
    """Why no allocation exists: the first point whose must-stay values overflow."""
    over = overflow(sp)
    if over is not None:
        p, need = over
        return (f"at instruction {p // 2} the values it reads or writes in class "
                f"{sp.regclass!r} need {need} registers, more than the {sp.k} "
                "allocatable")
    lv = problem.liveness
    weights = [sp.width[v] if v in sp.no_spill else 0 for v in lv.values]
    need, p = lv.max_live(np.asarray(weights, dtype=np.int64))
    if need > sp.k:
        here = [v for v in lv.live_at(p) if v in sp.no_spill]
        return (f"at instruction {p // 2} the no_spill values {here[:12]} of class "
                f"{sp.regclass!r} need {need} registers, more than the {sp.k} "
                "allocatable")
    return (f"class {sp.regclass!r}: no allocation keeps the no_spill values "
            f"{sorted(sp.no_spill)[:12]} in registers")


def _reporter(m: SplitModel, progress: Any) -> Any:
    """A CP-SAT solution callback that reports (seconds, cost, bound) per plan."""
    from ortools.sat.python import cp_model

    class Report(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            progress(self.wall_time, self.objective_value / m.scale,
                     self.best_objective_bound / m.scale)

    return Report()


def solve_class(problem: Problem, sp: SplitProblem, opts: SolveOptions,
                hint: Decision | None = None, pinned: bool = False,
                reserved: dict[str, list[tuple[int, int]]] | None = None,
                progress: Any = None) -> ClassSplit:
    """Optimal splitting for one class (CP-SAT); ``pinned``: see
    :func:`~solver_alloc.encodings.split.pin_redefined`; ``progress`` hears of
    every improving plan."""
    from ortools.sat.python import cp_model

    if overflow(sp) is not None:
        return ClassSplit("INFEASIBLE", note=_infeasible_note(problem, sp))
    m = encode(sp)
    if pinned:
        pin_redefined(sp, m)
    if hint is not None:
        hint_model(m, hint)
    solver = _solver(opts)
    solver.parameters.linearization_level = 2  # the full LP: its bound is what proves
    status = solver.solve(m.model, None if progress is None else _reporter(m, progress))
    if status == cp_model.INFEASIBLE:
        return ClassSplit("INFEASIBLE", note=_infeasible_note(problem, sp))
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return ClassSplit("UNKNOWN", note="CP-SAT found no spill plan in the limit")
    bound = Fraction(round(solver.best_objective_bound)) / m.scale
    return finish(problem, sp, model_decision(solver, m), bound,
                  status == cp_model.OPTIMAL, "split model, CP-SAT", opts, reserved)


def finish(problem: Problem, sp: SplitProblem, d: Decision, bound: Fraction,
           proven: bool, how: str, opts: SolveOptions,
           reserved: dict[str, list[tuple[int, int]]] | None = None) -> ClassSplit:
    """Decode and colour the decisions ``d`` of a plan whose cost is >= ``bound``;
    ``reserved``: points each value's home register keeps (pinned mode)."""
    dec = decode(sp, d)
    for v, spans in (reserved or {}).items():
        for lo, hi in spans:
            dec.pieces.hold(dec.pieces.find((v, "home")), lo, hi)
    cls = problem.target.classes[sp.regclass]
    names = tuple(b.name for b in problem.kernel.blocks)
    out = colour(dec, cls, problem.resolved, names, opts)
    if isinstance(out, str):
        return ClassSplit("UNKNOWN", bound=bound, note=f"{how}: the plan's {out}",
                          uncoloured=True)
    regs, ops = out
    bound = min(bound, dec.cost)
    counts = {k: sum(1 for o in ops if o.op == k) for k in ("store", "load", "remat")}
    note = (f"{how}: {counts['store']} stores, {counts['load']} loads, "
            f"{counts['remat']} remats; bound {float(bound):g}")
    return ClassSplit("OPTIMAL" if proven and dec.cost == bound else "FEASIBLE",
                      dec.cost, bound, regs, tuple(ops), note)


REPAIR_TRIES = 3
"""Re-solves when the optimum's pieces do not colour: the register count is
lowered by one more each time."""


def _pinned(problem: Problem, sp: SplitProblem, opts: SolveOptions, got: ClassSplit
            ) -> ClassSplit:
    """The optimum's pieces did not fit (one home register per value, tuple
    alignment): re-solve with redefined values pinned between their writes, then
    with fewer registers, keeping the first bound."""
    reserved = home_reservations(sp)
    refs = dict(sp.refs)
    for v, spans in reserved.items():
        for lo, hi in spans:
            for p in range(lo, hi + 1):
                refs[p] = refs.get(p, 0) + sp.width[v]
    top = max(refs.values(), default=0)
    again, fewer = got, 0
    for fewer in range(REPAIR_TRIES):  # then leave room for alignment and homes
        if sp.k - fewer < top:
            break
        again = solve_class(problem, replace(sp, refs=refs, k=sp.k - fewer), opts,
                            pinned=True, reserved=reserved)
        if again.regs is not None:
            break
    if again.regs is None:
        return _fallback(problem, sp.regclass, opts, got)
    bound = min(got.bound, again.cost)
    how = again.note.split("; bound")[0]
    squeeze = f", planned for {sp.k - fewer} registers" if fewer else ""
    return replace(again, status="OPTIMAL" if again.cost == bound else "FEASIBLE",
                   bound=bound, repaired=True, note=f"{how}, redefined values pinned to "
                   f"their home registers{squeeze}; bound {float(bound):g} from the "
                   "first model")


def _fallback(problem: Problem, cname: str, opts: SolveOptions, got: ClassSplit
              ) -> ClassSplit:
    """Spill-everywhere for a class whose split plan did not colour; the split
    model's bound still holds (spill-everywhere plans are split plans)."""
    from solver_alloc.spill.everywhere import solve_class_everywhere

    ev = solve_class_everywhere(problem, cname, "cpsat", opts)
    if isinstance(ev, str):
        return got
    status = "OPTIMAL" if ev.cost == got.bound else "FEASIBLE"
    regs = {n: r for n, r in ev.regs.items() if "@" not in n}
    return ClassSplit(status, ev.cost, got.bound, regs, tuple(ev.ops),
                      f"{got.note}; spill-everywhere instead: {ev.note}", repaired=True)


def _use_anytime(sp: SplitProblem) -> bool:
    from solver_alloc.spill.lagrange import applies

    n = sum(len(ch.live) for ch in sp.chains)
    return n > ANYTIME_SEGMENTS and applies(sp) is None


def split_allocation(problem: Problem, opts: SolveOptions, base: dict[str, Any],
                     progress: Any = None) -> Allocation:
    """Minimum-cost spill code with live-range splitting, every class."""
    from solver_alloc.analysis.registers import registers_for

    results: dict[str, ClassSplit] = {}
    for cname in sorted(problem.pressure):
        sp = build(problem, cname)
        if _use_anytime(sp):
            r = anytime_class(problem, sp, opts, progress)
        else:
            r = solve_class(problem, sp, opts, belady_hint(problem, sp),
                            progress=progress)
        if r.uncoloured:
            r = _pinned(problem, sp, opts, r)
        if r.status in ("INFEASIBLE", "UNKNOWN"):
            return Allocation(**base, status=Status(r.status),
                              explanation=f"class {cname!r}: {r.note}")
        results[cname] = r
    assignment: dict[str, RegisterRef] = {}
    used = {}
    for cname, r in results.items():
        regs = r.regs or {}
        assignment.update({v: x[0] if len(x) == 1 else x for v, x in regs.items()})
        cls = problem.target.classes[cname]
        tops = [cls.alloc_index(x[-1]) for x in regs.values()]
        tops += [cls.alloc_index(o.reg if isinstance(o.reg, str) else o.reg[-1])
                 for o in r.ops if o.reg is not None]
        used[cname] = registers_for(cls, max(tops, default=-1))
    ops = sorted((o for r in results.values() for o in r.ops),
                 key=lambda o: (o.before, o.op != "store"))
    cost = sum((r.cost for r in results.values()), Fraction(0))
    bound = sum((r.bound for r in results.values()), Fraction(0))
    optimal = all(r.status == "OPTIMAL" for r in results.values())
    history = {c: [list(h) for h in r.history] for c, r in results.items() if r.history}
    stats = {"anytime_history": history} if history else {}
    alloc = Allocation(**base, status=Status.OPTIMAL if optimal else Status.FEASIBLE,
                       objective=float(cost), bound=float(bound), assignment=assignment,
                       operations=tuple(ops), registers_used=used, stats=stats,
                       certificate="; ".join(f"{c}: {r.note}" for c, r in results.items()))
    if any(r.repaired for r in results.values()):  # less trodden: check first
        from solver_alloc.verifier.kernel import verify

        report = verify(problem.kernel, problem.target, alloc)
        if not report.valid:
            return Allocation(**base, status=Status.UNKNOWN, bound=float(bound),
                              explanation="no valid plan found (the fallback plan "
                              f"failed verification: {report.violations[0]})")
    return alloc


ANYTIME_SEGMENTS = 12_000
"""Above this many segments in one class, straight-line width-1 classes use the
anytime mode (Lagrangian flow bound and repaired plans) instead of the full model."""
ANYTIME_ROUNDS = 8
"""Lagrangian rounds of the anytime mode (fixed, so results reproduce)."""
LNS_WINDOWS, LNS_SIZE, LNS_TIME = 32, 200, 1.0
"""Then this many windows of this many instructions are re-solved exactly, each
with this much CP-SAT deterministic time."""


def cost_step(sp: SplitProblem) -> Fraction:
    """Every plan's cost is a multiple of this (the costs' greatest common divisor),
    so a bound can be rounded up to it."""
    import math

    costs = [f * c for f in sp.freq for c in (sp.load, sp.store)]
    costs += [f * r for f in sp.freq for r in sp.remat.values() if r is not None]
    den = math.lcm(*(c.denominator for c in costs))
    return Fraction(math.gcd(*(int(c * den) for c in costs)), den)


def round_up(bound: Fraction, unit: Fraction) -> Fraction:
    """The smallest multiple of ``unit`` that is >= ``bound``."""
    return -(-bound // unit) * unit if unit > 0 else bound


def _lns(sp: SplitProblem, best: Any, bound: Fraction, opts: SolveOptions,
         progress: Any) -> int:
    """Window LNS on the best plan (single block); returns windows improved."""
    import time

    from solver_alloc.spill.windows import improve, windows

    if best.cost is None or best.cost <= bound or len(sp.freq) != 1:
        return 0
    t0 = time.perf_counter() - best.elapsed
    table, cost, improved = dict(best.table), best.cost, 0
    sub = SolveOptions(time_limit=LNS_TIME, seed=opts.seed, workers=opts.workers)
    for lo, hi in windows(sp, LNS_SIZE, LNS_WINDOWS):
        saved = improve(sp, lo, hi, table, sub)
        if saved:
            improved += 1
            cost -= saved
            best.offer(table, cost, time.perf_counter() - t0)  # only ever improved
            if progress is not None:
                progress(time.perf_counter() - t0, float(cost), float(best.bound))
        late = opts.time_limit is not None and time.perf_counter() - t0 > opts.time_limit
        if cost <= bound or late:
            break
    return improved


def anytime_class(problem: Problem, sp: SplitProblem, opts: SolveOptions,
                  progress: Any = None) -> ClassSplit:
    """Large straight-line classes: Belady start, Lagrangian rounds (bound and
    repaired plans); OPTIMAL only when the plan meets the rounded-up bound."""
    from solver_alloc.spill import anytime

    if overflow(sp) is not None:
        return ClassSplit("INFEASIBLE", note=_infeasible_note(problem, sp))
    start = belady_table(problem, sp)
    budget = float("inf") if opts.time_limit is None else opts.time_limit
    best = anytime.run(sp, ANYTIME_ROUNDS, budget, start, progress)
    if best.table is None:
        return ClassSplit("UNKNOWN", note="anytime mode found no plan")
    bound = round_up(best.bound, cost_step(sp))
    improved = _lns(sp, best, bound, opts, progress)
    how = (f"anytime: {'Belady start, ' if start is not None else ''}{best.rounds} "
           f"Lagrangian flow round{'s' if best.rounds != 1 else ''}, {improved} of "
           f"{LNS_WINDOWS} windows improved")
    out = finish(problem, sp, as_decision(best.table), bound, True, how, opts)
    return replace(out, history=tuple(best.history))
