"""``audit kernel.ptx``: ptxas's own spill code priced in our model, against our
spill solve of the same kernel under the same register cap.

Per function: ptxas at ``-maxrregcount CAP`` (``CAP`` from ``--registers
r=CAP``; ``.reqntid`` removed) with its registers, its spill instructions and
their cost under our model (:mod:`.sass`: stores and loads at class ``r``'s
costs, ``P2R``/``R2P`` at class ``p``'s, times ``LOOP_SCALE ** loop depth``);
then our spill solve on the target with ``--registers`` applied (one worker,
reordered as ``solve`` reorders a ``.ptx``, so its bound holds over every
legal order, as ptxas schedules: :mod:`~solver_alloc.scheduling.spill_bound`;
``--keep-order``: the PTX's order and that order's bound), its cost and bound,
and the gap. ptxas's figure counts its stores and loads, not its
recomputations, so it is set against our bound on stores and loads alone (the
same bound with remats free). That bound above ptxas's cost means ptxas does
something our model cannot express (it is a defect of the model, never a win):
the audit says so loudly, and ``--json`` has ``bound_exceeds_ptxas``.

What the comparison leaves out. In ptxas's favour (its figure is, if anything,
low, so a bound above it may owe something to these): its rematerialisations
are ordinary SASS and not priced; a ``.64``/``.128`` spill instruction counts
once though it may hold two or four of our values (only the in-order bound of
``--keep-order`` may owe to that: the bound over every order allows for it);
its predicate reloads by ``ISETP``/``LOP3`` are not counted. Against ptxas: it
keeps its stack pointer in ``R1`` once it spills, and in a kernel that spills,
its local-array accesses are priced as spills. Our orders keep each
instruction in its block; ptxas also moves code across blocks.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from solver_alloc.analysis.problem import Problem
from solver_alloc.cli_inputs import UsageError, target_counts, targeted_kernels
from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.audit_report import audit_command
from solver_alloc.frontends.functions import named
from solver_alloc.frontends.ptx_parse import PtxError, read_ptx
from solver_alloc.frontends.ptxas_run import PtxasFunction, PtxasRun, compile_ptx
from solver_alloc.ir import Kernel
from solver_alloc.result import Allocation
from solver_alloc.scheduling.spill_bound import order_free_spill_bound
from solver_alloc.solve import allocate
from solver_alloc.targets import Target
from solver_alloc.verifier.kernel import verify

__all__ = ["PtxAuditRow", "audit_dispatch", "audit_ptx", "fallback_why",
           "ptx_audit_command"]

FALLBACK = "spill-everywhere instead"
"""What a class's certificate says when its plan is the spill-everywhere fallback."""
NOTE = ("ptxas's cost: its STL/LDL and P2R/R2P at our store/load costs, x10 per loop "
        "level; its rematerialisations are invisible in SASS and not priced, so it is "
        "set against our bound on stores and loads alone (remats free); our bounds hold "
        "over every order of each block's instructions")


