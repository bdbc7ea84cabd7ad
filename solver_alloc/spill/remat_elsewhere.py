"""Remats that read values of another class (a PTX address computed from a
uniform register, :mod:`~solver_alloc.frontends.ptx_uniform`): where they may go.

A class's model does not decide another class's registers. A remat of ``v``
reading ``u`` of another class is planned only when ``u`` is *pinned*:
``no_spill``, not rematerialisable, and, if a kernel live-in, bound to arrive
in a register (it has a def, or the caller holds it; a ``no_spill`` live-in
may otherwise arrive in memory), so in every plan it is in its register
wherever it is live. The remat then goes only before an instruction where
every such ``u`` is live, and only before a read of ``v``, like every remat
that reads values (:mod:`~solver_alloc.spill.model.remat_operands`). Reading an
unpinned value of another class, ``v`` is not rematerialised in this class's
model. The verifier checks the register and the value as for any remat that
reads values."""

from __future__ import annotations

from collections.abc import Mapping

from solver_alloc.analysis.liveness import live_after
from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.ir import Kernel

__all__ = ["remat_reads"]


def remat_reads(k: Kernel, res: Mapping[str, ResolvedValue], values: set[str],
                cname: str) -> tuple[dict[str, tuple[str, ...]], dict[str, frozenset[int]],
                                     frozenset[str]]:
    """For the rematerialisable ``values`` of class ``cname`` that read values:
    what they read in ``cname`` (the model's
    :attr:`~solver_alloc.spill.problem.SplitProblem.remat_from`); for those
    reading pinned values of another class, the instructions before which all
    of those are live (:attr:`~solver_alloc.spill.problem.SplitProblem.remat_at`);
    and those reading an unpinned value of another class (not rematerialised
    here)."""
    own: dict[str, tuple[str, ...]] = {}
    others: dict[str, tuple[str, ...]] = {}
    unplanned: set[str] = set()
    defined = {v for _, _, ins in k.instructions() for v in ins.defs}
    live_in = set(k.live_in)

    def pinned(u: str) -> bool:
        r = res[u]
        return r.no_spill and r.remat_cost is None and (
            u not in live_in or u in defined or r.held)
    for v in sorted(values):
        d = k.values.get(v)
        if d is None or not d.remat_from:
            continue
        elsewhere = tuple(u for u in d.remat_from if res[u].regclass != cname)
        if not all(pinned(u) for u in elsewhere):
            unplanned.add(v)
            continue
        own[v] = tuple(u for u in d.remat_from if res[u].regclass == cname)
        if elsewhere:
            others[v] = elsewhere
    if not others:
        return own, {}, frozenset(unplanned)
    after = live_after(k, set(range(k.n_instrs)))
    instrs = [ins for _, _, ins in k.instructions()]
    before = {i: (after[i] - set(ins.defs)) | set(ins.uses) for i, ins in enumerate(instrs)}
    at = {v: frozenset(i for i, live in before.items() if all(u in live for u in us))
          for v, us in others.items()}
    return own, at, frozenset(unplanned)
