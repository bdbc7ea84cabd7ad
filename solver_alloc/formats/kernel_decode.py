"""The fast path of the kernel loader: a well-formed file decoded into the IR's
structs, with every name shared.

``msgspec`` gives each string in a file its own object: a 1M-instruction kernel
then holds four million strings (every ``op``, every name at every reference),
about a third of its memory. Here each instruction list is first cut into the
raw bytes of its instructions (no decoding), then decoded a chunk at a time; each
chunk's names are replaced by the first object seen with that spelling before the
next chunk is decoded, so the strings a chunk drops make room for the next one and
the kernel holds one string per distinct name (issue 12: memory linear in the
kernel, not in its spelling). Any file this path refuses is read again by the
slow, reference loader, which names the defect.
"""

from __future__ import annotations

from itertools import accumulate, chain
from typing import Annotated, Any

import msgspec
from msgspec.structs import force_setattr

from solver_alloc.ir import Block, Freq, Instr, Name

KERNEL_FORMAT = "solver-alloc/kernel@1"

CHUNK = 4096
"""Instructions decoded at a time: the strings one chunk drops are reused by the next."""


class ValueDoc(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A ``values`` entry as the file spells it."""

    regclass: Name | None = msgspec.field(default=None, name="class")
    width: Annotated[int, msgspec.Meta(ge=1)] = 1
    fixed: Name | None = None
    remat_cost: bool | Annotated[int, msgspec.Meta(ge=0)] | \
        Annotated[float, msgspec.Meta(ge=0)] | None = None
    no_spill: bool = False
    subset: Name | None = None
    remat_from: tuple[Name, ...] = ()


class _BlockDoc(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A block whose instructions are still raw JSON."""

    name: Name
    instrs: tuple[msgspec.Raw, ...] = ()
    succs: tuple[Name, ...] = ()
    freq: Freq = 1


class KernelDoc(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A kernel file with its instructions still raw JSON."""

    format: str = KERNEL_FORMAT
    name: Name | msgspec.UnsetType = msgspec.UNSET
    blocks: Annotated[tuple[_BlockDoc, ...], msgspec.Meta(min_length=1)] | \
        msgspec.UnsetType = msgspec.UNSET
    instrs: tuple[msgspec.Raw, ...] | msgspec.UnsetType = msgspec.UNSET
    values: dict[str, ValueDoc] = {}
    live_in: tuple[Name, ...] = ()
    live_out: tuple[Name, ...] = ()
    meta: dict[str, Any] = {}


_DOC = msgspec.json.Decoder(KernelDoc)
_INSTRS = msgspec.json.Decoder(list[Instr])


class _Names:
    """One string object per distinct spelling, across the whole kernel."""

    def __init__(self) -> None:
        self._table: dict[str, str] = {}
        self.share = self._table.setdefault

    def names(self, names: tuple[str, ...]) -> tuple[str, ...]:
        """``names`` with every string replaced by its shared object."""
        return tuple(map(self.share, names, names))

    def instrs(self, raws: tuple[msgspec.Raw, ...]) -> tuple[Instr, ...]:
        """Decode ``raws`` a chunk at a time; ``op``, ``defs`` and ``uses`` shared
        (the other fields are rare; a name defined twice keeps a second string at
        its second definition). Raises ``msgspec.DecodeError``."""
        out: list[Instr] = []
        share = self.share
        for s in range(0, len(raws), CHUNK):
            chunk = _INSTRS.decode(b"[" + b",".join(raws[s: s + CHUNK]) + b"]")
            for ins in chunk:
                op = ins.op
                force_setattr(ins, "op", share(op, op))
                for d in ins.defs:  # a first definition's string becomes the shared one
                    share(d, d)
                u = ins.uses
                if u:
                    force_setattr(ins, "uses", tuple(map(share, u, u)))
            out += chunk
            del chunk
        return tuple(out)


def _blocks(docs: tuple[_BlockDoc, ...], names: _Names) -> tuple[Block, ...]:
    """The blocks, their instructions decoded in chunks across block boundaries
    (a block of two instructions costs no decoder call of its own)."""
    instrs = names.instrs(tuple(chain.from_iterable(b.instrs for b in docs)))
    ends = accumulate(len(b.instrs) for b in docs)
    return tuple(Block(names.share(b.name, b.name), instrs[end - len(b.instrs): end],
                       names.names(b.succs), b.freq)
                 for b, end in zip(docs, ends, strict=True))


def decode_kernel(data: bytes) -> tuple[KernelDoc, tuple[Block, ...]] | None:
    """The file's header and its blocks (an ``instrs`` file as one block
    ``entry``), or ``None`` when it breaks the schema or gives both or neither of
    ``blocks`` and ``instrs``."""
    try:
        doc = _DOC.decode(data)
        names = _Names()
        if not isinstance(doc.instrs, msgspec.UnsetType):
            blocks: tuple[Block, ...] = (Block("entry", names.instrs(doc.instrs)),)
        elif not isinstance(doc.blocks, msgspec.UnsetType):
            blocks = _blocks(doc.blocks, names)
        else:
            return None
    except (msgspec.DecodeError, RecursionError):
        return None
    return msgspec.structs.replace(doc, blocks=msgspec.UNSET, instrs=msgspec.UNSET,
                                   live_in=names.names(doc.live_in),
                                   live_out=names.names(doc.live_out)), blocks
