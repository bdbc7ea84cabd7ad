"""Simulation primitives of the independent verifier (see :mod:`solver_alloc.verifier.kernel`).

Shares no code with the solvers: it imports only the IR, the target data and the
allocation data types.
"""

from __future__ import annotations

import re
from collections.abc import Container
from itertools import chain

from solver_alloc.ir import Instr, Kernel
from solver_alloc.result import Allocation, Operation, RegisterRef
from solver_alloc.targets import RegisterClass, Target
from solver_alloc.verifier.machine import MachineRules, regs_of
from solver_alloc.verifier.report import Violation
from solver_alloc.verifier.state import State

CONFLICT = "<differs across predecessors>"


class Checker(MachineRules):
    def __init__(self, kernel: Kernel, target: Target, alloc: Allocation) -> None:
        self.k, self.t, self.a = kernel, target, alloc
        self.out: list[Violation] = []
        self.cost = 0.0
        self.highest: dict[str, int] = {}
        self.sets: list[str] = []
        self._known: Container[str] | None = None
        self._engine_of = self._engines()
        self._parsed: dict[str, tuple[str, int] | None] = {}
        self._fits: set[tuple[str, int, str | tuple[str, ...]]] = set()
        self.machine_rules(kernel)
        self.touched: dict[str, set[int]] = {}
        """Per class: every register index a value is assigned, loaded, moved or
        rematerialised into."""
        self.hosts: set[str] = set()
        """Classes one of whose registers holds spilled values of another class
        (``spills_into``), as the spill code shows."""

    # -- helpers ---------------------------------------------------------------
    def bad(self, kind: str, msg: str, instr: int | None = None) -> None:
        self.out.append(Violation(kind, msg, instr))

    def restart(self) -> None:
        """Forget violations, registers counted and the known names (a failed
        fast path leaves them); keep the memo of register checks."""
        self.out, self.highest, self._known = [], {}, None
        self.touched, self.hosts = {}, set()

    @property
    def known(self) -> Container[str]:
        """Every value named by the kernel (computed when first needed)."""
        if self._known is None:
            self._known = self.names_of_kernel()
        return self._known

    @known.setter
    def known(self, names: Container[str]) -> None:
        self._known = names

    def names_of_kernel(self) -> set[str]:
        instrs = [ins for b in self.k.blocks for ins in b.instrs]
        known: set[str] = set(self.k.live_in)
        known.update(chain.from_iterable([ins.uses for ins in instrs]))
        known.update(chain.from_iterable([ins.defs for ins in instrs]))
        return known

    def _engines(self) -> dict[str, str]:
        """The engine of each value's first defining instruction that has one."""
        engine_of: dict[str, str] = {}
        every = chain.from_iterable(b.instrs for b in self.k.blocks)
        for ins in [ins for ins in every if ins.engine is not None]:
            for v in ins.defs:
                engine_of.setdefault(v, str(ins.engine))
        return engine_of

    @property
    def engine_names(self) -> set[str]:
        """Values whose class may come from their defining engine."""
        return set(self._engine_of)

    def class_of(self, v: str) -> str | None:
        """The class of a known value, resolved independently (None if unknown)."""
        if v not in self.known:
            return None
        d = self.k.values.get(v)
        if d is not None and d.regclass:
            return d.regclass
        by_engine = self.t.engine_classes.get(self._engine_of.get(v, ""))
        return by_engine or self.t.default_class

    def width_of(self, v: str) -> int:
        d = self.k.values.get(v)
        return d.width if d else 1

    def remat_of(self, v: str) -> float | None:
        d = self.k.values.get(v)
        r = d.remat_cost if d else None
        if r is True:
            c = self.t.classes.get(self.class_of(v) or "")
            return c.remat_cost if c else 0
        return r

    def parse(self, reg: str) -> tuple[str, int] | None:
        """``(class, index)`` of a register name (memoised), or None."""
        if reg not in self._parsed:
            self._parsed[reg] = self._parse(reg)
        return self._parsed[reg]

    def _parse(self, reg: str) -> tuple[str, int] | None:
        """Strict: prefix, then ASCII digits without leading zeros, so a register
        has one spelling and identity is the ``(class, index)`` pair."""
        m = re.fullmatch(r"([^0-9]+)(0|[1-9][0-9]*)(\.H1)?", reg)
        if m is None:
            return None
        for c in self.t.classes.values():
            # a class in 16-bit halves: index 2k is R<k>, 2k+1 is R<k>.H1
            if c.prefix != m.group(1) or (m.group(3) and c.unit != 2):
                continue
            at = c.unit * int(m.group(2)) + (m.group(3) is not None)
            if at < c.count:
                return c.name, at
        return None

    def regs_ok(self, v: str, ref: RegisterRef | None, instr: int | None) -> bool:
        """Check that ``ref`` can hold ``v``: class, width, tuple shape, reserved."""
        regs = (ref,) if isinstance(ref, str) else tuple(ref or ())
        cname, w = self.class_of(v), self.width_of(v)
        if isinstance(ref, str | tuple) and (cname or "", w, ref) in self._fits:
            return True  # this register (tuple) was checked for this class and width
        cls = self.t.classes.get(cname or "")
        if cls is None:
            self.bad("unknown_class", f"value {v!r} has class {cname!r}, which "
                     f"target {self.t.name!r} lacks", instr)
            return False
        parsed = [self.parse(r) for r in regs]
        if not regs or any(p is None or p[0] != cname for p in parsed):
            self.bad("wrong_class", f"{list(regs)} is not a register of class "
                     f"{cname!r} for value {v!r}", instr)
            return False
        idx = [p[1] for p in parsed if p is not None]
        if len(idx) != w or idx != list(range(idx[0], idx[0] + w)):
            self.bad("bad_tuple", f"value {v!r} of width {w} needs {w} consecutive "
                     f"registers, got {list(regs)}", instr)
            return False
        align = 1 if cls.align == "none" or w == 1 else (
            w if cls.align == "width" else int(cls.align))
        if idx[0] % align:
            self.bad("bad_tuple", f"tuple {list(regs)} of value {v!r} must start at a "
                     f"multiple of {align}", instr)
            return False
        res = [cls.register(i) for i in idx if i in cls.reserved]
        if res:
            self.bad("reserved_register", f"value {v!r} uses reserved register "
                     f"{res[0]}", instr)
            return False
        self.highest[cls.name] = max(self.highest.get(cls.name, -1), idx[-1])
        self.touched.setdefault(cls.name, set()).update(idx)
        if isinstance(ref, str | tuple):
            self._fits.add((cls.name, w, ref))
        return True

    def count(self, ref: RegisterRef) -> None:
        """Count an assigned register as used even if no reachable code writes it."""
        for r in regs_of(ref):
            parsed = self.parse(r)
            if parsed is not None:
                self.highest[parsed[0]] = max(self.highest.get(parsed[0], -1), parsed[1])
                self.touched.setdefault(parsed[0], set()).add(parsed[1])

    def hold_spilled(self) -> None:
        """Each host class gives one register to the spilled values it holds: one
        no value touches below its highest register used, else the next
        allocatable one (reported when there is none)."""
        for h in sorted(self.hosts):
            cls = self.t.classes[h]
            top, touched = self.highest.get(h, -1), self.touched.get(h, set())
            if any(r not in cls.reserved and r not in touched for r in range(top + 1)):
                continue
            free = [r for r in range(top + 1, cls.count) if r not in cls.reserved]
            if not free:
                self.bad("no_register_for_spills", f"spilled values of a class that "
                         f"spills into {h!r} need a register of it, and none is free")
                continue
            self.highest[h] = free[0]

    def registers_used(self) -> dict[str, int]:
        """Per class: allocatable registers up to the highest used, rounded up to
        the granule and capped at the allocatable count."""
        out = {}
        for cname, top in sorted(self.highest.items()):
            cls = self.t.classes[cname]
            n_alloc = cls.count - len(cls.reserved)
            prefix = (top + 1) - len([r for r in cls.reserved if r <= top])
            # in whole registers (a class in halves has ``unit`` = 2 per register)
            out[cname] = min(n_alloc, -(-prefix // cls.granularity) * cls.granularity
                             ) // cls.unit
        return out

    def write(self, st: State, v: str, regs: tuple[str, ...], why: str,
              same: str | None = None) -> None:
        """Put ``v`` in ``regs``; values that lose their register remember why.
        ``same``: a value whose bits ``v``'s are (a copy's source), which stays
        where it is when that is exactly ``regs``."""
        keep = same if same is not None and st.loc.get(same) == regs else None
        for r in regs:
            for w in st.holder.get(r, ()):
                if w != v and w != keep and w in st.loc:
                    wregs = st.drop(w)
                    st.lost[w] = f"its register {wregs[0]} was overwritten by {why}"
        st.place(v, regs)
        st.lost.pop(v, None)

    def need(self, st: State, v: str, what: str, instr: int | None) -> bool:
        if v in st.loc:
            return True
        why = st.lost.get(v, "it was never put in a register")
        self.bad("use_not_in_register", f"{what} of value {v!r} finds it in no "
                 f"register: {why}", instr)
        return False

    def charge(self, cost: float, freq: float) -> None:
        self.cost += cost * freq

    # -- operations and instructions -------------------------------------------
    def run_op(self, st: State, op: Operation, freq: float) -> None:
        """Apply one inserted operation to the state and charge its cost."""
        if op.op == "load_act_set":
            self._load_set(st, op, freq)
            return
        v = op.value
        if v is None or v not in self.known:
            self.bad("unknown_value", f"{op.op} names unknown value {v!r}", op.before)
            return
        cls = self.t.classes.get(self.class_of(v) or "")
        if cls is None:
            return
        handler = {"store": self._store, "load": self._load, "move": self._move,
                   "remat": self._remat, "fold": self._fold}[op.op]
        self.charge(handler(st, op, v, cls), freq)

    def _store(self, st: State, op: Operation, v: str, cls: RegisterClass) -> float:
        i = op.before
        if self.need(st, v, "store", i) and op.reg is not None and \
                regs_of(op.reg) != st.loc[v]:
            self.bad("store_wrong_register", f"store of {v!r} reads {op.reg} but the "
                     f"value is in {list(st.loc[v])}", i)
        self._may_spill(v, cls, "store", i)
        st.mem.add(v)
        return cls.store_cost

    def _may_spill(self, v: str, cls: RegisterClass, what: str, i: int) -> None:
        """Stores and loads are spill code: not for a ``no_spill`` value, nor in a
        class that cannot spill; a class that spills into a host uses one of its
        registers."""
        if cls.spills_into is not None:
            self.hosts.add(cls.spills_into)
        if not cls.spillable:
            self.bad("not_spillable", f"{what} of {v!r}: class {cls.name!r} cannot "
                     "spill", i)
        decl = self.k.values.get(v)
        if decl is not None and decl.no_spill:
            self.bad("no_spill_spilled", f"{what} of {v!r}, which is no_spill", i)

    def _at_home(self, v: str, ref: RegisterRef | None, what: str, i: int) -> bool:
        """A fixed value lives only in its fixed register: a load, move or remat
        may put it nowhere else (compared by identity, not spelling)."""
        decl = self.k.values.get(v)
        if decl is None or decl.fixed is None:
            return True
        first = regs_of(ref)[:1]
        if first and self.parse(first[0]) == self.parse(decl.fixed):
            return True
        self.bad("fixed_value_elsewhere", f"{what} of {v!r} into {list(regs_of(ref))}, "
                 f"but the value is fixed to {decl.fixed}", i)
        return False

    def _load(self, st: State, op: Operation, v: str, cls: RegisterClass) -> float:
        i = op.before
        if v not in st.mem:
            self.bad("load_without_store", f"load of {v!r} before any store of it (on "
                     "some path)", i)
        self._may_spill(v, cls, "load", i)
        if self.regs_ok(v, op.reg, i) and self._at_home(v, op.reg, "load", i):
            self.write(st, v, regs_of(op.reg), f"a load of {v!r} before {i}")
        return cls.load_cost

    def _move(self, st: State, op: Operation, v: str, cls: RegisterClass) -> float:
        i = op.before
        if self.need(st, v, "move", i) and regs_of(op.src) != st.loc[v]:
            self.bad("move_wrong_source", f"move of {v!r} from {op.src} but the value "
                     f"is in {list(st.loc[v])}", i)
        if self.regs_ok(v, op.dst, i) and self._at_home(v, op.dst, "move", i):
            self.write(st, v, regs_of(op.dst), f"a move of {v!r} before {i}")
        return cls.move_cost

    def _remat(self, st: State, op: Operation, v: str, cls: RegisterClass) -> float:
        i = op.before
        cost = self.remat_of(v)
        if cost is None:
            self.bad("not_rematerializable", f"value {v!r} has no remat_cost", i)
            cost = 0
        self._remat_reads(st, v, i)
        if self.regs_ok(v, op.reg, i) and self._at_home(v, op.reg, "remat", i):
            self.write(st, v, regs_of(op.reg), f"a remat of {v!r} before {i}")
        return cost

    def charge_unsimulated(self, op: Operation, freq: float) -> None:
        """Cost of an operation in a block no path reaches: charged (it is inserted
        code) but not simulated (there is no state to check it against)."""
        if op.op == "load_act_set":
            self.charge(self.t.activation.load_cost if self.t.activation else 0, freq)
            return
        cls = self.t.classes.get(self.class_of(op.value or "") or "")
        if cls is None:
            return
        if op.op in ("store", "load") and cls.spills_into is not None:
            self.hosts.add(cls.spills_into)
        cost = {"store": cls.store_cost, "load": cls.load_cost, "move": cls.move_cost,
                "remat": self.remat_of(op.value or "") or 0}[op.op]
        self.charge(cost, freq)

    def _load_set(self, st: State, op: Operation, freq: float) -> None:
        act = self.t.activation
        if act is None or op.set not in act.set_names():
            self.bad("unknown_set", f"load_act_set of unknown set {op.set!r}", op.before)
            return
        st.act = op.set
        if op.set not in self.sets:
            self.sets.append(op.set)
        self.charge(act.load_cost, freq)

    def run_instr(self, st: State, i: int, ins: Instr, rematted: set[str],
                  freq: float = 1, folded: list[str] | tuple[str, ...] = ()) -> None:
        for f in ins.requires:
            if f not in self.t.features:
                self.bad("missing_feature", f"{ins.op} requires feature {f!r}, which "
                         f"target {self.t.name!r} lacks", i)
        if ins.act is not None:
            self._check_act(st, i, ins.act)
        self._read_folded(st, i, ins, folded)
        self._read_uses(st, i, ins, rematted, freq, set(folded))
        self._check_tied(st, i, ins)
        written: dict[str, str] = {}
        for v in ins.defs:
            ref = self.a.assignment.get(v)
            if ref is None:
                self.bad("unassigned", f"value {v!r} defined by {ins.op} has no "
                         "register in the assignment", i)
                continue
            if not self.regs_ok(v, ref, i):
                continue
            self.in_subset(v, regs_of(ref), ins, i)
            for r in regs_of(ref):
                if r in written:
                    self.bad("register_conflict", f"{v!r} and {written[r]!r} are both "
                             f"written to {r} by {ins.op}", i)
                written[r] = v
            self.write(st, v, regs_of(ref), f"the def of {v!r} at instruction {i}",
                       ins.uses[0] if ins.copy else None)
            self.note_def(st, v)
            st.mem.discard(v)

    def _read_uses(self, st: State, i: int, ins: Instr, rematted: set[str],
                   freq: float, folded: set[str] | None = None) -> None:
        """Uses read registers; runtime-indexed ones read memory or a fresh remat;
        folded ones were read from memory (:meth:`_read_folded`)."""
        for v in dict.fromkeys(ins.uses):
            if folded and v in folded:
                continue
            if v not in ins.indexed:
                if self.need(st, v, f"use by {ins.op}", i):
                    self.in_subset(v, st.loc[v], ins, i)
            elif v in rematted and v in st.loc:  # the remat still holds it
                continue
            elif v in st.mem:  # a runtime-indexed read of local memory: a load
                cls = self.t.classes.get(self.class_of(v) or "")
                self.charge(cls.load_cost if cls else 0, freq)
            elif v in rematted:
                self.bad("remat_overwritten", f"{ins.op} reads {v!r} through a runtime "
                         f"index, but the remat that served it was lost before the "
                         f"instruction: {st.lost.get(v, 'it is in no register')}", i)
            else:
                self.bad("indexed_use_in_register", f"{ins.op} reads {v!r} through a "
                         "runtime index, so it must come from memory (a store) or a "
                         "remat just before, not from a register", i)

    def _check_act(self, st: State, i: int, fn: str) -> None:
        act = self.t.activation
        if act is None:
            self.bad("act_unsupported", f"target {self.t.name!r} has no activation "
                     "tables", i)
            return
        name = act.aliases.get(fn, fn)
        if st.act is None or st.act == CONFLICT:
            why = "none is loaded" if st.act is None else "it differs across paths"
            self.bad("act_set_missing", f"activation {fn!r} needs a loaded set, but "
                     f"{why}", i)
            return
        funcs = next(s.functions for s in act.sets if s.name == st.act)
        if name not in funcs and name not in act.resident:
            self.bad("act_not_in_set", f"activation {fn!r} is not in the loaded set "
                     f"{st.act!r}", i)


__all__ = ["CONFLICT", "Checker", "State", "regs_of"]
