"""DIMACS ``.col`` interference graphs (the REG class of the DIMACS colouring set)."""

from __future__ import annotations

from pathlib import Path

from solver_alloc.errors import KernelError
from solver_alloc.ir import InterferenceGraph

MAX_VERTICES = 1_000_000
"""Largest graph accepted (every vertex becomes a value)."""


def load_dimacs(path: str | Path) -> InterferenceGraph:  # noqa: C901 (one flat line parser)
    """Read a ``.col`` file: ``c`` comments, ``p edge N M``, ``e u v`` (1-based).

    An ``o K`` or ``s K`` line (the stated optimum, found in some copies) is kept as
    ``known_colours`` for reference only. Duplicate and reversed edges are merged.
    """
    p = Path(path)
    try:
        lines = p.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise KernelError(f"{p}: cannot read: {e}") from None
    n, known, edges = None, None, set()
    for lineno, line in enumerate(lines, 1):
        parts = line.split()
        if not parts or parts[0] == "c":
            continue
        where = f"{p}: line {lineno}"
        try:
            if parts[0] == "p" and len(parts) == 4 and parts[1] in ("edge", "col"):
                if n is not None:
                    raise KernelError(f"{where}: field 'p': a second problem line")
                n = int(parts[2])
                if not 0 <= n <= MAX_VERTICES:
                    raise KernelError(f"{where}: field 'p': {n} vertices; at most "
                                      f"{MAX_VERTICES:,} are accepted")
            elif parts[0] == "e" and len(parts) == 3:
                if n is None:
                    raise KernelError(f"{where}: field 'e': edge before the 'p' line")
                u, v = int(parts[1]), int(parts[2])
                if not (1 <= u <= n and 1 <= v <= n) or u == v:
                    raise KernelError(f"{where}: field 'e': edge {u} {v} is a loop or "
                                      f"outside vertices 1..{n}")
                edges.add((min(u, v) - 1, max(u, v) - 1))
            elif parts[0] in ("o", "s") and len(parts) == 2:
                known = int(parts[1])
            else:
                raise KernelError(f"{where}: unrecognised line {line.strip()!r}")
        except KernelError:
            raise
        except ValueError:
            raise KernelError(f"{where}: expected integers in {line.strip()!r}") from None
    if n is None:
        raise KernelError(f"{p}: field 'p': no 'p edge N M' line")
    return InterferenceGraph(name=p.name.removesuffix(".col"),
                             vertices=tuple(f"n{k + 1}" for k in range(n)),
                             edges=tuple(sorted(edges)), known_colours=known)
