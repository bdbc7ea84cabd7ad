"""check and plan: each reason for a break, DP optimality, bad programs."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import ROOT, kernel
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import load_target, verify
from solver_alloc.cli import main
from solver_alloc.errors import ProgramError
from solver_alloc.programs.plan import check, plan
from solver_alloc.programs.program import Pair, Program, fuse, load_program
from solver_alloc.solve import allocate

SEED001 = ROOT / "instances" / "programs" / "seed001_df_mp2.json"
TRN1, TRN2 = load_target("trn1"), load_target("trn2")


def test_seed001_breaks_on_trn1_and_fuses_on_trn2() -> None:
    prog = load_program(SEED001)
    p1 = plan(prog, TRN1)
    assert [(u.first, u.last) for u in p1.units] == [(0, 0), (1, 1)]
    assert "requires 'shared_memory', which trn1 lacks (it is on: trn2)" in \
        p1.breaks[0].reason
    p2 = plan(prog, TRN2)
    assert [(u.first, u.last) for u in p2.units] == [(0, 1)]


def test_check_reports_missing_feature_with_targets_that_have_it() -> None:
    k = kernel([{"op": "sendrecv", "requires": ["shared_memory", "nope"]}])
    found = [str(f) for f in check(k, TRN1)]
    assert found[0] == ("instruction 0: sendrecv requires 'shared_memory', which trn1 "
                        "lacks (it is on: trn2)")
    assert "(it is on: no shipped target)" in found[1]
    assert next(str(f) for f in check(k, TRN2)).endswith("no shipped target)")


def _no_spill(t, count: int):
    cls = replace(t.classes["seq_sp"], count=count, reserved=frozenset(),
                  spillable=False)
    return replace(t, classes={**t.classes, "seq_sp": cls})


def _program(*kernels, fuse_requires=()) -> Program:
    return Program("p", tuple(kernels), tuple(Pair(tuple(fuse_requires))
                                              for _ in kernels[1:]))


def test_break_for_register_capacity_in_a_class_that_cannot_spill() -> None:
    a = kernel([{"op": "x", "defs": ["r"]}, {"op": "y", "uses": ["r", "pa"]}],
               live_in=["pa"])  # 2 registers alone; pb stays live through it fused
    b = kernel([{"op": "y", "defs": ["q"]}, {"op": "z", "uses": ["q", "pb"]}],
               live_in=["pb"])
    t = _no_spill(TRN2, 2)
    assert check(a, t) == []
    assert check(b, t) == []
    assert [f.kind for f in check(fuse(_program(a, b), 0, 1), t)] == ["registers"]
    result = plan(_program(a, b), t)
    assert len(result.units) == 2
    assert "cannot spill" in result.breaks[0].reason


def test_break_for_the_activation_set_budget() -> None:
    t = replace(TRN2, activation=replace(TRN2.activation, max_sets=2))
    a = kernel([{"op": "a", "act": "exp"}, {"op": "b", "act": "sin"}])
    b = kernel([{"op": "c", "act": "sqrt"}, {"op": "d", "act": "rsqrt"}])
    result = plan(_program(a, b), t)
    assert len(result.units) == 2
    assert "need 4 distinct sets" in result.breaks[0].reason


def test_unfittable_kernel_is_reported() -> None:
    t = replace(TRN2, activation=replace(TRN2.activation, max_sets=1))
    a = kernel([{"op": "a", "act": "exp"}, {"op": "b", "act": "sin"}])
    result = plan(_program(a), t)
    assert not result.feasible
    assert "does not fit on its own" in result.explanation


KERNELS = [kernel([{"op": "a", "act": f}, {"op": "b", "act": g}])
           for f, g in [("exp", "sin"), ("sqrt", "rsqrt"), ("exp", "ln"),
                        ("tanh", "silu"), ("reciprocal", "copy")]]


@settings(max_examples=examples(25), deadline=None)
@given(st.lists(st.integers(0, 4), min_size=1, max_size=4), st.integers(2, 4),
       st.lists(st.booleans(), min_size=3, max_size=3))
def test_plan_is_optimal_against_every_split(picks, budget, needs) -> None:
    """Brute force: every way to cut the sequence, scored (units, cost)."""
    t = replace(TRN2, activation=replace(TRN2.activation, max_sets=budget))
    prog = Program("p", tuple(KERNELS[i] for i in picks),
                   tuple(Pair(("shared_memory",) if needs[k] else ("hw_dge",))
                         for k in range(len(picks) - 1)))
    n, best = len(picks), None
    for cuts in itertools.product([False, True], repeat=n - 1):
        bounds, start = [], 0
        for k, cut in enumerate(cuts):
            if cut:
                bounds.append((start, k))
                start = k + 1
        bounds.append((start, n - 1))
        score = [len(bounds), 0.0]
        for i, j in bounds:
            fused = fuse(prog, i, j)
            a = allocate(fused, t, objective="spill")
            if check(fused, t) or not a.is_feasible:
                break
            assert verify(fused, t, a).valid
            score[1] += a.objective
        else:
            best = tuple(score) if best is None or tuple(score) < best else best
    result = plan(prog, t)
    assert result.feasible == (best is not None)
    if best is not None:
        assert (len(result.units), result.cost) == pytest.approx(best)


@pytest.mark.parametrize(("text", "fragment"), [
    ({"kernels": [{"path": "missing.json"}]}, "field 'path': no kernel file"),
    ({"kernels": [{"kernel": {"name": "a", "instrs": []}},
                  {"kernel": {"name": "b", "instrs": []}}], "pairs": []},
     "field 'pairs': expected 1 entries"),
    ({"kernels": [], "pairs": []}, "field 'kernels': expected a non-empty list"),
    ({"kernels": [{"kernel": {"name": "a", "instrs": [{"op": "x", "uses": ["u"]}]}}]},
     "kernels[0]:"),
    ({"kernels": [{"kernel": {"name": "a", "instrs": []}},
                  {"kernel": {"name": "b", "instrs": []}}],
      "pairs": [{"fuse_requires": "shared_memory"}]}, "pairs[0]: field 'fuse_requires'"),
    ({"kernels": [{"kernel": {"name": "a", "instrs": []}}], "extra": 1},
     "field 'extra': unknown key"),
])
def test_bad_programs(tmp_path: Path, text: dict, fragment: str) -> None:
    p = tmp_path / "prog.json"
    p.write_text(json.dumps(text))
    with pytest.raises(ProgramError) as err:
        load_program(p)
    assert fragment in str(err.value)
    assert str(p) in str(err.value)


def test_cli_check_and_plan(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    k = tmp_path / "k.json"
    k.write_text(json.dumps({"name": "k", "instrs": [
        {"op": "sendrecv", "requires": ["shared_memory"]}]}))
    assert main(["check", str(k), "--target", "trn2"]) == 0
    assert main(["check", str(k), "--target", "trn1"]) == 1
    out = capsys.readouterr().out
    assert "k does not fit trn1: 1 problem(s)" in out
    assert main(["plan", str(SEED001), "--target", "trn1"]) == 0
    out = capsys.readouterr().out
    assert "2 compile unit(s)" in out
    assert "break after ao_to_mo_transform" in out
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert main(["plan", str(bad), "--target", "trn1"]) == 2


def test_check_says_which_classes_fit_only_by_spilling(capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """A kernel over a spillable class's count fits, with a note saying so and
    where the spilled values go (layer_norm needs 8 predicates on sm_90's 7);
    a kernel within every count gets no note."""
    ptx = ROOT / "instances" / "ptx"
    assert main(["check", str(ptx / "layer_norm.ptx"), "--target", "nvidia-sm90"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "layer_norm fits nvidia-sm90"
    assert out[1].startswith("  note: class 'p' needs 8 registers at instruction ")
    assert out[1].endswith("spilled values are held in one 'r' register, which the "
                           "register count includes")
    assert main(["check", str(ptx / "row_sum.ptx"), "--target", "nvidia-sm90"]) == 0
    assert capsys.readouterr().out.splitlines() == ["row_sum fits nvidia-sm90"]
