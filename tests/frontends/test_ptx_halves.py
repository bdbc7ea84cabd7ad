"""PTX's 16-bit registers in halves of R registers, as ptxas packs them
(solver_alloc/halves.py): a feasible and a forced-infeasible case on sm_90, and
the same kernel on a machine that does not pack."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from helpers import ptx_entry, with_class

from solver_alloc import Kernel, Status, Target, allocate, load_target, verify

SM90 = load_target("nvidia-sm90")

FOUR_HALVES = """
	ld.param.u64 %rd1, [k_param_0];
	mov.u32 %r9, %tid.x;
	mul.wide.u32 %rd2, %r9, 8;
	add.s64 %rd2, %rd1, %rd2;
	ld.global.b16 %h1, [%rd2];
	ld.global.b16 %h2, [%rd2+2];
	ld.global.b16 %h3, [%rd2+4];
	ld.global.b16 %h4, [%rd2+6];
	st.global.v4.b16 [%rd2+8], {%h1, %h2, %h3, %h4};
	ret;"""
REGS = "\t.reg .b16 %h<5>;\n\t.reg .b32 %r<10>;\n\t.reg .b64 %rd<3>;"


def _kernel(tmp_path: Path, t: Target) -> Kernel:
    return ptx_entry(tmp_path, FOUR_HALVES, t, REGS)


def test_four_16_bit_values_share_two_registers(tmp_path: Path) -> None:
    k = _kernel(tmp_path, SM90)
    assert k.meta["halves"] == ["r"]
    # %rd2 (the per-thread address, 4 halves), the four values and the three
    # registers ptxas holds (frontends/ptx_held.py): 7 registers
    a = allocate(k, SM90.with_counts({"r": 7}), objective="spill", keep_order=True)
    assert a.status is Status.OPTIMAL, a.summary()
    assert a.objective == 0
    halves = {a.assignment[f"%h{i}"] for i in range(1, 5)}
    assert len(halves) == 4
    assert sum(r.endswith(".H1") for r in halves) == 2  # two registers, both halves
    assert verify(k, SM90.with_counts({"r": 7}), a).valid


def test_the_store_cannot_read_four_halves_from_one_register_fewer(tmp_path: Path) -> None:
    k = _kernel(tmp_path, SM90)
    a = allocate(k, SM90.with_counts({"r": 6}), objective="spill", keep_order=True)
    # 8 halves (the address pair and four values) read at once: no plan in 6 - 3
    assert a.status is Status.INFEASIBLE
    assert "%ptxas_held1" in a.explanation


def test_without_packing_the_same_store_needs_two_more(tmp_path: Path) -> None:
    plain = with_class(SM90, halves=False)
    k = _kernel(tmp_path, plain)
    assert "halves" not in k.meta
    a = allocate(k, plain.with_counts({"r": 7}), objective="spill", keep_order=True)
    assert a.status is Status.INFEASIBLE  # 6 registers read at once, 3 held
    assert "%ptxas_held1" in a.explanation


def test_whole_registers_plan_and_the_halves_bound(tmp_path: Path) -> None:
    """solver_alloc/whole.py: the kernel is planned in whole registers, then in
    halves; the cheaper plan is kept, named in halves, under the bound in
    halves, and verifies."""
    from solver_alloc.solving import SolveOptions
    from solver_alloc.whole import packed_or_whole

    k = _kernel(tmp_path, SM90)
    t = SM90.with_counts({"r": 9})  # 4 values, an address pair, 3 held: whole fits
    seen: list[int] = []

    def run(dearer: bool):  # type: ignore[no-untyped-def]
        def go(kk, tt, opts):  # type: ignore[no-untyped-def]
            a = allocate(kk, tt, objective="spill", keep_order=True)
            seen.append(tt.classes["r"].unit)
            if dearer and tt.classes["r"].unit == 2:  # as if packing had done worse
                return replace(a, objective=(a.objective or 0) + 1000)
            return a
        return go

    got = packed_or_whole(k, t, SolveOptions(time_limit=30).started(), run(True))
    assert seen == [1, 2]
    assert got.certificate.startswith("in whole registers")
    assert "bound 0 from the model in 16-bit halves" in got.certificate
    report = verify(k, t, got)
    assert report.valid, report.violations[:3]
    assert report.cost == got.objective
    assert got.status is Status.OPTIMAL
    # where packing is no dearer, its plan is kept as it is
    kept = packed_or_whole(k, t, SolveOptions(time_limit=30).started(), run(False))
    assert not kept.certificate.startswith("in whole registers")
    assert verify(k, t, kept).valid
