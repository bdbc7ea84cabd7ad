"""The Triton corpus as Triton's JIT launches it (``instances/ptx/specialised``):
every kernel reads on sm_90, is smaller than its unspecialised twin, and has
ptxas's verdicts at the same caps as the twin."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import ROOT

from solver_alloc import load_target
from solver_alloc.frontends.ptx import ptx_kernels
from solver_alloc.ir import Kernel

SM90 = load_target("nvidia-sm90")
FLAT = ROOT / "instances" / "ptx"
SPECIALISED = FLAT / "specialised"
KERNELS = sorted(SPECIALISED.glob("*.ptx"))


def _kernel(path: Path) -> Kernel:
    (kernel,) = ptx_kernels(path, SM90)
    assert isinstance(kernel, Kernel), f"{path.name}: {kernel}"
    return kernel


def test_the_specialised_set_mirrors_the_flat_one() -> None:
    assert [p.name for p in KERNELS] == sorted(p.name for p in FLAT.glob("*.ptx"))


@pytest.mark.parametrize("path", KERNELS, ids=[p.stem for p in KERNELS])
def test_a_specialised_kernel_reads_and_is_smaller_than_its_twin(path: Path) -> None:
    kernel, twin = _kernel(path), _kernel(FLAT / path.name)
    assert kernel.name == twin.name
    assert kernel.n_instrs < twin.n_instrs


def _facts(folder: Path) -> dict[str, dict[str, object]]:
    kernels: dict[str, dict[str, object]] = json.loads(
        (folder / "ptxas.json").read_text())["kernels"]
    return kernels


def test_ptxas_facts_cover_both_sets_at_shared_caps() -> None:
    ours, theirs = _facts(SPECIALISED), _facts(FLAT)
    assert sorted(ours) == [p.stem for p in KERNELS] == sorted(theirs)
    for name, entry in ours.items():
        caps = entry["caps"]
        assert caps == theirs[name]["caps"], name
        assert isinstance(caps, list)
        assert caps
        for facts in (entry, theirs[name]):
            assert isinstance(facts["maxrregcount"], dict)
            assert {str(r) for r in caps} <= set(facts["maxrregcount"]), name
        assert isinstance(entry["as_compiled"], dict)
        assert entry["as_compiled"]["registers"] > 0
        assert isinstance(entry["specialised"], dict)
        assert entry["specialised"]["divisibility_16"], name  # pointers at least
