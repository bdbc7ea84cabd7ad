"""Spill-everywhere allocation of kernels (objective ``"spill"``)."""

from __future__ import annotations

from typing import Any

from solver_alloc.assign import SolveOptions
from solver_alloc.problem import Problem
from solver_alloc.result import Allocation, Status


def spill_everywhere(problem: Problem, backend: str, opts: SolveOptions,
                     base: dict[str, Any]) -> Allocation:
    """Placeholder until the spill model lands: says so instead of guessing."""
    return Allocation(**base, status=Status.UNKNOWN, explanation=(
        "this kernel needs spill code (MaxLive over the registers or an indexed "
        "use); the spill-everywhere solver is not built yet"))
