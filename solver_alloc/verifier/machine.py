"""The machine's operand rules, checked by the simulation
(:class:`~solver_alloc.verifier.simulate.Checker` inherits them): registers
confined to a subset, reads folded into memory operands, remats that read
registers, and tied (two-address) operands. Shares no code with the solvers."""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

from solver_alloc.ir import Instr, Kernel
from solver_alloc.result import Operation, RegisterRef
from solver_alloc.targets import RegisterClass, Target
from solver_alloc.verifier.state import State

if TYPE_CHECKING:
    from solver_alloc.result import Allocation


class MachineRules:
    """What the checker needs from its kernel for these rules, and the rules."""

    k: Kernel
    t: Target
    a: Allocation

    def machine_rules(self, kernel: Kernel) -> None:
        """Index the kernel once for the rules below."""
        self._confined = {v for ins in chain.from_iterable(b.instrs for b in kernel.blocks)
                          for v in ins.confined}
        self._by_index: list[Instr] | None = None
        self._readers: dict[str, list[str]] = {}
        """Value -> the values whose remats read it."""
        for w, d in kernel.values.items():
            for u in d.remat_from:
                self._readers.setdefault(u, []).append(w)
        self._readers_of = {w for w, d in kernel.values.items() if d.remat_from}

    def bad(self, kind: str, msg: str, instr: int | None = None) -> None:
        raise NotImplementedError

    def need(self, st: State, v: str, what: str, instr: int | None) -> bool:
        raise NotImplementedError

    def class_of(self, v: str) -> str | None:
        raise NotImplementedError

    def parse(self, reg: str) -> tuple[str, int] | None:
        raise NotImplementedError

    def in_subset(self, v: str, regs: tuple[str, ...], ins: Instr, i: int) -> None:
        """Where ``ins`` confines ``v`` (it lists it in ``confined``, or no
        instruction lists it), its registers must be in its subset."""
        d = self.k.values.get(v)
        if d is None or d.subset is None or (v in self._confined and
                                             v not in ins.confined):
            return
        cls = self.t.classes.get(self.class_of(v) or "")
        allowed = cls.subset(d.subset) if cls is not None else None
        parsed = [self.parse(r) for r in regs]
        outside = [r for r, p in zip(regs, parsed, strict=True)
                   if p is None or allowed is None or p[1] not in allowed]
        if outside:
            self.bad("outside_subset", f"{ins.op} reads or writes {v!r} in {outside[0]}, "
                     f"outside its subset {d.subset!r}", i)

    def _fold(self, st: State, op: Operation, v: str, cls: RegisterClass) -> float:
        """The instruction at ``before`` reads ``v`` from its slot (checked when
        it runs): a load's cost, and no register."""
        ins = self.instr_at(op.before)
        if ins is None or v not in ins.foldable:
            self.bad("not_foldable", f"fold of {v!r}: instruction {op.before} "
                     f"({ins.op if ins else 'none'}) cannot read it from memory", op.before)
        return cls.load_cost

    def instr_at(self, i: int) -> Instr | None:
        """Instruction ``i`` of the kernel (None past the last)."""
        if self._by_index is None:
            self._by_index = [ins for b in self.k.blocks for ins in b.instrs]
        return self._by_index[i] if 0 <= i < len(self._by_index) else None

    def _remat_reads(self, st: State, v: str, i: int) -> None:
        """A remat that reads values (``remat_from``) finds each in a register,
        holding what the value's def read there."""
        d = self.k.values.get(v)
        for u in d.remat_from if d else ():
            if not self.need(st, u, f"remat of {v!r} reads", i):
                continue
            if u in st.stale.get(v, frozenset()):
                self.bad("remat_operand_changed", f"remat of {v!r} reads {u!r}, which "
                         f"was written since the def of {v!r} (on some path)", i)

    def note_def(self, st: State, v: str) -> None:
        """``v`` was written: a value whose remat reads it may no longer be
        recomputed (until its own next def); ``v``'s own reads are fresh."""
        for w in self._readers.get(v, ()):
            st.stale[w] = st.stale.get(w, frozenset()) | {v}
        if v in self._readers_of:
            st.stale[v] = frozenset()

    def _read_folded(self, st: State, i: int, ins: Instr, folded: list[str] | tuple[str, ...]
                     ) -> None:
        """Folded reads read the slot: the value is in memory there, and the
        instruction has one memory operand."""
        if len(folded) > 1:
            self.bad("two_memory_operands", f"{ins.op} reads {folded[0]!r} and "
                     f"{folded[1]!r} from memory: an instruction has one memory operand", i)
        for v in folded:
            if v not in st.mem:
                self.bad("fold_not_in_memory", f"{ins.op} reads {v!r} from its slot, "
                         "which holds no valid copy (no store since its last def)", i)

    def _check_tied(self, st: State, i: int, ins: Instr) -> None:
        """A tied use is read from the register(s) its def writes."""
        for v in ins.tied:
            home = regs_of(self.a.assignment.get(v))
            at = st.loc.get(v)
            if at is not None and home and at != home:
                self.bad("tied_split", f"{ins.op} reads tied {v!r} from "
                         f"{', '.join(at)} but writes it to {', '.join(home)}: a "
                         "two-address instruction reads and writes one register", i)


def regs_of(ref: RegisterRef | None) -> tuple[str, ...]:
    """A register reference as a tuple of register names."""
    if ref is None:
        return ()
    return (ref,) if isinstance(ref, str) else tuple(ref)
