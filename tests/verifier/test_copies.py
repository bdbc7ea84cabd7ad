"""Copy semantics: a ``copy`` instruction's def holds its use's bits, so when
both are in one register the use's value stays there (LLVM's ``$cl = COPY %v``
while ``%v`` stays in rcx)."""

from __future__ import annotations

import pytest
from helpers import kernel, toy_target

from solver_alloc import KernelError, Status, verify
from solver_alloc.result import Allocation

K = kernel([{"op": "def", "defs": ["v"]},
            {"op": "COPY", "defs": ["c"], "uses": ["v"], "copy": True},
            {"op": "shift", "uses": ["c"]},
            {"op": "use", "uses": ["v"]}],
           values={"c": {"fixed": "g1"}})


def _alloc(v: str) -> Allocation:
    return Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                      assignment={"v": v, "c": "g1"})


def test_a_copy_into_the_register_its_source_is_in_keeps_the_source() -> None:
    t = toy_target(count=2, widths=(1,))
    assert verify(K, t, _alloc("g1")).valid


def test_a_copy_elsewhere_is_a_write_like_any_other() -> None:
    t = toy_target(count=2, widths=(1,))
    assert verify(K, t, _alloc("g0")).valid  # v in g0, c written to g1
    plain = kernel([{"op": "def", "defs": ["v"]},
                    {"op": "mov", "defs": ["c"], "uses": ["v"]},
                    {"op": "shift", "uses": ["c"]},
                    {"op": "use", "uses": ["v"]}],
                   values={"c": {"fixed": "g1"}})
    kinds = [x.kind for x in verify(plain, t, _alloc("g1")).violations]
    assert kinds == ["use_not_in_register"]  # not a copy: the def overwrites v


def test_a_later_write_to_the_shared_register_loses_both() -> None:
    t = toy_target(count=2, widths=(1,))
    k = kernel([{"op": "def", "defs": ["v"]},
                {"op": "COPY", "defs": ["c"], "uses": ["v"], "copy": True},
                {"op": "def", "defs": ["w"]},
                {"op": "use", "uses": ["v", "w"]}],
               values={"c": {"fixed": "g1"}, "w": {"fixed": "g1"}})
    a = Allocation(kernel="k", target="toy", status=Status.FEASIBLE,
                   assignment={"v": "g1", "c": "g1", "w": "g1"})
    assert [x.kind for x in verify(k, t, a).violations] == ["use_not_in_register"]


@pytest.mark.parametrize("ins", [
    {"op": "COPY", "defs": ["c", "d"], "uses": ["v"], "copy": True},
    {"op": "COPY", "defs": ["c"], "uses": [], "copy": True},
    {"op": "COPY", "defs": ["c"], "uses": ["v"], "copy": 1},
])
def test_a_malformed_copy_is_a_one_line_error(ins: dict[str, object]) -> None:
    with pytest.raises(KernelError, match="field 'copy'"):
        kernel([{"op": "def", "defs": ["v"]}, ins])


def test_a_copy_gets_its_sources_register_when_it_can() -> None:
    """``b = COPY a`` where ``a`` dies: the linear scan gives ``b`` the register
    ``a`` leaves (no move), not the lowest free one (``x``'s)."""
    from solver_alloc import allocate

    t = toy_target(count=3, widths=(1,))
    k = kernel([{"op": "def", "defs": ["x"]}, {"op": "def", "defs": ["a"]},
                {"op": "use", "uses": ["x"]},
                {"op": "COPY", "defs": ["b"], "uses": ["a"], "copy": True},
                {"op": "use", "uses": ["b"]}])
    got = allocate(k, t, objective="spill", time_limit=10)
    assert verify(k, t, got).valid
    assert got.assignment["b"] == got.assignment["a"]
