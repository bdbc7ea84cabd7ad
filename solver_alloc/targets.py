"""Hardware targets: register classes, costs, features and activation tables.

A target is one TOML file (schema in ``models/README.md``). :func:`load_target`
accepts a shipped name (``"trn2"``) or a path, validates every key and raises a
:class:`~solver_alloc.errors.TargetError` naming the file and key at fault.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from solver_alloc.errors import TargetError
from solver_alloc.target_model import (
    MAX_REGISTERS,
    ActivationSet,
    ActivationTables,
    RegisterClass,
    Target,
)

__all__ = ["MAX_COST", "MAX_REGISTERS", "ActivationSet", "ActivationTables",
           "RegisterClass", "Target", "available_targets", "load_target",
           "shipped_targets_dir", "target_from_dict"]

_TOP_KEYS = {"name", "description", "features", "default_class", "engine_classes",
             "classes", "activation", "llvm"}
_CLASS_KEYS = {"count", "prefix", "reserved", "align", "spillable", "store_cost",
               "load_cost", "move_cost", "remat_cost", "widths", "granularity",
               "callee_saved", "spills_into", "description", "order", "subsets",
               "halves", "kernel_held", "spill_span"}
_ACT_KEYS = {"max_sets", "load_cost", "resident", "sets", "initial_set", "aliases",
             "note"}


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
        kernel_held=_read_kernel_held(r, count), spill_span=_read_spill_span(r, count))


def _read_spill_span(r: _Reader, count: int) -> int:
    n = r.get("spill_span", int, 1)
    if not 1 <= n <= count:
        r.fail("spill_span", f"must be in 1..{count} (registers one spill store or "
               f"load moves), got {n}")
    return int(n)


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
