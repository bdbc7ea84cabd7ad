"""What the machine obeys, in the model and the verifier: tied (two-address)
operands, terminators that read registers, instructions that write flags.

Each family: a plan the machine rejects is rejected by the verifier, the solver
finds a plan that obeys the rule where one exists, and returns none where the
rule leaves none.
"""

from __future__ import annotations

import pytest

from solver_alloc import Target, allocate, load_target
from solver_alloc.frontends.llvm_mir import mir_kernel
from solver_alloc.frontends.llvm_target import llvm_names
from solver_alloc.frontends.mir_parse import parse_mir
from solver_alloc.ir import Block, Instr, Kernel, ValueDecl
from solver_alloc.result import Allocation, Operation, Status
from solver_alloc.verifier.kernel import verify


@pytest.fixture(scope="module")
def two() -> Target:
    """x86-64 with two general registers (r0, r1: neither callee-saved)."""
    return load_target("x86-64").with_counts({"gpr": 2})


def _kernel(instrs: list[Instr], values: dict[str, ValueDecl] | None = None) -> Kernel:
    return Kernel("k", (Block("b0", tuple(instrs)),), values=values or {})


def _plan(k: Kernel, t: Target, assignment: dict[str, str],
          ops: tuple[Operation, ...]) -> Allocation:
    return Allocation(k.name, t.name, Status.FEASIBLE, objective_kind="spill",
                      assignment=assignment, operations=ops)


def _kinds(k: Kernel, t: Target, a: Allocation) -> set[str]:
    return {v.kind for v in verify(k, t, a).violations}


# -- tied operands -----------------------------------------------------------------
# v is read and written in place by a two-address instruction that also writes w
# (fixed to r1), so v's home is r0; y (fixed to r0) is read by the same
# instruction. Untied, v is stored, y takes r0, v is reloaded into r1, and the def
# writes it back to r0; tied, v must be read from r0, where y is: no plan.
FIXED = {"y": ValueDecl(fixed="r0"), "w": ValueDecl(fixed="r1")}
TIED = [Instr("def", defs=("v",)), Instr("def", defs=("y",)),
        Instr("add", defs=("v", "w"), uses=("v", "y"), tied=("v",)),
        Instr("use", uses=("v", "w"))]
UNTIED = [Instr(i.op, i.defs, i.uses) for i in TIED]
SPLIT = (Operation(1, "store", "v", reg="r0"), Operation(2, "load", "v", reg="r1"))


def test_a_tied_use_read_from_another_register_than_its_def_is_rejected(two: Target) -> None:
    k = _kernel(TIED, FIXED)
    split = _plan(k, two, {"v": "r0", "y": "r0", "w": "r1"}, SPLIT)
    assert _kinds(k, two, split) == {"tied_split"}
    untied = _kernel(UNTIED, FIXED)
    assert verify(untied, two, split).valid  # the same plan, no tie: fine


def test_the_solver_reloads_a_tied_use_into_its_home(two: Target) -> None:
    k = _kernel([Instr("def", defs=("v",)), Instr("def", defs=("y",)),
                 Instr("def", defs=("z",)), Instr("use", uses=("y", "z")),
                 Instr("add", defs=("v",), uses=("v",), tied=("v",)),
                 Instr("use", uses=("v",))])
    a = allocate(k, two, objective="spill", time_limit=20)
    assert a.is_feasible
    assert verify(k, two, a).valid
    loads = [op for op in a.operations if op.op == "load" and op.value == "v"]
    assert loads
    assert all(op.reg == a.assignment["v"] for op in loads)


def test_no_plan_where_the_tie_leaves_none(two: Target) -> None:
    a = allocate(_kernel(TIED, FIXED), two, objective="spill", time_limit=20)
    assert not a.is_feasible
    untied = _kernel(UNTIED, FIXED)
    b = allocate(untied, two, objective="spill", time_limit=20)
    assert b.is_feasible
    assert verify(untied, two, b).valid
    assert b.objective == 8  # a store and a load


# -- terminators -------------------------------------------------------------------
def _branchy() -> Kernel:
    """bb0 ends in a branch reading c; a is spilled in bb0 and reloaded at its end
    for bb1."""
    return Kernel("k", (
        Block("b0", (Instr("def", defs=("a",)), Instr("store_a", uses=("a",)),
                     Instr("def", defs=("c",)), Instr("def", defs=("d",)),
                     Instr("use", uses=("d",)),
                     Instr("br", uses=("c",), terminator=True)), succs=("b1",)),
        Block("b1", (Instr("use", uses=("a",)),))))


