"""Remats that read a value of another class
(:mod:`solver_alloc.spill.remat_elsewhere`): only of a value pinned in its
register wherever it is live."""

from __future__ import annotations

from helpers import kernel, spill_checked

from solver_alloc.analysis.problem import Problem
from solver_alloc.spill.problem import build
from solver_alloc.targets import target_from_dict


def _two_classes(b_count: int = 1) -> object:
    def cls(prefix: str, count: int) -> dict[str, object]:
        return {"count": count, "prefix": prefix, "widths": [1], "store_cost": 3,
                "load_cost": 5, "move_cost": 1, "remat_cost": 1}
    return target_from_dict({"name": "t2", "default_class": "a",
                             "classes": {"a": cls("a", 1), "b": cls("b", b_count)}})


def _kernel(u_has_def: bool) -> object:
    """``v`` (class a) is recomputed from ``u`` (class b, ``no_spill``); ``w``
    takes b's one register, so a ``u`` with no def arrives in memory."""
    indexed = [] if u_has_def else ["u"]  # read from memory, where it arrives
    first = {"op": "d", "defs": ["v", "w"], "uses": ["u"], "indexed": indexed}
    head = [{"op": "d", "defs": ["u"]}] if u_has_def else []
    return kernel([*head, first, {"op": "d", "defs": ["x"]},
                   {"op": "u", "uses": ["x", "w"]},
                   {"op": "u", "uses": ["v", "u"], "indexed": indexed}],
                  live_in=[] if u_has_def else ["u"],
                  values={"u": {"class": "b", "no_spill": True},
                          "w": {"class": "b", "no_spill": True},
                          "v": {"remat_cost": 1, "remat_from": ["u"]}})


def test_a_live_in_that_may_arrive_in_memory_is_not_read_by_a_remat() -> None:
    """Found in review: the remat was planned, reported OPTIMAL, and the
    verifier found ``u`` in no register. Now ``v`` is not rematerialised in
    class a's model, and every answer verifies (``spill_checked``)."""
    t = _two_classes()
    k = _kernel(u_has_def=False)
    sp = build(Problem.from_kernel(k, t), "a")
    assert sp.remat["v"] is None
    assert "v" not in sp.remat_at
    a = spill_checked(k, t)
    assert not [o for o in a.operations if o.op == "remat"]


def test_a_remat_reads_a_pinned_value_of_another_class_where_it_is_live() -> None:
    """``u`` has a def and is ``no_spill``: in its register wherever it is live.
    With one register in class a, ``x`` takes it between ``v``'s def and its
    read, so ``v`` comes back by a remat reading ``u`` (cost 1, not a store and
    a load: 8), and the answer verifies."""
    t = _two_classes(b_count=2)
    k = _kernel(u_has_def=True)
    sp = build(Problem.from_kernel(k, t), "a")
    assert sp.remat_from["v"] == ()
    assert sp.remat_at["v"] == frozenset({1, 2, 3, 4})  # u live before each
    a = spill_checked(k, t)
    assert [(o.op, o.value) for o in a.operations] == [("remat", "v")]
    assert a.objective == 1
