"""Reading and writing kernels (``solver-alloc/kernel@1``); allocations are in
:mod:`solver_alloc.formats.allocation` and re-exported here.

Loading validates the structure of every field and raises a
:class:`~solver_alloc.errors.KernelError` naming the file, the block, the
instruction (block-local and global index) and the field at fault. Semantic checks
(definitions reach uses, ``after`` is acyclic, classes and activation functions
exist on a target) are in :mod:`solver_alloc.analysis.validate`, which :func:`load_kernel`
runs too. Output is deterministic (stable key order, one instruction per line) and
written atomically.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from solver_alloc.analysis.validate import validate_kernel, validate_kernel_for_target
from solver_alloc.errors import KernelError
from solver_alloc.formats.json_io import read_json, write_atomic
from solver_alloc.formats.kernel_check import mark_checked
from solver_alloc.formats.kernel_decode import KERNEL_FORMAT, KernelDoc, decode_kernel
from solver_alloc.halves import target_for
from solver_alloc.ir import MAX_FREQ, Block, Instr, Kernel, ValueDecl
from solver_alloc.memory import release_freed
from solver_alloc.targets import Target

_KERNEL_KEYS = {"format", "name", "blocks", "instrs", "values", "live_in", "live_out",
                "meta"}
_BLOCK_KEYS = {"name", "freq", "succs", "instrs"}
_INSTR_KEYS = {"op", "defs", "uses", "engine", "act", "requires", "indexed", "tied",
               "confined", "foldable",
               "terminator", "copy", "id", "after", "reads", "writes"}
_VALUE_KEYS = {"class", "width", "fixed", "remat_cost", "no_spill", "subset", "remat_from"}


# --------------------------------------------------------------------------- kernels

class _Ctx:
    """Where we are in a file, for error messages (formatted only on failure)."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.where = ""
        self.block: str | None = None
        self.k = self.start = 0

    def at_instr(self, block: str, k: int, start: int) -> None:
        self.block, self.k, self.start = block, k, start

    def fail(self, field: str, msg: str) -> KernelError:
        where = self.where or (f"block {self.block!r} instruction {self.k} (global "
                               f"{self.start + self.k})" if self.block else "")
        at = f" {where}:" if where else ""
        return KernelError(f"{self.source}:{at} field {field!r}: {msg}")


def _names(ctx: _Ctx, raw: Mapping[str, Any], key: str) -> tuple[str, ...]:
    if key not in raw:
        return ()
    val = raw[key]
    if not isinstance(val, list) or not all(isinstance(x, str) and x for x in val):
        raise ctx.fail(key, f"expected a list of non-empty strings, got {val!r}")
    return tuple(val)


def _opt_str(ctx: _Ctx, raw: Mapping[str, Any], key: str) -> str | None:
    val = raw.get(key)
    if val is not None and (not isinstance(val, str) or not val):
        raise ctx.fail(key, f"expected a non-empty string or null, got {val!r}")
    return val


def _flag(ctx: _Ctx, raw: Mapping[str, Any], key: str) -> bool:
    val = raw.get(key, False)
    if not isinstance(val, bool):
        raise ctx.fail(key, f"expected true or false, got {val!r}")
    return val


def _check_keys(ctx: _Ctx, raw: Any, allowed: set[str], what: str) -> None:
    if not isinstance(raw, dict):
        raise ctx.fail(what, f"expected an object, got {type(raw).__name__}")
    if raw.keys() <= allowed:
        return
    unknown = sorted(set(raw) - allowed)
    if unknown:
        raise ctx.fail(unknown[0], f"unknown key in {what} (allowed: "
                       f"{', '.join(sorted(allowed))})")


