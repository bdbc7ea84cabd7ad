"""OR-Tools' Python modules, imported when first used rather than with the package.

``ortools.sat.python.cp_model`` imports pandas: with it, ``import solver_alloc``
costs about 100 MB and half a second, without it about 48 MB. Many runs never
build a model (loading, checking and verifying kernels, a linear scan that meets
MaxLive, campaign reports), so the modules below start as a :class:`Deferred`
stand-in: ``from ortools.sat.python import cp_model`` binds it, and its first
attribute access imports the real module, under a lock (the standard library's
``importlib.util.LazyLoader`` is not thread-safe before Python 3.12: a second
thread could see a half-loaded module). Imported first by the package
(``solver_alloc/__init__.py``); a missing OR-Tools still fails at first use.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import types
from typing import Any

DEFERRED = ("ortools.sat.python.cp_model", "ortools.graph.python.min_cost_flow",
            "ortools.linear_solver.pywraplp")


class Deferred(types.ModuleType):
    """Stands in for a module until an attribute is first read; then holds the
    real module's attributes (looked up at dict speed from then on)."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.__dict__["_deferred_lock"] = threading.Lock()

    def __getattr__(self, attr: str) -> Any:
        """Only for attributes not (yet) in this module's dict."""
        with self.__dict__["_deferred_lock"]:
            real = self.__dict__.get("_deferred_real")
            if real is None:
                if sys.modules.get(self.__name__) is self:
                    del sys.modules[self.__name__]  # so the import runs for real
                real = importlib.import_module(self.__name__)
                self.__dict__.update({k: v for k, v in real.__dict__.items()
                                      if k not in ("__name__", "__spec__")})
                self.__dict__["_deferred_real"] = real
        return getattr(real, attr)


def defer(name: str) -> None:
    """Put a :class:`Deferred` for module ``name`` in its place (no-op when it is
    imported already, or when it or its package cannot be found: the real
    import then reports that)."""
    if name in sys.modules:
        return
    try:
        if importlib.util.find_spec(name) is None:
            return
    except ModuleNotFoundError:
        return
    stand_in = Deferred(name)
    sys.modules[name] = stand_in
    parent, _, child = name.rpartition(".")
    setattr(sys.modules[parent], child, stand_in)


for _name in DEFERRED:
    defer(_name)
