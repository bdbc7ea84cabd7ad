"""Brute-force oracles for the tests: they share no code with the solvers, so a
status or an optimum can be checked against something that could not have made
the same mistake."""

from solver_alloc import Kernel


def reachable_blocks(k: Kernel) -> set[int]:
    """Indices of the blocks some path from the entry reaches."""
    index = {b.name: n for n, b in enumerate(k.blocks)}
    reach, todo = {0}, [0]
    while todo:
        for s in k.blocks[todo.pop()].succs:
            if index[s] not in reach:
                reach.add(index[s])
                todo.append(index[s])
    return reach
