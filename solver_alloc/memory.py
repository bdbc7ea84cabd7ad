"""Handing memory freed between phases back to the operating system.

glibc raises its mmap threshold after a large block is freed, so the next
phase's large numpy arrays come from the heap, and freed heap pages stay in the
process: after loading a 1M-instruction kernel about 80 MB, after allocating it
about 250 MB that nothing uses. :func:`release_freed` asks the allocator
(``malloc_trim``) to return free pages between phases; it is a no-op where the C
library has no such call (musl, macOS, Windows). It moves no object and changes
no result.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name)
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError, TypeError):
        return None
    return trim


_TRIM = _malloc_trim()


def release_freed() -> None:
    """Return the heap's free pages to the operating system (glibc only)."""
    if _TRIM is not None:
        _TRIM(0)
