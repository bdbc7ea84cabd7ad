"""Objective ``"spill"``: minimum-cost spill code with live-range splitting.

One face, :func:`solve_spill`: the spill objective on a target, callee-saved
registers priced and searched one class at a time (:mod:`.callee`), each
class planned by the per-class pipeline (:mod:`.solve`: a mode of
:mod:`.modes`, the refinement loop and repairs of :mod:`.refine`, the pieces
fitted by :mod:`.pieces`) over the split problem (:mod:`.problem`) and its
model (:mod:`.model`); heuristic plans in :mod:`.heuristics`. Every budget
constant is in :class:`~solver_alloc.budget.BudgetPolicy`.
"""

from solver_alloc.spill.callee.saved import solve_spill

__all__ = ["solve_spill"]
