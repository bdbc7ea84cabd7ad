"""Round 3 of the independent tester, section D (signals, pipes, files): each
case of ``shared/cases/adversarial3/`` in that section is a named test here.
The commands run as real processes where the case needs one (a pipe, a
signal, a process group)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import DATA, ROOT, campaign_rows, kernel
from make_random_cfg import random_cfg_kernel
from make_random_spill import random_spill_kernel

from solver_alloc import Kernel, Status, load_allocation, load_target, save_kernel, verify
from solver_alloc.cli import main
from solver_alloc.frontends.fewer_registers import fewer

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


# --------------------------------------------------------------- Ctrl-C, D1 D6


def _started(args: list[str], cwd: Path | None = None) -> subprocess.Popen[str]:
    """``args`` in a session (process group) of its own with SIGINT at its
    default, as a terminal starts a command (a test run in the background may
    have inherited SIGINT ignored, which every child would keep)."""
    return subprocess.Popen(args, cwd=cwd, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def _group(pgid: int) -> list[int]:
    """The live processes (not zombies) of process group ``pgid``."""
    out = []
    for d in Path("/proc").iterdir():
        try:
            fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):  # not a process, or gone meanwhile
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            out.append(int(d.name))
    return out


def _children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        try:
            fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if fields[0] != "Z" and int(fields[1]) == pid:
            out.append(int(d.name))
    return out


def _until(check: Callable[[], bool], seconds: float) -> bool:
    """Poll ``check`` every 50 ms for up to ``seconds``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if check():
            return True
        time.sleep(0.05)
    return check()


def _gone(pgid: int, seconds: float = 5.0) -> None:
    assert _until(lambda: not _group(pgid), seconds), f"left running: {_group(pgid)}"


def _interrupted(proc: subprocess.Popen[str], kernel: Kernel, target: str, out: Path
                 ) -> str:
    """Wait for the interrupted solve: exit 130, one clean "interrupted" line,
    and the best plan by then written to ``out``, valid; its stderr."""
    try:
        _, err = proc.communicate(timeout=120)
    finally:
        proc.kill()
    assert proc.returncode == 130, err[-2000:]
    assert "interrupted" in err.splitlines()[-1], err[-2000:]
    for bad in ("Traceback", "terminate called", "bad_function_call", "internal error"):
        assert bad not in err, err[-2000:]
    alloc = load_allocation(out)
    assert alloc.status in (Status.FEASIBLE, Status.OPTIMAL)
    assert verify(kernel, load_target(target), alloc).valid
    return err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_d1_ctrl_c_to_the_group_on_a_cfg_spill_solve(tmp_path: Path) -> None:
    """Ctrl-C (SIGINT to the process group) while the regions' bounds solve in
    their child processes: no abort (``std::bad_function_call``, exit 134),
    the best plan written, exit 130, and no child left behind."""
    kernel = random_cfg_kernel(2000, seed=1)
    src, out = tmp_path / "cfg2000.json", tmp_path / "out.json"
    save_kernel(kernel, src)
    proc = _started([*CLI, "solve", str(src), "--target", "x86-64", "--objective",
                     "spill", "--time-limit", "60", "-o", str(out)])
    # the bounds' processes (and the forked spill-everywhere) have started
    assert _until(lambda: len(_children(proc.pid)) >= 2, 60), "no child started"
    time.sleep(1.0)  # regions are being solved (in CP-SAT, in both processes)
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _interrupted(proc, kernel, "x86-64", out)
    finally:  # whatever the verdict, leave nothing running
        _gone(proc.pid)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_d6_ctrl_c_to_the_process_on_a_straight_line_spill_solve(tmp_path: Path) -> None:
    """SIGINT to the process alone during the anytime mode of a straight-line
    spill solve (once its first plan is reported): not a silent exit 1 (or
    the whole run going on), but the best plan so far, exit 130."""
    kernel = random_spill_kernel(3000, seed=1)
    src, out = tmp_path / "sp3000.json", tmp_path / "out.json"
    save_kernel(kernel, src)
    proc = _started([*CLI, "-v", "solve", str(src), "--target", "x86-64", "--registers",
                     "gpr=12", "--objective", "spill", "--time-limit", "40", "-o",
                     str(out)])
    assert proc.stderr is not None
    seen: list[str] = []
    for line in proc.stderr:  # -v: one line per improving plan or anytime round
        seen.append(line)
        if "] cost " in line:
            break
    assert proc.poll() is None, "".join(seen[-20:])
    os.kill(proc.pid, signal.SIGINT)
    err = _interrupted(proc, kernel, "x86-64", out)
    assert "Traceback" not in "".join(seen) + err
    _gone(proc.pid)



