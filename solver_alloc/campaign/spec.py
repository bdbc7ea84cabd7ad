"""Campaign files: what a benchmark campaign runs.

A campaign file (TOML) holds run-wide settings and one or more ``[[suite]]``
tables. Each suite is the cross product of its instance globs, targets, register
overrides, objectives and backends; a suite may override the run-wide settings.
Globs are relative to the campaign file's folder. Every function of an LLVM
``.mir`` file is a case of its own.

>>> import tempfile, pathlib
>>> d = pathlib.Path(tempfile.mkdtemp())
>>> _ = (d / "g.col").write_text("p edge 3 2\\ne 1 2\\ne 2 3\\n")
>>> _ = (d / "c.toml").write_text('''
... name = "demo"
... time_limit = 5
... [[suite]]
... instances = ["*.col"]
... targets = ["x86-64"]
... registers = ["gpr=2,3"]
... objectives = ["spill"]
... backends = ["auto", "dsatur"]
... ''')
>>> c = load_campaign(d / "c.toml")
>>> cases, skipped = expand(c)
>>> [(x.registers, x.backend) for x in cases]
[('gpr=2', 'auto'), ('gpr=2', 'dsatur'), ('gpr=3', 'auto'), ('gpr=3', 'dsatur')]
"""

from __future__ import annotations

import glob
import hashlib
import itertools
import json
import os
import re
import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from solver_alloc.backends import BACKENDS, Objective
from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.registry import KERNEL_JSON, frontend_for
from solver_alloc.targets import available_targets

__all__ = ["Campaign", "CampaignError", "Case", "Suite", "expand", "load_campaign"]

MAX_CASES = 1_000_000
"""Most cases one campaign may expand to (a larger product is almost surely a typo)."""

_RUN_KEYS = {"time_limit": float, "deterministic_time": float, "seed": int, "workers": int,
             "memory_limit_mb": int, "reorder": bool}
_SUITE_LISTS = ("instances", "targets", "registers", "objectives", "backends")


class CampaignError(SolverAllocError, ValueError):
    """A campaign file is malformed (names the file and the field)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """Per-case limits: wall seconds, deterministic seconds, seed, CP-SAT workers
    and memory."""

    time_limit: float = 60.0
    deterministic_time: float | None = None
    """CP-SAT deterministic seconds per solver call: the same rows on any machine
    while the wall-clock limit does not bind."""
    seed: int = 0
    workers: int = 1
    memory_limit_mb: int = 4096
    reorder: bool | None = None
    """Allocate in a pressure-lowering legal order (``allocate(reorder=True)``);
    unset: the given order."""


@dataclass(frozen=True, slots=True)
class Suite:
    """One cross product: every instance × target × registers × objective × backend."""

    instances: tuple[str, ...]
    targets: tuple[str, ...]
    registers: tuple[str, ...]
    """Override sets, each ``"CLASS=N"`` or ``""`` (the target as shipped);
    several classes are joined by ``";"``."""
    objectives: tuple[str, ...]
    backends: tuple[str, ...]
    settings: Settings
    seeds: tuple[int, ...] = ()
    """Run every case once per seed (``seeds = [0, 1, 2]``); empty: the settings'
    one seed."""


@dataclass(frozen=True, slots=True)
class Campaign:
    """A parsed campaign file."""

    name: str
    root: Path
    """The folder instance globs are relative to."""
    suites: tuple[Suite, ...]


@dataclass(frozen=True, slots=True)
class Case:
    """One run: an instance (a function of a ``.mir`` or ``.ptx`` file) on a target
    under register overrides, one objective, one backend, and its suite's
    settings."""

    instance: str
    """The path as the campaign names it (relative to its folder)."""
    function: str
    """The ``.mir``/``.ptx`` function, ``""`` otherwise."""
    digest: str
    """SHA-256 of the instance file: a changed file is a new case."""
    target: str
    registers: str
    objective: str
    backend: str
    settings: Settings

    @property
    def key(self) -> str:
        """A stable identity: the same case always has the same key, so a resumed
        run skips it (settings left at ``None`` do not count, so adding an
        optional setting keeps the keys of older results)."""
        text = json.dumps({k: v for k, v in self.to_json().items() if v is not None},
                          sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()[:24]

    def to_json(self) -> dict[str, Any]:
        """The fields, the settings' among them, for a worker process."""
        out = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "settings"}
        return out | asdict(self.settings)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Case:
        """The case :meth:`to_json` wrote."""
        own = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in own},
                   settings=Settings(**{k: v for k, v in data.items() if k not in own}))


