"""CP-SAT model of spilling with live-range splitting (one register class).

Takes a :class:`~solver_alloc.chains.SplitProblem` and returns a
:class:`SplitModel`; no printing, no file reading. Notation (chain ``c`` = value
``v`` in block ``b``, events ``e_0 .. e_m``, segment ``j`` between ``e_j`` and
``e_{j+1}``):

- ``x[c,j]``: v stays in a register throughout segment j;
- at a *site* (a register read, a runtime-indexed read, a block entry, a block
  exit): ``ld`` = load from memory, ``rm`` = rematerialise;
- ``in[v,b]`` / ``out[v,b]``: v is in a register at the entry / exit of b;
- ``mi[v,b]`` / ``mo[v,b]``: memory holds v's current value at the entry / exit;
- ``sd[c,j]``: store just after the def ``e_j``; ``si[v,b]``: store at b's entry.

Minimise ``sum f(b) (load ld + remat(v) rm + store (sd + si))``. The capacity rows
are interval rows over segments, whose LP relaxation is integral for remat-only
values, which is what makes the model prove optimality at scale where a per-point
reload flag does not.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.solving import integer_scale
from solver_alloc.spill.model.crossing import keep_call_crossers_apart
from solver_alloc.spill.model.folds import (
    fold_leaves_no_register,
    fold_terms,
    one_memory_operand,
)
from solver_alloc.spill.model.homes import keep_fixed_registers_apart
from solver_alloc.spill.model.optional import at_most_room, price_optional_registers
from solver_alloc.spill.model.remat_operands import remat_reads_its_operands
from solver_alloc.spill.model.variables import (
    DECISIONS,
    Key,
    SplitModel,
    at_most,
    create_variables,
    reloads_at,
)
from solver_alloc.spill.problem import DEF, ENTRY, EXIT, INDEXED, USE, SplitProblem

__all__ = ["DECISIONS", "Key", "SplitModel", "arriving_in_registers", "encode",
           "occupancy_terms"]

def serve_reads(sp: SplitProblem, m: SplitModel) -> None:
    """A register read finds v in a register: ``ld + rm = 1 - x[c, j-1]`` (kept
    through the segment before, or brought back just before; at a foldable
    read ``ld + rm + fd``: or read from memory). A runtime-indexed read comes
    from memory or a fresh remat: ``ld + rm = 1``."""
    for c, ch in enumerate(sp.chains):
        for j, e in enumerate(ch.events):
            if e.kind == USE:
                m.model.add(reloads_at(m, c, j) + m.fd.get((c, j), 0) == 1 - m.x[c, j - 1])
            elif e.kind == INDEXED:
                m.model.add(reloads_at(m, c, j) == 1)


def keep_only_what_is_held(sp: SplitProblem, m: SplitModel) -> None:
    """A segment is held only if v is in a register where it starts: after a def
    or register read always; after an indexed read ``x[c,j] <= x[c,j-1] + rm``;
    after the entry ``x[c,0] <= in[v,b] + ld + rm``. At the exit
    ``out[v,b] <= x[c,last] + ld + rm`` (a load at the block's end)."""
    for c, ch in enumerate(sp.chains):
        v, b = ch.value, ch.block
        for j, _, _ in ch.segments():
            e = ch.events[j]
            if e.kind == INDEXED:  # a memory read leaves no copy in a register
                m.model.add(m.x[c, j] <= m.x[c, j - 1] + m.rm.get((c, j), 0))
            elif e.kind == ENTRY:
                m.model.add(m.x[c, j] <= m.inr[v, b] + reloads_at(m, c, j))
        if ch.live[-1]:
            last = len(ch.events) - 2
            m.model.add(m.outr[v, b] <= m.x[c, last] + reloads_at(m, c, last + 1))


def load_only_when_needed(sp: SplitProblem, m: SplitModel) -> None:
    """Bring v back at a block entry or exit only into a gap and only to keep it:
    ``ld + rm <= 1 - in[v,b]`` and ``ld + rm <= x[c,0]`` at the entry,
    ``ld + rm <= 1 - x[c,last]`` and ``ld + rm <= out[v,b]`` at the exit. Never
    changes an optimum with positive costs, but a free operation (a block of
    frequency 0, a zero load cost) is otherwise set at will, and decoding it would
    put a second copy of a held value into a register the model did not count."""
    md = m.model
    for c, ch in enumerate(sp.chains):
        v, b = ch.value, ch.block
        if ch.events[0].kind == ENTRY and ((c, 0) in m.ld or (c, 0) in m.rm):
            md.add(reloads_at(m, c, 0) <= 1 - m.inr.get((v, b), 0))
            md.add(reloads_at(m, c, 0) <= m.x.get((c, 0), 0))
        last = len(ch.events) - 1
        if ch.events[last].kind == EXIT and ((c, last) in m.ld or (c, last) in m.rm):
            md.add(reloads_at(m, c, last) <= 1 - m.x.get((c, last - 1), 0))
            md.add(reloads_at(m, c, last) <= m.outr.get((v, b), 0))


def agree_at_joins(sp: SplitProblem, m: SplitModel) -> None:
    """In a register (or in memory) at a block entry only if so at every
    predecessor's exit: ``in[v,b] <= out[v,p]``, ``mi[v,b] <= mo[v,p]``. Kernel
    live-ins arrive in a register or in memory: ``in <= a``, ``mi <= 1 - a``."""
    md = m.model
    if sp.boundary is not None:
        _fix_window_boundary(sp, m)
        return
    for (v, b), var in m.inr.items():
        for p in sp.preds[b]:
            md.add_implication(var, m.outr[v, p])
            if (v, b) in m.mi:
                at_most(md, m.mi[v, b], m.mo.get((v, p), 0))
        if b == 0 and v in m.arrive:
            md.add(var <= m.arrive[v])
            if sp.cut is None or not sp.cut.entered:  # a cut: a and mi free
                md.add(m.mi[v, b] <= 1 - m.arrive[v])
        elif (b == 0 or not sp.preds[b]) and (v, b) in m.mi:
            md.add(m.mi[v, b] == 0)


def _fix_window_boundary(sp: SplitProblem, m: SplitModel) -> None:
    """A window keeps the surrounding plan: ``in = held_in``, ``mi = mem_in``,
    ``out = held_out = x`` of the last segment (holding longer would take
    registers after the window), ``mo >= mem_out``."""
    bd, md = sp.boundary, m.model
    assert bd is not None
    for (v, _), var in m.inr.items():
        md.add(var == bd.held_in.get(v, 0))
        md.add(m.arrive[v] == bd.held_in.get(v, 0))
        if (v, 0) in m.mi:
            md.add(m.mi[v, 0] == bd.mem_in.get(v, 0))
    for c, ch in enumerate(sp.chains):
        if ch.live[-1]:
            held = bd.held_out.get(ch.value, 0)
            md.add(m.outr[ch.value, 0] == held)
            md.add(m.x[c, len(ch.events) - 2] == held)
            if bd.mem_out.get(ch.value, 0):
                md.add(m.mo.get((ch.value, 0), 0) >= 1)


def track_memory(sp: SplitProblem, m: SplitModel) -> None:
    """Memory holds v after a store and until the next def. A load at a site needs
    it: ``ld <= mi + si`` before the block's first def of v, ``ld <= sd[j']``
    after def ``j'``; likewise ``mo[v,b]``. A store reads a register:
    ``si <= in[v,b]``."""
    md = m.model
    for c, ch in enumerate(sp.chains):
        v, b = ch.value, ch.block
        state: Any = m.mi.get((v, b), 0) + m.si.get((v, b), 0)
        if (v, b) in m.si:
            md.add_implication(m.si[v, b], m.inr[v, b])
        for j, e in enumerate(ch.events):
            if e.kind == DEF:
                state = m.sd.get((c, j), 0)
            if (c, j) in m.ld:
                at_most(md, m.ld[c, j], state)
            if (c, j) in m.fd:  # a folded read reads the slot
                at_most(md, m.fd[c, j], state)
            if e.kind == EXIT and (v, b) in m.mo:
                at_most(md, m.mo[v, b], state)


def respect_registers(sp: SplitProblem, m: SplitModel) -> None:
    """At every point p where demand could exceed K:
    ``sum_{segments covering p} w x + sum_{indexed reads at p} w occ <= K - refs(p)``
    with ``occ >= x[c,j+1]``, ``occ >= rm`` (v held across, or rematerialised, at
    the read). At block exits ``sum w out <= K``; at kernel entry
    ``sum w a <= K``.

    A point's row is left out when another row implies it: the row at ``p`` when no term
    ends at ``p`` (every term there also covers ``p + 1``) and ``room(p) >= room(p +
    1)``; else the row at ``p`` when no term starts at ``p`` and the row at ``p - 1`` is
    kept with ``room(p) >= room(p - 1)`` (the row left out has a subset of the other's
    terms, under at least its room; a kept row that is not written cannot bind). With
    optional registers every row also counts those left unused
    (:func:`~solver_alloc.spill.model.optional.at_most_room`)."""
    link_indexed_occupancy(sp, m)
    terms, starts, ends = occupancy_terms(sp, m)
    kept = -2
    for p, row in sorted(terms.items()):
        room = sp.k - sp.refs.get(p, 0)
        if p not in ends and p + 1 in terms and room >= sp.k - sp.refs.get(p + 1, 0):
            continue
        if p not in starts and kept == p - 1 and room >= sp.k - sp.refs.get(p - 1, 0):
            continue
        kept = p
        at_most_room(sp, m, row, room)
    for b in range(len(sp.freq)):
        at_most_room(sp, m, [(sp.width[v], var) for (v, bb), var in m.outr.items()
                             if bb == b], sp.k)
    at_most_room(sp, m, [(sp.width[v], a) for v, a in m.arrive.items()], sp.k)


def link_indexed_occupancy(sp: SplitProblem, m: SplitModel) -> None:
    """An indexed read takes a register when v is held across it or
    rematerialised for it: ``occ >= x[c,j]``, ``occ >= rm``."""
    for c, ch in enumerate(sp.chains):
        for j, _ in enumerate(ch.events):
            if (c, j) in m.occ:
                if ch.live[j]:
                    m.model.add_implication(m.x[c, j], m.occ[c, j])
                if (c, j) in m.rm:
                    m.model.add_implication(m.rm[c, j], m.occ[c, j])


def occupancy_terms(sp: SplitProblem, m: SplitModel
                    ) -> tuple[dict[int, list[tuple[int, Any]]], set[int], set[int]]:
    """Point -> (width, variable) of everything that may hold a register there
    (held segments, indexed reads' ``occ``), and the points where such a term
    starts and where one ends."""
    terms: dict[int, list[tuple[int, Any]]] = {}
    starts: set[int] = set()
    ends: set[int] = set()
    for c, ch in enumerate(sp.chains):
        w = sp.width[ch.value]
        for j, lo, hi in ch.segments():
            term = (w, m.x[c, j])
            starts.add(lo)
            ends.add(hi)
            for p in range(lo, hi + 1):
                terms.setdefault(p, []).append(term)
        for j, e in enumerate(ch.events):
            if (c, j) in m.occ:
                terms.setdefault(e.point, []).append((w, m.occ[c, j]))
                starts.add(e.point)
                ends.add(e.point)
    for p, row in fold_terms(sp, m).items():
        terms.setdefault(p, []).extend(row)
        starts.add(p)
        ends.add(p)
    return terms, starts, ends


def keep_live_outs(sp: SplitProblem, m: SplitModel) -> None:
    """A kernel live-out is in a register or in memory at every exit block:
    ``out[v,b] + mo[v,b] >= 1``. A window ending at a cut leaves what the next
    region takes: ``out[v,last] >= need_held[v]``, ``mo[v,last] >= need_mem[v]``."""
    for v in sp.kernel_live_out:
        for b in sp.exits:
            if (v, b) in m.outr:
                m.model.add(m.outr[v, b] + m.mo.get((v, b), 0) >= 1)
    cut, last = sp.cut, len(sp.freq) - 1
    if cut is not None:  # a window between regions: what the next one takes
        for v, held in (cut.need_held or {}).items():
            if held:
                m.model.add(m.outr[v, last] >= 1)
        for v, mem in (cut.need_mem or {}).items():
            if mem:
                m.model.add(m.mo.get((v, last), 0) >= 1)


def forbid_spilling(sp: SplitProblem, m: SplitModel) -> None:
    """No spill code for ``no_spill`` values: no store or load variable is made
    for them (:func:`can_load`), so they stay in a register from a def or a
    register arrival until they are dead or rematerialised; a ``no_spill``
    live-in may arrive in memory, where indexed reads read it and remats
    recompute it. Values the caller holds (:attr:`SplitProblem.held`, a host
    register) stay in a register throughout and arrive in one: ``x = 1``,
    ``a = 1``. A live-in with a def has a home register, and the kernel passes
    it in there."""
    for c, ch in enumerate(sp.chains):
        if ch.value not in sp.held:
            continue
        for j, _, _ in ch.segments():
            m.model.add(m.x[c, j] == 1)
    for v in sorted(arriving_in_registers(sp)):  # a fixed order: deterministic models
        m.model.add(m.arrive[v] == 1)


def arriving_in_registers(sp: SplitProblem) -> frozenset[str]:
    """The live-ins every plan has arrive in a register: held values, and one
    with a def, whose home register the kernel passes it in (none at a window,
    and no calling convention at a region's cut)."""
    if sp.boundary is not None:
        return frozenset()
    defined = {ch.value for ch in sp.chains if any(e.kind == DEF for e in ch.events)}
    homes = sp.cut is None or not sp.cut.entered
    return frozenset(v for v in sp.kernel_live_in
                     if v in sp.held or (homes and v in defined))


def minimise_cost(sp: SplitProblem, m: SplitModel) -> None:
    """``min sum f(b) (load ld + remat(v) rm) + store (f(b_def) sd + f(b) si)``,
    scaled to integers (the exact rationals are kept in ``m.cost``)."""
    keys: list[tuple[Any, ...]] = []  # ("ld" | "st", block) or ("rm", block, value)
    paid: list[Any] = []
    for (c, _), var in (*m.ld.items(), *m.fd.items()):  # a folded read is a load
        keys.append(("ld", sp.chains[c].block))
        paid.append(var)
    for (c, _), var in m.rm.items():
        keys.append(("rm", sp.chains[c].block, sp.chains[c].value))
        paid.append(var)
    for (c, _), var in m.sd.items():
        keys.append(("st", sp.chains[c].block))
        paid.append(var)
    for (_, b), var in m.si.items():
        keys.append(("st", b))
        paid.append(var)
    counts = Counter(keys)
    per = {k: sp.freq[k[1]] * (sp.load if k[0] == "ld" else sp.store if k[0] == "st"
                               else sp.remat[k[2]] or 0) for k in counts}
    tally: Counter[Fraction] = Counter()
    for k, n in counts.items():
        tally[per[k]] += n
    if m.unused is not None:
        tally[sp.optional_price] += sp.optional
    m.scale = integer_scale(tally)
    m.cost = {var.Index(): per[k] for k, var in zip(keys, paid, strict=True)}
    scaled = {k: int(f * m.scale) for k, f in per.items()}
    kept = [(scaled[k], var) for k, var in zip(keys, paid, strict=True) if scaled[k]]
    objective = cp_model.LinearExpr.weighted_sum([v for _, v in kept], [w for w, _ in kept])
    if m.unused is not None:
        objective += price_optional_registers(sp, m)
    m.model.minimize(objective)


def encode(sp: SplitProblem, counts_only: bool = False) -> SplitModel:
    """The full model of one class; ``counts_only``: without the rows that hold only for
    plans with no moves (a value's register fixed while it stays in one:
    :func:`~solver_alloc.spill.model.homes.keep_fixed_registers_apart`,
    :func:`~solver_alloc.spill.model.crossing.keep_call_crossers_apart`), so that a
    model with no plan proves that no allocation exists, moves or not."""
    m = SplitModel(cp_model.CpModel())
    create_variables(sp, m)
    serve_reads(sp, m)
    keep_only_what_is_held(sp, m)
    fold_leaves_no_register(sp, m)
    one_memory_operand(sp, m)
    remat_reads_its_operands(sp, m)
    load_only_when_needed(sp, m)
    agree_at_joins(sp, m)
    track_memory(sp, m)
    respect_registers(sp, m)
    if not counts_only:
        keep_fixed_registers_apart(sp, m)
        keep_call_crossers_apart(sp, m)
    keep_live_outs(sp, m)
    forbid_spilling(sp, m)
    minimise_cost(sp, m)
    return m
