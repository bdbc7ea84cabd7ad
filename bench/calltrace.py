"""How often control, following ``problem`` at run time, re-enters a file.

The runtime variant of :mod:`bench.callgraph` (which reads the code and cannot
follow calls through objects: ``choose_mode(job).plan(job)``, ``r.run(job)``).
It runs the spill solve on a fixed set of kernels and watches every call::

    python bench/calltrace.py [--kernel NAME ...] [--list]

    PYTHONPATH=/work/old python bench/calltrace.py     # the old code, same kernels

The package traced is the ``solver_alloc`` that is imported (so ``PYTHONPATH``
picks the code); the kernels are built by that code's own generators and
frontends, and each is solved with ``allocate(kernel, target,
objective="spill", time_limit=..., seed=0, workers=1)``.

The rule
--------
* **Window.** Calls are recorded from the moment
  ``solver_alloc.spill.solve.split_allocation`` is entered until it returns; when
  one ``allocate`` enters it more than once (the callee-saved search re-solves),
  every window is recorded, in order, and the sequences are concatenated
  (``windows`` in the output says how many there were).
* **Recorded calls.** A Python-level ``call`` event (:func:`sys.setprofile`; C
  functions are not calls here) of a function defined in a file under the
  package's folder whose frame holds a
  :class:`solver_alloc.analysis.problem.Problem` instance in a local, directly
  (``problem``, ``p``) or as an attribute of a local, one level deep
  (``job.problem``, ``self.problem``): the attributes are those of the
  instance's ``__dict__`` and ``__slots__``, no property is evaluated, nothing
  inside lists or dicts is looked at. Locals are the arguments at the call, and
  the frame is looked at again when it returns (a function that builds or reads
  a Problem into a local counts too), free variables of closures included (as
  ``frame.f_locals`` has them). ``split_allocation`` itself is the first call.
* **Not recorded.** Frames of code named ``<...>`` (``<genexpr>``,
  ``<listcomp>``, ``<dictcomp>``, ``<setcomp>``, ``<lambda>``, ``<module>``):
  their calls out are recorded, they are not (so a comprehension in ``fit.py``
  calling back into ``fit.py`` adds no visit). A generator function's frame is
  one call, at its first resumption, however often it is resumed.
* **Figures.** Each recorded call is one stop with its file (relative to the
  package's parent: ``solver_alloc/spill/solve.py``). ``calls``: the stops;
  ``files``: distinct files; ``visits``: maximal runs of consecutive stops in
  one file; ``re-entries``: stops whose file differs from the previous stop's
  and was seen before, always ``visits - files`` (as in ``bench/callgraph.py``).
  Returning is not a stop. Only the thread that calls ``allocate`` is traced
  (``workers=1``; CP-SAT's own threads run no package code).

Unlike the static count, a function called in a loop is a stop each time, so
these figures grow with the kernel (classes, rounds, regions); they compare the
two codes on the same kernels, not with the static figures.

The kernels (:data:`KERNELS`)
-----------------------------
``line``     ``random_spill_kernel(150, seed=0)`` (``instances/make_random_spill.py``), trn1
``cfg``      ``random_cfg_kernel(100, seed=0, pressure=1.2)``
             (``instances/make_random_cfg.py``), trn1: loops (at pressure 2 the
             solve stops on its time limit, FEASIBLE, a path that depends on time)
``x86``      ``LZ4_decompress_fast`` of ``instances/llvm/lz4.x86-64.pre.mir``, x86-64
             (gpr MaxLive 17 > 16; callee-saved registers)
``gpu``      ``instances/ptx/row_softmax.ptx`` on nvidia-sm90 with 24 ``r`` registers
``repair``   the hand loop kernel of ``tests/spill/refine/test_evict.py`` on 2
             registers, its first plan said not to colour (``tests/uncoloured.py``
             ``first_plan_uncoloured(..., repair="both")``, each code's own copy):
             eviction, then room

Figures (two runs each, identical; calls / files / visits / re-entries)
-----------------------------------------------------------------------
=========  ===========================  =================================
kernel     old code (commit 54e2274)    refactored (ClassJob, registries)
=========  ===========================  =================================
line       5811 / 5 / 7 / 2             5819 / 9 / 14 / 5
cfg        22 / 5 / 7 / 2               30 / 9 / 14 / 5
x86        114 / 5 / 11 / 6             130 / 9 / 25 / 16
gpu        88 / 5 / 11 / 6              104 / 9 / 25 / 16
repair     16 / 7 / 9 / 2               24 / 11 / 16 / 5
total      6051 / 27 / 45 / 18          6107 / 47 / 94 / 47
=========  ===========================  =================================

(``total``: sums of the rows.) The refactored code re-enters more, on every
kernel: per class, ``solve -> registry.choose_mode -> regions/mode.why_not_regions
-> job.ClassJob.big -> registry.why_not_anytime -> job.ClassJob.big ->
registry.plan_exact -> exact`` and ``refine/repairs.repaired`` after it, where
the old code went ``solve -> exact`` (``ClassJob``'s properties are calls holding
``job.problem``). Belady's walk (``_Walk``, holding ``self.problem``) is most of
``line``'s calls, in one file.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import FrameType, ModuleType
from typing import Any

GENERATOR_FLAGS = 0x20 | 0x80 | 0x200  # CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR


@dataclass(frozen=True)
class Call:
    """One recorded call: ``file:qualname`` and its file."""

    function: str
    file: str


@dataclass(frozen=True)
class Counts:
    """The figures of one sequence of calls (see the module docstring)."""

    sequence: tuple[Call, ...]
    windows: int = 1

    @property
    def calls(self) -> int:
        return len(self.sequence)

    @property
    def files(self) -> int:
        return len({c.file for c in self.sequence})

    @property
    def visits(self) -> int:
        """Maximal runs of consecutive calls in one file."""
        return sum(1 for i, c in enumerate(self.sequence)
                   if i == 0 or c.file != self.sequence[i - 1].file)

    @property
    def reentries(self) -> int:
        """Calls into a file already visited, coming from another file."""
        seen: set[str] = set()
        n = 0
        for i, c in enumerate(self.sequence):
            if i and c.file != self.sequence[i - 1].file and c.file in seen:
                n += 1
            seen.add(c.file)
        return n


def _holds(value: object, cls: type) -> bool:
    """Whether ``value`` is a ``cls`` or has one as an attribute (one level:
    ``__dict__`` and ``__slots__`` values, no properties)."""
    if isinstance(value, cls):
        return True
    if isinstance(value, type | ModuleType):
        return False
    d = getattr(value, "__dict__", None)
    if isinstance(d, dict) and any(isinstance(v, cls) for v in d.values()):
        return True
    for klass in type(value).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            try:
                if isinstance(object.__getattribute__(value, name), cls):
                    return True
            except AttributeError:
                continue
    return False


class Tracer:
    """Records the calls of functions under ``root`` whose frames hold a ``cls``
    (directly or one attribute deep), between entry to and return from the
    function whose code is ``entry``: a profile function for
    :func:`sys.setprofile` (see the module docstring for the rule)."""

    def __init__(self, root: Path, cls: type, entry: Any | None = None) -> None:
        self.root = root.resolve()
        self.base = self.root.parent
        self.cls = cls
        self.entry = entry  # a code object; None: record from the start
        self.depth = 0 if entry is not None else 1
        self.windows = 0
        self.calls: list[Call | None] = []  # None: not (yet) holding one
        self.pending: dict[int, tuple[FrameType, int]] = {}  # id(frame) -> frame, slot
        self.started: dict[int, FrameType] = {}  # generator frames already counted
        self.names: dict[int, Call] = {}  # slot -> the call, while pending
        self._files: dict[str, str | None] = {}

    def _file(self, filename: str) -> str | None:
        rel = self._files.get(filename, "")
        if rel == "":
            p = Path(filename).resolve()
            rel = p.relative_to(self.base).as_posix() if p.is_relative_to(self.root) else None
            self._files[filename] = rel
        return rel

    def _holding(self, frame: FrameType) -> bool:
        return any(_holds(v, self.cls) for v in frame.f_locals.values())

    def __call__(self, frame: FrameType, event: str, arg: object) -> None:
        if event == "call":
            self._on_call(frame)
        elif event == "return":
            self._on_return(frame)

    def _on_call(self, frame: FrameType) -> None:
        code = frame.f_code
        if code is self.entry:
            if self.depth == 0:
                self.windows += 1
            self.depth += 1
        if self.depth == 0 or code.co_name.startswith("<"):
            return
        rel = self._file(code.co_filename)
        if rel is None:
            return
        if code.co_flags & GENERATOR_FLAGS:
            if id(frame) in self.started:
                return  # resumed
            self.started[id(frame)] = frame  # held: its id is not reused
        call = Call(f"{rel}:{code.co_qualname}", rel)
        if self._holding(frame):
            self.calls.append(call)
            return
        self.calls.append(None)  # decided when it returns
        self.pending[id(frame)] = (frame, len(self.calls) - 1)
        self.names[len(self.calls) - 1] = call

    def _on_return(self, frame: FrameType) -> None:
        got = self.pending.get(id(frame))
        if got is not None and got[0] is frame:
            slot = got[1]
            if self._holding(frame):
                self.calls[slot] = self.names[slot]
                del self.pending[id(frame)]
            elif not frame.f_code.co_flags & GENERATOR_FLAGS:
                del self.pending[id(frame)]  # a generator is looked at at each yield
        if frame.f_code is self.entry and self.depth:
            self.depth -= 1

    def start(self) -> None:
        sys.setprofile(self)

    def stop(self) -> Counts:
        sys.setprofile(None)
        self.pending.clear()
        self.started.clear()
        return Counts(tuple(c for c in self.calls if c is not None), max(self.windows, 1))


def trace(run: Callable[[], object], root: Path, cls: type, entry: Any | None = None
          ) -> Counts:
    """Run ``run()`` under a :class:`Tracer` and count what it recorded."""
    t = Tracer(root, cls, entry)
    t.start()
    try:
        run()
    finally:
        counts = t.stop()
    return counts


# --- the kernels, built by the imported code's own generators and frontends ---

Kernel = Any
Build = Callable[[Path], tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]]


def _repo() -> Path:
    import solver_alloc
    return Path(solver_alloc.__file__).resolve().parent.parent


def _instances(name: str) -> ModuleType:
    sys.path.insert(0, str(_repo() / "instances"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.pop(0)


def _tests(name: str) -> ModuleType:
    tests = str(_repo() / "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)
    return importlib.import_module(name)


def _line(repo: Path) -> tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]:
    from solver_alloc import load_target
    return (_instances("make_random_spill").random_spill_kernel(150, seed=0),
            load_target("trn1"), nullcontext)


def _cfg(repo: Path) -> tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]:
    from solver_alloc import load_target
    return (_instances("make_random_cfg").random_cfg_kernel(100, seed=0, pressure=1.2),
            load_target("trn1"), nullcontext)


def _x86(repo: Path) -> tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]:
    from solver_alloc import load_target
    from solver_alloc.frontends.llvm_mir import load_mir
    t = load_target("x86-64")
    (k,) = load_mir(repo / "instances" / "llvm" / "lz4.x86-64.pre.mir", t,
                    "LZ4_decompress_fast")
    return k, t, nullcontext


def _gpu(repo: Path) -> tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]:
    from solver_alloc import load_target
    from solver_alloc.frontends.ptx import load_ptx
    t = load_target("nvidia-sm90", {"r": 24})
    (k,) = load_ptx(repo / "instances" / "ptx" / "row_softmax.ptx", t)
    return k, t, nullcontext


def _repair(repo: Path) -> tuple[Kernel, Any, Callable[[], AbstractContextManager[Any]]]:
    helpers = _tests("helpers")
    uncoloured = _tests("uncoloured")
    k = helpers.kernel(blocks=[
        {"name": "entry", "freq": 1, "succs": ["body"], "instrs": [
            {"op": "d", "defs": ["a"]}, {"op": "d", "defs": ["b"]}]},
        {"name": "body", "freq": 5, "succs": ["body", "exit"], "instrs": [
            {"op": "u", "uses": ["a"], "defs": ["t"]}, {"op": "u", "uses": ["t", "a"]}]},
        {"name": "exit", "freq": 1, "instrs": [{"op": "u", "uses": ["a", "b"]}]}])
    t = helpers.toy_target(count=2, widths=(1,))

    def patched() -> AbstractContextManager[Any]:
        cm: AbstractContextManager[Any] = uncoloured.first_plan_uncoloured(
            lambda vs: [v for v in vs if v == "a"], repair="both")
        return cm
    return k, t, patched


KERNELS: dict[str, Build] = {"line": _line, "cfg": _cfg, "x86": _x86, "gpu": _gpu,
                             "repair": _repair}
TIME_LIMIT = 120.0


@dataclass(frozen=True)
class Run:
    name: str
    counts: Counts
    status: str
    objective: float | None
    seconds: float


def _solve(out: list[Any], allocate: Callable[..., Any], k: Kernel, t: Any,
           time_limit: float) -> None:
    out.append(allocate(k, t, objective="spill", time_limit=time_limit, seed=0, workers=1))


def run_kernels(names: Iterable[str], time_limit: float = TIME_LIMIT) -> Iterator[Run]:
    """Solve each kernel under the tracer (the imported ``solver_alloc``)."""
    import solver_alloc
    import solver_alloc.spill.solve as spill_solve
    from solver_alloc import allocate
    from solver_alloc.analysis.problem import Problem

    root = Path(solver_alloc.__file__).resolve().parent
    entry = spill_solve.split_allocation.__code__
    for name in names:
        k, t, patch = KERNELS[name](root.parent)
        out: list[Any] = []
        t0 = time.perf_counter()
        with patch():
            counts = trace(partial(_solve, out, allocate, k, t, time_limit), root, Problem,
                           entry)
        a = out[0]
        yield Run(name, counts, a.status.name, a.objective, time.perf_counter() - t0)


def _row(name: str, c: Counts) -> str:
    return (f"{name:8s} {c.calls:7d} {c.files:6d} {c.visits:7d} {c.reentries:11d} "
            f"{c.windows:8d}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--kernel", action="append", choices=list(KERNELS),
                    help="a kernel to run (repeatable; default: all)")
    ap.add_argument("--time-limit", type=float, default=TIME_LIMIT,
                    help="allocate's time_limit per kernel, seconds")
    ap.add_argument("--list", action="store_true", help="print each kernel's sequence")
    args = ap.parse_args(argv)
    import solver_alloc
    print(f"# {Path(solver_alloc.__file__).resolve().parent}")
    print(f"{'kernel':8s} {'calls':>7s} {'files':>6s} {'visits':>7s} {'re-entries':>11s} "
          f"{'windows':>8s}  status objective seconds")
    calls = files = visits = reentries = windows = 0
    for r in run_kernels(args.kernel or list(KERNELS), args.time_limit):
        c = r.counts
        if args.list:
            prev = None
            for i, s in enumerate(c.sequence, 1):
                print(f"  {i:5d} {' ' if s.file == prev else '>'} {s.function}")
                prev = s.file
        print(f"{_row(r.name, c)}  {r.status} {r.objective} {r.seconds:.1f}", flush=True)
        calls, files, visits = calls + c.calls, files + c.files, visits + c.visits
        reentries, windows = reentries + c.reentries, windows + c.windows
    print(f"{'total':8s} {calls:7d} {files:6d} {visits:7d} {reentries:11d} {windows:8d}"
          "  (sums of the rows)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
