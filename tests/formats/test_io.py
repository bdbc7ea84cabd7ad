"""Kernel and allocation files: round trips and one test per malformed input."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers import DATA, ROOT, kernel, mutated
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Kernel, KernelError, load_target
from solver_alloc.errors import AllocationFormatError
from solver_alloc.formats import allocation as allocation_format
from solver_alloc.formats.allocation import (
    allocation_from_dict,
    allocation_to_dict,
    dump_allocation,
    load_allocation,
)
from solver_alloc.formats.kernel import (
    KERNEL_FORMAT,
    _fast_kernel,
    dump_kernel,
    kernel_from_dict,
    load_kernel,
    save_kernel,
)
from solver_alloc.formats.kernel_decode import CHUNK
from solver_alloc.result import Allocation, Operation, Status

# file -> (target or None, text the one-line error must contain)
MALFORMED = {
    "malformed_json.json": (None, "malformed JSON at line 3, column"),
    "unknown_key_top.json": (None, "field 'colour': unknown key"),
    "unknown_key_instruction.json": (None, "instruction 0 (global 0): field 'dest'"),
    "unknown_successor.json": (None, "unknown successor 'nowhere'"),
    "use_before_def.json": (None, "instruction 1 (global 1): field 'uses': value 'y'"),
    "use_before_def_on_one_path.json": (None, "block 'join' instruction 0 (global 3)"),
    "cyclic_after.json": (None, "field 'after': the ordering dependences form a cycle"),
    "after_unknown_id.json": (None, "'ghost' names no instruction"),
    "duplicate_id.json": (None, "field 'id': 'A' is already used"),
    "duplicate_block.json": (None, "duplicate block name"),
    "duplicate_def.json": (None, "field 'defs': a value is defined twice"),
    "negative_freq.json": (None, "field 'freq': expected a number >= 0"),
    "width_zero.json": (None, "value 'x': field 'width'"),
    "indexed_not_a_use.json": (None, "field 'indexed': 'x' is not one of"),
    "wrong_format.json": (None, "field 'format'"),
    "both_blocks_and_instrs.json": (None, "exactly one of 'blocks' or 'instrs'"),
    "live_out_undefined.json": (None, "field 'live_out': value 'z'"),
    "uses_not_a_list.json": (None, "field 'uses': expected a list"),
    "remat_cost_negative.json": (None, "field 'remat_cost'"),
    "width_class_cannot_hold.json": ("x86-64", "class 'gpr' of 'x86-64' cannot hold width 2"),
    "unknown_class.json": ("x86-64", "has no class 'fpr'"),
    "fixed_register_misaligned.json": ("nvidia-sm90", "cannot start at 'R3'"),
    "fixed_register_reserved.json": ("x86-64", "overlaps a reserved register"),
    "unknown_act_function.json": ("trn2", "unknown activation function 'frobnicate'"),
    "act_on_target_without_tables.json": ("x86-64", "has no activation tables"),
}


def test_every_malformed_file_has_an_expectation() -> None:
    on_disk = {p.name for p in (DATA / "malformed").glob("*.json")}
    assert on_disk == set(MALFORMED)


@pytest.mark.parametrize("name", sorted(MALFORMED))
def test_malformed_kernel_gives_one_line_error_naming_file(name: str) -> None:
    target_name, fragment = MALFORMED[name]
    target = load_target(target_name) if target_name else None
    path = DATA / "malformed" / name
    with pytest.raises(KernelError) as err:
        load_kernel(path, target)
    msg = str(err.value)
    assert fragment in msg
    assert str(path) in msg
    assert "\n" not in msg
    assert isinstance(err.value, ValueError)


def test_missing_file_is_a_kernel_error(tmp_path: Path) -> None:
    with pytest.raises(KernelError, match="cannot read"):
        load_kernel(tmp_path / "absent.json")


ROUND_TRIP = [
    {"name": "k", "instrs": [{"op": "a", "defs": ["x"]}, {"op": "b", "uses": ["x"]}]},
    {"name": "cfg", "live_in": ["n"], "live_out": ["s"], "meta": {"optimum": 3},
     "values": {"v": {"class": "ymm", "width": 1, "fixed": "ymm3", "remat_cost": True,
                      "no_spill": True}},
     "blocks": [
         {"name": "entry", "freq": 1, "succs": ["loop"],
          "instrs": [{"op": "z", "defs": ["s", "v"], "engine": "e", "id": "I0"}]},
         {"name": "loop", "freq": 12.5, "succs": ["loop", "exit"],
          "instrs": [{"op": "add", "uses": ["s", "n", "v"], "defs": ["s"],
                      "indexed": ["n"], "requires": ["avx2"], "act": "exp",
                      "reads": ["t0"], "writes": ["t1"], "id": "I1"},
                     {"op": "x", "after": ["I1"]}]},
         {"name": "exit", "freq": 1, "succs": [], "instrs": []}]},
]


@pytest.mark.parametrize("raw", ROUND_TRIP, ids=["straight", "cfg"])
def test_dump_load_round_trips_exactly(raw: dict) -> None:
    k = kernel_from_dict(raw)
    text = dump_kernel(k)
    again = kernel_from_dict(json.loads(text))
    assert again == k
    assert dump_kernel(again) == text


def test_shipped_instances_round_trip() -> None:
    path = ROOT / "instances" / "seed000_gather.json"
    text = path.read_text()
    assert dump_kernel(load_kernel(path)) == text


def test_save_is_atomic_and_keeps_permissions(tmp_path: Path) -> None:
    k = kernel([{"op": "a", "defs": ["x"]}])
    out = tmp_path / "k.json"
    save_kernel(k, out)
    assert out.stat().st_mode & 0o644 == 0o644
    assert [p.name for p in tmp_path.iterdir()] == ["k.json"]


def test_allocation_round_trips() -> None:
    a = Allocation("k", "x86-64", Status.FEASIBLE, objective_kind="spill", objective=8.0,
                   bound=4.0, assignment={"x": "r0", "t": ("ymm0", "ymm1")},
                   operations=(Operation(1, "store", value="x", reg="r0"),
                               Operation(2, "move", value="x", src="r0", dst="r1",
                                         block="b"),
                               Operation(0, "load_act_set", set="small")),
                   order=(1, 0), certificate="c", stats={"seed": 0})
    again = allocation_from_dict(json.loads(dump_allocation(a)))
    assert again == a
    assert again.gap == pytest.approx(0.5)


_NAMES = st.text(min_size=1, max_size=4)
_REFS = st.one_of(_NAMES, st.lists(_NAMES, max_size=3).map(tuple))


@settings(max_examples=examples(200), deadline=None)
@given(st.dictionaries(_NAMES, _REFS, max_size=5), _NAMES)
def test_allocation_text_is_what_json_dumps_writes(assignment: dict, name: str) -> None:
    """The spliced-in assignment is byte for byte the indenting encoder's (any
    names, tuples of any length, an empty assignment, a kernel name that looks
    like the splice marker)."""
    a = Allocation(name, "x86-64", Status.FEASIBLE, assignment=assignment,
                   certificate="@assignment-0@")
    expected = json.dumps(allocation_to_dict(a), indent=1) + "\n"
    assert dump_allocation(a) == expected


@pytest.mark.parametrize(("raw", "fragment"), [
    ({"status": "MAYBE"}, "field 'status'"),
    ({"operations": [{"before": -1, "op": "load"}]}, "operations[0]: field 'before'"),
    ({"operations": [{"before": 0, "op": "spill"}]}, "operations[0]: field 'op'"),
    ({"assignment": {"x": 3}}, "field 'assignment.x'"),
    ({"objective": "low"}, "field 'objective'"),
    ({"extra": 1}, "field 'extra': unknown key"),
])
def test_malformed_allocation(raw: dict, fragment: str) -> None:
    with pytest.raises(AllocationFormatError, match=fragment.replace("[", r"\[")):
        allocation_from_dict(raw, "a.json")


def test_malformed_allocation_json(tmp_path: Path) -> None:
    p = tmp_path / "a.json"
    p.write_text("{\n  oops")
    with pytest.raises(AllocationFormatError, match="line 2, column 3"):
        load_allocation(p)


# ------------------------------------------------- the one-pass loader agrees

def _reference(text: str) -> Kernel | KernelError:
    """What the slow, reference loader makes of ``text``."""
    try:
        raw = json.loads(text, parse_constant=lambda c: float(c))
        return kernel_from_dict(raw, source="k.json")
    except (KernelError, ValueError) as e:
        return e if isinstance(e, KernelError) else KernelError(str(e))


def _fast(text: str) -> Kernel | KernelError | None:
    try:
        return _fast_kernel(text.encode(), "k.json")
    except KernelError as e:
        return e


def _assert_agree(text: str) -> None:
    """The one-pass loader accepts only what the reference accepts, into an equal
    kernel; when it rejects semantically, so does the reference."""
    fast, ref = _fast(text), _reference(text)
    if isinstance(fast, Kernel):
        assert isinstance(ref, Kernel), (text[:300], ref)
        assert fast == ref, text[:300]
        assert dump_kernel(fast) == dump_kernel(ref), text[:300]
    elif isinstance(fast, KernelError):
        assert isinstance(ref, KernelError), text[:300]
        assert str(fast) == str(ref)


SHIPPED = {p: p.read_text() for p in sorted((ROOT / "instances").rglob("*.json"))}
SHIPPED_KERNELS = [p for p, text in SHIPPED.items()
                   if json.loads(text).get("format") == KERNEL_FORMAT]


@pytest.mark.parametrize("path", SHIPPED_KERNELS, ids=lambda p: p.name)
def test_one_pass_loader_reads_shipped_kernels_as_the_reference(path: Path) -> None:
    text = SHIPPED[path]
    fast = _fast(text)
    assert isinstance(fast, Kernel)
    _assert_agree(text)


def test_one_pass_loader_agrees_on_damaged_kernels() -> None:
    """Random damage to shipped kernels: whatever the fast path accepts, the
    reference accepts equally; the fast path never accepts more."""
    rng = random.Random(1)
    sources = [json.loads(SHIPPED[p]) for p in SHIPPED_KERNELS]
    for _ in range(examples(300)):
        raw = rng.choice(sources)
        _assert_agree(json.dumps(mutated(raw, rng)))


def test_loaded_names_are_shared_across_chunks_and_blocks(tmp_path: Path) -> None:
    """Issue 12: a loaded kernel holds one string per distinct name. Every use is
    the very object its definition holds, every ``op`` of one spelling is one
    object, across decoding chunks and blocks; the kernel equals the reference's."""
    n = 2 * CHUNK + 7
    instrs = [{"op": "add", "defs": [f"v{i}"], "uses": [f"v{i - 1}"] if i else []}
              for i in range(n)]
    cut = [instrs[: CHUNK + 3], instrs[CHUNK + 3:]]
    text = json.dumps({"format": KERNEL_FORMAT, "blocks": [
        {"name": "a", "instrs": cut[0], "succs": ["b"]}, {"name": "b", "instrs": cut[1]}],
        "live_out": [f"v{n - 1}"]})
    path = tmp_path / "k.json"
    path.write_text(text)
    k = load_kernel(path)
    assert k == _reference(text)
    flat = [ins for b in k.blocks for ins in b.instrs]
    assert len({id(ins.op) for ins in flat}) == 1
    assert all(flat[i].uses[0] is flat[i - 1].defs[0] for i in range(1, n))
    assert k.live_out[0] is flat[-1].defs[0]
    assert k.blocks[0].succs[0] is k.blocks[1].name


def test_allocation_text_is_the_same_across_write_chunks(monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """The assignment is written in chunks of CHUNK entries; names and register
    texts stay paired across the chunk boundaries."""
    assignment = {f"v{k}": (f"r{k}", f"r{k + 1}") if k % 3 == 0 else f"r{k % 4}"
                  for k in range(10)}
    a = Allocation("k", "x86-64", Status.FEASIBLE, assignment=assignment)
    monkeypatch.setattr(allocation_format, "CHUNK", 3)
    assert dump_allocation(a) == json.dumps(allocation_to_dict(a), indent=1) + "\n"
