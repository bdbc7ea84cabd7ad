"""Writing an allocation back in the compiler's own form (LLVM MIR)."""

from solver_alloc.emit.module import EmitError, emit_mir

__all__ = ["EmitError", "emit_mir"]
