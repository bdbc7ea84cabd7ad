"""Objective ``"registers"``: colouring problems, heuristics, linear scan, CP-SAT and SAT
encodings, and the per-class driver.
"""
