"""Activation-table plans (Trainium LoadActFuncSet) and the reordering that batches them.
"""
