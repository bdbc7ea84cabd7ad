"""The command line: exit codes, one-line errors, files written atomically."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import DATA, ROOT

from solver_alloc.cli import main

SEED = str(ROOT / "instances" / "seed000_gather.json")


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_solve_seed_is_optimal_and_verified(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    out_file = tmp_path / "a.json"
    code, out, _ = run(["solve", SEED, "--target", "trn2", "-o", str(out_file)], capsys)
    assert code == 0
    assert "OPTIMAL" in out
    assert "MaxLive = 1" in out
    assert "verifier: valid" in out
    assert json.loads(out_file.read_text())["status"] == "OPTIMAL"
    code, out, _ = run(["verify", SEED, str(out_file), "--target", "trn2"], capsys)
    assert (code, out.split(":")[0]) == (0, "valid")


def test_verify_reports_invalid_with_exit_1(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    k = tmp_path / "k.json"
    k.write_text(json.dumps({"name": "k", "instrs": [
        {"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
        {"op": "c", "uses": ["x", "y"]}]}))
    a = tmp_path / "a.json"
    a.write_text(json.dumps({"kernel": "k", "assignment": {"x": "r0", "y": "r0"}}))
    code, out, _ = run(["verify", str(k), str(a), "--target", "x86-64"], capsys)
    assert code == 1
    assert "INVALID: 1 violations" in out
    code, out, _ = run(["verify", str(k), str(a), "--target", "x86-64", "--json"], capsys)
    assert json.loads(out)["valid"] is False


def test_infeasible_exits_1_with_reason(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["solve", str(DATA / "needs_three.json"), "--target", "x86-64",
                        "--registers", "gpr=3"], capsys)  # r0-r2: rsp (r4) is cut off
    assert code == 0
    assert "verifier: valid" in out
    code, out, _ = run(["solve", str(DATA / "needs_three.json"), "--target", "x86-64",
                        "--registers", "gpr=2"], capsys)
    assert code == 1
    assert "INFEASIBLE" in out
    assert "needs 3 registers at instruction 2" in out


@pytest.mark.parametrize("argv", [
    ["solve", "missing.json", "--target", "trn2"],
    ["solve", SEED, "--target", "trn9"],
    ["solve", str(DATA / "malformed" / "cyclic_after.json"), "--target", "trn2"],
    ["solve", SEED, "--target", "trn2", "--registers", "seq_pool"],
    ["solve", SEED, "--target", "trn2", "--registers", "seq_pool=0"],
    ["solve", SEED],
    ["frobnicate"],
])
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str],
                                         argv: list[str]) -> None:
    try:
        code = main(argv)
    except SystemExit as e:  # argparse usage errors
        code = e.code
    _, err = capsys.readouterr()
    assert code == 2
    assert err.count("\n") == 1
    assert "Traceback" not in err


def test_info_and_targets(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["info", SEED, "--target", "trn2"], capsys)
    assert code == 0
    assert "class seq_pool: 16384 values, MaxLive 1 of 62" in out
    code, out, _ = run(["info", str(ROOT / "instances" / "dimacs" / "mulsol.i.1.col"),
                        "--target", "x86-64"], capsys)
    assert "197 vertices, 3925 edges" in out
    code, out, _ = run(["targets"], capsys)
    assert code == 0
    assert len(out.splitlines()) == 6


def test_module_entry_point_no_traceback() -> None:
    r = subprocess.run([sys.executable, "-m", "solver_alloc", "solve", "nope.json",
                        "--target", "trn2"], capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.startswith("solver-alloc: error: nope.json: no such file")


@pytest.mark.parametrize(("args", "message"), [
    (["--objective", "spill", "--backend", "belady"], "needs a kernel with instructions"),
    (["--backend", "belady"], "does not solve objective 'registers'"),
    (["--backend", "linear-scan"], "needs a kernel with instructions"),
])
def test_unsupported_backend_combinations_are_refused_before_any_work(
        capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    """A baseline never quietly becomes the exact solver: exit 2, one line."""
    graph = str(ROOT / "instances" / "dimacs" / "mulsol.i.2.col")
    assert main(["solve", graph, "--target", "x86-64", *args]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("args", [
    ["--time-limit", "-1"], ["--time-limit", "nan"], ["--time-limit", "0"],
    ["--time-limit", "inf"], ["--workers", "-1"], ["--workers", "0"],
    ["--seed", "99999999999999999999"], ["--deterministic-time", "0"],
])
def test_impossible_limits_are_usage_errors(capsys: pytest.CaptureFixture[str],
                                            args: list[str]) -> None:
    kernel = str(ROOT / "instances" / "seed000_gather.json")
    with pytest.raises(SystemExit) as e:
        main(["solve", kernel, "--target", "trn2", *args])
    assert e.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
