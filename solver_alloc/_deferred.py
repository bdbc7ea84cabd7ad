"""OR-Tools' Python modules, imported when first used rather than with the package.

``ortools.sat.python.cp_model`` imports pandas: with it, ``import solver_alloc``
costs about 100 MB and half a second, without it about 35 MB. Many runs never
build a model (loading, checking and verifying kernels, a linear scan that meets
MaxLive, campaign reports), so the modules below are registered with the standard
:class:`importlib.util.LazyLoader`: ``from ortools.sat.python import cp_model``
binds a module whose code runs at its first attribute access. Imported first by
the package (``solver_alloc/__init__.py``); a missing OR-Tools still fails at the
import, as before.
"""

from __future__ import annotations

import importlib.util
import sys

DEFERRED = ("ortools.sat.python.cp_model", "ortools.graph.python.min_cost_flow",
            "ortools.linear_solver.pywraplp")


def defer(name: str) -> None:
    """Register module ``name`` to load on first attribute access (no-op when it is
    imported already or cannot be found: the real import then reports it)."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    parent, _, child = name.rpartition(".")
    setattr(sys.modules[parent], child, module)


for _name in DEFERRED:
    defer(_name)
