"""Warm starts for the split model (:mod:`~solver_alloc.spill.model.encode`): a
heuristic's or an earlier plan's decisions as CP-SAT hints, with the memory state they
imply, so that a hint is a whole solution the search starts from."""

from __future__ import annotations

from typing import Any

from solver_alloc.spill.model.encode import DECISIONS, SplitModel
from solver_alloc.spill.pieces.decode import Decision
from solver_alloc.spill.problem import DEF, SplitProblem


def hint_model(m: SplitModel, d: Decision) -> None:
    """Warm start: every variable hinted from a heuristic's decisions."""
    for kind, attr in DECISIONS.items():
        for key, var in getattr(m, attr).items():
            m.model.add_hint(var, d(kind, (key,) if kind == "arrive" else key))


def hint_memory(sp: SplitProblem, m: SplitModel, d: Decision) -> None:
    """Warm start, continued: memory state and indexed-read occupancy hinted as
    ``d``'s decisions imply them, so that a plan's hint is a whole solution
    CP-SAT starts from (a kernel's model, not a region's or a window's, whose
    entry state comes from outside).

    Memory holds ``v`` at the exit of ``b`` when the last def in ``b`` was
    stored, or, with no def there, when it held ``v`` at the entry or ``v`` was
    stored there: ``mo = sd(last def)`` else ``mi + si``. At an entry, when it
    held ``v`` at every predecessor's exit (``mi = min_p mo[v,p]``), or, at the
    kernel's entry, when ``v`` arrives in memory. The greatest such state (a
    fixpoint around loops) allows every load the decisions make.
    ``occ = max(x after the read, rm)``."""
    if sp.cut is not None or sp.boundary is not None:
        return
    mi, mo = _memory_state(sp, m, d)
    for key, var in m.mi.items():
        m.model.add_hint(var, mi[key])
    for key, var in m.mo.items():
        m.model.add_hint(var, mo[key])
    for (c, j), var in m.occ.items():
        m.model.add_hint(var, max(d("x", (c, j)) if sp.chains[c].live[j] else 0,
                                  d("rm", (c, j))))


def _memory_state(sp: SplitProblem, m: SplitModel, d: Decision
                  ) -> tuple[dict[Any, int], dict[Any, int]]:
    """The greatest ``(mi, mo)`` :func:`hint_memory` states, by iteration."""
    by_block = {(ch.value, ch.block): c for c, ch in enumerate(sp.chains)}
    mi = {key: 1 for key in m.mi}
    mo: dict[Any, int] = {}

    def exit_state(c: int) -> int:
        ch = sp.chains[c]
        state = min(1, mi.get((ch.value, ch.block), 0) + d("si", (ch.value, ch.block)))
        for j, e in enumerate(ch.events):
            if e.kind == DEF:
                state = d("sd", (c, j))
        return state

    changed = True
    while changed:
        changed = False
        mo = {key: exit_state(by_block[key]) for key in m.mo}
        for (v, b) in m.mi:
            if b == 0 and not sp.preds[b]:
                new = int(v in sp.kernel_live_in and not d("arrive", (v,)))
            else:
                new = min((mo.get((v, p), 0) for p in sp.preds[b]), default=0)
            if new < mi[v, b]:
                mi[v, b], changed = new, True
    return mi, mo
