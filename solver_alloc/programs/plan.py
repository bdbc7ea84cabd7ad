"""Target compatibility (``check``) and compile-unit planning (``plan``).

``check`` answers, before any compiler runs, whether a kernel fits a target:
features its instructions need, register pressure in classes that cannot spill,
activation functions that no ``max_sets`` sets can serve.

``plan`` splits a program into compile units, each of which must fit: the
fused unit passes ``check`` and has a feasible allocation (spill objective,
activation-table plan within the set budget). Among splits into the fewest
units it takes the least total cost (spill cost plus table loads). The sequence
case is a shortest path over cut points: ``best[j] = min_i best[i] + (1,
cost(i..j-1))`` over units that fit, every unit allocated once (cached).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from itertools import pairwise

from solver_alloc.activation.tables import min_cover, sites
from solver_alloc.analysis.problem import Problem, describe_pressure
from solver_alloc.ir import Kernel
from solver_alloc.programs.program import Program, fuse
from solver_alloc.result import Allocation
from solver_alloc.solve import allocate
from solver_alloc.solving import DEFAULT_TIME_LIMIT, SolveOptions
from solver_alloc.targets import Target, available_targets, load_target


@dataclass(frozen=True)
class Finding:
    """One reason a kernel does not fit a target."""

    kind: str
    """``feature``, ``registers`` or ``activation_sets``."""
    message: str
    instr: int | None = None

    def __str__(self) -> str:
        at = "" if self.instr is None else f"instruction {self.instr}: "
        return f"{at}{self.message}"


@cache
def _targets_with(feature: str) -> tuple[str, ...]:
    return tuple(n for n in available_targets() if feature in load_target(n).features)


def check(kernel: Kernel, target: Target) -> list[Finding]:
    """Every reason ``kernel`` cannot run on ``target`` (empty: it fits)."""
    return fit(kernel, target)[0]


def fit(kernel: Kernel, target: Target) -> tuple[list[Finding], list[str]]:
    """:func:`check`'s findings, and a note per class that fits only by spilling
    (:func:`spill_notes`), from one analysis of the kernel."""
    out: list[Finding] = []
    for i, _, ins in kernel.instructions():
        for f in ins.requires:
            if f not in target.features:
                have = ", ".join(_targets_with(f)) or "no shipped target"
                out.append(Finding("feature", f"{ins.op} requires {f!r}, which "
                                   f"{target.name} lacks (it is on: {have})", i))
    problem = Problem.from_kernel(kernel, target)
    for p in problem.over_capacity():
        cls = problem.target.classes[p.regclass]
        if not cls.spillable:
            out.append(Finding("registers", describe_pressure(
                p, len(cls.allocatable()), cls=cls) + f"; class {p.regclass!r} cannot spill",
                p.instr))
    act = target.activation
    ss = sites(kernel, target)
    if act is not None and ss:
        cover = min_cover(act, {s.function for s in ss})
        if len(cover) > act.max_sets:
            out.append(Finding("activation_sets", f"its activation functions need "
                               f"{len(cover)} distinct sets ({', '.join(cover)}), more "
                               f"than the {act.max_sets} a compile unit may load"))
    return out, spill_notes(problem)


def spill_notes(problem: Problem) -> list[str]:
    """What fits only with spill code: each class over its allocatable registers
    that may spill (``check`` finds nothing wrong there), one line each, saying
    where its spilled values go."""
    out = []
    for p in problem.over_capacity():
        cls = problem.target.classes[p.regclass]
        if not cls.spillable:
            continue
        where = (f"are held in one {cls.spills_into!r} register, which the register "
                 "count includes" if cls.spills_into is not None else "go to memory")
        out.append(f"class {p.regclass!r} needs {cls.counted(p.max_live)} at instruction "
                   f"{p.instr} but has {cls.amount(len(cls.allocatable()))}: it will "
                   "spill, and "
                   f"its spilled values {where}")
    return out


@dataclass(frozen=True)
class Unit:
    """A compile unit: kernels ``first..last`` fused."""

    first: int
    last: int
    allocation: Allocation


@dataclass(frozen=True)
class Break:
    """A graph break between kernel ``after`` and ``after + 1``, and why."""

    after: int
    reason: str


@dataclass(frozen=True)
class ProgramPlan:
    """The chosen split."""

    units: tuple[Unit, ...]
    breaks: tuple[Break, ...]
    cost: float
    feasible: bool
    explanation: str = ""


def plan(program: Program, target: Target, *, backend: str = "auto",
         time_limit: float | None = DEFAULT_TIME_LIMIT,
         deterministic_time: float | None = None, seed: int = 0) -> ProgramPlan:
    """Fewest compile units that each fit ``target``, then least total cost.
    ``time_limit`` bounds the whole plan (every unit's allocation) in wall time."""
    n = len(program.kernels)
    opts = SolveOptions(time_limit=time_limit, deterministic_time=deterministic_time,
                        seed=seed).started()

    @cache
    def unit(i: int, j: int) -> tuple[Allocation | None, str]:
        kernel = fuse(program, i, j)
        findings = check(kernel, target)
        if findings:
            return None, str(findings[0])
        a = allocate(kernel, target, objective="spill", backend=backend, options=opts)
        if not a.is_feasible:
            return None, a.explanation or a.status.value
        return a, ""

    inf = (n + 1, float("inf"))
    best: list[tuple[int, float]] = [(0, 0.0)] + [inf] * n
    back = [-1] * (n + 1)
    for j in range(1, n + 1):
        for i in range(j):
            if best[i] == inf or best[i][0] + 1 > best[j][0]:
                continue  # cannot beat the fewest units found for j
            a, _ = unit(i, j - 1)
            if a is None:
                continue
            cand = (best[i][0] + 1, best[i][1] + (a.objective or 0.0))
            if cand < best[j]:
                best[j], back[j] = cand, i
    if best[n] == inf:
        bad = next(k for k in range(n) if unit(k, k)[0] is None)
        return ProgramPlan((), (), 0.0, False, f"kernel {bad} "
                           f"({program.kernels[bad].name}) does not fit on its own: "
                           f"{unit(bad, bad)[1]}")
    bounds, j = [], n
    while j > 0:
        bounds.append((back[j], j - 1))
        j = back[j]
    bounds.reverse()
    units = tuple(Unit(i, j, a) for i, j in bounds  # every unit on the path fits
                  if (a := unit(i, j)[0]) is not None)
    breaks = _breaks(units, unit)
    return ProgramPlan(units, tuple(breaks), best[n][1], True)


def _breaks(units: tuple[Unit, ...],
            unit: Callable[[int, int], tuple[Allocation | None, str]]) -> list[Break]:
    """Why each pair of neighbouring units was not fused."""
    out = []
    for left, right in pairwise(units):
        a, why = unit(left.first, right.last)
        if a is None:
            reason = (f"units {left.first}..{left.last} + {right.first}..{right.last} "
                      f"would not fit: {why}")
        else:
            apart = (left.allocation.objective or 0) + (right.allocation.objective or 0)
            reason = (f"fusing is possible but costs {a.objective:g} against "
                      f"{apart:g} apart")
        out.append(Break(left.last, reason))
    return out
