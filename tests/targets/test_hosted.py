"""A class that spills into one register of a host class (NVIDIA predicates into
an R register): the target key, the registers objective against brute force,
the spill objective, and the verifier's count of the host register."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers import ROOT, kernel
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.registers import brute_force_registers
from strategies import straight_kernels
from thorough import examples

from solver_alloc import (
    Allocation,
    Kernel,
    Operation,
    Status,
    Target,
    TargetError,
    allocate,
    load_target,
    verify,
)
from solver_alloc.frontends.ptx import load_ptx
from solver_alloc.targets import target_from_dict


def hosted_target(count: int, q: int = 1, **extra: Any) -> Target:
    """Class ``g`` and a class ``q`` of ``q`` registers that spills into ``g``."""
    return target_from_dict({
        "name": "hosted", "default_class": "g",
        "classes": {"g": {"count": count, "prefix": "g", "store_cost": 3, "load_cost": 5},
                    "q": {"count": q, "prefix": "q", "store_cost": 1, "load_cost": 2,
                          "spills_into": "g", **extra}}})


@pytest.mark.parametrize(("extra", "fragment"), [
    ({"spills_into": "h"}, "classes.q.spills_into: 'h' must be another class"),
    ({"spills_into": "q"}, "classes.q.spills_into"),
    ({"spillable": False}, "the class must be spillable"),
])
def test_spills_into_must_name_another_class(extra: dict[str, Any], fragment: str) -> None:
    with pytest.raises(TargetError, match=fragment):
        hosted_target(4, **extra)


def test_sm90_predicates_spill_into_r() -> None:
    t = load_target("nvidia-sm90")
    assert t.classes["p"].spills_into == "r"


def _with_q(k: Kernel, q_values: set[str]) -> Kernel:
    instrs = [{"op": i.op, "uses": list(i.uses), "defs": list(i.defs)}
              for i in k.blocks[0].instrs]
    return kernel(instrs, live_in=list(k.live_in), live_out=list(k.live_out),
                  values={v: {"class": "q"} for v in q_values})


def _without(k: Kernel, gone: set[str]) -> Kernel:
    instrs = [{"op": i.op, "uses": [u for u in i.uses if u not in gone],
               "defs": [d for d in i.defs if d not in gone]} for i in k.blocks[0].instrs]
    return kernel(instrs, live_in=[v for v in k.live_in if v not in gone],
                  live_out=[v for v in k.live_out if v not in gone])


@settings(max_examples=examples(80), deadline=None)
@given(straight_kernels(max_instrs=7, redefine=False), st.integers(2, 4), st.data())
def test_registers_objective_spills_into_one_host_register(
        base: Kernel, count: int, data: st.DataObject) -> None:
    """Where class q (1 register) overflows, the plan spills it and uses exactly
    one g register more than the fewest g values alone need (a register live
    everywhere interferes with every value: chromatic number + 1), verified."""
    names = sorted(base.value_names())
    assume(names)
    q_values = set(data.draw(st.lists(st.sampled_from(names), unique=True), "q values"))
    k, t = _with_q(base, q_values), hosted_target(count)
    a = allocate(k, t, objective="registers")
    g_alone = brute_force_registers(_without(base, q_values), t)
    reads_two = any(len([v for v in i.uses if v in q_values]) > 1 or
                    len([v for v in i.defs if v in q_values]) > 1
                    for i in base.blocks[0].instrs)
    if not a.is_feasible:
        assert a.status is Status.INFEASIBLE, a.explanation
        assert reads_two or g_alone is None or g_alone + 1 > count or \
            a.operations == (), a.explanation
        return
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert dict(report.registers_used) == dict(a.registers_used)
    assert a.status is Status.OPTIMAL
    assume(g_alone is not None)
    spilled = any(o.op in ("store", "load") for o in a.operations)
    assert a.registers_used.get("g", 0) == g_alone + (1 if spilled else 0)
    assert a.objective == sum(a.registers_used.values())


def test_the_verifier_counts_the_host_register_and_refuses_a_plan_without_one(
        ) -> None:
    """x and y share q's one register by spilling; z fills g0: with one g register
    nothing is left to hold the spilled values, with two g1 does."""
    k = kernel([{"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
                {"op": "c", "uses": ["x"]}, {"op": "d", "uses": ["y"]},
                {"op": "e", "defs": ["z"]}, {"op": "f", "uses": ["z"]}],
               values={"x": {"class": "q"}, "y": {"class": "q"}})
    ops = (Operation(1, "store", "x", "q0"), Operation(2, "store", "y", "q0"),
           Operation(2, "load", "x", "q0"), Operation(3, "load", "y", "q0"))
    a = Allocation("k", "hosted", Status.FEASIBLE,
                   assignment={"x": "q0", "y": "q0", "z": "g0"}, operations=ops)
    kinds = [v.kind for v in verify(k, hosted_target(1), a).violations]
    assert kinds == ["no_register_for_spills"]
    ok = verify(k, hosted_target(2), a)
    assert ok.valid, ok.violations
    assert dict(ok.registers_used) == {"q": 1, "g": 2}
    assert ok.cost == 2 * 1 + 2 * 2


def test_registers_objective_no_longer_refuses_ptx_kernels_over_seven_predicates(
        ) -> None:
    """vector_add needs 8 predicates in any order: it spills one into an R
    register instead of being INFEASIBLE, and the verifier agrees."""
    t = load_target("nvidia-sm90")
    (k,) = load_ptx(Path(ROOT) / "instances" / "ptx" / "vector_add.ptx", t)
    a = allocate(k, t, objective="registers", keep_order=True)
    report = verify(k, t, a)
    assert report.valid, report.violations
    assert dict(report.registers_used) == dict(a.registers_used)
    assert a.status is Status.OPTIMAL, a.explanation
    assert any(o.op == "store" for o in a.operations)
    assert "spilled into one r register" in a.certificate
