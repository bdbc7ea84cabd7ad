"""Splitting values into webs (``analysis/webs.py``) against an independent
oracle: reaching definitions by a plain set dataflow over def sites, webs as the
connected classes of "this definition reaches this use". The split kernel must
name every definition that reaches a use by that use's name (the program reads
what it read before), split exactly the classes the oracle finds, and keep the
register pressure of every point."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from helpers import ROOT
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Kernel, load_target
from solver_alloc.analysis.liveness import compute_liveness
from solver_alloc.analysis.webs import split_webs
from solver_alloc.formats.kernel import kernel_from_dict
from solver_alloc.frontends.ptx import load_ptx

NAMES = ("a", "b", "c")


def _random_kernel(seed: int) -> Kernel:
    """A CFG of 2-6 blocks (forward edges, sometimes a back edge), every name
    defined at the entry, then random reads and writes, some guarded (read and
    write); a name may be live out."""
    rng = random.Random(seed)
    nb = rng.randint(2, 6)
    blocks: list[dict[str, Any]] = []
    for k in range(nb):
        instrs: list[dict[str, Any]] = [{"op": "def", "defs": list(NAMES)}] if k == 0 else []
        for _ in range(rng.randint(0, 4)):
            d = rng.choice(NAMES)
            uses = rng.sample(NAMES, rng.randint(0, 2))
            if rng.random() < 0.2:
                uses = sorted({*uses, d})  # a guarded write keeps the old value
            instrs.append({"op": "op", "defs": [d], "uses": uses})
        succs = [f"b{t}" for t in sorted({k + 1, rng.randint(k + 1, nb - 1)})
                 ] if k + 1 < nb else []
        if k > 0 and rng.random() < 0.3:
            succs.append(f"b{rng.randint(1, k)}")  # a loop
        blocks.append({"name": f"b{k}", "instrs": instrs, "succs": succs})
    live_out = [n for n in NAMES if rng.random() < 0.2]
    return kernel_from_dict({"name": "w", "blocks": blocks, "live_out": live_out})


def _reaching(kernel: Kernel) -> dict[tuple[int, str], set[int]]:
    """``(instruction, name read there) -> instructions whose write reaches it``:
    sets of def sites per name, iterated to the fixed point (live-out names are
    never split, so exits' reads are not needed)."""
    index = {b.name: k for k, b in enumerate(kernel.blocks)}
    starts = kernel.block_starts()
    preds: list[list[int]] = [[] for _ in kernel.blocks]
    for k, b in enumerate(kernel.blocks):
        for s in b.succs:
            preds[index[s]].append(k)
    out: list[dict[str, frozenset[int]]] = [{} for _ in kernel.blocks]
    reads: dict[tuple[int, str], set[int]] = {}
    changed = True
    while changed:
        changed = False
        for k, b in enumerate(kernel.blocks):
            cur: dict[str, set[int]] = {}
            for p in preds[k]:
                for n, sites in out[p].items():
                    cur.setdefault(n, set()).update(sites)
            for i, ins in enumerate(b.instrs, starts[k]):
                for u in ins.uses:
                    reads[(i, u)] = set(cur.get(u, set()))
                for d in ins.defs:
                    cur[d] = {i}
            new = {n: frozenset(s) for n, s in cur.items()}
            if new != out[k]:
                out[k], changed = new, True
    return reads


def _oracle_webs(kernel: Kernel) -> set[frozenset[tuple[int, str]]]:
    """Def sites ``(instruction, name)`` grouped into webs (a union-find of its
    own): definitions that reach one read are one web, and an instruction that
    reads and writes a name ties its definition to the ones it reads."""
    parent: dict[tuple[int, str], tuple[int, str]] = {}

    def find(x: tuple[int, str]) -> tuple[int, str]:
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x

    for i, _, ins in kernel.instructions():
        for d in ins.defs:
            find((i, d))
    reaching = _reaching(kernel)
    for (_, n), sites in reaching.items():
        ordered = sorted(sites)
        for site in ordered[1:]:
            parent[find((site, n))] = find((ordered[0], n))
    for i, _, ins in kernel.instructions():  # read and written in place: a tie
        for d in set(ins.defs) & set(ins.uses):
            for site in reaching[(i, d)]:
                parent[find((site, d))] = find((i, d))
    groups: dict[tuple[int, str], set[tuple[int, str]]] = {}
    for x in list(parent):
        groups.setdefault(find(x), set()).add(x)
    return {frozenset(g) for g in groups.values()}


def _check(kernel: Kernel) -> None:
    split = split_webs(kernel)
    old = [ins for _, _, ins in kernel.instructions()]
    new = [ins for _, _, ins in split.instructions()]
    assert len(old) == len(new)
    assert [ins.op for ins in old] == [ins.op for ins in new]
    reaching = _reaching(kernel)
    for i, ins in enumerate(old):  # each definition reaching a read has its name
        for j, u in enumerate(ins.uses):
            for site in reaching[(i, u)]:
                assert new[site].defs[old[site].defs.index(u)] == new[i].uses[j], (i, u)
            if u in ins.defs:  # a tie: written under the name it reads
                assert new[i].defs[ins.defs.index(u)] == new[i].uses[j], (i, u)
    webs = _oracle_webs(kernel)
    groups: dict[str, set[tuple[int, str]]] = {}
    for i, ins in enumerate(new):
        for pos, d in enumerate(ins.defs):
            groups.setdefault(d, set()).add((i, old[i].defs[pos]))
    for name, sites in groups.items():
        (original,) = {n for _, n in sites}
        if original in kernel.live_out:  # the interface keeps its names: unsplit
            assert name == original
            assert sites == {(i, original) for i, ins in enumerate(old)
                             if original in ins.defs}
        else:  # exactly the oracle's webs: no more split, no less
            assert frozenset(sites) in webs, (name, sites)
    np.testing.assert_array_equal(compute_liveness(kernel).pressure(None),
                                  compute_liveness(split).pressure(None))


@settings(max_examples=examples(300), deadline=None)
@given(st.integers(0, 10**9))
def test_webs_match_reaching_definitions(seed: int) -> None:
    _check(_random_kernel(seed))


@pytest.mark.parametrize(("name", "split"), [("layer_norm", False), ("vector_add", False),
                                            ("matmul_64x128x64", True),
                                            ("attention_fwd", True)])
def test_ptx_kernels_are_split_into_their_webs(name: str, split: bool) -> None:
    """The frontend's kernels are split already (splitting again changes
    nothing); in the wgmma kernels a register written in unrelated places is
    several values, in the small ones every rewrite is a tie or a join."""
    (k,) = load_ptx(ROOT / "instances" / "ptx" / f"{name}.ptx", load_target("nvidia-sm90"))
    assert split_webs(k) is k
    assert any("." in v for v in k.value_names()) == split
