"""Hardware targets: register classes, costs, features and activation tables.

A target is one TOML file (schema in ``models/README.md``). :func:`load_target`
accepts a shipped name (``"trn2"``) or a path, validates every key and raises a
:class:`~solver_alloc.errors.TargetError` naming the file and key at fault.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from solver_alloc.errors import TargetError

_TOP_KEYS = {"name", "description", "features", "default_class", "engine_classes",
             "classes", "activation", "llvm"}
_CLASS_KEYS = {"count", "prefix", "reserved", "align", "spillable", "store_cost",
               "load_cost", "move_cost", "remat_cost", "widths", "granularity",
               "callee_saved", "spills_into", "description", "order", "subsets",
               "halves", "kernel_held"}
_ACT_KEYS = {"max_sets", "load_cost", "resident", "sets", "initial_set", "aliases",
             "note"}


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
        whole = self.named(n)
        regs = f"{whole} register{'s' * (whole != 1)}"
        return regs if self.unit == 1 else f"{n} halves ({regs})"

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


def shipped_targets_dir() -> Path:
    """Folder holding the shipped target files (wheel data, else the checkout)."""
    packaged = Path(__file__).parent / "_targets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).parent.parent / "models"


def available_targets() -> tuple[str, ...]:
    """Names of the shipped targets."""
    return tuple(sorted(p.stem for p in shipped_targets_dir().glob("*.toml")))


def load_target(name_or_path: str | Path,
                registers: Mapping[str, int] | None = None) -> Target:
    """Load a shipped target by name, or a target TOML file by path.

    Parameters
    ----------
    name_or_path
        ``"trn2"``, ``"nvidia-sm90"``, ... or a path to a ``.toml`` file.
    registers
        Optional ``{class: count}`` overrides (the CLI's ``--registers``).

    Examples
    --------
    >>> t = load_target("trn2")
    >>> t.classes["seq_pool"].count, len(t.classes["seq_pool"].allocatable())
    (64, 62)
    """
    path = Path(name_or_path)
    is_path = path.suffix == ".toml" or path.exists() or "/" in str(name_or_path)
    if not is_path:
        path = shipped_targets_dir() / f"{name_or_path}.toml"
        if not path.is_file():
            raise TargetError(f"unknown target {str(name_or_path)!r}; available: "
                              f"{', '.join(available_targets())} (or a path to a "
                              ".toml file)")
    if not path.is_file():
        raise TargetError(f"{path}: no such target file")
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise TargetError(f"{path}: malformed TOML: {e}") from None
    except (OSError, UnicodeDecodeError) as e:
        raise TargetError(f"{path}: cannot read: {e}") from None
    target = target_from_dict(raw, source=str(path))
    return target.with_counts(registers) if registers else target


MAX_COST = 1e9
"""Largest accepted cost (cycles): costs times frequencies stay exact in floats."""


MAX_REGISTERS = 4096
"""Most registers a class may have (real register files hold at most a few hundred)."""
_REGISTER_NAME = re.compile(r"([^0-9]+)(0|[1-9][0-9]*)(\.H1)?")


class _Reader:
    """Typed access to one TOML table with errors that name file and key."""

    def __init__(self, source: str, table: Mapping[str, Any], where: str,
                 allowed: set[str]) -> None:
        self.source, self.table, self.where = source, table, where
        unknown = sorted(set(table) - allowed)
        if unknown:
            self.fail(unknown[0], f"unknown key (allowed: {', '.join(sorted(allowed))})")

    def fail(self, key: str, msg: str) -> None:
        raise TargetError(f"{self.source}: {self.where}{key}: {msg}")

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in self.table:
            if default is ...:
                self.fail(key, "missing required key")
            return default
        val = self.table[key]
        bad_bool = isinstance(val, bool) and kind in (int, float, (int, float))
        if bad_bool or not isinstance(val, kind):
            kinds = kind if isinstance(kind, tuple) else (kind,)
            name = "/".join(k.__name__ for k in kinds)
            self.fail(key, f"expected {name}, got {val!r}")
        return val

    def number(self, key: str, default: float = 0) -> float:
        val: float = self.get(key, (int, float), default)
        if not 0 <= val <= MAX_COST:  # also rejects nan
            self.fail(key, f"must be a number in [0, {MAX_COST:g}], got {val}")
        return val

    def str_list(self, key: str) -> tuple[str, ...]:
        val = self.get(key, list, [])
        if not all(isinstance(x, str) for x in val):
            self.fail(key, "expected a list of strings")
        return tuple(val)


def _read_class(source: str, cname: str, raw: Any) -> RegisterClass:
    if not isinstance(raw, dict):
        raise TargetError(f"{source}: classes.{cname}: expected a table")
    r = _Reader(source, raw, f"classes.{cname}.", _CLASS_KEYS)
    count = r.get("count", int)
    if not 1 <= count <= MAX_REGISTERS:
        r.fail("count", f"must be >= 1 and <= {MAX_REGISTERS}, got {count}")
    prefix = r.get("prefix", str)
    if not prefix or any(ch in "0123456789" for ch in prefix):
        r.fail("prefix", f"must be non-empty and hold no digit (register names are "
               f"prefix + index, so {prefix!r}1 would be ambiguous)")
    reserved = r.get("reserved", list, [])
    if not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < count
               for x in reserved):
        r.fail("reserved", f"expected register indices in 0..{count - 1}")
    align = r.get("align", (str, int), "width")
    if isinstance(align, str) and align not in ("width", "none"):
        r.fail("align", f'expected "width", "none" or an integer, got {align!r}')
    if isinstance(align, int) and align < 1:
        r.fail("align", "must be >= 1")
    widths = r.get("widths", list, [1])
    if not widths or not all(isinstance(w, int) and 1 <= w <= count for w in widths):
        r.fail("widths", f"expected widths in 1..{count}")
    gran = r.get("granularity", int, 1)
    if gran < 1:
        r.fail("granularity", "must be >= 1")
    saved = r.get("callee_saved", list, [])
    if not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < count
               and x not in reserved for x in saved):
        r.fail("callee_saved", f"expected unreserved register indices in 0..{count - 1}")
    order = r.get("order", list, [])
    if not all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x < count
               and x not in reserved for x in order) or len(set(order)) != len(order):
        r.fail("order", f"expected distinct unreserved register indices in "
               f"0..{count - 1}")
    return RegisterClass(
        name=cname, count=count, prefix=prefix,
        reserved=frozenset(reserved), align=align, widths=tuple(sorted(set(widths))),
        spillable=r.get("spillable", bool, True),
        store_cost=r.number("store_cost"), load_cost=r.number("load_cost"),
        move_cost=r.number("move_cost"), remat_cost=r.number("remat_cost"),
        granularity=gran, callee_saved=frozenset(saved), order=tuple(order),
        subsets=_read_subsets(r, count, reserved),
        spills_into=r.get("spills_into", str, None), halves=_read_halves(r, align),
        kernel_held=_read_kernel_held(r, count))


def _read_kernel_held(r: _Reader, count: int) -> int:
    n = r.get("kernel_held", int, 0)
    if not 0 <= n < count:
        r.fail("kernel_held", f"must be >= 0 and below the count ({count}), got {n}")
    return int(n)


def _read_halves(r: _Reader, align: str | int) -> bool:
    halves = bool(r.get("halves", bool, False))
    if halves and align != "width":
        r.fail("halves", 'needs align = "width" (a 32-bit value takes a whole register)')
    return halves


def _read_subsets(r: _Reader, count: int, reserved: list[int]
                  ) -> tuple[tuple[str, frozenset[int]], ...]:
    """``subsets = { name = [indices] }``: non-empty sets of unreserved registers."""
    raw = r.get("subsets", dict, {})
    out = []
    for name, regs in sorted(raw.items()):
        if not isinstance(regs, list) or not regs or not all(
                isinstance(x, int) and not isinstance(x, bool) and 0 <= x < count
                and x not in reserved for x in regs):
            r.fail(f"subsets.{name}", f"expected a non-empty list of unreserved "
                   f"register indices in 0..{count - 1}")
        out.append((name, frozenset(regs)))
    return tuple(out)


def _read_activation(source: str, raw: Any) -> ActivationTables:
    if not isinstance(raw, dict):
        raise TargetError(f"{source}: activation: expected a table")
    r = _Reader(source, raw, "activation.", _ACT_KEYS)
    max_sets = r.get("max_sets", int)
    if max_sets < 1:
        r.fail("max_sets", "must be >= 1")
    sets: list[ActivationSet] = []
    for k, s in enumerate(r.get("sets", list)):
        if not isinstance(s, dict):
            r.fail(f"sets[{k}]", "expected a table {name, functions}")
        sr = _Reader(source, s, f"activation.sets[{k}].", {"name", "functions"})
        sets.append(ActivationSet(sr.get("name", str), frozenset(sr.str_list(
            "functions"))))
    names = [s.name for s in sets]
    dup = next((n for n in names if names.count(n) > 1), None)
    if dup is not None:
        r.fail("sets", f"set {dup!r} is listed twice")
    initial = r.get("initial_set", str, None)
    if initial is not None and initial not in names:
        r.fail("initial_set", f"{initial!r} is not a set name")
    aliases = r.get("aliases", dict, {})
    if not all(isinstance(v, str) for v in aliases.values()):
        r.fail("aliases", "expected a table of strings")
    return ActivationTables(
        max_sets=max_sets, load_cost=r.number("load_cost"),
        resident=frozenset(r.str_list("resident")), sets=tuple(sets),
        initial_set=initial, aliases=MappingProxyType(dict(aliases)))


def target_from_dict(raw: Mapping[str, Any], source: str = "<memory>") -> Target:
    """Validate a parsed target table into a :class:`Target`."""
    r = _Reader(source, raw, "", _TOP_KEYS)
    raw_classes = r.get("classes", dict)
    if not raw_classes:
        r.fail("classes", "at least one register class is required")
    classes = {c: _read_class(source, c, v) for c, v in raw_classes.items()}
    prefixes = [c.prefix for c in classes.values()]
    dup = next((p for p in prefixes if prefixes.count(p) > 1), None)
    if dup is not None:
        r.fail("classes", f"two classes share the register prefix {dup!r}")
    default = r.get("default_class", str)
    if default not in classes:
        r.fail("default_class", f"{default!r} is not a class ({', '.join(classes)})")
    for c in classes.values():
        host = c.spills_into
        if host is not None and (host not in classes or host == c.name or not c.spillable
                                 or classes[host].spills_into is not None):
            r.fail(f"classes.{c.name}.spills_into", f"{host!r} must be another class "
                   "that spills into none, and the class must be spillable")
    engines = r.get("engine_classes", dict, {})
    for eng, cname in engines.items():
        if cname not in classes:
            r.fail(f"engine_classes.{eng}", f"{cname!r} is not a class")
    act = raw.get("activation")
    return Target(
        name=r.get("name", str), classes=MappingProxyType(classes),
        default_class=default, features=frozenset(r.str_list("features")),
        engine_classes=MappingProxyType(dict(engines)),
        activation=None if act is None else _read_activation(source, act),
        source=source, llvm=MappingProxyType(dict(r.get("llvm", dict, {}))))
