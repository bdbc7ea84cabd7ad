"""Ctrl-C during a run: stop every solver at once, keep the best plan so far.

:func:`catching` installs a SIGINT handler for a run (the CLI's ``solve``).
The first Ctrl-C, whether sent to the process or to its whole group, sets
:func:`interrupted`, stops every CP-SAT search in progress and terminates the
run's child processes. The budget then counts as spent
(:meth:`~solver_alloc.solving.SolveOptions.remaining` is 0), so every phase
returns what it has, exactly as when the time limit runs out: the best plan
so far, verified, FEASIBLE with its bound (or UNKNOWN). A second Ctrl-C
raises ``KeyboardInterrupt`` at once. With ``keep=False`` (any CP-SAT search
outside such a run, e.g. a library call) the first Ctrl-C stops the searches
and raises ``KeyboardInterrupt``, the behaviour Python users expect.

Why a handler of our own: a Python signal handler runs only in the main thread
and only between bytecodes, so it cannot stop a C++ search the main thread is
waiting on. Python's C-level handler also writes the signal's number to the
wakeup file descriptor (:func:`signal.set_wakeup_fd`), from whichever thread
the signal lands on; a watcher thread reads it and stops the searches
(``stop_search`` is thread-safe). CP-SAT's own SIGINT handler
(``catch_sigint_signal``) is turned off in every search: its handler is
thread-local, so a Ctrl-C landing on any other thread aborted the process
(``std::bad_function_call``, exit 134), and it reset SIGINT to the default
action after each search.

Child processes (:func:`~solver_alloc.solving.child_process`) ignore SIGINT
(the parent decides), are terminated by the parent's handler, and die with
the parent even when it is killed outright (``PR_SET_PDEATHSIG`` on Linux;
they are started from the thread that runs the solve, which outlives them).
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import socket
import sys
import threading
import weakref
from collections.abc import Iterator
from typing import Any

__all__ = ["adopt", "catching", "die_with_parent", "in_child", "interrupted", "searching"]

_STOP = threading.Event()
_LOCK = threading.RLock()
_SOLVERS: set[Any] = set()
"""CP-SAT solvers searching now (``cp_model.CpSolver``)."""
_CHILDREN: weakref.WeakSet[Any] = weakref.WeakSet()
"""Child processes of the run (``multiprocessing.Process``)."""
_ACTIVE = False
"""True while :func:`catching` is installed (or in a child process)."""

RESTOP_SECONDS = 0.05
"""After a Ctrl-C, the watcher stops the searches again this often: a search
registered just before it started would otherwise miss the stop (CP-SAT drops
a stop that comes before its search begins)."""

_PR_SET_PDEATHSIG = 1


def interrupted() -> bool:
    """True once Ctrl-C has stopped the run (until :func:`catching` ends)."""
    return _STOP.is_set()


def _stop_all() -> None:
    """Stop every search and child process of the run (thread-safe)."""
    with _LOCK:
        solvers, children = list(_SOLVERS), list(_CHILDREN)
    for solver in solvers:
        solver.stop_search()
    for proc in children:
        with contextlib.suppress(OSError, ValueError, AttributeError):  # gone, closed
            proc.terminate()


def stop() -> None:
    """Interrupt the run: :func:`interrupted` becomes true, and every search and
    child process is stopped (thread-safe, idempotent)."""
    _STOP.set()
    _stop_all()


@contextlib.contextmanager
def searching(solver: Any) -> Iterator[None]:
    """``solver`` (a ``CpSolver``) registered as searching, so that Ctrl-C stops
    it. Outside :func:`catching`, on the main thread, the search installs the
    handler itself with ``keep=False``."""
    with _LOCK:
        _SOLVERS.add(solver)
    try:
        with catching(keep=False):
            yield
    finally:
        with _LOCK:
            _SOLVERS.discard(solver)


def adopt(proc: Any) -> None:
    """Child process ``proc`` (started) is stopped with the run."""
    with _LOCK:
        _CHILDREN.add(proc)
    if interrupted():
        _stop_all()


def _watch(sock: socket.socket) -> None:
    """The watcher thread: reads the signal numbers the C-level handler writes,
    stops the run at its first SIGINT, and then keeps stopping new searches
    until the run ends."""
    while True:
        try:
            data = sock.recv(64)
        except TimeoutError:
            if _ACTIVE and interrupted():
                _stop_all()
            else:
                sock.settimeout(None)
            continue
        except OSError:
            return
        if not data:
            return
        if signal.SIGINT.value in data and _ACTIVE:
            stop()
            sock.settimeout(RESTOP_SECONDS)


_WAKEUP: tuple[int, socket.socket] | None = None
"""This process's id and the end the C-level handler writes to."""


def _wakeup() -> socket.socket:
    """The wakeup descriptor's socket, whose other end the watcher thread reads
    (both made once per process: a run costs no thread of its own)."""
    global _WAKEUP
    if _WAKEUP is None or _WAKEUP[0] != os.getpid():  # none yet, or a fork's copy
        ours, theirs = socket.socketpair()
        ours.setblocking(False)
        threading.Thread(target=_watch, args=(theirs,), daemon=True,
                         name="solver-alloc-interrupt").start()
        _WAKEUP = (os.getpid(), ours)
    return _WAKEUP[1]


@contextlib.contextmanager
def catching(keep: bool = True) -> Iterator[None]:
    """A SIGINT handler for the run inside (see the module's docstring); does
    nothing off the main thread, when another handler is in place (one of the
    caller's, or ours already) or when the wakeup descriptor is taken."""
    global _ACTIVE
    if _ACTIVE or threading.current_thread() is not threading.main_thread() or \
            signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        yield
        return
    before = signal.set_wakeup_fd(_wakeup().fileno(), warn_on_full_buffer=False)
    if before != -1:  # someone else's (asyncio's): leave SIGINT to them
        signal.set_wakeup_fd(before)
        yield
        return
    presses = 0

    def handler(signum: int, frame: object) -> None:
        nonlocal presses
        if not _ACTIVE:  # the run is ending: as Python's own handler
            raise KeyboardInterrupt
        presses += 1
        stop()  # _LOCK is reentrant: this may run inside the main thread's hold
        if not keep or presses > 1:
            raise KeyboardInterrupt

    _STOP.clear()
    _ACTIVE = True
    signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:  # a Ctrl-C from here on is Python's KeyboardInterrupt
        _ACTIVE = False
        signal.set_wakeup_fd(-1)
        _STOP.clear()
        signal.signal(signal.SIGINT, signal.default_int_handler)


def die_with_parent(parent: int) -> None:
    """In a child process: be killed when ``parent`` (the forking thread) ends,
    and exit now if it already has (Linux; elsewhere nothing)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            libc = ctypes.CDLL(None, use_errno=True)
            libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL.value, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(0)


def in_child(parent: int) -> None:
    """First thing in a child process (a run's, or a campaign's case): ignore
    SIGINT (the parent, which gets a terminal's Ctrl-C too, stops the child),
    drop the parent's wakeup descriptor and registrations, and die with
    ``parent``."""
    global _ACTIVE
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(ValueError):  # not the main thread: nothing was set
        signal.set_wakeup_fd(-1)
    with _LOCK:
        _SOLVERS.clear()
        _CHILDREN.clear()
    _ACTIVE = True  # nothing to install here: SIGINT is ignored
    die_with_parent(parent)
