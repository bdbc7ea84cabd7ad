"""JSON helpers every format shares: reading with a one-line error, and writing
atomically (through symlinks to their target)."""

from __future__ import annotations

import json
import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TextIO

from solver_alloc.errors import OutputError


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def read_json(path: str | Path, error: type[Exception]) -> Any:
    """Parse a JSON file; malformed JSON (also ``NaN``/``Infinity``, which are not
    JSON, and absurd nesting) becomes ``error`` naming the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"{p}: cannot read: {e}") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise error(f"{p}: malformed JSON at line {e.lineno}, column {e.colno}: "
                    f"{e.msg}") from None
    except ValueError as e:
        raise error(f"{p}: malformed JSON: {e}") from None
    except RecursionError:
        raise error(f"{p}: malformed JSON: nested too deeply") from None


def read_text(path: str | Path, limit: int, error: type[Exception]) -> str:
    """A UTF-8 text file of at most ``limit`` bytes (refused before reading, so
    memory stays bounded); ``error`` names the file and what is wrong."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > limit:
            raise error(f"{p}: {size} bytes, more than the {limit} this reader accepts")
        return p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"{p}: cannot read: {e}") from None


def write_atomic(path: str | Path, text: str | Iterable[str]) -> None:
    """Write ``text`` (or its pieces, in order) to ``path`` so that a crash never
    leaves a half-written file.

    A symlink is written through (its target is replaced, the link stays); a
    non-regular file (``/dev/stdout``, a pipe, a device) is written directly, as
    there is nothing to replace atomically. Failures raise :class:`OutputError`.
    """
    try:
        if _exists_not_regular(path):  # opened as named: the real path of
            with open(path, "w", encoding="utf-8") as f:  # /dev/stdout on a pipe
                _write(f, text)  # is "pipe:[N]", which no open can find
            return
        _replace(Path(os.path.realpath(path)), text)
    except OutputError:
        raise
    except OSError as e:
        raise OutputError(f"{path}: cannot write: {e.strerror or e}") from None


def _exists_not_regular(path: str | Path) -> bool:
    """True when ``path`` (followed through symlinks) exists and is not a regular
    file; :class:`OutputError` for a directory."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return False
    if stat.S_ISDIR(mode):
        raise OutputError(f"{path}: cannot write: it is a directory")
    return not stat.S_ISREG(mode)


def _write(f: TextIO, text: str | Iterable[str]) -> None:
    if isinstance(text, str):
        f.write(text)
    else:
        f.writelines(text)


def _replace(p: Path, text: str | Iterable[str]) -> None:
    """Write a temporary file beside ``p`` and rename it over ``p``."""
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            _write(f, text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, p.stat().st_mode & 0o777 if p.exists() else 0o666 & ~umask)
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
