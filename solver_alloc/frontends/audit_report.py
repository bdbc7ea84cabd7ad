"""``audit``: how far is LLVM's allocation of each function from our optimum?

For each function of a pre-RA MIR file and its post-RA twin: LLVM's allocation
as ours (:mod:`.audit`), checked and priced by the independent verifier (and
invalid too when an instruction reads a register that does not hold the value the
pre-RA MIR reads there: our allocation format cannot say so), then our
own spill solve of the same kernel, warm-started from LLVM's plan (so never
worse: where ours is not cheaper, LLVM's plan is returned, with our bound, and the
summary says so; ``warm_start=False`` returns the solver's own plan), and
verified too. Each audited row keeps both plans (:class:`.audit_side.AuditPlans`):
the summary says per function where each pays for spill code. Costs are the target's store,
load, move and remat costs times block frequency (the ``spill`` objective).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from solver_alloc.backends import Objective
from solver_alloc.cli_inputs import UsageError, target_counts
from solver_alloc.frontends.audit import audit_llvm
from solver_alloc.frontends.audit_side import (
    AuditPlans,
    Side,
    nothing_audited,
    saved_registers,
    side_by_side,
    where_paid,
    write_plans,
)
from solver_alloc.frontends.fewer_registers import RegisterCountError, fewer_function
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, MirFunction, read_mir
from solver_alloc.ir import Kernel
from solver_alloc.solve import allocate
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify
from solver_alloc.warm import best_of

__all__ = ["AuditRow", "audit_command", "audit_file", "audit_outcome"]

SHOWN = 5
"""How many refused functions the summary line names (with their reasons)."""


@dataclass(frozen=True, slots=True)
class AuditRow:
    """One function's audit (``None`` where a step did not happen)."""

    function: str
    refused: str | None = None
    """Why LLVM's allocation could not be stated as ours (or the function read)."""
    llvm_valid: bool | None = None
    llvm_cost: float | None = None
    llvm_violation: str | None = None
    """Why LLVM's allocation is invalid: first an operand that reads a register
    not holding its value, else the verifier's first violation."""
    status: str | None = None
    cost: float | None = None
    bound: float | None = None
    seconds: float | None = None
    instructions: int = 0
    blocks: int = 0
    plan_from: str = ""
    """``solver``, or ``warm start`` when LLVM's own plan was the better one."""
    solver_cost: float | None = None
    """The cost of the solver's own plan (before LLVM's is preferred to it)."""
    plans: AuditPlans | None = field(default=None, compare=False, repr=False)
    """Both plans (not in :meth:`to_json`, which has their spill code per block)."""

    @property
    def gap(self) -> float | None:
        """How much LLVM's cost exceeds our best plan, relative to LLVM's cost."""
        if self.llvm_cost is None or self.cost is None or not self.llvm_valid:
            return None
        return 0.0 if self.llvm_cost <= 0 else (self.llvm_cost - self.cost) / self.llvm_cost

    def to_json(self) -> dict[str, Any]:
        out = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "plans"}
        spill = [] if self.plans is None else [b.to_json()
                                               for b in side_by_side(self.plans)]
        return out | {"gap": self.gap, "spill_code": spill}

    def explained(self) -> str:
        """:meth:`line`, then what LLVM pays and where, and what ours does instead
        (and that LLVM's plan is the answer where the solver's costs more)."""
        out = [self.line()]
        if self.plans is None or not self.llvm_valid:
            return out[0]
        if self.solver_cost is None or self.solver_cost > (self.llvm_cost or 0):
            own = ("found no plan" if self.solver_cost is None else
                   f"costs {self.solver_cost:g}")
            out.append(f"  our solver's own plan {own}, more than LLVM's "
                       f"{self.llvm_cost:g}: " + (
                           "LLVM's plan is the answer (warm start; --no-warm-start "
                           "keeps ours)" if self.plan_from == "warm start" else
                           "ours is kept (--no-warm-start)"))
        if not self.llvm_cost and not self.cost:
            return "\n".join(out)  # neither pays anything
        blocks, p = side_by_side(self.plans), self.plans
        who = "the optimum" if self.status == "OPTIMAL" else "ours"
        paid = where_paid(blocks, Side.LLVM, self.llvm_cost or 0,
                          saved_registers(p.target, p.llvm))
        out.append(f"  LLVM pays {paid}")
        if self.plan_from != "warm start" and self.cost is not None:
            paid = where_paid(blocks, Side.OURS, self.cost,
                              saved_registers(p.target, p.ours))
            out.append(f"  {who} pays {paid}")
        return "\n".join(out)

    def line(self) -> str:
        if self.refused is not None:
            return f"{self.function}: not audited: {self.refused}"
        llvm = (f"LLVM cost {self.llvm_cost:g}" if self.llvm_valid else
                f"LLVM's allocation is invalid ({self.llvm_violation})")
        ours = (f"ours {self.status} {self.cost:g} (bound {self.bound:g})"
                if self.cost is not None and self.bound is not None
                else f"ours {self.status}")
        if self.plan_from == "warm start":
            ours = f"answer: LLVM's own plan, {ours.removeprefix('ours ')}"
        worse = self.cost is not None and self.llvm_cost is not None \
            and self.llvm_valid and self.cost > self.llvm_cost
        gap = "" if self.gap is None or self.plan_from == "warm start" else (
            f"; ours is {self.cost - (self.llvm_cost or 0):g} above LLVM's"
            if worse and self.cost is not None else f"; LLVM is {self.gap:.1%} above ours")
        return f"{self.function}: {llvm}; {ours}{gap}"


