"""The pipeline computes what it did: same liveness, same linear-scan
allocations, same verifier verdicts, on every shipped kernel and on random CFG
kernels with loops (golden values, readable, in ``tests/data/golden/pipeline.json``;
see ``golden_pipeline.py`` for what they hold and how to rewrite them)."""

from __future__ import annotations

import json

import pytest
from golden_pipeline import GOLDEN, differences, kernels, summary

from solver_alloc.ir import Kernel

GOLDEN_TABLE = json.loads(GOLDEN.read_text())
KERNELS = kernels()


def test_every_golden_kernel_is_still_shipped() -> None:
    assert sorted(GOLDEN_TABLE) == sorted(name for name, _ in KERNELS)


@pytest.mark.parametrize(("name", "kernel"), KERNELS, ids=[n for n, _ in KERNELS])
def test_pipeline_matches_the_golden_values(name: str, kernel: Kernel) -> None:
    """A difference names each field that differs (``python tests/golden_pipeline.py``
    rewrites the table when the change is meant)."""
    want = GOLDEN_TABLE[name]
    got = json.loads(json.dumps(summary(name, kernel)))
    assert got == want, f"{name} differs from {GOLDEN.name}:\n{differences(want, got)}"
