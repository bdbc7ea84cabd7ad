"""Activation-table batching (Trainium Scalar engine): which function set to load
before each activation, at least cost, within the distinct-set budget.

Semantics (enforced by the verifier): one set is resident at a time; an ``act``
instruction needs a loaded set holding its function (resident functions need any
set); ``load_act_set`` replaces the set and costs the target's load cost times the
block frequency; a compile unit may load at most ``max_sets`` distinct sets. At a
block entry the plan assumes nothing is known and loads before the block's first
activation, so plans are valid on any CFG and exact on straight-line kernels.

This module plans for a fixed instruction order; :mod:`solver_alloc.activation.reorder`
chooses an order that batches the tables.

Exact methods, for a fixed order:
- :func:`dp_plan`: dynamic programme over (activation, loaded set), ignoring the
  budget; if its plan uses at most ``max_sets`` distinct sets it is optimal.
- :func:`cpsat_plan`: ``y[i, s]`` = set s loaded at activation i (one of the sets
  holding its function), ``load[i] >= y[i, s] - y[i-1, s]``, ``used[s] >= y[i, s]``,
  ``sum_s used[s] <= max_sets``; minimise ``sum_i cost(i) load[i]``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction

from ortools.sat.python import cp_model

from solver_alloc.ir import Kernel
from solver_alloc.solving import (
    NO_LIMIT,
    SolveOptions,
    integer_scale,
    proven_bound,
    solve_cpsat,
)
from solver_alloc.targets import ActivationTables, Target


@dataclass(frozen=True)
class Site:
    """One activation instruction."""

    instr: int
    block: int
    """Index of its block (plans restart at each block)."""
    function: str
    """Canonical catalog name."""
    weight: Fraction
    """Cost of a load here: the target's load cost times the block frequency (exact)."""


@dataclass(frozen=True)
class Plan:
    """Which set each activation uses; a load wherever it changes."""

    choice: tuple[int, ...]
    """Set index per site."""
    cost: Fraction
    sets: tuple[str, ...]
    """Distinct sets loaded, in first-load order."""


def sites(kernel: Kernel, target: Target) -> list[Site]:
    """The activation instructions of a kernel, in program order."""
    act = target.activation
    if act is None:
        return []
    out = []
    for bi, (b, start) in enumerate(zip(kernel.blocks, kernel.block_starts(),
                                        strict=True)):
        for k, ins in enumerate(b.instrs):
            if ins.act is not None:
                out.append(Site(start + k, bi, act.canonical(ins.act),
                                Fraction(act.load_cost) * Fraction(b.freq)))
    return out


def holders(act: ActivationTables, function: str) -> list[int]:
    """Indices of the sets that can serve ``function``."""
    if function in act.resident:
        return list(range(len(act.sets)))
    return [k for k, s in enumerate(act.sets) if function in s.functions]


def evaluate(act: ActivationTables, ss: list[Site], choice: list[int]) -> Plan:
    """Cost and distinct sets of a choice of set per site."""
    cost, seen = Fraction(0), dict[str, None]()
    for k, (site, c) in enumerate(zip(ss, choice, strict=True)):
        if k == 0 or ss[k - 1].block != site.block or choice[k - 1] != c:
            cost += site.weight
            seen.setdefault(act.sets[c].name, None)
    return Plan(tuple(choice), cost, tuple(seen))


def first_fit(act: ActivationTables, ss: list[Site]) -> Plan:
    """The compiler's rule: on a miss, the first set in catalog order that holds
    the function."""
    choice: list[int] = []
    for k, site in enumerate(ss):
        cur = choice[-1] if k and ss[k - 1].block == site.block else None
        ok = holders(act, site.function)
        choice.append(cur if cur in ok else ok[0])
    return evaluate(act, ss, choice)


def look_ahead(act: ActivationTables, ss: list[Site]) -> Plan:
    """On a miss, the set that serves the longest run of upcoming activations."""
    choice: list[int] = []
    for k, site in enumerate(ss):
        cur = choice[-1] if k and ss[k - 1].block == site.block else None
        ok = holders(act, site.function)
        if cur in ok:
            choice.append(cur)
            continue

        def run(s: int, k: int = k, block: int = site.block) -> int:
            n = 0
            for nxt in ss[k:]:
                if nxt.block != block or s not in holders(act, nxt.function):
                    break
                n += 1
            return n

        choice.append(max(ok, key=lambda s: (run(s), -s)))
    return evaluate(act, ss, choice)


def _by_block(ss: list[Site]) -> list[list[Site]]:
    groups: list[list[Site]] = []
    for site in ss:
        if not groups or groups[-1][-1].block != site.block:
            groups.append([])
        groups[-1].append(site)
    return groups


