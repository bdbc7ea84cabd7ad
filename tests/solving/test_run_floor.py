"""The whole run's limit (issue 45, E and D8): the phases a run cannot cut are
costed before they start (:mod:`solver_alloc.costing`), a limit below a file's
floor is refused at once, and every function of a module gets its floor.

No wall-clock assertion here (the machine may be loaded): the speed goals are in
``bench/test_budget.py``. These check the decisions the estimates drive."""

from __future__ import annotations

import itertools
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from helpers import ROOT, kernel, toy_target
from make_random_cfg import random_cfg_kernel
from make_random_spill import random_spill_kernel

import solver_alloc.cli as cli
from solver_alloc import Status, allocate, load_target
from solver_alloc.backends import Objective
from solver_alloc.costing import (
    START_UP_MOST,
    Floor,
    floor,
    function_limit,
    run_floors,
    run_started,
)
from solver_alloc.formats.kernel import save_kernel
from solver_alloc.frontends.llvm_mir import mir_kernels
from solver_alloc.solving import SolveOptions
from solver_alloc.verifier import kernel as verifier

LZ4 = ROOT / "instances" / "llvm" / "lz4.riscv64.pre.mir"
XXHASH = ROOT / "instances" / "llvm" / "xxhash.x86-64.pre.mir"


def _no_solve(*_: object, **__: object) -> None:
    raise AssertionError("a refused run must not solve")


