"""Semantic checks of a kernel, alone and against a target.

Structural checks (types, unknown keys) happen while parsing in
:mod:`solver_alloc.formats.kernel`; these need the whole kernel. Every failure is a
:class:`~solver_alloc.errors.KernelError` naming the file, block, instruction and
field.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from itertools import chain
from operator import attrgetter

import numpy as np
import numpy.typing as npt

from solver_alloc.analysis.cfg import chains
from solver_alloc.analysis.dataflow import block_summary, defined_on_entry, flow_view
from solver_alloc.analysis.interned import kernel_arrays
from solver_alloc.analysis.references import (
    allowed_registers,
    check_confined_have_subsets,
    check_remat_operands,
)
from solver_alloc.analysis.references import (
    instruction_where as _where,
)
from solver_alloc.errors import KernelError
from solver_alloc.ir import Block, Kernel, ValueDecl, ValueName
from solver_alloc.targets import Target

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, slots=True)
class ResolvedValue:
    """A value's register needs once a target is known."""

    regclass: str
    width: int
    fixed: int | None
    """Index of the pre-coloured (first) register in the class."""
    remat_cost: float | None
    """Cycles to recompute, ``None`` if not rematerialisable."""
    no_spill: bool
    held: bool = False
    """Held in a register from entry to exit (:attr:`~solver_alloc.ir.ValueDecl.held`)."""
    remat_reads: bool = False
    """Its remat reads values (:attr:`~solver_alloc.ir.ValueDecl.remat_from`): only
    the split model plans such remats; heuristics leave them out."""
    allowed: frozenset[int] | None = None
    """The registers of its :attr:`~solver_alloc.ir.ValueDecl.subset` (a tuple's
    every register is one of them); ``None``: the whole class."""


@dataclass(frozen=True)
class ResolvedTable:
    """:func:`resolve_values` as arrays over the interned value order
    (``kernel_arrays(kernel).names``, which is also ``Liveness.values``):
    values share a few records, so per-class masks and widths are gathers."""

    records: tuple[ResolvedValue, ...]
    of: IntArray
    """Per value: the index of its record."""

    @cached_property
    def width(self) -> IntArray:
        out: IntArray = np.asarray([r.width for r in self.records], np.int64)[self.of]
        return out

    @cached_property
    def fixed(self) -> IntArray:
        """Per value: its fixed register index, or -1."""
        out: IntArray = np.asarray([-1 if r.fixed is None else r.fixed
                                    for r in self.records], np.int64)[self.of]
        return out

    @cached_property
    def allowed(self) -> tuple[frozenset[int] | None, ...]:
        """Per value: its allowed registers, or None (the whole class)."""
        return tuple(self.records[i].allowed for i in self.of.tolist())

    @cached_property
    def any_allowed(self) -> bool:
        """Some value is restricted to a subset of its class."""
        return any(r.allowed is not None for r in self.records)

    def members(self, cname: str, among: IntArray) -> IntArray:
        """The values of ``among`` (indices) whose class is ``cname``."""
        mine = np.asarray([r.regclass == cname for r in self.records], bool)
        out: IntArray = among[mine[self.of[among]]]
        return out


@dataclass(frozen=True, slots=True)
class _Resolved:
    """:func:`resolve_values` for one target, kept with the kernel."""

    target: Target
    values: Mapping[ValueName, ResolvedValue]
    table: ResolvedTable


def _check_blocks(kernel: Kernel, source: str) -> None:
    names = [b.name for b in kernel.blocks]
    seen = set(names)
    if len(seen) == len(names) and seen.issuperset(
            chain.from_iterable(b.succs for b in kernel.blocks)):
        return  # all well (checked at C speed); else find the first defect below
    seen = set()
    for b in kernel.blocks:
        if b.name in seen:
            raise KernelError(f"{source}: block {b.name!r}: field 'name': duplicate "
                              "block name")
        seen.add(b.name)
    for b in kernel.blocks:
        for s in b.succs:
            if s not in seen:
                raise KernelError(f"{source}: block {b.name!r}: field 'succs': unknown "
                                  f"successor {s!r} (blocks: {', '.join(names)})")