def audit_file(pre: str | Path, post: str | Path, target: Target,
               function: str | None = None, time_limit: float | None = 60.0,
               seed: int = 0, registers: Mapping[str, int] | None = None,
               tell: Callable[[str], None] = lambda _: None,
               warm_start: bool = True, backend: str = "auto") -> list[AuditRow]:
    """Audit every function of ``pre`` (or the one named) against ``post``; the
    time limit is shared out evenly over the functions still to solve.
    ``registers`` (``--registers``): our solve has these counts (each function
    its own target, :mod:`.fewer_registers`, whose dropped registers are
    ``tell``-ed), LLVM's allocation is judged on ``target`` as it is; a plan
    of LLVM's that uses a dropped register is then no warm start.
    ``warm_start=False``: the solver's own plan is the answer even where LLVM's
    costs less; ``backend``: the solve's backend (``auto``: the optimum)."""
    names = llvm_names(target)
    pres = [f for f in read_mir(pre) if function is None or f.name == function]
    if not pres:
        raise MirError(f"{pre}: no function {function!r}")
    posts = {f.name: f for f in read_mir(post)}
    rows, start = [], time.monotonic()
    for n, f in enumerate(pres):
        limit = None if time_limit is None else max(
            0.01, (time_limit - (time.monotonic() - start)) / (len(pres) - n))
        if f.name not in posts:
            rows.append(AuditRow(f.name, refused=f"{post} has no function {f.name!r}"))
            continue
        try:
            audit = audit_llvm(f, posts[f.name], target, names)
        except MirError as e:
            rows.append(AuditRow(f.name, refused=str(e).split(": ", 2)[-1]))
            continue
        kernel, llvm, report = audit.kernel, audit.allocation, verify(
            audit.kernel, target, audit.allocation)
        if audit.misread is not None:  # invalid, whatever the verifier says
            report = replace(report, violations=(audit.misread.violation(),
                                                 *report.violations))
        try:
            solved, on = _fewer(f, kernel, target, registers, tell)
        except RegisterCountError as e:
            rows.append(AuditRow(f.name, refused=str(e)))
            continue
        t0 = time.monotonic()
        raw = allocate(solved, on, objective="spill", backend=backend,
                       time_limit=limit, seed=seed)
        ours = best_of(solved, on,  # never worse than LLVM's own (verified) plan
                       raw, llvm, Objective.SPILL,
                       report if on is target else None) if warm_start else \
            replace(raw, stats={**raw.stats, "plan_from": "solver"})
        seconds = time.monotonic() - t0
        if ours.is_feasible and ours.stats.get("plan_from") == "solver" and \
                not verify(solved, on, ours).valid:
            raise MirError(f"{pre}: function {f.name!r}: our own allocation fails the "
                           "verifier (a bug: please report it)")
        rows.append(AuditRow(
            f.name, llvm_valid=report.valid, llvm_cost=report.cost if report.valid
            else None, llvm_violation=None if report.valid else str(report.violations[0]),
            status=ours.status.value, cost=ours.objective, bound=ours.bound,
            seconds=round(seconds, 3), instructions=kernel.n_instrs,
            blocks=len(kernel.blocks), plan_from=str(ours.stats.get("plan_from", "")),
            solver_cost=raw.objective, plans=AuditPlans(kernel, target, llvm, ours)
            if ours.is_feasible else None))
    return rows


