"""Programs (``solver-alloc/program@1``): an ordered list of kernels, and what
fusing each adjacent pair adds.

```json
{"format": "solver-alloc/program@1", "name": "df_mp2",
 "kernels": [{"path": "ao_to_mo_transform.json"}, {"path": "mp2_energy.json"}],
 "pairs": [{"fuse_requires": ["shared_memory"], "tensors": ["B"]}]}
```

A kernel is given by ``path`` (relative to the program file) or inline as
``{"kernel": {...}}``. ``pairs`` has one entry per adjacent pair: the features the
fused code needs (``fuse_requires``) and the tensors passed (``tensors``, memory,
for information). Loading validates everything and raises
:class:`~solver_alloc.errors.ProgramError` naming the file and field.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from msgspec.structs import replace

from solver_alloc.errors import KernelError, ProgramError
from solver_alloc.formats.json_io import read_json
from solver_alloc.formats.kernel import kernel_from_dict, load_kernel
from solver_alloc.ir import Block, Instr, Kernel, ValueDecl

PROGRAM_FORMAT = "solver-alloc/program@1"


@dataclass(frozen=True)
class Pair:
    """What fusing kernel i with kernel i+1 adds."""

    fuse_requires: tuple[str, ...] = ()
    tensors: tuple[str, ...] = ()


@dataclass(frozen=True)
class Program:
    """Kernels in execution order and the annotations of adjacent pairs."""

    name: str
    kernels: tuple[Kernel, ...]
    pairs: tuple[Pair, ...]


def _strings(raw: Any, where: str, key: str) -> tuple[str, ...]:
    val = raw.get(key, [])
    if not isinstance(val, list) or not all(isinstance(x, str) and x for x in val):
        raise ProgramError(f"{where}: field {key!r}: expected a list of strings")
    return tuple(val)


def _load_entry(p: Path, k: int, entry: Any) -> Kernel:
    where = f"{p}: kernels[{k}]"
    if not isinstance(entry, dict) or len(entry) != 1 or not (
            set(entry) <= {"path", "kernel"}):
        raise ProgramError(f"{where}: expected {{\"path\": ...}} or {{\"kernel\": {{...}}}}")
    try:
        if "kernel" in entry:
            return kernel_from_dict(entry["kernel"], f"{where}.kernel")
        kp = p.parent / str(entry["path"])
        if not kp.is_file():
            raise ProgramError(f"{where}: field 'path': no kernel file {kp}")
        return load_kernel(kp)
    except KernelError as e:
        raise ProgramError(f"{where}: {e}") from None


def load_program(path: str | Path) -> Program:
    """Load and validate a program file (its kernels too)."""
    p = Path(path)
    raw = read_json(p, ProgramError)
    if not isinstance(raw, dict):
        raise ProgramError(f"{p}: expected an object")
    unknown = sorted(set(raw) - {"format", "name", "kernels", "pairs"})
    if unknown:
        raise ProgramError(f"{p}: field {unknown[0]!r}: unknown key")
    if raw.get("format", PROGRAM_FORMAT) != PROGRAM_FORMAT:
        raise ProgramError(f"{p}: field 'format': expected {PROGRAM_FORMAT!r}")
    entries = raw.get("kernels")
    if not isinstance(entries, list) or not entries:
        raise ProgramError(f"{p}: field 'kernels': expected a non-empty list")
    kernels = [_load_entry(p, k, entry) for k, entry in enumerate(entries)]
    pairs_raw = raw.get("pairs", [{}] * (len(kernels) - 1))
    if not isinstance(pairs_raw, list) or len(pairs_raw) != len(kernels) - 1:
        raise ProgramError(f"{p}: field 'pairs': expected {len(kernels) - 1} entries "
                           f"(one per adjacent pair of the {len(kernels)} kernels), got "
                           f"{len(pairs_raw) if isinstance(pairs_raw, list) else pairs_raw!r}")
    pairs = []
    for k, pr in enumerate(pairs_raw):
        where = f"{p}: pairs[{k}]"
        if not isinstance(pr, dict) or set(pr) - {"fuse_requires", "tensors"}:
            raise ProgramError(f"{where}: expected {{fuse_requires, tensors}}")
        pairs.append(Pair(_strings(pr, where, "fuse_requires"),
                          _strings(pr, where, "tensors")))
    name = raw.get("name", p.stem)
    return Program(str(name), tuple(kernels), tuple(pairs))


def _renamed(kernel: Kernel, prefix: str) -> Kernel:
    def v(x: str) -> str:
        return f"{prefix}{x}"

    blocks = tuple(Block(v(b.name), tuple(replace(
        ins, defs=tuple(map(v, ins.defs)), uses=tuple(map(v, ins.uses)),
        indexed=tuple(map(v, ins.indexed)), id=None if ins.id is None else v(ins.id),
        after=tuple(map(v, ins.after))) for ins in b.instrs),
        tuple(map(v, b.succs)), b.freq) for b in kernel.blocks)
    return Kernel(kernel.name, blocks,
                  {v(x): d for x, d in kernel.values.items()},
                  tuple(map(v, kernel.live_in)), tuple(map(v, kernel.live_out)))


def fuse(program: Program, first: int, last: int) -> Kernel:
    """One kernel for kernels ``first..last`` (inclusive), as a compiler would fuse
    them: run one after the other, names prefixed ``k<i>.`` so registers stay
    apart, and at each internal boundary an instruction ``fused_transfer`` that
    requires the pair's ``fuse_requires``. Only the last kernel's live-out values
    stay live at the exit: earlier ones are handed on as tensors (memory)."""
    blocks: list[Block] = []
    values: dict[str, ValueDecl] = {}
    live_in: list[str] = []
    live_out: list[str] = []
    for i in range(first, last + 1):
        k = _renamed(program.kernels[i], f"k{i}.")
        own = list(k.blocks)
        if i > first:
            pair = program.pairs[i - 1]
            entry = own[0]
            own[0] = replace(entry, instrs=(Instr("fused_transfer",
                                                  requires=pair.fuse_requires),
                                            *entry.instrs))
            exits = [j for j, b in enumerate(blocks) if not b.succs]
            for j in exits:
                blocks[j] = replace(blocks[j], succs=(own[0].name,))
        blocks += own
        values.update(k.values)
        live_in += k.live_in
        live_out = list(k.live_out)  # earlier outputs leave through memory
    name = "+".join(program.kernels[i].name for i in range(first, last + 1))
    return Kernel(name, tuple(blocks), values, tuple(live_in), tuple(live_out))
