"""Campaign throughput: the same cases at 1 and 2 local worker processes, side by
side in one run, as cases per minute and the speedup ratio. Writes
``campaign.md`` (see ``bench_results``).

The cases: the 14 DIMACS register-allocation graphs at K = 8 and 16 (maximum
K-colourable subgraph), exact (``auto``) and DSatur, 2 deterministic seconds per
CP-SAT call (the 120 s wall limit never binds, so both runs do the same work),
seed 0, one CP-SAT worker per case: 56 cases, each in its own worker process,
every allocation verified.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from bench_results import results_dir

from solver_alloc.campaign.runner import run_cases
from solver_alloc.campaign.spec import expand, load_campaign
from solver_alloc.campaign.store import Store

ROOT = Path(__file__).resolve().parent.parent
CAMPAIGN = """
name = "speedup"
time_limit = 120
deterministic_time = 2
seed = 0
workers = 1
[[suite]]
instances = ["{root}/instances/dimacs/*.col"]
targets = ["x86-64"]
registers = ["gpr=8,16"]
objectives = ["spill"]
backends = ["auto", "dsatur"]
"""
RESULTS: dict[int, tuple[int, float, int]] = {}


@pytest.mark.parametrize("jobs", [1, 2])
def test_campaign_throughput(jobs: int, tmp_path: Path, benchmark: Any) -> None:
    path = tmp_path / "speedup.toml"
    path.write_text(CAMPAIGN.format(root=ROOT))
    campaign = load_campaign(path)
    cases, _ = expand(campaign)

    def run() -> float:
        db = tmp_path / f"r{time.monotonic_ns()}.sqlite"
        with Store(db) as store:
            s = run_cases(cases, store, campaign.root, jobs=jobs, progress=False)
            assert s.done == len(cases)
            assert s.failed == 0
        return s.seconds

    seconds = benchmark.pedantic(run, rounds=1, iterations=1)
    RESULTS[jobs] = (len(cases), seconds, jobs)
    if len(RESULTS) == 2:
        _write()


def _write() -> None:
    (n1, s1, _), (n2, s2, _) = RESULTS[1], RESULTS[2]
    lines = ["# Campaign throughput (bench/test_campaign.py)", "",
             "The same 56 cases (DIMACS graphs, K = 8 and 16, `auto` and `dsatur`, "
             "2 deterministic seconds per CP-SAT call, so both runs do the same work; seed 0) "
             "on local worker processes; 2 shared cores.", "",
             "| jobs | cases | seconds | cases per minute |", "|---|---|---|---|",
             f"| 1 | {n1} | {s1:.1f} | {60 * n1 / s1:.1f} |",
             f"| 2 | {n2} | {s2:.1f} | {60 * n2 / s2:.1f} |", "",
             f"Speedup 2 jobs / 1 job: **{s1 / s2:.2f}x**.", ""]
    (results_dir() / "campaign.md").write_text("\n".join(lines))
