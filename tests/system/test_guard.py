"""The standing guard of the third tester's round: random kernels with what found
its families (empty blocks, the entry's too; ``no_spill`` with remats, indexed
reads and live-ins), checked against the exhaustive oracle and metamorphically.

- straight-line: the optimum equals :func:`oracles.spill.cheapest_spill`, which
  knows the README's ``no_spill`` rule and shares no code with the solvers;
- diamonds and loops: an empty entry block changes nothing (against one with an
  instruction that does nothing), every baseline's plan verifies and never beats
  ``auto``'s optimum nor contradicts its INFEASIBLE, ``auto`` agrees with
  ``cpsat``, a plan for K registers is valid at K + 1 and no cheaper than that
  optimum, and doubling every frequency doubles the cost exactly.

Every plan returned is verified at the cost it claims (:func:`helpers.spill_checked`).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from helpers import kernel, spill_checked, toy_target
from hypothesis import example, given, settings
from hypothesis import strategies as st
from oracles.spill import cheapest_spill
from strategies import spill_kernels
from thorough import examples

from solver_alloc import Kernel, Status, allocate, verify
from solver_alloc.ir import Block, Instr, ValueDecl

BASELINES = ("sat", "linear-scan", "dsatur", "chaitin-briggs")

SHAPES = {
    "diamond": [("e", ["l", "r"]), ("l", ["j"]), ("r", ["j"]), ("j", [])],
    "loop": [("e", ["b"]), ("b", ["b", "x"]), ("x", [])],
}
"""Block names and successors; each block's uses come from the blocks that
dominate it (listed in :data:`DOMINATORS`), so every use is defined on every path."""
DOMINATORS = {"e": [], "l": ["e"], "r": ["e"], "j": ["e"], "b": ["e"], "x": ["e", "b"]}


def _flags(draw: st.DrawFn, names: list[str]) -> dict[str, Any]:
    """Random ``no_spill`` and ``remat_cost`` declarations."""
    values: dict[str, Any] = {}
    for v in names:
        decl: dict[str, Any] = {}
        if draw(st.integers(0, 3)) == 0:
            decl["no_spill"] = True
        if draw(st.integers(0, 2)) == 0:
            decl["remat_cost"] = draw(st.integers(1, 9))
        if decl:
            values[v] = decl
    return values


@st.composite
def guard_kernels(draw: st.DrawFn) -> Kernel:
    """Diamonds and loops with live-ins, blocks that may be empty (the entry
    too), runtime-indexed reads, ``no_spill`` and remat costs."""
    shape = SHAPES[draw(st.sampled_from(sorted(SHAPES)))]
    live_in = [f"i{n}" for n in range(draw(st.integers(0, 3)))]
    made: dict[str, list[str]] = {}
    blocks = []
    for name, succs in shape:
        pool = live_in + [v for d in DOMINATORS[name] for v in made[d]]
        made[name] = []
        instrs = []
        for _ in range(draw(st.integers(0, 3))):
            uses = draw(st.lists(st.sampled_from(pool), max_size=2, unique=True)) \
                if pool else []
            indexed = [v for v in uses if draw(st.integers(0, 4)) == 0]
            defs = [f"{name}{len(made[name])}"] if draw(st.integers(0, 2)) else []
            made[name] += defs
            pool = pool + defs
            instrs.append({"op": "op", "uses": uses, "defs": defs, "indexed": indexed})
        freq = draw(st.sampled_from([1, 2, 5])) if name in ("b", "l", "r") else 1
        blocks.append({"name": name, "succs": succs, "freq": freq, "instrs": instrs})
    outs = live_in + made["e"]
    live_out = draw(st.lists(st.sampled_from(outs), max_size=2, unique=True)) \
        if outs else []
    names = live_in + [v for vs in made.values() for v in vs]
    return kernel(blocks=blocks, live_in=live_in, live_out=live_out,
                  values=_flags(draw, names))


@st.composite
def no_spill_kernels(draw: st.DrawFn) -> Kernel:
    """:func:`strategies.spill_kernels` with some values ``no_spill``."""
    k = draw(spill_kernels())
    values = dict(k.values)
    for v in k.value_names():
        if draw(st.integers(0, 2)) == 0:
            old = values.get(v, ValueDecl())
            values[v] = ValueDecl(remat_cost=old.remat_cost, no_spill=True)
    return Kernel(k.name, k.blocks, values=values, live_in=k.live_in,
                  live_out=k.live_out)


def _with_entry(k: Kernel, instrs: tuple[Any, ...]) -> Kernel:
    """``k`` behind a new entry block holding ``instrs``."""
    pre = Block("pre", tuple(Instr(**i) for i in instrs), (k.blocks[0].name,),
                freq=k.blocks[0].freq)
    return Kernel(k.name, (pre, *k.blocks), values=k.values, live_in=k.live_in,
                  live_out=k.live_out)


def _ssa(k: Kernel) -> bool:
    defs = [v for ins in k.blocks[0].instrs for v in ins.defs]
    return len(defs) == len(set(defs)) and not set(defs) & set(k.live_in)


STORE_AT_THE_END = Kernel(
    "k", (Block("entry", (Instr("op", defs=("v0",)), Instr("op", defs=("v1",))), ()),),
    values={"v0": ValueDecl(remat_cost=1, no_spill=True)}, live_out=("v0", "v1"))
"""One register, two live-outs: ``v1`` is stored at the end and ``v0`` (no_spill)
rematerialised there, cost 4 (the oracle once had no store at the end)."""


@settings(max_examples=examples(150), deadline=None)
@given(no_spill_kernels(), st.integers(1, 3))
@example(STORE_AT_THE_END, 1)
def test_no_spill_optimum_matches_exhaustive_search(k: Kernel, n_regs: int) -> None:
    """Exact on SSA kernels (a redefined value's one home register is beyond the
    count-only oracle: there it is a lower bound)."""
    t = toy_target(count=n_regs, widths=(1,))
    want = cheapest_spill(k, t)
    a = spill_checked(k, t)
    if want is None:
        assert a.status is Status.INFEASIBLE, (a.status, a.objective)
    elif _ssa(k):
        assert a.status is Status.OPTIMAL, a.explanation
        assert Fraction(a.objective).limit_denominator() == want
    elif a.is_feasible:
        assert Fraction(a.objective).limit_denominator() >= want


@settings(max_examples=examples(40), deadline=None)
@given(guard_kernels(), st.integers(1, 3))
def test_an_empty_entry_block_changes_nothing(k: Kernel, n_regs: int) -> None:
    """Before the kernel, an empty entry block or one whose instruction does
    nothing: the same status and optimum, under both objectives, and every
    backend's plan verifies."""
    t = toy_target(count=n_regs, widths=(1,))
    empty, nop = _with_entry(k, ()), _with_entry(k, ({"op": "nop"},))
    a, b = spill_checked(empty, t), spill_checked(nop, t)
    assert a.status is b.status
    if a.status is Status.OPTIMAL:
        assert a.objective == b.objective
    for backend in BASELINES:
        spill_checked(empty, t, backend)
    r, s = allocate(empty, t), allocate(nop, t)
    assert r.status is s.status
    assert r.objective == s.objective
    if r.is_feasible:
        assert verify(empty, t, r).valid
        assert verify(nop, t, s).valid


