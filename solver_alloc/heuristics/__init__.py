"""Heuristic allocators: baselines and warm starts, returning verified-format results."""

from solver_alloc.heuristics.linear_scan import linear_scan

__all__ = ["linear_scan"]
