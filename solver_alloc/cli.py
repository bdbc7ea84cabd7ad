"""Command line: ``solver-alloc solve | verify | info | check | plan | audit | targets
| campaign``.

Exit codes: 0 success (an allocation, a valid verdict), 1 a negative answer
(infeasible, unknown, invalid), 2 bad input or usage. Errors are one line on
stderr, never a traceback (``-v`` shows one for internal errors).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from solver_alloc.backends import BACKENDS, Objective, backends_help
from solver_alloc.campaign.commands import add_campaign_parser
from solver_alloc.cli_emit import MirEmission, add_emit_args
from solver_alloc.cli_info import info_lines, targets_lines
from solver_alloc.cli_inputs import (
    UsageError,
    bounded_int,
    is_stdout,
    one_input,
    register_overrides,
    target_counts,
    targeted_kernels,
    warm_start,
)
from solver_alloc.costing import RunBudget, load_seconds, run_started
from solver_alloc.errors import SolverAllocError
from solver_alloc.formats.allocation import load_allocation, save_allocation
from solver_alloc.formats.listing import listing
from solver_alloc.frontends.mir_listing import mir_listing
from solver_alloc.frontends.ptx_audit import audit_dispatch
from solver_alloc.frontends.registry import KERNEL_JSON, frontend_for
from solver_alloc.interrupt import catching, interrupted
from solver_alloc.ir import InterferenceGraph, Kernel
from solver_alloc.memory import release_freed
from solver_alloc.programs.plan import plan
from solver_alloc.programs.program import load_program
from solver_alloc.programs.verdict import CHECK_SECONDS, Fits, verdict
from solver_alloc.result import Allocation
from solver_alloc.solve import OBJECTIVES, allocate
from solver_alloc.solving import DEFAULT_TIME_LIMIT, MAX_TIME_LIMIT
from solver_alloc.targets import Target, load_target
from solver_alloc.verifier.kernel import verify

PROG = "solver-alloc"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {_one_line(message)} (see --help)\n")




def _seconds(text: str) -> float:
    """argparse type: a positive, finite number of seconds (at most a week)."""
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected seconds, got {text!r}") from None
    if not (0 < x <= MAX_TIME_LIMIT):  # also rejects nan
        raise argparse.ArgumentTypeError(f"expected seconds in (0, {MAX_TIME_LIMIT:g}], "
                                         f"got {text!r}")
    return x


def _add_limit_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--time-limit", type=_seconds, default=DEFAULT_TIME_LIMIT,
                   metavar="S", help="wall-clock seconds for the whole run "
                   f"(default {DEFAULT_TIME_LIMIT:g})")
    p.add_argument("--deterministic-time", type=_seconds, default=None, metavar="S",
                   help="CP-SAT deterministic seconds per solver call: reproducible "
                        "on any machine while the wall-clock limit does not bind")
    p.add_argument("--seed", type=bounded_int(0, 2**31 - 1), default=0)


def _target(args: argparse.Namespace) -> Target:
    return load_target(args.target, register_overrides(args.registers or []))


def _input(args: argparse.Namespace) -> tuple[Kernel | InterferenceGraph, Target]:
    """The one kernel ``args`` name and its target; what ``--registers`` dropped
    from it is said on stderr."""
    inst, target, notes = one_input(args, *target_counts(args))
    for note in notes:
        print(f"{PROG}: {note}", file=sys.stderr)
    return inst, target


def _progress(seconds: float, objective: float, bound: float) -> None:
    """One stderr line per anytime round: how the plan and the bound converge."""
    gap = (objective - bound) / objective if objective else 0.0
    print(f"  [{seconds:7.1f} s] cost {objective:g}, bound {bound:g}, gap {gap:.2%}",
          file=sys.stderr, flush=True)


def _cmd_solve(args: argparse.Namespace) -> int:
    """Solve each kernel (each function of a .mir or .ptx file) in its floor and
    an equal share of the time the floors leave (a limit below them is refused
    before any solve: :class:`~solver_alloc.costing.RunBudget`); with several,
    ``-o`` is a folder of ``<name>.json``. Ctrl-C stops the solvers: the best
    plan by then is printed (and written), the functions not started are
    skipped, exit 130."""
    with catching():
        code, skipped = _solve_all(args)
        if interrupted():
            rest = f"; {skipped} function(s) not started" if skipped else ""
            print(f"{PROG}: interrupted: the result above is the best found by "
                  f"then{rest}", file=sys.stderr)
            return 130
    return code


def _solve_all(args: argparse.Namespace) -> tuple[int, int]:
    """:func:`_cmd_solve`'s work: the exit code, and how many functions an
    interrupt left unstarted."""
    base, counts = target_counts(args)
    if not Path(args.kernel).exists():
        raise UsageError(f"{args.kernel}: no such file")
    run = RunBudget(args.kernel, args.time_limit, args.started)
    run.need(load_seconds(args.kernel), "it needs", "to load")
    inputs = targeted_kernels(args.kernel, base, counts, args.function)
    floors, code = run.floors([i.kernel for i in inputs], Objective(args.objective)), 0
    emit = MirEmission.of(args, base)
    for n, (inst, target, notes, mir) in enumerate(
            (i.kernel, i.target, i.notes, i.mir) for i in inputs):
        if interrupted():
            return code, len(inputs) - n
        for note in notes:
            print(f"{PROG}: {note}", file=sys.stderr)
        if isinstance(inst, SolverAllocError):  # this function only; the others run
            print(f"{PROG}: error: {_one_line(str(inst))}", file=sys.stderr)
            code = 2
            emit.refuse(inst)
            continue
        limit, floors = run.limit_of(floors), floors[1:]
        out = args.output
        if out and len(inputs) > 1:
            Path(out).mkdir(parents=True, exist_ok=True)
            out = str(Path(out) / f"{inst.name}.json")
        warm = warm_start(args, inst.name, len(inputs) > 1)
        emit.check(warm)
        one, alloc = _solve_one(args, target, inst, limit, out, warm, emit.viewer(inst, mir))
        code = max(code, one)
        emit.add(inst.name, alloc if one == 0 else None)
    if not interrupted():
        emit.write()
    return code, 0


def _solve_one(args: argparse.Namespace, target: Target,
               inst: Kernel | InterferenceGraph, limit: float | None,
               output: str | None, warm: Allocation | None = None,
               view: Callable[[Allocation], Allocation] | None = None
               ) -> tuple[int, Allocation]:
    """Solve and verify one kernel in ``limit`` seconds, then write and print it;
    the exit code (0: a valid allocation) and the allocation."""
    alloc = allocate(inst, target, objective=args.objective, backend=args.backend,
                     warm_start=warm, time_limit=limit,
                     deterministic_time=args.deterministic_time, seed=args.seed,
                     workers=args.workers,
                     keep_order=args.keep_order,
                     reorder=not args.keep_order and (  # .ptx: on unless --keep-order
                         args.reorder or frontend_for(args.kernel, KERNEL_JSON).reorder),
                     progress=_progress if args.verbose or sys.stderr.isatty() else None)
    lines = [alloc.summary(args.time_limit)]
    valid = True
    if alloc.is_feasible:
        if isinstance(inst, Kernel):
            inst.forget()  # the solver's analyses: the verifier builds its own
        release_freed()
        report = verify(inst, target, alloc)
        valid = report.valid
        lines.append(f"  verifier: valid (recomputed cost {report.cost:g}, registers "
                     f"{dict(report.registers_used)})" if valid else
                     f"  verifier: INVALID ({len(report.violations)} violations), "
                     f"first: {report.violations[0]}")
        if valid and view is not None:
            alloc = view(alloc)
        if args.listing and isinstance(inst, Kernel):
            lines.append(listing(inst, alloc))
            if alloc.machine:  # the same function in the compiler's terms
                lines.append("MIR written back:\n" + "\n".join(
                    "  " + line for line in alloc.machine["body"]))
    to = sys.stdout
    if output:  # written before printing, so a closed stdout cannot lose it
        if is_stdout(output):  # `-o /dev/stdout | jq`: the pipe gets the JSON alone
            to = sys.stderr
            sys.stdout.flush()
        save_allocation(alloc, output)
        lines.append(f"  allocation written to {output}")
    print("\n".join(lines), file=to)
    return 0 if alloc.is_feasible and valid else 1, alloc


def _cmd_verify(args: argparse.Namespace) -> int:
    inst, target = _input(args)
    alloc = load_allocation(args.allocation)
    MirEmission(args.kernel, None, target).check(alloc)
    report = verify(inst, target, alloc)
    if args.json:
        print(json.dumps({"valid": report.valid, "cost": report.cost,
                          "registers_used": dict(report.registers_used),
                          "violations": [str(v) for v in report.violations]}, indent=1))
    elif report.valid:
        print(f"valid: cost {report.cost:g}, registers used "
              f"{dict(report.registers_used)}")
    else:
        print(f"INVALID: {len(report.violations)} violations")
        for v in report.violations:
            print(f"  {v}")
    return 0 if report.valid else 1


def _cmd_info(args: argparse.Namespace) -> int:
    if (listing := mir_listing(args.kernel, args.function)) is not None:
        print(listing)  # a .mir file of several functions: their names and sizes
        return 0
    print("\n".join(info_lines(*_input(args))))
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    kernel, target = _input(args)
    if isinstance(kernel, InterferenceGraph):
        raise UsageError("check takes a kernel, not a .col graph")
    with catching(keep=False):  # Ctrl-C: stop its solves at once
        v = verdict(kernel, target, args.time_limit, args.seed)
    print("\n".join(v.lines(kernel.name, target.name)))
    return 0 if v.fits is Fits.YES else 1


def _cmd_plan(args: argparse.Namespace) -> int:
    target = _target(args)
    if not Path(args.program).exists():
        raise UsageError(f"{args.program}: no such file")
    program = load_program(args.program)
    result = plan(program, target, time_limit=args.time_limit,
                  deterministic_time=args.deterministic_time, seed=args.seed)
    if not result.feasible:
        print(f"program {program.name} on {target.name}: no split fits: "
              f"{result.explanation}")
        return 1
    names = [k.name for k in program.kernels]
    print(f"program {program.name} on {target.name}: {len(result.units)} compile "
          f"unit(s), total cost {result.cost:g}")
    for k, u in enumerate(result.units):
        print(f"unit {k + 1}: {' + '.join(names[u.first:u.last + 1])}")
        print("  " + u.allocation.summary().replace("\n", "\n  "))
    for b in result.breaks:
        print(f"break after {names[b.after]}: {b.reason}")
    return 0


def _cmd_targets(args: argparse.Namespace) -> int:
    print("\n".join(targets_lines()))
    return 0


def _add_target_args(p: argparse.ArgumentParser, every: bool = False) -> None:
    p.add_argument("--target", "-t", required=True,
                   help="shipped target name (see `targets`) or a .toml path")
    p.add_argument("--registers", action="append", metavar="CLASS=N",
                   help="override a class's register count for this run (repeatable)")
    p.add_argument("--function", "--entry", dest="function", metavar="NAME",
                   help="the function of an LLVM .mir file or the entry of a PTX .ptx "
                        "file (" + ("all when not named" if every else
                                    "needed when the file holds several") + ")")



def _one_line(text: str) -> str:
    """``text`` with line breaks shown as ``\\n`` (a path may hold one)."""
    return text.replace("\r", "\\r").replace("\n", "\\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for documentation and tests)."""
    parser = _Parser(prog=PROG, description="Exact register allocation for "
                     "accelerator and GPU kernels.")
    parser.add_argument("-v", "--verbose", action="count", default=0,
                        help="log solver progress to stderr (-vv: CP-SAT's own "
                             "search log too)")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    p = sub.add_parser("solve", help="allocate registers for a kernel, a .col graph, "
                       "or the functions of an LLVM .mir or PTX .ptx file")
    p.add_argument("kernel")
    _add_target_args(p, every=True)
    p.add_argument("--objective", choices=OBJECTIVES, default="registers")
    p.add_argument("--backend", choices=list(BACKENDS), default="auto",
                   help=backends_help())
    _add_limit_args(p)
    p.add_argument("--workers", type=bounded_int(1, 256), default=1)
    p.add_argument("--keep-order", action="store_true",
                   help="never reorder instructions (by default activations may move "
                        "within their dependences to batch table loads, and a .ptx "
                        "kernel is reordered as by --reorder)")
    p.add_argument("--reorder", action="store_true",
                   help="allocate in a legal instruction order of lower register "
                        "pressure (spill: the cheaper of that order and the given "
                        "one), with MaxLive's bound over all orders (the default "
                        "for .ptx input)")
    p.add_argument("-o", "--output", help="write the allocation JSON here")
    p.add_argument("--warm-start", metavar="FILE",
                   help="an allocation to beat (e.g. the compiler's): returned if it "
                        "is valid and cheaper; a folder of <function>.json for .mir")
    p.add_argument("--listing", action="store_true", help="print the kernel's "
                   "instructions with the registers and inserted spill code")
    add_emit_args(p)
    p.set_defaults(func=_cmd_solve)
    p = sub.add_parser("verify", help="check an allocation of a kernel")
    p.add_argument("kernel")
    p.add_argument("allocation")
    _add_target_args(p)
    p.add_argument("--json", action="store_true", help="machine-readable report")
    p.set_defaults(func=_cmd_verify)
    p = sub.add_parser("info", help="values, classes and MaxLive of a kernel")
    p.add_argument("kernel")
    _add_target_args(p)
    p.set_defaults(func=_cmd_info)
    p = sub.add_parser("check", help="does a kernel fit a target (features, "
                       "registers, activation sets, then a plan found and "
                       "verified)? exit 0 yes, 1 no or unknown")
    p.add_argument("kernel")
    _add_target_args(p)
    p.add_argument("--time-limit", type=_seconds, default=CHECK_SECONDS, metavar="S",
                   help="wall-clock seconds to look for a plan (default "
                        f"{CHECK_SECONDS:g}); none found nor proven impossible by "
                        "then: unknown")
    p.add_argument("--seed", type=bounded_int(0, 2**31 - 1), default=0)
    p.set_defaults(func=_cmd_check)
    p = sub.add_parser("plan", help="split a program into compile units that fit")
    p.add_argument("program")
    _add_target_args(p)
    _add_limit_args(p)
    p.set_defaults(func=_cmd_plan)
    p = sub.add_parser("audit", help="LLVM's allocation of each function of a MIR "
                       "file (or ptxas's of a .ptx file) against the optimum: its cost "
                       "under our model, ours, and the gap")
    p.add_argument("pre", help="llc -stop-before=greedy output, or a .ptx file")
    p.add_argument("post", nargs="?", help="llc -stop-after=virtregrewriter output, "
                   "same input (not for .ptx: ptxas runs at --registers r=CAP)")
    _add_target_args(p)
    _add_limit_args(p)
    p.add_argument("--json", action="store_true", help="one JSON record per function")
    p.add_argument("-o", "--output", metavar="DIR", help="write <function>.llvm.json, "
                   ".ours.json and .diff.txt (spill code per block) here")
    p.add_argument("--no-warm-start", action="store_true", help="return our solver's "
                   "plan even where LLVM's costs less")
    p.add_argument("--keep-order", action="store_true", help=".ptx: solve in the PTX's "
                   "order, with that order's bound (by default reordered, the bound "
                   "over every legal order, as ptxas schedules)")
    p.set_defaults(func=audit_dispatch)
    p = sub.add_parser("targets", help="list the shipped targets")
    p.set_defaults(func=_cmd_targets)
    add_campaign_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code."""
    # --time-limit counts from the process's start when it runs as the command
    started = run_started() if argv is None else time.monotonic()  # (argv None)
    args = build_parser().parse_args(argv)
    args.started = started
    if args.verbose:
        logging.basicConfig(level=logging.DEBUG if args.verbose > 1 else logging.INFO,
                            format="%(message)s")
    try:
        return int(args.func(args))
    except SolverAllocError as e:  # one line, whatever a path or a name holds
        print(f"{PROG}: error: {_one_line(str(e))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # output piped into e.g. `head`: stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except Exception as e:  # a bug of ours: still one line, traceback with -v
        if args.verbose:
            raise
        print(f"{PROG}: internal error: {type(e).__name__}: {_one_line(str(e))} (rerun "
              "with -v for details)", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
