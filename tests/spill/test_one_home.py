"""The spill solve keeps one home per concern: one site decides OPTIMAL, the
budget constants are fields of one policy (each documented with its reasons),
``solve.py`` knows one spill name, and nothing reads per-class costs back out of
an allocation's statistics. These guard the layout the pipeline relies on."""

from __future__ import annotations

import ast
import re
from dataclasses import fields
from pathlib import Path

from solver_alloc.budget import DEFAULT_POLICY, BudgetPolicy

ROOT = Path(__file__).resolve().parents[2]
SPILL = ROOT / "solver_alloc" / "spill"


def _spill_sources() -> dict[Path, str]:
    return {p: p.read_text() for p in sorted(SPILL.rglob("*.py"))}


def test_optimal_is_decided_in_one_place() -> None:
    sites = [f"{p.relative_to(ROOT)}:{n}" for p, text in _spill_sources().items()
             for n, line in enumerate(text.splitlines(), 1)
             if "Status.OPTIMAL if" in line]
    assert sites == ["solver_alloc/spill/outcome.py:" + str(next(
        n for n, line in enumerate((SPILL / "outcome.py").read_text().splitlines(), 1)
        if "Status.OPTIMAL if" in line))]


def test_no_spill_module_defines_a_budget_constant() -> None:
    pattern = re.compile(r"^[A-Z_]*(SHARE|SECONDS|ROUNDS)[A-Z_]*\s*[:=]", re.M)
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p, text in _spill_sources().items()
             for m in pattern.finditer(text)]
    assert found == []


def test_every_policy_field_is_documented_with_its_value() -> None:
    doc = (ROOT / "docs" / "budget.md").read_text()
    why = doc[doc.index("## Why the policy's values"):]
    stated = {m[1]: ast.literal_eval(m[2])
              for m in re.finditer(r"\*\*`(\w+)` = ([^*]+?)\.\*\*", why)}
    wrong = {f.name: (stated.get(f.name), getattr(DEFAULT_POLICY, f.name))
             for f in fields(BudgetPolicy)
             if stated.get(f.name) != getattr(DEFAULT_POLICY, f.name)}
    assert wrong == {}


def test_solve_imports_one_spill_name_and_nothing_reads_class_spill() -> None:
    tree = ast.parse((ROOT / "solver_alloc" / "solve.py").read_text())
    names = [(n.module, a.name) for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
             and (n.module or "").startswith("solver_alloc.spill") for a in n.names]
    assert names == [("solver_alloc.spill", "solve_spill")]
    readers = [p for p in (ROOT / "solver_alloc").rglob("*.py")
               if "class_spill" in p.read_text()]
    assert readers == []
