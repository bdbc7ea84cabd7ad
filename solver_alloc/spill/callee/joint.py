"""The joint model of a class's callee-saved registers (see
:mod:`~solver_alloc.spill.callee.saved`): the split model with the pool's registers
optional (:mod:`~solver_alloc.spill.model.optional`), solved with cuts in one go over
every count of them a plan may use, and the pool and part types the search shares with
it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.analysis.problem import Problem
from solver_alloc.costing import ENCODE_SECONDS, floor
from solver_alloc.ir import Kernel
from solver_alloc.result import Failure, Operation, RegisterRef, Status
from solver_alloc.solving import SolveOptions, proven_bound, solve_cpsat
from solver_alloc.spill.model.crossing import keep_every_fixed_set_apart
from solver_alloc.spill.model.encode import SplitModel, encode
from solver_alloc.spill.pieces.decode import Decision, Decoded, decode, piece_ranges
from solver_alloc.spill.pieces.finish import model_decision
from solver_alloc.spill.pieces.fit import colour, plan_registers
from solver_alloc.spill.problem import SplitProblem, build, overflow
from solver_alloc.spill.refine.cuts import needless_holds, refuted_values, rule_out_values
from solver_alloc.spill.refine.loop import refine
from solver_alloc.targets import RegisterClass, Target

__all__ = ["Part", "Pool", "joint_bound", "restricted"]


@dataclass(frozen=True, slots=True)
class Pool:
    """The interchangeable callee-saved registers of one class."""

    regclass: str
    registers: tuple[int, ...]
    price: float
    """``s_c``: what using one of them costs."""
    forced: float = 0.0
    """What the callee-saved registers named by fixed values that must be in a
    register (defined, or read from one) cost: every plan pays it."""


@dataclass(frozen=True, slots=True)
class Part:
    """One class's share of a plan: its spill cost and bound, its values'
    registers and its operations."""

    cost: float
    bound: float
    assignment: Mapping[str, RegisterRef]
    operations: tuple[Operation, ...]
    registers_used: int


def restricted(target: Target, pool: Pool, m: int) -> Target:
    """``T_c(m)``: the pool's registers after its first ``m`` reserved."""
    cls = target.classes[pool.regclass]
    classes = dict(target.classes)
    classes[pool.regclass] = replace(cls, reserved=cls.reserved | frozenset(
        pool.registers[m:]))
    return replace(target, classes=classes)


def joint_bound(kernel: Kernel, target: Target, pool: Pool, opts: SolveOptions
                ) -> tuple[float, Part | None]:
    """A lower bound on class ``pool.regclass``'s spill code plus the saves of the
    pool's registers its part uses, over every ``m`` at once: the split model with the
    pool's registers *optional* (each row counts those a plan leaves unused, the
    objective pays ``s_c`` for each one used:
    :func:`~solver_alloc.spill.model.optional.price_optional_registers`), plus the saves
    every plan pays (``forced``): ``min_m (LB_c(m) + s_c m)`` in one solve (0 when the
    model cannot be built: the caller's search bounds the class then). A plan whose
    pieces do not fit the ``u`` pool registers it uses is cut as in
    :mod:`~solver_alloc.spill.refine.cuts`, for plans using at most ``u`` of them (a
    plan with fewer registers fits no better), and the model solved again (at most
    :attr:`~solver_alloc.budget.BudgetPolicy.joint_cuts` cuts); the first
    plan that fits comes back as a part (its cost is spill code; the caller prices its
    saves). A model the budget cannot build is not built (0, no part). Before a cut, the
    rows of the register sets fixed values fill that rule the plan out are added
    instead, when there are such
    (:func:`~solver_alloc.spill.model.crossing.keep_every_fixed_set_apart`)."""
    if not opts.affords(floor(kernel).plan):  # neither the model nor its
        return 0.0, None                         # encoding can be cut
    problem = Problem.from_kernel(kernel, target)
    if pool.regclass not in problem.pressure:
        return 0.0, None
    sp = build(problem, pool.regclass)
    if overflow(sp) is not None or not opts.affords(ENCODE_SECONDS * sp.segments()):
        return 0.0, None
    price = (sp.store + sp.load) * sp.freq[0]  # exact: the entry block's frequency
    sp = replace(sp, optional=len(pool.registers), optional_price=price)
    return refine(_JointRounds(problem, sp, encode(sp), target, pool, kernel, opts),
                  opts.policy.joint_cuts)


