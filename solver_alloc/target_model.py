"""Hardware targets as data: register classes, activation tables and the target
(read from TOML by :mod:`solver_alloc.targets`, which re-exports these)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from solver_alloc.errors import TargetError

__all__ = ["MAX_REGISTERS", "ActivationSet", "ActivationTables", "RegisterClass", "Target"]

MAX_REGISTERS = 4096
"""Most registers a class may have (real register files hold at most a few hundred)."""
_REGISTER_NAME = re.compile(r"([^0-9]+)(0|[1-9][0-9]*)(\.H1)?")


@dataclass(frozen=True, slots=True)
class RegisterClass:
    """A bank of interchangeable physical registers ``prefix0 .. prefix{count-1}``."""

    name: str
    count: int
    prefix: str
    reserved: frozenset[int] = frozenset()
    """Indices never allocated."""
    align: str | int = "width"
    """Tuple start rule: ``"width"`` (multiple of the width), an integer N (multiple
    of N), or ``"none"``."""
    widths: tuple[int, ...] = (1,)
    """Tuple widths the class can hold."""
    spillable: bool = True
    store_cost: float = 0
    load_cost: float = 0
    move_cost: float = 0
    remat_cost: float = 0
    """Default cost of recomputing a value declared rematerialisable without a cost."""
    granularity: int = 1
    """Register-count granule: the count a kernel occupies is rounded up to it."""
    callee_saved: frozenset[int] = frozenset()
    """Indices the calling convention makes the callee preserve: a plan that uses
    one pays :attr:`save_cost` (a save in the prologue and a restore at the exits)."""

    order: tuple[int, ...] = ()
    """Allocation order: the registers a smaller count keeps first
    (:meth:`Target.with_counts`), those not listed after them by number; empty:
    by number."""
    subsets: tuple[tuple[str, frozenset[int]], ...] = ()
    """Named allowed-register subsets (LLVM's sub-classes such as ``gr64_norex``):
    a value declared with one lives only in its registers, wherever it is."""
    spills_into: str | None = None
    """A host class whose one register holds this class's spilled values (NVIDIA
    predicates, packed into an R register by P2R/R2P): under the registers
    objective such a class may still spill, and the plan then uses one more
    register of the host."""
    halves: bool = False
    """16-bit values may take half a register, two to a register (NVIDIA R
    registers: ptxas packs ``.b16``/``.f16`` values). Allocated in
    :func:`~solver_alloc.halves.in_halves`'s view, where :attr:`unit` is 2."""
    kernel_held: int = 0
    """Registers of the class every compiled kernel gives up to the machine
    (NVIDIA R: ``R1`` holds the stack pointer, and ptxas's count, ``Used N
    registers``, is two more than the R registers its SASS names). The PTX
    frontend holds the first ones (:mod:`~solver_alloc.frontends.ptx_held`), so
    under ``--registers r=N`` values get ``N`` less these, and a register
    count compares with ptxas's."""
    spill_span: int = 1
    """Adjacent registers one spill store or load may move at once (NVIDIA R:
    ``STL.128``/``LDL.128`` move four). Plans here store and load each value on
    its own; above 1, the spill bound over every order holds over plans that
    group them too (:mod:`~solver_alloc.scheduling.spill_cover`), the in-order
    bound does not."""
    unit: int = 1
    """Indices per named register: 2 in the halves view, where index ``2k`` is
    ``R<k>`` (its low half) and ``2k+1`` is ``R<k>.H1``, and widths count halves."""

    @property
    def save_cost(self) -> float:
        """What saving and restoring one callee-saved register costs per execution
        of the function (a store and a load)."""
        return self.store_cost + self.load_cost

    def register(self, index: int) -> str:
        """Name of register ``index`` of this class."""
        if self.unit == 2:
            return f"{self.prefix}{index // 2}{'.H1' if index % 2 else ''}"
        return f"{self.prefix}{index}"

    def alloc_index(self, reg: str) -> int:
        """Index of one of this class's register names."""
        if self.unit == 2:
            high = reg.endswith(".H1")
            return 2 * int(reg[len(self.prefix):len(reg) - 3 * high]) + high
        return int(reg[len(self.prefix):])

    def named(self, n: int) -> int:
        """How many named registers ``n`` indices make (``n`` halves: half as
        many, rounded up)."""
        return -(-n // self.unit)

    def counted(self, n: int) -> str:
        """``n`` indices for a message: ``"12 registers"``, or in halves
        ``"24 halves (12 registers)"``."""
        return f"{n} register{'s' * (n != 1)}" if self.unit == 1 else self.amount(n)

    def amount(self, n: int) -> str:
        """``n`` indices where the message says what they are: ``"12"``, or in
        halves ``"24 halves (12 registers)"``."""
        if self.unit == 1:
            return f"{n}"
        whole = self.named(n)
        return f"{n} halves ({whole} register{'s' * (whole != 1)})"

    def alignment_for(self, width: int) -> int:
        """Tuples of ``width`` must start at a multiple of this."""
        if self.align == "none" or width == 1:
            return 1
        if self.align == "width":
            return width
        return int(self.align)

    def starts(self, width: int) -> list[int]:
        """Where a value of ``width`` may start: aligned, clear of reserved registers."""
        step = self.alignment_for(width)
        return [r for r in range(0, self.count - width + 1, step)
                if not any(x in self.reserved for x in range(r, r + width))]

    def subset(self, name: str) -> frozenset[int] | None:
        """The registers of subset ``name`` (None: the class has no such subset)."""
        return next((regs for n, regs in self.subsets if n == name), None)

    def allocatable(self) -> tuple[int, ...]:
        """Register indices a value may occupy."""
        return tuple(r for r in range(self.count) if r not in self.reserved)

    def in_order(self) -> tuple[int, ...]:
        """The allocatable registers in allocation order (:attr:`order`)."""
        listed = [r for r in self.order if r not in self.reserved]
        return (*listed, *(r for r in self.allocatable() if r not in set(listed)))

    def kept_for(self, n: int) -> int:
        """How many allocatable registers a count of ``n`` keeps: ``n`` less the
        reserved registers numbered below ``n`` (as a class of ``n`` registers
        numbered from 0 would have)."""
        return max(0, n - sum(1 for r in self.reserved if r < n))

    def round_up(self, n: int) -> int:
        """``n`` registers rounded up to whole granules (uncapped)."""
        g = self.granularity
        return -(-n // g) * g


@dataclass(frozen=True, slots=True)
class ActivationSet:
    """A Scalar-engine activation function set (one resident at a time)."""

    name: str
    functions: frozenset[str]


@dataclass(frozen=True, slots=True)
class ActivationTables:
    """Activation-table facts of a target (Trainium)."""

    max_sets: int
    """Distinct sets one compile unit may load (NCC_INLA001)."""
    load_cost: float
    """Cost of one ``load_act_set`` (cycles)."""
    resident: frozenset[str]
    """Functions present in every set."""
    sets: tuple[ActivationSet, ...]
    initial_set: str | None = None
    aliases: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """Other spellings of function names (``rsqrt`` -> ``reciprocal_sqrt``)."""

    def canonical(self, function: str) -> str:
        """Catalog name of ``function``."""
        return self.aliases.get(function, function)

    def known_functions(self) -> frozenset[str]:
        """Every function some set (or residency) provides."""
        out = set(self.resident)
        for s in self.sets:
            out |= s.functions
        return frozenset(out)

    def set_names(self) -> tuple[str, ...]:
        """Set names in catalog order."""
        return tuple(s.name for s in self.sets)


@dataclass(frozen=True, slots=True)
class Target:
    """A hardware target."""

    name: str
    classes: Mapping[str, RegisterClass]
    default_class: str
    features: frozenset[str] = frozenset()
    engine_classes: Mapping[str, str] = field(
        default_factory=lambda: MappingProxyType({}))
    activation: ActivationTables | None = None
    source: str = "<memory>"
    """File the target was read from, for messages."""
    llvm: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    """The ``[llvm]`` table: how LLVM names this target's classes and registers
    (read by :mod:`solver_alloc.frontends.llvm_target`, which checks it)."""

    def register_class(self, name: str) -> RegisterClass:
        """The class called ``name``; :class:`TargetError` if unknown."""
        try:
            return self.classes[name]
        except KeyError:
            raise TargetError(f"{self.source}: target {self.name!r} has no register "
                              f"class {name!r} (classes: {', '.join(self.classes)})"
                              ) from None

    def parse_register(self, reg: str) -> tuple[str, int] | None:
        """``(class, index)`` of a register name, or ``None`` if it names none.
        Strict: the class prefix, then the index in ASCII digits without leading
        zeros (``r3``; never ``r03`` or ``r３``), so each register has one name."""
        m = _REGISTER_NAME.fullmatch(reg)
        if m is None:
            return None
        prefix, idx = m.group(1), int(m.group(2))
        for c in self.classes.values():
            if c.prefix == prefix and (m.group(3) is None or c.unit == 2):
                at = c.unit * idx + (m.group(3) is not None)
                if at < c.count:
                    return c.name, at
        return None

    def with_counts(self, counts: Mapping[str, int]) -> Target:
        """A copy with some classes' register counts overridden (what-if studies).

        A class with an allocation :attr:`~RegisterClass.order` keeps its size and
        its first :meth:`~RegisterClass.kept_for` registers in that order; the
        others become reserved (:meth:`dropped`). A class without one keeps its
        lowest-numbered ``n`` registers."""
        classes = dict(self.classes)
        for cname, n in counts.items():
            c = self.register_class(cname)
            if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_REGISTERS:
                raise TargetError(f"registers={{{cname!r}: {n!r}}}: the count of class "
                                  f"{cname!r} must be a positive integer, at most "
                                  f"{MAX_REGISTERS}")
            if c.order and n < c.count:
                go = frozenset(c.in_order()[c.kept_for(n):])
                classes[cname] = replace(c, reserved=c.reserved | go,
                                         callee_saved=c.callee_saved - go)
                continue
            classes[cname] = replace(
                c, count=n, reserved=frozenset(r for r in c.reserved if r < n),
                callee_saved=frozenset(r for r in c.callee_saved if r < n))
        return replace(self, classes=MappingProxyType(classes))

    def dropped(self, counts: Mapping[str, int]) -> dict[str, tuple[str, ...]]:
        """Per class, the registers :meth:`with_counts` leaves out of ``counts``,
        last in allocation order first (for the user to be told)."""
        out = {}
        for cname, n in counts.items():
            c = self.register_class(cname)
            if n < c.count:
                gone = c.in_order()[c.kept_for(n):]
                out[cname] = tuple(c.register(r) for r in reversed(gone))
        return out