def _instr_from_dict(ctx: _Ctx, raw: Any) -> Instr:
    _check_keys(ctx, raw, _INSTR_KEYS, "instruction")
    op = raw.get("op")
    if not isinstance(op, str) or not op:
        raise ctx.fail("op", f"expected a non-empty string, got {op!r}")
    defs, uses = _names(ctx, raw, "defs"), _names(ctx, raw, "uses")
    if len(set(defs)) != len(defs):
        raise ctx.fail("defs", "a value is defined twice by one instruction")
    indexed = _names(ctx, raw, "indexed")
    stray = [v for v in indexed if v not in uses]
    if stray:
        raise ctx.fail("indexed", f"{stray[0]!r} is not one of the instruction's uses")
    tied = _names(ctx, raw, "tied")
    if untied := [v for v in tied if v not in uses or v not in defs]:
        raise ctx.fail("tied", f"{untied[0]!r} is not both a use and a def of the "
                       "instruction")
    foldable = _names(ctx, raw, "foldable")
    if odd := [v for v in foldable if v not in uses or v in indexed or v in tied]:
        raise ctx.fail("foldable", f"{odd[0]!r} is not a use read from a register that "
                       "the instruction does not also write")
    confined = _names(ctx, raw, "confined")
    if loose := [v for v in confined if v not in uses and v not in defs]:
        raise ctx.fail("confined", f"{loose[0]!r} is not a use or a def of the "
                       "instruction")
    copy = _flag(ctx, raw, "copy")
    if copy and (len(defs) != 1 or len(uses) != 1 or indexed):
        raise ctx.fail("copy", "a copy has one def and one use read from a register")
    return Instr(op=op, defs=defs, uses=uses, engine=_opt_str(ctx, raw, "engine"),
                 act=_opt_str(ctx, raw, "act"), requires=_names(ctx, raw, "requires"),
                 indexed=indexed, tied=tied, confined=confined, foldable=foldable,
                 terminator=_flag(ctx, raw, "terminator"), copy=copy,
                 id=_opt_str(ctx, raw, "id"),
                 after=_names(ctx, raw, "after"), reads=_names(ctx, raw, "reads"),
                 writes=_names(ctx, raw, "writes"))


def _block_from_dict(ctx: _Ctx, raw: Any, index: int, start: int) -> Block:
    ctx.where = f"block {index}"
    _check_keys(ctx, raw, _BLOCK_KEYS, "block")
    name = raw.get("name")
    if not isinstance(name, str) or not name:
        raise ctx.fail("name", f"expected a non-empty string, got {name!r}")
    ctx.where = f"block {name!r}"
    freq = raw.get("freq", 1)
    if isinstance(freq, bool) or not isinstance(freq, int | float) or \
            not 0 <= freq <= MAX_FREQ:  # also rejects nan
        raise ctx.fail("freq", f"expected a number >= 0 and <= {MAX_FREQ:g}, got {freq!r}")
    succs = _names(ctx, raw, "succs")
    instrs_raw = raw.get("instrs", [])
    if not isinstance(instrs_raw, list):
        raise ctx.fail("instrs", "expected a list of instructions")
    instrs = []
    ctx.where = ""
    for k, ins in enumerate(instrs_raw):
        ctx.at_instr(name, k, start)
        instrs.append(_instr_from_dict(ctx, ins))
    ctx.block = None
    return Block(name=name, instrs=tuple(instrs), succs=succs, freq=freq)


def _value_from_dict(ctx: _Ctx, name: str, raw: Any) -> ValueDecl:
    ctx.where = f"value {name!r}"
    _check_keys(ctx, raw, _VALUE_KEYS, "value")
    width = raw.get("width", 1)
    if isinstance(width, bool) or not isinstance(width, int) or width < 1:
        raise ctx.fail("width", f"expected an integer >= 1, got {width!r}")
    remat = raw.get("remat_cost")
    ok_remat = remat is None or remat is True or (
        isinstance(remat, int | float) and not isinstance(remat, bool) and remat >= 0)
    if not ok_remat:
        raise ctx.fail("remat_cost", f"expected a number >= 0, true or null, got "
                       f"{remat!r}")
    no_spill = raw.get("no_spill", False)
    if not isinstance(no_spill, bool):
        raise ctx.fail("no_spill", f"expected true or false, got {no_spill!r}")
    remat_from = _names(ctx, raw, "remat_from")
    if remat_from and remat is None:
        raise ctx.fail("remat_from", "a value that is not rematerialisable (no "
                       "remat_cost) reads nothing to be recomputed")
    decl = ValueDecl(regclass=_opt_str(ctx, raw, "class"), width=width,
                     fixed=_opt_str(ctx, raw, "fixed"), remat_cost=remat,
                     no_spill=no_spill, subset=_opt_str(ctx, raw, "subset"),
                     remat_from=remat_from)
    ctx.where = ""
    return decl


