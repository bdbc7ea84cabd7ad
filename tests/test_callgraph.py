"""bench/callgraph.py on a tiny synthetic package whose call sequence is known."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parent.parent / "bench" / "callgraph.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_callgraph", TOOL)
    assert spec is not None
    assert spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


cg = _load()

PKG = {
    "__init__.py": "",
    # the entry: helper (b), local (a), leaf (c, not passed problem), second (b),
    # leaf_p (c, passed an attribute of problem)
    "a.py": """
from pkg.b import helper
import pkg.c as cc
from pkg import b


def entry(problem, n):
    helper(problem)
    local(problem)
    cc.leaf(n)
    b.second(x=problem)
    cc.leaf_p(problem.kernel)


def local(p):
    cc.tail(p)
""",
    "b.py": """
from pkg.c import tail as ctail


def helper(q):
    ctail(q)
    unrelated()


def unrelated():
    pass


def second(x, y=0):
    return x
""",
    "c.py": """
from pkg.a import local


def tail(r):
    return r


def leaf(n):
    local(n)  # would re-enter a.py if leaf were (wrongly) followed


def leaf_p(kernel):
    return kernel


def outer(problem):
    def inner(k):
        return tail(problem)

    def blind(k):
        return k
    blind(1)
    return inner(1)
""",
    "sub/__init__.py": "from .deep import walk as step\n",
    "sub/deep.py": """
class Walker:
    def __init__(self, problem):
        self.go(problem)

    def go(self, pr):
        return pr


def walk(pr):
    return Walker(pr)
""",
    "d.py": """
from pkg.sub import step
from . import c


def start(problem):
    step(problem)
    c.tail(problem)
""",
}


@pytest.fixture
def pkg(tmp_path: Path) -> Path:
    root = tmp_path / "pkg"
    for name, text in PKG.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.lstrip("\n"), encoding="utf-8")
    return root


def _seq(c: object) -> list[tuple[str, str]]:
    return [(s.function, s.file) for s in c.sequence]  # type: ignore[attr-defined]


def test_strict_sequence_and_reentries(pkg: Path) -> None:
    c = cg.count(pkg, "pkg.a:entry", "problem", rule="strict")
    assert _seq(c) == [
        ("pkg.a:entry", "pkg/a.py"),
        ("pkg.b:helper", "pkg/b.py"),  # from-import
        ("pkg.c:tail", "pkg/c.py"),  # aliased from-import, tracked as q
        ("pkg.a:local", "pkg/a.py"),  # re-entry into a.py
        ("pkg.b:second", "pkg/b.py"),  # by keyword through `from pkg import b`: re-entry
    ]
    assert (c.stops, c.files, c.reentries, c.visits) == (5, 3, 2, 5)
    names = {s.function for s in c.sequence}
    assert "pkg.c:leaf" not in names  # cc.leaf(n) does not pass problem
    assert "pkg.b:unrelated" not in names
    assert "pkg.c:leaf_p" not in names  # an attribute of problem: not under strict


def test_attribute_rule_follows_attribute_chains(pkg: Path) -> None:
    c = cg.count(pkg, "pkg.a:entry", "problem")  # the default rule
    assert _seq(c)[-1] == ("pkg.c:leaf_p", "pkg/c.py")  # aliased `import pkg.c as cc`
    assert (c.stops, c.files, c.reentries) == (6, 3, 3)


def test_every_call_counts_calls_into_walked_functions(pkg: Path) -> None:
    c = cg.count(pkg, "pkg.a:entry", "problem", rule="strict", every_call=True)
    assert [f for f, _ in _seq(c)] == ["pkg.a:entry", "pkg.b:helper", "pkg.c:tail",
                                       "pkg.a:local", "pkg.c:tail", "pkg.b:second"]
    assert (c.stops, c.files, c.reentries) == (6, 3, 3)


def test_closures_are_followed_by_the_closure_rule(pkg: Path) -> None:
    strict = cg.count(pkg, "pkg.c:outer", "problem", rule="strict")
    assert [f for f, _ in _seq(strict)] == ["pkg.c:outer"]
    closure = cg.count(pkg, "pkg.c:outer", "problem", rule="closure")
    assert [f for f, _ in _seq(closure)] == ["pkg.c:outer", "pkg.c:outer.inner",
                                             "pkg.c:tail"]  # not blind: no problem in it
    assert closure.reentries == 0


def test_subpackage_reexport_relative_import_and_methods(pkg: Path) -> None:
    c = cg.count(pkg.parent, "pkg.d:start", "problem")  # a folder holding the package
    assert _seq(c) == [
        ("pkg.d:start", "pkg/d.py"),
        ("pkg.sub.deep:walk", "pkg/sub/deep.py"),  # re-exported as pkg.sub.step
        ("pkg.sub.deep:Walker.__init__", "pkg/sub/deep.py"),  # a constructor
        ("pkg.sub.deep:Walker.go", "pkg/sub/deep.py"),  # self.go(problem)
        ("pkg.c:tail", "pkg/c.py"),  # `from . import c`
    ]
    assert (c.stops, c.files, c.reentries) == (5, 3, 0)


def test_reentry_definition_on_a_returning_sequence(tmp_path: Path) -> None:
    # x -> y (other file) -> back in x's file -> y's file again -> z: 2 re-entries
    root = tmp_path / "q"
    root.mkdir()
    (root / "__init__.py").write_text("")
    (root / "x.py").write_text(
        "from q.y import f, g\n\n\ndef go(v):\n    f(v)\n    h(v)\n    g(v)\n\n\n"
        "def h(v):\n    return v\n")
    (root / "y.py").write_text("def f(w):\n    return w\n\n\ndef g(w):\n    return w\n")
    c = cg.count(root, "q.x:go", "v")
    assert [s.file for s in c.sequence] == ["q/x.py", "q/y.py", "q/x.py", "q/y.py"]
    assert (c.stops, c.files, c.reentries, c.visits) == (4, 2, 2, 4)


def test_unknown_entry_is_an_error(pkg: Path) -> None:
    with pytest.raises(ValueError, match="no function"):
        cg.count(pkg, "pkg.a:nowhere")
    with pytest.raises(ValueError, match="no module"):
        cg.count(pkg, "pkg.zz:entry")


def test_cli_lists_the_stops(pkg: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cg.main([str(pkg), "pkg.a:entry", "problem", "--rule", "strict", "--list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 6
    assert "pkg.a:local" in out[3]
    assert out[-1].startswith("5 stops in 3 files (5 visits), 2 re-entries")
