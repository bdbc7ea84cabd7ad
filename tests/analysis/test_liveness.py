"""Liveness: hand-checked cases and agreement with a brute-force oracle."""

from __future__ import annotations

import numpy as np
import pytest
from helpers import kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from oracles.defined import undefined_reads
from oracles.liveness import oracle_block_live, oracle_live_sets
from strategies import cfg_kernels, chained, chained_cfg_kernels, loop_kernels, straight_kernels
from thorough import examples

from solver_alloc import Block, Instr, Kernel, KernelError, compute_liveness
from solver_alloc.analysis.validate import validate_kernel
from solver_alloc.formats.kernel import kernel_from_dict


def segment_live_sets(k: Kernel) -> list[set[str]]:
    lv = compute_liveness(k)
    return [set(lv.live_at(p)) for p in range(lv.n_points)]


@settings(max_examples=examples(150), deadline=None)
@given(straight_kernels())
def test_straight_line_matches_oracle(k: Kernel) -> None:
    assert segment_live_sets(k) == oracle_live_sets(k)


@settings(max_examples=examples(150), deadline=None)
@given(cfg_kernels())
def test_cfg_matches_oracle(k: Kernel) -> None:
    assert segment_live_sets(k) == oracle_live_sets(k)


@settings(max_examples=examples(150), deadline=None)
@given(chained_cfg_kernels())
def test_fall_through_chains_give_the_same_liveness(k: Kernel) -> None:
    """Blocks cut into fall-through chains (empty pieces too): per-point live sets
    and per-block live-in and live-out sets agree with the oracles."""
    lv = compute_liveness(k)
    live_in, live_out = oracle_block_live(k)
    assert [set(s) for s in lv.block_live_in] == live_in
    assert [set(s) for s in lv.block_live_out] == live_out
    assert segment_live_sets(k) == oracle_live_sets(k)


@settings(max_examples=examples(80), deadline=None)
@given(loop_kernels(), st.data())
def test_chains_with_no_instruction_pass_their_values_through(
        k: Kernel, data: st.DataObject) -> None:
    """A loop kernel's exit may be empty; cut into a chain of empty blocks, every
    block of it has the kernel's live-outs in and out (a chain with no
    instruction has no segment to find them by: the exit's last block once had
    them out but not in)."""
    k = chained(data.draw, k)
    live_in, live_out = oracle_block_live(k)
    lv = compute_liveness(k)
    assert [set(s) for s in lv.block_live_in] == live_in
    assert [set(s) for s in lv.block_live_out] == live_out


@settings(max_examples=examples(80), deadline=None)
@given(cfg_kernels())
def test_block_live_sets_match_oracle(k: Kernel) -> None:
    lv = compute_liveness(k)
    assert ([set(s) for s in lv.block_live_in], [set(s) for s in lv.block_live_out]) \
        == oracle_block_live(k)


@settings(max_examples=examples(80), deadline=None)
@given(cfg_kernels())
def test_interference_is_sharing_a_point(k: Kernel) -> None:
    lv = compute_liveness(k)
    expected = set()
    for live in oracle_live_sets(k):
        ids = sorted(lv.index[v] for v in live)
        expected |= {(a, b) for a in ids for b in ids if a < b}
    got = {tuple(e) for e in lv.interference_edges().tolist()}
    assert got == expected


def test_use_and_def_at_one_instruction_do_not_interfere() -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"], "defs": ["y"]},
                {"op": "c", "uses": ["y"]}])
    lv = compute_liveness(k)
    assert lv.interference_edges().tolist() == []
    assert lv.max_live() == (1, 1)


def test_dead_def_occupies_its_point() -> None:
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
                {"op": "c", "uses": ["x"]}])
    lv = compute_liveness(k)
    assert lv.live_at(3) == ("x", "y")
    assert lv.max_live() == (2, 3)


def test_weighted_pressure_counts_tuple_width() -> None:
    k = kernel([{"op": "a", "defs": ["x", "w"]}, {"op": "c", "uses": ["x", "w"]}],
               values={"w": {"width": 4}})
    lv = compute_liveness(k)
    weights = np.asarray([1 if v == "x" else 4 for v in lv.values])
    assert lv.max_live(weights) == (5, 1)


