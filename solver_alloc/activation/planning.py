"""The activation-table plan of a kernel: the exact plan (a DP or CP-SAT on one
block, :mod:`solver_alloc.activation.cfg` across blocks) beside the compiler's
greedy first fit, or why no plan fits the set budget."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from solver_alloc.activation.cfg import cfg_plan
from solver_alloc.activation.tables import (
    Plan,
    Site,
    cpsat_plan,
    dp_plan,
    first_fit,
    min_cover,
    min_units,
    sites,
)
from solver_alloc.ir import Kernel
from solver_alloc.result import Failure, Operation, Status
from solver_alloc.solving import NO_LIMIT, SolveOptions
from solver_alloc.targets import ActivationTables, Target


@dataclass(frozen=True)
class ActivationResult:
    """The plan chosen, how good it is, and the greedy baseline."""

    operations: tuple[Operation, ...]
    cost: Fraction
    bound: Fraction
    proven: bool
    sets: tuple[str, ...]
    greedy: Plan
    explanation: str = ""
    """Non-empty when no plan fits the budget."""

    @property
    def has_plan(self) -> bool:
        """False when there is no plan at all (only an explanation); a greedy plan
        over the set budget is a plan, with an explanation."""
        return not self.explanation or bool(self.operations)


def to_operations(act: ActivationTables, ss: list[Site], plan: Plan
                  ) -> tuple[Operation, ...]:
    """``load_act_set`` before each activation where the set changes."""
    ops = []
    for k, (site, c) in enumerate(zip(ss, plan.choice, strict=True)):
        if k == 0 or ss[k - 1].block != site.block or plan.choice[k - 1] != c:
            ops.append(Operation(site.instr, "load_act_set", set=act.sets[c].name))
    return tuple(ops)


def plan_activations(kernel: Kernel, target: Target, *, exact: bool = True,
                     opts: SolveOptions = NO_LIMIT) -> ActivationResult | None:
    """Optimal table loads within the budget (``exact``), else greedy first fit.

    Returns None for kernels without activations.
    """
    act = target.activation
    ss = sites(kernel, target)
    if act is None or not ss:
        return None
    greedy = first_fit(act, ss)
    if not exact:
        ok = len(greedy.sets) <= act.max_sets
        return ActivationResult(to_operations(act, ss, greedy), greedy.cost, Fraction(0), False,
                                greedy.sets, greedy, "" if ok else _too_many(act, ss))
    if len(kernel.blocks) > 1 or act.initial_set is not None:
        return _over_the_cfg(kernel, act, ss, greedy, opts)
    free = dp_plan(act, ss)
    if len(free.sets) <= act.max_sets:
        return ActivationResult(to_operations(act, ss, free), free.cost, free.cost,
                                True, free.sets, greedy)
    plan, bound, proven = cpsat_plan(act, ss, act.max_sets, opts)
    if plan is None:
        why = _too_many(act, ss) if proven else "the solver found no plan in the limit"
        return ActivationResult((), Fraction(0), bound, proven, (), greedy, why)
    return ActivationResult(to_operations(act, ss, plan), plan.cost,
                            plan.cost if proven else max(bound, free.cost), proven,
                            plan.sets, greedy)


def _over_the_cfg(kernel: Kernel, act: ActivationTables, ss: list[Site], greedy: Plan,
                  opts: SolveOptions) -> ActivationResult:
    """Plans that carry the loaded set across blocks (and start from the target's
    initial set): :func:`solver_alloc.activation.cfg.cfg_plan`."""
    got = cfg_plan(kernel, act, ss, opts)
    if isinstance(got, Failure):
        proven = got.status is Status.INFEASIBLE
        why = _too_many(act, ss) if proven else got.reason
        return ActivationResult((), Fraction(0), Fraction(0), proven, (), greedy, why)
    return ActivationResult(got.operations, got.cost, got.bound, got.proven, got.sets,
                            greedy)


def _too_many(act: ActivationTables, ss: list[Site]) -> str:
    functions = {s.function for s in ss}
    cover = min_cover(act, functions)
    cuts = min_units(act, ss)
    if len(cover) <= act.max_sets:
        return (f"greedy first fit loads more than {act.max_sets} distinct sets, but "
                f"{len(cover)} suffice: {', '.join(cover)}")
    return (f"the {len(functions)} activation functions need at least {len(cover)} "
            f"distinct sets ({', '.join(cover)}), more than the {act.max_sets} one "
            f"compile unit may load; split into {len(cuts) + 1} units, cutting before "
            f"instructions {', '.join(map(str, cuts))}")
