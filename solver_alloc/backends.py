"""The backends ``allocate`` accepts, and what each can solve.

``BACKENDS`` maps a name to a :class:`Backend`; :func:`check_backend` rejects an
unsupported (backend, objective, input) combination before any work is done, so a
baseline never quietly becomes the exact solver (networkx's ``STRATEGIES``,
PyVRP's ``supports``).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from solver_alloc.errors import SolverAllocError


class Objective(enum.Enum):
    """What a run minimises."""

    REGISTERS = "registers"
    """No spilling; minimise registers used per class."""
    SPILL = "spill"
    """Minimise inserted spill code under the register limits."""


class InputKind(enum.Enum):
    """What a run reads."""

    KERNEL = "kernel"
    """Instructions and blocks (``solver-alloc/kernel@1``)."""
    GRAPH = "graph"
    """A bare interference graph (DIMACS ``.col``)."""


class Role(enum.Enum):
    """How a backend's answer may be certified."""

    AUTO = "auto"
    """Heuristics first, an exact solver when they miss the bound."""
    EXACT = "exact"
    """An exact solver: proves optimality or infeasibility when it finishes."""
    HEURISTIC = "heuristic"
    """A baseline: OPTIMAL only when it meets an independent lower bound."""


_BOTH_OBJECTIVES = frozenset(Objective)
_BOTH_INPUTS = frozenset(InputKind)


@dataclass(frozen=True, slots=True)
class Backend:
    """One backend: its name, its role and what it solves."""

    name: str
    role: Role
    objectives: frozenset[Objective]
    inputs: frozenset[InputKind]
    summary: str
    """One line for ``--help`` and error messages."""

    def supports(self, kind: InputKind, objective: Objective) -> str | None:
        """``None`` when this backend solves ``objective`` on ``kind`` inputs, else
        why not (one line)."""
        if objective not in self.objectives:
            return (f"backend {self.name!r} does not solve objective "
                    f"{objective.value!r} ({self.summary})")
        if kind not in self.inputs:
            return (f"backend {self.name!r} needs a kernel with instructions, not an "
                    f"interference graph ({self.summary})")
        return None


BACKENDS: dict[str, Backend] = {b.name: b for b in (
    Backend("auto", Role.AUTO, _BOTH_OBJECTIVES, _BOTH_INPUTS,
            "heuristics, then CP-SAT if they miss the bound"),
    Backend("cpsat", Role.EXACT, _BOTH_OBJECTIVES, _BOTH_INPUTS,
            "OR-Tools CP-SAT; spill: the live-range splitting model"),
    Backend("sat", Role.EXACT, _BOTH_OBJECTIVES, _BOTH_INPUTS,
            "PySAT: incremental SAT over the register count; spill: RC2 MaxSAT over "
            "the spill-everywhere model"),
    Backend("linear-scan", Role.HEURISTIC, _BOTH_OBJECTIVES,
            frozenset({InputKind.KERNEL}),
            "linear scan in program order; spill: greedy spill-everywhere"),
    Backend("dsatur", Role.HEURISTIC, _BOTH_OBJECTIVES, _BOTH_INPUTS,
            "DSatur greedy colouring; spill: greedy spill-everywhere"),
    Backend("chaitin-briggs", Role.HEURISTIC, _BOTH_OBJECTIVES, _BOTH_INPUTS,
            "Chaitin-Briggs simplify/select; spill: greedy spill-everywhere"),
    Backend("belady", Role.HEURISTIC, frozenset({Objective.SPILL}),
            frozenset({InputKind.KERNEL}),
            "a spill heuristic: furthest-next-use on straight-line kernels, no bound"),
)}


def check_backend(name: str, kind: InputKind, objective: str) -> tuple[Backend,
                                                                        Objective]:
    """The backend and objective named, or :class:`SolverAllocError` (exit 2)
    when either is unknown or the combination is unsupported."""
    try:
        obj = Objective(objective)
    except ValueError:
        raise SolverAllocError(f"unknown objective {objective!r}; choose one of "
                               f"{', '.join(o.value for o in Objective)}") from None
    backend = BACKENDS.get(name)
    if backend is None:
        raise SolverAllocError(f"unknown backend {name!r}; choose one of "
                               f"{', '.join(BACKENDS)}")
    why = backend.supports(kind, obj)
    if why is not None:
        raise SolverAllocError(why)
    return backend, obj


def backends_help() -> str:
    """``--backend``'s help: one sentence per backend, its meaning under the
    spill objective in brackets."""
    out = []
    for b in BACKENDS.values():
        head, _, spill = b.summary.partition("; spill: ")
        out.append(f"{b.name}: {head}" + (f" (objective spill: {spill})." if spill
                                          else "."))
    return "Default auto. " + " ".join(out)
