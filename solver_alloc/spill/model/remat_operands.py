"""Remats that read registers: LLVM recomputes ``LEA64r %3, 1, $noreg, 8`` or
``ADDI %3, 16`` at a use only while ``%3`` is in a register there.

For a value ``v`` with :attr:`~solver_alloc.spill.problem.SplitProblem.remat_from`
``U``, a remat goes only before a register read ``j`` of ``v`` (instruction
``i``, read point ``p``), and :func:`remat_reads_its_operands` enforces, for
every ``u`` in ``U``, ``rm[c,j] <= avail(u, i)``: ``u`` is in a register when
the remat runs, just before ``i``:

- ``u`` read by ``i`` too: held over the segment before (``x``) or loaded just
  before (``ld``; loads run before remats at one place);
- else ``u`` live across ``i``: its segment covering ``p`` held (``x``);
- else (``u`` not live there) ``rm = 0``.

Necessary for every plan with such remats, so the model's optimum still
bounds them all; the verifier checks it with its own reading (and that ``u``
still holds what ``v``'s def read)."""

from __future__ import annotations

from typing import Any

from solver_alloc.spill.problem import USE, SplitProblem


def remat_sites(sp: SplitProblem, c: int, j: int) -> bool:
    """Whether a remat of chain ``c``'s value may go at its event ``j``: any site
    for a remat that reads nothing; only before a register read otherwise, and,
    for one reading values of another class, only where they are live
    (:attr:`~solver_alloc.spill.problem.SplitProblem.remat_at`)."""
    ch = sp.chains[c]
    e = ch.events[j]
    if ch.value in sp.remat_at and e.instr not in sp.remat_at[ch.value]:
        return False
    return ch.value not in sp.remat_from or e.kind == USE


def remat_reads_its_operands(sp: SplitProblem, m: Any) -> None:
    """``rm[c,j] <= avail(u, i)`` for each value ``u`` a remat reads."""
    if not sp.remat_from:
        return
    chain_of = {(ch.value, ch.block): c for c, ch in enumerate(sp.chains)}
    for (c, j), rm in m.rm.items():
        ch = sp.chains[c]
        for u in sp.remat_from.get(ch.value, ()):
            avail = _available(sp, m, chain_of.get((u, ch.block)), ch.events[j].point)
            if avail is None:
                m.model.add(rm == 0)
            else:
                m.model.add(rm <= avail)


def _available(sp: SplitProblem, m: Any, cu: int | None, p: int) -> Any:
    """What puts ``u`` (chain ``cu``) in a register just before the read at
    point ``p``, as an expression; None when nothing can."""
    if cu is None:
        return None
    ch = sp.chains[cu]
    for j, e in enumerate(ch.events):
        if e.kind == USE and e.point == p:
            return m.x.get((cu, j - 1), 0) + m.ld.get((cu, j), 0)
    for j, lo, hi in ch.segments():
        if lo <= p <= hi:
            return m.x[cu, j]
    return None
