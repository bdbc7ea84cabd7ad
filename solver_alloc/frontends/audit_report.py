"""``audit``: how far is LLVM's allocation of each function from our optimum?

For each function of a pre-RA MIR file and its post-RA twin: LLVM's allocation
as ours (:mod:`.audit`), checked and priced by the independent verifier (and
invalid too when an instruction reads a register that does not hold the value the
pre-RA MIR reads there: our allocation format cannot say so), then our
own spill solve of the same kernel, warm-started from LLVM's plan (so never
worse: where ours is not cheaper, LLVM's plan is returned, with our bound), and
verified too. Costs are the target's store,
load, move and remat costs times block frequency (the ``spill`` objective).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from solver_alloc.backends import Objective
from solver_alloc.frontends.audit import audit_llvm
from solver_alloc.frontends.fewer_registers import RegisterCountError, fewer
from solver_alloc.frontends.llvm_mir import mir_kernel
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, MirFunction, read_mir
from solver_alloc.ir import Kernel
from solver_alloc.solve import allocate
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify
from solver_alloc.warm import best_of

__all__ = ["AuditRow", "audit_file"]


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

    @property
    def gap(self) -> float | None:
        """How much LLVM's cost exceeds our best plan, relative to LLVM's cost."""
        if self.llvm_cost is None or self.cost is None or not self.llvm_valid:
            return None
        return 0.0 if self.llvm_cost <= 0 else (self.llvm_cost - self.cost) / self.llvm_cost

    def to_json(self) -> dict[str, Any]:
        return asdict(self) | {"gap": self.gap}

    def line(self) -> str:
        if self.refused is not None:
            return f"{self.function}: not audited: {self.refused}"
        llvm = (f"LLVM cost {self.llvm_cost:g}" if self.llvm_valid else
                f"LLVM's allocation is invalid ({self.llvm_violation})")
        ours = (f"ours {self.status} {self.cost:g} (bound {self.bound:g})"
                if self.cost is not None and self.bound is not None
                else f"ours {self.status}")
        gap = "" if self.gap is None else f"; LLVM is {self.gap:.1%} above ours"
        kept = " (LLVM's plan kept: ours was not cheaper)" \
            if self.plan_from == "warm start" else ""
        return f"{self.function}: {llvm}; {ours}{gap}{kept}"


def audit_file(pre: str | Path, post: str | Path, target: Target,
               function: str | None = None, time_limit: float | None = 60.0,
               seed: int = 0, registers: Mapping[str, int] | None = None,
               tell: Callable[[str], None] = lambda _: None) -> list[AuditRow]:
    """Audit every function of ``pre`` (or the one named) against ``post``; the
    time limit is shared out evenly over the functions still to solve.
    ``registers`` (``--registers``): our solve has these counts (each function
    its own target, :mod:`.fewer_registers`, whose dropped registers are
    ``tell``-ed), LLVM's allocation is judged on ``target`` as it is; a plan
    of LLVM's that uses a dropped register is then no warm start."""
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
        ours = best_of(solved, on,  # never worse than LLVM's own (verified) plan
                       allocate(solved, on, objective="spill", time_limit=limit,
                                seed=seed), llvm, Objective.SPILL,
                       report if on is target else None)
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
            blocks=len(kernel.blocks), plan_from=str(ours.stats.get("plan_from", ""))))
    return rows


def _fewer(f: MirFunction, kernel: Kernel, target: Target,
           registers: Mapping[str, int] | None, tell: Callable[[str], None]
           ) -> tuple[Kernel, Target]:
    """The kernel we solve and its target: ``kernel`` on ``target``, or with
    ``registers`` the function read again on its own target."""
    if not registers:
        return kernel, target
    few = fewer(target, registers, kernel)
    for note in few.notes(f.name):
        tell(note)
    return mir_kernel(f, few.target, llvm_names(few.target)), few.target
