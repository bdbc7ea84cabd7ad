"""``solver-alloc audit kernel.ptx``: locating ptxas, running it, and the
command end to end, first with stand-in tools (shell scripts that replay a
committed ptxas run from ``tests/data/sass``), then with the real ptxas when it
is installed (skipped otherwise, saying how to install it)."""

from __future__ import annotations

import json
import stat
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import ROOT

from solver_alloc import load_target
from solver_alloc.cli import main
from solver_alloc.frontends import ptxas_run
from solver_alloc.frontends.ptx_audit import PtxAuditRow
from solver_alloc.frontends.ptxas_run import ENV, PtxasError, locate_tools

DATA = ROOT / "tests" / "data" / "sass"
PTX = ROOT / "instances" / "ptx"
SM90 = load_target("nvidia-sm90")
FATAL = ("ptxas fatal   : (C7602) Insufficient registers (120) to compile instruction "
         "at line 1423 in function matmul. Try to compile with register target of 154 "
         "or higher.")


def _script(path: Path, body: str) -> Path:
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return path


def fake_tools(tmp_path: Path, stem: str, fail: bool = False, warn: str = "") -> Path:
    """A ptxas that copies its input to ``seen.ptx``, records its arguments and
    replays ``stem.log`` (or fails with :data:`FATAL`), and an nvdisasm that
    prints ``stem.sass``."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    replay = f'echo "{FATAL}" >&2; exit 1' if fail else \
        f'echo "{warn}" >&2; cat "{DATA / (stem + ".log")}" >&2; : > "$out"'
    ptxas = _script(bin_dir / "ptxas", f"""echo "$@" > "{tmp_path}/args"
out=""; prev=""
for a in "$@"; do
  [ "$prev" = "-o" ] && out="$a"
  case "$a" in *.ptx) cp "$a" "{tmp_path}/seen.ptx";; esac
  prev="$a"