@settings(max_examples=examples(40), deadline=None)
@given(guard_kernels(), st.integers(1, 3))
def test_baselines_never_beat_or_contradict_auto(k: Kernel, n_regs: int) -> None:
    t = toy_target(count=n_regs, widths=(1,))
    best = spill_checked(k, t)
    exact = spill_checked(k, t, "cpsat")
    if best.status is Status.OPTIMAL and exact.status is Status.OPTIMAL:
        assert best.objective == exact.objective
    if Status.INFEASIBLE in (best.status, exact.status):
        assert not best.is_feasible
        assert not exact.is_feasible
    for backend in BASELINES:
        h = spill_checked(k, t, backend)
        if best.status is Status.OPTIMAL and h.is_feasible:
            assert h.objective >= best.objective - 1e-9, backend
        if best.status is Status.INFEASIBLE:
            assert not h.is_feasible, backend


@settings(max_examples=examples(30), deadline=None)
@given(guard_kernels(), st.integers(1, 2))
def test_a_plan_for_k_registers_is_valid_at_k_plus_1(k: Kernel, n_regs: int) -> None:
    small, large = toy_target(count=n_regs, widths=(1,)), toy_target(count=n_regs + 1,
                                                                       widths=(1,))
    a = spill_checked(k, small)
    b = spill_checked(k, large)
    if not a.is_feasible:
        return
    r = verify(k, large, a)
    assert r.valid, r.violations[:3]
    if b.status is Status.OPTIMAL:
        assert r.cost >= b.objective - 1e-9


@settings(max_examples=examples(30), deadline=None)
@given(guard_kernels(), st.integers(1, 3))
def test_doubling_every_frequency_doubles_the_cost(k: Kernel, n_regs: int) -> None:
    t = toy_target(count=n_regs, widths=(1,))
    doubled = Kernel(k.name, tuple(Block(b.name, b.instrs, b.succs, freq=2 * b.freq)
                                   for b in k.blocks),
                     values=k.values, live_in=k.live_in, live_out=k.live_out)
    a, b = spill_checked(k, t), spill_checked(doubled, t)
    assert a.status is b.status
    if a.status is Status.OPTIMAL:
        assert b.objective == 2 * a.objective
