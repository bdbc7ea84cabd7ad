"""bench/callgraph.py on a tiny synthetic package whose call sequence is known."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "bench" / "callgraph.py"


def _load(name: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


cg = _load("bench_callgraph", TOOL)

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


def _package(root: Path, files: dict[str, str]) -> Path:
    """``files`` (path under ``root``: source) written out; ``root``."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.lstrip("\n"), encoding="utf-8")
    return root


@pytest.fixture
def pkg(tmp_path: Path) -> Path:
    return _package(tmp_path / "pkg", PKG)


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


# A dataclass wrapping problem (Job) and registries of records (Mode) dispatched
# in a generator expression (over MODES, imported) and in a loop (over REPAIRS,
# the default of a parameter). Six files: e entry.py, f fast.py, u util.py, m modes.py,
# s slow.py, x fix.py.
REG = {
    "__init__.py": "",
    "job.py": """
from dataclasses import dataclass


@dataclass(frozen=True)
class Job:
    problem: object
    extra: int = 0
""",
    "util.py": """
class Walker:
    def __init__(self, problem):
        self.problem = problem


def use(p):
    return p


def tail(v, w):
    return v, w
""",
    "fast.py": """
from reg.util import use


def why_not(sp):
    return None


def plan(job):
    return use(job.problem)
""",
    "slow.py": """
from reg import util


def plan(job):
    return util.use(job.problem)
""",
    "modes.py": """
from typing import NamedTuple

from reg import fast
from reg.slow import plan as slow_plan


class Mode(NamedTuple):
    name: str
    why_not: object
    plan: object


def none_apply(sp):
    return None


MODES: tuple[Mode, ...] = (
    Mode("fast", fast.why_not, fast.plan),
    Mode("slow", none_apply, slow_plan),
)
""",
    "fix.py": """
from reg import slow
from reg.modes import Mode
from reg.util import use


def mend(job, r):
    return r


REPAIRS = [Mode("a", mend, slow.plan), Mode(name="b", why_not=use, plan=mend), "no call"]
""",
    "entry.py": """
from reg.fix import REPAIRS
from reg.job import Job
from reg.modes import MODES
from reg.util import Walker, tail, use


def entry(problem, n, repairs=REPAIRS):
    job = Job(problem, extra=n)
    first = next(p for m in MODES if m.why_not(job.problem) is None and (p := m.plan(job)))
    for repair in repairs:
        repair.run(first, n)  # passes nothing tracked: first is no record of problem
        repair.run(n, r=job)
    other = use(problem)  # a function's result is not tracked
    w = Walker(problem)  # nor a class's with an __init__ (followed as a call)
    tail(other, w)
    other.go(job)  # not a loop variable over a registry
    for k in (fast_one,):
        k.plan(job)  # a loop over a literal, not over a name
    return first


def fast_one():
    pass
""",
}


@pytest.fixture
def reg(tmp_path: Path) -> Path:
    return _package(tmp_path / "reg", REG)


def _files(c: object) -> str:
    letter = {"entry": "e", "fast": "f", "util": "u", "modes": "m", "slow": "s", "fix": "x"}
    return "".join(letter[Path(s.file).stem] for s in c.sequence)  # type: ignore[attr-defined]


def test_a_dataclass_record_and_registries_in_a_generator_and_a_loop(reg: Path) -> None:
    c = cg.count(reg, "reg.entry:entry", "problem")
    assert [f for f, _ in _seq(c)] == [
        "reg.entry:entry",
        # m.why_not(job.problem): every function of every Mode(...) in MODES, in order
        "reg.fast:why_not", "reg.fast:plan", "reg.util:use",  # job.problem in fast.plan
        "reg.modes:none_apply", "reg.slow:plan",  # slow_plan: an aliased import
        # m.plan(job): all walked; repair.run(n, r=job): the keyword reaches mend's r
        "reg.fix:mend",
        "reg.util:Walker.__init__",  # w = Walker(problem): followed, w not tracked
    ]
    assert _files(c) == "effumsxu"
    assert (c.stops, c.files, c.visits, c.reentries) == (8, 6, 7, 1)
    names = {s.function for s in c.sequence}
    assert "reg.util:tail" not in names  # neither other nor w is tracked
    assert "reg.entry:fast_one" not in names


def test_registries_with_every_call(reg: Path) -> None:
    c = cg.count(reg, "reg.entry:entry", "problem", every_call=True)
    # e f f u m s u | m.plan: f f m s | repair.run(n, r=job): x s u (mend, slow.plan,
    # use: the last two take no parameter r, so stops not walked) | use, Walker
    assert _files(c) == "effumsu" "ffms" "xsu" "uu"
    assert (c.stops, c.files, c.visits, c.reentries) == (16, 6, 12, 6)


def test_registries_under_the_other_rules(reg: Path) -> None:
    strict = cg.count(reg, "reg.entry:entry", "problem", rule="strict")
    # job.problem is not passed under strict: m.plan(job) first, and fast.plan's
    # use(job.problem) is not followed
    assert [f for f, _ in _seq(strict)] == [
        "reg.entry:entry", "reg.fast:why_not", "reg.fast:plan", "reg.modes:none_apply",
        "reg.slow:plan", "reg.fix:mend", "reg.util:use", "reg.util:Walker.__init__"]
    assert (strict.stops, strict.files, strict.reentries) == (8, 6, 0)
    mention = cg.count(reg, "reg.entry:entry", "problem", rule="mention", every_call=True)
    assert (mention.stops, mention.files, mention.visits, mention.reentries) == \
        (16, 6, 12, 6)


def test_the_record_rule_needs_a_class_without_init(reg: Path) -> None:
    # a Job built from something else is not tracked: nothing is followed but use(problem)
    (reg / "entry.py").write_text(REG["entry.py"].replace("Job(problem, ", "Job(n, "))
    c = cg.count(reg, "reg.entry:entry", "problem")
    assert [f for f, _ in _seq(c)] == ["reg.entry:entry", "reg.util:use",
                                       "reg.util:Walker.__init__"]


# --- bench/calltrace.py: the runtime counter ---

TRACE_TOOL = TOOL.parent / "calltrace.py"


ct = _load("bench_calltrace", TRACE_TOOL)

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
    root = _package(tmp_path / "tp", TRACED)
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
