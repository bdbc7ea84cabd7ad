"""What the verifier reports: :class:`Violation` and :class:`Report`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

__all__ = ["Report", "Violation"]


@dataclass(frozen=True, slots=True)
class Violation:
    """One reason an allocation is invalid."""

    kind: str
    message: str
    instr: int | None = None
    """Global instruction index, where there is one."""

    def __str__(self) -> str:
        at = "" if self.instr is None else f"instruction {self.instr}: "
        return f"{at}{self.message} [{self.kind}]"


@dataclass(frozen=True, slots=True)
class Report:
    """What :func:`verify` found."""

    violations: tuple[Violation, ...]
    cost: float
    """Inserted operations' costs times block frequency, plus the save and restore
    of every callee-saved register the plan writes (the spill objective)."""
    registers_used: Mapping[str, int]
    """Per class: the smallest prefix of its allocatable registers holding every
    register used, rounded up to the granule (capped at the allocatable count)."""
    sets_loaded: tuple[str, ...] = ()

    @property
    def valid(self) -> bool:
        """True when there is no violation."""
        return not self.violations

    @property
    def registers_total(self) -> int:
        """Sum of :attr:`registers_used` (the registers objective)."""
        return sum(self.registers_used.values())
