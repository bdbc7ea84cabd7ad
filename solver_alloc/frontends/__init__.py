"""Frontends: kernels from real compilers' output (LLVM MIR)."""
