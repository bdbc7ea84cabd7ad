"""Campaign results in SQLite: one row per finished case, committed at once.

The database runs in WAL mode and every row is its own transaction, so killing a
campaign (Ctrl-C, ``kill -9``, a lost worker) loses at most the cases in flight.
A case's key is its primary key: a resumed run skips the keys already stored and
can never store one twice. Only the coordinating process writes.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

from solver_alloc.campaign.worker import Row
from solver_alloc.errors import SolverAllocError

__all__ = ["Store", "StoreError"]

SCHEMA_VERSION = 1

_TYPES = {"str": "TEXT", "str | None": "TEXT", "float": "REAL", "float | None": "REAL",
          "int": "INTEGER", "int | None": "INTEGER", "bool": "INTEGER",
          "bool | None": "INTEGER"}


class StoreError(SolverAllocError):
    """The results file cannot be opened or is not a campaign database."""


_COLUMNS = [(f.name, _TYPES[str(f.type)]) for f in fields(Row)]
"""The ``cases`` table's columns (name, SQL type): a row's fields, in order."""
_NAMES = [n for n, _ in _COLUMNS]
_INSERT = (f"INSERT OR IGNORE INTO cases ({', '.join(_NAMES)}) VALUES "
           f"({', '.join('?' * len(_NAMES))})")
_BOOLS = [f.name for f in fields(Row) if "bool" in str(f.type)]


class Store:
    """A campaign results database (created on first use)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self.db = sqlite3.connect(self.path, timeout=30.0)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")
            self._schema()
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{self.path}: not a campaign results database ({e})"
                             ) from None

    def _schema(self) -> None:
        cols = ", ".join(f"{n} {t}" + (" PRIMARY KEY" if n == "key" else "")
                         for n, t in _COLUMNS)
        with self.db:
            self.db.execute("CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, "
                            "value TEXT)")
            self.db.execute(f"CREATE TABLE IF NOT EXISTS cases ({cols}, finished_at "
                            "TEXT DEFAULT CURRENT_TIMESTAMP)")
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('schema', ?)",
                            (str(SCHEMA_VERSION),))
        version = self.db.execute("SELECT value FROM meta WHERE name='schema'").fetchone()
        if version is None or version[0] != str(SCHEMA_VERSION):
            raise StoreError(f"{self.path}: written by another version of solver-alloc "
                             f"(schema {version and version[0]}); use a new results file")
        have = {r[1] for r in self.db.execute("PRAGMA table_info(cases)")}
        with self.db:  # columns added since the file was made: empty in older rows
            for name, kind in _COLUMNS:
                if name not in have:
                    self.db.execute(f"ALTER TABLE cases ADD COLUMN {name} {kind}")

    def keys(self) -> set[str]:
        """Keys of the finished cases."""
        return {k for (k,) in self.db.execute("SELECT key FROM cases")}

    def add(self, row: Row) -> None:
        """Store ``row`` durably now (a key already stored is left as it was)."""
        with self.db:
            self.db.execute(_INSERT, [getattr(row, n) for n in _NAMES])

    def rows(self) -> Iterator[dict[str, Any]]:
        """Every stored row as a dict, in key order (``finished_at`` included)."""
        cur = self.db.execute("SELECT * FROM cases ORDER BY key")
        names = [d[0] for d in cur.description]
        for values in cur:
            row = dict(zip(names, values, strict=True))
            for b in _BOOLS:
                if row[b] is not None:
                    row[b] = bool(row[b])
            yield row

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
