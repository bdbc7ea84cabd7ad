"""Instruction order chosen for register pressure (see ``pressure``)."""
