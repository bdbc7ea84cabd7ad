"""Reading and writing allocations (``solver-alloc/allocation@1``).

Structural errors raise :class:`~solver_alloc.errors.AllocationFormatError`; whether
an allocation is *valid* is the verifier's question, not this module's.
"""

from __future__ import annotations

import dataclasses
import json
import math
import uuid
from collections.abc import Callable, Iterator, Mapping
from itertools import islice
from json.encoder import encode_basestring_ascii
from pathlib import Path
from typing import Any

from solver_alloc.errors import AllocationFormatError
from solver_alloc.formats.json_io import read_json, write_atomic
from solver_alloc.result import (
    OPS,
    ActivationFacts,
    Allocation,
    Operation,
    PlanSpace,
    RegisterRef,
    Status,
)

ALLOCATION_FORMAT = "solver-alloc/allocation@1"
_ALLOC_KEYS = {"format", "kernel", "target", "status", "objective_kind", "objective",
               "bound", "gap", "assignment", "operations", "order", "certificate",
               "explanation", "registers_used", "stats", "activation", "plan_space",
               "machine"}
_OP_KEYS = {"before", "op", "value", "reg", "from", "to", "set", "block"}



def _reg_to_json(reg: RegisterRef | None) -> Any:
    return list(reg) if isinstance(reg, tuple) else reg


def allocation_to_dict(alloc: Allocation, *, assignment: Any = None) -> dict[str, Any]:
    """JSON-ready dict of an allocation (stable key order); ``assignment``, if
    given, stands in for the assignment."""
    ops = []
    for op in alloc.operations:
        d: dict[str, Any] = {"before": op.before, "op": op.op}
        for key, val in (("block", op.block), ("value", op.value), ("reg", op.reg),
                         ("from", op.src), ("to", op.dst), ("set", op.set)):
            if val is not None:
                d[key] = _reg_to_json(val)
        ops.append(d)
    out: dict[str, Any] = {
        "format": ALLOCATION_FORMAT, "kernel": alloc.kernel, "target": alloc.target,
        "status": alloc.status.value, "plan_space": alloc.plan_space.value,
        "objective_kind": alloc.objective_kind,
        "objective": alloc.objective, "bound": alloc.bound, "gap": alloc.gap,
        "certificate": alloc.certificate, "explanation": alloc.explanation,
        "registers_used": dict(alloc.registers_used),
        "assignment": assignment if assignment is not None else {
            v: _reg_to_json(r) for v, r in alloc.assignment.items()},
        "operations": ops,
    }
    if alloc.order is not None:
        out["order"] = list(alloc.order)
    if alloc.activation is not None:
        out["activation"] = dataclasses.asdict(alloc.activation)
    out["stats"] = dict(alloc.stats)
    if alloc.machine is not None:
        out["machine"] = dict(alloc.machine)
    return out


def dump_allocation(alloc: Allocation) -> str:
    """Deterministic JSON text of an allocation: ``json.dumps(allocation_to_dict(
    alloc), indent=1)``, byte for byte, with the assignment (a million entries
    on big kernels, where the indenting encoder is pure Python) written by
    :func:`_assignment_chunks` and spliced in at a marker no other field can hold."""
    return "".join(_allocation_chunks(alloc))


def _allocation_chunks(alloc: Allocation) -> Iterator[str]:
    """:func:`dump_allocation`'s text in pieces of at most :data:`CHUNK` entries."""
    marker = f"@assignment-{uuid.uuid4().hex}@"
    text = json.dumps(allocation_to_dict(alloc, assignment=marker), indent=1)
    head, tail = text.split(json.dumps(marker), 1)
    yield head
    yield from _assignment_chunks(alloc.assignment)
    yield tail + "\n"


CHUNK = 65536
"""Assignment entries per piece of text written (the text of a million is 60 MB)."""


def _assignment_chunks(assignment: Mapping[str, RegisterRef]) -> Iterator[str]:
    """The assignment object as ``json.dumps(..., indent=1)`` writes it at depth 1."""
    if not assignment:
        yield "{}"
        return
    enc = encode_basestring_ascii
    items = iter(assignment.items())
    sep = "{\n"
    while piece := list(islice(items, CHUNK)):
        lines = [f"  {enc(v)}: {enc(r)}" if isinstance(r, str) else
                 f"  {enc(v)}: " + json.dumps(list(r), indent=1).replace("\n", "\n  ")
                 for v, r in piece]
        yield sep + ",\n".join(lines)
        sep = ",\n"
    yield "\n }"


def save_allocation(alloc: Allocation, path: str | Path) -> None:
    """Write an allocation atomically, piece by piece."""
    write_atomic(path, _allocation_chunks(alloc))


def _reg_from_json(fail: Any, key: str, val: Any) -> RegisterRef | None:
    if val is None or isinstance(val, str):
        return val
    if isinstance(val, list) and val and all(isinstance(x, str) for x in val):
        return tuple(val)
    raise fail(key, f"expected a register name or a list of them, got {val!r}")


