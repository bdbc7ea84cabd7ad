"""The cheapest activation-set plan of a chain of blocks (each falls through to
the next), by a shortest path over (position, loaded set); shares no code with
:mod:`solver_alloc.activation`. A set may be loaded at any position: before any
instruction (at its block's frequency) or at a block's end (at that block's
frequency, which differs from the next block's start). No set budget."""

from __future__ import annotations

from fractions import Fraction

from solver_alloc import Kernel, Target


def cheapest_act_plan(k: Kernel, t: Target) -> Fraction | None:
    act = t.activation
    assert act is not None
    names = [s.name for s in act.sets]
    serve = {s.name: set(s.functions) | set(act.resident) for s in act.sets}
    load = Fraction(act.load_cost)
    best: dict[str | None, Fraction] = {act.initial_set: Fraction(0)}

    def switch(freq: float) -> None:
        """Optionally load any set here."""
        cheapest = min(best.values())
        for s in names:
            c = cheapest + load * Fraction(freq)
            if c < best.get(s, c + 1):
                best[s] = c

    for b in k.blocks:
        for ins in b.instrs:
            switch(b.freq)
            if ins.act is not None:
                fn = act.aliases.get(ins.act, ins.act)
                for s in list(best):
                    if s is None or fn not in serve[s]:
                        del best[s]
                if not best:
                    return None
        switch(b.freq)  # at the block's end
    return min(best.values())
