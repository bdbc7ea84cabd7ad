"""Values split into webs: a register written more than once is as many values
as it has independent def-use webs.

A web is a class of definitions and uses closed under "this definition reaches
this use": two definitions that reach one common use (a join, a loop-carried
value) are one web; two that never meet are not. An instruction that reads and
writes one value keeps both in one web: the kernel format cannot tell a tie
from a plain read, and the frontends write ties so (a guarded PTX write leaves
the old value in place when its guard is false; wgmma reads and writes its
accumulators in place). Renaming each
web to its own value changes nothing a program computes (every use still reads
the definition that reaches it) but frees the allocator from keeping unrelated
lifetimes of one name in one register. PTX reuses a register name for
unrelated values, so ``ptx_kernel`` applies this.

Left as they are: values in ``live_in`` or ``live_out`` (their names are the
kernel's interface), fixed values, and values named in unreachable blocks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import replace
from itertools import count

from msgspec import structs

from solver_alloc.analysis.cfg import BlockGraph, block_graph
from solver_alloc.ir import Block, Instr, Kernel, ValueName


class _Union:
    """Union-find over integer nodes."""

    def __init__(self) -> None:
        self.parent: list[int] = []

    def node(self) -> int:
        self.parent.append(len(self.parent))
        return len(self.parent) - 1

    def find(self, x: int) -> int:
        parent = self.parent
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(self, a: int, b: int) -> None:
        self.parent[self.find(a)] = self.find(b)


def _candidates(kernel: Kernel, graph: BlockGraph) -> set[ValueName]:
    """Values defined more than once, named only in reachable blocks, and free to
    rename (not live-in, live-out or fixed)."""
    defs = Counter(d for b in kernel.blocks for ins in b.instrs for d in ins.defs)
    keep = {*kernel.live_in, *kernel.live_out}
    keep |= {v for v, d in kernel.values.items() if d.fixed is not None}
    for b, r in zip(kernel.blocks, graph.reachable.tolist(), strict=True):
        if not r:
            keep |= {v for ins in b.instrs for v in (*ins.defs, *ins.uses)}
    return {v for v, c in defs.items() if c > 1 and v not in keep}


Site = tuple[int, ValueName, int]
"""``(instruction, value, 0)`` for a use, ``(instruction, value, 1)`` for a definition."""


def _live_in(kernel: Kernel, graph: BlockGraph, values: set[ValueName]
             ) -> list[set[ValueName]]:
    """The ``values`` live on entry to each block: read before any write in it,
    or live on entry to a successor and not written in it. Iterated backwards
    (reverse post-order reversed) to the fixed point over blocks, empty ones
    included, which the point-based liveness has no points for."""
    gen: list[set[ValueName]] = []
    kill: list[set[ValueName]] = []
    for b in kernel.blocks:
        g: set[ValueName] = set()
        w: set[ValueName] = set()
        for ins in b.instrs:
            g |= (values & set(ins.uses)) - w
            w |= values & set(ins.defs)
        gen.append(g)
        kill.append(w)
    live: list[set[ValueName]] = [set(g) for g in gen]
    changed = True
    while changed:
        changed = False
        for k in reversed(graph.rpo):
            out = set().union(*(live[s] for s in graph.succs[k]))
            new = gen[k] | (out - kill[k])
            if new != live[k]:
                live[k], changed = new, True
    return live


def web_sites(kernel: Kernel, values: set[ValueName]) -> dict[Site, int]:
    """``site -> web`` for every definition and use of ``values`` (webs numbered
    per kernel, not densely).

    Within a block, a use joins the web of the last definition before it, or
    the block's entry node; a block's entry node joins each predecessor's exit
    (its last definition, or its own entry node) only where the value is live
    on entry, since only then do the definitions reaching the entry reach a
    use. O((blocks + edges) x |values| + instructions) union-find steps.
    """
    uf = _Union()
    graph = block_graph(kernel)
    live = _live_in(kernel, graph, values)
    entry: dict[tuple[int, ValueName], int] = {}
    exit_: dict[tuple[int, ValueName], int] = {}
    sites: dict[Site, int] = {}
    starts = kernel.block_starts()
    for k in graph.rpo:
        cur = {v: entry.setdefault((k, v), uf.node()) for v in values}
        _walk(kernel.blocks[k], starts[k], cur, uf, sites)
        exit_.update(((k, v), node) for v, node in cur.items())
    for k in graph.rpo:
        for s in graph.succs[k]:
            for v in live[s]:
                uf.union(entry[(s, v)], exit_[(k, v)])
    return {key: uf.find(node) for key, node in sites.items()}


def _walk(b: Block, start: int, cur: dict[ValueName, int], uf: _Union,
          sites: dict[Site, int]) -> None:
    """Through one block: each use of a value in ``cur`` joins the node ``cur``
    holds for it (its entry node or its last definition); each definition starts
    a node. ``cur`` ends as the block's exit nodes."""
    for i, ins in enumerate(b.instrs, start):
        for u in ins.uses:
            if u in cur:
                sites[(i, u, 0)] = cur[u]
        for d in ins.defs:
            if d in cur:
                node = uf.node()
                if d in ins.uses:  # read and written in place: one web (a tie)
                    uf.union(node, cur[d])
                cur[d] = sites[(i, d, 1)] = node


def _names(kernel: Kernel, webs: dict[Site, int]) -> dict[Site, ValueName]:
    """A name per web: a value's first web (the one with its first site, read
    or write, in program order) keeps the value's name; the others get
    ``name.k`` (a fresh spelling)."""
    taken = set(kernel.value_names())
    named: dict[tuple[ValueName, int], ValueName] = {}
    seen: Counter[ValueName] = Counter()
    for (_, v, _), web in sorted(webs.items()):
        if (v, web) not in named:
            seen[v] += 1
            name = v
            if seen[v] > 1:
                name = next(n for n in (f"{v}.{j}" for j in count(seen[v]))
                            if n not in taken)
                taken.add(name)
            named[(v, web)] = name
    return {key: named[(key[1], web)] for key, web in webs.items()}


def _renamed(names: Iterable[ValueName], i: int, kind: int,
             new: dict[Site, ValueName]) -> tuple[ValueName, ...]:
    return tuple(new.get((i, v, kind), v) for v in names)


def split_webs(kernel: Kernel) -> Kernel:
    """``kernel`` with each candidate value (see the module) renamed per web;
    the kernel itself when no value has two webs. Declarations are copied to
    every web of a value."""
    values = _candidates(kernel, block_graph(kernel))
    if not values:
        return kernel
    webs = web_sites(kernel, values)
    if len({(v, w) for (_, v, _), w in webs.items()}) == len(values):
        return kernel  # one web each
    new = _names(kernel, webs)
    blocks: list[Block] = []
    i = 0
    for b in kernel.blocks:
        instrs: list[Instr] = []
        for ins in b.instrs:
            if any((i, v, 1) in new for v in ins.defs) or \
                    any((i, v, 0) in new for v in ins.uses):
                ins = structs.replace(ins, defs=_renamed(ins.defs, i, 1, new),
                                      uses=_renamed(ins.uses, i, 0, new),
                                      indexed=_renamed(ins.indexed, i, 0, new))
            instrs.append(ins)
            i += 1
        blocks.append(structs.replace(b, instrs=tuple(instrs)))
    decls = dict(kernel.values)
    for (_, v, _), name in new.items():
        if v in kernel.values:
            decls[name] = kernel.values[v]
    return replace(kernel, blocks=tuple(blocks), values=decls)
