"""Each campaign case in a process of its own.

A case runs under its memory limit and is killed at its time limit plus
:data:`GRACE_SECONDS`, so a crash, a memory blow-up or a hang becomes that case's
row and never takes the campaign down. Two ways to get the process:

- :func:`forked`: forked from a fork server that has imported solver_alloc once
  (milliseconds per case instead of a Python start-up and imports). The local
  executor uses it.
- :func:`spawned`: a fresh ``python -m solver_alloc.campaign.worker``. Dask
  workers use it: their processes are daemons, which may not fork children
  through ``multiprocessing``.

Both run :func:`~solver_alloc.campaign.worker.serve`, so they give the same rows.
"""

from __future__ import annotations

import contextlib
import json
import multiprocessing as mp
import os
import platform
import signal
import subprocess
import sys
import threading
import time
from multiprocessing import forkserver
from multiprocessing.connection import Connection
from typing import Any

from solver_alloc.campaign.spec import Case
from solver_alloc.campaign.worker import Outcome, Row, serve, versions
from solver_alloc.interrupt import in_child

__all__ = ["GRACE_SECONDS", "forked", "spawned", "start_server", "stop_all"]

GRACE_SECONDS = 30.0
"""Wall time a case may take beyond its limit (start-up, loading, verifying)
before it is killed and recorded as ``timeout``."""

_RUNNING: set[Any] = set()
"""Case processes being waited on (``Popen`` or ``multiprocessing.Process``)."""
_LOCK = threading.Lock()
_CONTEXT: Any = None


def stop_all() -> None:
    """Kill every case process this process is waiting on (an interrupted campaign
    must not leave cases running behind it)."""
    with _LOCK:
        for proc in _RUNNING:
            proc.kill()


def _track(proc: Any, on: bool) -> None:
    with _LOCK:
        (_RUNNING.add if on else _RUNNING.discard)(proc)


def _died(returncode: int) -> str:
    if returncode >= 0:
        return f"exit {returncode}"
    try:
        return f"signal {signal.Signals(-returncode).name}"
    except ValueError:
        return f"signal {-returncode}"


def _request(case: Case, root: str) -> str:
    return json.dumps({"case": case.to_json(), "root": root})


def _timeout(case: Case, start: float) -> Row:
    return Row.of(case, Outcome.TIMEOUT, seconds=time.monotonic() - start,
                  error=f"killed after {case.settings.time_limit + GRACE_SECONDS:g} s",
                  versions=versions(), host=platform.node())


def _dead(case: Case, start: float, returncode: int, last_words: str) -> Row:
    memory = "MemoryError" in last_words or "bad_alloc" in last_words
    return Row.of(case, Outcome.MEMORY if memory else Outcome.CRASHED,
                  error="; ".join(x for x in (f"worker died ({_died(returncode)})",
                                              last_words) if x)[:500],
                  seconds=time.monotonic() - start, versions=versions(),
                  host=platform.node())


def spawned(case: Case, root: str) -> Row:
    """The case in a fresh ``python -m solver_alloc.campaign.worker``."""
    start = time.monotonic()
    with subprocess.Popen([sys.executable, "-m", "solver_alloc.campaign.worker"],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as proc:
        _track(proc, True)
        try:
            out, err = proc.communicate(_request(case, root),
                                        timeout=case.settings.time_limit + GRACE_SECONDS)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.communicate()
            return _timeout(case, start)
        finally:
            _track(proc, False)
    if proc.returncode == 0 and out.strip():
        return Row.from_json(json.loads(out))
    return _dead(case, start, proc.returncode, (err.strip().splitlines() or [""])[-1])


def _serve_to(request: str, conn: Connection) -> None:
    """In the forked child: serve the request, send the row, exit. The child
    ignores Ctrl-C (the coordinator, which gets it too, kills its cases and
    reports), dies with the fork server (which ends with the coordinator), and
    a coordinator gone before the row is sent (``kill -9``) is not an error:
    nobody is left to record the row, so the child exits quietly."""
    in_child(os.getppid())
    row = serve(request)
    with contextlib.suppress(OSError):  # BrokenPipeError: the coordinator is gone
        conn.send(row)
        conn.close()


def _context() -> Any:
    global _CONTEXT
    with _LOCK:
        if _CONTEXT is None:
            ctx = mp.get_context("forkserver")
            ctx.set_forkserver_preload(["solver_alloc.campaign.worker"])
            _CONTEXT = ctx
        return _CONTEXT


def start_server() -> None:
    """Start the fork server now, before any case, with its standard error (and
    so its cases') on the null device. A terminal's Ctrl-C reaches the whole
    process group: the server, still importing solver_alloc, would die of it
    with a traceback over the coordinator's one-line message (its cases ignore
    Ctrl-C, and a case's row says how it ended, so nothing is lost). The
    coordinator's own standard error is back before this returns."""
    _context()
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        forkserver.ensure_running()
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def forked(case: Case, root: str) -> Row:
    """The case in a process forked from the preloaded fork server."""
    start = time.monotonic()
    ctx = _context()
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_serve_to, args=(_request(case, root), child),
                       daemon=True)
    proc.start()
    child.close()
    _track(proc, True)
    try:
        out = None
        if parent.poll(case.settings.time_limit + GRACE_SECONDS):
            try:
                out = parent.recv()
            except EOFError:  # died before sending
                out = None
        else:
            proc.kill()
            proc.join()
            return _timeout(case, start)
        proc.join()
    finally:
        _track(proc, False)
        parent.close()
    if out is not None:
        return Row.from_json(json.loads(out))
    return _dead(case, start, proc.exitcode if proc.exitcode is not None else -9, "")