@dataclass(frozen=True, slots=True)
class PtxAuditRow:
    """One function at one cap (``None`` where a step did not happen)."""

    function: str
    cap: int | None
    ptxas_error: str | None = None
    ptxas_registers: int | None = None
    ptxas_spills: int | None = None
    """Spill instructions (``STL``/``LDL``; 0 when ptxas reports no spill bytes)."""
    ptxas_spills_in_loops: int | None = None
    ptxas_cost: float | None = None
    ptxas_cost_per_register: float | None = None
    """ptxas's cost with each register a wide ``STL``/``LDL`` moves priced as
    one value (a ``STL.64`` may hold one 64-bit value or two 32-bit ones, so its
    plan with each value stored on its own costs between this and
    :attr:`ptxas_cost`; our bound over every order allows for wide spills and is
    set against :attr:`ptxas_cost`, the in-order bound of ``--keep-order`` does
    not)."""
    ptxas_detail: dict[str, object] | None = None
    ptxas_warnings: tuple[str, ...] = ()
    status: str | None = None
    cost: float | None = None
    remats: float | None = None
    """What our plan spends on remats, within :attr:`cost` (ptxas's own
    recomputations are not in its figure)."""
    bound: float | None = None
    bound_stores_loads: float | None = None
    """Our bound over every order with remats free: on stores and loads alone,
    what ptxas's figure counts (``None`` with ``--keep-order``)."""
    fallback: bool = False
    """Our plan is the spill-everywhere fallback for some class."""
    fallback_why: str | None = None
    """Why (the first such class's certificate up to the fallback: what its
    split plan lacked)."""
    seconds: float | None = None
    why: str | None = None
    """Why ours has no plan (the first clause of the allocation's explanation)."""
    refused: str | None = None
    """Why our side could not be solved (the PTX frontend's error)."""

    @property
    def gap(self) -> float | None:
        """How much ptxas's cost exceeds ours, relative to ptxas's (negative: ours
        costs more; ``None`` when ptxas's cost is 0 and ours is not)."""
        if self.ptxas_cost is None or self.cost is None:
            return None
        if self.ptxas_cost <= 0:
            return 0.0 if self.cost <= 0 else None
        return (self.ptxas_cost - self.cost) / self.ptxas_cost

    @property
    def compared_bound(self) -> float | None:
        """The bound set against ptxas's cost: on stores and loads alone when
        known (ptxas's figure leaves out its recomputations), else ours."""
        return self.bound if self.bound_stores_loads is None else self.bound_stores_loads

    @property
    def bound_exceeds_ptxas(self) -> bool:
        b = self.compared_bound
        return self.ptxas_cost is not None and b is not None and b > self.ptxas_cost + 1e-9

    @property
    def bound_exceeds_per_register(self) -> bool:
        """Our bound is above ptxas's cost even with each register of a wide
        spill priced as a value."""
        b, wide = self.compared_bound, self.ptxas_cost_per_register
        return b is not None and wide is not None and b > wide + 1e-9

    @property
    def plan_ptxas_refuses(self) -> bool:
        """We have a plan at a cap where ptxas has too few registers to compile
        (``C7602``): the machine needs something the model does not ask."""
        return self.cost is not None and self.ptxas_error is not None and \
            "C7602" in self.ptxas_error

    def to_json(self) -> dict[str, Any]:
        return asdict(self) | {"gap": self.gap,
                               "bound_exceeds_ptxas": self.bound_exceeds_ptxas,
                               "bound_exceeds_per_register":
                                   self.bound_exceeds_per_register,
                               "plan_ptxas_refuses": self.plan_ptxas_refuses}

    def lines(self) -> list[str]:
        """The function's line, and the warning when our bound is above ptxas."""
        at = f" at -maxrregcount {self.cap}" if self.cap is not None else ""
        if self.ptxas_error is not None:
            theirs = f"ptxas fails{at}: {self.ptxas_error}"
        else:
            detail = self.ptxas_detail or {}
            wide = self.ptxas_cost_per_register
            per = "" if wide is None or wide == self.ptxas_cost else \
                f" ({wide:g} with each register of a wide spill a value)"
            theirs = (f"ptxas{at}: {self.ptxas_registers} registers, "
                      f"{detail.get('describe', '')}; cost {self.ptxas_cost:g}{per} in "
                      "our model")
        if self.refused is not None:
            ours = f"ours not solved: {self.refused}"
        elif self.cost is not None and self.bound is not None:
            fb = "" if not self.fallback else ", spill-everywhere fallback" + (
                f" ({self.fallback_why})" if self.fallback_why else "")
            sl = "" if self.bound_stores_loads is None else \
                f", stores and loads alone {self.bound_stores_loads:g}"
            rm = f"remats {self.remats:g}, " if self.remats else ""
            ours = f"ours {self.status} {self.cost:g} ({rm}bound {self.bound:g}{sl}{fb}), " \
                   f"{self.seconds:.1f} s"
        else:
            why = f" ({self.why})" if self.why else ""
            ours = f"ours {self.status}{why}, {self.seconds:.1f} s"
        gap = "" if self.cost is None or self.ptxas_cost is None else (
            f"; ours is {self.cost - self.ptxas_cost:g} above ptxas's"
            if self.cost > self.ptxas_cost else "; the same cost"
            if self.cost == self.ptxas_cost else f"; ptxas is {self.gap or 0:.1%} above ours")
        out = [f"{self.function}: {theirs}",
               *(f"  ptxas warning: {w}" for w in self.ptxas_warnings), f"  {ours}{gap}"]
        if self.bound_exceeds_ptxas:
            wide = self.ptxas_cost_per_register
            even = "" if wide is None or wide == self.ptxas_cost else (
                f", and its {wide:g} with each register of a wide spill a value"
                if self.bound_exceeds_per_register else
                f" (not its {wide:g} with each register of a wide spill a value"
                + ("; the in-order bound does not allow for wide spills"
                   if self.bound_stores_loads is None else "") + ")")
            out.append(f"  WARNING: our lower bound {self.compared_bound:g} exceeds "
                       f"ptxas's cost {self.ptxas_cost:g}{even}: ptxas does something "
                       "our model does not (defect of the model, not a win)")
        if self.plan_ptxas_refuses:
            out.append("  WARNING: ptxas has too few registers at this cap, where our "
                       "model has a plan: the machine needs something the model does "
                       "not ask (such as the contiguous registers a wgmma accumulator "
                       "block takes), so our plan may not be realisable")
        return out


