"""Brute-force oracles for the tests: they share no code with the solvers, so a
status or an optimum can be checked against something that could not have made
the same mistake."""
