"""The independent verifier: is an allocation valid, and what does it cost?

It re-derives everything from the kernel, the target and the allocation, with its
own class resolution and its own small set-based block liveness. It never imports
:mod:`solver_alloc.analysis`, :mod:`solver_alloc.colouring` or :mod:`solver_alloc.spill`
(only the vocabulary: ir, targets, result), so a solver bug cannot certify itself.

The allocation is simulated symbolically over the CFG (:mod:`.simulate`). The
state is: where each value currently is, which values have a valid copy in memory,
and which activation set is loaded. Operations with ``before == i`` run just before
instruction ``i``, in list order; an instruction reads its uses, then writes its
defs into their assigned registers. Overwriting a register is reported only when
the overwritten value is needed later (a use, a store, a move, the exit), and the
message names the write that destroyed it. At a block entry the locations of the
values live there are merged over all predecessors; a value whose location differs
between predecessors has none, and its next use is reported with the reason. Loops
are simulated to a fixed point. A use read through a runtime index (``indexed``)
from memory is itself a local-memory read and costs the class's load cost; served
by a remat just before, it costs the remat. Operations in blocks no path reaches are charged
(the cost is that of all inserted code) but cannot be simulated. Each callee-saved
register the plan writes adds a save and a restore (:mod:`.saved`).
"""

from __future__ import annotations

import heapq
from itertools import filterfalse

from solver_alloc.halves import target_for
from solver_alloc.ir import Block, InterferenceGraph, Kernel
from solver_alloc.result import Allocation, Operation
from solver_alloc.targets import Target
from solver_alloc.verifier.fast import fast_verdict
from solver_alloc.verifier.graph import verify_graph
from solver_alloc.verifier.report import Report, Violation
from solver_alloc.verifier.saved import saved_registers_cost
from solver_alloc.verifier.simulate import CONFLICT, Checker, State, regs_of

__all__ = ["Report", "Violation", "verify"]


def _block_live_in(kernel: Kernel) -> dict[str, set[str]]:
    """The verifier's own backward liveness: live-in set per block."""
    gen: dict[str, set[str]] = {}
    kill: dict[str, set[str]] = {}
    for b in kernel.blocks:
        g: set[str] = set()
        d: set[str] = set()
        for ins in b.instrs:
            g.update(u for u in ins.uses if u not in d)
            d.update(ins.defs)
        gen[b.name], kill[b.name] = g, d
    live: dict[str, set[str]] = {b.name: set() for b in kernel.blocks}
    changed = True
    while changed:
        changed = False
        for b in reversed(kernel.blocks):
            out = set(kernel.live_out) if not b.succs else set().union(
                *(live[s] for s in b.succs))
            new = gen[b.name] | (out - kill[b.name])
            if new != live[b.name]:
                live[b.name], changed = new, True
    return live


def _rpo(kernel: Kernel) -> list[Block]:
    """Blocks reachable from the entry, in reverse post-order (iterative DFS; a
    stack entry is a block and the index of its next successor to try)."""
    by_name = {b.name: b for b in kernel.blocks}
    entry = kernel.blocks[0]
    seen = {entry.name}
    post: list[Block] = []
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        b, k = stack.pop()
        succs = b.succs
        while k < len(succs) and succs[k] in seen:
            k += 1
        if k == len(succs):
            post.append(b)
            continue
        seen.add(succs[k])
        stack.append((b, k + 1))
        stack.append((by_name[succs[k]], 0))
    return post[::-1]


def _exec_orders(ch: Checker) -> dict[str, list[int]]:
    """Per block, global instruction indices in execution order; checks ``order``."""
    k, orders, pos = ch.k, {}, 0
    block_of: dict[int, str] = {}
    for b in k.blocks:
        orders[b.name] = list(range(pos, pos + len(b.instrs)))
        block_of.update(dict.fromkeys(orders[b.name], b.name))
        pos += len(b.instrs)
    order = ch.a.order
    if order is None:
        return orders
    if sorted(order) != list(range(pos)):
        ch.bad("bad_order", f"order must list each of the {pos} instructions once")
        return orders
    new = {b.name: [i for i in order if block_of[i] == b.name] for b in k.blocks}
    for b, start in zip(k.blocks, k.block_starts(), strict=True):
        _check_dependences(ch, b, start, new[b.name])
    return new