def test_value_live_through_a_loop() -> None:
    k = kernel(live_in=["n"], blocks=[
        {"name": "entry", "succs": ["loop"], "instrs": [{"op": "a", "defs": ["i"]}]},
        {"name": "loop", "succs": ["loop", "exit"], "instrs": [
            {"op": "inc", "uses": ["i"], "defs": ["i"]}]},
        {"name": "exit", "instrs": [{"op": "ret", "uses": ["n"]}]}])
    lv = compute_liveness(k)
    assert all("n" in lv.live_at(p) for p in range(lv.n_points - 1))
    assert lv.block_live_in[1] == frozenset({"i", "n"})


@pytest.mark.parametrize("collide", [False, True], ids=["hashed", "all-collide"])
def test_value_numbering_survives_hash_collisions(monkeypatch: pytest.MonkeyPatch,
                                                  collide: bool) -> None:
    """Names are grouped by hash; a collision must fall back to exact numbering."""
    import solver_alloc.analysis.liveness as liveness_module

    if collide:
        monkeypatch.setattr(liveness_module, "hash", lambda _: 7, raising=False)
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x", "n"], "defs": ["y"]},
                {"op": "c", "uses": ["y"]}], live_in=["n"], live_out=["y"])
    lv = compute_liveness(k)
    assert lv.values == ("n", "x", "y")
    assert [set(lv.live_at(p)) for p in range(lv.n_points)] == oracle_live_sets(k)


@pytest.mark.parametrize("collide", [False, True], ids=["hashed", "all-collide"])
def test_unvalidated_kernel_with_undefined_use_is_an_error(
        monkeypatch: pytest.MonkeyPatch, collide: bool) -> None:
    import solver_alloc.analysis.liveness as liveness_module

    if collide:
        monkeypatch.setattr(liveness_module, "hash", lambda _: 7, raising=False)
    k = Kernel("raw", (Block("entry", (Instr("a", defs=("x",)),
                                       Instr("b", uses=("ghost",)))),))
    with pytest.raises(KernelError, match="'ghost' is used but never defined"):
        compute_liveness(k)


def test_a_read_defined_on_one_branch_only_is_named() -> None:
    """The error names the block and instruction of the first bad read."""
    blocks = [{"name": "entry", "succs": ["a", "b"], "instrs": [{"op": "c"}]},
              {"name": "a", "succs": ["join"], "instrs": [{"op": "d", "defs": ["x"]}]},
              {"name": "b", "succs": ["join"], "instrs": [{"op": "n"}]},
              {"name": "join", "instrs": [{"op": "u", "uses": ["x"]}]}]
    with pytest.raises(KernelError, match=r"block 'join' instruction 0 \(global 3\): "
                       r"field 'uses': value 'x' is used before any definition"):
        kernel_from_dict({"name": "k", "blocks": blocks})


@st.composite
def _maybe_undefined(draw: st.DrawFn) -> Kernel:
    """Small CFGs (loops, branches, unreachable blocks) whose reads may or may not
    have a definition on every path."""
    n = draw(st.integers(1, 5))
    names = ["x", "y", "z"]
    blocks = []
    for b in range(n):
        instrs = [Instr("op", defs=tuple(draw(st.sets(st.sampled_from(names), max_size=1))),
                        uses=tuple(draw(st.sets(st.sampled_from(names), max_size=2))))
                  for _ in range(draw(st.integers(0, 3)))]
        succs = draw(st.sets(st.integers(0, n - 1), max_size=2))
        blocks.append(Block(f"b{b}", tuple(instrs), tuple(f"b{s}" for s in sorted(succs))))
    live_in = tuple(draw(st.sets(st.sampled_from(names), max_size=1)))
    return Kernel("k", tuple(blocks), live_in=live_in)


@st.composite
def _maybe_undefined_chained(draw: st.DrawFn) -> Kernel:
    """:func:`_maybe_undefined`, blocks cut into fall-through chains or not."""
    k = draw(_maybe_undefined())
    return chained(draw, k) if draw(st.booleans()) else k


@settings(max_examples=examples(300), deadline=None)
@given(_maybe_undefined_chained())
def test_definitions_check_matches_the_set_oracle(k: Kernel) -> None:
    """Validation rejects a kernel iff the set-based fixed point finds a read with no
    definition on some path, and then names the first such read (blocks cut into
    fall-through chains too)."""
    bad = undefined_reads(k)
    if not bad:
        validate_kernel(k)
        return
    block, j = min(bad, key=lambda bj: ([b.name for b in k.blocks].index(bj[0]), bj[1]))
    with pytest.raises(KernelError, match=f"block '{block}' instruction {j} "):
        validate_kernel(k)
