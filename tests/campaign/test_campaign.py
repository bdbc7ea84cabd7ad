"""Benchmark campaigns: files, isolated cases, SQLite rows, resume, executors."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import COL_SUITE, ROOT, campaign_rows

from solver_alloc.campaign import isolation, runner
from solver_alloc.campaign.report import gap, references, write_report
from solver_alloc.campaign.spec import CampaignError, expand, load_campaign
from solver_alloc.campaign.store import Store
from solver_alloc.cli import main

INSTANCES = ROOT / "instances"
SAME = ("key", "outcome", "status", "plan_space", "cost", "bound", "verified", "valid",
        "recomputed_cost", "registers_used", "error")
"""The columns two runs of the same cases must agree on (not time or memory)."""


def _campaign(tmp: Path, body: str, **files: str) -> Path:
    for name, source in files.items():
        shutil.copy(source, tmp / name)
    path = tmp / "c.toml"
    path.write_text(body)
    return path


SMALL = f"""
name = "small"
time_limit = 20
{COL_SUITE}[[suite]]
instances = ["*.json"]
targets = ["nvidia-sm90"]
objectives = ["registers"]
backends = ["auto", "linear-scan"]
"""


@pytest.fixture
def small(tmp_path: Path) -> Path:
    return _campaign(tmp_path, SMALL, **{
        "mulsol.col": str(INSTANCES / "dimacs" / "mulsol.i.1.col"),
        "barriers.json": str(INSTANCES / "seed002_barriers.json")})


def _rows(db: Path) -> list[tuple[object, ...]]:
    with Store(db) as s:
        return [tuple(r[c] for c in SAME) for r in s.rows()]


def test_cases_expand_as_the_cross_product_with_unsupported_ones_named(small: Path
                                                                       ) -> None:
    cases, skipped = expand(load_campaign(small))
    assert len(cases) == 2 * 3 + 2  # two register counts × three backends; 1 × 2
    assert {c.registers for c in cases if c.instance == "mulsol.col"} == {"gpr=8",
                                                                          "gpr=12"}
    assert len({c.key for c in cases}) == len(cases)
    assert skipped == []


def test_the_cheap_function_listings_agree_with_the_parsers() -> None:
    from solver_alloc.frontends import mir_parse, ptx_parse
    for path in sorted((INSTANCES / "ptx").glob("**/*.ptx")):
        assert ptx_parse.function_names(path.read_bytes()) == [
            f.name for f in ptx_parse.read_ptx(path)]
    for path in sorted((INSTANCES / "llvm").glob("xxhash.*.pre.mir")):
        assert mir_parse.function_names(path.read_bytes()) == [
            f.name for f in mir_parse.read_mir(path)]


def test_register_overrides_multiply_across_classes(tmp_path: Path) -> None:
    path = _campaign(tmp_path, '[[suite]]\ninstances = ["g.col", "g.col"]\n'
                     'targets = ["x86-64"]\nregisters = ["gpr=8,16;ymm=4", "", "gpr=8;ymm=4"]'
                     '\n', **{"g.col": str(INSTANCES / "dimacs" / "mulsol.i.1.col")})
    cases, _ = expand(load_campaign(path))
    assert [c.registers for c in cases] == ["gpr=8;ymm=4", "gpr=16;ymm=4", ""]


def test_deterministic_time_is_part_of_a_case_only_when_set(small: Path) -> None:
    plain, _ = expand(load_campaign(small))
    text = small.read_text().replace("time_limit = 20", "time_limit = 20\n"
                                     "deterministic_time = 2")
    small.write_text(text)
    timed, _ = expand(load_campaign(small))
    assert [c.settings.deterministic_time for c in timed] == [2.0] * len(timed)
    assert not {c.key for c in plain} & {c.key for c in timed}
    row = isolation.forked(timed[0], str(small.parent))
    assert (row.outcome, row.deterministic_time) == ("solved", 2.0)
    assert row.verified
    assert row.valid


def test_reorder_is_a_setting_and_a_problem_of_its_own(tmp_path: Path) -> None:
    path = _campaign(tmp_path, '[[suite]]\ninstances = ["k.ptx"]\ntargets = ["nvidia-sm90"]\n'
                     '[[suite]]\ninstances = ["k.ptx"]\ntargets = ["nvidia-sm90"]\n'
                     'reorder = true\n[[suite]]\ninstances = ["k.ptx"]\n'
                     'targets = ["nvidia-sm90"]\nreorder = false\n',
                     **{"k.ptx": str(INSTANCES / "ptx" / "cuda" / "saxpy.ptx")})
    given, moved = expand(load_campaign(path))[0]  # reorder = false is the default
    assert (given.settings.reorder, moved.settings.reorder) == (None, True)
    rows = [isolation.forked(c, str(tmp_path)) for c in (given, moved)]
    assert [r.reorder for r in rows] == [None, True]
    assert all(r.outcome == "solved" and r.valid for r in rows)
    refs = references([r.to_json() for r in rows])
    assert len(refs) == 2  # never compared with each other
    bad = tmp_path / "bad.toml"
    bad.write_text('reorder = 1\n[[suite]]\ninstances = ["k.ptx"]\n'
                   'targets = ["nvidia-sm90"]\n')
    with pytest.raises(CampaignError, match="'reorder': 1 is not true or false"):
        load_campaign(bad)


def test_an_older_results_file_gains_the_new_columns(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    with sqlite3.connect(db) as c:
        c.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT)")
        c.execute("INSERT INTO meta VALUES ('schema', '1')")
        c.execute("CREATE TABLE cases (key TEXT PRIMARY KEY, instance TEXT, "
                  "finished_at TEXT)")
        c.execute("INSERT INTO cases (key, instance) VALUES ('k', 'g.col')")
    with Store(db) as s:
        (row,) = s.rows()
    assert row["instance"] == "g.col"
    assert row["deterministic_time"] is None


def test_mir_files_expand_to_one_case_per_function(tmp_path: Path) -> None:
    from solver_alloc.frontends.mir_parse import read_mir
    mir = INSTANCES / "llvm" / "xxhash.x86-64.pre.mir"
    path = _campaign(tmp_path, '[[suite]]\ninstances = ["f.mir"]\ntargets = ["x86-64"]\n'
                     'objectives = ["spill"]\nbackends = ["auto", "linear-scan", "belady"]'
                     '\n', **{"f.mir": str(mir)})
    cases, _ = expand(load_campaign(path))
    names = [f.name for f in read_mir(mir)]
    assert sorted({c.function for c in cases}) == sorted(names)
    assert len(cases) == 3 * len(names)


@pytest.mark.parametrize(("body", "message"), [
    ("name = 1\n[[suite]]\ninstances=['*.col']\ntargets=['x86-64']", "field 'name'"),
    ("[[suite]]\ninstances=['*.col']\ntargets=['x86-64']\nbogus=1", "suite[0].bogus"),
    ("[[suite]]\ninstances=['*.col']\ntargets=['nope']", "unknown target 'nope'"),
    ("[[suite]]\ninstances=['*.col']\ntargets=['x86-64']\nbackends=['magic']",
     "unknown backend 'magic'"),
    ("[[suite]]\ninstances=['*.col']\ntargets=['x86-64']\nregisters=['gpr=x']",
     "suite[0].registers"),
    ("time_limit = -1\n[[suite]]\ninstances=['*.col']\ntargets=['x86-64']",
     "field 'time_limit'"),
    ("[[suite]]\ninstances=['none*.col']\ntargets=['x86-64']", "matches no file"),
    ("[[suite]]\ninstances='*.col'\ntargets=['x86-64']", "suite[0].instances"),
    ("name = 'x'", "at least one [[suite]]"),
    ("[[suite]\n", "not valid TOML"),
])
def test_bad_campaign_files_are_one_line_errors(tmp_path: Path, body: str, message: str,
                                                capsys: pytest.CaptureFixture[str]
                                                ) -> None:
    path = _campaign(tmp_path, body, **{"g.col": str(INSTANCES / "dimacs" /
                                                     "mulsol.i.1.col")})
    code = main(["campaign", "run", str(path), "--db", str(tmp_path / "r.sqlite")])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err
    assert str(path) in err or "c.toml" in err or "no file" in err
    assert err.count("\n") == 1


def test_a_missing_campaign_file_and_a_foreign_database_are_one_line_errors(
        tmp_path: Path, small: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["campaign", "run", str(tmp_path / "none.toml"), "--db",
                 str(tmp_path / "r.sqlite")]) == 2
    assert "no such file" in capsys.readouterr().err
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"not a database at all" * 100)
    assert main(["campaign", "run", str(small), "--db", str(junk), "--jobs", "1"]) == 2
    assert "not a campaign results database" in capsys.readouterr().err
    assert main(["campaign", "report", str(tmp_path / "none.sqlite"), "-o",
                 str(tmp_path / "rep")]) == 2


def test_local_run_verifies_every_allocation_and_resumes(small: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    db = tmp_path / "r.sqlite"
    assert main(["campaign", "run", str(small), "--db", str(db), "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert "8 cases, 0 already" in out
    with Store(db) as s:
        rows = list(s.rows())
    assert len(rows) == 8
    for r in rows:
        assert r["outcome"] == "solved", r
        if r["status"] in ("OPTIMAL", "FEASIBLE"):
            assert r["verified"], r
            assert r["valid"], r
            if r["objective"] == "spill":
                assert r["recomputed_cost"] == pytest.approx(r["cost"])
        assert r["peak_mb"] > 0
        assert r["versions"]
    assert main(["campaign", "run", str(small), "--db", str(db), "--jobs", "2"]) == 0
    assert "8 already" in capsys.readouterr().out
    assert len(_rows(db)) == 8


def test_killed_run_resumes_to_the_same_table(small: Path, tmp_path: Path) -> None:
    whole = tmp_path / "whole.sqlite"
    assert main(["campaign", "run", str(small), "--db", str(whole), "--jobs", "2"]) == 0
    db = tmp_path / "killed.sqlite"
    cmd = [sys.executable, "-m", "solver_alloc", "campaign", "run", str(small), "--db",
           str(db), "--jobs", "1"]
    proc = subprocess.Popen(cmd, start_new_session=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if campaign_rows(db) >= 2:
            break
        time.sleep(0.05)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    partial = campaign_rows(db)
    assert 1 <= partial < 8, "the kill must land mid-run"
    assert subprocess.run(cmd, capture_output=True).returncode == 0
    assert _rows(db) == _rows(whole)
    with sqlite3.connect(db) as c:
        assert c.execute("SELECT COUNT(*), COUNT(DISTINCT key) FROM cases").fetchone() \
            == (8, 8)


def _in_session(sid: int) -> list[int]:
    """Processes still alive in session ``sid`` (zombies excluded)."""
    alive = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] != "Z":
            alive.append(int(stat.parent.name))
    return alive


def test_terminated_run_stops_its_workers_and_keeps_its_rows(small: Path,
                                                             tmp_path: Path) -> None:
    db = tmp_path / "r.sqlite"
    proc = subprocess.Popen([sys.executable, "-m", "solver_alloc", "campaign", "run",
                             str(small), "--db", str(db), "--jobs", "1"],
                            start_new_session=True, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and campaign_rows(db) < 1:
        time.sleep(0.05)
    proc.terminate()  # the coordinator only, not its process group
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert "run again to resume" in err
    assert 1 <= campaign_rows(db) < 8
    time.sleep(0.5)
    assert _in_session(proc.pid) == []


def test_dask_cluster_gives_the_same_rows_as_local_processes(small: Path,
                                                              tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    local = tmp_path / "local.sqlite"
    assert main(["campaign", "run", str(small), "--db", str(local), "--jobs", "2"]) == 0
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        remote = tmp_path / "dask.sqlite"
        assert main(["campaign", "run", str(small), "--db", str(remote), "--scheduler",
                     cluster.scheduler_address]) == 0
    assert _rows(remote) == _rows(local)


def test_unreachable_scheduler_is_a_one_line_error(small: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]
                                                   ) -> None:
    pytest.importorskip("distributed")
    monkeypatch.setattr(runner, "CONNECT_TIMEOUT", 1.0)
    code = main(["campaign", "run", str(small), "--db", str(tmp_path / "r.sqlite"),
                 "--scheduler", "tcp://127.0.0.1:9"])
    err = capsys.readouterr().err
    assert code == 2
    assert "cannot connect" in err
    assert err.count("\n") == 1


@pytest.mark.parametrize("way", ["forked", "spawned"])
def test_memory_and_timeout_are_recorded_never_dropped(
        way: str, small: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run = getattr(isolation, way)
    campaign = load_campaign(small)
    case = next(c for c in expand(campaign)[0] if c.backend == "auto")
    root = str(campaign.root)
    fine = run(case, root)
    assert (fine.outcome, fine.verified, fine.valid) == ("solved", True, True)
    starved = run(replace(case, settings=replace(case.settings, memory_limit_mb=64)), root)
    assert starved.outcome in ("memory", "crashed"), starved
    assert starved.key != case.key  # a different limit is a different case
    monkeypatch.setattr(isolation, "GRACE_SECONDS", 0.001 - case.settings.time_limit)
    hung = run(case, root)
    assert (hung.outcome, hung.key) == ("timeout", case.key)


def test_a_worker_killed_by_a_signal_is_a_crashed_row(small: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch
                                                      ) -> None:
    campaign = load_campaign(small)
    case = expand(campaign)[0][0]
    fake = tmp_path / "python"
    fake.write_text("#!/bin/sh\nkill -SEGV $$\n")
    fake.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(fake))
    crashed = isolation.spawned(case, str(campaign.root))
    assert crashed.outcome == "crashed"
    assert "SIGSEGV" in (crashed.error or "")


def test_report_counts_a_heuristic_optimal_only_at_the_reference(tmp_path: Path) -> None:
    base = {"instance": "g", "function": "", "target": "t", "registers": "",
            "objective": "spill", "outcome": "solved", "valid": True, "verified": True,
            "seconds": 1.0, "gap": None, "bound": None}
    rows = [
        {**base, "key": "a", "backend": "cpsat", "status": "OPTIMAL", "cost": 10.0,
         "plan_space": "split", "bound": 10.0, "gap": 0.0},
        {**base, "key": "b", "backend": "cpsat", "status": "OPTIMAL", "cost": 12.0,
         "plan_space": "spill-everywhere", "bound": 12.0, "gap": 0.0},
        {**base, "key": "c", "backend": "dsatur", "status": "FEASIBLE", "cost": 12.0,
         "plan_space": "all", "bound": 0.0, "gap": 1.0},
        {**base, "key": "d", "backend": "linear-scan", "status": "FEASIBLE",
         "cost": 10.0, "plan_space": "all"},
        {**base, "key": "e", "backend": "dsatur", "status": "FEASIBLE", "cost": 5.0,
         "plan_space": "all", "valid": False, "instance": "h"},
    ]
    refs = references(rows)
    assert refs == {("g", "", "t", "", "spill"): (10.0, "split")}
    assert gap(rows[2], refs) == pytest.approx(2 / 12)
    assert gap(rows[3], refs) == 0.0
    assert gap(rows[4], refs) is None  # rejected by the verifier: no cost counts
    written = write_report(rows, tmp_path / "rep")
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "| linear-scan | heuristic | 1 | 0 | 1 | 0 | 0 | 0 | 0 | 1/1 (100%)" in text
    assert "| dsatur | heuristic | 2 | 0 | 2 | 0 | 0 | 0 | 1 | 0/1 (0%)" in text
    assert {p.name for p in written} >= {"report.md", "cases.csv", "gap_cdf.png",
                                         "time_to_proof_cdf.png", "status_per_target.png",
                                         "heuristic_vs_optimum.png"}
    assert all(p.stat().st_size > 0 for p in written)


def test_report_command_writes_the_summary_of_a_run(small: Path, tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    db = tmp_path / "r.sqlite"
    assert main(["campaign", "run", str(small), "--db", str(db), "--jobs", "2"]) == 0
    assert main(["campaign", "report", str(db), "-o", str(tmp_path / "rep")]) == 0
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "# Campaign report: 8 cases" in text
    assert (tmp_path / "rep" / "cases.csv").read_text().count("\n") == 9


def test_a_missing_extra_names_what_to_install(small: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from solver_alloc.campaign import commands

    def missing(name: str) -> None:
        raise ModuleNotFoundError("No module named 'tqdm'", name="tqdm")
    monkeypatch.setattr(commands.importlib, "import_module", missing)
    assert main(["campaign", "run", str(small), "--db", str(tmp_path / "r.sqlite")]) == 2
    assert "pip install 'solver-alloc[campaign]'" in capsys.readouterr().err
