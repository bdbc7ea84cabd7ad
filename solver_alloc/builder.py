"""A kernel builder that checks each call as it is made.

Each call raises the loader's one-line :class:`~solver_alloc.errors.KernelError`
(naming the kernel, the block, the instruction and the field) at the call at fault:
a string where a list of names belongs, a duplicate block or value, a frequency or
width out of range, and, when the builder is given a target, a register class or
fixed register the target does not have. What needs the whole kernel (successors
exist, definitions reach uses) is checked by :meth:`KernelBuilder.build`, which
reads the kernel as :func:`~solver_alloc.formats.kernel.kernel_from_dict` reads a
file and returns it checked.

>>> from solver_alloc import allocate, load_target
>>> x86 = load_target("x86-64")
>>> b = KernelBuilder("loop", target=x86)
>>> b.value("n", fixed="r7")
>>> b.live_in("n")
>>> entry = b.block("entry", succs=["body"])
>>> entry.instr("mov", defs=["i"])
>>> body = b.block("body", freq=10, succs=["body", "exit"])
>>> body.instr("add", defs=["i"], uses=["i", "n"])
>>> b.block("exit").instr("ret", uses=["i"])
>>> alloc = allocate(b.build(), x86)
>>> alloc.status == "OPTIMAL"
True
>>> body.instr("call", defs="ab")
Traceback (most recent call last):
    ...
solver_alloc.errors.KernelError: kernel 'loop': block 'body' instruction 1: field 'defs': ...
>>> b.block("body")
Traceback (most recent call last):
    ...
solver_alloc.errors.KernelError: kernel 'loop': block 'body': field 'name': duplicate block name
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from solver_alloc.analysis.validate import validate_kernel_for_target
from solver_alloc.errors import KernelError
from solver_alloc.formats.kernel import (
    _block_from_dict,
    _Ctx,
    _instr_from_dict,
    _value_from_dict,
    kernel_from_dict,
)
from solver_alloc.ir import Kernel
from solver_alloc.targets import Target


def _listed(x: Any) -> Any:
    """Tuples read as lists; anything else (a string) as given, for the check."""
    return list(x) if isinstance(x, tuple) else x


class BlockBuilder:
    """One block of a :class:`KernelBuilder`: add its instructions in order."""

    def __init__(self, owner: KernelBuilder, raw: dict[str, Any]) -> None:
        self._owner = owner
        self._raw = raw

    @property
    def name(self) -> str:
        """The block's name."""
        return str(self._raw["name"])

    def instr(self, op: str, defs: Iterable[str] = (), uses: Iterable[str] = (),
              **fields: Any) -> None:
        """Append an instruction; ``fields`` are the other instruction fields of
        the kernel format (``engine``, ``act``, ``requires``, ``indexed``, ``id``,
        ``after``, ``reads``, ``writes``)."""
        raw = {"op": op, "defs": _listed(defs), "uses": _listed(uses),
               **{k: _listed(v) for k, v in fields.items()}}
        ctx = self._owner._ctx
        ctx.where = f"block {self.name!r} instruction {len(self._raw['instrs'])}"
        _instr_from_dict(ctx, raw)
        self._raw["instrs"].append(raw)

    def succ(self, *names: str) -> None:
        """Add successors (blocks may be named before they are built)."""
        ctx = self._owner._ctx
        ctx.where = f"block {self.name!r}"
        succs = [*self._raw["succs"], *names]
        _block_from_dict(ctx, {**self._raw, "succs": succs, "instrs": []}, 0, 0)
        self._raw["succs"] = succs


class KernelBuilder:
    """Builds a :class:`~solver_alloc.ir.Kernel`, checking each call; with a
    ``target``, register classes and fixed registers are checked against it, and
    :meth:`build` checks the kernel against it too."""

    def __init__(self, name: str, target: Target | None = None) -> None:
        if not isinstance(name, str) or not name:
            raise KernelError(f"KernelBuilder: field 'name': expected a non-empty "
                              f"string, got {name!r}")
        self._name = name
        self._target = target
        self._ctx = _Ctx(f"kernel {name!r}")
        self._blocks: list[dict[str, Any]] = []
        self._values: dict[str, dict[str, Any]] = {}
        self._live_in: list[str] = []
        self._live_out: list[str] = []

    def value(self, name: str, *, regclass: str | None = None, width: int = 1,
              fixed: str | None = None, remat_cost: float | bool | None = None,
              no_spill: bool = False) -> None:
        """Declare a value (every argument is a :class:`~solver_alloc.ir.ValueDecl`
        field; values not declared are resolved against the target)."""
        self._ctx.where = f"value {name!r}"
        if not isinstance(name, str) or not name:
            raise self._ctx.fail("values", f"expected a non-empty string name, got {name!r}")
        if name in self._values:
            raise self._ctx.fail("values", "value declared twice")
        raw: dict[str, Any] = {"class": regclass, "width": width, "fixed": fixed,
                               "remat_cost": remat_cost, "no_spill": no_spill}
        _value_from_dict(self._ctx, name, raw)
        self._ctx.where = f"value {name!r}"
        self._check_on_target(regclass, fixed)
        self._values[name] = {k: v for k, v in raw.items() if v is not None}

    def _check_on_target(self, regclass: str | None, fixed: str | None) -> None:
        t = self._target
        if t is None:
            return
        if regclass is not None and regclass not in t.classes:
            raise self._ctx.fail("regclass", f"target {t.name!r} has no register class "
                                 f"{regclass!r} (classes: {', '.join(t.classes)})")
        if fixed is not None:
            parsed = t.parse_register(fixed)
            if parsed is None:
                raise self._ctx.fail("fixed", f"target {t.name!r} has no register "
                                     f"{fixed!r}")
            if regclass is not None and parsed[0] != regclass:
                raise self._ctx.fail("fixed", f"register {fixed!r} is in class "
                                     f"{parsed[0]!r}, not {regclass!r}")

    def block(self, name: str, freq: float = 1, succs: Iterable[str] = ()
              ) -> BlockBuilder:
        """Add a block (the first one added is the entry); returns it, to add its
        instructions."""
        raw: dict[str, Any] = {"name": name, "freq": freq, "succs": _listed(succs),
                               "instrs": []}
        _block_from_dict(self._ctx, raw, len(self._blocks), 0)
        if any(b["name"] == name for b in self._blocks):
            self._ctx.where = f"block {name!r}"
            raise self._ctx.fail("name", "duplicate block name")
        self._blocks.append(raw)
        return BlockBuilder(self, raw)

    def live_in(self, *names: str) -> None:
        """Values defined before the kernel's entry."""
        self._live_in.extend(self._names("live_in", names))

    def live_out(self, *names: str) -> None:
        """Values read after the kernel's exits."""
        self._live_out.extend(self._names("live_out", names))

    def _names(self, field: str, names: tuple[str, ...]) -> tuple[str, ...]:
        self._ctx.where = ""
        bad = [n for n in names if not isinstance(n, str) or not n]
        if bad:
            raise self._ctx.fail(field, f"expected non-empty strings, got {bad[0]!r}")
        return names

    def build(self) -> Kernel:
        """The kernel, checked whole (and against the target, if any)."""
        raw: dict[str, Any] = {"name": self._name, "blocks": self._blocks,
                               "values": self._values, "live_in": self._live_in,
                               "live_out": self._live_out}
        kernel = kernel_from_dict(raw, source=self._ctx.source)
        if self._target is not None:
            validate_kernel_for_target(kernel, self._target, self._ctx.source)
        return kernel


__all__ = ["BlockBuilder", "KernelBuilder"]