def kernel_from_dict(raw: Any, source: str = "<memory>") -> Kernel:
    """Build and validate a kernel from parsed JSON (the checked constructor; also
    :func:`~solver_alloc.formats.kernel.load_kernel` of a dict).

    ``raw`` is the file format's object; every defect raises a one-line
    :class:`~solver_alloc.errors.KernelError` naming ``source``, the block, the
    instruction and the field.

    >>> k = kernel_from_dict({"name": "k", "instrs": [{"op": "ld", "defs": ["a"]},
    ...                                                {"op": "st", "uses": ["a"]}]})
    >>> k.n_instrs, k.blocks[0].name
    (2, 'entry')
    >>> kernel_from_dict({"blocks": [{"name": "a", "succs": ["b"]}]})
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
        ...
    solver_alloc.errors.KernelError: <memory>: block 'a': field 'succs': unknown ...
    """
    ctx = _Ctx(source)
    _check_keys(ctx, raw, _KERNEL_KEYS, "kernel")
    fmt = raw.get("format", KERNEL_FORMAT)
    if fmt != KERNEL_FORMAT:
        raise ctx.fail("format", f"expected {KERNEL_FORMAT!r}, got {fmt!r}")
    name = raw.get("name", Path(source).stem)
    if not isinstance(name, str) or not name:
        raise ctx.fail("name", f"expected a non-empty string, got {name!r}")
    if ("blocks" in raw) == ("instrs" in raw):
        raise ctx.fail("blocks", "give exactly one of 'blocks' or 'instrs'")
    raw_blocks = (raw["blocks"] if "blocks" in raw
                  else [{"name": "entry", "instrs": raw["instrs"]}])
    if not isinstance(raw_blocks, list) or not raw_blocks:
        raise ctx.fail("blocks", "expected a non-empty list of blocks")
    blocks, start = [], 0
    for k, b in enumerate(raw_blocks):
        blocks.append(_block_from_dict(ctx, b, k, start))
        start += len(blocks[-1].instrs)
    values_raw = raw.get("values", {})
    if not isinstance(values_raw, dict):
        raise ctx.fail("values", "expected an object {name: {...}}")
    values = {v: _value_from_dict(ctx, v, d) for v, d in values_raw.items()}
    meta = raw.get("meta", {})
    if not isinstance(meta, dict):
        raise ctx.fail("meta", "expected an object")
    kernel = Kernel(name=name, blocks=tuple(blocks), values=values,
                    live_in=_names(ctx, raw, "live_in"),
                    live_out=_names(ctx, raw, "live_out"), meta=meta)
    validate_kernel(kernel, source)
    return mark_checked(kernel)


def _fast_kernel(data: bytes, source: str) -> Kernel | None:
    """The kernel, decoded with its names shared (:mod:`.kernel_decode`), or
    ``None`` when the file breaks a structural rule (the caller then re-reads it
    with :func:`kernel_from_dict`, which names what is wrong, and is the reference:
    this path accepts only files it accepts, into an equal kernel)."""
    decoded = decode_kernel(data)
    del data  # the caller holds no reference: the bytes go before validation
    return None if decoded is None else _kernel_of(*decoded, source)


def _read(path: str | Path) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as e:
        raise KernelError(f"{path}: cannot read: {e}") from None


def _kernel_of(doc: KernelDoc, blocks: tuple[Block, ...], source: str) -> Kernel | None:
    if doc.format != KERNEL_FORMAT:
        return None
    if any(v.remat_cost is False or (v.remat_from and v.remat_cost is None)
           for v in doc.values.values()):
        return None
    if any(_breaks_operand_rules(ins) for b in blocks for ins in b.instrs):
        return None  # the slow path names the instruction and the field
    values = {v: ValueDecl(regclass=d.regclass, width=d.width, fixed=d.fixed,
                           remat_cost=d.remat_cost, no_spill=d.no_spill,
                           subset=d.subset, remat_from=d.remat_from)
              for v, d in doc.values.items()}
    name = doc.name if isinstance(doc.name, str) else Path(source).stem
    kernel = Kernel(name=name, blocks=blocks, values=values,
                    live_in=doc.live_in, live_out=doc.live_out, meta=doc.meta)
    validate_kernel(kernel, source)
    return mark_checked(kernel)


def _breaks_operand_rules(ins: Instr) -> bool:
    """Per-instruction rules the schema cannot say (what ``_instr_from_dict``
    checks with a message)."""
    return bool(
        (len(ins.defs) > 1 and len(set(ins.defs)) < len(ins.defs))
        or (ins.indexed and not set(ins.indexed) <= set(ins.uses))
        or (ins.tied and not set(ins.tied) <= set(ins.uses) & set(ins.defs))
        or (ins.confined and not set(ins.confined) <= {*ins.uses, *ins.defs})
        or (ins.copy and (len(ins.defs) != 1 or len(ins.uses) != 1 or ins.indexed))
        or (ins.foldable and not set(ins.foldable)
            <= set(ins.uses) - set(ins.indexed) - set(ins.tied)))


def _read_kernel(path: str | Path) -> Kernel:
    kernel = _fast_kernel(_read(path), str(path))
    release_freed()  # the file's bytes and raw instructions
    if kernel is None:
        kernel = kernel_from_dict(read_json(path, KernelError), source=str(path))
    return kernel


