"""Importing the package does not load OR-Tools' modelling layer (and pandas with
it): runs that build no model stay small (issue 12's memory goal)."""

from __future__ import annotations

import subprocess
import sys

PROBE = """
import sys
import solver_alloc.cli
loaded = [m for m in ("pandas", "ortools.sat.python.cp_model_helper") if m in sys.modules]
from ortools.sat.python import cp_model
model = cp_model.CpModel()
x = model.new_int_var(0, 3, "x")
model.maximize(x)
solver = cp_model.CpSolver()
print(loaded, solver.solve(model) == cp_model.OPTIMAL, solver.value(x), "pandas" in sys.modules)
"""


def test_importing_the_cli_defers_or_tools_until_first_use() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["[]", "True", "3", "True"]


THREADS = """
import threading
import solver_alloc.cli
from ortools.sat.python import cp_model
results = []
start = threading.Barrier(8)

def first_use():
    start.wait()
    try:
        results.append(cp_model.CpModel is not None and cp_model.OPTIMAL == 4)
    except Exception as e:  # a half-loaded module: the bug this guards against
        results.append(repr(e))

threads = [threading.Thread(target=first_use) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(results)
"""


def test_first_use_from_many_threads_sees_the_whole_module() -> None:
    """Eight threads reading cp_model at once on its first use all see it whole
    (the standard LazyLoader is not thread-safe before Python 3.12)."""
    out = subprocess.run([sys.executable, "-c", THREADS], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == str([True] * 8)
