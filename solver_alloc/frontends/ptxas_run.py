"""Run ptxas on a PTX text and read back what it did, per function: ``Used N
registers`` and the spill bytes (``ptxas -v``), and its SASS (``nvdisasm -c``)
parsed and priced by :mod:`solver_alloc.frontends.sass`.

The tools are found (:func:`locate_tools`) from ``$SOLVER_ALLOC_PTXAS`` (the
path to ptxas; nvdisasm and cuobjdump next to it), else an importable
``triton`` package's ``backends/nvidia/bin/`` (``ptxas-blackwell`` when present:
CUDA 13.x, which reads PTX 9.x; triton is located, never imported), else
``PATH``. solver_alloc never depends on triton.

Under a register cap (``-maxrregcount CAP``) the ``.reqntid`` directive is
removed first: ptxas ignores ``-maxrregcount`` while it is there.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from solver_alloc.errors import SolverAllocError
from solver_alloc.frontends.sass import SassCost, SassFunction, parse_sass, price
from solver_alloc.targets import Target

__all__ = ["ENV", "PtxasError", "PtxasFunction", "PtxasRun", "Tools", "compile_ptx",
           "locate_tools"]

ENV = "SOLVER_ALLOC_PTXAS"
INSTALL = "pip install triton"
TIMEOUT = 600.0
"""Seconds ptxas (or nvdisasm) may take before the run is an error."""
_REQNTID = re.compile(r"^\s*\.reqntid\b.*$", re.MULTILINE)
_FUNCTION = re.compile(r"(?:Compiling entry function|Function properties for) '?([\w$.]+)'?")
_MESSAGE = re.compile(r"^\S+\s+(?:\S+, line (?P<line>\d+); )?(?:fatal|error)\s*:\s*"
                      r"(?P<msg>.*)$", re.IGNORECASE)
_WARNING = re.compile(r"^\S+\s+warning\s*:\s*(.*)$", re.MULTILINE | re.IGNORECASE)
_USED = re.compile(r"Used (\d+) registers")
_SPILL = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, "
                    r"(\d+) bytes spill loads")


class PtxasError(SolverAllocError):
    """The tools are missing, or ptxas or nvdisasm failed (message: theirs)."""


@dataclass(frozen=True, slots=True)
class Tools:
    """Where ptxas and nvdisasm are."""

    ptxas: Path
    nvdisasm: Path

    def version(self) -> str:
        """The last line of ``ptxas --version`` (its build)."""
        out = subprocess.run([str(self.ptxas), "--version"], capture_output=True,
                             text=True, timeout=60, check=False)
        lines = out.stdout.strip().splitlines()
        return lines[-1] if lines else "unknown"


def locate_tools(env: Mapping[str, str] | None = None) -> Tools:
    """ptxas and nvdisasm (see the module docstring for where they are looked
    for); :class:`PtxasError` naming the install command when they are not."""
    env = os.environ if env is None else env
    if env.get(ENV):
        ptxas = Path(env[ENV])
        if not ptxas.is_file():
            raise PtxasError(f"${ENV} is {ptxas}, which is not a file")
        return Tools(ptxas, _beside(ptxas, "nvdisasm"))
    spec = importlib.util.find_spec("triton")
    if spec is not None and spec.origin is not None:
        bin_dir = Path(spec.origin).parent / "backends" / "nvidia" / "bin"
        for name in ("ptxas-blackwell", "ptxas"):
            if (bin_dir / name).is_file():
                return Tools(bin_dir / name, _beside(bin_dir / name, "nvdisasm"))
    found = shutil.which("ptxas")
    if found is not None:
        return Tools(Path(found), _beside(Path(found), "nvdisasm"))
    raise PtxasError(f"ptxas not found: `{INSTALL}` (its wheel ships ptxas and "
                     f"nvdisasm), or set ${ENV} to a ptxas")


def _beside(ptxas: Path, tool: str) -> Path:
    near = ptxas.parent / tool
    if near.is_file():
        return near
    found = shutil.which(tool)
    if found is None:
        raise PtxasError(f"{tool} not found next to {ptxas} nor on PATH: "
                         f"`{INSTALL}`, or set ${ENV} to a ptxas with {tool} beside it")
    return Path(found)


@dataclass(frozen=True, slots=True)
class PtxasFunction:
    """One function as ptxas compiled it."""

    name: str
    registers: int
    """``Used N registers``."""
    stack_frame: int
    spill_store_bytes: int
    spill_load_bytes: int
    sass: SassFunction
    cost: SassCost
    """Its spill code priced on the target (local-array traffic when ptxas
    reports no spill bytes: :mod:`.sass`)."""

    @property
    def spilled(self) -> bool:
        return self.spill_store_bytes + self.spill_load_bytes > 0


@dataclass(frozen=True, slots=True)
class PtxasRun:
    """ptxas's functions at one cap, or its error."""

    cap: int | None
    functions: tuple[PtxasFunction, ...] = ()
    error: str | None = None
    """ptxas's own message (its first ``fatal``/``error`` line) when it failed."""
    warnings: tuple[str, ...] = ()
    """ptxas's warnings (such as a cap below sm_90a's lower bound of 24, raised)."""

    def function(self, name: str) -> PtxasFunction | None:
        return next((f for f in self.functions if f.name == name), None)


