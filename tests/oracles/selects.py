"""Whether a value of a tiny PTX program is a select of constants by a
predicate wherever a remat of it may run, by running the program thread by
thread (:mod:`oracles.uniform`'s programs and interpreter); shares no code
with the frontend (it reads op tuples, never the PTX).

Values are webs: a value is named by the ops that write it, and a read of
its register belongs to it when one of them wrote what the read sees. A
claim "``v`` is recomputed from ``p``" (a select between ``v``'s two
constant writes by ``p``) holds when, in every execution, for each read of
``v`` and each step between the write of ``v`` that read sees and the read
(where ``v`` is live, so a remat may run just before that step), ``p`` has
been written, and the number ``p`` holds there decides which write the read
sees: over all executions each number of ``p`` goes with one write, and
different numbers with different writes (a select gives one constant for
true and the other for false: a read that sees one write whatever ``p``
holds is not a select by ``p``).
"""

from __future__ import annotations

import random

from oracles.uniform import Op, Program, run


def select_holds(p: Program, v: set[int], pred: set[int],
                 params: tuple[int, ...] = (0, 1, 2, 3),
                 threads: tuple[int, ...] = (0, 1, 2, 3)) -> bool:
    """The claim of the module docstring for the value written by the ops
    ``v`` (indices into ``p.ops``; the reads are those of its register that a
    write of ``v`` reaches) and the predicate written by the ops ``pred``
    (its number: what the last of them executed wrote, even when another
    write of its register came since: a remat reads the value it names)."""
    chosen: dict[int, int] = {}
    (reg,) = {p.ops[i][1] for i in v}
    for param in params:
        for tid in threads:
            steps = run(p, tid, param)
            last_write: int | None = None  # step of the last write of v's register
            decided: list[int | None] = []  # the predicate's number before each step
            number: int | None = None
            for n, (i, read, wrote, value) in enumerate(steps):
                decided.append(number)
                if any(r == reg for r, _ in read) and last_write is not None and \
                        steps[last_write][0] in v:
                    seen = steps[last_write][0]  # the write the read sees
                    for d in decided[last_write + 1:n + 1]:
                        if d is None or chosen.setdefault(d, seen) != seen:
                            return False
                if wrote == reg:
                    last_write = n
                if i in pred:
                    number = value
    return len(set(chosen.values())) == len(chosen)


def op_index(p: Program) -> list[int]:
    """The op index of each kernel instruction (labels are not instructions)."""
    return [i for i, op in enumerate(p.ops) if op[0] != "label"]


def random_program(rng: random.Random) -> Program:
    """A value set to one constant on each way of a guarded branch (a
    triangle or a diamond, either polarity), sometimes broken: read on the
    way before its second write, its predicate written again before a read
    or first written on a way, a third write, a loop around it, no write on
    one way, or a way that is the kernel's entry block (the branching block
    reached only by a loop back)."""
    if rng.random() < 0.15:
        return _entry_way(rng)
    ops: list[Op] = [("param", "%r1"), ("mov", "%r2", "%tid.x")]
    on_way = rng.random() < 0.1  # the predicate's only write on a way
    if not on_way:
        ops.append(("setp", "%p1", rng.choice(["%r1", "%r2"]), rng.choice(["2", "%r1"])))
    loop = on_way or rng.random() < 0.2
    if loop:
        ops += [("mov", "%r8", "0"), ("label", "$L__loop")]
        if not on_way and rng.random() < 0.5:
            ops.append(("setp", "%p1", "%r2", "%r8"))
    values = ["%r3", "%r4"]
    ops += [("mov", v, str(rng.randint(1, 9))) for v in values if rng.random() < 0.8]
    if rng.random() < 0.15:
        ops.append(("add", "%r5", values[0], "1"))
        ops.append(("st", "%r5"))
    negate = rng.choice(["", "not"])
    diamond = rng.random() < 0.4
    ops.append(("bra", "$L__else" if diamond else "$L__join", "%p1", negate))
    if on_way:
        ops.append(("setp", "%p1", "%r8", "1"))
    if rng.random() < 0.15:
        ops.append(("st", values[0]))  # read on the way before its write there
    ops += [("mov", v, str(rng.randint(1, 9))) for v in values if rng.random() < 0.85]
    if diamond:
        ops += [("bra", "$L__join", "", ""), ("label", "$L__else")]
        ops += [("mov", v, str(rng.randint(1, 9))) for v in values if rng.random() < 0.85]
    ops.append(("label", "$L__join"))
    if rng.random() < 0.15:
        ops.append(("setp", "%p1", "%r2", "3"))
    if rng.random() < 0.1:
        ops.append(("mov", values[1], "4"))
    ops += [("add", "%r6", values[0], values[1]), ("add", "%r7", "%r6", "%r1"),
            ("st", "%r7")]
    if loop:
        ops += [("add", "%r8", "%r8", "1"), ("setp", "%p2", "%r8", "3"),
                ("bra", "$L__loop", "%p2", "")]
    ops.append(("ret",))
    return Program(tuple(ops))


def _entry_way(rng: random.Random) -> Program:
    """The kernel starts on the taken way of a branch further down, which a
    loop back reaches: the way runs first without the branch."""
    ops: list[Op] = [("param", "%r1"), ("mov", "%r8", "0"),
                     ("setp", "%p1", "%r1", "2"), ("label", "$L__way"),
                     ("mov", "%r3", str(rng.randint(1, 9))), ("bra", "$L__join", "", ""),
                     ("label", "$L__a"), ("mov", "%r3", str(rng.randint(1, 9))),
                     ("bra", "$L__way", "%p1", rng.choice(["", "not"])),
                     ("label", "$L__join"), ("add", "%r6", "%r3", "%r1"), ("st", "%r6"),
                     ("add", "%r8", "%r8", "1"), ("setp", "%p2", "%r8", "3"),
                     ("bra", "$L__a", "%p2", ""), ("ret",)]
    return Program(tuple(ops))