def _check_dependences(ch: Checker, b: Block, start: int, order: list[int]) -> None:
    """A reordered block must keep every value, tile and ``after`` dependence."""
    pos = {i: k for k, i in enumerate(order)}
    ids = {ins.id: start + j for j, ins in enumerate(b.instrs) if ins.id}
    last_w: dict[str, int] = {}
    reads: dict[str, list[int]] = {}
    for j, ins in enumerate(b.instrs):
        i = start + j
        deps = [(ids[a], f"'after' {a!r}") for a in ins.after if a in ids]
        for x in (*ins.uses, *(f"tile:{t}" for t in ins.reads)):
            if x in last_w:
                deps.append((last_w[x], repr(x)))
            reads.setdefault(x, []).append(i)
        for x in (*ins.defs, *(f"tile:{t}" for t in ins.writes)):
            deps += [(r, repr(x)) for r in reads.pop(x, []) if r != i]
            if x in last_w:
                deps.append((last_w[x], repr(x)))
            last_w[x] = i
        for d, why in deps:
            if pos[d] > pos[i]:
                ch.bad("broken_dependence", f"the order runs instruction {i} before "
                       f"{d}, against their dependence through {why}", i)


def _group_ops(ch: Checker) -> dict[tuple[str, int], list[Operation]]:
    k = ch.k
    starts = dict(zip((b.name for b in k.blocks), k.block_starts(), strict=True))
    ends = {b.name: starts[b.name] + len(b.instrs) for b in k.blocks}
    out: dict[tuple[str, int], list[Operation]] = {}
    for op in ch.a.operations:
        name = op.block
        if name is None:
            name = next((b.name for b in k.blocks
                         if starts[b.name] <= op.before < ends[b.name]),
                        k.blocks[-1].name if op.before == k.n_instrs else None)
        if name not in starts or not starts[name] <= op.before <= ends[name]:
            ch.bad("bad_operation", f"{op.op} at before={op.before} block={op.block!r} "
                   "is outside every block", op.before)
            continue
        out.setdefault((name, op.before), []).append(op)
    return out


def _merge(states: list[tuple[str, State]], live: set[str]) -> State:
    """Entry state of a block from its predecessors' exit states."""
    st = State()
    first = states[0][1]
    st.mem = set.intersection(*(s.mem for _, s in states))
    acts = {s.act for _, s in states}
    st.act = acts.pop() if len(acts) == 1 else CONFLICT
    for _, s in states:  # written since the def on some path: stale
        for v, gone in s.stale.items():
            st.stale[v] = st.stale.get(v, frozenset()) | gone
    for v in live:
        locs = {name: s.loc.get(v) for name, s in states}
        if len(set(locs.values())) == 1 and first.loc.get(v) is not None:
            st.place(v, first.loc[v])
            continue
        missing = next((n for n, r in locs.items() if r is None), None)
        if missing is not None:
            lost = dict(states)[missing].lost.get(v, "it is in no register")
            st.lost[v] = f"on the path from block {missing!r}, {lost}"
        else:
            parts = ", ".join(f"{list(r or ())} from {n!r}" for n, r in locs.items())
            st.lost[v] = f"its register differs across predecessors ({parts})"
    return st


def _entry_state(ch: Checker, live: set[str]) -> State:
    """Live-in values in their assigned registers (dead ones are not placed)."""
    st = State(act=ch.t.activation.initial_set if ch.t.activation else None)
    for v in ch.k.live_in:
        if v not in live:
            continue
        ref = ch.a.assignment.get(v)
        if ref is None:
            st.mem.add(v)  # no register: the value arrives in memory
        elif ch.regs_ok(v, ref, None):
            clash = sorted(w for w, regs in st.loc.items() if set(regs) & set(regs_of(ref)))
            if clash:  # both are live at entry: one register cannot bring both in
                ch.bad("register_conflict", f"live-ins {clash[0]!r} and {v!r} both "
                       f"arrive in {ref} and are both live at the kernel entry")
            ch.write(st, v, regs_of(ref), "kernel entry")
    return st


MAX_PASSES_PER_BLOCK = 4
"""Each pass can only lose locations at joins, so the fixed point settles in a few
passes per loop nest; this cap only guards against a bug (reported, never silent)."""


