"""Solver formulations (CP-SAT, SAT/MaxSAT). Encodings take a solver-neutral
problem and return a model; they print nothing and read no files."""
