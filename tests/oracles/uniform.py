"""Which values of a tiny PTX program are the same in every thread, by running
it: a generator of small programs (a loop, a branch, selects) as op tuples with
their PTX text, and an interpreter that runs each thread on its own. Shares no
code with the frontend: it reads the op tuples, never the PTX.

Executions are matched by instruction and occurrence: the k-th time each
thread runs instruction i (up to the fewest times any thread runs it). A
claim that a value is uniform is refuted by a matched pair where the threads
write it different numbers there, or read it at different numbers (a join
of paths that wrote it differently, a loop left after different counts).
Instructions are numbered as the kernel numbers them (labels are not
instructions).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

Op = tuple[str, ...]
"""``("add"|"mul", d, a, b)``, ``("selp", d, a, b, p)``, ``("setp", p, a, b)``
(less than), ``("mov", d, a)``, ``("param", d)``, ``("label", L)``,
``("bra", L, p | "", negate)``, ``("st", a)``, ``("ret",)``; an operand is a
register, ``%tid.x``, ``%ctaid.x`` or an integer text."""


@dataclass(frozen=True)
class Program:
    ops: tuple[Op, ...]

    def ptx_body(self) -> str:
        lines = []
        for op in self.ops:
            kind = op[0]
            if kind == "label":
                lines.append(f"{op[1]}:")
            elif kind in ("add", "mul"):
                name = "add.s32" if kind == "add" else "mul.lo.s32"
                lines.append(f"\t{name} {op[1]}, {op[2]}, {op[3]};")
            elif kind == "selp":
                lines.append(f"\tselp.b32 {op[1]}, {op[2]}, {op[3]}, {op[4]};")
            elif kind == "setp":
                lines.append(f"\tsetp.lt.s32 {op[1]}, {op[2]}, {op[3]};")
            elif kind == "mov":
                lines.append(f"\tmov.u32 {op[1]}, {op[2]};")
            elif kind == "param":
                lines.append(f"\tld.param.u32 {op[1]}, [k_param_1];")
            elif kind == "bra":
                guard = "" if not op[2] else f"@{'!' if op[3] == 'not' else ''}{op[2]} "
                lines.append(f"\t{guard}bra {op[1]};")
            elif kind == "st":
                lines.append(f"\tst.global.u32 [%rd1], {op[1]};")
            else:
                lines.append("\tret;")
        return "\n".join(lines)


def _value(x: str, regs: dict[str, int], tid: int) -> int:
    if x == "%tid.x":
        return tid
    if x == "%ctaid.x":
        return 7
    if x.startswith("%"):
        return regs.get(x, 0)
    return int(x)


Step = tuple[int, tuple[tuple[str, int], ...], str | None, int | None]
"""One step of a thread: the op index, the registers it read with their
numbers, and the register it wrote with the number (or None)."""


def _reads(op: Op) -> tuple[str, ...]:
    kind = op[0]
    if kind in ("add", "mul", "setp"):
        return op[2:4]
    if kind == "selp":
        return op[2:5]
    if kind == "mov":
        return op[2:3]
    if kind == "bra":
        return (op[2],) if op[2] else ()
    if kind == "st":
        return (op[1],)
    return ()


def run(p: Program, tid: int, param: int, max_steps: int = 400) -> list[Step]:
    """One thread's steps."""
    labels = {op[1]: i for i, op in enumerate(p.ops) if op[0] == "label"}
    regs: dict[str, int] = {}
    trace: list[Step] = []
    i = 0
    while i < len(p.ops) and len(trace) < max_steps:
        op, nxt = p.ops[i], i + 1
        kind = op[0]
        read = tuple((x, regs.get(x, 0)) for x in _reads(op) if x.startswith("%r")
                     or x.startswith("%p"))
        wrote: tuple[str | None, int | None] = (None, None)
        if kind in ("add", "mul"):
            a, b = _value(op[2], regs, tid), _value(op[3], regs, tid)
            regs[op[1]] = (a + b if kind == "add" else a * b) & 0xFFFFFFFF
            wrote = (op[1], regs[op[1]])
        elif kind == "selp":
            regs[op[1]] = _value(op[2] if regs.get(op[4]) else op[3], regs, tid)
            wrote = (op[1], regs[op[1]])
        elif kind == "setp":
            regs[op[1]] = int(_value(op[2], regs, tid) < _value(op[3], regs, tid))
            wrote = (op[1], regs[op[1]])
        elif kind == "mov":
            regs[op[1]] = _value(op[2], regs, tid)
            wrote = (op[1], regs[op[1]])
        elif kind == "param":
            regs[op[1]] = param
            wrote = (op[1], param)
        elif kind == "bra":
            taken = not op[2] or (bool(regs.get(op[2])) != (op[3] == "not"))
            if taken:
                nxt = labels[op[1]]
        elif kind == "ret":
            nxt = len(p.ops)
        trace.append((i, read, *wrote))
        i = nxt
    return trace