def remat_cost(problem: Problem, alloc: Allocation) -> float:
    """The cost of ``alloc``'s remats: each value's remat cost times the
    frequency of the block it runs in."""
    kernel = problem.kernel
    starts = kernel.block_starts()
    block_of = {b.name: n for n, b in enumerate(kernel.blocks)}
    total = 0.0
    for op in alloc.operations:
        if op.op != "remat" or op.value is None:
            continue
        r = problem.resolved[op.value]
        n = block_of[op.block] if op.block is not None else max(
            (n for n, s in enumerate(starts) if s <= op.before), default=0)
        total += float(r.remat_cost or 0) * float(kernel.blocks[n].freq)
    return total


def fallback_why(alloc: Allocation) -> str | None:
    """The certificate of the first class whose plan is the fallback, up to
    it (``r: split model, CP-SAT: the plan's pieces found no registers
    (...)``); None when no class's is."""
    cert = alloc.certificate
    end = cert.find(FALLBACK)
    if end < 0:
        return None
    head = cert[:end].rstrip("; ")
    start = max((head.rfind(f"{c}: ") for c in alloc.registers_used), default=-1)
    return head[max(start, 0):]


def _ptxas_side(fn: PtxasFunction | None, run: PtxasRun, name: str) -> dict[str, Any]:
    if run.error is not None:
        return {"ptxas_error": run.error, "ptxas_warnings": run.warnings}
    if fn is None:
        return {"ptxas_error": f"ptxas's output has no function {name!r}"}
    c = fn.cost
    return {"ptxas_warnings": run.warnings,
            "ptxas_registers": fn.registers, "ptxas_spills": c.spills,
            "ptxas_spills_in_loops": c.spills_in_loops, "ptxas_cost": c.cost,
            "ptxas_cost_per_register": c.cost_per_register,
            "ptxas_detail": c.to_json() | {"describe": c.describe(),
                                           "stack_frame": fn.stack_frame,
                                           "spill_store_bytes": fn.spill_store_bytes,
                                           "spill_load_bytes": fn.spill_load_bytes,
                                           "sass_r_registers": fn.sass.used(),
                                           "sass_ur_registers": fn.sass.used(True)}}