@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_d1_ctrl_c_in_a_library_call_raises_keyboard_interrupt_at_once(tmp_path: Path
                                                                       ) -> None:
    """Outside the CLI, ``allocate`` keeps Python's meaning of Ctrl-C, a
    ``KeyboardInterrupt``, but at once: the C++ search it waits on is stopped
    (neither an abort nor the rest of a 60 s run), and no child is left."""
    src = tmp_path / "cfg2000.json"
    save_kernel(random_cfg_kernel(2000, seed=1), src)
    script = ("import sys\nfrom solver_alloc import allocate, load_kernel, load_target\n"
              "allocate(load_kernel(sys.argv[1]), load_target('x86-64'), "
              "objective='spill', time_limit=60)\n")
    proc = _started([sys.executable, "-c", script, str(src)])
    assert _until(lambda: len(_children(proc.pid)) >= 2, 60), "no child started"
    time.sleep(1.0)
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=30)
        assert err.strip().splitlines()[-1] == "KeyboardInterrupt", err[-2000:]
        assert "terminate called" not in err
    finally:
        proc.kill()
        _gone(proc.pid)


# ------------------------------------------------------------- campaigns, D2 D3

ADV3 = DATA / "adversarial3"


def _campaign(tmp: Path) -> Path:
    """``campaign_ctrlc.toml`` (its 96 small cases: about 3 s on 2 cores) with
    its instances, plus four cases that take their whole 3 s limit each, so a
    case is still in flight whenever the test acts."""
    for f in ADV3.glob("*.json"):
        shutil.copy(f, tmp / f.name)
    save_kernel(random_cfg_kernel(1000, seed=1), tmp / "slow.json")
    path = tmp / "campaign_ctrlc.toml"
    path.write_text((ADV3 / "campaign_ctrlc.toml").read_text() + """
[[suite]]
instances = ["slow.json"]
targets = ["x86-64"]
registers = ["gpr=4,5,6,7"]
objectives = ["spill"]
backends = ["auto"]
""")
    return path


def _running_campaign(tmp: Path) -> tuple[subprocess.Popen[str], Path]:
    """A campaign started as from a terminal, once its first case is recorded."""
    db = tmp / "r.sqlite"
    proc = _started([*CLI, "campaign", "run", str(_campaign(tmp)), "--db", str(db),
                     "--jobs", "2"])
    assert _until(lambda: campaign_rows(db) > 0 or proc.poll() is not None, 120)
    assert proc.poll() is None, "the campaign ended before the test acted"
    return proc, db


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_d2_ctrl_c_to_a_campaigns_process_group(tmp_path: Path) -> None:
    """A terminal's Ctrl-C (SIGINT to the whole group: the coordinator, the
    fork server, the cases) stops the campaign: exit 130 with the
    "interrupted" line, no case's traceback, nothing left running."""
    proc, db = _running_campaign(tmp_path)
    os.killpg(proc.pid, signal.SIGINT)
    try:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 130, err[-2000:]
        assert err.strip().splitlines()[-1].startswith("interrupted: "), err[-2000:]
        assert "Traceback" not in err, err[-2000:]
    finally:
        proc.kill()
        _gone(proc.pid)
    assert 0 < campaign_rows(db) < 100


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_d3_kill_9_of_a_campaigns_coordinator_leaves_quiet_workers(tmp_path: Path
                                                                   ) -> None:
    """``kill -9`` of the coordinator: its cases in flight exit without a
    traceback (no ``BrokenPipeError`` sending a row nobody reads) and do not
    run on (they die with the fork server, which ends with the coordinator)."""
    proc, _ = _running_campaign(tmp_path)
    os.kill(proc.pid, signal.SIGKILL)
    try:  # stderr ends when every process holding it (the cases) has exited
        _, err = proc.communicate(timeout=60)
        assert "Traceback" not in err, err[-2000:]
        assert "Error" not in err, err[-2000:]
    finally:
        _gone(proc.pid, 10.0)


# ----------------------------------------------------- --registers on MIR, D5

