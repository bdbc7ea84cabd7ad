"""Ctrl-C during ``campaign run``: one line, no traceback from any process
(issue 46)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import COL_SUITE, ROOT, campaign_rows

CAMPAIGN = f"""
name = "interrupted"
time_limit = 20
{COL_SUITE}"""


def _server_started(pid: int) -> bool:
    """The fork server, a child of ``pid``, exists (it then imports solver_alloc
    for a few hundred milliseconds)."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid and (
                    b"forkserver" in (stat.parent / "cmdline").read_bytes()):
                return True
        except (OSError, ValueError, IndexError):
            continue
    return False


@pytest.mark.parametrize(("when", "tries"), [("starting", 4), ("running", 1)])
def test_ctrl_c_during_a_run_prints_one_line_and_no_traceback(when: str, tries: int,
                                                              tmp_path: Path) -> None:
    """A terminal's Ctrl-C reaches the whole process group: the coordinator, the
    fork server (``starting``: still importing; a race, so tried a few times)
    and the cases."""
    shutil.copy(ROOT / "instances" / "dimacs" / "mulsol.i.1.col", tmp_path / "m.col")
    shutil.copy(ROOT / "instances" / "dimacs" / "zeroin.i.1.col", tmp_path / "z.col")
    (tmp_path / "c.toml").write_text(CAMPAIGN)
    for k in range(tries):
        db = tmp_path / f"r{k}.sqlite"
        proc = subprocess.Popen([sys.executable, "-m", "solver_alloc", "campaign",
                                 "run", str(tmp_path / "c.toml"), "--db", str(db),
                                 "--jobs", "2"], start_new_session=True,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                text=True)

        def ready(proc: subprocess.Popen[str] = proc, db: Path = db) -> bool:
            return _server_started(proc.pid) if when == "starting" else campaign_rows(db) >= 1
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and proc.poll() is None and not ready():
            time.sleep(0.005)
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        assert "Traceback" not in err
        assert proc.returncode == 130, err
        assert err.count("\n") == 1, err
        assert "run again to resume" in err
