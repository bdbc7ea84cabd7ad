"""Kernels over chains of blocks shared by the regions tests
(``tests/spill/modes/regions/``): the every-cut options, rows of pressed blocks,
and chained loops drawn by Hypothesis."""

from __future__ import annotations

from helpers import kernel, toy_target
from hypothesis import strategies as st

from solver_alloc import Kernel, Target
from solver_alloc.solving import SolveOptions

EVERY_CUT = SolveOptions(time_limit=30, anytime_segments=0, region_size=1)
"""The region mode for any class, one region between every two cuts."""


def _blocks(names_loops: list[tuple[str, bool]], body: dict[str, list[dict[str, object]]]
            ) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for n, (name, loop) in enumerate(names_loops):
        succs = ([name] if loop else []) + ([names_loops[n + 1][0]]
                                            if n + 1 < len(names_loops) else [])
        out.append({"name": name, "succs": succs, "instrs": body[name],
                    "freq": 4 if loop else 1})
    return out


def pressed_rows(n: int) -> Kernel:
    """``entry`` then ``n`` blocks in a row, each with a, b and a temporary
    live at once (on two registers every block needs spill code)."""
    names = [("entry", False)] + [(f"b{i}", False) for i in range(n)]
    body = {"entry": [{"op": "def", "defs": ["a", "b"]}]}
    body.update({f"b{i}": [{"op": "op", "defs": [f"t{i}"]},
                           {"op": "op", "uses": ["a", f"t{i}"]},
                           {"op": "op", "uses": ["b", f"t{i}"]}] for i in range(n)})
    return kernel(blocks=_blocks(names, body))


@st.composite
def chained_loops(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """Three to five blocks in a row, some of them self-loops (never all: a
    block that is no loop gives the cut every test here needs, and drawing
    ones without left Hypothesis filtering too much at ten times the
    examples), reading and redefining values that live across the cuts;
    remats on some values; at one to three registers."""
    count = draw(st.integers(1, 3))
    shared = [f"s{i}" for i in range(draw(st.integers(1, 3)))]
    n_blocks = draw(st.integers(2, 3))
    loops = [draw(st.booleans()) for _ in range(n_blocks)]
    loops[draw(st.integers(0, n_blocks - 1))] = False
    names = [("entry", False)] + [(f"b{i}", loops[i]) for i in range(n_blocks)]
    body: dict[str, list[dict[str, object]]] = {
        "entry": [{"op": "def", "defs": [s]} for s in shared]}
    for name, _ in names[1:]:
        instrs: list[dict[str, object]] = []
        for j in range(draw(st.integers(1, 2))):
            uses = draw(st.lists(st.sampled_from(shared), max_size=2, unique=True))
            defs = [draw(st.sampled_from(shared))] if draw(st.integers(0, 3)) == 0 else []
            local = f"t_{name}_{j}"
            instrs.append({"op": "op", "uses": uses, "defs": [*defs, local]})
            instrs.append({"op": "op", "uses": [local]})
        body[name] = instrs
    body[names[-1][0]].append({"op": "op", "uses": shared})
    values = {s: {"remat_cost": 3} for s in shared if draw(st.integers(0, 2)) == 0}
    return (kernel(blocks=_blocks(names, body), values=values),
            toy_target(count=count, widths=(1,)))
