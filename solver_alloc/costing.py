"""The phases of a run that cannot be cut, and what they cost.

A run's budget (:mod:`solver_alloc.solving`) pays for phases that stop when it
runs out (the CP-SAT searches, the anytime rounds, the regions' plans) and for
phases that cannot stop once started: reading the input, the model (liveness,
Belady's plan, the chains), the plan every class falls back on (greedy
spill-everywhere over a CFG, Belady's plan decoded and coloured on straight-line
code), verifying the plan and writing it. The second kind are costed here from
the kernel's size before they start: per input byte, per kernel, per
instruction, per live segment. Each rate below is the most measured on 2 cores
with another solver running (load average 2 to 3) on the generated kernels
(``instances/make_random_cfg.py`` and ``make_random_spill.py``, 1,000 to 16,384
values), the LLVM modules of ``instances/llvm`` and the PTX kernels; the
estimates multiply it by :data:`MARGIN`.

A limit below a kernel's :func:`floor` (a file's, summed) cannot be met; the
command line says so at once rather than overrun it.
"""

from __future__ import annotations

import math
import mmap
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from solver_alloc.backends import Objective
from solver_alloc.errors import SolverAllocError
from solver_alloc.ir import InterferenceGraph, Kernel

__all__ = ["Floor", "LimitTooShort", "RunBudget", "floor", "function_limit",
           "load_seconds", "run_floors", "run_started", "verify_seconds"]

MARGIN = 1.25
"""Times the measured seconds each estimate is set at."""

LOAD_SECONDS = {".mir": 6.5e-7, ".ptx": 6.5e-7, ".col": 1e-7, ".json": 1e-7}
"""Per byte of the input, by suffix: reading and validating it (every LLVM
module of ``instances/llvm``: 4.8e-7 to 5.3e-7; the PTX kernels up to 6.4e-7;
kernel JSON 3.8e-8 to 9.8e-8)."""

FIRST_SOLVE_SECONDS = 0.2
"""Once per run: the first solve imports what CP-SAT loads on first use
(0.15 to 0.19 s on the first function of every file)."""

FUNCTION_SECONDS = 0.005
"""Per kernel: the solver's set-up, with a spent budget."""

PLAN_SECONDS = 5e-5
"""Per instruction: the model (liveness, Belady's plan, the chains) and the
plan each class falls back on, with a spent budget. The LLVM modules, all of
whose functions but a few hold under 1,000 instructions: 4.0e-5 to 1.4e-4 per
instruction over a module, 5 ms a function and this per instruction above."""

LARGE_INSTRUCTIONS = 1000
"""Kernels above this many instructions have classes over the split model's
size, planned by regions (a CFG) or the anytime mode (straight-line): their
fallbacks cost :data:`LARGE_SECONDS` more."""

LARGE_SECONDS = (0.35, 1.2e-4)
"""Once, and per instruction above :data:`LARGE_INSTRUCTIONS`: the region
bounds' and spill-everywhere's processes (cfg2000: 0.5 s after the first
solve's imports) and the greedy spill-everywhere plan (cfg16384: 3.2 s) or
Belady's plan decoded and coloured (16,384 straight-line values: 1.5 s)."""

VERIFY_SECONDS = (1.1e-5, 1.1e-6)
"""The verifier on a plan with spill code: per instruction, and per
instruction times the square root of the blocks (its simulation carries the
values in memory through each block, again around loops until nothing
changes): cfg16384's 17,264 instructions in 1,089 blocks 0.81 s, cfg2000's
0.045 s, 16,384 straight-line values 0.15 s; the LLVM functions at most the
same."""

COLOUR_ONLY_SECONDS = (2.5e-6, 1.5e-6)
"""Per instruction under the registers objective: the model and linear scan,
and the verifier's vectorised check of a plan without spill code (a million
straight-line instructions: 1.9 s and 1.3 s)."""

WRITE_SECONDS = (2.5e-7, 1.1e-5)
"""Per instruction: the allocation's JSON, its assignment alone (a million
values: 0.21 s) and with spill code under the spill objective (cfg16384:
0.19 s for 45,648 operations)."""

ROUND_SECONDS = 4e-5 * MARGIN
"""Per live segment (:meth:`~solver_alloc.spill.problem.SplitProblem.segments`)
of a straight-line class: one Lagrangian round of the anytime mode, with its
relaxation (65,378 segments: 2.0 s alone, 2.7 s beside another solver)."""

FINISH_SECONDS = 2e-5 * MARGIN
"""Per live segment: decoding and colouring a straight-line class's plan
(65,378 segments: 0.7 s alone, 1.5 s beside another solver)."""

ENCODE_SECONDS = 2e-4 * MARGIN
"""Per live segment: building a class's split model for CP-SAT (1.6e-4 on a
CFG; the small LLVM functions whose fixed registers add rows, up to 6e-4)."""

EVERYWHERE_SECONDS = 2e-5
"""Per live segment of a class over a CFG: the greedy spill-everywhere plan
(cfg16384's 142,965 segments: 2.3 to 3 s). A class planned by regions keeps
this (times :attr:`~solver_alloc.budget.BudgetPolicy.tail_reserve`) back for it, for
when the regions' plan is not complete in the budget."""


@dataclass(frozen=True, slots=True)
class Floor:
    """The seconds a kernel's run cannot do without, by phase."""

    plan: float
    """The model and the plan it falls back on."""
    verify: float
    write: float

    @property
    def solve(self) -> float:
        """One solve's share: the model, the fallback plan and its check."""
        return self.plan + self.verify

    @property
    def total(self) -> float:
        """The whole floor, the written plan's included."""
        return self.solve + self.write


