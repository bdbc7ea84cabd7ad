"""The run's budget policy: every share, round count and seconds constant of
the spill solve, in one frozen value.

A phase never chooses its own time: it takes its share from
:attr:`~solver_alloc.solving.SolveOptions.policy` (``opts.policy.nogood_share``),
so what a phase gets is read here, not worked out from call order. A test or a
caller that wants another policy passes one (``SolveOptions(policy=replace(
BudgetPolicy(), evict_rounds=0))``) instead of patching a module.

Shares are fractions of the budget left when the phase starts
(:meth:`~solver_alloc.solving.SolveOptions.share`); ``*_seconds`` are wall
seconds unless marked deterministic; rounds and counts bound loops so that a
run reproduces. Why each value is what it is, with the runs that chose it:
``docs/budget.md``.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT_POLICY", "BudgetPolicy"]


@dataclass(frozen=True, slots=True)
class BudgetPolicy:
    """Every budget constant of the spill solve (one line of reason each)."""

    # -- the spill objective's first step ------------------------------------
    colour_share: float = 0.2
    """Colouring whole values first when MaxLive fits: the split model keeps the rest."""

    # -- per class: modes and warm starts ------------------------------------
    deferred_seconds_per_segment: float = 2.5e-3
    """Kept back, per segment of a class planned later because its remats read
    a class's values, from each class planned before it (at most a tenth)."""
    no_host_share: float = 0.5
    """A class spilling into a host that may recompute instead (PTX predicates):
    the solve with no host register, whose bound holds either way; the solve
    with the host has the rest when that plan needs one."""
    whole_share: float = 0.75
    """A kernel read in 16-bit halves: the plan in whole registers; the model in
    halves (its bound, and a plan that packs) has the rest."""
    split_share_cold: float = 0.6
    """The split model with no warm start: the spill-everywhere fallback keeps the rest."""
    everywhere_share: float = 0.1
    """The spill-everywhere plan that warm-starts a class Belady's plan cannot."""

    # -- the refinement loop of the exact mode (master -> colour -> cut) ------
    nogood_rounds: int = 200
    """Refuted plans one class's loop rules out before the repairs take over."""
    nogood_share: float = 0.25
    """What the cut rounds take of the budget left at the first cut."""
    nogood_share_cutoff: float = 0.75
    """The same under a cutoff: a raised bound may settle the solve."""
    lp_share: float = 0.6
    """Most the LP bound of a model over several blocks takes before CP-SAT."""
    plan_colour_share: float = 0.5
    """Colouring one plan's pieces: a plan out of reach leaves time for the repairs."""
    core_share: float = 0.5
    """Naming a refuted plan's core once an evicted plan is there to fall back on."""
    core_tests: int = 48
    """Colourings the deletion filter runs per refuted plan."""
    needless_share: float = 0.2
    """Finding the holds a refuted core does not need, per refuted plan."""
    assumed_core_seconds: float = 0.5
    """Deterministic seconds CP-SAT takes to name the pieces its refutation needs."""
    colour_seconds_per_segment: float = 4e-4
    """Wall seconds per segment the first solve leaves for colouring its plan."""
    exact_colour_seconds: float = 5e-6
    """Seconds per piece and register below which the exact colouring is not started."""

    # -- repairs --------------------------------------------------------------
    evict_rounds: int = 8
    """Re-solves with more pieces evicted."""
    evict_most: int = 8
    """Most values one eviction round takes pieces of: eviction mends near misses."""
    greedy_rounds: int = 3
    """Colourings of the greedy split plan, each without the values the one before
    left out (:func:`~solver_alloc.spill.heuristics.greedy.greedy_start`)."""
    evict_share: float = 0.5
    """What eviction takes: a re-plan needs the rest when it fails."""
    room_left: float = 0.25
    """Least share of the whole budget left after eviction for room to be tried."""
    room_share: float = 0.5
    """The roomier plan's solve: the rest colours it and evicts what still does not fit."""
    repair_tries: int = 3
    """Pinned re-plans, each counting fewer registers than the last."""
    refine_share: float = 0.5
    """One bisection step of a pinned re-plan: the plan in hand needs none."""
    repair_colour_share: float = 0.25
    """Colouring one pinned re-plan: the next try needs the time."""
    exact_cover: float = 4.0
    """Times the greedy spill-everywhere's seconds left for the exact cover to run."""
    exact_first_share: float = 0.5
    """The exact colouring of an optimal spill set, before the squeezed greedy set."""
    squeezes: tuple[int, ...] = (1, 2, 4, 8, 16)
    """Registers fewer the greedy spill set is planned for, in turn."""

    # -- regions (large CFG classes) -----------------------------------------
    tail_reserve: float = 2.5
    """Times the greedy spill-everywhere's seconds a class planned by regions keeps."""
    plan_share: float = 0.9
    """The regions' plan and bound; the windows take the rest."""
    lns_share: float = 0.7
    """The windows' share of what the plan leaves."""
    late_share: float = 0.7
    """Bounds the plan left for later, of what is left after it."""
    window_seconds: float = 1.0
    """Least wall seconds a window is given: with less it stops at its hint."""
    full_pace: int = 800
    """Live segments per second of budget up to which regions take the full size."""
    small_region: int = 250
    """Live segments per region of a class larger than ``full_pace`` allows."""
    adapter_share: float = 0.5
    """The adapting regions' share of a rescue (the whole plan's colouring takes the rest)."""
    adapters: int = 3
    """Regions tried as the adapter, back from the first one not planned."""
    ahead: int = 3
    """Regions encoded ahead of the one being planned (bounds memory)."""
    prior_seconds: float = 0.3
    """Wall seconds a region is first expected to take; then the mean so far."""
    region_rounds: int = 8
    """Refuted plans a region (or window) rules out before it gives up."""
    guess_rounds: int = 3
    """Guessed values a region short of time rules out."""
    region_floor: float = 0.25
    """Least share of the plan's remaining budget a region may take."""
    region_colour_seconds: float = 5.0
    """Deterministic seconds one region's feasibility colouring may take."""
    quick_colour_seconds: float = 1.0
    """The same when the budget is short."""
    core_check_seconds: float = 0.2
    """Deterministic seconds each check of a window's core may take."""
    process_regions: int = 16
    """Regions from which a class's bounds are solved in processes of their own."""
    processes: int = 2
    """Processes that share those bounds."""

    # -- callee-saved registers ----------------------------------------------
    search_floors: float = 4.0
    """Solves' floors the budget must hold for the callee-saved search to run."""
    joint_share: float = 0.6
    """The joint bound of a class's callee-saved registers, before its search."""
    joint_cuts: int = 50
    """Refuted plans the joint model cuts."""


DEFAULT_POLICY = BudgetPolicy()
"""The policy every run uses unless its options carry another."""
