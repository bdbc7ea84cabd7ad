"""One campaign case: what a worker process runs.

:func:`run_case` loads the instance, allocates, and verifies the allocation with
the independent verifier, in this process, and returns the :class:`Row` to store.
:mod:`~solver_alloc.campaign.isolation` runs it in a process of its own.
"""

from __future__ import annotations

import enum
import json
import platform
import resource
import sys
import time
from dataclasses import asdict, dataclass, fields
from importlib import metadata
from pathlib import Path
from typing import Any

from solver_alloc.campaign.spec import Case
from solver_alloc.cli_inputs import register_overrides, targeted_kernels
from solver_alloc.errors import SolverAllocError
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.solve import allocate
from solver_alloc.targets import load_target
from solver_alloc.verifier.kernel import verify

__all__ = ["Outcome", "Row", "run_case", "serve"]

class Outcome(enum.Enum):
    """How a case ended (its :class:`~solver_alloc.result.Status` is separate)."""

    SOLVED = "solved"
    """The run finished: see ``status`` (which may be UNKNOWN or INFEASIBLE)."""
    ERROR = "error"
    """The input or the combination was refused (one-line reason in ``error``)."""
    CRASHED = "crashed"
    """The run raised an unexpected exception or its process died."""
    MEMORY = "memory"
    """The run exceeded the case's memory limit."""
    TIMEOUT = "timeout"
    """The run outlived its time limit plus the grace and was killed."""


@dataclass(frozen=True, slots=True)
class Row:
    """One finished case, as stored: what it was, what came out, what the
    verifier said, what it cost to get."""

    key: str
    instance: str
    function: str
    target: str
    registers: str
    objective: str
    backend: str
    time_limit: float
    seed: int
    workers: int
    outcome: str
    status: str | None = None
    plan_space: str | None = None
    cost: float | None = None
    """The allocation's objective value."""
    bound: float | None = None
    gap: float | None = None
    verified: bool = False
    """The independent verifier ran on the allocation."""
    valid: bool | None = None
    recomputed_cost: float | None = None
    registers_used: str | None = None
    """JSON ``{class: count}`` as the verifier recomputed it."""
    seconds: float | None = None
    """Wall time of the whole case: loading, solving and verifying."""
    peak_mb: float | None = None
    error: str | None = None
    versions: str = ""
    host: str = ""
    deterministic_time: float | None = None
    reorder: bool | None = None
    """The case allocated in a pressure-lowering order (its plan space is then
    that order)."""
    load_seconds: float | None = None
    """Wall time to load the target and parse the instance (a whole ``.mir``)."""
    solve_seconds: float | None = None
    """Wall time of :func:`~solver_alloc.solve.allocate` alone."""
    verify_seconds: float | None = None
    """Wall time of the independent verifier."""
    table_cost: float | None = None
    """The activation-table loads' cost (load cost times block frequency), on
    targets with tables; part of ``recomputed_cost``, never of a ``registers``
    objective's ``cost``."""
    table_loads: int | None = None
    """``load_act_set`` operations in the plan."""
    progress: str | None = None
    """JSON ``{class: [[seconds, cost, bound], ...]}``: each improvement of an
    anytime solve (absent when the solve recorded none)."""

    @classmethod
    def of(cls, case: Case, outcome: Outcome, **values: Any) -> Row:
        """A row for ``case`` with ``outcome`` and the other fields given."""
        s = case.settings
        return cls(case.key, case.instance, case.function, case.target, case.registers,
                   case.objective, case.backend, s.time_limit, s.seed, s.workers,
                   outcome.value, deterministic_time=s.deterministic_time,
                   reorder=s.reorder, **values)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Row:
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def versions() -> str:
    """Versions that decide a result: ours, the solvers', Python's."""
    out = {"python": platform.python_version()}
    for dist in ("solver-alloc", "ortools", "python-sat", "numpy"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "?"
    return json.dumps(out, sort_keys=True)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def run_case(case: Case, root: Path) -> Row:
    """Solve and verify ``case`` (instance paths relative to ``root``) in this
    process. Refused input is an ``error`` row; an unexpected exception a
    ``crashed`` one."""
    start = time.monotonic()
    common = {"versions": versions(), "host": platform.node()}
    times: dict[str, float] = {}
    try:
        counts = register_overrides([p for p in case.registers.split(";") if p])
        found = targeted_kernels(str(root / case.instance), load_target(case.target),
                                 counts, case.function or None)  # MIR: per function
        inst, target = found[0].kernel, found[0].target
        if isinstance(inst, SolverAllocError):
            raise inst
        s = case.settings
        times["load_seconds"] = time.monotonic() - start
        alloc = allocate(inst, target, objective=case.objective, backend=case.backend,
                         time_limit=s.time_limit, deterministic_time=s.deterministic_time,
                         seed=s.seed, workers=s.workers, reorder=bool(s.reorder))
        times["solve_seconds"] = time.monotonic() - start - times["load_seconds"]
        checked: dict[str, Any] = {}
        if alloc.is_feasible:
            if isinstance(inst, Kernel):
                inst.forget()
            begun = time.monotonic()
            report = verify(inst, target, alloc)
            times["verify_seconds"] = time.monotonic() - begun
            checked = {"verified": True, "valid": report.valid,
                       "recomputed_cost": report.cost,
                       "registers_used": json.dumps(dict(report.registers_used),
                                                    sort_keys=True)}
            if not report.valid:
                checked["error"] = f"verifier: {report.violations[0]}"
    except SolverAllocError as e:  # named as the campaign names it, not by this host's path
        error = str(e).replace(str(root / case.instance), case.instance)
        return Row.of(case, Outcome.ERROR, error=error.replace("\n", " "),
                      seconds=time.monotonic() - start, peak_mb=_peak_mb(), **times,
                      **common)
    except MemoryError:
        return Row.of(case, Outcome.MEMORY, error="MemoryError",
                      seconds=time.monotonic() - start, **times, **common)
    except Exception as e:  # recorded, never lost: the row says what broke
        return Row.of(case, Outcome.CRASHED, error=f"{type(e).__name__}: {e}"[:500],
                      seconds=time.monotonic() - start, peak_mb=_peak_mb(), **times,
                      **common)
    return Row.of(case, Outcome.SOLVED, status=alloc.status.value,
                  plan_space=alloc.plan_space.value, cost=alloc.objective,
                  bound=alloc.bound, gap=alloc.gap, seconds=time.monotonic() - start,
                  peak_mb=_peak_mb(), **_tables_and_progress(alloc), **times, **checked,
                  **common)


def _tables_and_progress(alloc: Allocation) -> dict[str, Any]:
    """The allocation's table-load cost and its anytime history, as stored."""
    out: dict[str, Any] = {}
    if alloc.activation is not None:
        out |= {"table_cost": alloc.activation.cost,
                "table_loads": alloc.activation.loads}
    history = alloc.stats.get("anytime_history")
    if history:
        out["progress"] = json.dumps(history, sort_keys=True)
    return out


def serve(request: str) -> str:
    """One request (``{"case": ..., "root": ...}`` as JSON) under the case's memory
    limit (``RLIMIT_DATA``, set after the imports); its row as JSON."""
    data = json.loads(request)
    case = Case.from_json(data["case"])
    limit = case.settings.memory_limit_mb * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))
    return json.dumps(run_case(case, Path(data["root"])).to_json())


def main() -> int:
    """Worker process: one request on stdin, one row on stdout."""
    sys.stdout.write(serve(sys.stdin.read()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
