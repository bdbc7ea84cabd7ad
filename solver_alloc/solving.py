"""Running a solver call under a wall-clock limit when the solver has none (RC2)."""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def _child(conn: Any, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
    try:
        conn.send(("ok", fn(*args)))
    except BaseException as e:  # report, do not hang the parent
        conn.send(("error", repr(e)))
    finally:
        conn.close()


def call_with_limit(fn: Callable[..., T], args: tuple[Any, ...],
                    seconds: float | None) -> T | None:
    """``fn(*args)``, or ``None`` if it did not finish within ``seconds``.

    Without a limit it runs in this process. With one, it runs in a forked child
    that is terminated at the limit (its partial work is lost).
    """
    if seconds is None:
        return fn(*args)
    ctx = mp.get_context("fork")
    parent, child = ctx.Pipe(duplex=False)
    proc = ctx.Process(target=_child, args=(child, fn, args), daemon=True)
    proc.start()
    child.close()
    try:
        if not parent.poll(seconds):
            return None
        kind, value = parent.recv()
    finally:
        proc.terminate()
        proc.join()
    if kind == "error":
        raise RuntimeError(f"solver failed in a worker process: {value}")
    return value
