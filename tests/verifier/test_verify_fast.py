"""The verifier's vectorised fast path against its full simulation.

The fast path (:mod:`solver_alloc.verifier.fast`) only ever says "valid"; when
it does, the report must be exactly the simulation's. On random kernels
(straight-line with tuples and redefinitions, CFGs with loops) and random,
mostly invalid, assignments, it must also accept every allocation the
simulation accepts, except for live-ins that share a register or have none (it
leaves those to the simulation, which knows which are live at the entry and
follows values in memory)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from strategies import cfg_kernels, chained_cfg_kernels, loop_kernels, straight_kernels
from thorough import examples

from solver_alloc import Allocation, Kernel, Status, Target, allocate
from solver_alloc.ir import Block, Instr
from solver_alloc.result import RegisterRef
from solver_alloc.targets import target_from_dict
from solver_alloc.verifier.fast import fast_verdict
from solver_alloc.verifier.kernel import _rpo, verify_kernel
from solver_alloc.verifier.simulate import Checker

TARGET = target_from_dict({
    "name": "toy2", "default_class": "g",
    "classes": {"g": {"count": 4, "prefix": "g", "reserved": [3]},
                "v": {"count": 8, "prefix": "v", "widths": [1, 2, 4]}}})


@st.composite
def _cases(draw: st.DrawFn) -> tuple[Kernel, dict[str, RegisterRef]]:
    k = draw(st.one_of(straight_kernels(max_width=4), cfg_kernels(), loop_kernels(),
                       chained_cfg_kernels()))
    assignment: dict[str, RegisterRef] = {}
    if draw(st.booleans()):  # near a valid allocation: a solver's, then perturbed
        base = allocate(k, TARGET, objective="registers", time_limit=None)
        assignment = dict(base.assignment)
        for v in sorted(assignment):
            if isinstance(assignment[v], str) and not draw(st.integers(0, 5)):
                assignment[v] = draw(st.sampled_from(["g0", "g1", "g2"]))
        perturbed_only = draw(st.integers(0, 3)) > 0
        if assignment and perturbed_only:
            return k, assignment
    for v in sorted(k.value_names()):
        if not draw(st.integers(0, 12)):
            continue  # unassigned
        d = k.values.get(v)
        if d is None:
            assignment[v] = draw(st.sampled_from(["g0", "g1", "g2", "g3", "v0", "g01"]))
            continue
        start = draw(st.integers(0, 7))
        regs = [f"v{start + j}" for j in range(d.width)]
        if draw(st.integers(0, 9)) == 0:
            regs = regs[::-1]
        assignment[v] = regs[0] if d.width == 1 else tuple(regs)
    return k, assignment


def _fits(k: Kernel, v: str, ref: object) -> bool:
    d = k.values.get(v)
    cls = TARGET.classes[d.regclass if d and d.regclass else "g"]
    width = d.width if d else 1
    ok = [tuple(cls.register(i + j) for j in range(width))
          for i in range(0, cls.count - width + 1, width)
          if not set(range(i, i + width)) & cls.reserved]
    return (ref,) in ok if isinstance(ref, str) else ref in ok


def _left_to_simulation(k: Kernel, assignment: dict[str, RegisterRef]) -> bool:
    """Live-ins the fast path does not decide: two sharing a register (is each
    live at the entry?), one without a register (it stays in memory) or with a
    wrong one (the simulation only checks it if the live-in is live)."""
    seen: set[str] = set()
    for v in k.live_in:
        ref = assignment.get(v)
        if ref is None or not _fits(k, v, ref):
            return True
        regs = {ref} if isinstance(ref, str) else set(ref or ())
        if seen & regs:
            return True
        seen |= regs
    return False


def _verdict(k: Kernel, t: Target, a: Allocation) -> bool:
    return fast_verdict(Checker(k, t, a), _rpo(k))


@settings(max_examples=examples(600), deadline=None)
@given(_cases())
def test_fast_path_agrees_with_the_simulation(case: tuple[Kernel, dict[str, RegisterRef]]
                                              ) -> None:
    k, assignment = case
    a = Allocation(k.name, TARGET.name, Status.FEASIBLE,
                   assignment=assignment)
    slow = verify_kernel(k, TARGET, a, fast=False)
    assert verify_kernel(k, TARGET, a) == slow  # fast path taken or not
    fast = _verdict(k, TARGET, a)
    if fast:
        assert slow.valid or {v.kind for v in slow.violations} <= {
            "unknown_value", "fixed_register_mismatch"}
    elif slow.valid and not _left_to_simulation(k, assignment):
        raise AssertionError("the fast path refused a valid allocation")


def test_a_read_nothing_defines_is_left_to_the_simulation() -> None:
    """Unvalidated kernels reading ``x`` before any definition, where no live-in
    is (defined later, or never): the fast path must not call them valid, and
    the simulation names the read."""
    a = Allocation("k", TARGET.name, Status.FEASIBLE, assignment={"x": "g0", "y": "g1"})
    for later in ((Instr("d", defs=("x",)),), ()):
        k = Kernel("k", (Block("b", (Instr("a", uses=("x",), defs=("y",)), *later,
                                     Instr("b", uses=("y",)))),))
        assert not _verdict(k, TARGET, a)
        assert [v.kind for v in verify_kernel(k, TARGET, a).violations] == [
            "use_not_in_register"]
