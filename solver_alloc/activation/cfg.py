"""Activation-set plans over the control-flow graph: the loaded set is carried
across block boundaries and must agree at joins, like register state.

Notation: blocks ``b`` (reachable only), sets ``s``, activation sites ``k`` (in
program order within their block), ``f(b)`` the block frequency, ``L`` the
target's load cost.

- ``in[b, s]``: set s is loaded when b starts (``none`` when no set, or when the
  predecessors disagree); the entry block starts with the target's
  ``initial_set``;
- ``start[b, s]``: the set after an optional load at b's start;
  ``ent[b, s] >= start[b, s] - in[b, s]`` is that load;
- ``y[k, s]``: site k runs with set s loaded (one of the sets holding its
  function); ``ld[k, s] >= y[k, s] - prev[k, s]`` loads it just before, where
  ``prev`` is the previous site of the block, else ``start`` (every load is
  pinned to exactly the state change, ``ld <= y``, ``ld <= 1 - prev``, so a free
  one in a block of frequency 0 is never emitted needlessly);
- ``exit[b, s]``: the set when b ends, after an optional load there
  (``ext[b, s] >= exit[b, s] - last[b, s]``, ``last`` being the block's last
  site, else ``start``).

Families: one state per point (``sum_s = 1`` over sets and ``none``), serve every
activation, agree at joins (``in[b, s] <= exit[p, s]`` for every predecessor p),
at most ``max_sets`` distinct sets loaded (``used[s] >= ld, ent, ext``); minimise
``L * sum f(b) (ld + ent + ext)``. A load anywhere in a block is worth one just
before its next activation, or at the block's end when none follows, so this
plan space holds every plan the verifier accepts: the optimum is proven.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.activation.tables import Site, holders
from solver_alloc.analysis.cfg import block_graph
from solver_alloc.ir import Kernel
from solver_alloc.result import Failure, Operation, Status
from solver_alloc.solving import SolveOptions, integer_scale, proven_bound, solve_cpsat
from solver_alloc.targets import ActivationTables

NONE = -1
"""The state "no set loaded (or unknown)"."""


@dataclass(frozen=True, slots=True)
class CfgPlan:
    """A plan over the CFG and how good it is (costs exact)."""

    operations: tuple[Operation, ...]
    cost: Fraction
    bound: Fraction
    proven: bool
    sets: tuple[str, ...]
    """Distinct sets loaded, in first-load order."""


@dataclass
class _Vars:
    """The model and its state variables; ``state[key][s]`` is one-hot over
    ``range(S) + [NONE]``."""

    model: cp_model.CpModel
    n_sets: int
    state: dict[tuple[str, int], dict[int, Any]]
    loads: list[tuple[Fraction, Any, int, Operation]]
    """(cost, variable, set, the operation it stands for)."""


def _one_hot(v: _Vars, key: tuple[str, int], allowed: list[int]) -> dict[int, Any]:
    """A fresh state over ``allowed`` sets (and NONE when listed)."""
    st = {s: v.model.new_bool_var(f"{key}[{s}]") for s in allowed}
    v.model.add_exactly_one(st.values())
    v.state[key] = st
    return st


def _load(v: _Vars, before: dict[int, Any], after: dict[int, Any], cost: Fraction,
          op: Operation) -> None:
    """``load = after[s] and not before[s]`` for each set s: loading s costs
    ``cost``."""
    for s, var in after.items():
        if s == NONE:
            continue
        ld = v.model.new_bool_var(f"load[{op.before},{s}]")
        held = before.get(s, 0)
        v.model.add(ld >= var - held)
        v.model.add(ld <= var)  # exactly the state changes: a free load (frequency
        v.model.add(ld <= 1 - held)  # 0) is never emitted unless the plan needs it
        v.loads.append((cost, ld, s, op))


def _block(v: _Vars, act: ActivationTables, b: int, name: str, start_i: int,
           end_i: int, freq: Fraction, its_sites: list[Site]) -> None:
    """The states of one block: in, start (entry load), sites, exit (end load)."""
    every = [*range(v.n_sets), NONE]
    cost = Fraction(act.load_cost) * freq
    inn = _one_hot(v, ("in", b), every)
    cur = inn
    if start_i < end_i:  # an empty block's start is its end
        cur = _one_hot(v, ("start", b), every)
        v.model.add(cur[NONE] <= inn[NONE])  # a load cannot unload
        _load(v, inn, cur, cost, Operation(start_i, "load_act_set", block=name))
    for site in its_sites:
        y = _one_hot(v, ("site", site.instr), holders(act, site.function))
        _load(v, cur, y, cost, Operation(site.instr, "load_act_set", block=name))
        cur = y
    out = _one_hot(v, ("exit", b), every)
    v.model.add(out[NONE] <= cur.get(NONE, 0))
    _load(v, cur, out, cost, Operation(end_i, "load_act_set", block=name))


def _agree_at_joins(v: _Vars, kernel: Kernel, reach: frozenset[int],
                    initial: int) -> None:
    """``in[b, s] <= exit[p, s]`` for every reachable predecessor; the entry block
    also starts from the initial set."""
    preds = block_graph(kernel).preds
    for b in sorted(reach):
        inn = v.state["in", b]
        for s, var in inn.items():
            if s == NONE:
                continue
            for p in preds[b]:
                v.model.add(var <= v.state["exit", p][s])
            if b == 0 and s != initial:
                v.model.add(var == 0)


def cfg_plan(kernel: Kernel, act: ActivationTables, ss: list[Site], opts: SolveOptions
             ) -> CfgPlan | Failure:
    """The least-cost plan over the CFG within ``max_sets`` distinct sets, or why
    there is none (INFEASIBLE: proven; UNKNOWN: none found in the budget)."""
    reach = block_graph(kernel).reached
    v = _Vars(cp_model.CpModel(), len(act.sets), {}, [])
    starts = kernel.block_starts()
    by_block: dict[int, list[Site]] = {b: [] for b in reach}
    for site in ss:
        if site.block in reach:
            by_block[site.block].append(site)
    for b in sorted(reach):
        blk = kernel.blocks[b]
        _block(v, act, b, blk.name, starts[b], starts[b] + len(blk.instrs),
               Fraction(blk.freq), by_block[b])
    names = [s.name for s in act.sets]
    initial = names.index(act.initial_set) if act.initial_set in names else NONE
    _agree_at_joins(v, kernel, reach, initial)
    used = [v.model.new_bool_var(f"used[{s}]") for s in range(v.n_sets)]
    for _, ld, s, _ in v.loads:
        v.model.add_implication(ld, used[s])
    v.model.add(sum(used) <= act.max_sets)
    scale = integer_scale(c for c, *_ in v.loads)
    v.model.minimize(sum(int(c * scale) * ld for c, ld, *_ in v.loads))
    solver, status = solve_cpsat(v.model, opts)
    if status == cp_model.INFEASIBLE:
        return Failure(Status.INFEASIBLE, f"no plan loads at most {act.max_sets} "
                       "distinct sets")
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Failure(Status.UNKNOWN, "the solver found no plan in the time limit")
    chosen = [(c, s, op) for c, ld, s, op in v.loads if solver.boolean_value(ld)]
    ops = tuple(Operation(op.before, "load_act_set", set=names[s], block=op.block)
                for _, s, op in chosen)
    cost = sum((c for c, _, _ in chosen), Fraction(0))
    bound = proven_bound(solver, scale)
    proven = status == cp_model.OPTIMAL
    return CfgPlan(ops, cost, cost if proven else min(bound, cost), proven,
                   tuple(dict.fromkeys(names[s] for _, s, _ in chosen)))
