"""The package layout keeps its promises: dependencies run one way (no import
cycles), the verifier imports only the vocabulary, and package modules are
imported at module level (a function-level import hides a cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "solver_alloc"
VOCABULARY = {"solver_alloc.ir", "solver_alloc.targets", "solver_alloc.result",
              "solver_alloc.halves",  # the target in 16-bit halves: machine vocabulary
              "solver_alloc.errors"}


def _module(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports() -> dict[str, set[str]]:
    """Module -> the package modules it imports (``from a import b`` counts
    ``a.b`` when that is a module)."""
    paths = {_module(p): p for p in PACKAGE.rglob("*.py")}
    out: dict[str, set[str]] = {}
    for name, path in paths.items():
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                    "solver_alloc"):
                base = str(node.module)
                deps |= {f"{base}.{a.name}" for a in node.names} | {base}
        out[name] = {d for d in deps if d in paths and d not in (name, "solver_alloc")}
    return out


def test_no_import_cycles() -> None:
    graph = _imports()
    state: dict[str, int] = {}
    cycles: list[list[str]] = []

    def visit(m: str, stack: list[str]) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                cycles.append([*stack[stack.index(d):], d])
            elif d not in state:
                visit(d, stack)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [])
    assert cycles == []


def test_verifier_imports_only_the_vocabulary() -> None:
    for m, deps in _imports().items():
        if m.startswith("solver_alloc.verifier"):
            outside = {d for d in deps if not d.startswith("solver_alloc.verifier")}
            assert outside <= VOCABULARY, (m, outside - VOCABULARY)


def test_package_modules_are_imported_at_module_level() -> None:
    nested = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for node in ast.walk(fn):
                if isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                        "solver_alloc"):
                    nested.append(f"{_module(path)}.{fn.name}: {node.module}")
    assert nested == []
