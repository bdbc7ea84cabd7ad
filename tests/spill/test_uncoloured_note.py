"""What a plan whose pieces found no registers says about it
(:func:`solver_alloc.spill.pieces.finish.with_measures`)."""

from __future__ import annotations

from solver_alloc.result import Failure, Status
from solver_alloc.spill.pieces.finish import with_measures


def test_the_note_says_how_many_registers_the_scan_lacked_and_what_it_left_out() -> None:
    f = Failure(Status.UNKNOWN, "pieces found no registers (CP-SAT colouring)", short=3,
                unplaced={f"%r{n}": ((2 * n, 2 * n + 4),) for n in range(1, 7)})
    assert with_measures(f) == (
        "pieces found no registers (CP-SAT colouring; linear scan needs 3 registers "
        "more; left out: %r1, %r2, %r3, %r4 and 2 more)")
    bare = Failure(Status.UNKNOWN, "pieces found no registers", unplaced={"%a": ((0, 2),)})
    assert with_measures(bare) == "pieces found no registers (left out: %a)"
    assert with_measures(Failure(Status.UNKNOWN, "no room")) == "no room"
