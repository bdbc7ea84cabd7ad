"""How often control, following one variable from an entry function, re-enters a file.

A static count (the standard library's :mod:`ast` only; nothing is imported or
run) behind the review's "following ``problem`` from ``split_allocation`` makes
56 stops in 22 files, 34 of them back into a file already left"::

    python bench/callgraph.py /work/old/solver_alloc \\
        solver_alloc.spill.solve:split_allocation problem [--list] [--rule R] [--every-call]

or ``count(root, entry, var)`` from Python (a :class:`Counts`).

The rule (defaults: ``--rule attribute``, each function one stop)
------------------------------------------------------------------
* **Followed calls.** From the entry, depth first, a call is followed when one
  of its arguments, positional or keyword, is the tracked name or an attribute
  chain on it: ``f(problem)``, ``f(x, p=problem)``, ``f(problem.kernel)``,
  ``f(problem.target.classes)``; not ``f(problem.target.classes[c])``, not
  ``f((problem, x))``, not ``f(len(problem.pressure))``, not ``f(*args)``. In the
  callee the tracked name becomes the parameter that received it, by position
  (skipping ``self``/``cls`` for methods called through ``self.``/``cls.`` and
  for constructors) or by keyword: ``verify(problem.kernel, ...)`` goes on
  following ``kernel`` in :func:`verify`. A value landing in ``*args`` or
  ``**kwargs`` is tracked no further, though the callee is still a stop.
  Besides, a call to a *nested* function that reads the tracked name from its
  enclosing function (a closure: ``def replan(...): return solve_class(problem,
  ...)``) is followed, with that name, whether or not the name is passed.
* **Records.** In every walked function, a local name bound (``x = C(...)``,
  ``x: T = C(...)``, ``(x := C(...))``) by constructing a class of the package
  that defines no ``__init__`` (a dataclass, a named tuple: its fields hold the
  arguments as given) with an argument that passes a tracked name (by the rule,
  positional or keyword) is tracked too, in the whole function (flow-insensitive,
  to a fixpoint): after ``job = ClassJob(problem, build(problem, cname), ...)``,
  ``m.plan(job)`` and ``f(job.problem)``, ``f(job.sp)`` (``attribute``) are
  followed. Results of functions (``sp = build(problem, cname)``) and of
  classes with an ``__init__`` (``walk = _Walk(problem)`` in ``belady``: its
  ``__init__`` is a stop already) are values derived from the tracked one, not
  tracked; tracking them too would change the old code's figures (``_Walk``,
  ``RegionPlanner``, the verifier's ``Checker``: 37 / 10 / 16 / 6 under
  ``strict``, 121 / 22 / 58 / 36 for ``attribute`` with ``--every-call``).
  A callee still tracks one name: the
  parameter receiving the first tracked argument (as before).
* **Registries.** A call ``x.attr(...)`` that **Resolution** cannot resolve,
  where ``x`` is the target of a ``for`` statement or a comprehension (a
  generator expression included) anywhere in the function, iterating over a
  name or attribute chain that is not rebound in the function and resolves to
  a module-level tuple or list literal (``MODES: tuple[Mode, ...] = (Mode(...),
  ...)``; through imports, re-exports, ``A = B`` at module level, or a
  parameter's default value: ``repairs: tuple[Repair, ...] = REPAIRS``, or a
  literal default), resolves to **every** function among the arguments
  (positional and keyword) of the literal's ``C(...)`` elements, names or
  attribute chains resolved in the registry's module (strings, lambdas and other
  elements are skipped), in order, each once per call. Each is followed as if
  called directly: when a tracked name is passed, the callee's parameter at the
  same position (or keyword) receives it. This over-approximates: ``attr`` is not
  matched to the record's field, so ``m.why_not(job.sp, opts)`` reaches the three
  modes' ``plan`` too, with ``job.sp`` as ``job``, and ``repair.run(job, ...)``
  reaches the ``applies`` predicates (``uncoloured(job, ...)``). Matching the
  field (a throwaway variant, not implemented) gives 81 / 23 / 48 / 25 instead of
  93 / 25 / 56 / 31 on the refactored code (c05888b, ``attribute``,
  ``--every-call``).
* **Resolution.** Only code under the package root counts (builtins, the
  standard library and other packages are not stops). A callee is found through
  the calling function's nested functions (and those of the functions enclosing
  it), imports inside the function, the module's top-level functions, its
  classes (calling a class runs its ``__init__`` when the class defines one),
  and the module's imports: ``from x import f``, ``from x import f as g``,
  relative ``from .x import f``, ``import x``, ``import x as y`` and attribute
  chains ``y.f``, ``a.b.c.f``, through re-exports (``from x import f`` in a
  package's ``__init__.py``) and subpackages at any depth. ``self.m(...)`` and
  ``cls.m(...)`` resolve in the enclosing class; other method calls
  (``obj.m(problem)``) need types and are not followed.
* **Order.** Within a function, calls in source order (line, then column;
  ``f(g(problem))`` takes ``f`` before ``g``), those in the body's lambdas and
  comprehensions included, those in nested ``def``/``class`` bodies excluded
  (they count when called). Evaluation order (``g`` before ``f``) gives the
  same figures on the old code for every rule below but ``mention`` with
  ``--every-call`` (59 visits, 36 re-entries instead of 60 and 37).
* **Stops.** Each function is a stop once, the first time the walk reaches it,
  and is walked once; :attr:`Counts.sequence` is the DFS pre-order sequence of
  stops with each stop's file. With ``every_call`` (``--every-call``), every
  followed call is a stop, also a call into a function already walked (which is
  not walked again): a second call into ``finish.py`` from another file is then
  a re-entry too.
* **Re-entries.** Stop ``i`` (``i > 0``) is a re-entry when its file differs
  from stop ``i - 1``'s and an earlier stop was in that file. Returning from a
  callee is not a stop: ``A`` (file 1) calling ``B`` (file 2) then ``C`` (file
  1) is the sequence 1, 2, 1, one re-entry.
* **Visits** (:attr:`Counts.visits`): maximal runs of consecutive stops in one
  file. Always ``reentries == visits - files``.

Calibration (commit 54e2274, ``/work/old``, ``solver_alloc.spill.solve:split_allocation``)
------------------------------------------------------------------------------------------
Rules: ``strict`` (the name itself only), ``closure`` (and closures),
``attribute`` (and attribute chains: the default), ``mention`` (any argument
expression in which the name occurs, ``len(problem.x)`` included).

=========  ===================================  ===================================
rule       each function once                   ``--every-call``
           stops / files / visits / re-entries  stops / files / visits / re-entries
=========  ===================================  ===================================
strict     34 / 10 / 16 / 6                     54 / 10 / 24 / 14
closure    38 / 10 / 18 / 8                     63 / 10 / 29 / 19
attribute  **64 / 20 / 34 / 14**                99 / 20 / 54 / 34
mention    72 / 23 / 40 / 17                    107 / 23 / 60 / 37
=========  ===================================  ===================================

The review's figures have ``34 == 56 - 22``, our identity ``reentries ==
visits - files``, which suggests its "stops" were file visits, not functions.
Following ``problem`` itself (``strict``, ``closure``) reaches only 10 files;
about 22 files take following the values read off ``problem`` too (the
kernel, the target, ``resolved``). Of the rules, ``attribute`` is closest
with each function once (64 stops in 20 files, against 56 in 22) and is the
default; ``mention`` is as close but follows values that are not ``problem``'s
at all (lengths, sums). With ``--every-call``, ``attribute`` gives 54 visits
in 20 files and 34 re-entries: the review's count, within two visits and two
files. So halving the review's 34 (below 17) is a target for ``--every-call``;
with the default, the old code's figure is 14 (half: below 7). The tree
mid-refactor (files moved into ``spill/modes``, ``spill/pieces``, ...; none
merged yet) gives the same figures as the old code for every rule and mode.
Records and registries (above) change none of the old code's figures.

The refactored code (commit c05888b, ``/work/main``, same entry): ``problem`` in a
``ClassJob`` record, the modes and repairs in the ``MODES`` and ``REPAIRS``
registries. "b." (before) is the walk without records and registries (it stopped
at the registries):

=========  ===================================  ===================================
rule       each function once                   ``--every-call``
           stops / files / visits / re-entries  stops / files / visits / re-entries
=========  ===================================  ===================================
strict     35 / 14 / 20 / 6   (b. 20/5/6/1)    42 / 14 / 23 / 9   (b. 25/5/7/2)
closure    36 / 14 / 20 / 6   (b. 21/5/6/1)    44 / 14 / 23 / 9   (b. 27/5/7/2)
attribute  69 / 25 / 45 / 20  (b. 28/9/13/4)   **93 / 25 / 56 / 31** (b. 35/9/15/6)
mention    75 / 28 / 51 / 23  (b. 31/11/16/5)  100 / 28 / 64 / 36 (b. 38/11/18/7)
=========  ===================================  ===================================

At 38a3fb9 (the registries, before ``refine/loop.py``) ``attribute`` gives 81 / 28
/ 51 / 23 and 121 / 28 / 74 / 46 with ``--every-call``, ``mention`` 89 / 31 / 57 / 26
and 129 / 31 / 80 / 49 (``strict`` and ``closure`` as above). From e2c9ea4 the
split model's loop runs as ``refine(_Rounds(...), rounds)``: the
``scope.solve()``, ``scope.fit()``, ... calls it makes are method calls on an
object (a ``Protocol``), not followed, so these figures undercount that loop.
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Rule = Literal["strict", "closure", "attribute", "mention"]
RULES: tuple[Rule, ...] = ("strict", "closure", "attribute", "mention")
FuncNode = ast.FunctionDef | ast.AsyncFunctionDef


@dataclass(frozen=True)
class Stop:
    """One function the DFS reached: ``module:qualname`` and its file (relative
    to the package root's parent, ``solver_alloc/spill/solve.py``)."""

    function: str
    file: str


@dataclass(frozen=True)
class Counts:
    """The figures of one walk (see the module docstring for the rule)."""

    stops: int
    files: int
    reentries: int
    sequence: tuple[Stop, ...]

    @property
    def visits(self) -> int:
        """Maximal runs of consecutive stops in one file."""
        return sum(1 for i, s in enumerate(self.sequence)
                   if i == 0 or s.file != self.sequence[i - 1].file)


@dataclass
class _Func:
    """A function or method of the package, with what its body binds."""

    module: str
    qualname: str  # "f", "C.m", "f.inner"
    node: FuncNode
    cls: str | None  # the class a method is defined in
    parent: _Func | None  # the enclosing function of a nested one
    nested: dict[str, _Func] = field(default_factory=dict)
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)

    @property
    def key(self) -> str:
        return f"{self.module}:{self.qualname}"