def not_uniform(p: Program, params: tuple[int, ...] = (1, 2, 3),
                threads: tuple[int, ...] = (0, 1, 2, 3)
                ) -> tuple[set[int], set[tuple[int, str]]]:
    """``(writes, reads)``: instructions (kernel numbering) whose write, and
    ``(instruction, register)`` pairs whose read, differ between threads in
    some matched execution."""
    number: dict[int, int] = {}
    for i, op in enumerate(p.ops):
        if op[0] != "label":
            number[i] = len(number)
    writes: set[int] = set()
    reads: set[tuple[int, str]] = set()
    for param in params:
        runs = []
        for t in threads:
            seen: dict[int, int] = {}
            by: dict[tuple[int, int], Step] = {}
            for step in run(p, t, param):
                k = seen.get(step[0], 0)
                seen[step[0]] = k + 1
                by[step[0], k] = step
            runs.append(by)
        first = runs[0]
        for other in runs[1:]:
            for key in first.keys() & other.keys():
                a, b = first[key], other[key]
                if a[3] != b[3]:
                    writes.add(number[key[0]])
                for (r, x), (_, y) in zip(a[1], b[1], strict=True):
                    if x != y:
                        reads.add((number[key[0]], r))
    return writes, reads


def random_program(rng: random.Random) -> Program:
    """A parameter, the thread index, a counted loop whose body computes and
    selects, sometimes a branch on a value (uniform or not), then stores."""
    ops: list[Op] = [("param", "%r1"), ("mov", "%r2", "%tid.x"), ("mov", "%r3", "0")]
    vals = ["%r1", "%r2", "%r3"]
    preds: list[str] = []
    fresh = [4]

    def reg() -> str:
        fresh[0] += 1
        return f"%r{fresh[0]}"

    def body(n: int) -> None:
        for _ in range(n):
            kind = rng.choice(["add", "mul", "selp", "setp", "mov", "redef"])
            if kind == "setp" or (kind == "selp" and not preds):
                if preds and rng.random() < 0.3:
                    p = rng.choice(preds)  # a predicate written again
                else:
                    p = f"%p{len(preds) + 1}"
                    preds.append(p)
                ops.append(("setp", p, rng.choice(vals), rng.choice([*vals, "2"])))
            elif kind == "selp":
                d = reg()
                ops.append(("selp", d, rng.choice(vals), rng.choice([*vals, "5"]),
                            rng.choice(preds)))
                vals.append(d)
            elif kind == "mov":
                d = reg()
                ops.append(("mov", d, rng.choice([*vals, "%ctaid.x", "9"])))
                vals.append(d)
            elif kind == "redef":  # a second def of an existing value
                d = rng.choice(vals[2:])
                ops.append(("add", d, rng.choice(vals), "1"))
            else:
                d = reg()
                ops.append((kind, d, rng.choice(vals), rng.choice([*vals, "3"])))
                vals.append(d)

    body(rng.randint(0, 2))
    ops.append(("label", "$L__loop"))
    body(rng.randint(1, 4))
    ops.append(("add", "%r3", "%r3", "1"))
    ops.append(("setp", "%p9", "%r3", "%r1"))
    ops.append(("bra", "$L__loop", "%p9", ""))
    if rng.random() < 0.6:
        cond = rng.choice(vals)
        p = rng.choice([*preds, "%p8"])  # an earlier name written again, or a new one
        ops.append(("setp", p, cond, "2"))
        ops.append(("bra", "$L__skip", p, rng.choice(["", "not"])))
        body(rng.randint(1, 2))
        ops.append(("label", "$L__skip"))
    ops += [("st", v) for v in vals]
    ops.append(("ret",))
    return Program(tuple(ops))
