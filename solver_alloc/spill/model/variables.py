"""The split model's variables (:class:`SplitModel`), one boolean per decision;
the rows over them are in :mod:`~solver_alloc.spill.model.encode`."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.spill.model.folds import create_fold_variables
from solver_alloc.spill.model.remat_operands import remat_sites
from solver_alloc.spill.problem import DEF, ENTRY, EXIT, INDEXED, USE, SplitProblem

Key = tuple[Any, ...]


@dataclass
class SplitModel:
    """A built model and its variables, by key."""

    model: Any
    x: dict[Key, Any] = field(default_factory=dict)
    ld: dict[Key, Any] = field(default_factory=dict)
    rm: dict[Key, Any] = field(default_factory=dict)
    sd: dict[Key, Any] = field(default_factory=dict)
    si: dict[Key, Any] = field(default_factory=dict)
    inr: dict[Key, Any] = field(default_factory=dict)
    outr: dict[Key, Any] = field(default_factory=dict)
    mi: dict[Key, Any] = field(default_factory=dict)
    mo: dict[Key, Any] = field(default_factory=dict)
    arrive: dict[str, Any] = field(default_factory=dict)
    """Kernel live-in -> arrives in a register (else in memory)."""
    occ: dict[Key, Any] = field(default_factory=dict)
    fd: dict[Key, Any] = field(default_factory=dict)
    """Foldable read -> read from memory (:mod:`~solver_alloc.spill.model.folds`)."""
    rd: dict[Key, Any] = field(default_factory=dict)
    """Foldable read -> read from a register (``1 - fd``)."""
    cost: dict[int, Fraction] = field(default_factory=dict)
    """Variable index -> exact cost coefficient."""
    scale: int = 1
    unused: Any = None
    """How many of the optional registers the plan leaves out (None: none)."""
    families: set[frozenset[int]] = field(default_factory=set)
    """The register sets whose crossing rows are in the model
    (:mod:`~solver_alloc.spill.model.crossing`)."""


DECISIONS = {"x": "x", "ld": "ld", "rm": "rm", "sd": "sd", "si": "si", "in": "inr",
             "out": "outr", "arrive": "arrive", "fd": "fd"}
"""A plan's decision kinds (as a :data:`~solver_alloc.spill.pieces.decode.Decision`
reads them) -> the :class:`SplitModel` tables of their variables."""


def can_load(sp: SplitProblem, v: str) -> bool:
    """Spill code (a store, a load) may move v: not ``no_spill``, in a class that
    spills."""
    return sp.spillable and v not in sp.no_spill


def may_be_in_memory(sp: SplitProblem, v: str) -> bool:
    """Memory may hold v: spill code may put it there, or it arrives there (a
    kernel live-in, ``no_spill`` too: arrival is not spill code)."""
    return can_load(sp, v) or v in sp.kernel_live_in


def _site_kinds(sp: SplitProblem, c: int) -> list[int]:
    """Events of chain c that are sites (may carry a load or a remat)."""
    ch = sp.chains[c]
    out = []
    for j, e in enumerate(ch.events):
        if sp.boundary is not None and e.kind in (ENTRY, EXIT):
            continue  # a window: what enters and leaves is fixed
        if e.kind in (USE, INDEXED) or (e.kind == EXIT and ch.live[-1]):
            out.append(j)
        elif e.kind == ENTRY and ch.live[0] and ch.events[1].point > e.point + 1:
            out.append(j)  # a load at entry only helps a non-empty first segment
    return out


def create_variables(sp: SplitProblem, m: SplitModel) -> None:
    """One boolean per decision; loads only where memory may hold the value and
    remats only for values with a remat cost."""
    md = m.model
    for c, ch in enumerate(sp.chains):
        _chain_variables(sp, m, c)
        v, b = ch.value, ch.block
        if ch.live[0]:
            m.inr[v, b] = md.new_bool_var(f"in[{v},{b}]")
            if may_be_in_memory(sp, v):
                m.mi[v, b] = md.new_bool_var(f"mi[{v},{b}]")
            if can_load(sp, v):
                m.si[v, b] = md.new_bool_var(f"si[{v},{b}]")
        if ch.live[-1]:
            m.outr[v, b] = md.new_bool_var(f"out[{v},{b}]")
            if may_be_in_memory(sp, v):
                m.mo[v, b] = md.new_bool_var(f"mo[{v},{b}]")
    for v in sorted(sp.kernel_live_in):
        m.arrive[v] = md.new_bool_var(f"arrive[{v}]")
    create_fold_variables(sp, m)
    if sp.optional:
        m.unused = md.new_int_var(0, sp.optional, "unused")


def _chain_variables(sp: SplitProblem, m: SplitModel, c: int) -> None:
    md, ch = m.model, sp.chains[c]
    v, b = ch.value, ch.block
    for j, _, _ in ch.segments():
        m.x[c, j] = md.new_bool_var(f"x[{v},{b},{j}]")
    for j in _site_kinds(sp, c):
        # an indexed read of memory is the instruction's own, not spill code
        memory_read = ch.events[j].kind == INDEXED and may_be_in_memory(sp, v)
        if can_load(sp, v) or memory_read:
            m.ld[c, j] = md.new_bool_var(f"ld[{v},{b},{j}]")
        if sp.remat[v] is not None and remat_sites(sp, c, j):
            m.rm[c, j] = md.new_bool_var(f"rm[{v},{b},{j}]")
    for j, e in enumerate(ch.events):
        if e.kind == DEF and can_load(sp, v):
            m.sd[c, j] = md.new_bool_var(f"sd[{v},{b},{j}]")
        if e.kind == INDEXED:
            m.occ[c, j] = md.new_bool_var(f"occ[{v},{b},{j}]")


def reloads_at(m: SplitModel, c: int, j: int) -> Any:
    """Loads plus remats at site (c, j) (an expression, possibly 0)."""
    ld, rm = m.ld.get((c, j)), m.rm.get((c, j))
    if ld is not None and rm is not None:
        return ld + rm
    return ld if ld is not None else rm if rm is not None else 0


def at_most(md: Any, a: Any, b: Any) -> None:
    """``a <= b`` for a boolean ``a`` and any expression ``b``: an implication
    when ``b`` is one variable (no linear row to presolve)."""
    if isinstance(b, cp_model.IntVar):
        md.add_implication(a, b)
    else:
        md.add(a <= b)