def _fewer(f: MirFunction, kernel: Kernel, target: Target,
           registers: Mapping[str, int] | None, tell: Callable[[str], None]
           ) -> tuple[Kernel, Target]:
    """The kernel we solve and its target: ``kernel`` on ``target``, or with
    ``registers`` the function read again on its own target."""
    if not registers:
        return kernel, target
    solved, few = fewer_function(f, kernel, target, registers)
    for note in few.notes(f.name):
        tell(note)
    return solved, few.target


def audit_outcome(rows: list[AuditRow], pre: str, post: str, target: Target,
                  as_json: bool, folder: str | None, prog: str) -> int:
    """Print the audit (JSON, or each function explained and a summary line naming
    the functions refused and why), write each function's plans into ``folder``
    (:func:`.audit_side.write_plans`), and return the exit code: 1 when nothing
    was audited (with a line on stderr saying what was likely wrong) or LLVM's
    allocation fails the verifier somewhere, else 0."""
    if folder is not None:
        for r in rows:
            if r.plans is not None:
                write_plans(folder, r.function, r.plans)
    refused = [r for r in rows if r.refused is not None]
    named = "; ".join(f"{r.function} ({r.refused})" for r in refused[:SHOWN])
    more = f"; {len(refused) - SHOWN} more" if len(refused) > SHOWN else ""
    summary = (f"audited {len(rows) - len(refused)} of {len(rows)} functions; not "
               f"audited: {named}{more}" if refused and len(rows) > 1 else "")
    if as_json:
        print(json.dumps([r.to_json() for r in rows], indent=1))
        if summary:
            print(f"{prog}: {summary}", file=sys.stderr)
    else:
        print("\n".join([r.explained() for r in rows] + ([summary] if summary else [])))
        if folder is not None:
            print(f"plans and spill code per block written to {folder}")
    if rows and len(refused) == len(rows):
        print(f"{prog}: {nothing_audited(pre, post, target, refused[0].refused or '')}",
              file=sys.stderr)
        return 1
    return 1 if any(r.llvm_valid is False for r in rows) else 0


def audit_command(args: argparse.Namespace, prog: str = "solver-alloc") -> int:
    """``solver-alloc audit``: LLVM's allocation against ours, per function
    (:func:`audit_file`, then :func:`audit_outcome`)."""
    target, counts = target_counts(args)
    for path in (args.pre, args.post):
        if not Path(path).exists():
            raise UsageError(f"{path}: no such file")
    rows = audit_file(args.pre, args.post, target, args.function, args.time_limit,
                      args.seed, counts, lambda note: print(f"{prog}: {note}",
                                                            file=sys.stderr),
                      not args.no_warm_start)
    return audit_outcome(rows, args.pre, args.post, target, args.json, args.output,
                         prog)
