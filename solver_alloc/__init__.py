"""solver_alloc: exact, certified register allocation for accelerator and GPU kernels.

The public API::

    from solver_alloc import load_kernel, load_target, allocate, verify
    kernel = load_kernel("instances/seed000_gather.json")
    target = load_target("trn2")
    alloc = allocate(kernel, target)
    assert verify(kernel, target, alloc).valid
    print(alloc.summary())
    print(listing(kernel, alloc))  # the instructions with registers and spill code

Kernels built in Python are checked as files are: by :func:`kernel_from_dict`
(also :func:`load_kernel` given a dict), by :class:`KernelBuilder` at each call, and by
:func:`allocate` for a ``Kernel`` built from its records; every defect is a
one-line :class:`KernelError`.
"""

import logging

import solver_alloc._deferred  # noqa: F401  (first: OR-Tools loads on first use)
from solver_alloc.analysis.liveness import Liveness, compute_liveness
from solver_alloc.builder import BlockBuilder, KernelBuilder
from solver_alloc.errors import (
    AllocationFormatError,
    BackendUnavailableError,
    InvalidAllocationError,
    KernelError,
    SolverAllocError,
    TargetError,
)
from solver_alloc.formats.allocation import dump_allocation, load_allocation, save_allocation
from solver_alloc.formats.dimacs import load_dimacs
from solver_alloc.formats.kernel import dump_kernel, kernel_from_dict, load_kernel, save_kernel
from solver_alloc.formats.kernel_check import check_kernel
from solver_alloc.formats.listing import listing
from solver_alloc.ir import Block, Instr, InterferenceGraph, Kernel, ValueDecl
from solver_alloc.result import Allocation, Operation, Status
from solver_alloc.solve import BACKENDS, allocate
from solver_alloc.targets import Target, available_targets, load_target
from solver_alloc.verifier.kernel import Report, Violation, verify

logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "BACKENDS", "Allocation", "AllocationFormatError", "BackendUnavailableError",
    "Block", "BlockBuilder", "Instr", "InterferenceGraph", "InvalidAllocationError",
    "Kernel", "KernelBuilder", "KernelError", "Liveness", "Operation", "Report",
    "SolverAllocError", "Status", "Target", "TargetError", "ValueDecl", "Violation",
    "allocate",
    "available_targets", "check_kernel", "compute_liveness", "dump_allocation",
    "dump_kernel", "kernel_from_dict", "listing", "load_allocation", "load_dimacs",
    "load_kernel", "load_target", "save_allocation", "save_kernel", "verify",
]
__version__ = "0.1.0"
