"""Activation-table plans on trn2: the 110 NKI sequences (target: under 1 s each)
and the 20-layer transformer forward + backward (target: under 30 s), with the
greedy first-fit baseline recorded beside the optimum. Seed 0, 1 worker.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from solver_alloc import Status, allocate, load_kernel, load_target, verify

ROOT = Path(__file__).resolve().parent.parent
TRN2 = load_target("trn2")
NKI = sorted(p for p in (ROOT / "instances" / "nki").glob("*.json")
             if p.name != "nki-activation-sequences.json")


@pytest.mark.parametrize("path", NKI, ids=[p.stem for p in NKI])
def test_nki_sequence(benchmark, path: Path) -> None:
    k = load_kernel(path, TRN2)
    a = benchmark.pedantic(allocate, args=(k, TRN2), rounds=3, iterations=1)
    assert a.status is Status.OPTIMAL
    assert verify(k, TRN2, a).valid
    benchmark.extra_info.update(greedy=a.activation.greedy_cost,
                                optimal=a.activation.cost)
    assert benchmark.stats.stats.max < 1.0


@pytest.mark.parametrize("layers", [2, 20])
def test_transformer(benchmark, layers: int) -> None:
    sys.path.insert(0, str(ROOT / "instances"))
    from make_transformer import transformer_kernel

    k = transformer_kernel(layers)
    a = benchmark.pedantic(allocate, args=(k, TRN2), rounds=3, iterations=1)
    assert a.status is Status.OPTIMAL
    assert verify(k, TRN2, a).valid
    benchmark.extra_info.update(greedy_cost=a.activation.greedy_cost,
                                greedy_sets=a.activation.greedy_sets,
                                cost=a.activation.cost, sets=a.activation.sets)
