"""Helpers shared by the tests (importable: tests/ is on pythonpath)."""

from __future__ import annotations

import contextlib
import random
import sqlite3
from collections.abc import Mapping
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from oracles.tied_spill import cheapest_tied_spill

from solver_alloc import (
    Allocation,
    Kernel,
    Status,
    Target,
    allocate,
    load_kernel,
    load_target,
    verify,
)
from solver_alloc.analysis.problem import Problem
from solver_alloc.formats.allocation import load_allocation
from solver_alloc.formats.kernel import kernel_from_dict
from solver_alloc.solving import SolveOptions

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"
COL_SUITE = """[[suite]]
instances = ["*.col"]
targets = ["x86-64"]
registers = ["gpr=8,12"]
objectives = ["spill"]
backends = ["auto", "dsatur", "chaitin-briggs"]
"""
"""A campaign suite: the ``.col`` graphs at two register counts, three backends."""


def kernel(instrs: list[dict[str, Any]] | None = None, **fields: Any) -> Kernel:
    """A validated kernel from a compact dict (single block unless ``blocks``)."""
    raw: dict[str, Any] = {"name": "k", **fields}
    if instrs is not None:
        raw["instrs"] = instrs
    return kernel_from_dict(raw)




def toy_target(count: int = 4, widths: tuple[int, ...] = (1, 2), align: str | int = "width",
               reserved: tuple[int, ...] = (), granularity: int = 1,
               callee_saved: tuple[int, ...] = ()) -> Target:
    """A one-class target for exhaustive tests."""
    from solver_alloc.targets import target_from_dict

    return target_from_dict({
        "name": "toy", "default_class": "g",
        "classes": {"g": {"count": count, "prefix": "g", "widths": list(widths),
                          "align": align, "reserved": list(reserved),
                          "granularity": granularity, "store_cost": 3,
                          "callee_saved": list(callee_saved),
                          "load_cost": 5, "move_cost": 1, "remat_cost": 1}}})


def mutated(raw: object, rng: random.Random) -> object:
    """One random damage to a JSON document: a wrong type, a non-finite or huge
    number, a deleted key, or deep nesting somewhere inside it."""
    if isinstance(raw, dict) and raw and rng.random() < 0.7:
        key = rng.choice(sorted(raw))
        out = dict(raw)
        if rng.random() < 0.15:
            del out[key]
        else:
            out[key] = mutated(raw[key], rng)
        return out
    if isinstance(raw, list) and raw and rng.random() < 0.7:
        k = rng.randrange(len(raw))
        return [*raw[:k], mutated(raw[k], rng), *raw[k + 1:]]
    return rng.choice([None, True, -1, 0, 2**63, 1e308, float("nan"), "", "r00",
                       "x" * 300, [], {}, [[[[[]]]]], {"a": {"b": {}}}, 3.5])


def agrees_with_search(a: Allocation, want: Fraction | None) -> None:
    """``a`` against an exhaustive search's optimum ``want`` (None: no plan):
    INFEASIBLE only when it finds nothing, OPTIMAL at its cost, a FEASIBLE plan
    between its bound and it."""
    if want is None:
        assert not a.is_feasible
        return
    assert a.status is not Status.INFEASIBLE
    if a.status is Status.OPTIMAL:
        assert Fraction(a.objective).limit_denominator() == want
    elif a.is_feasible:
        assert Fraction(a.objective).limit_denominator() >= want
        assert Fraction(a.bound).limit_denominator() <= want


def _counted(used: Mapping[str, int]) -> dict[str, int]:
    """Registers used per class, classes with none left out."""
    return {c: n for c, n in used.items() if n}


def crowded_loop(values: dict[str, Any] | None = None) -> Kernel:
    """``x`` loaded before a loop (frequency 10) whose body reads three fresh
    values at ``f``, then ``x`` at ``g``; ``x`` is stored after the loop. With
    3 registers, ``x`` leaves at ``f`` and comes back in the body."""
    body = [{"op": "ld", "defs": [f"b{i}"]} for i in range(3)]
    body += [{"op": "f", "uses": ["b0", "b1", "b2"], "defs": ["y"]},
             {"op": "g", "uses": ["y", "x"]}]
    return kernel(blocks=[
        {"name": "entry", "instrs": [{"op": "ld", "defs": ["x"]}], "succs": ["body"]},
        {"name": "body", "freq": 10, "instrs": body, "succs": ["body", "exit"]},
        {"name": "exit", "instrs": [{"op": "st", "uses": ["x"]}]}], values=values or {})


def spill_checked(k: Kernel, t: Target, backend: str = "auto",
                  options: SolveOptions | None = None) -> Allocation:
    """The spill objective's answer, after checking that a plan verifies at the
    cost it claims and lies above its bound (a heuristic may state none)."""
    a = allocate(k, t, objective="spill", backend=backend, options=options)
    if a.is_feasible:
        r = verify(k, t, a)
        assert r.valid, (backend, r.violations)
        assert r.cost == pytest.approx(a.objective)
        assert _counted(r.registers_used) == _counted(a.registers_used), backend
        assert a.bound is not None or a.status is Status.FEASIBLE  # heuristics
        assert a.bound is None or a.bound <= (a.objective or 0.0) + 1e-9
    return a