def strip_reqntid(ptx: str) -> str:
    """``ptx`` without its ``.reqntid`` directives."""
    return _REQNTID.sub("", ptx)


def compile_ptx(ptx: str, target: Target, cap: int | None = None,
                tools: Tools | None = None, arch: str = "sm_90a",
                timeout: float = TIMEOUT, shown: str = "kernel.ptx") -> PtxasRun:
    """Compile ``ptx`` with ptxas for ``arch`` (``-maxrregcount cap`` with
    ``.reqntid`` removed, when ``cap`` is given), disassemble it and price each
    function's spill code on ``target``. A ptxas refusal is the run's
    :attr:`~PtxasRun.error`; a tool that cannot run or times out raises
    :class:`PtxasError`. ``shown``: the name ptxas's messages give the file."""
    tools = tools or locate_tools()
    text = ptx if cap is None else strip_reqntid(ptx)
    extra = [] if cap is None else ["-maxrregcount", str(cap)]
    with tempfile.TemporaryDirectory(prefix="solver-alloc-ptxas-") as d:
        src, cubin = Path(d) / "kernel.ptx", Path(d) / "kernel.cubin"
        src.write_text(text)
        out = _run([str(tools.ptxas), f"-arch={arch}", "-v", *extra, str(src), "-o",
                    str(cubin)], timeout)
        log = out.stdout + out.stderr
        if out.returncode != 0:
            return PtxasRun(cap, error=_first_error(log, shown))
        dis = _run([str(tools.nvdisasm), "-c", str(cubin)], timeout)
        if dis.returncode != 0:
            raise PtxasError(f"nvdisasm failed: {_first_error(dis.stderr, 'kernel.cubin')}")
    facts = _verbose(log)
    funcs = []
    for fn in parse_sass(dis.stdout):
        used, frame, stores, loads = facts.get(fn.name, (-1, 0, 0, 0))
        funcs.append(PtxasFunction(fn.name, used, frame, stores, loads, fn,
                                   price(fn, target, stores + loads > 0)))
    return PtxasRun(cap, tuple(funcs), warnings=_warnings(log))


def _run(argv: list[str], timeout: float) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                              check=False)
    except subprocess.TimeoutExpired:
        raise PtxasError(f"{Path(argv[0]).name} took more than {timeout:g} s") from None
    except OSError as e:
        raise PtxasError(f"cannot run {argv[0]}: {e.strerror}") from None


def _first_error(log: str, shown: str) -> str:
    """The first fatal or error line of a tool's output, as ``shown:LINE:
    message`` (``shown`` standing for the temporary file it names)."""
    for line in log.splitlines():
        m = _MESSAGE.match(line.strip())
        if m is not None:
            return (f"{shown}:{m['line']}: " if m["line"] else "") + m["msg"].strip()
    return next((ln.strip() for ln in log.splitlines() if ln.strip()), "failed")


def _warnings(log: str) -> tuple[str, ...]:
    """ptxas's warning lines, without their prefix."""
    return tuple(m[1].strip() for m in _WARNING.finditer(log))


def _verbose(log: str) -> dict[str, tuple[int, int, int, int]]:
    """Per function from ``ptxas -v``: registers used, stack frame bytes, spill
    store and load bytes."""
    out: dict[str, tuple[int, int, int, int]] = {}
    name: str | None = None
    for line in log.splitlines():
        if (m := _FUNCTION.search(line)) is not None:
            name = m[1]
            out.setdefault(name, (-1, 0, 0, 0))
        elif name is not None and (m := _SPILL.search(line)) is not None:
            out[name] = (out[name][0], int(m[1]), int(m[2]), int(m[3]))
        elif name is not None and (m := _USED.search(line)) is not None:
            out[name] = (int(m[1]), *out[name][1:])
    return out
