"""Campaign reports: phase times, activation-table costs, OPTIMAL claims checked,
seeds kept apart, two runs compared, and the plots' layout (issue 46)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers import ROOT

from solver_alloc.campaign.measures import contradictions, solve_time
from solver_alloc.campaign.report import write_report
from solver_alloc.campaign.spec import CampaignError, expand, load_campaign
from solver_alloc.campaign.store import Store
from solver_alloc.campaign.worker import run_case

INSTANCES = ROOT / "instances"
NKI = INSTANCES / "nki" / "nki_library___apply_rms_normalization.json"

BASE: dict[str, Any] = {
    "instance": "g", "function": "", "target": "t", "registers": "",
    "objective": "spill", "outcome": "solved", "valid": True, "verified": True,
    "seconds": 1.0, "gap": None, "bound": None, "plan_space": "all", "seed": 0}


def _run(tmp_path: Path, instance: Path, body: str) -> list[dict[str, Any]]:
    (tmp_path / instance.name).write_bytes(instance.read_bytes())
    path = tmp_path / "c.toml"
    path.write_text(f'name = "t"\ntime_limit = 20\n[[suite]]\ninstances = '
                    f'["{instance.name}"]\n{body}')
    campaign = load_campaign(path)
    return [run_case(c, campaign.root).to_json() for c in expand(campaign)[0]]


def test_a_case_records_load_solve_and_verify_times_apart(tmp_path: Path) -> None:
    (row,) = _run(tmp_path, INSTANCES / "dimacs" / "mulsol.i.1.col",
                  'targets = ["x86-64"]\nregisters = ["gpr=8"]\nobjectives = ["spill"]\n'
                  'backends = ["dsatur"]\n')
    assert row["verified"]
    assert row["valid"]
    phases = [row["load_seconds"], row["solve_seconds"], row["verify_seconds"]]
    assert all(t is not None and t >= 0 for t in phases)
    assert sum(phases) <= row["seconds"] + 1e-6
    assert solve_time(row) == row["solve_seconds"]


def test_an_older_results_file_has_no_phase_times_and_reports_its_whole_time(
        tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    with sqlite3.connect(db) as c:
        c.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT)")
        c.execute("INSERT INTO meta VALUES ('schema', '1')")
        c.execute("CREATE TABLE cases (key TEXT PRIMARY KEY, instance TEXT, "
                  "seconds REAL, finished_at TEXT)")
        c.execute("INSERT INTO cases (key, instance, seconds) VALUES ('k', 'g', 2.5)")
    with Store(db) as s:
        (row,) = s.rows()
    assert (row["load_seconds"], row["solve_seconds"], row["verify_seconds"],
            row["table_cost"]) == (None, None, None, None)
    assert solve_time(row) == 2.5


def test_table_loads_are_their_own_column_and_twice_the_optimum_is_not_optimal(
        tmp_path: Path) -> None:
    rows = _run(tmp_path, NKI, 'targets = ["trn2"]\nobjectives = ["registers"]\n'
                'backends = ["auto", "linear-scan"]\n')
    by = {r["backend"]: r for r in rows}
    assert by["auto"]["cost"] == by["linear-scan"]["cost"] == 0
    assert (by["auto"]["table_cost"], by["linear-scan"]["table_cost"]) == (1540, 3080)
    assert by["auto"]["table_loads"] >= 1
    write_report(rows, tmp_path / "rep")
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "| linear-scan | heuristic | 1 | 0 | 1 | 0 | 0 | 0 | 0 | 0/1 (0%) | 50.00%" \
        in text
    assert "| auto | auto | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 1/1 (100%)" in text


def test_an_optimal_claim_beaten_on_the_same_case_and_seed_is_flagged(
        tmp_path: Path) -> None:
    rows = [
        {**BASE, "key": "a", "backend": "cpsat", "status": "OPTIMAL", "cost": 20.0},
        {**BASE, "key": "b", "backend": "dsatur", "status": "FEASIBLE", "cost": 10.0},
        # another seed, a wider plan space, a rejected plan: no contradiction
        {**BASE, "key": "c", "backend": "cpsat", "status": "OPTIMAL", "cost": 20.0,
         "seed": 1},
        {**BASE, "key": "d", "backend": "cpsat", "status": "OPTIMAL", "cost": 30.0,
         "plan_space": "spill-everywhere", "seed": 2},
        {**BASE, "key": "e", "backend": "dsatur", "status": "FEASIBLE", "cost": 25.0,
         "seed": 2},
        {**BASE, "key": "f", "backend": "dsatur", "status": "FEASIBLE", "cost": 5.0,
         "seed": 1, "valid": False},
        # tables outside a registers objective's cost count too
        {**BASE, "key": "g", "backend": "auto", "status": "OPTIMAL", "cost": 0.0,
         "objective": "registers", "table_cost": 3080.0},
        {**BASE, "key": "h", "backend": "linear-scan", "status": "FEASIBLE",
         "cost": 0.0, "objective": "registers", "table_cost": 1540.0},
    ]
    found = contradictions(rows)
    assert sorted((c.claim["key"], c.better["key"]) for c in found) == [("a", "b"),
                                                                         ("g", "h")]
    write_report(rows, tmp_path / "rep")
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "2 OPTIMAL claim(s) are beaten" in text
    assert "| cpsat: 20 + tables 0 | dsatur: 10 + tables 0 |" in text


def _stored(db: Path, rows: list[dict[str, Any]]) -> None:
    from solver_alloc.campaign.worker import Row
    with Store(db) as s:
        for r in rows:
            s.add(Row(**{"function": "", "target": "x86-64", "registers": "gpr=8",
                         "objective": "spill", "time_limit": 10.0, "seed": 0,
                         "workers": 1, "outcome": "solved", "verified": True,
                         "valid": True, "plan_space": "all", **r}))


def test_two_runs_are_compared_case_by_case(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from solver_alloc.campaign.compare import Verdict, pairs
    from solver_alloc.cli import main
    a, b = tmp_path / "a.sqlite", tmp_path / "b.sqlite"
    common = {"instance": "g.col", "status": "FEASIBLE"}
    _stored(a, [
        {**common, "key": "1", "backend": "dsatur", "cost": 10.0, "solve_seconds": 1.0},
        {**common, "key": "2", "backend": "dsatur", "cost": 10.0, "solve_seconds": 1.0},
        {**common, "key": "3", "backend": "auto", "cost": 7.0, "solve_seconds": 2.0},
        {**common, "key": "4", "backend": "auto", "outcome": "timeout",
         "verified": False, "valid": None, "status": None},
        {**common, "key": "only-a", "backend": "auto", "cost": 1.0}])
    _stored(b, [
        {**common, "key": "1", "backend": "dsatur", "cost": 8.0, "solve_seconds": 4.0},
        {**common, "key": "2", "backend": "dsatur", "cost": 12.0, "solve_seconds": 1.0},
        {**common, "key": "3", "backend": "auto", "cost": 7.0, "solve_seconds": 0.5},
        {**common, "key": "4", "backend": "auto", "cost": 9.0, "solve_seconds": 3.0}])
    with Store(a) as sa, Store(b) as sb:
        ps, only_a, only_b = pairs(list(sa.rows()), list(sb.rows()))
    assert [p.verdict for p in ps] == [Verdict.WIN, Verdict.LOSS, Verdict.TIE,
                                       Verdict.WIN]
    assert (only_a, only_b) == (1, 0)
    assert main(["campaign", "report", str(a), str(b), "-o", str(tmp_path / "c")]) == 0
    text = (tmp_path / "c" / "compare.md").read_text()
    # ratios 4, 1, 0.25 (case 4 timed out in A: no ratio): median 1, geomean 1
    assert "| all | 4 | 2 | 1 | 1 | 1 | 1 |" in text
    assert "| dsatur | 2 | 1 | 1 | 0 | 2.5 | 2 |" in text
    assert (tmp_path / "c" / "compare_time.png").stat().st_size > 0
    assert main(["campaign", "report", str(a), str(b), str(a), "-o",
                 str(tmp_path / "d")]) == 2
    assert "one results file, or two" in capsys.readouterr().err


def test_seeds_expand_per_case_and_a_suite_may_set_its_own(tmp_path: Path) -> None:
    (tmp_path / "g.col").write_text("p edge 3 2\ne 1 2\ne 2 3\n")
    path = tmp_path / "c.toml"
    path.write_text('seeds = [0, 1, 2]\n[[suite]]\ninstances = ["g.col"]\ntargets = '
                    '["x86-64"]\nobjectives = ["spill"]\nbackends = ["auto", "dsatur"]\n'
                    '[[suite]]\nseed = 7\ninstances = ["g.col"]\ntargets = ["x86-64"]\n'
                    'objectives = ["spill"]\nbackends = ["chaitin-briggs"]\n')
    cases, _ = expand(load_campaign(path))
    assert sorted((c.backend, c.settings.seed) for c in cases) == [
        ("auto", 0), ("auto", 1), ("auto", 2), ("chaitin-briggs", 7),
        ("dsatur", 0), ("dsatur", 1), ("dsatur", 2)]
    assert len({c.key for c in cases}) == 7
    path.write_text('seeds = [0, "x"]\n[[suite]]\ninstances = ["g.col"]\n'
                    'targets = ["x86-64"]\n')
    with pytest.raises(CampaignError, match="field 'seeds': expected a non-empty list"):
        load_campaign(path)


def test_seeds_are_a_spread_per_problem_never_pooled_as_cases(tmp_path: Path) -> None:
    rows = [{**BASE, "key": f"o{s}", "backend": "cpsat", "status": "OPTIMAL",
             "cost": 10.0, "seed": s, "solve_seconds": 1.0 + s} for s in range(3)]
    rows += [{**BASE, "key": f"h{s}", "backend": "dsatur", "status": "FEASIBLE",
              "cost": c, "seed": s, "solve_seconds": 0.1} for s, c in enumerate(
                  (10.0, 12.0, 20.0))]
    write_report(rows, tmp_path / "rep")
    text = (tmp_path / "rep" / "report.md").read_text()
    assert "## Spread over seeds" in text
    assert "| g  | t | – | spill | dsatur | 3 | 3 FEASIBLE | 10 / 12 / 20 | 0 | 0.1 |" \
        in text
    assert "| cpsat | 3 | 3 OPTIMAL | 10 | 0 | 1 / 2 / 3 |" in text
    # one problem, run thrice: optimal on one seed of three is not optimal
    assert "| dsatur | heuristic | 3 | 0 | 3 | 0 | 0 | 0 | 0 | 0/1 (0%) | 16.67% | " \
        "50.00% |" in text


def test_plots_split_by_target_and_registers_with_one_legend_of_series_with_points(
        ) -> None:
    from solver_alloc.campaign import plots
    from solver_alloc.campaign.measures import references
    rows = [{**BASE, "key": f"{t}{r}{b}", "target": t, "registers": r, "backend": b,
             "status": "OPTIMAL" if b == "cpsat" else "FEASIBLE", "cost": 10.0,
             "valid": b != "linear-scan"}
            for t in ("x86-64", "trn2") for r in ("gpr=8", "gpr=16")
            for b in ("cpsat", "dsatur", "linear-scan")
            if not (t == "trn2" and r == "gpr=16")]
    groups = plots.facets(rows)
    assert list(groups) == ["trn2 gpr=8", "x86-64 gpr=8", "x86-64 gpr=16"]
    assert list(plots.facets([rows[0]])) == [""]
    fig = plots._figure(groups, plots._gap_panel(references(rows)), "t",
                        plots.styles(rows))
    assert len(fig.axes) == 3
    (legend,) = fig.legends
    # linear-scan's plans were all rejected: no points, so not in the legend
    assert [t.get_text() for t in legend.get_texts()] == ["cpsat", "dsatur"]
    assert legend.get_bbox_to_anchor().x0 >= fig.bbox.x1 - 1
    assert all(ax.get_legend() is None for ax in fig.axes)


def test_time_axes_span_whole_decades_with_plain_second_ticks() -> None:
    from matplotlib.figure import Figure

    from solver_alloc.campaign.plots import time_axis
    ax = Figure().add_subplot()
    ax.plot([0.31, 0.58], [1, 2])
    ax.set_xscale("log")
    time_axis(ax.xaxis)
    assert ax.get_xlim() == pytest.approx((0.1, 1.0))
    ticks = [ax.xaxis.get_major_formatter()(x, 0) for x in ax.get_xticks()
             if 0.1 <= x <= 1.0]
    assert ticks == ["100 ms", "200 ms", "500 ms", "1 s"]


def test_anytime_progress_is_recorded_and_plotted(tmp_path: Path) -> None:
    import json

    from make_random_spill import random_spill_kernel

    from solver_alloc import allocate, load_target, verify
    from solver_alloc.campaign.plots import anytime
    from solver_alloc.campaign.worker import _tables_and_progress
    from solver_alloc.solving import SolveOptions
    k, t = random_spill_kernel(300, seed=3), load_target("trn2")
    alloc = allocate(k, t, objective="spill", options=SolveOptions(anytime_segments=-1))
    assert verify(k, t, alloc).valid
    assert verify(k, t, alloc).valid
    progress = _tables_and_progress(alloc)["progress"]
    assert json.loads(progress)
    row = {**BASE, "key": "a", "backend": "auto", "status": "FEASIBLE",
           "cost": alloc.objective, "progress": progress}
    curve = anytime(row)
    assert curve
    assert all(0 <= g <= 1 for _, g in curve)
    assert [s for s, _ in curve] == sorted(s for s, _ in curve)
    written = write_report([row], tmp_path / "rep")
    assert (tmp_path / "rep" / "anytime.png") in written


def test_a_file_older_than_table_costs_is_compared_on_cost_alone() -> None:
    from solver_alloc.campaign.compare import Pair, Verdict
    old = {**BASE, "key": "k", "backend": "auto", "status": "OPTIMAL", "cost": 0.0,
           "objective": "registers"}
    new = {**old, "table_cost": 1540.0}
    assert Pair(old, new).verdict is Verdict.TIE
    assert Pair({**old, "table_cost": 3080.0}, new).verdict is Verdict.WIN
    assert Pair(new, {**old, "table_cost": 3080.0}).verdict is Verdict.LOSS