def campaign_rows(db: Path) -> int:
    """The rows a campaign run has written to ``db`` so far: read-only, so the
    reader never creates the file the run is about to; 0 before it exists or
    while it is being created."""
    if not db.exists():
        return 0
    try:
        with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True,
                                                timeout=5)) as con:
            return int(con.execute("SELECT COUNT(*) FROM cases").fetchone()[0])
    except sqlite3.Error:  # being created
        return 0


def case_target(folder: Path, name: str, **counts: int) -> Target:
    """Target ``name``: the file of that name in ``folder`` if there is one, else
    the built-in; ``counts`` resize its classes."""
    path = folder / name
    t = load_target(path if path.exists() else name)
    return t.with_counts(counts) if counts else t


def solve_verified(path: Path, t: Target, **kw: Any) -> tuple[Allocation, float | None]:
    """Solve the kernel at ``path``; every feasible answer must verify at the cost
    it claims. The allocation and the verified cost (None: no plan)."""
    k = load_kernel(path, t)
    a = allocate(k, t, **kw)
    if not a.is_feasible:
        return a, None
    r = verify(k, t, a)
    assert r.valid, r.violations[:3]
    if a.objective_kind == "spill":
        assert r.cost == pytest.approx(a.objective)
    return a, r.cost


def hand_cost(path: Path, t: Target) -> float:
    """The cost of the hand-written allocation beside the kernel at ``path``
    (``X.alloc.json`` for ``X.json``), which must be valid."""
    k = load_kernel(path, t)
    r = verify(k, t, load_allocation(path.with_name(path.name.replace(".json",
                                                                          ".alloc.json"))))
    assert r.valid, r.violations[:3]
    return r.cost


def assert_matches_identity_search(k: Kernel, t: Target) -> None:
    """The spill solve of a tiny straight-line kernel against the exhaustive
    register-identity search (:func:`oracles.tied_spill.cheapest_tied_spill`): a
    plan exactly where the search finds one, every plan valid under the
    verifier, OPTIMAL at the search's optimum and FEASIBLE never below it."""
    want = cheapest_tied_spill(k, t)
    a = allocate(k, t, objective="spill", time_limit=20)
    assert a.is_feasible == (want is not None), (a.status, a.explanation)
    if a.is_feasible:
        report = verify(k, t, a)
        assert report.valid, report.violations
        got = Fraction(a.objective).limit_denominator()
        assert got == want if a.status is Status.OPTIMAL else got >= want


def hinted_cost(p: Problem, cname: str, table: dict[tuple[object, ...], int],
                counts_only: bool = False) -> Fraction | None:
    """The split model's cost with every hinted variable fixed to its hint
    (None: no solution agrees with the hint); ``counts_only``: the model
    without the rows that hold only for plans with no moves."""
    from ortools.sat.python import cp_model

    from solver_alloc.spill.heuristics.warm_start import as_decision
    from solver_alloc.spill.model.encode import encode
    from solver_alloc.spill.model.hints import hint_memory, hint_model
    from solver_alloc.spill.problem import build

    sp = build(p, cname)
    m = encode(sp, counts_only)
    d = as_decision(table)
    hint_model(m, d)
    hint_memory(sp, m, d)
    solver = cp_model.CpSolver()
    solver.parameters.fix_variables_to_their_hinted_value = True
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = 60
    status = solver.solve(m.model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return Fraction(round(solver.objective_value), m.scale)


PTX_REGS = "\t.reg .pred %p<4>;\n\t.reg .b32 %r<16>;\n\t.reg .b64 %rd<6>;\n\t.reg .f32 %f<4>;"


def ptx_entry(tmp_path: Path, body: str, t: Target, regs: str = PTX_REGS) -> Kernel:
    """The kernel of one ``.entry k`` (a u64 and a u32 parameter) with the
    declarations ``regs`` (:data:`PTX_REGS`) and ``body``, on ``t``."""
    from solver_alloc.frontends.ptx import load_ptx

    path = tmp_path / "k.ptx"
    path.write_text(f"""//
.version 8.4
.target sm_90a
.address_size 64
.visible .entry k(
\t.param .u64 k_param_0,
\t.param .u32 k_param_1
)
{{
{regs}
{body}
}}
""")
    (kernel,) = load_ptx(path, t)
    return kernel


def with_class(t: Target, **fields: object) -> Target:
    """``t`` with these fields of its default class changed (``halves``,
    ``kernel_held``, ``reserved``, ...)."""
    from dataclasses import replace
    from types import MappingProxyType

    c = t.classes[t.default_class]
    return replace(t, classes=MappingProxyType({**t.classes, c.name: replace(c, **fields)}))


def without_held(t: Target) -> Target:
    """``t`` with no register held for the machine (frontends/ptx_held.py): for
    tests of other PTX families, whose figures count the kernel's values only."""
    return with_class(t, kernel_held=0)
