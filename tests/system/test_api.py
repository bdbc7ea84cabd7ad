"""The Python API as a library user meets it (issue 46): checked construction,
the string status, the builder, the listing, the summary and the library's
error messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import solver_alloc
from solver_alloc import (
    Block,
    Instr,
    Kernel,
    KernelBuilder,
    KernelError,
    Status,
    ValueDecl,
    allocate,
    cli,
    kernel_from_dict,
    listing,
    load_kernel,
    load_target,
)
from solver_alloc.formats.allocation import dump_allocation

INSTANCES = Path(__file__).resolve().parents[2] / "instances"


@pytest.fixture(scope="module")
def x86():  # type: ignore[no-untyped-def]
    return load_target("x86-64")


def _one_line(e: pytest.ExceptionInfo[KernelError]) -> str:
    msg = str(e.value)
    assert "\n" not in msg
    return msg


# ----------------------------------------------------------- direct construction

def test_unknown_successor_is_a_kernel_error_at_allocate(x86) -> None:  # type: ignore[no-untyped-def]
    k = Kernel("k", (Block("a", (Instr("ret"),), succs=("zz",)),))
    with pytest.raises(KernelError) as e:
        allocate(k, x86)
    assert _one_line(e) == ("kernel 'k': block 'a': field 'succs': unknown successor "
                            "'zz' (blocks: a)")


def test_string_defs_are_refused_not_read_as_characters(x86) -> None:  # type: ignore[no-untyped-def]
    k = Kernel("k", (Block("entry", (Instr("ld", defs="ab"),  # type: ignore[arg-type]
                                     Instr("add", uses=("a", "b")))),))
    with pytest.raises(KernelError) as e:
        allocate(k, x86)
    assert _one_line(e) == ("kernel 'k': block 'entry' instruction 0 (global 0): field "
                            "'defs': expected a tuple of non-empty strings, got 'ab'")


@pytest.mark.parametrize(("kernel", "field"), [
    (Kernel("k", [Block("a")]), "'blocks'"),  # type: ignore[arg-type]
    (Kernel("k", (Block("a", (Instr("x", uses=["c"]),)),)), "'uses'"),  # type: ignore[arg-type]
    (Kernel("k", (Block("a", (Instr(""),)),)), "'op'"),
    (Kernel("k", (Block("a", freq=-1),)), "'freq'"),
    (Kernel("k", (Block("a", ({"op": "x"},)),)), "'instrs'"),  # type: ignore[arg-type]
    (Kernel("k", (Block("a"),), values={"v": ValueDecl(width=0)}), "'width'"),
    (Kernel("k", (Block("a"),), live_out="v"), "'live_out'"),  # type: ignore[arg-type]
    (Kernel("k", (Block("a", (Instr("x", defs=("v", "v")),)),)), "'defs'"),
    (Kernel("k", (Block("a", (Instr("x", uses=("v",)),)),)), "'uses'"),
    (Kernel("k", (Block("a"), Block("a"))), "'name'"),
])
def test_each_bad_construction_names_its_field(x86, kernel: Kernel, field: str  # type: ignore[no-untyped-def]
                                               ) -> None:
    with pytest.raises(KernelError) as e:
        allocate(kernel, x86)
    assert f"field {field}" in _one_line(e)


def test_allocate_of_a_dict_says_how_to_build_a_kernel(x86) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(KernelError) as e:
        allocate({"name": "k", "instrs": []}, x86)  # type: ignore[arg-type]
    assert "kernel_from_dict" in _one_line(e)


def test_load_kernel_reads_a_dict_and_refuses_other_objects(x86) -> None:  # type: ignore[no-untyped-def]
    raw = {"name": "k", "instrs": [{"op": "ld", "defs": ["a"]}, {"op": "st", "uses": ["a"]}]}
    assert load_kernel(raw) == kernel_from_dict(raw)
    with pytest.raises(KernelError) as e:
        load_kernel(3)  # type: ignore[arg-type]
    assert _one_line(e) == "load_kernel: expected a path or a dict, got int"


def test_checked_constructor_is_exported_and_marks_the_kernel(x86) -> None:  # type: ignore[no-untyped-def]
    assert "kernel_from_dict" in solver_alloc.__all__
    raw = {"name": "k", "instrs": [{"op": "ld", "defs": ["a"]}, {"op": "st", "uses": ["a"]}]}
    k = kernel_from_dict(raw)
    assert k == kernel_from_dict(raw)
    assert k.derived.get("checked")
    k.forget()
    assert k.derived.get("checked")
    with pytest.raises(KernelError, match="field 'defs'"):
        kernel_from_dict({"instrs": [{"op": "x", "defs": "ab"}]})


def test_a_valid_direct_kernel_allocates_as_its_loaded_twin(x86) -> None:  # type: ignore[no-untyped-def]
    k = Kernel("k", (Block("entry", (Instr("ld", defs=("a",)), Instr("ld", defs=("b",)),
                                     Instr("add", defs=("c",), uses=("a", "b")),
                                     Instr("st", uses=("c",)))),))
    twin = kernel_from_dict(json.loads(solver_alloc.dump_kernel(k)))
    alloc = allocate(k, x86)
    assert alloc.status == "OPTIMAL"
    assert solver_alloc.verify(k, x86, alloc).valid
    assert alloc.assignment == allocate(twin, x86).assignment


# ---------------------------------------------------------------- string status

def test_status_compares_equal_to_its_name(x86) -> None:  # type: ignore[no-untyped-def]
    k = kernel_from_dict({"name": "k", "instrs": [{"op": "ld", "defs": ["a"]},
                                                  {"op": "st", "uses": ["a"]}]})
    alloc = allocate(k, x86)
    assert alloc.status == "OPTIMAL"
    assert str(alloc.status) == "OPTIMAL"
    assert f"{alloc.status}" == "OPTIMAL"
    assert Status("FEASIBLE") is Status.FEASIBLE
    assert json.loads(dump_allocation(alloc))["status"] == "OPTIMAL"
    assert json.dumps({"s": alloc.status}) == '{"s": "OPTIMAL"}'


# ---------------------------------------------------------------------- builder

def _loop(target=None) -> KernelBuilder:  # type: ignore[no-untyped-def]
    b = KernelBuilder("loop", target=target)
    b.value("n", fixed="r7")
    b.live_in("n")
    b.block("entry", succs=["body"]).instr("mov", defs=["i"])
    body = b.block("body", freq=10)
    body.succ("body", "exit")
    body.instr("add", defs=["i"], uses=["i", "n"])
    b.block("exit").instr("ret", uses=["i"])
    return b


def test_builder_builds_the_kernel_the_loader_reads(x86) -> None:  # type: ignore[no-untyped-def]
    k = _loop(x86).build()
    assert k == kernel_from_dict({
        "name": "loop", "values": {"n": {"fixed": "r7"}}, "live_in": ["n"],
        "blocks": [{"name": "entry", "succs": ["body"], "instrs": [
                       {"op": "mov", "defs": ["i"]}]},
                   {"name": "body", "freq": 10, "succs": ["body", "exit"], "instrs": [
                       {"op": "add", "defs": ["i"], "uses": ["i", "n"]}]},
                   {"name": "exit", "instrs": [{"op": "ret", "uses": ["i"]}]}]})
    assert k.derived.get("checked")
    alloc = allocate(k, x86)
    assert alloc.status == "OPTIMAL"
    assert solver_alloc.verify(k, x86, alloc).valid


@pytest.mark.parametrize(("call", "message"), [
    (lambda b: b.block("body"), "kernel 'loop': block 'body': field 'name': duplicate "
                                "block name"),
    (lambda b: b.block("x", freq=-2), "kernel 'loop': block 'x': field 'freq': expected a "
                                      "number >= 0 and <= 1e+09, got -2"),
    (lambda b: b.value("n"), "kernel 'loop': value 'n': field 'values': value declared "
                             "twice"),
    (lambda b: b.value("m", regclass="xmm9"), "kernel 'loop': value 'm': field "
                                              "'regclass': target 'x86-64' has no "
                                              "register class 'xmm9'"),
    (lambda b: b.value("m", fixed="r99"), "kernel 'loop': value 'm': field 'fixed': "
                                          "target 'x86-64' has no register 'r99'"),
    (lambda b: b.value("m", width=0), "kernel 'loop': value 'm': field 'width': expected "
                                      "an integer >= 1, got 0"),
    (lambda b: b.block("x").instr("call", defs="ab"), "kernel 'loop': block 'x' "
                                                      "instruction 0: field 'defs'"),
    (lambda b: b.block("x").instr("", uses=["a"]), "kernel 'loop': block 'x' "
                                                   "instruction 0: field 'op'"),
    (lambda b: b.block("x").instr("st", uses=["a"], indexed=["b"]), "field 'indexed'"),
    (lambda b: b.block("x").instr("st", colour="red"), "field 'colour': unknown key"),
    (lambda b: b.live_out(""), "kernel 'loop': field 'live_out'"),
])
def test_builder_refuses_at_the_offending_call(x86, call, message: str) -> None:  # type: ignore[no-untyped-def]
    b = _loop(x86)
    with pytest.raises(KernelError) as e:
        call(b)
    assert message in _one_line(e)


def test_builder_checks_the_whole_kernel_at_build(x86) -> None:  # type: ignore[no-untyped-def]
    b = _loop(x86)
    b.block("tail", succs=["nowhere"])
    with pytest.raises(KernelError) as e:
        b.build()
    assert "field 'succs': unknown successor 'nowhere'" in _one_line(e)
    b2 = KernelBuilder("k")
    b2.block("entry").instr("st", uses=["ghost"])
    with pytest.raises(KernelError) as e:
        b2.build()
    assert _one_line(e).startswith("kernel 'k': ")


# ---------------------------------------------------------------------- listing

def _pressure_loop() -> Kernel:
    b = KernelBuilder("loop")
    b.live_in("n", "p")
    e = b.block("entry", succs=["body"])
    e.instr("mov", defs=["i"])
    e.instr("mov", defs=["s"])
    body = b.block("body", freq=10, succs=["body", "exit"])
    body.instr("ld", defs=["x"], uses=["p", "i"])
    body.instr("add", defs=["s"], uses=["s", "x"])
    body.instr("add", defs=["i"], uses=["i", "n"])
    body.instr("cmp", uses=["i", "n"])
    b.block("exit").instr("ret", uses=["s"])
    return b.build()


def test_listing_shows_spill_code_and_registers_between_instructions() -> None:
    k = _pressure_loop()
    target = load_target("x86-64", registers={"gpr": 3})
    alloc = allocate(k, target, objective="spill", time_limit=20)
    assert solver_alloc.verify(k, target, alloc).valid
    text = listing(k, alloc)
    lines = text.splitlines()
    assert lines[0] == "block entry (freq 1) -> body"
    assert "block body (freq 10) -> body, exit" in lines
    assert lines[-2:] == ["block exit (freq 1)", f"      6  ret <- s={alloc.assignment['s']}"]
    loads = [op for op in alloc.operations if op.op == "load"]
    assert loads
    for op in loads:  # each load is printed just before the instruction it serves
        row = lines.index(f"         + load {op.value} memory -> {op.reg}")
        assert lines[row + 1].startswith(f"{op.before:>7}  ")
        assert f"{op.value}={op.reg}" in lines[row + 1].split("<-")[1]
    n_instr_lines = sum(1 for ln in lines if ln[:7].strip().isdigit())
    assert n_instr_lines == k.n_instrs


def test_listing_places_end_of_block_operations_and_moves() -> None:
    k = kernel_from_dict({"name": "k", "blocks": [
        {"name": "a", "succs": ["b"], "instrs": [{"op": "def", "defs": ["v"]}]},
        {"name": "b", "freq": 4, "instrs": [{"op": "use", "uses": ["v"]}]}]})
    alloc = solver_alloc.Allocation(
        "k", "x86-64", Status.FEASIBLE, objective_kind="spill", objective=2.0,
        assignment={"v": "r0"},
        operations=(solver_alloc.Operation(1, "move", "v", src="r0", dst="r3", block="a"),
                    solver_alloc.Operation(1, "store", "v", reg="r3", block="b")))
    assert listing(k, alloc) == "\n".join([
        "block a (freq 1) -> b",
        "      0  def v=r0",
        "         + move v r0 -> r3",
        "block b (freq 4)",
        "         + store v r3 -> memory",
        "      1  use <- v=r3"])


def test_cli_solve_listing(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "loop.json"
    solver_alloc.save_kernel(_pressure_loop(), path)
    code = cli.main(["solve", str(path), "--target", "x86-64", "--registers", "gpr=3",
                     "--objective", "spill", "--listing"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "block body (freq 10) -> body, exit" in out
    assert "+ load " in out


# ---------------------------------------------------------------------- summary

def test_summary_names_what_the_cost_contains(x86) -> None:  # type: ignore[no-untyped-def]
    b = KernelBuilder("wide")
    e = b.block("entry")
    vs = [f"v{i}" for i in range(12)]  # more than x86-64's caller-saved registers
    for v in vs:
        e.instr("ld", defs=[v])
    e.instr("sum", uses=vs)
    k = b.build()
    alloc = allocate(k, x86, objective="spill", time_limit=20)
    saved = alloc.stats["callee_saved"]
    assert saved
    assert alloc.stats["callee_saved_cost"] == solver_alloc.verify(k, x86, alloc).cost
    assert (f"  cost = spill code 0 + callee-saved saves and restores "
            f"{alloc.objective:g} ({', '.join(saved)})") in alloc.summary().splitlines()


def test_summary_cost_counts_table_loads() -> None:
    facts = solver_alloc.result.ActivationFacts(loads=3, cost=30.0, sets=2,
                                                greedy_cost=40.0, greedy_sets=2)
    alloc = solver_alloc.Allocation("k", "trn2", Status.OPTIMAL, objective_kind="spill",
                                    objective=42.0, bound=42.0, activation=facts)
    assert "  cost = spill code 12 + activation table loads 30" in \
        alloc.summary().splitlines()


def test_summary_prints_the_time_limit_given(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    k = kernel_from_dict({"name": "k", "instrs": [{"op": "ld", "defs": ["a"]},
                                                  {"op": "st", "uses": ["a"]}]})
    alloc = allocate(k, load_target("x86-64"), time_limit=7)
    assert alloc.summary().splitlines()[-1].endswith(
        "time limit 7 s, seed 0, workers 1")
    path = tmp_path / "k.json"
    solver_alloc.save_kernel(k, path)
    assert cli.main(["solve", str(path), "--target", "x86-64"]) == 0
    run = capsys.readouterr().out
    assert "time limit 60 s (" in run
    assert "s left for this solve)" in run


# ------------------------------------------------------- the library's own terms

def test_register_counts_are_told_in_the_library_terms() -> None:
    with pytest.raises(solver_alloc.TargetError) as e:
        load_target("x86-64", registers={"gpr": 0})
    assert str(e.value) == ("registers={'gpr': 0}: the count of class 'gpr' must be a "
                            "positive integer, at most 4096")
    assert "--registers" not in str(e.value)


def test_register_counts_are_told_in_the_cli_terms(capsys) -> None:  # type: ignore[no-untyped-def]
    code = cli.main(["solve", str(INSTANCES / "seed000_gather.json"), "--target", "x86-64",
                     "--registers", "gpr=0"])
    assert code == 2
    assert capsys.readouterr().err.strip() == (
        "solver-alloc: error: --registers gpr=0: count must be a positive integer, at "
        "most 4096")


def test_listing_keeps_operations_outside_every_block_and_refuses_a_graph() -> None:
    k = kernel_from_dict({"name": "k", "instrs": [{"op": "def", "defs": ["v"]}]})
    alloc = solver_alloc.Allocation(
        "k", "x86-64", Status.FEASIBLE, assignment={"v": "r0"},
        operations=(solver_alloc.Operation(0, "load", "v", reg="r1", block="gone"),))
    assert listing(k, alloc).splitlines()[-2:] == [
        "outside every block:", "  before=0 block='gone' + load v memory -> r1"]
    graph = solver_alloc.InterferenceGraph("g", ("a",), ())
    with pytest.raises(KernelError, match="listing: expected the Kernel"):
        listing(graph, alloc)  # type: ignore[arg-type]