def load_campaign(path: str | Path) -> Campaign:
    """Read and check a campaign file; :class:`CampaignError` names the field."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CampaignError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise CampaignError(f"{path}: cannot read: {e}") from None
    except tomllib.TOMLDecodeError as e:
        raise CampaignError(f"{path}: not valid TOML: {e}") from None
    where = str(path)
    _no_unknown(where, "", data, {"name", "suite", "seeds", *_RUN_KEYS})
    base = _settings(where, "", data, Settings())
    seeds = _seeds(where, "", data, ())
    suites = data.get("suite")
    if not isinstance(suites, list) or not suites:
        raise CampaignError(f"{where}: field 'suite': give at least one [[suite]] table")
    name = data.get("name", path.stem)
    if not isinstance(name, str) or not name:
        raise CampaignError(f"{where}: field 'name': expected a non-empty string")
    return Campaign(name, path.resolve().parent,
                    tuple(_suite(where, k, s, base, seeds) for k, s in enumerate(suites)))


def _seeds(where: str, prefix: str, table: Mapping[str, Any], base: tuple[int, ...]
           ) -> tuple[int, ...]:
    """The ``seeds`` list ``table`` sets (checked), else ``base``; a table that
    sets ``seed`` has that one seed."""
    if "seeds" not in table:
        return () if "seed" in table else base
    x = table["seeds"]
    lo, hi, says, _ = _RANGES["seed"]
    if "seed" in table:
        raise CampaignError(f"{where}: fields '{prefix}seed' and '{prefix}seeds': "
                            "give one of them")
    if not isinstance(x, list) or not x or not all(
            isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi for v in x):
        raise CampaignError(f"{where}: field '{prefix}seeds': expected a non-empty list "
                            f"of integers, each {says}")
    return tuple(dict.fromkeys(x))


def _no_unknown(where: str, prefix: str, table: Mapping[str, Any], known: set[str]
                ) -> None:
    for key in table:
        if key not in known:
            raise CampaignError(f"{where}: unknown field '{prefix}{key}' (known: "
                                f"{', '.join(sorted(known))})")


def _settings(where: str, prefix: str, table: Mapping[str, Any], base: Settings
              ) -> Settings:
    """``base`` with the run-wide keys ``table`` sets, each checked."""
    values = asdict(base)
    for key, kind in _RUN_KEYS.items():
        if key not in table:
            continue
        x = table[key]
        if kind is bool:
            if not isinstance(x, bool):
                raise CampaignError(f"{where}: field '{prefix}{key}': {x!r} is not "
                                    "true or false")
            values[key] = x or None  # false is the default: the key stays the same
            continue
        ok = isinstance(x, int | float) and not isinstance(x, bool) and (
            kind is float or isinstance(x, int))
        if not ok or not _in_range(key, float(x)):
            raise CampaignError(f"{where}: field '{prefix}{key}': {x!r} is not "
                                f"{_RANGES[key][2]}")
        values[key] = kind(x)
    return Settings(**values)


_RANGES = {"time_limit": (0.0, 7 * 24 * 3600.0, "seconds in (0, 604800]", True),
           "deterministic_time": (0.0, 7 * 24 * 3600.0, "seconds in (0, 604800]", True),
           "seed": (0, 2**31 - 1, "an integer in [0, 2^31)", False),
           "workers": (1, 256, "an integer in [1, 256]", False),
           "memory_limit_mb": (64, 1 << 22, "megabytes in [64, 4194304]", False)}
"""Each number's bounds, how an error says them, and whether the lower bound is
excluded."""


def _in_range(key: str, x: float) -> bool:
    lo, hi, _, open_low = _RANGES[key]
    return (lo < x if open_low else lo <= x) and x <= hi


def _suite(where: str, k: int, table: Any, base: Settings, seeds: tuple[int, ...]
           ) -> Suite:
    prefix = f"suite[{k}]."
    if not isinstance(table, dict):
        raise CampaignError(f"{where}: field 'suite[{k}]': expected a table")
    _no_unknown(where, prefix, table, {*_SUITE_LISTS, "seeds", *_RUN_KEYS})
    lists: dict[str, tuple[str, ...]] = {}
    for key in _SUITE_LISTS:
        x = table.get(key, [""] if key == "registers" else
                      ["registers"] if key == "objectives" else
                      ["auto"] if key == "backends" else None)
        if not isinstance(x, list) or not x or not all(isinstance(s, str) for s in x):
            raise CampaignError(f"{where}: field '{prefix}{key}': expected a non-empty "
                                "list of strings")
        lists[key] = tuple(x)
    for t in lists["targets"]:
        if t not in available_targets() and not t.endswith(".toml"):
            raise CampaignError(f"{where}: field '{prefix}targets': unknown target "
                                f"{t!r} (shipped: {', '.join(available_targets())})")
    for o in lists["objectives"]:
        if o not in {x.value for x in Objective}:
            raise CampaignError(f"{where}: field '{prefix}objectives': unknown "
                                f"objective {o!r}")
    for b in lists["backends"]:
        if b not in BACKENDS:
            raise CampaignError(f"{where}: field '{prefix}backends': unknown backend "
                                f"{b!r} (known: {', '.join(BACKENDS)})")
    registers = tuple(_overrides(where, prefix, lists["registers"]))
    return Suite(lists["instances"], lists["targets"], registers, lists["objectives"],
                 lists["backends"], _settings(where, prefix, table, base),
                 _seeds(where, prefix, table, seeds))


_OVERRIDE = re.compile(r"([A-Za-z_][A-Za-z_0-9]*)=(\d+(?:,\d+)*)")


def _overrides(where: str, prefix: str, items: Sequence[str]) -> Iterator[str]:
    """Each item ``"gpr=8,12"`` (or ``"gpr=8,12;ymm=4"``, or ``""`` for none)
    expands to one override set per combination of counts."""
    for item in items:
        if not item:
            yield ""
            continue
        per_class = []
        for part in item.split(";"):
            m = _OVERRIDE.fullmatch(part.strip())
            if m is None:
                raise CampaignError(f"{where}: field '{prefix}registers': expected "
                                    f"CLASS=N[,N...] (';' between classes), got "
                                    f"{item!r}")
            per_class.append([f"{m[1]}={int(n)}" for n in m[2].split(",")])
        for combo in itertools.product(*per_class):
            yield ";".join(combo)




def _files(campaign: Campaign, pattern: str) -> list[Path]:
    full = pattern if Path(pattern).is_absolute() else str(campaign.root / pattern)
    return sorted(Path(p) for p in glob.glob(full, recursive=True) if Path(p).is_file())


def expand(campaign: Campaign) -> tuple[list[Case], list[str]]:
    """The campaign's cases in a fixed order (duplicates once), and one line per
    combination left out because its backend cannot solve it (never silently).
    :class:`CampaignError` when a glob matches nothing."""
    cases: dict[str, Case] = {}
    skipped: list[str] = []
    digests: dict[Path, tuple[str, list[str]]] = {}
    for k, suite in enumerate(campaign.suites):
        for pattern in suite.instances:
            files = _files(campaign, pattern)
            if not files:
                raise CampaignError(f"{campaign.name}: field 'suite[{k}].instances': "
                                    f"{pattern!r} matches no file under {campaign.root}")
            for f in files:
                # read as the worker reads it; its ``reorder`` default is not
                # taken (a case reorders only with ``reorder = true``)
                frontend = frontend_for(f, default=KERNEL_JSON)
                if f not in digests:
                    data = f.read_bytes()
                    names = (frontend.function_names(data) if frontend.function_names
                             else [""])
                    digests[f] = (hashlib.sha256(data).hexdigest(), names)
                digest, functions = digests[f]
                rel = _relative(f, campaign.root)
                for fn, t, r, o, b, seed in itertools.product(
                        functions, suite.targets, suite.registers, suite.objectives,
                        suite.backends, suite.seeds or (suite.settings.seed,)):
                    why = BACKENDS[b].supports(frontend.kind, Objective(o))
                    if why is not None:
                        skipped.append(f"{rel}: {why}")
                        continue
                    case = Case(rel, fn, digest, t, r, o, b,
                                replace(suite.settings, seed=seed))
                    cases.setdefault(case.key, case)
                    if len(cases) > MAX_CASES:
                        raise CampaignError(f"{campaign.name}: more than {MAX_CASES:,} "
                                            "cases; split the campaign")
    return list(cases.values()), sorted(set(skipped))


def _relative(f: Path, root: Path) -> str:
    """``f`` relative to the campaign's folder (``..`` where needed), so a case's
    name and key do not depend on where the checkout lives."""
    return os.path.relpath(f.resolve(), root)