def _check_ids_and_order(kernel: Kernel, source: str) -> None:
    instrs = [b.instrs for b in kernel.blocks]
    if not any(map(attrgetter("id"), chain.from_iterable(instrs))) and \
            not any(map(attrgetter("after"), chain.from_iterable(instrs))):
        return  # nothing to check (scanned at C speed)
    ids: dict[str, str] = {}
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        local: dict[str, int] = {}
        for k, ins in enumerate(b.instrs):
            if ins.id is None:
                continue
            if ins.id in ids:
                raise KernelError(f"{_where(source, b, k, start)}: field 'id': "
                                  f"{ins.id!r} is already used in block {ids[ins.id]!r}")
            ids[ins.id] = b.name
            local[ins.id] = k
        for k, ins in enumerate(b.instrs):
            for a in ins.after:
                if a not in local:
                    raise KernelError(
                        f"{_where(source, b, k, start)}: field 'after': {a!r} names no "
                        "instruction of this block")
        if any(ins.after for ins in b.instrs):
            _check_acyclic(b, local, source, start)


def _check_acyclic(b: Block, local: Mapping[str, int], source: str, start: int) -> None:
    """Explicit ``after`` edges plus def->use edges must form a DAG (Kahn)."""
    n = len(b.instrs)
    succ: list[list[int]] = [[] for _ in range(n)]
    last_def: dict[ValueName, int] = {}
    for k, ins in enumerate(b.instrs):
        for a in ins.after:
            succ[local[a]].append(k)
        for v in ins.uses:
            if v in last_def:
                succ[last_def[v]].append(k)
        for v in ins.defs:
            last_def[v] = k
    indeg = [0] * n
    for outs in succ:
        for k in outs:
            indeg[k] += 1
    ready = [k for k in range(n) if indeg[k] == 0]
    done = 0
    while ready:
        j = ready.pop()
        done += 1
        for k in succ[j]:
            indeg[k] -= 1
            if indeg[k] == 0:
                ready.append(k)
    if done < n:
        k = next(k for k in range(n) if indeg[k] > 0 and b.instrs[k].after)
        raise KernelError(f"{_where(source, b, k, start)}: field 'after': the ordering "
                          "dependences form a cycle through this instruction")


def _check_definitions_reach_uses(kernel: Kernel, source: str) -> None:
    """Must-defined: every read has a definition on every path from the entry, or
    is live_in; so has every live_out value at every exit.

    The exposed reads of each block (no def of the value before them in the block)
    are checked against the definitions reaching the block's entry
    (:func:`~solver_alloc.analysis.dataflow.defined_on_entry`): dominators for
    values defined in one block, bit-vector dataflow for the others. Linear in
    practice in blocks + instructions; unreachable blocks never run and are not
    checked. The first bad read in program order is reported.
    """
    arr, graph = flow_view(kernel)  # on fall-through chains of blocks
    summary = block_summary(kernel)
    ok = defined_on_entry(arr, graph, summary, summary.exp_value, summary.exp_block)
    if not ok.all():
        k = int(np.argmin(np.where(ok, np.iinfo(np.int64).max, summary.exp_instr)))
        i = int(summary.exp_instr[k])
        blocks = kernel_arrays(kernel)
        n = int(blocks.block_of(summary.exp_instr[k: k + 1])[0])
        b, start = kernel.blocks[n], int(blocks.block_start[n])
        j = i - start
        v = arr.names[int(summary.exp_value[k])]
        raise KernelError(f"{_where(source, b, j, start)}: field 'uses': value {v!r} "
                          "is used before any definition on some path from the entry, "
                          "and is not in live_in")
    exits = np.asarray([b for b in graph.rpo if not graph.succs[b]], dtype=np.int64)
    if not len(exits) or not len(arr.live_out):
        return
    value = np.tile(arr.live_out, len(exits))
    block = np.repeat(exits, len(arr.live_out))
    here = np.isin(value * arr.n_blocks + block, summary.def_keys)
    ok = here | defined_on_entry(arr, graph, summary, value, block)
    if not ok.all():
        k = int(np.argmin(ok))
        raise KernelError(f"{source}: field 'live_out': value "
                          f"{arr.names[int(value[k])]!r} is not defined on every path "
                          "to the exit block "
                          f"{kernel.blocks[int(chains(kernel).last[block[k]])].name!r}")


