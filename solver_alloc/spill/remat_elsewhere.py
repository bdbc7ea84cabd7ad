"""Remats that read values of another class (a PTX address computed from a
uniform register, :mod:`~solver_alloc.frontends.ptx_uniform`; a predicate
recomputed from its comparison of R registers,
:mod:`~solver_alloc.frontends.ptx_remat`): where they may go, and in which
order the classes are planned (:func:`planning_order`).

A class's model does not decide another class's registers. A remat of ``v``
reading ``u`` of another class goes only before an instruction where every
such ``u`` is live, and only before a read of ``v``, like every remat that
reads values (:mod:`~solver_alloc.spill.model.remat_operands`). Two kinds of
``u``:

- *pinned*: ``no_spill``, not rematerialisable, and, if a kernel live-in,
  bound to arrive in a register (it has a def, or the caller holds it; a
  ``no_spill`` live-in may otherwise arrive in memory), so in every plan it is
  in its register wherever it is live: live is enough.
- *unpinned*, of a class ``d`` planned before this one (:data:`Planned`): while
  ``d``'s plan is not known, live is a relaxation of "``d``'s plan holds
  ``u`` in its register there" (:attr:`RematReads.relaxed`), so this class's
  optimum is a lower bound for the joint problem; once it is known, the remat
  goes only where that plan holds ``u`` (:mod:`~solver_alloc.spill.remat_support`).

Reading an unpinned value of a class not planned before this one, ``v`` is
not rematerialised in this class's model. The verifier checks the register and
the value as for any remat that reads values."""

from __future__ import annotations

import heapq
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from solver_alloc.analysis.liveness import live_after
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.ir import Kernel

__all__ = ["Planned", "RematReads", "planning_order", "reads_from", "remat_reads"]

Planned = Mapping[str, Mapping[str, frozenset[int]] | None]
"""Class planned before this one -> its plan's holds (value -> the
instructions before which that plan holds it in its registers, after the
class's own operations there), or None: not known yet (relaxed: live)."""


@dataclass(frozen=True)
class RematReads:
    """What the rematerialisable values of one class read (:func:`remat_reads`)."""

    own: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Value -> what its remat reads in this class
    (:attr:`~solver_alloc.spill.problem.SplitProblem.remat_from`)."""
    at: dict[str, frozenset[int]] = field(default_factory=dict)
    """Value reading values of another class -> the instructions before which
    its remat may go (:attr:`~solver_alloc.spill.problem.SplitProblem.remat_at`)."""
    unplanned: frozenset[str] = frozenset()
    """Values reading an unpinned value of a class not planned before: not
    rematerialised here."""
    relaxed: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Value -> the unpinned values of other classes its remat reads, where
    :attr:`at` only asks that they be live."""


def _pinned(k: Kernel, res: Mapping[str, ResolvedValue], defined: Collection[str]
            ) -> set[str]:
    """Values in their register wherever they are live, in every plan."""
    live_in = set(k.live_in)
    return {u for u, r in res.items() if r.no_spill and r.remat_cost is None
            and (u not in live_in or u in defined or r.held)}


def _defined(k: Kernel) -> set[str]:
    return {v for _, _, ins in k.instructions() for v in ins.defs}


def reads_from(k: Kernel, res: Mapping[str, ResolvedValue], cname: str) -> frozenset[str]:
    """The classes whose unpinned values remats of class ``cname``'s values read."""
    pinned = _pinned(k, res, _defined(k))
    return frozenset(res[u].regclass for v, d in k.values.items()
                     if d.remat_from and d.remat_cost is not None and v in res
                     and res[v].regclass == cname
                     for u in d.remat_from
                     if res[u].regclass != cname and u not in pinned)


def planning_order(k: Kernel, res: Mapping[str, ResolvedValue],
                   classes: Collection[str]) -> tuple[str, ...]:
    """``classes`` in the order they are planned: a class after those whose
    unpinned values its remats read (:func:`reads_from`), ties by name. On a
    cycle, the first class by name of those left goes next (its remats that
    read a class planned later are not planned)."""
    wanted = set(classes)
    needs = {c: set(reads_from(k, res, c)) & wanted - {c} for c in wanted}
    order: list[str] = []
    left = set(wanted)
    while left:
        ready = [c for c in left if not needs[c] & left]
        heapq.heapify(ready)
        c = heapq.heappop(ready) if ready else min(left)
        order.append(c)
        left.discard(c)
    return tuple(order)


def remat_reads(k: Kernel, res: Mapping[str, ResolvedValue], values: set[str],
                cname: str, planned: Planned | None = None) -> RematReads:
    """For the rematerialisable ``values`` of class ``cname`` that read values:
    what they read in ``cname``, where they may go when they read values of
    another class, and which are not rematerialised here (module docstring;
    ``planned``: the classes planned before ``cname``)."""
    planned = planned or {}
    own: dict[str, tuple[str, ...]] = {}
    others: dict[str, tuple[str, ...]] = {}
    relaxed: dict[str, tuple[str, ...]] = {}
    unplanned: set[str] = set()
    pinned = _pinned(k, res, _defined(k))
    for v in sorted(values):
        d = k.values.get(v)
        if d is None or not d.remat_from:
            continue
        elsewhere = tuple(u for u in d.remat_from if res[u].regclass != cname)
        loose = tuple(u for u in elsewhere if u not in pinned)
        if any(res[u].regclass not in planned for u in loose):
            unplanned.add(v)
            continue
        own[v] = tuple(u for u in d.remat_from if res[u].regclass == cname)
        if elsewhere:
            others[v] = elsewhere
        if loose:
            relaxed[v] = loose
    if not others:
        return RematReads(own, {}, frozenset(unplanned))
    after = live_after(k, set(range(k.n_instrs)))
    instrs = [ins for _, _, ins in k.instructions()]
    before = {i: (after[i] - set(ins.defs)) | set(ins.uses) for i, ins in enumerate(instrs)}
    at = {}
    for v, us in others.items():
        sites = frozenset(i for i, live in before.items() if all(u in live for u in us))
        for u in relaxed.get(v, ()):
            holds = planned[res[u].regclass]
            if holds is not None:
                sites &= holds.get(u, frozenset())
        at[v] = sites
    return RematReads(own, at, frozenset(unplanned),
                      {v: us for v, us in relaxed.items()
                       if any(planned[res[u].regclass] is None for u in us)})
