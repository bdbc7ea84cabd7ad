"""The package's exceptions.

Outcomes (infeasible, unknown) are statuses on an :class:`~solver_alloc.result.Allocation`;
exceptions are for misuse and bad input. Every message is one line that names the
file, the field and, where there is one, the instruction at fault.
"""

from __future__ import annotations


class SolverAllocError(Exception):
    """Base class of every error raised by solver_alloc."""


class KernelError(SolverAllocError, ValueError):
    """A kernel (or interference graph) file or object is malformed."""


class TargetError(SolverAllocError, ValueError):
    """A hardware target file is malformed, or an unknown target was named."""


class AllocationFormatError(SolverAllocError, ValueError):
    """An allocation file is malformed (not: an allocation that is invalid)."""


class ProgramError(SolverAllocError, ValueError):
    """A program (sequence of kernels) file is malformed."""


class OutputError(SolverAllocError, OSError):
    """An output file could not be written (missing folder, a directory, ...)."""


class InvalidAllocationError(SolverAllocError):
    """An allocation failed verification; ``violations`` lists why."""

    def __init__(self, violations: list[object]) -> None:
        self.violations = violations
        first = violations[0] if violations else "no details"
        more = f" (and {len(violations) - 1} more)" if len(violations) > 1 else ""
        super().__init__(f"invalid allocation: {first}{more}")


class BackendUnavailableError(SolverAllocError, ImportError):
    """A solver backend was asked for but its package is not installed."""
