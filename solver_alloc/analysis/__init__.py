"""What every solver reads: validation, liveness, register pressure and the per-kernel
Problem.
"""
