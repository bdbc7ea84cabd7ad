"""Liveness speed on straight-line kernels (the 1M-instruction target: under 2 s).

Run with `make bench`. Fixed seeds. Two modes, side by side:
- ``fresh``: a newly built kernel every round, so every value name is hashed for
  the first time (what a library user building a Kernel in code sees);
- ``repeat``: the same kernel again, name hashes cached (what follows
  ``load_kernel``, whose validation already hashed every name).
"""

from __future__ import annotations

import pytest
from bench_kernels import random_straight_kernel

from solver_alloc.analysis.liveness import compute_liveness

SIZES = [16_384, 1_000_000]


@pytest.mark.parametrize("n", SIZES, ids=[str(n) for n in SIZES])
def test_liveness_fresh(benchmark, n: int) -> None:
    seeds = iter(range(100))

    def fresh():
        return (random_straight_kernel(n, seed=next(seeds)),), {}

    lv = benchmark.pedantic(compute_liveness, setup=fresh, rounds=3, iterations=1)
    benchmark.extra_info.update(n_instrs=n, segments=len(lv.seg_value),
                                max_live=lv.max_live()[0])
    assert len(lv.values) == n


@pytest.mark.parametrize("n", SIZES, ids=[str(n) for n in SIZES])
def test_liveness_repeat(benchmark, n: int) -> None:
    kernel = random_straight_kernel(n, seed=0)
    compute_liveness(kernel)  # warm: names hashed once, as load_kernel would
    lv = benchmark.pedantic(compute_liveness, args=(kernel,), rounds=3, iterations=1)
    assert len(lv.values) == n
