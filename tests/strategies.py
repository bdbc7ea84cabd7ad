"""Hypothesis strategies: small random valid kernels (straight-line and CFG)."""

from __future__ import annotations

from typing import Any

from helpers import kernel, toy_target
from hypothesis import strategies as st

from solver_alloc import Block, Kernel, Target


@st.composite
def straight_kernels(draw: st.DrawFn, max_instrs: int = 14, max_width: int = 1,
                     redefine: bool = True) -> Kernel:
    """Straight-line kernels; values may be dead, live-out, or (``redefine``)
    defined more than once. Tuples (``max_width > 1``) are in class ``v``."""
    n = draw(st.integers(1, max_instrs))
    live_in = [f"in{k}" for k in range(draw(st.integers(0, 2)))]
    defined, instrs, fresh = list(live_in), [], 0
    for _ in range(n):
        uses = draw(st.lists(st.sampled_from(defined), max_size=3, unique=True)) \
            if defined else []
        defs = []
        for _ in range(draw(st.integers(0, 2))):
            if redefine and defined and draw(st.booleans()) and draw(st.booleans()):
                defs.append(draw(st.sampled_from(defined)))
            else:
                defs.append(f"v{fresh}")
                fresh += 1
        defs = list(dict.fromkeys(defs))
        instrs.append({"op": "op", "uses": uses, "defs": defs})
        defined += [d for d in defs if d not in defined]
    live_out = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
        if defined else []
    values: dict[str, Any] = {}
    if max_width > 1:
        for v in defined:
            w = draw(st.sampled_from([1, 1, 2, 4][: 2 + (max_width >= 4)]))
            values[v] = {"class": "v", "width": w}
    return kernel(instrs, live_in=live_in, live_out=live_out, values=values)


@st.composite
def cfg_kernels(draw: st.DrawFn) -> Kernel:
    """Small CFGs (branches, loops) where the entry defines the shared values."""
    nb = draw(st.integers(2, 5))
    shared = [f"g{k}" for k in range(draw(st.integers(1, 4)))]
    blocks, fresh = [], 0
    for b in range(nb):
        succs = draw(st.lists(st.integers(0, nb - 1).filter(lambda s: s != 0),
                              max_size=2, unique=True)) if b < nb - 1 else []
        if b < nb - 1 and not succs:
            succs = [b + 1]
        instrs = [{"op": "def", "defs": list(shared)}] if b == 0 else []
        local: list[str] = []
        for _ in range(draw(st.integers(1, 4))):
            pool = shared + local
            uses = draw(st.lists(st.sampled_from(pool), max_size=2, unique=True))
            defs = []
            if draw(st.booleans()):
                defs.append(f"t{fresh}")
                local.append(f"t{fresh}")
                fresh += 1
            if draw(st.booleans()) and b > 0:
                defs.append(draw(st.sampled_from(shared)))
            instrs.append({"op": "op", "uses": uses, "defs": defs})
        blocks.append({"name": f"b{b}", "freq": draw(st.sampled_from([1, 2, 10])),
                       "succs": [f"b{s}" for s in succs], "instrs": instrs})
    live_out = draw(st.lists(st.sampled_from(shared), max_size=2, unique=True))
    return kernel(blocks=blocks, live_out=live_out)


@st.composite
def spill_kernels(draw: st.DrawFn, max_instrs: int = 7) -> Kernel:
    """Straight-line kernels where some values can be rematerialised (cost 1 to 9)
    and some reads go through a runtime index."""
    base = draw(straight_kernels(max_instrs=max_instrs, redefine=draw(st.booleans())))
    instrs = []
    for ins in base.blocks[0].instrs:
        indexed = [v for v in ins.uses if draw(st.integers(0, 5)) == 0]
        instrs.append({"op": ins.op, "uses": list(ins.uses), "defs": list(ins.defs),
                       "indexed": indexed})
    names = base.value_names()
    values = {v: {"remat_cost": draw(st.integers(1, 9))} for v in names
              if draw(st.integers(0, 3)) == 0}
    return kernel(instrs, live_in=list(base.live_in), live_out=list(base.live_out),
                  values=values)


@st.composite
def loop_kernels(draw: st.DrawFn) -> Kernel:
    """``entry`` -> ``body`` (a self-loop, frequency 1 or 5) -> ``exit``: width-1
    values defined once, read from registers only, no live-ins (for
    :mod:`oracles.loop_spill`)."""
    defined: list[str] = []
    blocks = []
    for name, n_max in (("entry", 3), ("body", 3), ("exit", 2)):
        instrs = []
        for _ in range(draw(st.integers(0 if name == "exit" else 1, n_max))):
            uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
                if defined else []
            defs = [f"{name[0]}{len(defined)}"] if draw(st.integers(0, 3)) else []
            defined += defs
            instrs.append({"op": "op", "uses": uses, "defs": defs})
        blocks.append({"name": name, "instrs": instrs})
    blocks[0]["succs"] = ["body"]
    blocks[1].update(succs=["body", "exit"], freq=draw(st.sampled_from([1, 5])))
    live_out = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
        if defined else []
    return kernel(blocks=blocks, live_out=live_out)


