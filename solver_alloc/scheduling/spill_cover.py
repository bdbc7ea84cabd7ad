"""Which values leave their registers at one point, at least cost: the covering
problems behind :mod:`~solver_alloc.scheduling.spill_bound`.

At a point where ``e`` units of width too many are live, values leave. Value
``v`` (width ``w_v``) leaving costs a store share ``s_v`` and a load share
``l_v`` (:meth:`~solver_alloc.scheduling.spill_bound._ValueCosts.parts`).

**One value per instruction** (:func:`cover`): each value's store and load are
instructions of their own, so the cost is ``sum_v (s_v + l_v) x_v`` over a
choice covering ``e``; its fractional relaxation (cheapest cost per unit of
width first, the last one in part) is a lower bound.

**Wide spill instructions** (:func:`grouped_cover`): a store or load may move
up to ``M`` units of adjacent registers at once (ptxas's ``STL.128``: four
registers, eight halves). One such instruction runs where each value it moves
is live, so its cost is at least the largest share of the values it moves. Cut
every leaving value into its units, each unit carrying its value's shares. Any
plan moves a set ``U`` of at least ``e`` units and its stores partition ``U``
into groups of at most ``M`` (a remat, or a value already in memory, is a group
of its own at its shares, which the remat cost covers: ``s_v + l_v <= remat_v``
by construction). With the groups' maxima sorted in decreasing order
``g_1 >= g_2 >= ...``, the ``jM`` largest units fill at most ``j`` groups, so
``g_{j+1}`` is at least the ``(jM + 1)``-th largest unit; and the ``n``
cheapest units are each no dearer than the ``n`` units ``U`` holds in the same
rank. So with ``a_1 <= ... <= a_e`` the ``e`` cheapest store shares,

    ``stores >= a_e + a_{e-M} + a_{e-2M} + ...``

and the same for loads, on their own cheapest units (a lower bound on the sum
of two minima is the sum of the two). Where no instruction moves more than
one value, :func:`cover` is used: it prices a value's store and load together,
and a value wider than ``M`` units moved by one instruction would break the
rule above.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import numpy.typing as npt

__all__ = ["cover", "cover_float", "grouped_cover", "grouped_cover_float"]


def cover(costs: list[Fraction | None], widths: list[int], excess: int) -> Fraction:
    """The fractional covering bound: cheapest cost per unit of width first,
    until ``excess`` units have left (all that can, when fewer can)."""
    able = sorted((c / w, c, w) for c, w in zip(costs, widths, strict=True)
                  if c is not None and w > 0)
    total, left = Fraction(0), excess
    for ratio, c, w in able:
        if left <= 0:
            break
        total += c if w <= left else ratio * left
        left -= w
    return total


def cover_float(c: npt.NDArray[np.float64], w: npt.NDArray[np.int64], excess: int) -> float:
    """:func:`cover` in floats, to find the best point fast."""
    order = np.argsort(c / w, kind="stable")
    cw = np.cumsum(w[order])
    k = int(np.searchsorted(cw, excess))  # items before k leave whole
    if k >= len(order):
        return float(c.sum())
    before = float(c[order[:k]].sum())
    done = int(cw[k - 1]) if k else 0
    j = order[k]
    return before + float(c[j]) * (excess - done) / float(w[j])


def _every_mth_from_the_top(units: list[Fraction], excess: int, m: int) -> Fraction:
    """``a_n + a_{n-m} + ...`` over the ``n = min(excess, len)`` cheapest units."""
    chosen = sorted(units)[:excess]
    return sum(chosen[len(chosen) - 1::-m], Fraction(0))


def grouped_cover(parts: list[tuple[Fraction, Fraction] | None], widths: list[int],
                  excess: int, m: int) -> Fraction:
    """The bound when one store or load moves up to ``m`` units: on stores and
    on loads apart, the cheapest ``excess`` units' every ``m``-th share from
    the dearest (the module's docstring)."""
    stores: list[Fraction] = []
    loads: list[Fraction] = []
    for p, w in zip(parts, widths, strict=True):
        if p is not None and w > 0:
            stores += [p[0]] * w
            loads += [p[1]] * w
    return (_every_mth_from_the_top(stores, excess, m)
            + _every_mth_from_the_top(loads, excess, m))


def grouped_cover_float(s: npt.NDArray[np.float64], ld: npt.NDArray[np.float64],
                        w: npt.NDArray[np.int64], excess: int, m: int) -> float:
    """:func:`grouped_cover` in floats (the values given can all leave)."""
    total = 0.0
    for share in (s, ld):
        units = np.sort(np.repeat(share, w))[:excess]
        total += float(units[len(units) - 1::-m].sum())
    return total
