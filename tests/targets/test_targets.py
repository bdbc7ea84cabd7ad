"""Target files: the shipped six load; malformed ones fail naming file and key."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from helpers import ROOT

from solver_alloc import TargetError, available_targets, load_target

SHIPPED = ["amd-cdna3", "nvidia-sm90", "riscv64-v", "trn1", "trn2", "x86-64"]


def test_six_targets_ship() -> None:
    assert list(available_targets()) == SHIPPED


@pytest.mark.parametrize("name", SHIPPED)
def test_shipped_target_loads(name: str) -> None:
    t = load_target(name)
    assert t.name == name
    assert t.default_class in t.classes


def test_trainium_facts() -> None:
    t2, t1 = load_target("trn2"), load_target("trn1")
    for c in t2.classes.values():
        assert (c.count, len(c.allocatable())) == (64, 62)
    act = t2.activation
    assert act is not None
    assert (act.max_sets, len(act.sets), len(act.resident)) == (8, 21, 13)
    assert len(act.known_functions() - act.resident) == 23
    assert "shared_memory" in t2.features
    assert "shared_memory" not in t1.features
    assert t2.engine_classes["gpsimd"] == "seq_pool"


def test_gpu_and_cpu_facts() -> None:
    sm90 = load_target("nvidia-sm90").classes
    assert (sm90["r"].count, sm90["r"].granularity, sm90["p"].count) == (255, 8, 7)
    assert sm90["r"].alignment_for(2) == 2
    assert sm90["r"].alignment_for(4) == 4
    amd = load_target("amd-cdna3").classes["vgpr"]
    assert (amd.count, amd.alignment_for(4), amd.alignment_for(1)) == (512, 2, 1)
    rv = load_target("riscv64-v").classes["v"]
    assert rv.widths == (1, 2, 4, 8)
    assert load_target("x86-64").classes["gpr"].allocatable() == tuple(
        r for r in range(16) if r != 4)


def test_unknown_target_lists_available() -> None:
    with pytest.raises(TargetError, match="available: amd-cdna3, nvidia-sm90"):
        load_target("trn9")


@pytest.mark.parametrize(("name", "mask"), [("x86-64", "csr_64"),
                                            ("riscv64-v", "csr_ilp32d_lp64d")])
def test_callee_saved_registers_are_what_llvms_calls_preserve(name: str, mask: str
                                                              ) -> None:
    """The registers a call with the ABI's regmask keeps (read by the MIR frontend)
    are the callee-saved ones, less the reserved stack pointer."""
    t = load_target(name)
    kept = {t.parse_register(r) for r in t.llvm["regmasks"][mask]}
    saved = {(c.name, i) for c in t.classes.values() for i in c.callee_saved}
    reserved = {(c.name, i) for c in t.classes.values() for i in c.reserved}
    assert saved == kept - reserved
    assert saved


def test_register_override_keeps_the_callee_saved_registers_it_keeps() -> None:
    """x86-64 keeps registers in LLVM's allocation order: gpr=12 keeps rax rcx
    rdx rsi rdi r8-r11, then rbx and r14, the only callee-saved ones kept; the
    rest (r15 r12 r13 rbp) become reserved and are no longer callee-saved."""
    t = load_target("x86-64", {"gpr": 12})
    gpr = t.classes["gpr"]
    assert gpr.callee_saved == {3, 14}
    assert gpr.save_cost == 8  # store 4 + load 4
    assert set(gpr.allocatable()) == {0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 14}
    assert load_target("x86-64").dropped({"gpr": 12}) == {
        "gpr": ("r5", "r13", "r12", "r15")}
    assert load_target("x86-64", {"gpr": 8}).classes["gpr"].callee_saved == set()


def test_a_class_without_an_order_keeps_its_lowest_numbered_registers() -> None:
    t = load_target("nvidia-sm90", {"r": 8})
    assert t.classes["r"].count == 8
    assert load_target("nvidia-sm90").dropped({"r": 254})["r"][0] == "R254"


def test_an_allocation_order_is_checked() -> None:
    from solver_alloc.targets import target_from_dict
    raw = {"name": "t", "default_class": "g", "classes": {"g": {
        "count": 4, "prefix": "g", "reserved": [0], "order": [3, 0]}}}
    with pytest.raises(TargetError, match="order"):
        target_from_dict(raw)


def test_register_override() -> None:
    t = load_target("trn2", {"seq_pool": 48})
    assert len(t.classes["seq_pool"].allocatable()) == 48
    with pytest.raises(TargetError, match="no register class 'bogus'"):
        load_target("trn2", {"bogus": 3})
    with pytest.raises(TargetError, match="positive integer"):
        load_target("trn2", {"seq_pool": 0})


GOOD = """name = "toy"
default_class = "g"
[classes.g]
count = 4
prefix = "g"
"""


@pytest.mark.parametrize(("edit", "fragment"), [
    (("count = 4", "count = 0"), "classes.g.count: must be >= 1"),
    (("count = 4", 'count = "4"'), "classes.g.count: expected int"),
    (("prefix = \"g\"", "prefix = \"g\"\ncolour = 1"), "classes.g.colour: unknown key"),
    (("prefix = \"g\"", "prefix = \"g\"\nreserved = [9]"), "classes.g.reserved"),
    (("prefix = \"g\"", "prefix = \"g\"\nalign = \"odd\""), "classes.g.align"),
    (("prefix = \"g\"", "prefix = \"g\"\ncallee_saved = [4]"), "classes.g.callee_saved"),
    (("prefix = \"g\"", "prefix = \"g\"\nreserved = [1]\ncallee_saved = [1]"),
     "classes.g.callee_saved: expected unreserved"),
    (("prefix = \"g\"", "prefix = \"g\"\nstore_cost = -1"), "classes.g.store_cost"),
    (("prefix = \"g\"", "prefix = \"g\"\nspill_span = 0"), "classes.g.spill_span: must be"),
    (("prefix = \"g\"", "prefix = \"g\"\nspill_span = 5"), "classes.g.spill_span: must be"),
    (("default_class = \"g\"", "default_class = \"h\""), "default_class: 'h' is not"),
    (("name = \"toy\"", ""), "name: missing required key"),
    (("name = \"toy\"", "name = \"toy\"\nengine_classes = {e = \"h\"}"),
     "engine_classes.e"),
    (("[classes.g]", "[[classes.g]]"), "classes.g: expected a table"),
    (("name = \"toy\"", "name = "), "malformed TOML"),
    (("prefix = \"g\"", "prefix = \"g\"\n[activation]\nmax_sets = 8\nsets = [{name = "
      "\"a\", functions = []}, {name = \"a\", functions = []}]"),
     "activation.sets: set 'a' is listed twice"),
])
def test_malformed_target(tmp_path: Path, edit: tuple[str, str], fragment: str) -> None:
    p = tmp_path / "toy.toml"
    p.write_text(GOOD.replace(*edit))
    with pytest.raises(TargetError) as err:
        load_target(p)
    assert fragment in str(err.value)
    assert str(p) in str(err.value)


def test_user_target_by_path(tmp_path: Path) -> None:
    p = tmp_path / "toy.toml"
    p.write_text(GOOD)
    assert load_target(str(p)).classes["g"].register(3) == "g3"


def test_targets_ship_inside_the_wheel(tmp_path: Path) -> None:
    """`load_target("trn2")` must work after a plain pip install, not only here."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                    "--no-build-isolation", "-q", "-w", str(tmp_path), str(ROOT)],
                   check=True, capture_output=True)
    wheel = next(tmp_path.glob("*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    for t in SHIPPED:
        assert f"solver_alloc/_targets/{t}.toml" in names
