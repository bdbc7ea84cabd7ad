"""The independent verifier: shares no code with the solvers and imports only the
vocabulary (ir, targets, result).
"""
