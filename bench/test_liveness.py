"""Liveness speed on straight-line kernels (the 1M-instruction target: under 2 s).

Run with `make bench`. Fixed seeds; one round each for the big kernels.
"""

from __future__ import annotations

import pytest
from bench_kernels import random_straight_kernel

from solver_alloc.liveness import compute_liveness

SIZES = [16_384, 1_000_000]


@pytest.fixture(scope="module", params=SIZES, ids=[f"{n}" for n in SIZES])
def kernel(request: pytest.FixtureRequest):
    return random_straight_kernel(request.param, seed=0)


def test_liveness(benchmark, kernel) -> None:
    lv = benchmark.pedantic(compute_liveness, args=(kernel,), rounds=3, iterations=1)
    ml, _ = lv.max_live()
    benchmark.extra_info.update(n_instrs=kernel.n_instrs, segments=len(lv.seg_value),
                                max_live=ml)
    assert len(lv.values) == kernel.n_instrs