def dp_plan(act: ActivationTables, ss: list[Site]) -> Plan:
    """Least-cost plan ignoring the set budget: an exact DP per block (blocks are
    independent, each starting with nothing loaded), O(n S^2)."""
    choice: list[int] = []
    for group in _by_block(ss):
        choice += _dp_block(act, group)
    return evaluate(act, ss, choice)


def _dp_block(act: ActivationTables, ss: list[Site]) -> list[int]:
    """``best[s]``: least cost of the prefix ending with set s loaded."""
    inf: Fraction | float = float("inf")
    n_sets = len(act.sets)
    best: list[Fraction | float] = [inf] * n_sets
    back: list[list[int]] = []
    for k, site in enumerate(ss):
        new: list[Fraction | float] = [inf] * n_sets
        arg = [-1] * n_sets
        cheapest = min(range(n_sets), key=lambda s: (best[s], s)) if k else -1
        for s in holders(act, site.function):
            if k == 0:
                new[s] = site.weight
                continue
            stay, switch = best[s], best[cheapest] + site.weight
            new[s], arg[s] = (stay, s) if stay <= switch else (switch, cheapest)
        best = new
        back.append(arg)
    s = min(range(n_sets), key=lambda x: (best[x], x))
    choice = [s]
    for k in range(len(ss) - 1, 0, -1):
        s = back[k][s]
        choice.append(s)
    return choice[::-1]


def cpsat_plan(act: ActivationTables, ss: list[Site], max_sets: int,
               opts: SolveOptions = NO_LIMIT) -> tuple[Plan | None, Fraction, bool]:
    """Least-cost plan within ``max_sets`` distinct sets:
    ``(plan or None, lower bound, proven)``. Weights are exact rationals, scaled
    to integers by their common denominator."""
    model = cp_model.CpModel()
    y = {(k, s): model.new_bool_var(f"y[{k},{s}]") for k, site in enumerate(ss)
         for s in holders(act, site.function)}
    used = {s: model.new_bool_var(f"used[{s}]") for s in range(len(act.sets))}
    scale = integer_scale(site.weight for site in ss)
    terms: list[cp_model.LinearExprT] = []
    for k, site in enumerate(ss):
        ok = holders(act, site.function)
        model.add_exactly_one(y[k, s] for s in ok)
        for s in ok:
            model.add_implication(y[k, s], used[s])
        if k == 0 or ss[k - 1].block != site.block:
            terms.append(int(site.weight * scale))
            continue
        load = model.new_bool_var(f"load[{k}]")
        for s in ok:
            prev = y.get((k - 1, s))
            if prev is None:
                model.add_implication(y[k, s], load)
            else:
                model.add_bool_or([load, prev, y[k, s].Not()])
        terms.append(int(site.weight * scale) * load)
    model.add(sum(used.values()) <= max_sets)
    model.minimize(sum(terms))
    solver, status = solve_cpsat(model, opts)
    if status == cp_model.INFEASIBLE:
        return None, Fraction(0), True
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None, Fraction(0), False
    choice = [next(s for s in holders(act, site.function) if solver.boolean_value(
        y[k, s])) for k, site in enumerate(ss)]
    bound = proven_bound(solver, scale)
    return evaluate(act, ss, choice), bound, status == cp_model.OPTIMAL


def min_cover(act: ActivationTables, functions: set[str],
              opts: SolveOptions = NO_LIMIT) -> tuple[str, ...]:
    """Fewest sets serving every function (set cover, solved exactly)."""
    if not functions:
        return ()
    model = cp_model.CpModel()
    pick = [model.new_bool_var(s.name) for s in act.sets]
    for f in sorted(functions):
        model.add_bool_or([pick[s] for s in holders(act, f)])
    model.minimize(sum(pick))
    solver, _ = solve_cpsat(model, replace(opts, deadline=None))  # small: always solved
    return tuple(s.name for s, p in zip(act.sets, pick, strict=True)
                 if solver.boolean_value(p))


def min_units(act: ActivationTables, ss: list[Site]) -> list[int]:
    """Fewest compile units: cut points (instruction indices starting a new unit).

    Whether a run of activations fits is monotone (a sub-run of a fitting run
    fits), so taking each unit as long as possible is optimal."""
    cuts: list[int] = []
    unit: set[str] = set()
    for site in ss:
        trial = unit | {site.function}
        if len(min_cover(act, trial)) <= act.max_sets:
            unit = trial
        else:
            cuts.append(site.instr)
            unit = {site.function}
    return cuts
