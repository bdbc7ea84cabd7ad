"""Heuristic spill plans: Belady, spill-everywhere (greedy and exact cover), and their
reading as warm starts."""