def load_seconds(path: str | Path) -> float:
    """Expected seconds to read ``path`` (0 when it cannot be stat'ed: the
    reader then names the problem)."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if p.suffix == ".mir":
            size -= _embedded_ir_bytes(p)
    except OSError:
        return 0.0
    return MARGIN * size * LOAD_SECONDS.get(p.suffix, LOAD_SECONDS[".json"])


def _embedded_ir_bytes(p: Path) -> int:
    """Bytes of a MIR file's embedded IR module (its first YAML document, ``--- |``
    to ``...``), which the reader skips at a small fraction of the cost of MIR."""
    with p.open("rb") as f:
        if f.read(5) != b"--- |":
            return 0
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            end = m.find(b"\n...\n")
    return max(0, end)


def verify_seconds(kernel: Kernel, objective: Objective = Objective.SPILL) -> float:
    """Expected seconds to verify a plan of ``kernel`` (with spill code under
    the spill objective)."""
    n = kernel.n_instrs
    if objective is Objective.REGISTERS:
        return MARGIN * COLOUR_ONLY_SECONDS[1] * n
    per, per_root = VERIFY_SECONDS
    return MARGIN * n * (per + per_root * math.sqrt(len(kernel.blocks)))


def floor(kernel: Kernel | InterferenceGraph, objective: Objective = Objective.SPILL
          ) -> Floor:
    """The seconds ``kernel``'s run needs at least, whatever its limit (a graph
    has no spill code: its set-up only)."""
    if isinstance(kernel, InterferenceGraph):
        return Floor(MARGIN * FUNCTION_SECONDS, 0.0, 0.0)
    n = kernel.n_instrs
    assignment, spill_code = WRITE_SECONDS
    if objective is Objective.REGISTERS:
        return Floor(MARGIN * (FUNCTION_SECONDS + COLOUR_ONLY_SECONDS[0] * n),
                     verify_seconds(kernel, objective), MARGIN * assignment * n)
    plan = FUNCTION_SECONDS + PLAN_SECONDS * n
    if n > LARGE_INSTRUCTIONS:
        once, per = LARGE_SECONDS
        plan += once + per * (n - LARGE_INSTRUCTIONS)
    return Floor(MARGIN * plan, verify_seconds(kernel, objective),
                 MARGIN * (assignment + spill_code) * n)


def run_floors(kernels: Sequence[Kernel | InterferenceGraph], objective: Objective
               ) -> list[Floor]:
    """The floors of ``kernels`` solved in turn in one run (the first solve's
    imports counted in the first's)."""
    floors = [floor(k, objective) for k in kernels]
    if floors:
        first = floors[0]
        floors[0] = Floor(first.plan + MARGIN * FIRST_SOLVE_SECONDS, first.verify,
                          first.write)
    return floors


START_UP_MOST = 10.0
"""Longest start-up counted: a process older than this when its command line
is read is not a command started just now (a program embedding the CLI)."""


def run_started() -> float:
    """``time.monotonic()`` when this process started, so that a command's
    interpreter start-up and imports count against its limit (read from
    ``/proc``; where that cannot be read, or the process is older than
    :data:`START_UP_MOST`, now)."""
    now = time.monotonic()
    try:
        with open("/proc/self/stat") as f:
            ticks = int(f.read().rsplit(")", 1)[1].split()[19])
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    return now - age if 0.0 <= age <= START_UP_MOST else now


def function_limit(floors: Sequence[Floor], left: float) -> float:
    """The seconds the first of ``floors``' kernels may take when ``left``
    seconds remain for all of them: its floor and an equal share of what the
    floors leave spare (its floor alone when they leave none: each kernel
    still gets its plan)."""
    spare = left - sum(f.total for f in floors)
    return floors[0].total + max(0.0, spare) / len(floors)


class LimitTooShort(SolverAllocError):
    """A time limit below what a run cannot do without."""


@dataclass(frozen=True, slots=True)
class RunBudget:
    """A command's whole run: ``limit`` seconds (None: no limit) from
    ``started`` (``time.monotonic()``) for the kernels of ``path``, solved in
    turn."""

    path: str
    limit: float | None
    started: float

    def need(self, more: float, who: str, what: str) -> None:
        """:class:`LimitTooShort` (one line, naming the least the run needs)
        when the time spent and ``more`` seconds pass the limit."""
        need = time.monotonic() - self.started + more
        if self.limit is not None and need > self.limit:
            raise LimitTooShort(f"{self.path}: {who} at least {need:.1f} s {what}; the "
                                f"time limit is {self.limit:g} s")

    def floors(self, kernels: Sequence[object], objective: Objective) -> list[Floor]:
        """The floors of the ``kernels`` (the others: functions that could not
        be read), after checking that the limit holds them all."""
        floors = run_floors([k for k in kernels if isinstance(k, Kernel | InterferenceGraph)],
                            objective)
        who = f"its {len(floors)} functions need" if len(floors) > 1 else \
            "this kernel needs"
        self.need(sum(f.total for f in floors), who, "to load, plan, verify and write")
        return floors

    def limit_of(self, floors: Sequence[Floor]) -> float | None:
        """The seconds the first of ``floors``' kernels may take to solve and
        verify (:func:`function_limit`, less writing its plan)."""
        if self.limit is None:
            return None
        left = self.started + self.limit - time.monotonic()
        return function_limit(floors, left) - floors[0].write
