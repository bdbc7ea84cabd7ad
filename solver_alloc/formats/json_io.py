"""JSON helpers every format shares: reading with a one-line error, and writing
atomically (through symlinks to their target)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def read_json(path: str | Path, error: type[Exception]) -> Any:
    """Parse a JSON file; malformed JSON becomes ``error`` with line and column."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise error(f"{p}: cannot read: {e}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise error(f"{p}: malformed JSON at line {e.lineno}, column {e.colno}: "
                    f"{e.msg}") from None


def write_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash never leaves a half-written file."""
    p = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.", dir=p.parent or ".")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, p.stat().st_mode & 0o777 if p.exists() else 0o666 & ~umask)
        os.replace(tmp, p)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
