"""bench/callgraph.py on a tiny synthetic package whose call sequence is known."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
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


# --- bench/calltrace.py: the runtime counter ---

TRACE_TOOL = TOOL.parent / "calltrace.py"


def _load_trace() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_calltrace", TRACE_TOOL)
    assert spec is not None
    assert spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


ct = _load_trace()

# x.run -> y.f -> x.h (back in x.py) -> y.g (back in y.py) -> y.g2 -> z.k (via self),
# and calls that are not recorded: y.nop (no Problem), z.lost (a Problem two levels
# down), the genexpr/lambda in x.run, and calls before the entry (x.before).
# Box.__init__ is recorded: its argument ``inner`` holds the Problem one level down.
TRACED = {
    "__init__.py": "",
    "x.py": """
from tp.y import f, g, nop, Problem
from tp import z


def before(p):
    return p


def run(p):
    f(p)
    nop(1)
    h(p)
    g(p)
    list(x for x in [p])
    (lambda q: q)(p)
    z.Holder(p).k()
    z.lost(z.Box(z.Holder(p)))
    return g2(p)


def h(p):
    return p


def g2(p):
    return p


def main():
    before(Problem())
    return run(Problem())
""",
    "y.py": """
class Problem:
    pass


def f(p):
    return p


def g(p):
    return g2(p)


def g2(p):
    return p


def nop(n):
    return n


def built():
    p = Problem()
    return None
""",
    "z.py": """
class Holder:
    __slots__ = ("problem",)

    def __init__(self, problem):
        self.problem = problem

    def k(self):
        return 1


class Box:
    def __init__(self, inner):
        self.inner = inner


def lost(box):
    return box
""",
}


@pytest.fixture
def traced(tmp_path: Path) -> Iterator[tuple[ModuleType, Path]]:
    root = tmp_path / "tp"
    root.mkdir()
    for name, text in TRACED.items():
        (root / name).write_text(text.lstrip("\n"), encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        for m in [m for m in sys.modules if m == "tp" or m.startswith("tp.")]:
            del sys.modules[m]
        x = importlib.import_module("tp.x")
        yield x, root
    finally:
        sys.path.remove(str(tmp_path))


def test_runtime_sequence_and_its_figures(traced: tuple[ModuleType, Path]) -> None:
    x, root = traced
    y = sys.modules["tp.y"]
    c = ct.trace(x.main, root, y.Problem, x.run.__code__)
    assert [s.function for s in c.sequence] == [
        "tp/x.py:run", "tp/y.py:f", "tp/x.py:h", "tp/y.py:g", "tp/y.py:g2",
        "tp/z.py:Holder.__init__", "tp/z.py:Holder.k",  # self.problem (a slot)
        "tp/z.py:Holder.__init__", "tp/z.py:Box.__init__",  # inner.problem; not lost
        "tp/x.py:g2"]
    # files x y x y y z z z z x: 3 files, 6 visits, 3 re-entries (x, y, x)
    assert (c.calls, c.files, c.visits, c.reentries, c.windows) == (10, 3, 6, 3, 1)


def test_a_local_bound_in_the_body_counts_when_the_frame_returns(
        traced: tuple[ModuleType, Path]) -> None:
    _, root = traced
    y = sys.modules["tp.y"]
    c = ct.trace(y.built, root, y.Problem)  # no entry: recorded from the start
    assert [s.function for s in c.sequence] == ["tp/y.py:built"]


def test_counts_arithmetic() -> None:
    seq = tuple(ct.Call(f"{f}:fn", f) for f in ["a", "a", "b", "a", "c", "c", "b", "a"])
    c = ct.Counts(seq)
    assert (c.calls, c.files, c.visits, c.reentries) == (8, 3, 6, 3)
    assert c.reentries == c.visits - c.files
    assert ct.Counts(()).visits == 0
