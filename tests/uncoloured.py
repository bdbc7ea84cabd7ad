"""A split plan whose colouring is said to fail, naming the pieces a test
chooses: the repair paths (eviction, room where pieces did not fit) then run
from a plan the test controls."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import solver_alloc.spill.modes.exact as exact
from solver_alloc import Status
from solver_alloc.result import ClassOutcome
from solver_alloc.spill.pieces.decode import piece_ranges


@contextmanager
def first_plan_uncoloured(pick: Any, refuted: bool = False, as_blocker: bool = False,
                          blocking: Any = None, repair: str = "evict"
                          ) -> Iterator[list[int]]:
    """The first plan's colouring ends undecided (as when the exact colouring
    runs out of time; ``refuted``: proven not to colour), naming the pieces of
    the unfixed values ``pick(values)`` names, not the colouring's: as the
    pieces it left out, or (``as_blocker``) as the pieces in the way of pieces
    that cannot leave their register, with none to evict; ``blocking``, when
    given, names the pieces in the way besides. ``repair``: how the plan is
    mended, ``"evict"`` (:mod:`solver_alloc.spill.refine.evict` alone) or
    ``"both"`` (with :mod:`solver_alloc.spill.refine.room` after it, as in a run).
    Yields the number of values named, per uncoloured first plan."""
    real_finish = exact.finish
    rounds: list[int] = []
    calls = [0]

    def finish(*args: Any, **kw: Any) -> ClassOutcome:
        calls[0] += 1
        if calls[0] > 1:
            return real_finish(*args, **kw)
        res = args[0].resolved
        segs, _ = piece_ranges(args[2], res)
        free = sorted({str(r[0]) for r in segs if res[r[0]].fixed is None})

        def pieces_of(chosen: set[str]) -> dict[str, tuple[tuple[int, int], ...]]:
            named: dict[str, tuple[tuple[int, int], ...]] = {}
            for root, ranges in segs.items():
                if str(root[0]) in chosen:
                    named[str(root[0])] = named.get(str(root[0]), ()) + tuple(ranges)
            return named
        named = pieces_of(set(pick(free)))
        in_way = {} if blocking is None else pieces_of(set(blocking(free)))
        rounds.append(len(named))
        return ClassOutcome(Status.UNKNOWN, bound=args[3], uncoloured=True, refuted=refuted,
                            unplaced={} if as_blocker else named,
                            blockers=named if as_blocker else in_way,
                            note="colouring ran out (test)")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(exact, "finish", finish)
        if repair == "evict":
            mp.setattr(exact, "roomier_plan", lambda *a, **k: None)
        yield rounds