def _check_live_outs_are_defined(kernel: Kernel, source: str) -> None:
    """A live_out value is defined somewhere or live_in, even when no block exits
    (an endless loop), where the per-exit check above has nothing to check."""
    arr = kernel_arrays(kernel)
    known = np.zeros(len(arr.names), dtype=bool)
    known[arr.def_val] = True
    known[arr.live_in] = True
    ghost = arr.live_out[~known[arr.live_out]]
    if len(ghost):
        raise KernelError(f"{source}: field 'live_out': value {arr.names[int(ghost[0])]!r} "
                          "is never defined and not in live_in")


def validate_kernel(kernel: Kernel, source: str = "<memory>") -> None:
    """Check a kernel's target-independent semantics; raise :class:`KernelError`."""
    _check_blocks(kernel, source)
    _check_ids_and_order(kernel, source)
    _check_live_outs_are_defined(kernel, source)
    _check_definitions_reach_uses(kernel, source)
    check_confined_have_subsets(kernel, source)
    check_remat_operands(kernel, source)


def _defining_engines(kernel: Kernel) -> dict[ValueName, str]:
    engines: dict[ValueName, str] = {}
    for b in kernel.blocks:
        for ins in b.instrs:
            if ins.engine is not None:
                for v in ins.defs:
                    engines.setdefault(v, ins.engine)
    return engines


class _Uniform(Mapping[ValueName, ResolvedValue]):
    """Every value has one record (no declarations, no engines): the names and the
    record, with the dictionary built only if a value is looked up by name (a
    million names cost 30 MB; a linear scan reads the arrays instead)."""

    __slots__ = ("_d", "_names", "_record")

    def __init__(self, names: tuple[ValueName, ...], record: ResolvedValue) -> None:
        self._names, self._record = names, record
        self._d: dict[ValueName, ResolvedValue] | None = None

    def __getitem__(self, v: ValueName) -> ResolvedValue:
        if self._d is None:
            self._d = dict.fromkeys(self._names, self._record)
        return self._d[v]

    def __iter__(self) -> Iterator[ValueName]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


def resolve_values(kernel: Kernel, target: Target,
                   source: str = "<memory>") -> Mapping[ValueName, ResolvedValue]:
    """Class, width, fixed register and remat cost of every value on ``target``.

    Undeclared values take the class the target maps their first defining
    instruction's ``engine`` to, else the target's default class, width 1. They
    share one record per class, and the result is kept with the kernel per target
    (validation and the allocators ask for it in turn).
    """
    cached = kernel.derived.get("resolved")
    if isinstance(cached, _Resolved) and cached.target is target:
        return cached.values
    engines = _defining_engines(kernel)
    plain: dict[str, ResolvedValue] = {}
    out: dict[ValueName, ResolvedValue] = {}
    for cname in {target.default_class, *target.engine_classes.values()}:
        if cname in target.classes and 1 in target.classes[cname].widths:
            plain[cname] = ResolvedValue(cname, 1, None, None,
                                         not target.classes[cname].spillable)
    default = plain.get(target.default_class)
    names = kernel_arrays(kernel).names
    if default is not None and not engines and not kernel.values:
        uniform = _Uniform(names, default)
        kernel.derived["resolved"] = _Resolved(
            target, uniform, ResolvedTable((default,), np.zeros(len(names), np.int64)))
        return uniform
    for v in names:
        decl = kernel.values.get(v)
        cname = target.engine_classes.get(engines.get(v) or "", target.default_class)
        if decl is None and cname in plain:
            out[v] = plain[cname]
        else:
            out[v] = _resolve_one(target, v, decl, cname, source)
    kernel.derived["resolved"] = _Resolved(target, out, _table(out))
    return out


