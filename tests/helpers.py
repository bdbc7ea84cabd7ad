"""Helpers shared by the tests (importable: tests/ is on pythonpath)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from solver_alloc import Kernel
from solver_alloc.io import kernel_from_dict

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data"


def kernel(instrs: list[dict[str, Any]] | None = None, **fields: Any) -> Kernel:
    """A validated kernel from a compact dict (single block unless ``blocks``)."""
    raw: dict[str, Any] = {"name": "k", **fields}
    if instrs is not None:
        raw["instrs"] = instrs
    return kernel_from_dict(raw)


