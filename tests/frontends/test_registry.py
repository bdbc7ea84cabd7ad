"""The FRONTENDS table is the one place input files are told apart: every suffix
the command line names has an entry, an unknown suffix is one clear line, and
the command line and campaigns take a format's readers and defaults from it."""

from __future__ import annotations

import dataclasses
import re
import shutil
from pathlib import Path
from types import MappingProxyType
from typing import Any

import pytest
from helpers import ROOT

from solver_alloc.backends import InputKind
from solver_alloc.campaign.spec import expand, load_campaign
from solver_alloc.cli import main
from solver_alloc.cli_inputs import UsageError, function_kernels
from solver_alloc.frontends import registry
from solver_alloc.frontends.registry import (
    FRONTENDS,
    KERNEL_JSON,
    UnknownInputError,
    frontend_for,
)
from solver_alloc.targets import load_target

INSTANCES = ROOT / "instances"
SAMPLES = {".json": (INSTANCES / "seed000_gather.json", "trn2"),
           ".col": (INSTANCES / "dimacs" / "mulsol.i.3.col", "x86-64"),
           ".mir": (INSTANCES / "llvm" / "xxhash.x86-64.pre.mir", "x86-64"),
           ".ptx": (INSTANCES / "ptx" / "cuda" / "saxpy.ptx", "nvidia-sm90")}
"""A shipped file of each format and a target it is read on."""


def test_every_suffix_the_cli_names_is_in_the_table(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    solve = text[text.index(" solve allocate "):text.index(" verify ")]
    named = set(re.findall(r"(?<!\S)\.[a-z]+\b", solve))
    assert named == {".col", ".mir", ".ptx"}  # kernel JSON: "a kernel"
    assert named | {".json"} == set(FRONTENDS)
    assert set(SAMPLES) == set(FRONTENDS)


@pytest.mark.parametrize("suffix", sorted(FRONTENDS))
def test_each_frontend_reads_its_sample_as_the_cli_does(suffix: str) -> None:
    path, target = SAMPLES[suffix]
    frontend = frontend_for(path)
    assert (frontend.suffix, frontend is FRONTENDS[suffix]) == (suffix, True)
    found = function_kernels(str(path), load_target(target), None)
    assert found
    assert not [k for k in found if isinstance(k, Exception)]
    assert (frontend.kind is InputKind.GRAPH) == (suffix == ".col")
    if frontend.function_names is not None:
        names = [k.name for k in found if not isinstance(k, Exception)]
        assert names == frontend.function_names(path.read_bytes())


@pytest.mark.parametrize("path", ["k.txt", "kernel", "dir.mir/k.yaml"])
def test_an_unknown_suffix_is_one_line(path: str) -> None:
    with pytest.raises(UnknownInputError) as e:
        frontend_for(path)
    suffix = Path(path).suffix or "(none)"
    assert str(e.value) == (f"{path}: unknown input suffix {suffix!r} "
                            "(known: .col, .json, .mir, .ptx)")
    assert frontend_for(path, default=KERNEL_JSON) is KERNEL_JSON


def test_the_cli_still_reads_any_other_suffix_as_kernel_json(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """As before the table: a kernel saved as ``k.txt`` (or piped in) is read."""
    k = tmp_path / "k.txt"
    shutil.copy(SAMPLES[".json"][0], k)
    assert main(["info", str(k), "--target", "trn2"]) == 0
    assert capsys.readouterr().out.startswith("kernel ")
    with pytest.raises(UsageError, match="--function/--entry names a function"):
        function_kernels(str(k), load_target("trn2"), "f")


def _with(monkeypatch: pytest.MonkeyPatch, suffix: str, **changes: Any) -> None:
    """``FRONTENDS`` with ``suffix``'s entry changed (for this test only)."""
    table = dict(FRONTENDS)
    table[suffix] = dataclasses.replace(table[suffix], **changes)
    monkeypatch.setattr(registry, "FRONTENDS", MappingProxyType(table))


class _Stop(Exception):
    """Raised by the spy in place of a solve."""


def _reorder_asked(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> bool:
    """The ``reorder`` the CLI's ``solve`` passes to ``allocate``."""
    asked: list[bool] = []

    def spy(*args: Any, **kwargs: Any) -> Any:
        asked.append(kwargs["reorder"])
        raise _Stop

    monkeypatch.setattr("solver_alloc.cli.allocate", spy)
    assert main(["solve", *argv]) == 2  # the spy's stop: an internal error
    return asked[0]


def test_the_cli_takes_the_reorder_default_from_the_table(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    ptx = [str(SAMPLES[".ptx"][0]), "--target", "nvidia-sm90"]
    json = [str(SAMPLES[".json"][0]), "--target", "trn2"]
    assert FRONTENDS[".ptx"].reorder
    assert _reorder_asked(monkeypatch, ptx)
    assert not _reorder_asked(monkeypatch, [*ptx, "--keep-order"])
    assert not _reorder_asked(monkeypatch, json)
    assert _reorder_asked(monkeypatch, [*json, "--reorder"])
    _with(monkeypatch, ".ptx", reorder=False)
    assert not _reorder_asked(monkeypatch, ptx)
    _with(monkeypatch, ".json", reorder=True)
    assert _reorder_asked(monkeypatch, json)
    capsys.readouterr()


def _expanded(tmp_path: Path, name: str) -> list[tuple[str, str, bool | None]]:
    shutil.copy(SAMPLES[Path(name).suffix][0], tmp_path / name)
    (tmp_path / "c.toml").write_text(f'[[suite]]\ninstances = ["{name}"]\n'
                                     'targets = ["nvidia-sm90"]\nbackends = ["auto", '
                                     '"linear-scan"]\n')
    cases, skipped = expand(load_campaign(tmp_path / "c.toml"))
    return [(c.function, c.backend, c.settings.reorder) for c in cases] + [
        (s, "", None) for s in skipped]


def test_the_campaign_spec_lists_functions_and_kinds_from_the_table(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A campaign expands a file by its frontend's function lister and input
    kind; it does not take PTX's reorder default (campaigns run the order the
    compiler emitted unless a suite says ``reorder = true``, so the shipped
    campaign can run the same PTX both ways)."""
    assert _expanded(tmp_path, "k.ptx") == [("saxpy", "auto", None),
                                            ("saxpy", "linear-scan", None)]
    _with(monkeypatch, ".ptx", function_names=lambda data: ["a", "b"])
    assert [f for f, _, _ in _expanded(tmp_path, "k.ptx")] == ["a", "a", "b", "b"]
    _with(monkeypatch, ".ptx", function_names=None, kind=InputKind.GRAPH)
    rows = _expanded(tmp_path, "k.ptx")
    assert rows[0] == ("", "auto", None)
    assert "linear-scan" in rows[1][0]  # refused for a graph, named on the skip list