def test_block_end_code_that_overwrites_what_the_branch_reads_is_rejected(two: Target
                                                                          ) -> None:
    k = _branchy()
    store = Operation(2, "store", "a", reg="r0")
    clobber = _plan(k, two, {"a": "r0", "c": "r1", "d": "r0"},
                    (store, Operation(6, "load", "a", reg="r1", block="b0")))
    assert _kinds(k, two, clobber) == {"use_not_in_register"}
    fine = _plan(k, two, {"a": "r0", "c": "r1", "d": "r0"},
                 (store, Operation(6, "load", "a", reg="r0", block="b0")))
    assert verify(k, two, fine).valid


def test_the_solver_keeps_a_branchs_operand_until_the_block_end(two: Target) -> None:
    k = _branchy()
    a = allocate(k, two, objective="spill", time_limit=20)
    assert a.is_feasible
    assert verify(k, two, a).valid
    end = [op for op in a.operations if op.before == 6 and op.op in ("load", "remat")]
    assert end
    assert all(op.reg != a.assignment["c"] for op in end)


# -- instructions that write flags -------------------------------------------------
FLAGS = """---
name: f
registers:
  - { id: 0, class: gr32 }
  - { id: 1, class: gr32 }
  - { id: 2, class: gr32 }
  - { id: 3, class: gr8 }
body: |
  bb.0:
    %0:gr32 = MOV32r0 implicit-def dead $eflags
    %1:gr32 = MOV32ri 7
    %2:gr32 = ADD32ri %1, 1, implicit-def $eflags
    %3:gr8 = SETCCr 4, implicit $eflags
    $eax = COPY %0
    RET 0, $eax
...
"""


def test_what_may_be_recomputed_elsewhere() -> None:
    """A constant is; a flag reader (SETCCr) is not; MOV32r0, which writes
    EFLAGS, is, through its flag-free form (MOV32ri 0, [llvm.emit.remat])."""
    t = load_target("x86-64")
    (f,) = parse_mir(FLAGS)
    k = mir_kernel(f, t, llvm_names(t))
    remat = {v for v, d in k.values.items() if d.remat_cost is not None}
    assert remat == {"%0", "%1"}
    assert k.blocks[0].instrs[-1].terminator
    assert not any(i.terminator for i in k.blocks[0].instrs[:-1])


def test_a_flag_writer_without_a_flag_free_form_is_not_recomputed() -> None:
    t = load_target("x86-64")
    (f,) = parse_mir(FLAGS.replace("MOV32r0 implicit-def dead $eflags",
                                   "MOV32r1 implicit-def dead $eflags"))
    k = mir_kernel(f, t, llvm_names(t))
    assert k.values["%0"].remat_cost is None


def test_x86_two_address_uses_are_tied() -> None:
    t = load_target("x86-64")
    (f,) = parse_mir(FLAGS.replace("%2:gr32 = ADD32ri %1, 1,", "%1:gr32 = ADD32ri %1, 1,"))
    k = mir_kernel(f, t, llvm_names(t))
    add = k.blocks[0].instrs[2]
    assert add.op == "ADD32ri"
    assert add.tied == ("%1",)


def test_a_partial_def_reads_the_other_lanes_where_it_writes() -> None:
    """``%3.sub_8bit = SETCCr`` (no ``undef``) writes the low byte and keeps the
    rest of %3: the rest must be in the register the byte goes to (zstd's
    output changed when a reload put it elsewhere). With ``undef`` the other
    lanes are not read, so nothing is tied."""
    t = load_target("x86-64")
    text = FLAGS.replace("%3:gr8 = SETCCr 4, implicit $eflags",
                         "%1.sub_8bit:gr32 = SETCCr 4, implicit $eflags")
    (f,) = parse_mir(text)
    setcc = mir_kernel(f, t, llvm_names(t)).blocks[0].instrs[3]
    assert setcc.op == "SETCCr"
    assert setcc.tied == ("%1",)
    (g,) = parse_mir(text.replace("%1.sub_8bit:gr32 = SETCCr",
                                  "undef %1.sub_8bit:gr32 = SETCCr"))
    assert mir_kernel(g, t, llvm_names(t)).blocks[0].instrs[3].tied == ()
