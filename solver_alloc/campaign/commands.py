"""``solver-alloc campaign run | report``: the command line of campaigns.

The optional dependencies (tqdm, Dask, matplotlib) are imported only when a
command needs them; a missing one is a one-line error that names the extra to
install.
"""

from __future__ import annotations

import argparse
import importlib
import signal
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from solver_alloc.campaign.spec import expand, load_campaign
from solver_alloc.campaign.store import Store
from solver_alloc.cli_inputs import bounded_int
from solver_alloc.errors import SolverAllocError

__all__ = ["add_campaign_parser"]

EXTRA_MODULES = frozenset({"tqdm", "dask", "distributed", "matplotlib"})


class MissingExtraError(SolverAllocError):
    """An optional dependency of campaigns is not installed."""


def _optional(module: str) -> ModuleType:
    """Import ``module`` (ours), which needs the ``campaign`` extra."""
    try:
        return importlib.import_module(module)
    except ModuleNotFoundError as e:
        if (e.name or "").split(".")[0] not in EXTRA_MODULES:
            raise
        raise MissingExtraError(f"campaigns need the optional module {e.name!r}: pip "
                                "install 'solver-alloc[campaign]'") from None


def _cmd_run(args: argparse.Namespace) -> int:
    campaign = load_campaign(args.campaign)
    cases, skipped = expand(campaign)
    runner = _optional("solver_alloc.campaign.runner")
    if skipped:
        print(f"{len(skipped)} combination(s) left out (their backend cannot solve "
              f"them), e.g. {skipped[0]}", file=sys.stderr)
    before = signal.signal(signal.SIGTERM, _interrupt)  # `kill`: stop like Ctrl-C
    try:
        with Store(args.db) as store:
            s = runner.run_cases(cases, store, campaign.root, jobs=args.jobs,
                                 scheduler=args.scheduler)
    except KeyboardInterrupt:
        with Store(args.db) as store:
            n = len(store.keys())
        print(f"interrupted: {n} finished case(s) are in {args.db}; run again to "
              "resume", file=sys.stderr)
        return 130
    finally:
        signal.signal(signal.SIGTERM, before)
    print(f"campaign {campaign.name}: {s.total} cases, {s.already} already in "
          f"{args.db}, {s.done} run in {s.seconds:.1f} s, {s.failed} failed")
    return 1 if s.failed else 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def _cmd_report(args: argparse.Namespace) -> int:
    if len(args.db) > 2:
        raise SolverAllocError(f"campaign report takes one results file, or two to "
                               f"compare, not {len(args.db)}")
    for db in args.db:
        if not Path(db).is_file():
            raise SolverAllocError(f"{db}: no such file")
    runs = []
    for db in args.db:
        with Store(db) as store:
            runs.append(list(store.rows()))
    if len(runs) == 2:
        compare = _optional("solver_alloc.campaign.compare")
        written = compare.write_comparison(*runs, tuple(args.db), Path(args.output))
        print(f"comparison of {len(runs[0])} and {len(runs[1])} case(s) written to "
              f"{args.output}: {', '.join(p.name for p in written)}")
        return 0
    report = _optional("solver_alloc.campaign.report")
    written = report.write_report(runs[0], Path(args.output))
    print(f"report of {len(runs[0])} case(s) written to {args.output}: "
          f"{', '.join(p.name for p in written)}")
    return 0


def add_campaign_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """``campaign run`` and ``campaign report`` under ``sub``."""
    p = sub.add_parser("campaign", help="benchmark campaigns: run many cases into a "
                       "SQLite file (resumable), then report")
    csub = p.add_subparsers(dest="campaign_command", required=True,
                            parser_class=type(p))
    r = csub.add_parser("run", help="run a campaign file's cases not yet in --db")
    r.add_argument("campaign", help="campaign TOML file")
    r.add_argument("--db", required=True, help="SQLite results file (created)")
    r.add_argument("--jobs", type=bounded_int(1, 1024), default=None,
                   help="local worker processes (default: the number of cores)")
    r.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on a dask.distributed cluster, e.g. tcp://host:8786")
    r.set_defaults(func=_cmd_run)
    q = csub.add_parser("report", help="Markdown summary, PNG plots and a CSV of a "
                        "results file; of two, a case-by-case comparison (B against A)")
    q.add_argument("db", nargs="+", metavar="DB", help="SQLite results file; two "
                   "(A B) to compare")
    q.add_argument("-o", "--output", required=True, help="report folder (created)")
    q.set_defaults(func=_cmd_report)