def resolved_table(kernel: Kernel, target: Target) -> ResolvedTable:
    """:func:`resolve_values` of ``kernel`` on ``target`` as a :class:`ResolvedTable`."""
    resolve_values(kernel, target, kernel.name)
    cached = kernel.derived["resolved"]
    assert isinstance(cached, _Resolved)
    return cached.table


def _table(resolved: Mapping[ValueName, ResolvedValue]) -> ResolvedTable:
    index: dict[ResolvedValue, int] = {}
    of = [index.setdefault(r, len(index)) for r in resolved.values()]
    return ResolvedTable(tuple(index), np.asarray(of, np.int64))


def _resolve_one(target: Target, v: ValueName, decl: ValueDecl | None, cname: str,
                 source: str) -> ResolvedValue:
    """One value's record, checked against the target."""
    if decl is not None and decl.regclass is not None:
        cname = decl.regclass
    where = f"{source}: value {v!r}"
    if cname not in target.classes:
        raise KernelError(f"{where}: field 'class': target {target.name!r} has no "
                          f"class {cname!r} (classes: {', '.join(target.classes)})")
    cls = target.classes[cname]
    width = decl.width if decl is not None else 1
    if width not in cls.widths:
        raise KernelError(f"{where}: field 'width': class {cname!r} of "
                          f"{target.name!r} cannot hold width {width} (widths: "
                          f"{', '.join(map(str, cls.widths))})")
    fixed = None
    if decl is not None and decl.fixed is not None:
        fixed = _fixed_index(target, cname, width, decl.fixed, where)
    allowed = allowed_registers(target, cname, decl, fixed, where)
    remat = decl.remat_cost if decl is not None else None
    return ResolvedValue(
        regclass=cname, width=width, fixed=fixed,
        remat_cost=cls.remat_cost if remat is True else remat,
        no_spill=bool(decl and decl.no_spill) or not cls.spillable,
        held=bool(decl and decl.held), allowed=allowed,
        remat_reads=bool(decl and decl.remat_from))


def _fixed_index(target: Target, cname: str, width: int, reg: str, where: str) -> int:
    parsed = target.parse_register(reg)
    if parsed is None or parsed[0] != cname:
        example = target.classes[cname].register(0)
        raise KernelError(f"{where}: field 'fixed': {reg!r} is not a register of class "
                          f"{cname!r} on {target.name!r} (registers are named like "
                          f"{example!r}: prefix, then the index without leading zeros)")
    cls, idx = target.classes[cname], parsed[1]
    if idx + width > cls.count or idx % cls.alignment_for(width):
        raise KernelError(f"{where}: field 'fixed': a width-{width} tuple cannot start "
                          f"at {reg!r} (alignment or end of the register file)")
    if any(r in cls.reserved for r in range(idx, idx + width)):
        raise KernelError(f"{where}: field 'fixed': {reg!r} overlaps a reserved register")
    return idx


def validate_kernel_for_target(kernel: Kernel, target: Target,
                               source: str = "<memory>") -> None:
    """Check classes, widths, fixed registers and activation functions on ``target``.

    Missing features (``requires``) are *not* input errors: ``check`` and the
    verifier report them, since that is a question about the pair, not the file.
    """
    resolve_values(kernel, target, source)
    act = target.activation
    for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
        for k, ins in enumerate(b.instrs):
            if ins.act is None:
                continue
            if act is None:
                raise KernelError(f"{_where(source, b, k, start)}: field 'act': target "
                                  f"{target.name!r} has no activation tables")
            if act.canonical(ins.act) not in act.known_functions():
                raise KernelError(f"{_where(source, b, k, start)}: field 'act': unknown "
                                  f"activation function {ins.act!r} for target "
                                  f"{target.name!r}")
