"""What an allocator returns: :class:`Allocation` and its parts."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

RegisterRef = str | tuple[str, ...]
"""One register, or the consecutive registers of a tuple."""


class Status(enum.StrEnum):
    """Outcome of a solve: a string enum, so it compares equal to its name and
    prints as it.

    >>> Status.OPTIMAL == "OPTIMAL", str(Status.FEASIBLE), Status("UNKNOWN").name
    (True, 'FEASIBLE', 'UNKNOWN')
    """

    OPTIMAL = "OPTIMAL"
    """The objective equals a proven lower bound."""
    FEASIBLE = "FEASIBLE"
    """A valid allocation; ``bound`` and ``gap`` say how far from optimal it may be."""
    INFEASIBLE = "INFEASIBLE"
    """Proven: no allocation exists; ``explanation`` says why."""
    UNKNOWN = "UNKNOWN"
    """No allocation found and no proof that none exists."""


class PlanSpace(enum.Enum):
    """The plans a status speaks of: OPTIMAL is proven, and INFEASIBLE refuted,
    over this space (see the README, "What OPTIMAL means")."""

    ALL = "all"
    """Every allocation the verifier accepts."""
    SPLIT = "split"
    """The live-range splitting model's plans: loads and remats before reads, at
    block entries and exits; stores just after a def or at a block entry (not
    after a remat)."""
    SPILL_EVERYWHERE = "spill-everywhere"
    """A spilled value is stored after each def and loaded before each use."""


OPS = ("store", "load", "move", "remat", "load_act_set", "fold")


@dataclass(frozen=True, slots=True)
class Operation:
    """Code inserted just before instruction ``before`` (list order among equals).

    ``before`` may be one past a block's last instruction (the block's end); ``block``
    names the block where that index is ambiguous.
    """

    before: int
    op: str
    value: str | None = None
    reg: RegisterRef | None = None
    """Register read by ``store``, written by ``load`` / ``remat``."""
    src: RegisterRef | None = None
    """``move`` source (``"from"`` in JSON)."""
    dst: RegisterRef | None = None
    """``move`` destination (``"to"`` in JSON)."""
    set: str | None = None
    """Activation set loaded by ``load_act_set``."""
    block: str | None = None


class FrozenDict(dict[str, Any]):
    """A dict that refuses changes: read at dict speed, and handed on between
    allocations without a copy (an allocation's assignment can hold a million
    entries, and ``replace`` re-runs ``__post_init__``)."""

    __slots__ = ()

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
        return FrozenDict, (dict(self),)


def _refuse(*_: Any, **__: Any) -> Any:
    raise TypeError("an allocation's mappings are read-only")


for _name in ("__setitem__", "__delitem__", "__ior__", "clear", "pop", "popitem",
              "setdefault", "update"):
    setattr(FrozenDict, _name, _refuse)  # typeshed's overloads cannot be overridden


def _ro(m: Mapping[str, Any] | None) -> Mapping[str, Any]:
    return m if type(m) is FrozenDict else FrozenDict(m or {})


@dataclass(frozen=True, slots=True)
class ActivationFacts:
    """The activation-table plan of an allocation, beside the compiler's greedy
    first fit (costs are the target's load cost times block frequency)."""

    loads: int
    """``load_act_set`` operations in the plan."""
    cost: float
    sets: int
    """Distinct sets the plan loads."""
    greedy_cost: float
    """Greedy first fit's cost in the same order."""
    greedy_sets: int
    fixed_order_cost: float | None = None
    """When instructions were reordered: the optimum in the original order."""
    order_bound: float | None = None
    """When instructions were reordered: a lower bound over every order."""


@dataclass(frozen=True, slots=True)
class ClassOutcome:
    """What the solve of one register class found (costs exact)."""

    status: Status
    cost: Fraction = Fraction(0)
    bound: Fraction = Fraction(0)
    """A proven lower bound on the class's cost."""
    regs: Mapping[str, tuple[str, ...]] | None = None
    """Value -> the registers its definitions write; ``None``: no plan."""
    ops: tuple[Operation, ...] = ()
    note: str = ""
    """The certificate when there is a plan, else why there is none."""
    history: tuple[tuple[float, float, float], ...] = ()
    """Anytime mode: ``(seconds, objective, bound)`` at each improvement."""
    uncoloured: bool = False
    """A plan was found but its pieces did not fit the registers."""
    refuted: bool = False
    """... and that is proven (not a budget that ran out): the plan may be ruled out."""
    short: int = 0
    """... and the registers the linear scan of its pieces lacked (see
    :attr:`Failure.short`): how many fewer a re-plan should count."""
    unplaced: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    """... and the pieces the heuristics could not place (see
    :attr:`Failure.unplaced`): the ones eviction takes out of registers."""
    blockers: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    """... and the pieces in their way (see :attr:`Failure.blockers`)."""
    repaired: bool = False
    """From a repair path (pinned re-plan, spill-everywhere): verified before use."""
    greedy: bool = False
    """The plan is the greedy split plan's (:mod:`~solver_alloc.spill.heuristics.greedy`),
    not spill-everywhere's, where a fallback takes it."""
    dominated: bool = False
    """No plan, because the bound reached the class's cutoff
    (:attr:`~solver_alloc.solving.SolveOptions.cutoffs`): every plan costs at least that."""


@dataclass(frozen=True, slots=True)
class Failure:
    """No plan: ``status`` is INFEASIBLE (proven) or UNKNOWN, ``reason`` says why."""

    status: Status
    reason: str
    short: int = 0
    """Registers the linear scan of the pieces lacked: it fits them into the
    class's count plus this many (0: not measured, or more would not help)."""
    unplaced: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    """The (doubled) point ranges of the unfixed pieces the colouring
    heuristics left without a register, by value."""
    blockers: Mapping[str, tuple[tuple[int, int], ...]] = field(default_factory=dict)
    """The ranges of the placed pieces in the way of each piece the heuristics
    left out (of any piece, fixed or not): those in the start register with the
    fewest of them, and none fixed where it can, by value."""


@dataclass(frozen=True, slots=True)
class Allocation:
    """A register allocation of one kernel for one target, with its proof status."""

    kernel: str
    target: str
    status: Status
    objective_kind: str = "registers"
    """``"registers"`` or ``"spill"``."""
    objective: float | None = None
    bound: float | None = None
    """A proven lower bound on the objective, or ``None``."""
    assignment: Mapping[str, RegisterRef] = field(default_factory=lambda: _ro(None))
    """Value -> the register (tuple: registers) its definitions write."""
    operations: tuple[Operation, ...] = ()
    order: tuple[int, ...] | None = None
    """Execution order of the instructions (global indices), when reordered."""
    certificate: str = ""
    """Why the status holds, for humans (e.g. the matched lower bound)."""
    explanation: str = ""
    """For INFEASIBLE / UNKNOWN: the point and values at fault."""
    registers_used: Mapping[str, int] = field(default_factory=lambda: _ro(None))
    """Per class: the smallest prefix of its allocatable registers holding every
    register used, rounded up to the granule (capped at the allocatable count)."""
    stats: Mapping[str, Any] = field(default_factory=lambda: _ro(None))
    """Backend, wall time, seed, workers: enough to reproduce the run."""
    activation: ActivationFacts | None = None
    """The activation-table plan, on targets with tables and kernels with ``act``."""
    plan_space: PlanSpace = PlanSpace.ALL
    """Over which plans ``status`` and ``bound`` hold."""
    machine: Mapping[str, Any] | None = None
    """For an LLVM MIR function: the allocation in the compiler's terms
    (:func:`solver_alloc.emit.machine_view`): the input function's fingerprint,
    its spill slots and its body written back, a register for every operand."""

    def __post_init__(self) -> None:
        for name in ("assignment", "registers_used", "stats"):
            object.__setattr__(self, name, _ro(getattr(self, name)))

    @property
    def gap(self) -> float | None:
        """Relative gap ``(objective - bound) / objective`` (0 when both are 0)."""
        if self.objective is None or self.bound is None:
            return None
        if self.objective <= 0:
            return 0.0
        return max(0.0, (self.objective - self.bound) / self.objective)

    @property
    def is_feasible(self) -> bool:
        """True when the allocation holds a usable assignment."""
        return self.status in (Status.OPTIMAL, Status.FEASIBLE)

    def summary(self, time_limit: float | None = None) -> str:
        """A few lines for humans: the status, the cost and what it is made of,
        the registers, the inserted code, the certificate and how the run was
        made. ``time_limit`` is the limit the caller was given, printed beside
        what this solve had when the two differ (the CLI's solve has what is
        left of the run's limit once the input is read).

        >>> a = Allocation("k", "x86-64", Status.OPTIMAL, objective_kind="spill",
        ...                objective=84.0, bound=84.0,
        ...                operations=(Operation(2, "load", "p", reg="r2"),),
        ...                stats={"callee_saved": ["rbx"], "callee_saved_cost": 4.0,
        ...                       "backend": "auto", "time_limit": 59.014})
        >>> print(a.summary(time_limit=60))
        kernel k on x86-64: OPTIMAL
          cost: 84, bound 84, gap 0.00%
          cost = spill code 80 + callee-saved saves and restores 4 (rbx)
          inserted: 1 load
          backend auto, time limit 60 s (59.014 s left for this solve)
        """
        orders = " in every legal order" if "bound_over_orders" in self.stats else ""
        over = ("" if self.plan_space is PlanSpace.ALL or not self.is_feasible
                else f" over {self.plan_space.value} plans{orders}")
        lines = [f"kernel {self.kernel} on {self.target}: {self.status.value}{over}"]
        if self.objective is not None:
            b = "" if self.bound is None else f", bound {_num(self.bound)}"
            g = "" if self.gap is None else f", gap {self.gap:.2%}"
            label = "cost" if self.objective_kind == "spill" else self.objective_kind
            lines.append(f"  {label}: {_num(self.objective)}{b}{g}")
            if self.objective_kind == "spill":
                lines.append("  cost = " + self._cost_parts(self.objective))
        if self.registers_used:
            used = ", ".join(f"{c}={n}" for c, n in self.registers_used.items())
            lines.append(f"  registers used: {used}")
        if self.operations:
            counts: dict[str, int] = {}
            for op in self.operations:
                counts[op.op] = counts.get(op.op, 0) + 1
            lines.append("  inserted: " + ", ".join(f"{n} {k}" for k, n in
                                                      sorted(counts.items())))
        act = self.activation
        if act is not None:
            lines.append(f"  activation table loads: greedy first fit cost "
                         f"{_num(act.greedy_cost)} ({act.greedy_sets} sets) -> "
                         f"{_num(act.cost)} ({act.loads} loads, {act.sets} sets)" + (
                             f"; in the original order {_num(act.fixed_order_cost)}"
                             if act.fixed_order_cost is not None else ""))
        if self.certificate:
            lines.append(f"  certificate: {self.certificate}")
        if self.explanation:
            lines.append(f"  why: {self.explanation}")
        if self.stats:
            lines.append("  " + self._run_line(time_limit))
        return "\n".join(lines)

    def _cost_parts(self, total: float) -> str:
        """What a spill-objective cost is made of: spill code (stores, loads,
        remats, moves, times block frequency), the callee-saved registers'
        saves and restores, the activation table loads."""
        saved = self.stats.get("callee_saved")
        saved = saved if isinstance(saved, list) and saved else []
        saves = self.stats.get("callee_saved_cost")
        tables = self.activation.cost if self.activation is not None else 0.0
        parts = []
        if saved and not isinstance(saves, int | float):
            parts.append(f"spill code and callee-saved saves and restores "
                         f"{_num(total - tables)} ({', '.join(saved)})")
        else:
            cost_saves = float(saves) if saved and isinstance(saves, int | float) else 0.0
            parts.append(f"spill code {_num(total - cost_saves - tables)}")
            if saved:
                parts.append(f"callee-saved saves and restores {_num(cost_saves)} "
                             f"({', '.join(saved)})")
        if self.activation is not None:
            parts.append(f"activation table loads {_num(tables)}")
        return " + ".join(parts)

    def _run_line(self, asked: float | None) -> str:
        """How the run was made: backend, wall time, time limit, seed, workers."""
        parts = []
        for k in ("backend", "wall_time", "time_limit", "seed", "workers"):
            v = self.stats.get(k)
            if v is None:
                continue
            if k == "time_limit":
                had = _num(v) if isinstance(v, float) else str(v)
                if asked is None or abs(float(v) - asked) < 0.0005:
                    parts.append(f"time limit {had} s")
                else:
                    parts.append(f"time limit {_num(float(asked))} s ({had} s left for "
                                 "this solve)")
                continue
            parts.append(f"{k} {_num(v) if isinstance(v, float) else v}")
        return ", ".join(parts)


def _num(x: float) -> str:
    if isinstance(x, float) and not x.is_integer():
        return f"{x:.3f}"
    return str(int(x))


@dataclass(frozen=True, slots=True)
class Header:
    """What every allocation of one run shares."""

    kernel: str
    target: str
    objective_kind: str

    def allocation(self, status: Status, **fields: Any) -> Allocation:
        """An :class:`Allocation` of this run."""
        return Allocation(kernel=self.kernel, target=self.target, status=status,
                          objective_kind=self.objective_kind, **fields)

    def failed(self, failure: Failure, **fields: Any) -> Allocation:
        """The allocation saying why no plan was found."""
        return self.allocation(failure.status, explanation=failure.reason, **fields)