def _run_block(ch: Checker, b: Block, st: State, order: list[int], start: int,
               ops: dict[tuple[str, int], list[Operation]]) -> None:
    """Block ``b`` (its first instruction at ``start``) run from ``st``: each
    instruction in ``order`` after the operations before it, then the
    operations at its end. Where the block ends in terminators (branches,
    returns), the operations placed after the first of them (between them or
    at the block's end) run before it, as they must on the machine."""
    end = start + len(b.instrs)
    first_term = end
    while first_term > start and b.instrs[first_term - 1 - start].terminator:
        first_term -= 1
    if order != list(range(start, end)):
        first_term = end  # a reordered block: terminators are not marked there
    for i in order:
        rematted, folded = set(), []
        at = range(i, end + 1) if i == first_term else (i,) if i < first_term else ()
        for op in (op for j in at for op in ops.get((b.name, j), [])):
            ch.run_op(st, op, b.freq)
            if op.op == "remat" and op.value is not None:
                rematted.add(op.value)
            if op.op == "fold" and op.before == i and op.value is not None:
                folded.append(op.value)
        ch.run_instr(st, i, b.instrs[i - start], rematted, b.freq, folded)
    for op in ops.get((b.name, end), []) if first_term == end else ():
        ch.run_op(st, op, b.freq)


def _simulate(ch: Checker, blocks: list[Block], live: dict[str, set[str]],
              orders: dict[str, list[int]], ops: dict[tuple[str, int], list[Operation]]
              ) -> dict[str, State]:
    """Every reachable block simulated from the merge of its predecessors' exit
    states, in reverse post-order, and again (earliest first) whenever the exit
    of a predecessor changes, until none does: the loops' fixed point. The
    violations, cost and sets loaded are those of each block's last
    simulation, in reverse post-order (each depends on its entry state alone)."""
    preds: dict[str, list[str]] = {b.name: [] for b in ch.k.blocks}
    for b in ch.k.blocks:
        for s in b.succs:
            preds[s].append(b.name)
    starts = dict(zip((b.name for b in ch.k.blocks), ch.k.block_starts(), strict=True))
    rank = {b.name: k for k, b in enumerate(blocks)}
    exits: dict[str, State] = {}
    found: list[tuple[list[Violation], float, list[str]]] = [([], 0.0, [])] * len(blocks)
    entry = blocks[0].name
    todo, queued = list(range(len(blocks))), set(range(len(blocks)))  # a heap
    most = (MAX_PASSES_PER_BLOCK * len(blocks) + 4) * len(blocks)
    while todo and most > 0:
        most -= 1
        k = heapq.heappop(todo)
        queued.discard(k)
        b = blocks[k]
        ch.out, ch.cost, ch.sets = [], 0.0, []
        incoming = [(p, exits[p]) for p in preds[b.name] if p in exits]
        if b.name == entry:
            incoming.insert(0, ("<entry>", _entry_state(ch, live[entry])))
        st = _merge(incoming, live[b.name]) if incoming else State()
        _run_block(ch, b, st, orders[b.name], starts[b.name], ops)
        found[k] = (ch.out, ch.cost, ch.sets)
        before = exits.get(b.name)
        exits[b.name] = st
        if before is not None and before.same(st):
            continue
        for s in b.succs:  # their entry changes: simulate them again
            j = rank.get(s)
            if j is not None and j not in queued:
                heapq.heappush(todo, j)
                queued.add(j)
    ch.out, ch.cost, ch.sets = [], 0.0, []
    for out, cost, sets in found:
        ch.out += out
        ch.cost += cost
        ch.sets += [x for x in sets if x not in ch.sets]
    if todo:
        ch.bad("no_fixed_point", f"the simulation over the loops did not settle within "
               f"{MAX_PASSES_PER_BLOCK * len(blocks) + 4} passes; the verdict is unknown")
    return exits


def _check_header(ch: Checker) -> None:
    k, a = ch.k, ch.a
    if a.kernel and a.kernel != k.name:
        ch.bad("wrong_kernel", f"the allocation is for kernel {a.kernel!r}, not "
               f"{k.name!r}")
    if a.target and a.target != ch.t.name:
        ch.bad("wrong_target", f"the allocation is for target {a.target!r}, not "
               f"{ch.t.name!r}")
    known = ch.known
    unknown = list(filterfalse(known.__contains__, a.assignment))
    for v in unknown:
        ch.bad("unknown_value", f"the assignment names unknown value {v!r}")
    refs = a.assignment if not unknown else {
        v: r for v, r in a.assignment.items() if v in known}
    try:
        distinct = set(refs.values())
    except TypeError:  # a list of registers
        distinct = {r if isinstance(r, str) else tuple(r) for r in refs.values()}
    for ref in distinct:
        ch.count(ref)
    for v, d in k.values.items():
        got = refs.get(v)
        if d.fixed is not None and got is not None and regs_of(got)[:1] != (d.fixed,):
            ch.bad("fixed_register_mismatch", f"value {v!r} is fixed to {d.fixed} but "
                   f"assigned {got}")


