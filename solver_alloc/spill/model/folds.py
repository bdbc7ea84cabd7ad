"""Folded reads: an instruction that has a memory form (x86's ``CMP64rm`` for
``CMP64rr``) may read a spilled value straight from its spill slot.

At a foldable register read ``j`` of chain ``c``
(:attr:`~solver_alloc.spill.problem.Event.foldable`) the model has ``fd[c,j]``
(the read is folded) and ``rd[c,j] = 1 - fd[c,j]`` (it reads a register).
The families, each named for what it enforces:

- the read is served once (:func:`~solver_alloc.spill.model.encode.serve_reads`):
  ``ld + rm + fd = 1 - x[c,j-1]`` (kept in a register, brought back just
  before, or read from memory);
- :func:`fold_leaves_no_register`: a folded read puts nothing in a register:
  ``x[c,j] <= rd[c,j]``;
- it needs the value in memory, like a load
  (:func:`~solver_alloc.spill.model.encode.track_memory`): ``fd <= mem``;
- the register count at the read's point counts ``w rd`` instead of the fixed
  ``w`` of :attr:`~solver_alloc.spill.problem.SplitProblem.refs`
  (:func:`fold_terms`);
- at most one folded read per instruction (one memory operand):
  :func:`one_memory_operand`;
- cost: a load at the block's frequency (the instruction reads memory).

Each row holds for every plan of the plan space with folds, so the model's
optimum bounds them all; a plan without folds has ``fd = 0`` everywhere."""

from __future__ import annotations

from typing import Any

from solver_alloc.spill.problem import USE, SplitProblem


def fold_sites(sp: SplitProblem) -> list[tuple[int, int]]:
    """``(chain, event)`` of every foldable read (only values that may spill
    have them: a value never stored is never in its slot)."""
    if not sp.folds:
        return []
    return [(c, j) for c, ch in enumerate(sp.chains)
            for j, e in enumerate(ch.events) if e.kind == USE and e.foldable]


def create_fold_variables(sp: SplitProblem, m: Any) -> None:
    """``fd`` and ``rd`` at each fold site, ``rd = 1 - fd``."""
    for c, j in fold_sites(sp):
        v, b = sp.chains[c].value, sp.chains[c].block
        m.fd[c, j] = m.model.new_bool_var(f"fd[{v},{b},{j}]")
        m.rd[c, j] = m.model.new_bool_var(f"rd[{v},{b},{j}]")
        m.model.add(m.rd[c, j] + m.fd[c, j] == 1)


def fold_leaves_no_register(sp: SplitProblem, m: Any) -> None:
    """``x[c,j] <= rd[c,j]``: after a folded read the value is in no register."""
    for (c, j), rd in m.rd.items():
        if j < len(sp.chains[c].live) and sp.chains[c].live[j]:
            m.model.add_implication(m.x[c, j], rd)


def one_memory_operand(sp: SplitProblem, m: Any) -> None:
    """``sum fd <= 1`` over the foldable reads of one instruction."""
    by_instr: dict[int, list[Any]] = {}
    for (c, j), fd in m.fd.items():
        by_instr.setdefault(sp.chains[c].events[j].instr, []).append(fd)
    for fds in by_instr.values():
        if len(fds) > 1:
            m.model.add_at_most_one(fds)


def fold_terms(sp: SplitProblem, m: Any) -> dict[int, list[tuple[int, Any]]]:
    """Point -> ``(w, rd)`` of the foldable reads there: their registers, counted
    where :attr:`~solver_alloc.spill.problem.SplitProblem.refs` leaves them out."""
    out: dict[int, list[tuple[int, Any]]] = {}
    for (c, j), rd in m.rd.items():
        out.setdefault(sp.chains[c].events[j].point, []).append(
            (sp.width[sp.chains[c].value], rd))
    return out