@dataclass
class _Module:
    name: str
    file: str
    is_package: bool
    functions: dict[str, _Func] = field(default_factory=dict)  # top level
    classes: dict[str, dict[str, _Func]] = field(default_factory=dict)  # name -> methods
    imports: dict[str, tuple[str, str | None]] = field(default_factory=dict)
    values: dict[str, ast.expr] = field(default_factory=dict)  # module-level `NAME = expr`


def _import_bindings(node: ast.Import | ast.ImportFrom, module: _Module
                     ) -> Iterator[tuple[str, tuple[str, str | None]]]:
    """What an import binds: name -> (module, None) for a module, (module, attr)
    for ``from module import attr`` (attr may itself be a submodule)."""
    if isinstance(node, ast.Import):
        for a in node.names:
            if a.asname is not None:
                yield a.asname, (a.name, None)
            else:
                top = a.name.split(".")[0]
                yield top, (top, None)
        return
    base = node.module or ""
    if node.level:
        parts = module.name.split(".")
        if not module.is_package:
            parts = parts[:-1]
        parts = parts[:len(parts) - (node.level - 1)]
        base = ".".join(parts + ([node.module] if node.module else []))
    for a in node.names:
        if a.name != "*":
            yield a.asname or a.name, (base, a.name)


class _Index:
    """Every module, function, class and import binding under a package root."""

    def __init__(self, root: Path) -> None:
        self.modules: dict[str, _Module] = {}
        for path in sorted(root.rglob("*.py")):
            rel = path.relative_to(root.parent)
            parts = list(rel.with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            if is_package:
                parts = parts[:-1]
            if any(not p.isidentifier() for p in parts):
                continue
            mod = _Module(".".join(parts), rel.as_posix(), is_package)
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
            self._module_body(mod, tree.body)
            self.modules[mod.name] = mod

    def _module_body(self, mod: _Module, body: list[ast.stmt]) -> None:
        for st in body:
            if isinstance(st, ast.FunctionDef | ast.AsyncFunctionDef):
                mod.functions[st.name] = self._function(mod, st, None, None, "")
            elif isinstance(st, ast.ClassDef):
                methods: dict[str, _Func] = {}
                for m in st.body:
                    if isinstance(m, ast.FunctionDef | ast.AsyncFunctionDef):
                        methods[m.name] = self._function(mod, m, st.name, None,
                                                         f"{st.name}.")
                mod.classes[st.name] = methods
            elif isinstance(st, ast.Import | ast.ImportFrom):
                mod.imports.update(_import_bindings(st, mod))
            elif isinstance(st, ast.Assign | ast.AnnAssign):
                target = st.targets[0] if isinstance(st, ast.Assign) else st.target
                if isinstance(target, ast.Name) and st.value is not None:
                    mod.values[target.id] = st.value
            elif isinstance(st, ast.If | ast.Try | ast.With):
                # imports and definitions under `if TYPE_CHECKING:`, try/except ImportError
                inner = [*st.body, *getattr(st, "orelse", []), *getattr(st, "finalbody", [])]
                for h in getattr(st, "handlers", []):
                    inner.extend(h.body)
                self._module_body(mod, inner)

    def _function(self, mod: _Module, node: FuncNode, cls: str | None,
                  parent: _Func | None, prefix: str) -> _Func:
        fn = _Func(mod.name, prefix + node.name, node, cls, parent)
        for st in _own_nodes(node):
            if isinstance(st, ast.FunctionDef | ast.AsyncFunctionDef):
                fn.nested[st.name] = self._function(mod, st, cls, fn, f"{fn.qualname}.")
            elif isinstance(st, ast.Import | ast.ImportFrom):
                fn.imports.update(_import_bindings(st, mod))
        return fn

    def symbol(self, modname: str, name: str, seen: frozenset[tuple[str, str]] = frozenset()
               ) -> _Func | str | None:
        """``modname.name``: a function (a class's ``__init__`` for a class), a
        module name (str), or None when outside the package or not a function."""
        if f"{modname}.{name}" in self.modules:
            return f"{modname}.{name}"
        mod = self.modules.get(modname)
        if mod is None or (modname, name) in seen:
            return None
        if name in mod.functions:
            return mod.functions[name]
        if name in mod.classes:
            return mod.classes[name].get("__init__")
        if name in mod.imports:
            return self.binding(mod.imports[name], seen | {(modname, name)})
        return None

    def binding(self, bound: tuple[str, str | None],
                seen: frozenset[tuple[str, str]] = frozenset()) -> _Func | str | None:
        target, attr = bound
        if attr is None:
            return target if target in self.modules else None
        return self.symbol(target, attr, seen)

    def defined(self, modname: str, name: str, kind: Literal["class", "value"],
                seen: frozenset[tuple[str, str]] = frozenset()
                ) -> tuple[str, ast.expr | None] | None:
        """Where ``modname.name`` is defined, through imports and re-exports: a
        class of the package (``kind="class"``: its module, None) or a module-level
        ``NAME = expr`` (``kind="value"``: its module and expr); None otherwise."""
        mod = self.modules.get(modname)
        if mod is None or (modname, name) in seen:
            return None
        if kind == "class" and name in mod.classes:
            return modname, None
        if kind == "value" and name in mod.values:
            return modname, mod.values[name]
        if name in mod.imports and name not in mod.functions:
            target, attr = mod.imports[name]
            if attr is not None:
                return self.defined(target, attr, kind, seen | {(modname, name)})
        return None


def _own_nodes(fn: FuncNode) -> Iterator[ast.AST]:
    """Every node of a function's body, not descending into nested ``def`` and
    ``class`` bodies (nested definitions themselves are yielded)."""
    stack: list[ast.AST] = list(reversed(fn.body))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        stack.extend(reversed(list(ast.iter_child_nodes(node))))


def _params(node: FuncNode) -> list[str]:
    return [a.arg for a in (*node.args.posonlyargs, *node.args.args)]


def _reads_free(fn: _Func, name: str) -> bool:
    """Whether a nested function reads ``name`` from an enclosing function
    (anywhere in its body, nested functions included, and not its parameter)."""
    a = fn.node.args
    own = {p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg)
           if p is not None}
    return name not in own and any(isinstance(n, ast.Name) and n.id == name
                                   and isinstance(n.ctx, ast.Load)
                                   for st in fn.node.body for n in ast.walk(st))


