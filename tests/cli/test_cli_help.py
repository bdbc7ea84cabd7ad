"""What a newcomer reads first: ``--help`` texts and ``-v``'s volume."""

from __future__ import annotations

import subprocess
import sys

import pytest
from helpers import DATA

from solver_alloc.cli import build_parser

KERNEL = DATA / "adversarial3" / "nospill_remat_optimal.json"


def _help(*argv: str) -> str:
    with pytest.raises(SystemExit):
        build_parser().parse_args([*argv, "--help"])
    return ""


def test_function_help_says_all_only_for_solve(capsys: pytest.CaptureFixture[str]) -> None:
    _help("solve")
    assert "all when not named" in capsys.readouterr().out
    for command in ("verify", "info", "check"):
        args = [command, "k.json", "a.json"] if command == "verify" else [command, "k"]
        _help(*args[:1])
        out = capsys.readouterr().out
        assert "solve:" not in out, command
        assert "needed when the file holds several" in out, command


def test_backend_help_is_one_sentence_per_backend(capsys: pytest.CaptureFixture[str]
                                                  ) -> None:
    _help("solve")
    text = " ".join(capsys.readouterr().out.split())
    assert "Default auto." in text
    assert "cpsat: OR-Tools CP-SAT (objective spill: the live-range splitting model)." \
        in text


@pytest.mark.parametrize(("flags", "cpsat_log"), [(["-v"], False), (["-vv"], True)])
def test_cp_sat_search_log_only_at_vv(flags: list[str], cpsat_log: bool) -> None:
    """``-v`` logs our progress; CP-SAT's own search log (thousands of lines on a
    real kernel) only with ``-vv``. Stderr is a pipe here, as under a script."""
    run = subprocess.run([sys.executable, "-m", "solver_alloc", *flags, "solve",
                          str(KERNEL), "--target", "x86-64", "--registers", "gpr=2",
                          "--objective", "spill"], capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 0, run.stderr
    assert "cost 1" in run.stderr  # our own progress line, at -v too
    assert ("Starting CP-SAT solver" in run.stderr) is cpsat_log
