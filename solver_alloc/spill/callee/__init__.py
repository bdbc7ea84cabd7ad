"""Callee-saved registers: their price, the joint bound and the search over how many a
plan uses."""
