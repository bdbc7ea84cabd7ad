"""The Python API as a library user meets it (issue 46): checked construction,
the string status, the builder, the listing, the summary and the library's
error messages."""

from __future__ import annotations

import json

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
    kernel_from_dict,
    load_kernel,
    load_target,
)
from solver_alloc.formats.allocation import dump_allocation


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
    k = Kernel.from_dict(raw)
    assert k == kernel_from_dict(raw)
    assert k.derived.get("checked")
    k.forget()
    assert k.derived.get("checked")
    with pytest.raises(KernelError, match="field 'defs'"):
        Kernel.from_dict({"instrs": [{"op": "x", "defs": "ab"}]})


def test_a_valid_direct_kernel_allocates_as_its_loaded_twin(x86) -> None:  # type: ignore[no-untyped-def]
    k = Kernel("k", (Block("entry", (Instr("ld", defs=("a",)), Instr("ld", defs=("b",)),
                                     Instr("add", defs=("c",), uses=("a", "b")),
                                     Instr("st", uses=("c",)))),))
    twin = kernel_from_dict(json.loads(solver_alloc.dump_kernel(k)))
    assert allocate(k, x86).assignment == allocate(twin, x86).assignment


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
    assert allocate(k, x86).status == "OPTIMAL"


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
