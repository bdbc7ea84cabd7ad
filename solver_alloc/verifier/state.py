"""The simulation's state between instructions: where each value is, which
values memory holds, and what the machine rules remember."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(slots=True)
class State:
    loc: dict[str, tuple[str, ...]] = field(default_factory=dict)
    mem: set[str] = field(default_factory=set)
    act: str | None = None
    lost: dict[str, str] = field(default_factory=dict)
    """Why a value has no location (overwritten, or disagreement at a join)."""
    stale: dict[str, frozenset[str]] = field(default_factory=dict)
    """Value with ``remat_from`` -> the values it reads that were written since
    its def (on some path): a remat may not read those."""
    holder: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """Register -> the values in it (the inverse of ``loc``: two after a copy
    into the register its source is in), so a write finds what it overwrites
    in O(width)."""

    def copy(self) -> State:
        return State(dict(self.loc), set(self.mem), self.act, dict(self.lost),
                     dict(self.stale), dict(self.holder))

    def place(self, v: str, regs: tuple[str, ...]) -> None:
        """``v`` is (only) in ``regs``; nothing else is checked."""
        self.drop(v)
        self.loc[v] = regs
        for r in regs:
            self.holder[r] = (*self.holder.get(r, ()), v)

    def drop(self, v: str) -> tuple[str, ...]:
        """``v`` leaves its registers (returned)."""
        regs = self.loc.pop(v, ())
        for r in regs:
            rest = tuple(x for x in self.holder.get(r, ()) if x != v)
            if rest:
                self.holder[r] = rest
            else:
                self.holder.pop(r, None)
        return regs

    def same(self, other: State) -> bool:
        """What the fixed point compares: locations, memory and the loaded set;
        never the ``lost`` explanations, which grow by one path per pass."""
        return self.act == other.act and self.loc == other.loc and self.mem == other.mem
