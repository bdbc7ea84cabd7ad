"""No-good cuts over the values whose pieces do not fit (:mod:`solver_alloc.spill.refine.cuts`),
against the register-identity brute force on kernels built to need them: values
redefined next to fixed registers, live-ins arriving in fixed registers."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import Any

from helpers import kernel, spill_checked, toy_target
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from oracles.registers_spill import cheapest_with_registers
from thorough import examples

from solver_alloc import Kernel, Status, Target
from solver_alloc.analysis.problem import Problem
from solver_alloc.budget import DEFAULT_POLICY
from solver_alloc.solving import SolveOptions
from solver_alloc.spill.pieces.decode import decode
from solver_alloc.spill.pieces.fit import colour
from solver_alloc.spill.problem import build
from solver_alloc.spill.refine.cuts import refuted_values


@st.composite
def homes_near_fixed(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """One block: live-ins (some fixed), instructions that redefine values next
    to dead values fixed to a register, reads of what is live."""
    count = draw(st.integers(2, 3))
    values: dict[str, dict[str, object]] = {}
    live_in = [f"i{n}" for n in range(draw(st.integers(1, 3)))]
    for v in live_in:
        if draw(st.integers(0, 2)) == 0:
            values[v] = {"fixed": f"g{draw(st.integers(0, count - 1))}"}
    names = list(live_in)
    instrs: list[dict[str, object]] = []
    for n in range(draw(st.integers(2, 5))):
        uses = draw(st.lists(st.sampled_from(names), max_size=2, unique=True))
        free = [v for v in names if v not in values]
        defs = []
        if free and draw(st.booleans()):
            defs.append(draw(st.sampled_from(free)))
        elif draw(st.booleans()):
            defs.append(f"v{n}")
            names.append(f"v{n}")
        if draw(st.booleans()):
            r = draw(st.integers(0, count - 1))
            defs.append(f"~g{r}@{n}")
            values[f"~g{r}@{n}"] = {"fixed": f"g{r}"}
        instrs.append({"op": "op", "uses": uses, "defs": defs})
    live_out = draw(st.lists(st.sampled_from(names), max_size=2, unique=True))
    return kernel(instrs, live_in=live_in, live_out=live_out, values=values), toy_target(
        count=count, widths=(1,))


@settings(max_examples=examples(150), deadline=None)
@given(homes_near_fixed())
def test_cut_plans_match_the_register_identity_search(case: tuple[Kernel, Target]) -> None:
    """Where the search without moves finds a plan, the answer is OPTIMAL at its
    cost, whatever was cut on the way (a cut forbids every plan holding the
    conflicting values at least as long, so it does not take one plan at a
    time: 1,500 kernels all OPTIMAL); a bound never exceeds it; INFEASIBLE only
    when no plan exists even with moves."""
    k, t = case
    try:
        want = cheapest_with_registers(k, t, moves=False, limit=64)
        anything = cheapest_with_registers(k, t, moves=True, limit=64)
    except ValueError:
        assume(False)  # too large to enumerate
        return
    a = spill_checked(k, t)
    if a.status is Status.INFEASIBLE:
        assert anything is None
    if a.is_feasible:
        assert a.bound is not None
    if want is not None and a.bound is not None:
        assert Fraction(a.bound).limit_denominator() <= want
    if want is not None:
        assert a.status is Status.OPTIMAL, a.certificate or a.explanation
        assert Fraction(a.objective).limit_denominator() == want


def _all_held(tail: list[dict[str, object]]) -> tuple[Kernel, Target, Problem, Any]:
    """A kernel whose plan cannot colour, with the plan: every value held
    throughout, nothing spilled, the live-ins arriving in registers: in0's home
    cannot be g1 (v1 is written with it) nor g0 (in1 arrives there). (Had every
    value "arrived", all five would meet at the kernel's entry, and any three
    would be a core.) ``tail``: instructions after the conflict."""
    k = kernel([{"op": "op", "defs": ["v0"], "uses": ["in0", "in1"]},
                {"op": "op", "defs": ["in0", "v1"]},
                {"op": "op", "defs": ["bystander"]},
                {"op": "op", "uses": ["bystander"]}, *tail],
               live_in=["in0", "in1"], live_out=["in0", "in1"],
               values={"in1": {"fixed": "g0"}, "v1": {"fixed": "g1"}})
    t = toy_target(count=2, widths=(1,))

    def d(kind: str, key: tuple[object, ...]) -> int:
        return int(kind in ("x", "in", "out") or (kind == "arrive" and key[0] in k.live_in))
    return k, t, Problem.from_kernel(k, t), d


def test_the_core_alone_does_not_fit_and_is_smaller() -> None:
    """The core (CP-SAT's assumptions, then the deletion filter) is a set of
    values whose pieces alone are proven not to colour, without a value that
    plays no part."""
    _, t, p, d = _all_held([])
    dec = decode(build(p, "g"), d)
    cls, opts = t.classes["g"], SolveOptions()
    assert colour(dec, cls, p.resolved, ("entry",), opts).status is Status.INFEASIBLE
    core = refuted_values(dec, cls, p.resolved, opts)
    assert "bystander" not in core
    assert core <= {"in0", "in1", "v1", "v0"}
    # the core found last round comes back as it is while it is still refuted; a
    # set that colours (the bystander alone) is not taken for one
    assert refuted_values(dec, cls, p.resolved, opts, known=core) == core
    assert refuted_values(dec, cls, p.resolved, opts, known=frozenset({"bystander"})
                          ) == core


def test_the_filter_spends_its_colourings_on_values_not_fixed(monkeypatch: Any) -> None:
    """Fixed values stay in the core untested (their pieces are where their
    register is, whatever the plan), so the filter's colourings go to the
    others. The conflict of :func:`_all_held` (in0's home meets in1's g0 at the
    entry and v1's g1 at its def), then 40 instructions that each clobber g0
    and define a bystander the next one reads: every value held, the core's
    first guess every value (CP-SAT's assumptions left out), and 16 colourings
    for the filter. The core's free values are the conflict's alone; filtering
    all 85 values, those 16 left three bystanders in (24 would have done)."""
    import solver_alloc.spill.refine.cuts as core_module

    # named to sort on both sides of the conflict's values, so that the
    # filter's halving chunks cannot drop the bystanders in a few tests
    b = [f"{'aju'[n % 3]}{n}" for n in range(40)]
    c = [f"{'hkw'[n % 3]}{n}" for n in range(40)]
    tail = [{"op": "op", "uses": [b[n - 1]] if n else [], "defs": [b[n], c[n]]}
            for n in range(40)]
    k = kernel([{"op": "op", "defs": ["v0"], "uses": ["in0", "in1"]},
                {"op": "op", "defs": ["in0", "v1"]}, *tail,
                {"op": "op", "uses": [b[-1]]}], live_in=["in0", "in1"],
               values={"in1": {"fixed": "g0"}, "v1": {"fixed": "g1"},
                       **{x: {"fixed": "g0"} for x in c}})
    t = toy_target(count=2, widths=(1,))
    p = Problem.from_kernel(k, t)

    def d(kind: str, key: tuple[object, ...]) -> int:
        return int(kind in ("x", "in", "out") or (kind == "arrive" and key[0] in k.live_in))
    monkeypatch.setattr(core_module, "assumed_core", lambda *args: None)
    dec = decode(build(p, "g"), d)
    cls = t.classes["g"]
    opts = SolveOptions(policy=replace(DEFAULT_POLICY, core_tests=16))
    assert colour(dec, cls, p.resolved, ("entry",), opts).status is Status.INFEASIBLE
    core = refuted_values(dec, cls, p.resolved, opts)
    free = {v for v in core if p.resolved[v].fixed is None}
    assert free <= {"in0", "v0"}, sorted(free)


def test_a_cut_leaves_out_holds_the_conflict_does_not_need() -> None:
    """Held decisions are left out of the cut, and without them the core's
    pieces still do not colour. Here every one goes: in0 and in1 arriving in
    registers clash by themselves (in0's home meets in1's g0 at the entry and
    v1's g1 at its def), so the cut keeps only their arrivals."""
    from solver_alloc.spill.refine.cuts import needless_holds

    _, t, p, d = _all_held([{"op": "op"}])
    sp = build(p, "g")
    cls, opts = t.classes["g"], SolveOptions()
    core = refuted_values(decode(sp, d), cls, p.resolved, opts)
    needless = needless_holds(sp, d, core, cls, p.resolved, opts)
    held = {("x", (c, j)) for c, ch in enumerate(sp.chains) if ch.value in core
            for j, _, _ in ch.segments()} | {
        (kind, (ch.value, ch.block)) for ch in sp.chains if ch.value in core
        for kind, live in (("in", ch.live[0]), ("out", ch.live[-1])) if live}
    assert needless == held

    def without(kind: str, key: tuple[object, ...]) -> int:
        return 0 if (kind, key) in needless else d(kind, key)
    dec = decode(sp, without, core, lenient=True)
    assert colour(dec, cls, p.resolved, ("entry",), opts).status is Status.INFEASIBLE


# found by the random loops of test_dag_spill: with s1's exits left out of the
# cut, the loads that fed them kept pieces with no point, and two of them,
# both fixed to g1, "met" there: every plan was ruled out (FEASIBLE 46 by
# spill-everywhere against the optimum 31)
POINTLESS = [
    {"name": "entry", "succs": ["body"],
     "instrs": [{"op": "def", "defs": ["s0"]}, {"op": "def", "defs": ["s2"]}]},
    {"name": "body", "succs": ["body", "exit"], "freq": 2, "instrs": [
        {"op": "op", "uses": ["s2", "s1"]}, {"op": "op"},
        {"op": "op", "defs": ["s2", "~g0@2"]}]},
    {"name": "exit", "instrs": [{"op": "op", "uses": ["s1"]}]}]


def test_pieces_with_no_point_meet_nothing() -> None:
    from oracles.dag_spill import cheapest_on_dag

    k = kernel(blocks=POINTLESS, live_in=["s1"],
               values={"s1": {"fixed": "g1"}, "~g0@2": {"fixed": "g0"}})
    t = toy_target(count=2, widths=(1,))
    a = spill_checked(k, t)
    want = cheapest_on_dag(k, t, moves=False, limit=64)
    assert want == 31
    assert a.status is Status.OPTIMAL, a.certificate
    assert Fraction(a.objective).limit_denominator() == want
