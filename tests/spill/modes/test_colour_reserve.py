"""The time a class's first solve leaves for colouring its plan
(:attr:`~solver_alloc.budget.BudgetPolicy.colour_seconds_per_segment` per segment, at most
a tenth)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from helpers import kernel, toy_target

from solver_alloc.analysis.problem import Problem
from solver_alloc.budget import DEFAULT_POLICY
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.modes import exact
from solver_alloc.spill.problem import build


def _first_solve_seconds(k: Any, per_segment: float) -> tuple[float, int]:
    """Seconds the first CP-SAT solve of class ``g`` may take from a 100 s
    budget, with ``per_segment`` seconds kept per segment; and the segments."""
    p = Problem.from_kernel(k, toy_target(count=3, widths=(1,)))
    sp = build(p, "g")
    seen: list[float] = []
    real = exact.solve_cpsat

    def spy(model: Any, opts: SolveOptions, **kw: Any) -> Any:
        seen.append(opts.remaining() or 0.0)
        return real(model, opts, **kw)
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact, "solve_cpsat", spy)
        mp.setattr(exact, "lp_bound", lambda *a: None)  # GLOP takes no share here
        policy = replace(DEFAULT_POLICY, colour_seconds_per_segment=per_segment)
        exact.solve_class(p, sp, SolveOptions(time_limit=100, policy=policy).started())
    return seen[0], sp.segments()


LOOP = [{"name": "entry", "succs": ["body"], "instrs": [{"op": "def", "defs": ["a", "b"]}]},
        {"name": "body", "succs": ["body", "exit"], "freq": 5,
         "instrs": [{"op": "op", "uses": ["a"], "defs": ["f"]},
                    {"op": "op", "uses": ["b", "f"], "defs": ["b"]}]},
        {"name": "exit", "instrs": [{"op": "op", "uses": ["a", "b"]}]}]


def test_a_class_that_may_not_colour_keeps_time_per_segment_at_most_a_tenth() -> None:
    k = kernel(blocks=LOOP, values={"f": {"fixed": "g0"}})
    small, segments = _first_solve_seconds(k, 0.5)
    assert 100 - 0.5 * segments - 1 < small < 100 - 0.5 * segments
    capped, _ = _first_solve_seconds(k, 100.0)
    assert 89 < capped < 90


def test_straight_line_width_one_code_without_fixed_registers_keeps_nothing() -> None:
    k = kernel([{"op": "op", "defs": ["a"]}, {"op": "op", "defs": ["b"]},
                {"op": "op", "uses": ["a", "b"], "defs": ["c"]}, {"op": "op", "uses": ["c"]}])
    seconds, _ = _first_solve_seconds(k, 100.0)
    assert seconds > 99
