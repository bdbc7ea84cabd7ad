"""No-good cuts over the values whose pieces do not fit, not over the whole plan.

When a split plan's pieces are proven not to colour, :func:`refuted_values`
finds a set ``V`` of values whose pieces alone already do not colour (a deletion
filter over values, removing halving chunks while the rest stays proven
uncolourable), and :func:`rule_out_values` forbids the model to repeat those
values' decisions:

``OR_{var of a value in V set} (not var) OR OR_{var of a value in V clear} var``

over the decisions ``x``, ``ld``, ``rm``, ``sd`` of their chains and ``si``, ``in``,
``out``, ``arrive`` of the values. A value's pieces (their points, their joins,
its home, its fixed register) are a function of its own decisions alone
(:func:`~solver_alloc.spill.decode.decode`), so every plan that repeats them has
the same uncolourable pieces: the cut removes no plan whose pieces fit, and the
model's bound stays a bound on those. A cut over a few values removes every plan
that repeats them, where a cut over the whole plan removes one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from solver_alloc.analysis.validate import ResolvedValue
from solver_alloc.result import Failure, Status
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.chains import SplitProblem
from solver_alloc.spill.decode import Decoded, Node, fit, piece_ranges
from solver_alloc.targets import RegisterClass

CORE_TESTS = 48
"""Colourings the deletion filter may run per refuted plan."""

_BY_CHAIN = ("x", "ld", "rm", "sd")
_BY_VALUE = ("si", "inr", "outr")


def refuted_values(dec: Decoded, cls: RegisterClass, res: Mapping[str, ResolvedValue],
                   opts: SolveOptions) -> frozenset[str]:
    """Values whose pieces alone are proven not to colour: every value of the
    plan, less each halving chunk whose removal keeps that proof, within
    :data:`CORE_TESTS` colourings and the budget."""
    segs, pieces = piece_ranges(dec, res)
    by_value: dict[str, list[Node]] = {}
    for root in segs:
        by_value.setdefault(root[0], []).append(root)

    def refuted(values: list[str]) -> bool:
        roots = [r for v in values for r in by_value[v]]
        got = fit(cls, {r: segs[r] for r in roots}, {r: pieces[r] for r in roots}, opts)
        return isinstance(got, Failure) and got.status is Status.INFEASIBLE

    core = sorted(by_value)
    chunk, tests = max(1, len(core) // 2), 0
    while tests < CORE_TESTS and not opts.expired():
        i = 0
        while i < len(core) and tests < CORE_TESTS and not opts.expired():
            trial = core[:i] + core[i + chunk:]
            tests += 1
            if trial and refuted(trial):
                core = trial
            else:
                i += chunk
        if chunk == 1:
            break
        chunk = max(1, chunk // 2)
    return frozenset(core)


def rule_out_values(sp: SplitProblem, m: Any, solver: Any, values: frozenset[str]) -> None:
    """The cut of the module docstring, with the solved values of ``solver``."""
    def value(attr: str, key: Any) -> str:
        if attr == "arrive":
            return str(key)
        return str(key[0]) if attr in _BY_VALUE else sp.chains[key[0]].value

    m.model.add_bool_or([var.Not() if solver.boolean_value(var) else var
                         for attr in (*_BY_CHAIN, *_BY_VALUE, "arrive")
                         for key, var in getattr(m, attr).items()
                         if value(attr, key) in values])