def _chain(expr: ast.expr) -> list[str] | None:
    """``a.b.c`` as ``["a", "b", "c"]``; None for anything else."""
    names: list[str] = []
    while isinstance(expr, ast.Attribute):
        names.append(expr.attr)
        expr = expr.value
    if not isinstance(expr, ast.Name):
        return None
    names.append(expr.id)
    return names[::-1]


Tracked = tuple[str, ...]  # the names tracked in one function, first the one received


def _default(fn: FuncNode, name: str) -> tuple[bool, ast.expr | None]:
    """Whether ``name`` is a parameter of ``fn``, and its default value."""
    a = fn.args
    positional = [*a.posonlyargs, *a.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults))
    pairs = [*zip(positional, [*defaults, *a.defaults], strict=True),
             *zip(a.kwonlyargs, a.kw_defaults, strict=True)]
    pairs += [(p, None) for p in (a.vararg, a.kwarg) if p is not None]
    for p, d in pairs:
        if p.arg == name:
            return True, d
    return False, None


def _stores(fn: FuncNode) -> set[str]:
    """The names a function's body binds (assignments, loops, walrus)."""
    return {n.id for n in _own_nodes(fn)
            if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


class _Walk:
    def __init__(self, index: _Index, rule: Rule, every_call: bool) -> None:
        self.index = index
        self.rule = rule
        self.every_call = every_call
        self.seen: set[str] = set()
        self.sequence: list[Stop] = []

    def _lookup(self, module: str, scope: _Func | None, name: str) -> _Func | str | None:
        while scope is not None:
            if name in scope.nested:
                return scope.nested[name]
            if name in scope.imports:
                return self.index.binding(scope.imports[name])
            scope = scope.parent
        return self.index.symbol(module, name)

    def _target(self, module: str, scope: _Func | None, names: list[str]
                ) -> tuple[_Func | None, bool]:
        """The function an attribute chain names from ``scope`` (a function of
        ``module``, or None: its top level) and whether its first parameter is
        bound implicitly (a constructor)."""
        target = self._lookup(module, scope, names[0])
        for attr in names[1:]:
            if not isinstance(target, str):
                return None, False
            target = self.index.symbol(target, attr)
        if isinstance(target, _Func):
            return target, target.cls is not None and target.qualname.endswith(".__init__")
        return None, False

    def _callee(self, fn: _Func, func: ast.expr) -> tuple[_Func | None, bool]:
        """The function a call's ``func`` names and whether its first parameter
        is bound implicitly (``self.m``, ``cls.m``, a constructor)."""
        names = _chain(func)
        if names is None:
            return None, False
        if len(names) == 2 and names[0] in ("self", "cls") and fn.cls is not None:
            m = self.index.modules[fn.module].classes.get(fn.cls, {}).get(names[1])
            return m, m is not None
        return self._target(fn.module, fn, names)

    def _defined(self, module: str, scope: _Func | None, names: list[str],
                 kind: Literal["class", "value"]) -> tuple[str, ast.expr | None] | None:
        """An attribute chain, looked up from ``scope`` in ``module``, as a class of
        the package or a module-level value (see :meth:`_Index.defined`)."""
        *head, last = names
        if head:
            target = self._lookup(module, scope, head[0])
            for attr in head[1:]:
                if not isinstance(target, str):
                    return None
                target = self.index.symbol(target, attr)
            return self.index.defined(target, last, kind) if isinstance(target, str) else None
        while scope is not None:
            if last in scope.nested:
                return None
            if last in scope.imports:
                target, attr = scope.imports[last]
                return None if attr is None else self.index.defined(target, attr, kind)
            scope = scope.parent
        return self.index.defined(module, last, kind)

    def _passes(self, arg: ast.expr, tracked: Tracked) -> bool:
        if isinstance(arg, ast.Name):
            return arg.id in tracked
        if self.rule == "attribute":
            names = _chain(arg)
            return names is not None and names[0] in tracked
        if self.rule == "mention":
            return any(isinstance(n, ast.Name) and n.id in tracked for n in ast.walk(arg))
        return False

    def _record(self, fn: _Func, func: ast.expr) -> bool:
        """Whether a call constructs a class of the package that defines no
        ``__init__`` (a dataclass, a named tuple: its fields hold the arguments)."""
        names = _chain(func)
        found = None if names is None else self._defined(fn.module, fn, names, "class")
        return found is not None and \
            "__init__" not in self.index.modules[found[0]].classes[names[-1]]

    def _tracked(self, fn: _Func, var: str) -> Tracked:
        """``var`` and the local names bound (``x = C(...)``, ``x: T = C(...)``,
        ``(x := C(...))``) from constructing a class of the package with an
        argument that passes a tracked name, to a fixpoint, anywhere in the body."""
        binds: list[tuple[list[str], ast.Call]] = []
        for n in _own_nodes(fn.node):
            if isinstance(n, ast.Assign):
                targets = [t.id for t in n.targets if isinstance(t, ast.Name)]
            elif isinstance(n, ast.AnnAssign | ast.NamedExpr) \
                    and isinstance(n.target, ast.Name):
                targets = [n.target.id]
            else:
                continue
            if targets and isinstance(n.value, ast.Call) and self._record(fn, n.value.func):
                binds.append((targets, n.value))
        tracked = [var]
        grown = True
        while grown:
            grown = False
            for targets, call in binds:
                if set(targets) <= set(tracked):
                    continue
                args = [a for a in call.args if not isinstance(a, ast.Starred)]
                if any(self._passes(a, tuple(tracked))
                       for a in [*args, *(k.value for k in call.keywords)]):
                    tracked.extend(t for t in targets if t not in tracked)
                    grown = True
        return tuple(tracked)

    def _registry(self, fn: _Func, it: ast.expr, locals_: set[str]
                  ) -> list[tuple[str, ast.Call]]:
        """The ``C(...)`` elements (and their module) of the module-level tuple or
        list literal a loop's iterable names: a global (imported, re-exported or
        the module's own) or a parameter's default value."""
        names = _chain(it)
        if names is None:
            return []
        module, scope = fn.module, fn
        is_param, default = _default(fn.node, names[0])
        if len(names) == 1 and is_param:
            if isinstance(default, ast.Tuple | ast.List):
                return [(module, e) for e in default.elts if isinstance(e, ast.Call)]
            names = None if default is None else _chain(default)
            scope = fn.parent  # a default is evaluated where the def is
        elif names[0] in locals_:
            return []
        for _ in range(8):  # NAME = OTHER_NAME at module level, a few times at most
            if names is None:
                return []
            found = self._defined(module, scope, names, "value")
            if found is None or found[1] is None:
                return []
            module, value = found
            if isinstance(value, ast.Tuple | ast.List):
                return [(module, e) for e in value.elts if isinstance(e, ast.Call)]
            names, scope = _chain(value), None
        return []

    def _dispatch(self, fn: _Func, func: ast.expr, loops: dict[str, list[ast.expr]],
                  locals_: set[str]) -> list[tuple[_Func, bool]]:
        """``x.attr(...)`` with ``x`` a loop variable over a registry: every
        function among the arguments of the registry's ``C(...)`` elements."""
        if not (isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name)):
            return []
        found: dict[str, tuple[_Func, bool]] = {}
        for it in loops.get(func.value.id, []):
            for module, element in self._registry(fn, it, locals_):
                for a in [*element.args, *(k.value for k in element.keywords)]:
                    names = _chain(a)
                    callee, bound = (None, False) if names is None else \
                        self._target(module, None, names)
                    if callee is not None:
                        found.setdefault(callee.key, (callee, bound))
        return list(found.values())

    def _received(self, call: ast.Call, callee: _Func, bound: bool, tracked: Tracked
                  ) -> tuple[bool, str | None]:
        """Whether ``call`` passes a tracked name and the callee's parameter
        receiving the first one passed."""
        params = _params(callee.node)[1 if bound else 0:]
        for i, a in enumerate(call.args):
            if isinstance(a, ast.Starred):
                break
            if self._passes(a, tracked):
                return True, params[i] if i < len(params) else None
        names = {*params, *(a.arg for a in callee.node.args.kwonlyargs)}
        for kw in call.keywords:
            if kw.arg is not None and self._passes(kw.value, tracked):
                return True, kw.arg if kw.arg in names else None
        if self.rule != "strict" and callee.parent is not None:
            for var in tracked:
                if _reads_free(callee, var):
                    return True, var
        return False, None

    def visit(self, fn: _Func, var: str | None) -> None:
        stop = Stop(fn.key, self.index.modules[fn.module].file)
        if fn.key in self.seen:
            if self.every_call:
                self.sequence.append(stop)
            return
        self.seen.add(fn.key)
        self.sequence.append(stop)
        if var is None:
            return
        tracked = self._tracked(fn, var)
        loops: dict[str, list[ast.expr]] = {}
        for n in _own_nodes(fn.node):
            if isinstance(n, ast.For | ast.AsyncFor | ast.comprehension) \
                    and isinstance(n.target, ast.Name):
                loops.setdefault(n.target.id, []).append(n.iter)
        locals_ = _stores(fn.node)
        calls = sorted((n for n in _own_nodes(fn.node) if isinstance(n, ast.Call)),
                       key=lambda c: (c.lineno, c.col_offset))
        for call in calls:
            callee, bound = self._callee(fn, call.func)
            targets = [(callee, bound)] if callee is not None else \
                self._dispatch(fn, call.func, loops, locals_)
            for target, implicit in targets:
                follow, name = self._received(call, target, implicit, tracked)
                if follow:
                    self.visit(target, name)