def chained(draw: st.DrawFn, k: Kernel, max_pieces: int = 3) -> Kernel:
    """``k`` with each block cut into a fall-through chain of up to ``max_pieces``
    blocks (some may be empty): the same program, more blocks."""
    blocks = []
    for b in k.blocks:
        n = draw(st.integers(1, max_pieces))
        cuts = sorted(draw(st.lists(st.integers(0, len(b.instrs)), min_size=n - 1,
                                    max_size=n - 1)))
        edges = [0, *cuts, len(b.instrs)]
        names = [b.name] + [f"{b.name}.{j}" for j in range(1, n)]
        for j in range(n):
            succs = (names[j + 1],) if j + 1 < n else b.succs
            blocks.append(Block(names[j], b.instrs[edges[j]: edges[j + 1]], succs,
                                freq=b.freq))
    return Kernel(k.name, tuple(blocks), values=k.values, live_in=k.live_in,
                  live_out=k.live_out)


@st.composite
def chained_cfg_kernels(draw: st.DrawFn) -> Kernel:
    """:func:`cfg_kernels` with blocks cut into fall-through chains."""
    return chained(draw, draw(cfg_kernels()))


def clobbering_call(tag: object, registers: list[int],
                    values: dict[str, dict[str, object]]) -> dict[str, object]:
    """A call at ``tag`` that clobbers ``registers`` of class ``g``: it defines one
    value fixed to each (recorded in ``values``)."""
    defs = [f"~g{r}@{tag}" for r in registers]
    values.update({d: {"fixed": f"g{r}"} for d, r in zip(defs, registers, strict=True)})
    return {"op": "call", "defs": defs}


def _body(draw: st.DrawFn, shared: list[str], count: int, tag: str,
          values: dict[str, dict[str, object]]) -> list[dict[str, object]]:
    """One to four instructions: calls clobbering a random set of registers, and
    ops that read shared or local values, define local ones (some pairs, some
    fixed to a register) and redefine shared ones."""
    instrs: list[dict[str, object]] = []
    local: list[str] = []
    for n in range(draw(st.integers(1, 4))):
        name = f"{tag}{n}"
        if draw(st.integers(0, 4)) == 0:
            hit = sorted(draw(st.sets(st.integers(0, count - 1), min_size=1,
                                      max_size=count - 1)))
            instrs.append(clobbering_call(name, hit, values))
            continue
        uses = draw(st.lists(st.sampled_from(shared + local), max_size=2, unique=True))
        defs = []
        if draw(st.booleans()):
            defs.append(name)
            local.append(name)
            kind = draw(st.integers(0, 5))
            if kind == 0:
                values[name] = {"fixed": f"g{draw(st.integers(0, count - 1))}"}
            elif kind == 1:
                values[name] = {"width": 2}
        if draw(st.integers(0, 2)) == 0:
            defs.append(draw(st.sampled_from(shared)))
        instrs.append({"op": "op", "uses": uses, "defs": defs})
    return instrs


@st.composite
def call_cfgs(draw: st.DrawFn) -> tuple[Kernel, Target]:
    """A loop (``entry -> body -> body | exit``) or a diamond (``entry -> a | b
    -> join``) over 2 to 4 registers with pairs aligned to even registers;
    shared values are pairs now and then."""
    count = draw(st.integers(2, 4))
    values: dict[str, dict[str, object]] = {}
    shared = [f"s{i}" for i in range(draw(st.integers(1, 3)))]
    for s in shared:
        if draw(st.integers(0, 4)) == 0:
            values[s] = {"width": 2}
    entry = {"name": "entry", "instrs": [{"op": "def", "defs": [s]} for s in shared]}
    uses = draw(st.lists(st.sampled_from(shared), min_size=1, max_size=2, unique=True))
    if draw(st.booleans()):
        blocks = [{**entry, "succs": ["body"]},
                  {"name": "body", "succs": ["body", "exit"],
                   "instrs": _body(draw, shared, count, "b", values),
                   "freq": draw(st.sampled_from([2, 5]))},
                  {"name": "exit", "instrs": [{"op": "op", "uses": uses}]}]
    else:
        blocks = [{**entry, "succs": ["a", "b"]}]
        for name in ("a", "b"):
            blocks.append({"name": name, "succs": ["join"], "freq": draw(
                st.sampled_from([1, 2, 5])), "instrs": _body(draw, shared, count, name,
                                                             values)})
        blocks.append({"name": "join", "instrs": [{"op": "op", "uses": uses}]})
    return kernel(blocks=blocks, values=values), toy_target(count=count, widths=(1, 2))
