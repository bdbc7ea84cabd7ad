"""``check``'s "fits" means an allocation exists (adversarial round 3, D7):
it said "fits" (exit 0) for kernels that ``solve --objective spill`` proves
INFEASIBLE, since its checks (features, pressure in classes that cannot spill,
activation sets) do not cover fixed registers, tuples, indexed reads or
``no_spill`` live-ins. It now says "fits" only with a verified plan, "does not
fit" with a proof, and "unknown" (exit 1) otherwise."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from helpers import DATA
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import straight_kernels
from thorough import examples

import solver_alloc.programs.verdict as verdict_module
from solver_alloc import (
    Allocation,
    Kernel,
    Status,
    Target,
    allocate,
    load_kernel,
    verify,
)
from solver_alloc.cli import main
from solver_alloc.formats.kernel import dump_kernel
from solver_alloc.programs.verdict import Fits, verdict
from solver_alloc.result import Header
from solver_alloc.targets import load_target, target_from_dict

CASES = DATA / "adversarial3"


def _check(capsys: pytest.CaptureFixture[str], kernel: Path, target: Path | str
           ) -> tuple[int, str]:
    code = main(["check", str(kernel), "--target", str(target)])
    return code, capsys.readouterr().out


def test_d7_check_says_no_where_solve_proves_infeasible(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The live-in ``v1`` is read from a register and later through a runtime
    index, in a class that cannot spill: no allocation exists, and ``check``
    says so (it said "k fits t", exit 0)."""
    code, out = _check(capsys, CASES / "check_fits_infeasible.json",
                       CASES / "check_fits_infeasible.toml")
    assert code == 1
    assert out.startswith("k does not fit t: 1 problem(s)\n")
    assert "no allocation exists" in out
    k = load_kernel(CASES / "check_fits_infeasible.json")
    t = load_target(CASES / "check_fits_infeasible.toml")
    assert allocate(k, t, objective="spill").status is Status.INFEASIBLE


def test_d7_unknown_when_neither_is_found_in_time(monkeypatch: pytest.MonkeyPatch
                                                  ) -> None:
    """No plan and no proof within the budget: "unknown", never "fits"."""
    def nothing(k: Kernel, t: Target, **_: Any) -> Allocation:
        return Header(k.name, t.name, "spill").allocation(
            Status.UNKNOWN, explanation="the budget ran out")

    monkeypatch.setattr(verdict_module, "allocate", nothing)
    k = load_kernel(CASES / "check_fits_infeasible.json")
    v = verdict(k, load_target("x86-64"), time_limit=1)
    assert v.fits is Fits.UNKNOWN
    assert "the budget ran out" in v.reason
    assert v.lines("k", "x86-64")[0].startswith("k on x86-64: unknown whether it fits: ")


CHECKED = examples(25)
"""Random kernels per run (ten times as many under make test-slow)."""


@st.composite
def _hard_kernels(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, Any]]:
    """A small straight-line kernel and a one-class target with what ``check``'s
    own checks do not see: values fixed to registers, pairs, reads through a
    runtime index, ``no_spill`` values (live-ins too), remat costs, and a class
    that may not spill. As JSON documents (kernel, target)."""
    count = draw(st.integers(2, 4))
    raw = json.loads(dump_kernel(draw(straight_kernels(max_instrs=6))))
    instrs = raw.get("instrs") or raw["blocks"][0]["instrs"]
    for ins in instrs:
        ins["indexed"] = [v for v in ins.get("uses", []) if draw(st.integers(0, 4)) == 0]
    names = sorted({v for ins in instrs for v in (*ins.get("uses", []),
                                                  *ins.get("defs", []))}
                   | set(raw.get("live_in", [])))
    values: dict[str, Any] = {}
    for v in names:
        d: dict[str, Any] = {}
        kind = draw(st.integers(0, 7))
        if kind == 0:
            d["fixed"] = f"g{draw(st.integers(0, count - 1))}"
        elif kind == 1:
            d["width"] = 2
        if draw(st.integers(0, 3)) == 0:
            d["no_spill"] = True
        if draw(st.integers(0, 4)) == 0:
            d["remat_cost"] = draw(st.integers(1, 9))
        if d:
            values[v] = d
    raw["values"] = values
    target = {"name": "toy", "default_class": "g", "classes": {"g": {
        "count": count, "prefix": "g", "widths": [1, 2], "store_cost": 3,
        "load_cost": 5, "move_cost": 1, "remat_cost": 1,
        "spillable": draw(st.booleans())}}}
    return raw, target


@settings(max_examples=CHECKED, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(_hard_kernels())
def test_d7_fits_means_solve_finds_an_allocation(case: tuple[dict[str, Any],
                                                             dict[str, Any]]) -> None:
    """Over random small kernels with fixed registers, pairs, indexed reads
    and ``no_spill`` values: whenever ``check`` says fits, ``solve --objective
    spill`` does not say INFEASIBLE (and a kernel that does not fit gets no
    plan from it either)."""
    raw, traw = case
    with tempfile.TemporaryDirectory() as tmp:
        kpath, tpath = Path(tmp) / "k.json", Path(tmp) / "t.toml"
        kpath.write_text(json.dumps(raw))
        tpath.write_text(_toml(traw))
        target = target_from_dict(traw)
        try:
            k = load_kernel(kpath, target)
        except Exception:  # an invalid combination (e.g. a pair fixed to the
            return         # last register): not what this test is about
        code = main(["check", str(kpath), "--target", str(tpath), "--time-limit", "5"])
        on = load_target(tpath)
        solved = allocate(k, on, objective="spill", time_limit=10)
    if solved.is_feasible:
        assert verify(k, on, solved).valid
    if code == 0:
        assert solved.status is not Status.INFEASIBLE, solved.explanation
    if solved.status is Status.INFEASIBLE:
        assert code == 1


def _toml(t: dict[str, Any]) -> str:
    (cname, cls), = t["classes"].items()
    body = "\n".join(f"{k} = {json.dumps(v) if not isinstance(v, bool) else str(v).lower()}"
                     for k, v in cls.items())
    return (f'name = "{t["name"]}"\ndefault_class = "{t["default_class"]}"\n'
            f"[classes.{cname}]\n{body}\n")