done
{replay}
""")
    _script(bin_dir / "nvdisasm", f'cat "{DATA / (stem + ".sass")}"\n')
    return ptxas


def audit(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["audit", *args, "--target", "nvidia-sm90", "--time-limit", "20"])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_row_sum_against_replayed_ptxas(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, str(fake_tools(tmp_path, "row_sum.r24")))
    code, out, _ = audit(capsys, str(PTX / "row_sum.ptx"), "--registers", "r=24", "--json")
    assert code == 0
    (row,) = json.loads(out)
    assert row["function"] == "row_sum"
    assert (row["ptxas_registers"], row["ptxas_spills"], row["ptxas_spills_in_loops"],
            row["ptxas_cost"]) == (24, 2, 1, 380)
    assert (row["status"], row["cost"], row["bound"]) == ("OPTIMAL", 0, 0)
    assert row["gap"] == 1.0
    assert row["bound_exceeds_ptxas"] is False
    assert row["fallback"] is False
    args = (tmp_path / "args").read_text().split()
    assert "-arch=sm_90a" in args
    assert args[args.index("-maxrregcount") + 1] == "24"
    assert ".reqntid" in (PTX / "row_sum.ptx").read_text()
    assert ".reqntid" not in (tmp_path / "seen.ptx").read_text()


def test_vector_add_warns_when_our_bound_is_above(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, str(fake_tools(tmp_path, "vector_add.r24")))
    args = (str(PTX / "vector_add.ptx"), "--registers", "r=24")
    code, out, _ = audit(capsys, *args, "--json")
    (row,) = json.loads(out)
    assert code == 0
    assert row["ptxas_cost"] == 30 + 35 + 2 * 5
    assert row["bound_stores_loads"] <= row["bound"]
    assert row["bound_exceeds_ptxas"] is (row["bound_stores_loads"] > 75)
    code, text, _ = audit(capsys, *args)
    assert code == 0  # the warning does not change the exit code
    warned = [ln.strip() for ln in text.splitlines() if "WARNING" in ln]
    assert warned == ([f"WARNING: our lower bound {row['bound_stores_loads']:g} exceeds "
                       "ptxas's cost 75: "
                       "ptxas does something our model does not (defect of the model, "
                       "not a win)"] if row["bound_exceeds_ptxas"] else [])
    assert text.splitlines()[0].startswith(
        "vector_add: ptxas at -maxrregcount 24: 24 registers, 2 spill instructions "
        "(1 store 4 B, 1 load 4 B; 0 in loops), 2 P2R; cost 75 in our model")


def test_warning_line() -> None:
    row = PtxAuditRow("k", 24, ptxas_registers=24, ptxas_cost=75.0, status="OPTIMAL",
                      cost=680.0, bound=680.0, seconds=0.1)
    assert row.bound_exceeds_ptxas
    assert row.lines()[1:] == [
        "  ours OPTIMAL 680 (bound 680), 0.1 s; ours is 605 above ptxas's",
        "  WARNING: our lower bound 680 exceeds ptxas's cost 75: ptxas does something "
        "our model does not (defect of the model, not a win)"]
    assert not PtxAuditRow("k", 24, ptxas_cost=75.0, bound=75.0).bound_exceeds_ptxas
    assert PtxAuditRow("k", 24, ptxas_cost=0.0, cost=5.0).gap is None
    same = PtxAuditRow("k", 24, ptxas_registers=24, ptxas_cost=0.0, status="OPTIMAL",
                       cost=0.0, bound=0.0, seconds=0.0)
    assert same.gap == 0.0
    assert same.lines()[1] == "  ours OPTIMAL 0 (bound 0), 0.0 s; the same cost"
    assert PtxAuditRow("k", 24, ptxas_cost=380.0, cost=95.0).gap == 0.75
    # ptxas's figure leaves out its remats: the bound with remats free is compared
    remats = PtxAuditRow("k", 24, ptxas_registers=24, ptxas_cost=75.0, status="FEASIBLE",
                         cost=700.0, bound=680.0, bound_stores_loads=60.0, seconds=0.1)
    assert not remats.bound_exceeds_ptxas
    assert remats.lines()[1:] == [
        "  ours FEASIBLE 700 (bound 680, stores and loads alone 60), 0.1 s; ours is 625 "
        "above ptxas's"]
    above = replace(remats, bound_stores_loads=80.0)
    assert above.bound_exceeds_ptxas
    assert above.lines()[-1].startswith("  WARNING: our lower bound 80 exceeds ptxas's cost 75")
    # ptxas's wide spills priced per register: the warning names both figures
    wide = replace(above, ptxas_cost_per_register=150.0)
    assert wide.bound_exceeds_ptxas
    assert not wide.bound_exceeds_per_register
    assert "(not its 150 with each register of a wide spill a value)" in wide.lines()[-1]
    assert "75 (150 with each register of a wide spill a value) in our model" in \
        wide.lines()[0]
    over = replace(above, ptxas_cost_per_register=78.0)
    assert over.bound_exceeds_per_register
    assert ", and its 78 with each register of a wide spill a value:" in over.lines()[-1]


def test_keep_order_audits_the_ptx_order(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """By default our side is reordered (its bound over every order, and on
    stores and loads alone); ``--keep-order`` solves the PTX's order, whose
    bound is that order's; it is refused for LLVM's audit."""
    monkeypatch.setenv(ENV, str(fake_tools(tmp_path, "vector_add.r24")))
    args = (str(PTX / "vector_add.ptx"), "--registers", "r=24", "--json")
    _, out, _ = audit(capsys, *args)
    (free,) = json.loads(out)
    _, out, _ = audit(capsys, *args, "--keep-order")
    (kept,) = json.loads(out)
    assert free["bound_stores_loads"] is not None
    assert kept["bound_stores_loads"] is None
    assert (kept["status"], kept["cost"], kept["bound"]) == ("OPTIMAL", 810, 810)
    assert free["cost"] <= kept["cost"]
    assert free["bound"] <= kept["bound"]
    code, _, err = audit(capsys, str(tmp_path / "f.mir"), str(tmp_path / "g.mir"),
                         "--keep-order")
    assert code == 2
    assert "--keep-order is for a .ptx audit" in err


def test_ptxas_warnings_are_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    warn = ("ptxas warning : For profile sm_90a adjusting per thread register count of "
            "16 to lower bound of 24")
    monkeypatch.setenv(ENV, str(fake_tools(tmp_path, "row_sum.r24", warn=warn)))
    code, out, _ = audit(capsys, str(PTX / "row_sum.ptx"), "--registers", "r=16")
    assert code == 0
    assert out.splitlines()[1] == ("  ptxas warning: For profile sm_90a adjusting per "
                                   "thread register count of 16 to lower bound of 24")


def test_ptxas_error_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, str(fake_tools(tmp_path, "row_sum.r24", fail=True)))
    code, out, err = audit(capsys, str(PTX / "row_sum.ptx"), "--registers", "r=24")
    assert code == 1
    assert out.splitlines()[0] == ("row_sum: ptxas fails at -maxrregcount 24: (C7602) "
                                   "Insufficient registers (120) to compile instruction "
                                   "at line 1423 in function matmul. Try to compile with "
                                   "register target of 154 or higher.")
    assert err.startswith("solver-alloc: ptxas: (C7602) Insufficient registers")
    # our plan where ptxas has too few registers: the model misses what the machine needs
    assert out.splitlines()[2].startswith("  WARNING: ptxas has too few registers at this "
                                          "cap, where our model has a plan")


def test_usage_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = audit(capsys, str(tmp_path / "f.mir"))
    assert code == 2
    assert "LLVM's audit needs the post-RA twin" in err
    code, _, err = audit(capsys, str(tmp_path / "nope.ptx"))
    assert (code, err) == (2, f"solver-alloc: error: {tmp_path / 'nope.ptx'}: no such file\n")
    code, _, err = audit(capsys, str(PTX / "row_sum.ptx"), str(tmp_path / "x.mir"))
    assert code == 2
    assert "a .ptx file is audited alone" in err
    (tmp_path / "not.ptx").write_text("hello\n")
    code, _, err = audit(capsys, str(tmp_path / "not.ptx"))
    assert code == 2
    assert err.count("\n") == 1


def test_locate_tools(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(PtxasError, match="is not a file"):
        locate_tools({ENV: str(tmp_path / "ptxas")})
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr(ptxas_run.importlib.util, "find_spec", lambda _: None)
    with pytest.raises(PtxasError, match=r"ptxas not found: `pip install triton`"):
        locate_tools({})
    alone = _script(tmp_path / "ptxas", "exit 0\n")
    with pytest.raises(PtxasError, match=r"nvdisasm not found .*pip install triton"):
        locate_tools({ENV: str(alone)})
    on_path = locate_tools({}) if (tmp_path / "nvdisasm").exists() else None
    assert on_path is None
    _script(tmp_path / "nvdisasm", "exit 0\n")
    found = locate_tools({})
    assert (found.ptxas, found.nvdisasm) == (alone, tmp_path / "nvdisasm")


def test_real_ptxas_row_sum(capsys: pytest.CaptureFixture[str]) -> None:
    try:
        locate_tools()
    except PtxasError as e:
        pytest.skip(str(e))  # names `pip install triton`
    code, out, _ = audit(capsys, str(PTX / "row_sum.ptx"), "--registers", "r=24", "--json")
    (row,) = json.loads(out)
    assert code == 0
    # ptxas -v for this cap is recorded in instances/ptx/ptxas.json: 4/4 bytes
    assert row["ptxas_detail"]["spill_store_bytes"] == 4
    assert row["ptxas_detail"]["spill_load_bytes"] == 4
    assert (row["ptxas_registers"], row["ptxas_spills"], row["ptxas_cost"]) == (24, 2, 380)
    assert row["bound_exceeds_ptxas"] is False


def test_remat_cost_is_the_plans_remats_at_their_blocks_frequency() -> None:
    """``remats`` in a row: each remat at its value's cost times its block's
    frequency (a loop of frequency 10 here), the rest of the cost being
    stores and loads."""
    from helpers import crowded_loop, spill_checked, toy_target

    from solver_alloc.analysis.problem import Problem
    from solver_alloc.frontends.ptx_audit import remat_cost

    k = crowded_loop({"x": {"remat_cost": 2}})
    t = toy_target(count=3, widths=(1,))
    a = spill_checked(k, t)
    assert a.objective == 20  # x rematerialised in the loop, before g
    assert remat_cost(Problem.from_kernel(k, t), a) == 20
    row = PtxAuditRow("k", 24, ptxas_registers=24, ptxas_cost=0.0, status="OPTIMAL",
                      cost=20.0, remats=20.0, bound=20.0, seconds=0.1)
    assert row.lines()[1] == "  ours OPTIMAL 20 (remats 20, bound 20), 0.1 s; ours is 20 " \
                             "above ptxas's"


def test_a_fallback_row_says_why() -> None:
    """The class whose plan is the spill-everywhere fallback, and what its
    split plan lacked, from the certificate; none without a fallback."""
    from solver_alloc.frontends.ptx_audit import fallback_why
    from solver_alloc.result import Header, Status

    cert = ("p: split model, CP-SAT: 2 stores, 2 loads, 0 remats; bound 20; r: split "
            "model, CP-SAT: the plan's pieces found no registers (CP-SAT colouring; "
            "linear scan needs 3 registers more; left out: %r1); spill-everywhere "
            "instead: greedy spiller, 7 values spilled")
    alloc = Header("k", "nvidia-sm90", "spill").allocation(
        Status.FEASIBLE, certificate=cert, registers_used={"p": 2, "r": 24})
    why = fallback_why(alloc)
    assert why == ("r: split model, CP-SAT: the plan's pieces found no registers (CP-SAT "
                   "colouring; linear scan needs 3 registers more; left out: %r1)")
    row = PtxAuditRow("k", 24, ptxas_registers=24, ptxas_cost=75.0, status="FEASIBLE",
                      cost=700.0, bound=680.0, fallback=True, fallback_why=why, seconds=0.1)
    assert f"spill-everywhere fallback ({why})" in row.lines()[1]
    plain = Header("k", "nvidia-sm90", "spill").allocation(
        Status.FEASIBLE, certificate="r: split model, CP-SAT: bound 0",
        registers_used={"r": 24})
    assert fallback_why(plain) is None
