"""Semantic checks of a kernel, alone and against a target.

Structural checks (types, unknown keys) happen while parsing in
:mod:`solver_alloc.formats.kernel`; these need the whole kernel. Every failure is a
:class:`~solver_alloc.errors.KernelError` naming the file, block, instruction and
field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver_alloc.errors import KernelError
from solver_alloc.ir import Block, Kernel, ValueName
from solver_alloc.targets import Target


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


def _where(source: str, b: Block, k: int, start: int) -> str:
    return f"{source}: block {b.name!r} instruction {k} (global {start + k})"


def _check_blocks(kernel: Kernel, source: str) -> None:
    names = [b.name for b in kernel.blocks]
    seen: set[str] = set()
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


def _preds(kernel: Kernel) -> dict[str, list[str]]:
    preds: dict[str, list[str]] = {b.name: [] for b in kernel.blocks}
    for b in kernel.blocks:
        for s in b.succs:
            preds[s].append(b.name)
    return preds


def _check_definitions_reach_uses(kernel: Kernel, source: str) -> None:
    """Must-defined analysis: every use has a definition on every path, or live_in."""
    preds = _preds(kernel)
    entry = kernel.blocks[0].name
    out: dict[str, frozenset[str] | None] = {b.name: None for b in kernel.blocks}
    starts = dict(zip((b.name for b in kernel.blocks), kernel.block_starts(),
                      strict=True))
    changed = True
    while changed:
        changed = False
        for b in kernel.blocks:
            incoming = [out[p] for p in preds[b.name]]
            known = [s for s in incoming if s is not None]
            if b.name == entry:
                known.append(frozenset(kernel.live_in))
            if not known:
                continue  # not yet reached (or unreachable): assume everything defined
            defined = set(frozenset.intersection(*known))
            for k, ins in enumerate(b.instrs):
                for v in ins.uses:
                    if v not in defined:
                        raise KernelError(
                            f"{_where(source, b, k, starts[b.name])}: field 'uses': "
                            f"value {v!r} is used before any definition on some path "
                            "from the entry, and is not in live_in")
                defined.update(ins.defs)
            new = frozenset(defined)
            if new != out[b.name]:
                out[b.name], changed = new, True
    for b in kernel.blocks:
        reached = out[b.name]
        if b.succs or reached is None:
            continue
        missing = [v for v in kernel.live_out if v not in reached]
        if missing:
            raise KernelError(f"{source}: field 'live_out': value {missing[0]!r} is not "
                              f"defined on every path to the exit block {b.name!r}")


def _check_live_outs_are_defined(kernel: Kernel, source: str) -> None:
    """A live_out value is defined somewhere or live_in, even when no block exits
    (an endless loop), where the per-exit check above has nothing to check."""
    defined = {v for _, _, ins in kernel.instructions() for v in ins.defs}
    ghost = [v for v in kernel.live_out if v not in defined and v not in kernel.live_in]
    if ghost:
        raise KernelError(f"{source}: field 'live_out': value {ghost[0]!r} is never "
                          "defined and not in live_in")


def validate_kernel(kernel: Kernel, source: str = "<memory>") -> None:
    """Check a kernel's target-independent semantics; raise :class:`KernelError`."""
    _check_blocks(kernel, source)
    _check_ids_and_order(kernel, source)
    _check_live_outs_are_defined(kernel, source)
    _check_definitions_reach_uses(kernel, source)


def _defining_engines(kernel: Kernel) -> dict[ValueName, str]:
    engines: dict[ValueName, str] = {}
    for _, _, ins in kernel.instructions():
        if ins.engine is None:
            continue
        for v in ins.defs:
            engines.setdefault(v, ins.engine)
    return engines


def resolve_values(kernel: Kernel, target: Target,
                   source: str = "<memory>") -> dict[ValueName, ResolvedValue]:
    """Class, width, fixed register and remat cost of every value on ``target``.

    Undeclared values take the class the target maps their first defining
    instruction's ``engine`` to, else the target's default class, width 1.
    """
    engines = _defining_engines(kernel)
    out: dict[ValueName, ResolvedValue] = {}
    for v in kernel.value_names():
        decl = kernel.values.get(v)
        eng = engines.get(v)
        cname = (decl.regclass if decl is not None and decl.regclass is not None
                 else target.engine_classes.get(eng or "", target.default_class))
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
        remat = decl.remat_cost if decl is not None else None
        out[v] = ResolvedValue(
            regclass=cname, width=width, fixed=fixed,
            remat_cost=cls.remat_cost if remat is True else remat,
            no_spill=bool(decl and decl.no_spill) or not cls.spillable)
    return out


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
