"""Which reader takes an input file: one table, keyed by the file's suffix.

The command line (``solve``, ``verify``, ``info``, ``check``) and the campaign
spec used to tell ``.mir``, ``.ptx``, ``.col`` and kernel JSON apart in if-chains
of their own; a new input format had to be added to each, and a default such as
PTX's pressure-aware order lived far from the reader it belongs to.
:data:`FRONTENDS` says it once: the reader that turns a file into the kernels
(or graph) of its functions, the function lister a campaign expands a file
with, the input kind a backend checks, and the options the format implies.

The table lives here, beside the readers of :mod:`solver_alloc.frontends`: it
imports them and :mod:`solver_alloc.formats`, and is imported by
:mod:`solver_alloc.cli_inputs`, :mod:`solver_alloc.cli` and
:mod:`solver_alloc.campaign.spec`, so dependencies keep running one way.

>>> frontend_for("k.ptx").reorder, frontend_for("g.col").kind.value
(True, 'graph')
>>> try:
...     frontend_for("notes.txt")
... except UnknownInputError as e:
...     print(e)
notes.txt: unknown input suffix '.txt' (known: .col, .json, .mir, .ptx)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

from solver_alloc.backends import InputKind
from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.dimacs import load_dimacs
from solver_alloc.formats.kernel import load_kernel
from solver_alloc.frontends.llvm_mir import mir_kernels
from solver_alloc.frontends.mir_parse import function_names as mir_function_names
from solver_alloc.frontends.ptx import ptx_kernels
from solver_alloc.frontends.ptx_parse import function_names as ptx_function_names
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.targets import Target

__all__ = ["FRONTENDS", "KERNEL_JSON", "Frontend", "Reader", "UnknownInputError",
           "frontend_for"]

Reader = Callable[[str, Target, str | None],
                  Sequence[Kernel | InterferenceGraph | SolverAllocError]]
"""``(path, target, function)`` to the kernels of the file's functions (only
``function`` when named), a function that cannot be read being its error in
the list so the others still run."""


class UnknownInputError(SolverAllocError, ValueError):
    """A file whose suffix no frontend reads."""


@dataclass(frozen=True, slots=True)
class Frontend:
    """How one input format is read, and what it implies."""

    suffix: str
    """The file suffix, dot included (``".ptx"``): the key in :data:`FRONTENDS`."""
    description: str
    """One line for help texts: what such a file holds."""
    read: Reader
    """The file's kernels (or graph), one per function."""
    kind: InputKind = InputKind.KERNEL
    """What a backend is asked to solve (:meth:`~solver_alloc.backends.Backend.supports`)."""
    function_names: Callable[[bytes], list[str]] | None = None
    """The names of a file's functions from its bytes, without parsing the
    bodies (a campaign makes each a case); None: the file is one instance and
    names no function (``--function`` is refused)."""
    reorder: bool = False
    """Allocate in a pressure-lowering legal order by default (``solve``
    without ``--keep-order``): PTX, whose virtual registers come in the order
    the compiler emitted, not one chosen for pressure. Campaigns do not take it
    (a case reorders only with ``reorder = true``: ``bench/campaign/shipped.toml``
    runs the same PTX both ways)."""

    @property
    def has_functions(self) -> bool:
        """The file holds named functions (``--function`` picks one)."""
        return self.function_names is not None


def _kernel_json(path: str, target: Target, function: str | None
                 ) -> Sequence[Kernel | InterferenceGraph | SolverAllocError]:
    """A ``solver-alloc/kernel@1`` JSON file: its one kernel, checked on ``target``."""
    return [load_kernel(path, target)]


def _dimacs(path: str, target: Target, function: str | None
            ) -> Sequence[Kernel | InterferenceGraph | SolverAllocError]:
    """A DIMACS ``.col`` file: its one interference graph (no target needed)."""
    return [load_dimacs(path)]


KERNEL_JSON = Frontend(".json", "a kernel (solver-alloc/kernel@1 JSON)", _kernel_json)
"""Kernel JSON; also what the command line and campaigns read a file of any
other suffix as (``frontend_for(path, default=KERNEL_JSON)``), as they always
have (a kernel piped in as ``/dev/stdin``, or saved without ``.json``)."""

FRONTENDS: Mapping[str, Frontend] = MappingProxyType({f.suffix: f for f in (
    KERNEL_JSON,
    Frontend(".col", "an interference graph (DIMACS)", _dimacs, InputKind.GRAPH),
    Frontend(".mir", "the functions of an LLVM MIR file", mir_kernels,
             function_names=mir_function_names),
    Frontend(".ptx", "the functions of a PTX file (reordered for pressure by default)",
             ptx_kernels, function_names=ptx_function_names, reorder=True),
)})
"""Every input format, by suffix."""


def frontend_for(path: str | Path, default: Frontend | None = None) -> Frontend:
    """The frontend for ``path``'s suffix; ``default`` when no frontend has it,
    or :class:`UnknownInputError` (one line naming the known suffixes) when
    there is no default."""
    suffix = Path(path).suffix
    found = FRONTENDS.get(suffix, default)
    if found is None:
        raise UnknownInputError(f"{path}: unknown input suffix {suffix or '(none)'!r} "
                                f"(known: {', '.join(sorted(FRONTENDS))})")
    return found