def verify_kernel(kernel: Kernel, target: Target, allocation: Allocation, *,
                  fast: bool = True) -> Report:
    """:func:`verify` for a kernel; ``fast=False`` always runs the simulation
    (the tests compare the two)."""
    target = target_for(kernel, target)
    ch = Checker(kernel, target, allocation)
    blocks = _rpo(kernel)
    if fast and fast_verdict(ch, blocks):
        _check_header(ch)
        return Report(violations=tuple(ch.out),
                      cost=saved_registers_cost(ch, kernel, target, allocation),
                      registers_used=ch.registers_used())
    ch.restart()  # what the fast path found out is not the simulation's business
    orders = _exec_orders(ch)
    ops = _group_ops(ch)
    header = list(ch.out)  # _simulate restarts ch.out on every fixed-point pass
    live = _block_live_in(kernel)
    exits = _simulate(ch, blocks, live, orders, ops)
    reached = {b.name for b in blocks}
    freq = {b.name: b.freq for b in kernel.blocks}
    for (name, _), block_ops in ops.items():
        for op in block_ops if name not in reached else ():
            ch.charge_unsimulated(op, freq[name])
    _check_header(ch)
    for b in blocks:
        if b.succs:
            continue
        for v in kernel.live_out:
            st = exits[b.name]
            if v not in st.loc and v not in st.mem:
                why = st.lost.get(v, "it is nowhere")
                ch.bad("live_out_lost", f"live_out value {v!r} is in no register and "
                       f"not in memory at the exit of block {b.name!r}: {why}")
    act = target.activation
    if act is not None and len(ch.sets) > act.max_sets:
        ch.bad("too_many_sets", f"{len(ch.sets)} distinct activation sets are loaded, "
               f"more than the target's {act.max_sets}")
    cost = ch.cost + saved_registers_cost(ch, kernel, target, allocation)
    ch.hold_spilled()
    return Report(violations=tuple(header + ch.out), cost=cost,
                  registers_used=ch.registers_used(),
                  sets_loaded=tuple(ch.sets))


def verify(kernel: Kernel | InterferenceGraph, target: Target,
           allocation: Allocation) -> Report:
    """Check ``allocation`` of ``kernel`` on ``target``; report every violation.

    Examples
    --------
    >>> from solver_alloc import load_target, verify
    >>> from solver_alloc.formats.kernel import kernel_from_dict
    >>> from solver_alloc.result import Allocation, Status
    >>> k = kernel_from_dict({"name": "k", "instrs": [
    ...     {"op": "a", "defs": ["x"]}, {"op": "b", "defs": ["y"]},
    ...     {"op": "c", "uses": ["x", "y"]}]})
    >>> bad = Allocation("k", "x86-64", Status.FEASIBLE,
    ...                  assignment={"x": "r0", "y": "r0"})
    >>> for v in verify(k, load_target("x86-64"), bad).violations:
    ...     print(v)
    instruction 2: use by c of value 'x' finds it in no register: its register r0 was overwritten by the def of 'y' at instruction 1 [use_not_in_register]
    """
    if isinstance(kernel, InterferenceGraph):
        return verify_graph(kernel, target, allocation)
    target = target_for(kernel, target)  # a kernel read in 16-bit halves: its view
    if _LAST and _LAST[0][0] is kernel and _LAST[0][1] is target and \
            _same_plan(_LAST[0][2], allocation):
        return _LAST[0][3]
    report = verify_kernel(kernel, target, allocation)
    _LAST[:] = [(kernel, target, allocation, report)]
    return report


_LAST: list[tuple[Kernel, Target, Allocation, Report]] = []
"""The last kernel verified, its target, the plan and its report. The same
kernel and target objects (both frozen) and the same plan give the same
report, so a plan checked twice, by the solver that made it and then by its
caller (the command line), is simulated once: on a CFG of 17,000 instructions
in 1,000 blocks a check takes seconds."""


def _same_plan(a: Allocation, b: Allocation) -> bool:
    """Whether the verifier reads the same plan in ``a`` and ``b``: the names,
    the order, the assignment and the operations (it reads nothing else)."""
    return a is b or (a.kernel == b.kernel and a.target == b.target
                      and a.order == b.order and a.assignment == b.assignment
                      and a.operations == b.operations)
