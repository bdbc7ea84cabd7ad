"""The terminator rule on random small CFGs: each block with successors ends in a
branch reading one of its values. Every plan the solver returns passes the
verifier, which runs block-end code before the branch; and marking the branch a
terminator never makes the optimum cheaper (it only forbids plans)."""

from __future__ import annotations

from helpers import toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cfg_kernels
from thorough import examples

from solver_alloc import Kernel, Status, allocate, verify
from solver_alloc.ir import Block, Instr


def _with_branches(k: Kernel, reads: list[int], terminator: bool) -> Kernel:
    """``k`` with a branch at the end of each block that has successors, reading
    the block's ``reads[b]``-th value defined or read in it."""
    blocks = []
    for b, blk in enumerate(k.blocks):
        seen = list(dict.fromkeys(v for ins in blk.instrs for v in (*ins.uses, *ins.defs)))
        instrs = blk.instrs
        if blk.succs and seen:
            instrs = (*instrs, Instr("br", uses=(seen[reads[b] % len(seen)],),
                                     terminator=terminator))
        blocks.append(Block(blk.name, instrs, blk.succs, blk.freq))
    return Kernel(k.name, tuple(blocks), k.values, k.live_in, k.live_out)


@settings(max_examples=examples(40), deadline=None)
@given(cfg_kernels(), st.lists(st.integers(0, 9), min_size=5, max_size=5),
       st.integers(2, 4))
def test_plans_respect_terminators_and_the_rule_never_lowers_the_optimum(
        k: Kernel, reads: list[int], n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    marked = _with_branches(k, reads, terminator=True)
    plain = _with_branches(k, reads, terminator=False)
    a = allocate(marked, t, objective="spill", time_limit=20)
    b = allocate(plain, t, objective="spill", time_limit=20)
    for kern, alloc in ((marked, a), (plain, b)):
        if alloc.is_feasible:
            report = verify(kern, t, alloc)
            assert report.valid, report.violations
    if a.status is Status.OPTIMAL and b.status is Status.OPTIMAL:
        assert a.objective >= b.objective - 1e-9
