"""Round 3 of the independent tester, section D (signals, pipes, files): each
case of ``shared/cases/adversarial3/`` in that section is a named test here.
The commands run as real processes where the case needs one (a pipe, a
signal, a process group)."""

from __future__ import annotations

import json
import subprocess
import sys

from helpers import DATA

ADV = DATA / "adversarial"
CLI = [sys.executable, "-m", "solver_alloc.cli"]


def test_d4_output_to_dev_stdout_on_a_pipe() -> None:
    """``-o /dev/stdout | cat``: the allocation is written to the pipe (the
    atomic rename cannot replace a pipe), and the summary goes to stderr so
    the pipe holds the JSON alone."""
    run = subprocess.run([*CLI, "solve", str(ADV / "unreachable_block.json"),
                          "--target", "x86-64", "-o", "/dev/stdout"],
                         capture_output=True, text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["status"] == "OPTIMAL"
    assert "allocation written to /dev/stdout" in run.stderr