def _op_from_dict(source: str, k: int, raw: Any) -> Operation:
    def fail(key: str, msg: str) -> AllocationFormatError:
        return AllocationFormatError(f"{source}: operations[{k}]: field {key!r}: {msg}")

    _object_with(fail, raw, _OP_KEYS, "operation")
    before = raw.get("before")
    if isinstance(before, bool) or not isinstance(before, int) or before < 0:
        raise fail("before", f"expected an instruction index >= 0, got {before!r}")
    op = raw.get("op")
    if op not in OPS:
        raise fail("op", f"expected one of {', '.join(OPS)}, got {op!r}")
    for key in ("value", "set", "block"):
        if raw.get(key) is not None and not isinstance(raw[key], str):
            raise fail(key, f"expected a string, got {raw[key]!r}")
    return Operation(before=before, op=op, value=raw.get("value"),
                     reg=_reg_from_json(fail, "reg", raw.get("reg")),
                     src=_reg_from_json(fail, "from", raw.get("from")),
                     dst=_reg_from_json(fail, "to", raw.get("to")),
                     set=raw.get("set"), block=raw.get("block"))


def allocation_from_dict(raw: Any, source: str = "<memory>") -> Allocation:
    """Parse an allocation; structural errors raise :class:`AllocationFormatError`."""
    def fail(key: str, msg: str) -> AllocationFormatError:
        return AllocationFormatError(f"{source}: field {key!r}: {msg}")

    _object_with(fail, raw, _ALLOC_KEYS, "allocation")
    if raw.get("format", ALLOCATION_FORMAT) != ALLOCATION_FORMAT:
        raise fail("format", f"expected {ALLOCATION_FORMAT!r}")
    status, space = _status(fail, raw)
    _check_scalars(fail, raw)
    assign_raw = raw.get("assignment", {})
    if not isinstance(assign_raw, dict):
        raise fail("assignment", "expected an object {value: register}")
    assignment = {v: _reg_from_json(fail, f"assignment.{v}", r)
                  for v, r in assign_raw.items()}
    ops_raw = raw.get("operations", [])
    if not isinstance(ops_raw, list):
        raise fail("operations", "expected a list")
    order = raw.get("order")
    if order is not None and not (isinstance(order, list) and all(
            isinstance(i, int) and not isinstance(i, bool) for i in order)):
        raise fail("order", "expected a list of instruction indices")
    used = raw.get("registers_used") or {}
    if not isinstance(used, dict) or not all(
            isinstance(n, int) and not isinstance(n, bool) for n in used.values()):
        raise fail("registers_used", "expected an object {class: count}")
    stats = raw.get("stats") or {}
    if not isinstance(stats, dict):
        raise fail("stats", "expected an object")
    machine = raw.get("machine")
    if machine is not None and not (isinstance(machine, dict) and isinstance(
            machine.get("fingerprint"), str)):
        raise fail("machine", "expected an object with a 'fingerprint'")
    return Allocation(
        machine=machine,
        activation=_activation_from(fail, raw.get("activation")), plan_space=space,
        kernel=str(raw.get("kernel", "")), target=str(raw.get("target", "")),
        status=status, objective_kind=str(raw.get("objective_kind", "registers")),
        objective=raw.get("objective"), bound=raw.get("bound"),
        assignment={v: r for v, r in assignment.items() if r is not None},
        operations=tuple(_op_from_dict(source, k, o) for k, o in enumerate(ops_raw)),
        order=None if order is None else tuple(order),
        certificate=str(raw.get("certificate", "")),
        explanation=str(raw.get("explanation", "")),
        registers_used=dict(used), stats=dict(stats))


Fail = Callable[[str, str], AllocationFormatError]


def _object_with(fail: Fail, raw: Any, keys: set[str], what: str) -> None:
    """``raw`` is a JSON object whose keys are all among ``keys``."""
    if not isinstance(raw, dict):
        raise fail(what, "expected an object")
    unknown = sorted(set(raw) - keys)
    if unknown:
        raise fail(unknown[0], "unknown key")


def _status(fail: Fail, raw: dict[str, Any]) -> tuple[Status, PlanSpace]:
    try:
        status = Status(raw.get("status", "FEASIBLE"))
    except ValueError:
        raise fail("status", f"expected one of {', '.join(s.value for s in Status)}"
                   ) from None
    try:
        space = PlanSpace(raw.get("plan_space", "all"))
    except ValueError:
        raise fail("plan_space", "expected one of "
                   f"{', '.join(s.value for s in PlanSpace)}") from None
    return status, space


def _check_scalars(fail: Fail, raw: dict[str, Any]) -> None:
    """Numbers are finite numbers or null; texts are strings."""
    for key in ("objective", "bound"):
        val = raw.get(key)
        if val is not None and (isinstance(val, bool) or not isinstance(val, int | float)
                                or not math.isfinite(val)):
            raise fail(key, f"expected a finite number or null, got {val!r}")
    for key in ("kernel", "target", "objective_kind", "certificate", "explanation"):
        if not isinstance(raw.get(key, ""), str):
            raise fail(key, "expected a string")


def _activation_from(fail: Fail, raw: Any
                     ) -> ActivationFacts | None:
    if raw is None:
        return None
    names = {f.name for f in dataclasses.fields(ActivationFacts)}
    if not isinstance(raw, dict) or not set(raw) <= names or not all(
            v is None or (isinstance(v, int | float) and not isinstance(v, bool))
            for v in raw.values()):
        raise fail("activation", f"expected an object with numeric fields "
                   f"{', '.join(sorted(names))}")
    try:
        return ActivationFacts(**raw)
    except TypeError:
        raise fail("activation", "missing fields") from None


def load_allocation(path: str | Path) -> Allocation:
    """Load an allocation JSON file."""
    return allocation_from_dict(read_json(path, AllocationFormatError), str(path))
