"""``check``'s verdict: does an allocation of the kernel exist on the target?

"Fits" is a promise that an allocation exists, so it is said only with one in
hand. First the fast checks (:func:`~solver_alloc.programs.plan.fit`: features,
pressure in classes that cannot spill, activation sets); they cover only part
of what can make a kernel impossible (fixed registers and tuples that clash,
reads through a runtime index of values that cannot be in memory, ``no_spill``
live-ins...). Then a plan, within a small wall-clock budget, through the public
entry point :func:`~solver_alloc.solve.allocate` (so ``check`` means what
``solve`` means by every rule, ``no_spill`` included): greedy spill-everywhere
first (quick, often enough), else the exact spill model. A plan the verifier
accepts: the kernel **fits**. The exact model's INFEASIBLE (a proof that no
allocation exists): it **does not fit**, for that reason. Neither within the
budget: **unknown**, with the reason.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from solver_alloc.errors import SolverAllocError
from solver_alloc.ir import Kernel
from solver_alloc.programs.plan import Finding, fit
from solver_alloc.result import Allocation, Status
from solver_alloc.solve import allocate
from solver_alloc.solving import SolveOptions
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify

__all__ = ["CHECK_SECONDS", "Fits", "Verdict", "verdict"]

CHECK_SECONDS = 10.0
"""Wall-clock seconds ``check`` may spend looking for a plan by default."""

QUICK_SHARE = 0.3
"""Share of that budget the greedy spill-everywhere plan may take."""


class Fits(enum.Enum):
    """``check``'s answer."""

    YES = "fits"
    """An allocation exists: one was found and verified."""
    NO = "does not fit"
    """Proven: no allocation exists (``findings`` say why)."""
    UNKNOWN = "unknown"
    """Neither decided within the budget (``reason`` says why)."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether ``kernel`` fits ``target``, and why."""

    fits: Fits
    findings: tuple[Finding, ...] = ()
    """Why it does not fit."""
    notes: tuple[str, ...] = ()
    """Classes that fit only by spilling (when it fits)."""
    reason: str = ""
    """How it was decided (fits), or why it could not be (unknown)."""

    def lines(self, kernel: str, target: str) -> list[str]:
        """What ``check`` prints."""
        if self.fits is Fits.YES:
            return [f"{kernel} fits {target}", *(f"  note: {n}" for n in self.notes)]
        if self.fits is Fits.UNKNOWN:
            return [f"{kernel} on {target}: unknown whether it fits: {self.reason}"]
        return [f"{kernel} does not fit {target}: {len(self.findings)} problem(s)",
                *(f"  {f}" for f in self.findings)]


def _valid(kernel: Kernel, target: Target, a: Allocation) -> bool:
    return a.is_feasible and verify(kernel, target, a).valid


def verdict(kernel: Kernel, target: Target, time_limit: float = CHECK_SECONDS,
            seed: int = 0) -> Verdict:
    """Does ``kernel`` fit ``target`` (see the module docstring)? At most
    ``time_limit`` seconds go to looking for a plan."""
    findings, notes = fit(kernel, target)
    if findings:
        return Verdict(Fits.NO, tuple(findings))
    opts = SolveOptions(time_limit=time_limit, seed=seed).started()
    try:
        quick = allocate(kernel, target, objective="spill", backend="linear-scan",
                         options=opts.share(QUICK_SHARE))
    except SolverAllocError:  # a kernel this baseline does not take
        quick = None
    if quick is not None and _valid(kernel, target, quick):
        return Verdict(Fits.YES, notes=tuple(notes),
                       reason="a greedy spill-everywhere plan verifies")
    exact = allocate(kernel, target, objective="spill", options=opts)
    if _valid(kernel, target, exact):
        return Verdict(Fits.YES, notes=tuple(notes),
                       reason="a plan of the exact spill model verifies")
    if exact.status is Status.INFEASIBLE:
        return Verdict(Fits.NO, (Finding("allocation", "no allocation exists: "
                                         + exact.explanation),))
    why = "its plan failed the verifier" if exact.is_feasible else \
        exact.explanation or "no plan"
    return Verdict(Fits.UNKNOWN, reason=f"no verified plan in {time_limit:g} s and no "
                   f"proof that none exists ({why})")
