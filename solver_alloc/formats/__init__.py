"""File formats: kernel and allocation JSON, DIMACS graphs, and the JSON helpers they
share.
"""
