"""The integer pipeline computes what the name-based one did: same liveness, same
linear-scan allocations, same verifier verdicts, on every shipped kernel and on
random CFG kernels with loops (golden digests from before the change; see
``golden_pipeline.py``)."""

from __future__ import annotations

import json

import pytest
from golden_pipeline import GOLDEN, kernels, summary

from solver_alloc.ir import Kernel

GOLDEN_TABLE = json.loads(GOLDEN.read_text())
KERNELS = kernels()


def test_every_golden_kernel_is_still_shipped() -> None:
    assert sorted(GOLDEN_TABLE) == sorted(name for name, _ in KERNELS)


@pytest.mark.parametrize(("name", "kernel"), KERNELS, ids=[n for n, _ in KERNELS])
def test_pipeline_matches_the_golden_digests(name: str, kernel: Kernel) -> None:
    assert summary(name, kernel) == GOLDEN_TABLE[name]
