"""A kernel as integer arrays: value names interned once, then numpy everywhere.

Validation, liveness and the colouring problem read these arrays instead of
walking instructions and hashing names again. They are built once per kernel
(:func:`kernel_arrays`, cached on the kernel) in time and memory linear in its
size; names are kept only for messages and output.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import chain
from operator import attrgetter

import numpy as np
import numpy.typing as npt

from solver_alloc.ir import Kernel, ValueName

IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class KernelArrays:
    """Instructions, blocks and value references as flat integer arrays.

    Value ids number names by first appearance in ``live_in``, the defs (program
    order), ``live_out`` and the declared values; names that are only read come
    after them (ids ``>= n_known``), so validation can name them.
    """

    names: tuple[ValueName, ...]
    n_known: int
    """Values defined, live-in, live-out or declared: ids ``0 .. n_known - 1``."""
    use_ptr: IntArray
    """Instruction ``i`` reads ``use_val[use_ptr[i]:use_ptr[i + 1]]``, shape ``(n + 1,)``."""
    use_val: IntArray
    def_ptr: IntArray
    """Instruction ``i`` writes ``def_val[def_ptr[i]:def_ptr[i + 1]]``."""
    def_val: IntArray
    block_start: IntArray
    """First instruction of each block, then the instruction count: ``(blocks + 1,)``."""
    live_in: IntArray
    live_out: IntArray

    @property
    def n_instrs(self) -> int:
        """Number of instructions."""
        return len(self.use_ptr) - 1

    @property
    def n_blocks(self) -> int:
        """Number of blocks."""
        return len(self.block_start) - 1

    def use_instr(self) -> IntArray:
        """The instruction of every entry of ``use_val``."""
        return np.repeat(np.arange(self.n_instrs, dtype=np.int64), np.diff(self.use_ptr))

    def def_instr(self) -> IntArray:
        """The instruction of every entry of ``def_val``."""
        return np.repeat(np.arange(self.n_instrs, dtype=np.int64), np.diff(self.def_ptr))

    def block_of(self, instrs: IntArray) -> IntArray:
        """The block of each instruction index (empty blocks hold none)."""
        return np.searchsorted(self.block_start, instrs, side="right") - 1


def _ptr(lengths: IntArray) -> IntArray:
    ptr = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=ptr[1:])
    return ptr


def _intern(seq: list[ValueName], refs: list[ValueName]
            ) -> tuple[tuple[ValueName, ...], int, IntArray, IntArray]:
    """Ids of the names of ``seq`` and of ``refs``, by first appearance in ``seq``,
    then (names only in ``refs``) in ``refs``.

    One dictionary maps each name of ``seq`` to its first position (built from the
    back, so the first occurrence wins); positions become compact ids through one
    integer table. Returns ``(names, distinct names in seq, seq ids, ref ids)``.
    """
    first = dict(zip(reversed(seq), range(len(seq) - 1, -1, -1), strict=True))
    try:
        ref_pos = np.fromiter(map(first.__getitem__, refs), np.int64, len(refs))
        if len(first) == len(seq):  # no name twice: positions are the ids
            return tuple(seq), len(seq), np.arange(len(seq), dtype=np.int64), ref_pos
        pos = np.concatenate([np.fromiter(map(first.__getitem__, seq), np.int64,
                                          len(seq)), ref_pos])
    except KeyError:  # a name only read: an error later, but numbered too
        extra = [r for r in dict.fromkeys(refs) if r not in first]
        names, _, ids, ref_ids = _intern([*seq, *extra], refs)
        return names, len(first), ids[: len(seq)], ref_ids
    kept = np.zeros(len(seq), dtype=bool)
    kept[pos[: len(seq)]] = True
    order = np.flatnonzero(kept)
    rank = np.cumsum(kept) - 1
    names = tuple(seq) if len(order) == len(seq) else tuple(seq[k] for k in order.tolist())
    ids = rank[pos]
    return names, len(names), ids[: len(seq)], ids[len(seq):]


def _build(kernel: Kernel) -> KernelArrays:
    """Intern every name once: O(instructions + references) dictionary work."""
    instrs = [ins for b in kernel.blocks for ins in b.instrs]
    uses = list(map(attrgetter("uses"), instrs))
    defs = list(map(attrgetter("defs"), instrs))
    n = len(instrs)
    del instrs
    use_flat = list(chain.from_iterable(uses))
    def_flat = list(chain.from_iterable(defs))
    n_in, n_def, n_out = len(kernel.live_in), len(def_flat), len(kernel.live_out)
    seq = [*kernel.live_in, *def_flat, *kernel.live_out, *kernel.values]
    names, n_known, ids, use_ids = _intern(seq, use_flat)
    sizes = np.fromiter(map(len, (b.instrs for b in kernel.blocks)), np.int64,
                        len(kernel.blocks))
    return KernelArrays(
        names=names, n_known=n_known,
        use_ptr=_ptr(np.fromiter(map(len, uses), np.int64, n)), use_val=use_ids,
        def_ptr=_ptr(np.fromiter(map(len, defs), np.int64, n)),
        def_val=ids[n_in: n_in + n_def], block_start=_ptr(sizes),
        live_in=ids[:n_in], live_out=ids[n_in + n_def: n_in + n_def + n_out])


def kernel_arrays(kernel: Kernel) -> KernelArrays:
    """The arrays of ``kernel``, built on first use and kept with it."""
    return kernel.memo("arrays", _build)