def test_a_limit_below_the_kernels_floor_is_refused_before_any_solve(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A 4,000-value CFG kernel at half a second: no plan can be made and checked
    in that time, so the CLI says so in one line (exit 2) and solves nothing;
    the floor it names is above the limit and grows with the kernel."""
    path = tmp_path / "cfg4000.json"
    save_kernel(random_cfg_kernel(4000, seed=1), path)
    monkeypatch.setattr(cli, "allocate", _no_solve)
    code = cli.main(["solve", str(path), "--target", "x86-64", "--objective", "spill",
                     "--time-limit", "0.5"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert "this kernel needs at least" in err
    assert "the time limit is 0.5 s" in err
    need = float(err.split("needs at least ")[1].split(" s")[0])
    assert need > 0.5


def test_a_module_below_its_floor_is_refused_in_one_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A module whose functions' floors sum past the limit: one line at the
    start, naming how many functions and the minimum, and no function solved
    (on de69fef the limit ran out after 14 of 63 functions: ``time_limit must
    be a number of seconds in (0, 604800], not 0.0``)."""
    monkeypatch.setattr(cli, "allocate", _no_solve)
    code = cli.main(["solve", str(LZ4), "--target", "riscv64-v", "--objective", "spill",
                     "--time-limit", "0.6"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1
    readable = sum(not isinstance(k, Exception) for k in mir_kernels(LZ4, load_target(
        "riscv64-v")))
    assert f"its {readable} functions need at least" in err
    assert float(err.split("need at least ")[1].split(" s")[0]) > 0.6


def test_every_function_of_a_module_is_answered_after_an_overrun(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """When a function overruns its share (here the clock jumps 100 s past the
    limit after the first), each later function still gets its floor and a
    verified plan, never a zero limit (de69fef: an error, and the rest got
    nothing)."""
    real = cli.allocate
    skew = [0.0]

    def overrunning(*args: object, **kwargs: object) -> object:
        out = real(*args, **kwargs)  # type: ignore[arg-type]
        skew[0] = 100.0
        return out
    monkeypatch.setattr(cli, "allocate", overrunning)
    monkeypatch.setattr(cli, "time", SimpleNamespace(
        monotonic=lambda: time.monotonic() + skew[0]))
    code = cli.main(["solve", str(XXHASH), "--target", "x86-64", "--objective", "spill",
                     "--time-limit", "5", "-o", str(tmp_path)])
    out, err = capsys.readouterr()
    assert "time_limit must" not in err
    assert code == 0, err
    answered = [ln for ln in out.splitlines() if ln.startswith("kernel ")]
    assert len(answered) == out.count("verifier: valid") == 29
    assert len(list(tmp_path.glob("*.json"))) == 29


def test_floors_grow_with_the_kernel() -> None:
    """More instructions, more blocks: never a smaller floor, under either
    objective; the registers objective's is the smaller (no spill code to
    plan, check or write)."""
    sizes = [random_cfg_kernel(n, seed=1) for n in (200, 1000, 2000, 4000)]
    lines = [random_spill_kernel(n, seed=1) for n in (200, 1000, 2000, 4000)]
    for family in (sizes, lines):
        floors = [floor(k) for k in family]
        for a, b in itertools.pairwise(floors):
            assert (a.plan, a.verify, a.write) <= (b.plan, b.verify, b.write)
            assert a.total < b.total
    for k in sizes + lines:
        assert floor(k, Objective.REGISTERS).total < floor(k).total
    assert floor(sizes[-1]).verify > floor(lines[-1]).verify  # loops: more passes


def test_the_first_solve_of_a_run_carries_its_imports() -> None:
    ks = [random_spill_kernel(300, seed=s) for s in (1, 2)]
    first, second = run_floors(ks, Objective.SPILL)
    assert first.total > second.total
    assert second == floor(ks[1])


def test_a_function_gets_its_floor_and_an_equal_share_of_what_is_spare() -> None:
    floors = [Floor(1.0, 0.5, 0.5), Floor(3.0, 0.5, 0.5), Floor(0.5, 0.0, 0.0)]
    need = sum(f.total for f in floors)
    assert function_limit(floors, need + 3.0) == pytest.approx(2.0 + 1.0)
    assert function_limit(floors[1:], 10.0) == pytest.approx(4.0 + (10.0 - 4.5) / 2)
    for left in (-100.0, 0.0, need - 1.0):  # overrun: the floor, never less, never 0
        assert function_limit(floors, left) == floors[0].total


def test_the_run_clock_starts_with_the_process_of_the_command_only(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """Run as the command (``main()``, reading ``sys.argv``), the limit counts
    from the process's start (its interpreter start-up and imports are part of
    the run); a program calling ``main(argv)`` starts the clock then."""
    path = tmp_path / "k.json"
    save_kernel(random_spill_kernel(50, seed=1), path)
    argv = ["solve", str(path), "--target", "x86-64", "--objective", "spill",
            "--time-limit", "5"]
    monkeypatch.setattr(cli, "run_started", lambda: time.monotonic() - 4.99)
    assert cli.main(argv) == 0
    monkeypatch.setattr("sys.argv", ["solver-alloc", *argv])
    assert cli.main() == 2
    assert "needs at least" in capsys.readouterr().err
    before = time.monotonic()
    assert run_started() <= time.monotonic()
    assert run_started() >= before - START_UP_MOST


def test_what_comes_after_is_kept_back_in_full() -> None:
    """``leaving`` keeps back all it is asked (``reserving`` at most a tenth):
    a phase that cannot be cut must find its time there."""
    opts = SolveOptions(time_limit=10.0).started()
    assert opts.deadline is not None
    left = opts.leaving(8.0)
    assert left.deadline == pytest.approx(opts.deadline - 8.0)
    assert opts.reserving(8.0).deadline == pytest.approx(opts.deadline - 1.0, abs=0.01)
    assert left.affords(1.5)
    assert not left.affords(2.5)
    assert SolveOptions(time_limit=None).started().leaving(8.0).affords(1e9)


def test_a_plan_checked_inside_the_solve_is_not_simulated_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI verifies the plan the solver returns; when the solver already
    checked that very plan (a repaired or regions' plan), the report is the
    same and the simulation runs once. Another plan, or another target, is
    simulated again."""
    k = random_cfg_kernel(100, seed=4)
    t = load_target("trn2")
    a = allocate(k, t, objective="spill", backend="linear-scan")
    assert a.is_feasible
    assert a.operations
    calls = []
    real = verifier.verify_kernel

    def counting(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]
    monkeypatch.setattr(verifier, "verify_kernel", counting)
    first = verifier.verify(k, t, a)
    again = verifier.verify(k, t, replace(a, stats={"copied": True}))
    assert first.valid
    assert again is first
    assert len(calls) == 1
    shorter = replace(a, operations=a.operations[1:])
    assert verifier.verify(k, t, shorter) is not first
    assert len(calls) == 2
    assert verifier.verify(k, load_target("trn2"), a).valid
    assert len(calls) == 3


def test_no_time_for_a_lagrangian_round_keeps_beladys_plan(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A straight-line class in the anytime mode starts a round only when the
    budget holds one (it cannot be cut): with none, Belady's plan is decoded
    and returned, verified."""
    import solver_alloc.spill.modes.anytime.mode as anytime

    k = random_spill_kernel(200, seed=2)
    t = load_target("trn2")
    opts = SolveOptions(anytime_segments=100, lns_windows=0, time_limit=20)
    monkeypatch.setattr(anytime, "ROUND_SECONDS", 1e6)
    a = allocate(k, t, objective="spill", options=opts)
    assert a.status is Status.FEASIBLE
    assert "Belady start, 0 Lagrangian flow rounds" in a.certificate
    assert verifier.verify(k, t, a).valid
    monkeypatch.setattr(anytime, "ROUND_SECONDS", 0.0)
    rounds = allocate(k, t, objective="spill", options=opts)
    assert "Belady start, 8 Lagrangian flow rounds" in rounds.certificate
    assert rounds.objective is not None
    assert a.objective is not None
    assert rounds.objective <= a.objective


def test_a_split_model_the_budget_cannot_build_is_not_built(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Building the split model cannot be cut: with too little time for it the
    class falls back at once on its warm start, the greedy split plan, or, where
    that has no registers, spill-everywhere (verified, FEASIBLE)."""
    import solver_alloc.spill.modes.exact as exact

    k = random_cfg_kernel(100, seed=4)
    t = load_target("trn2")
    encoded = []
    real = exact.encoded
    monkeypatch.setattr(exact, "encoded", lambda *a: encoded.append(1) or real(*a))
    monkeypatch.setattr(exact, "ENCODE_SECONDS", 1e6)
    a = allocate(k, t, objective="spill", time_limit=30)
    assert not encoded
    assert a.is_feasible
    assert verifier.verify(k, t, a).valid
    assert any(f"no time left to build the split model; {how} instead" in a.certificate
               for how in ("the greedy split plan", "spill-everywhere"))


def test_no_callee_saved_search_without_time_for_its_solves(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The search over callee-saved registers runs only when the budget holds
    :data:`~solver_alloc.spill.callee.saved.SEARCH_FLOORS` solves' floors;
    otherwise the first solve takes the whole budget and its plan is priced."""
    import solver_alloc.spill.callee.saved as callee_saved

    k = kernel(blocks=[
        {"name": "entry", "freq": 1, "succs": ["call"],
         "instrs": [{"op": "def", "defs": ["a"]}]},
        {"name": "call", "freq": 10, "instrs": [
            {"op": "call", "defs": ["clobber"]}, {"op": "use", "uses": ["a"]}]}],
        values={"clobber": {"fixed": "g0"}})
    t = toy_target(count=2, widths=(1,), callee_saved=(1,))
    searched = allocate(k, t, objective="spill", time_limit=20)
    assert "callee_saved_solves" in searched.stats
    monkeypatch.setattr(callee_saved, "floor", lambda _k: Floor(100.0, 0.0, 0.0))
    alone = allocate(k, t, objective="spill", time_limit=20)
    assert "callee_saved_solves" not in alone.stats
    assert alone.is_feasible
    assert verifier.verify(k, t, alone).valid
