"""Eight predicates over sm_90's seven, each recomputable from its comparison:
being over the registers then does not prove that a host R register is needed
for P2R (solver_alloc/hosting.py), so neither a plan nor a bound may assume one
(solver_alloc/spill/target.py ``recomputable``)."""

from __future__ import annotations

from pathlib import Path

from helpers import ptx_entry

from solver_alloc import Kernel, Status, allocate, load_target, verify

SM90 = load_target("nvidia-sm90")

def eight(extra: int = 0) -> str:
    """Eight predicates comparing one loaded value; ``extra`` more values live
    across them."""
    return "\n".join([
        "\tld.param.u64 %rd1, [k_param_0];", "\tmov.u32 %r1, %tid.x;",
        "\tmul.wide.u32 %rd2, %r1, 4;", "\tadd.s64 %rd3, %rd1, %rd2;",
        "\tld.global.u32 %r2, [%rd3];",
        *(f"\tld.global.u32 %r{3 + i}, [%rd3+{100 * (i + 1)}];" for i in range(extra)),
        *(f"\tsetp.gt.s32 %p{i}, %r2, {i};" for i in range(1, 9)),
        *(f"\t@%p{i} st.global.u32 [%rd3+{4 * i}], %r2;" for i in range(1, 9)),
        *(f"\tst.global.u32 [%rd3+{68 + 4 * i}], %r{3 + i};" for i in range(extra)),
        "\tst.global.u32 [%rd3+64], %r2;", "\tret;"])


REGS = "\t.reg .pred %p<9>;\n\t.reg .b32 %r<20>;\n\t.reg .b64 %rd<4>;"


def _kernel(tmp_path: Path, extra: int = 0) -> Kernel:
    return ptx_entry(tmp_path, eight(extra), SM90, REGS)


def test_recomputing_a_predicate_needs_no_host_register(tmp_path: Path) -> None:
    # r: the three held registers, the address pair and %r2 fill 6: no room
    # for a host register, but one predicate recomputed (5) needs none
    k = _kernel(tmp_path)
    t = SM90.with_counts({"r": 6})
    a = allocate(k, t, objective="spill", keep_order=True, time_limit=20)
    assert a.status is Status.OPTIMAL, a.summary()
    assert a.objective == 5
    assert verify(k, t, a).valid


def test_the_registers_objective_does_not_claim_the_host_is_needed(tmp_path: Path
                                                                  ) -> None:
    # r: 3 held, the address pair and 3 values: 8 registers, 9 with a host (16
    # counted): without a host (every predicate recomputed) 8 would do
    k = _kernel(tmp_path, extra=2)
    a = allocate(k, SM90, objective="registers", keep_order=True, time_limit=20)
    assert a.is_feasible
    assert verify(k, SM90, a).valid
    if a.registers_used["r"] > 8:
        assert a.status is Status.FEASIBLE
        assert a.bound is not None
        assert a.bound <= a.objective - 8
    # where the host costs no granule the answer is proven
    kb = _kernel(tmp_path)
    b = allocate(kb, SM90, objective="registers", keep_order=True)
    assert verify(kb, SM90, b).valid
    assert b.status is Status.OPTIMAL
    assert b.registers_used["r"] == 8
