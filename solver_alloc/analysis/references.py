"""What a value's references need beyond its class: a register subset at the
references that confine it (LLVM's sub-classes), and remats that read values.
Checked when a kernel is loaded (:mod:`~solver_alloc.analysis.validate`)."""

from __future__ import annotations

from solver_alloc.analysis.remat_reads import rematerialisable_reading
from solver_alloc.errors import KernelError
from solver_alloc.ir import Block, Instr, Kernel, ValueDecl, ValueName
from solver_alloc.targets import Target


def instruction_where(source: str, b: Block, k: int, start: int) -> str:
    """How an error names instruction ``k`` of block ``b`` (``start``: its global
    index)."""
    return f"{source}: block {b.name!r} instruction {k} (global {start + k})"


def check_confined_have_subsets(kernel: Kernel, source: str) -> None:
    """A value an instruction confines declares the subset it is confined to."""
    for v in confined_values(kernel):
        decl = kernel.values.get(v)
        if decl is not None and decl.subset is not None:
            continue
        for b, start in zip(kernel.blocks, kernel.block_starts(), strict=True):
            for k, ins in enumerate(b.instrs):
                if v in ins.confined:
                    raise KernelError(f"{instruction_where(source, b, k, start)}: field "
                                      f"'confined': value {v!r} declares no subset")


def confined_values(kernel: Kernel) -> frozenset[ValueName]:
    """The values some instruction lists in ``confined`` (once per kernel)."""
    cached = kernel.derived.get("confined")
    if not isinstance(cached, frozenset):
        cached = frozenset(v for _, _, ins in kernel.instructions() for v in ins.confined)
        kernel.derived["confined"] = cached
    return cached


def reference_subset(kernel: Kernel, allowed: frozenset[int] | None, ins: Instr,
                     v: ValueName) -> frozenset[int] | None:
    """The registers ``v`` (whose subset holds ``allowed``) may be in where
    ``ins`` reads or writes it: its subset where ``ins`` confines it, or
    everywhere when no instruction names where; None: any register of its class."""
    if allowed is None or (v in confined_values(kernel) and v not in ins.confined):
        return None
    return allowed


def allowed_registers(target: Target, cname: str, decl: ValueDecl | None, fixed: int | None,
             where: str) -> frozenset[int] | None:
    """The registers of the value's subset, checked against the class."""
    if decl is None or decl.subset is None:
        return None
    cls = target.classes[cname]
    regs = cls.subset(decl.subset)
    if regs is None:
        names = ", ".join(n for n, _ in cls.subsets) or "none"
        raise KernelError(f"{where}: field 'subset': class {cname!r} of "
                          f"{target.name!r} has no subset {decl.subset!r} (subsets: "
                          f"{names})")
    if fixed is not None and fixed not in regs:
        raise KernelError(f"{where}: field 'fixed': {cls.register(fixed)} is not in "
                          f"subset {decl.subset!r} of class {cname!r}")
    return regs


def check_remat_operands(kernel: Kernel, source: str) -> None:
    """A remat that reads values recomputes the def only if they hold what they
    held there: the value has one def (or several reading nothing, constants
    the remat selects among by what it reads), and each value it reads has at
    most one (none: a live-in), so wherever both are live they are the def's."""
    readers = {v: d.remat_from for v, d in kernel.values.items() if d.remat_from}
    if not readers:
        return
    ok = rematerialisable_reading(kernel, readers)
    for v, reads in readers.items():
        if v in ok:
            continue
        raise KernelError(f"{source}: value {v!r}: field 'remat_from': a remat reading "
                          f"{', '.join(map(repr, reads))} recomputes {v!r} only with one "
                          f"def of {v!r} (or several that read nothing: constants it "
                          f"selects among), at most one of each value it reads (none: a "
                          f"live-in), none of them {v!r} itself, and {v!r} never live "
                          "across their defs")