def load_kernel(path: str | Path | Mapping[str, Any],
                target: Target | None = None) -> Kernel:
    """Load and validate a kernel JSON file (and check it against ``target``).

    ``path`` may also be the file's parsed JSON (a dict), which
    :func:`kernel_from_dict` reads.

    A well-formed file is decoded straight into the kernel's structs, a chunk of
    instructions at a time with every name shared (:mod:`.kernel_decode`: no
    parsed-JSON copy of it in memory); any other is parsed again, slowly, to name
    the defect.

    Raises
    ------
    KernelError
        On any defect, naming the file, block, instruction and field.
    """
    if isinstance(path, Mapping):
        kernel, source = kernel_from_dict(path), "<memory>"
    elif isinstance(path, str | Path):
        kernel, source = _read_kernel(path), str(path)
    else:
        raise KernelError(f"load_kernel: expected a path or a dict, got "
                          f"{type(path).__name__}")
    if target is not None:  # a kernel read in 16-bit halves: on the view in halves
        validate_kernel_for_target(kernel, target_for(kernel, target), source)
    return kernel


def _instr_to_dict(ins: Instr) -> dict[str, Any]:
    d: dict[str, Any] = {"op": ins.op}
    if ins.defs:
        d["defs"] = list(ins.defs)
    if ins.uses:
        d["uses"] = list(ins.uses)
    for key in ("engine", "act", "id"):
        if getattr(ins, key) is not None:
            d[key] = getattr(ins, key)
    if ins.terminator:
        d["terminator"] = True
    if ins.copy:
        d["copy"] = True
    for key in ("requires", "indexed", "tied", "confined", "foldable", "after", "reads",
                "writes"):
        if getattr(ins, key):
            d[key] = list(getattr(ins, key))
    return d


def _value_to_dict(decl: ValueDecl) -> dict[str, Any]:
    d: dict[str, Any] = {}
    if decl.regclass is not None:
        d["class"] = decl.regclass
    if decl.width != 1:
        d["width"] = decl.width
    if decl.fixed is not None:
        d["fixed"] = decl.fixed
    if decl.remat_cost is not None:
        d["remat_cost"] = decl.remat_cost
    if decl.no_spill:
        d["no_spill"] = True
    if decl.subset is not None:
        d["subset"] = decl.subset
    if decl.remat_from:
        d["remat_from"] = list(decl.remat_from)
    return d


def _instr_lines(instrs: tuple[Instr, ...], indent: str) -> str:
    rows = [indent + json.dumps(_instr_to_dict(i)) for i in instrs]
    return "[\n" + ",\n".join(rows) + "\n" + indent[:-2] + "]" if rows else "[]"


def dump_kernel(kernel: Kernel) -> str:
    """Deterministic JSON text of ``kernel`` (one instruction per line)."""
    out = [f'  "format": {json.dumps(KERNEL_FORMAT)}',
           f'  "name": {json.dumps(kernel.name)}']
    if kernel.meta:
        out.append(f'  "meta": {json.dumps(dict(kernel.meta), sort_keys=True)}')
    if kernel.values:
        rows = [f"    {json.dumps(v)}: {json.dumps(_value_to_dict(d))}"
                for v, d in kernel.values.items()]
        out.append('  "values": {\n' + ",\n".join(rows) + "\n  }")
    for key in ("live_in", "live_out"):
        if getattr(kernel, key):
            out.append(f'  "{key}": {json.dumps(list(getattr(kernel, key)))}')
    b0 = kernel.blocks[0]
    if len(kernel.blocks) == 1 and (b0.name, b0.freq, b0.succs) == ("entry", 1, ()):
        out.append('  "instrs": ' + _instr_lines(b0.instrs, "    "))
    else:
        rows = []
        for b in kernel.blocks:
            head = (f'    {{"name": {json.dumps(b.name)}, "freq": {json.dumps(b.freq)}, '
                    f'"succs": {json.dumps(list(b.succs))}, "instrs": ')
            rows.append(head + _instr_lines(b.instrs, "      ") + "}")
        out.append('  "blocks": [\n' + ",\n".join(rows) + "\n  ]")
    return "{\n" + ",\n".join(out) + "\n}\n"


def save_kernel(kernel: Kernel, path: str | Path) -> None:
    """Write ``kernel`` to ``path`` atomically."""
    write_atomic(path, dump_kernel(kernel))

__all__ = ["KERNEL_FORMAT", "dump_kernel", "kernel_from_dict", "load_kernel", "save_kernel"]
