"""Writing an allocation back in the compiler's own form (LLVM MIR)."""

from solver_alloc.emit.module import EmitError, check_fingerprint, emit_mir, machine_view

__all__ = ["EmitError", "check_fingerprint", "emit_mir", "machine_view"]