def count(root: str | Path, entry: str, var: str = "problem", rule: Rule = "attribute",
          every_call: bool = False) -> Counts:
    """Walk from ``entry`` (``package.module:function``, ``module:Class.method`` or
    ``module:outer.inner``) in the package at ``root`` (the package folder, or a
    folder holding it), following ``var`` by ``rule``; with ``every_call`` each
    followed call is a stop (see the module docstring)."""
    modname, _, qualname = entry.partition(":")
    root = Path(root)
    top = modname.split(".")[0]
    if root.name != top and (root / top / "__init__.py").is_file():
        root = root / top
    index = _Index(root.resolve())
    mod = index.modules.get(modname)
    if mod is None:
        raise ValueError(f"no module {modname!r} under {root}")
    head, *rest = qualname.split(".")
    fn = mod.functions.get(head)
    if fn is None and rest and head in mod.classes:
        fn, rest = mod.classes[head].get(rest[0]), rest[1:]
    for name in rest:
        fn = None if fn is None else fn.nested.get(name)
    if fn is None:
        raise ValueError(f"no function {qualname!r} in {modname}")
    walk = _Walk(index, rule, every_call)
    walk.visit(fn, var)
    seq = tuple(walk.sequence)
    files: set[str] = set()
    reentries = 0
    for i, s in enumerate(seq):
        if i and s.file != seq[i - 1].file and s.file in files:
            reentries += 1
        files.add(s.file)
    return Counts(len(seq), len(files), reentries, seq)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("root", help="the package folder (e.g. /work/old/solver_alloc)")
    ap.add_argument("entry",
                    help="module:function, e.g. solver_alloc.spill.solve:split_allocation")
    ap.add_argument("var", nargs="?", default="problem", help="the tracked name (problem)")
    ap.add_argument("--rule", choices=RULES, default="attribute",
                    help="which calls are followed (see the module docstring)")
    ap.add_argument("--every-call", action="store_true",
                    help="every followed call is a stop, also into a function already "
                    "walked (which is not walked again)")
    ap.add_argument("--list", action="store_true", help="print the sequence of stops")
    args = ap.parse_args(argv)
    try:
        c = count(args.root, args.entry, args.var, args.rule, args.every_call)
    except ValueError as e:
        ap.error(str(e))
    if args.list:
        prev = None
        for i, s in enumerate(c.sequence, 1):
            mark = " " if s.file == prev else ">"
            print(f"{i:3d} {mark} {s.function}  ({s.file})")
            prev = s.file
    print(f"{c.stops} stops in {c.files} files ({c.visits} visits), "
          f"{c.reentries} re-entries (rule {args.rule}"
          f"{', every call' if args.every_call else ''})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
