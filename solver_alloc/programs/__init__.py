"""Programs of several kernels and their split into compile units.
"""