class _JointRounds:
    """The joint model's refinement loop
    (:func:`~solver_alloc.spill.refine.loop.refine`): the plan of each round is
    coloured on the pool registers it uses; rows for more fixed register sets,
    else a cut for plans with at most as many of them, else the loop ends with
    the bound alone."""

    def __init__(self, problem: Problem, sp: SplitProblem, m: SplitModel, target: Target,
                 pool: Pool, kernel: Kernel, opts: SolveOptions) -> None:
        self.problem, self.sp, self.m, self.target = problem, sp, m, target
        self.pool, self.opts = pool, opts
        self.names = tuple(b.name for b in kernel.blocks)
        self.bound, self.core = Fraction(0), frozenset[str]()
        self.solver: Any = None
        self.used = 0
        self.cls: RegisterClass | None = None
        self.decision: Decision | None = None
        self.dec: Decoded | None = None
        self.got: Failure | None = None

    def last(self) -> tuple[float, Part | None]:
        """The bound, no part."""
        return float(self.bound) + self.pool.forced, None

    def solve(self) -> tuple[float, Part | None] | None:
        solver, status = solve_cpsat(self.m.model, self.opts, full_lp=True)
        self.solver = solver
        self.bound = max(self.bound, proven_bound(solver, self.m.scale))
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE) or self.opts.expired():
            return self.last()
        return None

    def fit(self) -> tuple[float, Part | None] | None:
        sp, solver = self.sp, self.solver
        self.used = sp.optional - int(solver.value(self.m.unused))
        self.cls = restricted(self.target, self.pool, self.used).classes[self.pool.regclass]
        self.decision = model_decision(solver, self.m)
        self.dec = decode(sp, self.decision)
        got = colour(self.dec, self.cls, self.problem.resolved, self.names, self.opts)
        if not isinstance(got, Failure):
            return float(self.bound) + self.pool.forced, _part(got, self.dec.cost, self.cls)
        self.got = got
        return None

    def widen(self) -> bool:
        assert self.dec is not None
        assert self.cls is not None
        return bool(keep_every_fixed_set_apart(
            self.sp, self.m, piece_ranges(self.dec, self.problem.resolved),
            len(self.cls.allocatable())))

    def cut(self, _round: int) -> tuple[float, Part | None] | None:
        assert self.got is not None
        assert self.dec is not None
        assert self.cls is not None
        assert self.decision is not None
        if self.got.status is not Status.INFEASIBLE:
            return self.last()  # no proof that it does not fit: no cut
        res, opts = self.problem.resolved, self.opts
        self.core = refuted_values(self.dec, self.cls, res, opts, self.core)
        needless = needless_holds(self.sp, self.decision, self.core, self.cls, res, opts)
        rule_out_values(self.sp, self.m, self.solver, self.core, needless,
                        _more_than(self.m, self.sp.optional, self.used))
        return None


def _part(coloured: tuple[dict[str, tuple[str, ...]], list[Operation]], cost: Fraction,
          cls: RegisterClass) -> Part:
    """A joint plan whose pieces fit, as a class's part (its bound left to the
    caller)."""
    regs, ops = coloured
    assignment, used = plan_registers(cls, regs, ops)
    return Part(float(cost), 0.0, assignment, tuple(ops), used)


def _more_than(m: SplitModel, optional: int, used: int) -> Any:
    """A literal true exactly when a plan of ``m`` uses more than ``used`` of its
    optional registers (``unused < optional - used``)."""
    more = m.model.new_bool_var(f"more_than[{used}]")
    m.model.add(m.unused <= optional - used - 1).only_enforce_if(more)
    m.model.add(m.unused >= optional - used).only_enforce_if(more.Not())
    return more
