"""Every command and Python example in README.md, and in the user pages of
``docs/`` it links to for its worked examples (:data:`DOCS`), runs as shown.

The convention, which those documents follow:

- Only fenced blocks whose info string is ``sh`` are commands. Every line of
  such a block that is neither blank nor a ``#`` comment is one command, run
  with ``bash -c`` from the repository root with the venv's ``bin`` first on
  ``PATH`` (so ``python`` and ``solver-alloc`` are the venv's), in order: the
  commands of one block share their files (see ``/tmp/`` below). A trailing
  ``# comment`` is the shell's comment and is ignored. A command must exit 0,
  unless its line ends with ``# exit N``, which documents another status.
- Synopses with placeholders (``KERNEL``, ``T``) and shown output go in
  ``text`` (or ``console``) blocks, which are never run.
- Commands in :data:`SKIPPED` are not run, each for the reason given there.
- Fenced ``python`` blocks are executed (``exec``) in order, each in a fresh
  namespace, from the repository root.
- Paths under ``/tmp/`` in commands and Python blocks are redirected to a fresh
  pytest temporary directory, so runs of the suite side by side do not share
  files; nothing else of a command is changed.
- A ``json`` or ``toml`` block that starts with the same first lines as a file
  of ``docs/examples/`` must be that file's content, so a document shows what
  the commands run.

The commands take small inputs and ``--time-limit 5`` or so; the slowest are
marked ``slow`` in :data:`SLOW`.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
DOCS = [README, ROOT / "docs" / "library.md", ROOT / "docs" / "activation.md"]
"""The documents whose blocks run: the README and the pages its examples moved to."""
BIN = Path(sys.executable).parent
TIMEOUT = 120.0

SKIPPED = {
    "make test": "runs this very suite (minutes)",
    "make test-slow": "runs the whole suite with ten times the examples",
    "make campaign-demo": "a campaign of a few dozen cases at 10 s each",
    "make bench": "the benchmarks take many minutes",
    "make bench-results": "rewrites the committed bench/results/",
    "make lint": "ruff and mypy run in their own CI step",
}
"""Commands (their text before any ``#``) not run, and why."""

SLOW: set[str] = set()
"""Commands (their text before any ``#``) marked slow."""

_FENCE = re.compile(r"^```(\w*)\s*$")
_EXIT = re.compile(r"#\s*exit\s+(\d+)\s*$")


def blocks(text: str) -> list[tuple[str, int, str]]:
    """The fenced blocks of ``text``: (info string, first line number, body)."""
    out: list[tuple[str, int, str]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i].strip())
        if m is None:
            i += 1
            continue
        lang, start, body = m.group(1), i + 2, []
        i += 1
        while i < len(lines) and lines[i].strip() != "```":
            body.append(lines[i])
            i += 1
        out.append((lang, start, "\n".join(body) + "\n"))
        i += 1
    return out


def commands(body: str, start: int) -> list[tuple[int, str, int]]:
    """The commands of one ``sh`` block: (line number, command, expected exit)."""
    out = []
    for n, line in enumerate(body.splitlines()):
        cmd = line.strip()
        if not cmd or cmd.startswith("#"):
            continue
        m = _EXIT.search(cmd)
        out.append((start + n, cmd, int(m.group(1)) if m else 0))
    return out


def _bare(cmd: str) -> str:
    return cmd.split("#", 1)[0].strip()


def _redirect(code: str, tmp: Path) -> str:
    return code.replace("/tmp/", f"{tmp}/")


def _name(doc: Path) -> str:
    return str(doc.relative_to(ROOT))


BLOCKS = {doc: blocks(doc.read_text(encoding="utf-8")) for doc in DOCS}
SH = [(doc, commands(body, start)) for doc, found in BLOCKS.items()
      for lang, start, body in found if lang == "sh"]
COMMANDS = [c for _, block in SH for c in block]
PYTHON = [(doc, start, body) for doc, found in BLOCKS.items()
          for lang, start, body in found if lang == "python"]


def _param(doc: Path, block: list[tuple[int, str, int]]) -> object:
    bare = {_bare(cmd) for _, cmd, _ in block}
    marks = [pytest.mark.slow] if bare & SLOW else []
    return pytest.param(doc, block, id=f"{_name(doc)}:line{block[0][0]}", marks=marks)


