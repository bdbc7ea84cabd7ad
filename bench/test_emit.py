"""What writing an allocation back as MIR costs beside the solve (issue goal: at
most 10%).

``make bench`` (table in ``bench/.out/emit.md``) or ``make bench-results``
(``bench/results/emit.md``). In one process, side by side: every function of
``instances/llvm-modules/lz4.x86-64.pre.mir`` read once, solved (objective spill,
seed 0, one worker, a fixed limit per function) and verified, then its machine
view made (the writer's whole work per function) and the module assembled. The
ratio is views + module over solves.
"""

from __future__ import annotations

import time
from dataclasses import replace
from pathlib import Path

from bench_results import results_dir

from solver_alloc import allocate, load_target
from solver_alloc.emit import emit_mir, machine_view
from solver_alloc.emit.module import function_documents
from solver_alloc.frontends.llvm_mir import mir_kernel_mapped
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import MirError, read_mir

ROOT = Path(__file__).resolve().parent.parent
MODULE = ROOT / "instances" / "llvm-modules" / "lz4.x86-64.pre.mir"
PER_FUNCTION = 2.0


def test_emitting_costs_a_small_share_of_the_solve() -> None:
    t = load_target("x86-64")
    names = llvm_names(t)
    text = MODULE.read_text()
    docs = function_documents(text)
    solved, views = 0.0, 0.0
    allocs = {}
    for f in read_mir(MODULE):
        try:
            k, mapping = mir_kernel_mapped(f, t, names)
        except MirError:
            continue
        t0 = time.perf_counter()
        a = allocate(k, t, objective="spill", time_limit=PER_FUNCTION, seed=0, workers=1)
        t1 = time.perf_counter()
        if a.is_feasible:
            a = replace(a, machine=machine_view(MODULE, docs[f.name], t, a,
                                                (f, k, mapping)))
        t2 = time.perf_counter()
        solved += t1 - t0
        views += t2 - t1
        allocs[f.name] = a
    t3 = time.perf_counter()
    emit_mir(MODULE, text, t, allocs, fallback=function_documents(
        MODULE.with_name("lz4.x86-64.post.mir").read_text()))
    module = time.perf_counter() - t3
    ratio = (views + module) / solved
    (results_dir() / "emit.md").write_text(
        "# Writing allocations back as MIR, beside the solve\n\n"
        f"`bench/test_emit.py`: {len(allocs)} functions of lz4 (x86-64), "
        f"{PER_FUNCTION:g} s limit each, seed 0, one worker, one process.\n\n"
        "| solves | machine views | module | (views + module) / solves |\n"
        "|---|---|---|---|\n"
        f"| {solved:.1f} s | {views:.2f} s | {module:.2f} s | {ratio:.1%} |\n")
    assert ratio <= 0.10
