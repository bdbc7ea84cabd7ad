"""The spill objective on one target, before callee-saved registers are
priced: rule out impossible inputs, keep a host register for classes that
spill into one, colour whole values when no spill code may be needed, else
plan spill code (the per-class pipeline of :mod:`solver_alloc.spill.solve`, or
a heuristic backend's plan)."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from solver_alloc.analysis.problem import Problem
from solver_alloc.analysis.recomputable import recomputed_somewhere
from solver_alloc.backends import Backend, Objective, Role
from solver_alloc.colouring.kernel import colour_kernel, combine
from solver_alloc.hosting import overflowing, with_hosts, without_hosts
from solver_alloc.ir import Kernel
from solver_alloc.precheck import indexed_uses, precheck
from solver_alloc.result import Header, Status
from solver_alloc.solving import Progress, SolveOptions
from solver_alloc.spill.heuristics.belady import belady_allocation
from solver_alloc.spill.heuristics.everywhere import spill_everywhere
from solver_alloc.spill.outcome import SpillResult, decided
from solver_alloc.spill.solve import Check, split_allocation
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify

__all__ = ["solve_target"]


def solve_target(kernel: Kernel, target: Target, opts: SolveOptions, backend: Backend,
                 header: Header, progress: Progress | None = None,
                 only: str | None = None) -> SpillResult:
    """The cheapest spill code for ``kernel`` on ``target`` (saves of
    callee-saved registers not counted); ``only``: that class alone."""
    problem = _of(Problem.from_kernel(kernel, target), only)
    # classes that spill into a host's register (predicates into R)
    spilling = overflowing(problem)
    early = precheck(problem, header, Objective.SPILL, spilling)
    if early is not None:
        return SpillResult(early)
    if not spilling:
        return _planned(problem, header, backend, opts, progress)
    relaxed = None
    if recomputed_somewhere(kernel, problem.resolved, spilling):
        relaxed = _planned(problem, header, backend,
                           opts.share(opts.policy.no_host_share), progress)
        a = relaxed.allocation
        if a.status is Status.INFEASIBLE or (
                a.is_feasible and verify(kernel, target, a).valid):
            return relaxed  # no plan at all, or one that needs no host register
    # a host value live everywhere keeps the spilled values' register
    hosting, hosts = with_hosts(kernel, target, spilling)
    hosted = _of(Problem.from_kernel(hosting, target), only)
    got = _planned(hosted, header, backend, opts, progress,
                   lambda a: verify(kernel, target, without_hosts(a, hosts)))
    got = replace(got, allocation=without_hosts(got.allocation, hosts))
    return got if relaxed is None else _bounded_by(got, relaxed)


def _bounded_by(hosted: SpillResult, relaxed: SpillResult) -> SpillResult:
    """The hosted plan with the bound of the solve without a host register: the
    plans that keep one are among that solve's (the host only takes a register),
    and so are those that need none (every spilled value recomputed), so its
    bound holds for both; the hosted solve's bound holds for the first alone."""
    a, r = hosted.allocation, relaxed.allocation
    if not a.is_feasible or r.bound is None:
        return replace(hosted, allocation=replace(
            a, status=Status.FEASIBLE if a.is_feasible else a.status,
            bound=0.0 if a.is_feasible else a.bound))
    bound = min(a.bound if a.bound is not None else r.bound, r.bound)
    classes = None if hosted.classes is None or relaxed.classes is None else {
        c: (cost, min(b, relaxed.classes.get(c, (cost, b))[1]))
        for c, (cost, b) in hosted.classes.items()}
    return replace(hosted, classes=classes, allocation=replace(
        a, bound=bound, status=decided(a.objective or 0.0, bound)))


def _of(problem: Problem, only: str | None) -> Problem:
    """``problem`` with only class ``only`` to solve (all when None)."""
    return problem if only is None else replace(
        problem, pressure={only: problem.pressure[only]})


def _planned(problem: Problem, header: Header, backend: Backend, opts: SolveOptions,
             progress: Progress | None, check: Check | None = None) -> SpillResult:
    """Spill code for ``problem``'s classes: Belady's or spill-everywhere's
    plan for those backends; else, when some class is over its registers (or
    a value is read by index), the split plan at once; else whole values
    coloured first (:attr:`~solver_alloc.budget.BudgetPolicy.colour_share` of
    the budget), and the split plan only when they do not colour (one register
    per value across its redefinitions: splitting may still need no spill code)."""
    if backend.name == "belady":
        return SpillResult(belady_allocation(problem, header))
    exact = backend.role is not Role.HEURISTIC and backend.name != "sat"
    if problem.over_capacity() or indexed_uses(problem):
        if exact:
            return split_allocation(problem, opts, header, progress, check)
        return SpillResult(spill_everywhere(problem, backend.name, opts, header))
    first = opts.share(opts.policy.colour_share) if exact else opts
    alloc = combine(header, colour_kernel(problem, backend, first), Objective.REGISTERS)
    if alloc.is_feasible:
        zero = (Fraction(0), Fraction(0))
        return SpillResult(replace(alloc, objective=0.0, bound=0.0, status=Status.OPTIMAL,
                                   certificate="no spill code is needed (spill cost 0)"),
                           {c: zero for c in alloc.registers_used})
    if exact:
        return split_allocation(problem, opts, header, progress, check)
    return SpillResult(alloc)