def test_the_readme_has_commands_and_examples() -> None:
    readme = [c for doc, block in SH if doc == README for c in block]
    assert len(readme) >= 10
    assert {_bare(c) for _, c, _ in readme} >= {"make demo", "make test"}
    assert PYTHON
    for doc in DOCS:
        assert any(lang in ("sh", "python") for lang, _, _ in BLOCKS[doc]), _name(doc)


def test_the_readme_links_the_pages_whose_examples_run() -> None:
    text = README.read_text(encoding="utf-8")
    for doc in DOCS[1:]:
        assert f"]({_name(doc)})" in text, _name(doc)


def test_skip_lists_name_commands_the_readme_shows() -> None:
    shown = {_bare(c) for _, c, _ in COMMANDS}
    assert set(SKIPPED) - shown <= {"make test-slow", "make bench", "make bench-results",
                                    "make lint"}
    assert shown >= SLOW


@pytest.mark.parametrize(("doc", "block"), [_param(d, b) for d, b in SH if b])
def test_commands_run(doc: Path, block: list[tuple[int, str, int]], tmp_path: Path) -> None:
    env = dict(os.environ, PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env.pop("PYTHONPATH", None)
    ran = 0
    for line, cmd, code in block:
        bare = _bare(cmd)
        if bare in SKIPPED:
            continue
        if bare.startswith("make ") and subprocess.run(
                ["make", "-q", ".venv/.installed"], cwd=ROOT,
                capture_output=True).returncode != 0:
            continue  # make would reinstall the venv (network): not here
        proc = subprocess.run(["bash", "-c", _redirect(cmd, tmp_path)], cwd=ROOT,
                              env=env, capture_output=True, text=True,
                              timeout=TIMEOUT, stdin=subprocess.DEVNULL)
        assert proc.returncode == code, (
            f"{_name(doc)} line {line}: {cmd}\nexit {proc.returncode}\n"
            f"stdout:\n{proc.stdout[-3000:]}\nstderr:\n{proc.stderr[-3000:]}")
        ran += 1
    if not ran:
        pytest.skip("; ".join(SKIPPED.get(_bare(c), "make would reinstall the venv")
                              for _, c, _ in block))


@pytest.mark.parametrize(("doc", "code"), [pytest.param(d, b, id=f"{_name(d)}:line{s}")
                                           for d, s, b in PYTHON])
def test_python_example_runs(doc: Path, code: str, tmp_path: Path,
                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    exec(compile(_redirect(code, tmp_path), str(doc), "exec"), {"__name__": "readme"})


def _examples() -> list[tuple[str, int, str, Path]]:
    out = []
    files = sorted((ROOT / "docs" / "examples").glob("*"))
    for lang, start, body in (b for found in BLOCKS.values() for b in found):
        if lang not in ("json", "toml"):
            continue
        for f in files:
            if f.suffix == f".{lang}" and \
                    f.read_text(encoding="utf-8").splitlines()[:3] == body.splitlines()[:3]:
                out.append((lang, start, body, f))
    return out


def test_the_worked_examples_are_shown_as_they_are() -> None:
    found = _examples()
    assert {f.name for *_, f in found} == {"tiny-campaign.toml"}
    for lang, _start, body, f in found:
        text = f.read_text(encoding="utf-8")
        if lang == "json":
            assert json.loads(body) == json.loads(text), f.name
        else:
            assert tomllib.loads(body) == tomllib.loads(text), f.name
        assert body.strip() == text.strip(), f.name


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def _anchors(path: Path) -> set[str]:
    return {_slug(line.lstrip("#")) for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")}


@pytest.mark.parametrize("doc", [README, *sorted((ROOT / "docs").glob("*.md")),
                                 ROOT / "bench" / "README.md"],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_links_reach_their_files_and_headings(doc: Path) -> None:
    text = re.sub(r"```.*?```", "", doc.read_text(encoding="utf-8"), flags=re.S)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+://", target):
            continue
        path, _, anchor = target.partition("#")
        dest = (doc.parent / path).resolve() if path else doc
        assert dest.exists(), f"{doc.name}: {target}"
        if anchor and dest.suffix == ".md":
            assert anchor in _anchors(dest), f"{doc.name}: {target}"
