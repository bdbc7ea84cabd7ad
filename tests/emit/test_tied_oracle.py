"""The solver against an exhaustive search with register identities on tiny
straight-line kernels with tied uses: no plan it returns breaks a tie (the
verifier checks), OPTIMAL is the oracle's optimum, and there is a plan exactly
where the oracle finds one."""

from __future__ import annotations

from helpers import assert_matches_identity_search, kernel, toy_target
from hypothesis import given, settings
from hypothesis import strategies as st
from thorough import examples

from solver_alloc import Kernel


@st.composite
def tied_kernels(draw: st.DrawFn) -> Kernel:
    """Up to six instructions over four values; some read a value and write it in
    place (tied), as x86's two-address instructions do."""
    instrs: list[dict[str, object]] = []
    defined: list[str] = []
    for _ in range(draw(st.integers(2, 6))):
        uses = draw(st.lists(st.sampled_from(defined), max_size=2, unique=True)) \
            if defined else []
        if uses and draw(st.booleans()):
            instrs.append({"op": "add", "uses": uses, "defs": [uses[0]],
                           "tied": [uses[0]]})
            continue
        fresh = f"v{len(defined)}" if len(defined) < 4 else None
        defs = [fresh] if fresh and draw(st.booleans()) else []
        instrs.append({"op": "op", "uses": uses, "defs": defs})
        defined += defs
    live_out = draw(st.lists(st.sampled_from(defined), max_size=1)) if defined else []
    return kernel(instrs, live_out=live_out)


@settings(max_examples=examples(60), deadline=None)
@given(tied_kernels(), st.integers(1, 2))
def test_no_plan_breaks_a_tie_or_beats_the_exhaustive_optimum(k: Kernel, n: int) -> None:
    t = toy_target(count=n, widths=(1,))
    assert_matches_identity_search(k, t)