def audit_ptx(path: str | Path, target: Target, counts: dict[str, int],
              function: str | None = None, time_limit: float | None = 60.0,
              seed: int = 0, run: PtxasRun | None = None,
              deterministic_time: float | None = None, keep_order: bool = False
              ) -> list[PtxAuditRow]:
    """Audit every function of ``path`` (or the one named) at ``counts['r']``
    (``None``: ptxas uncapped, our target as shipped). ``run``: ptxas's run of
    that file at that cap (else it is compiled here). The time limit is shared
    out evenly over the functions still to solve; :class:`SolverAllocError` for
    an unreadable file (not PTX, no such function)."""
    cap = counts.get("r")
    inputs = targeted_kernels(str(path), target, counts, function)
    names = [f.name for f in named(read_ptx(path), function, path, PtxError)]
    if not names:
        raise PtxError(f"{path}: no .entry or .func in it (is it PTX?)")
    if run is None:
        run = compile_ptx(Path(path).read_text(), target, cap, shown=str(path))
    rows, start = [], time.monotonic()
    for n, (name, inp) in enumerate(zip(names, inputs, strict=True)):
        kernel = inp.kernel
        if not isinstance(kernel, Kernel):
            rows.append(PtxAuditRow(name, cap, refused=str(kernel),
                                    **_ptxas_side(run.function(name), run, name)))
            continue
        theirs = _ptxas_side(run.function(name), run, name)
        t0 = time.monotonic()
        problem = Problem.from_kernel(kernel, inp.target)
        stores_loads = None if keep_order else float(order_free_spill_bound(
            problem, remats_free=True).total)
        limit = None if time_limit is None else max(
            0.01, (time_limit - (time.monotonic() - start)) / (len(inputs) - n))
        alloc = allocate(kernel, inp.target, objective="spill", time_limit=limit,
                         seed=seed, workers=1, deterministic_time=deterministic_time,
                         reorder=not keep_order)
        seconds = time.monotonic() - t0
        if alloc.is_feasible and not verify(kernel, inp.target, alloc).valid:
            raise SolverAllocError(f"{path}: function {kernel.name!r}: our own allocation "
                                   "fails the verifier (a bug: please report it)")
        why_fallback = fallback_why(alloc)  # None: no class fell back
        rows.append(PtxAuditRow(
            name, cap, status=alloc.status.value,
            cost=alloc.objective if alloc.is_feasible else None,
            remats=remat_cost(problem, alloc) if alloc.is_feasible else None,
            bound=alloc.bound, bound_stores_loads=stores_loads,
            fallback=why_fallback is not None, fallback_why=why_fallback or None,
            seconds=round(seconds, 3),
            why=None if alloc.is_feasible else alloc.explanation.split(";")[0],
            **theirs))
    return rows


def ptx_audit_command(args: argparse.Namespace, prog: str = "solver-alloc") -> int:
    """``solver-alloc audit kernel.ptx``: print each function's row (or JSON); exit
    1 when ptxas failed or ours was not solved for every function, else 0 (also
    when our bound exceeds ptxas's cost: the warning says it)."""
    if args.post is not None:
        raise UsageError(f"audit {args.pre}: a .ptx file is audited alone (ptxas "
                         f"compiles it), without a second file ({args.post})")
    if args.output is not None or args.no_warm_start:
        raise UsageError("-o and --no-warm-start are for the LLVM audit (.mir files)")
    if not Path(args.pre).is_file():
        raise UsageError(f"{args.pre}: no such file")
    target, counts = target_counts(args)
    rows = audit_ptx(args.pre, target, counts, args.function, args.time_limit,
                     args.seed, deterministic_time=args.deterministic_time,
                     keep_order=args.keep_order)
    if args.json:
        print(json.dumps([r.to_json() for r in rows], indent=1))
    else:
        print("\n".join([line for r in rows for line in r.lines()] + [NOTE]))
    for r in rows:
        if r.ptxas_error is not None:
            print(f"{prog}: ptxas: {r.ptxas_error}", file=sys.stderr)
            break
    return 1 if any(r.ptxas_error is not None or r.cost is None for r in rows) else 0


def audit_dispatch(args: argparse.Namespace) -> int:
    """``solver-alloc audit``: a ``.ptx`` file against ptxas
    (:func:`ptx_audit_command`), else LLVM MIR PRE and POST
    (:func:`~solver_alloc.frontends.audit_report.audit_command`)."""
    if Path(args.pre).suffix == ".ptx":
        return ptx_audit_command(args)
    if getattr(args, "keep_order", False):
        raise UsageError(f"audit {args.pre}: --keep-order is for a .ptx audit (LLVM's "
                         "allocator keeps the order it is given)")
    if args.post is None:
        raise UsageError(f"audit {args.pre}: LLVM's audit needs the post-RA twin: "
                         "audit PRE.mir POST.mir (only a .ptx file is audited alone)")
    return audit_command(args)

