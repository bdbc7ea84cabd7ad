"""The *optional* registers of the split model
(:attr:`~solver_alloc.spill.problem.SplitProblem.optional`: interchangeable callee-saved
registers a plan pays a save and a restore for when it uses them): the register count
rows (:mod:`~solver_alloc.spill.model.encode`,
:mod:`~solver_alloc.spill.model.crossing`) leave out those a plan does not use, and the
objective prices those it does."""

from __future__ import annotations

from typing import Any

from ortools.sat.python import cp_model

from solver_alloc.spill.problem import SplitProblem


def at_most_room(sp: SplitProblem, m: Any, row: list[tuple[int, Any]], room: int) -> None:
    """``sum w x + unused <= room``, written only when it can bind.

    ``room`` counts every register of the class; ``unused`` (``m.unused``, in
    ``[0, optional]``) is how many of the optional ones the plan leaves out, so
    a plan using ``u`` of them has ``k - optional + u`` registers, as the
    target with the others reserved has. Without optional registers the row is
    ``sum w x <= room``."""
    slack = [] if m.unused is None else [(1, m.unused)]
    if sum(w for w, _ in row) + (sp.optional if slack else 0) > room:
        terms = row + slack
        m.model.add(cp_model.LinearExpr.weighted_sum([x for _, x in terms],
                                                     [w for w, _ in terms]) <= room)


def price_optional_registers(sp: SplitProblem, m: Any) -> Any:
    """The optional registers a plan uses, at their price, scaled:
    ``optional_price * (optional - unused)``. Every count row leaves ``unused``
    of them out (:func:`at_most_room`), so a plan of this model is a
    plan of the class with ``optional - unused`` of them; a plan that uses
    ``u`` of them is one here with ``unused = optional - u``. The optional
    registers are interchangeable (no fixed value names one, every value has
    width 1: the caller's promise), so which ``u`` does not matter, and the
    model's optimum bounds the spill code plus their saves over all plans."""
    price = int(sp.optional_price * m.scale)
    return price * (sp.optional - m.unused)