LLVM = ROOT / "instances" / "llvm"


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_d5_fewer_registers_on_a_mir_function(capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    """``--registers gpr=12`` on a .mir function (refused before, blaming the
    shipped target file): the last four in LLVM's allocation order go (rbp,
    r13, r12, r15), said on stderr with a warning (all four are callee-saved),
    and the plan, valid, uses none of them."""
    out = tmp_path / "a.json"
    code, stdout, err = _cli(capsys, "solve", str(ADV3 / "XXH64_update.pre.mir"),
                             "--target", "x86-64", "--registers", "gpr=12",
                             "--objective", "spill", "--time-limit", "20", "-o", str(out))
    assert code == 0, err
    assert "verifier: valid" in stdout
    assert "drops r5, r13, r12, r15" in err
    assert "warning: callee-saved" in err
    used = {r for v in load_allocation(out).assignment.values()
            for r in ((v,) if isinstance(v, str) else v)}
    assert used
    assert not used & {"r5", "r12", "r13", "r15"}


def test_d5_fewer_registers_in_an_audit(capsys: pytest.CaptureFixture[str]) -> None:
    """``audit --registers gpr=12``: LLVM's allocation judged as it is, ours
    solved with 12 registers."""
    code, stdout, err = _cli(capsys, "audit", str(ADV3 / "XXH64_update.pre.mir"),
                             str(ADV3 / "XXH64_update.post.mir"), "--target", "x86-64",
                             "--registers", "gpr=12", "--time-limit", "20", "--json")
    assert code == 0, err
    (row,) = json.loads(stdout)
    assert row["llvm_valid"] is True
    assert row["refused"] is None
    assert row["status"] in ("OPTIMAL", "FEASIBLE")
    assert row["cost"] is not None
    assert "drops r5, r13, r12, r15" in err


def test_d5_fewer_registers_on_riscv64(capsys: pytest.CaptureFixture[str]) -> None:
    code, stdout, err = _cli(capsys, "solve", str(LLVM / "xxhash.riscv64.pre.mir"),
                             "--function", "XXH32_digest", "--target", "riscv64-v",
                             "--registers", "x=20", "--objective", "spill",
                             "--time-limit", "20")
    assert code == 0, err
    assert "verifier: valid" in stdout
    # the callee-saved s11..s2, s1, s0 go first: last in LLVM's allocation order
    assert "drops x27, x26, x25, x24, x23, x22, x21, x20, x19, x18, x9, x8" in err


def test_d5_a_count_below_the_fixed_operands_is_one_line(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Too few registers for the registers the function's fixed operands name:
    one line naming them, exit 2."""
    code, _, err = _cli(capsys, "solve", str(ADV3 / "XXH64_update.pre.mir"),
                        "--target", "x86-64", "--registers", "gpr=3")
    assert code == 2
    assert len(err.strip().splitlines()) == 1, err
    assert "fixed operands" in err
    assert "r0, r2, r6, r7" in err


def test_d5_a_fixed_register_is_never_dropped() -> None:
    """The registers that go are the last allocatable ones in the allocation
    order that no fixed operand names: a value fixed to r15 keeps it, r14 goes
    instead; a call's clobber (``~r14@0``, not an operand) does not keep r14."""
    k = kernel([{"op": "call", "defs": ["a", "~r14@0"]}, {"op": "use", "uses": ["a"]}],
               values={"a": {"fixed": "r15"}, "~r14@0": {"fixed": "r14"}})
    few = fewer(load_target("x86-64"), {"gpr": 12}, k)
    assert few.dropped == {"gpr": ("r5", "r13", "r12", "r14")}
    assert few.saved == {"gpr": ("r5", "r13", "r12", "r14")}
    gpr = few.target.classes["gpr"]
    assert gpr.count == 16
    assert len(gpr.allocatable()) == 11
    assert not {5, 12, 13, 14} & gpr.callee_saved


def test_d5_fewer_registers_on_ptx(capsys: pytest.CaptureFixture[str]) -> None:
    code, stdout, err = _cli(capsys, "solve", str(ROOT / "instances" / "ptx" /
                                                  "vector_add.ptx"),
                             "--target", "nvidia-sm90", "--registers", "r=8",
                             "--objective", "spill", "--keep-order", "--time-limit", "20")
    assert code == 0, err
    assert "verifier: valid" in stdout
