"""PTX text (ISA 8.x/9.x, as Triton and nvcc emit it) into plain records:
functions, their register declarations, labels and instructions with operands.

What is read: ``.entry`` and ``.func`` bodies; ``.reg`` declarations (``%r<39>``
ranges and lists) in the body and in scoped ``{ }`` blocks, which may shadow
outer names; labels; instructions with a guard ``@%p`` / ``@!%p``, and their
operands split at top-level commas (vectors ``{...}``, memory ``[...]``, pairs
``%p|%q``, the sink ``_``). What is skipped, because it names no register:
comments, ``.loc``/``.file``/``.pragma`` lines, debug ``.section`` blocks,
module-level variables and in-body ``.local``/``.shared`` arrays. Anything else
this reader cannot classify is a :class:`PtxError` naming the file and line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from solver_alloc.errors import KernelError
from solver_alloc.formats.json_io import read_text

__all__ = ["MAX_PTX_BYTES", "PtxError", "PtxFunction", "PtxInstr", "PtxLabel",
           "RegDecl", "function_names", "parse_ptx", "read_ptx"]

SPECIAL = re.compile(r"%(tid|ntid|laneid|warpid|nwarpid|ctaid|nctaid|smid|nsmid|gridid|"
                     r"lanemask_\w+|clock|clock64|globaltimer\w*|pm\d+|pm\d+_64|envreg\d+|"
                     r"\w*smem_size|reserved_smem\w*|is_explicit_cluster|cluster\w*|"
                     r"nclusterid|current_graph_exec)(\.[xyz])?")
"""Special registers (not allocated: read where named)."""
REGISTER = re.compile(r"%[A-Za-z_$][\w$]*(?:\.[xyz])?")
"""A register operand (a declared register or a special one)."""
MAX_PTX_BYTES = 256 * 2**20
"""Larger files are refused before reading (memory stays bounded)."""
MAX_RANGE = 1_000_000
"""Most registers one ``%r<N>`` declaration may declare."""


class PtxError(KernelError):
    """A PTX file this frontend cannot read or represent."""


@dataclass(frozen=True, slots=True)
class RegDecl:
    """One declared register: its name, PTX type and the scope declaring it."""

    name: str
    ptx_type: str
    scope: int
    line: int


@dataclass(frozen=True, slots=True)
class PtxInstr:
    """One instruction: its opcode, guard and operand texts, and its scope."""

    opcode: str
    operands: tuple[str, ...]
    guard: str | None
    """The guard predicate's register (``%p1``), ``None`` when unguarded."""
    scope: int
    line: int
    text: str

    def specials(self) -> list[str]:
        """The special registers its sources read (``%tid.x``, ``%ctaid.y``)."""
        return [m[0] for op in self.operands[1:] for m in REGISTER.finditer(op)
                if SPECIAL.fullmatch(m[0])]


@dataclass(frozen=True, slots=True)
class PtxLabel:
    name: str
    line: int


@dataclass(slots=True)
class PtxFunction:
    """One ``.entry`` or ``.func`` with a body."""

    name: str
    kind: str
    """``entry`` or ``func``."""
    line: int
    body: list[PtxInstr | PtxLabel] = field(default_factory=list)
    regs: dict[tuple[int, str], RegDecl] = field(default_factory=dict)
    """Declarations by (scope, name)."""
    parents: dict[int, int] = field(default_factory=dict)
    """Each scope's enclosing scope (the body is scope 0)."""


_HEADER = re.compile(r"\.(entry|func)\b")
_NAME = re.compile(r"[A-Za-z_$%][\w$]*")
_LABEL = re.compile(r"([A-Za-z_$][\w$]*)\s*:(?!:)")
_REG_DECL = re.compile(r"\.reg\s+((?:\.\w+\s+)*)\.(\w+)\s+(.+)")
_RANGE = re.compile(r"(%?[A-Za-z_$][\w$]*)<(\d+)>")
_SKIP_LINE = re.compile(r"\s*\.(loc|file|pragma)\b")
_BODY_SKIP = re.compile(r"\.(local|shared|param|const|global)\b")


_ENTRY_LINE = re.compile(rb"^[ \t]*(?:\.(?:visible|weak)[ \t]+)?\.(?:entry|func)[ \t]+"
                         rb"(?:\([^)]*\)[ \t]*)?([A-Za-z_$][\w$]*)", re.MULTILINE)


def function_names(data: bytes) -> list[str]:
    """The names of a PTX file's ``.entry``/``.func`` definitions and
    declarations other than ``.extern``, without parsing the bodies (a campaign
    lists them for every file it expands)."""
    return [m.decode() for m in _ENTRY_LINE.findall(data)]


def read_ptx(path: str | Path) -> list[PtxFunction]:
    """The functions of a PTX file (:class:`PtxError` on what cannot be read)."""
    text = read_text(path, MAX_PTX_BYTES, PtxError)
    return parse_ptx(text, str(path))


def _strip(text: str) -> list[str]:
    """Lines without comments (``/* */`` keeps its line breaks) and without
    ``.loc``/``.file``/``.pragma`` directives (which may hold strings)."""
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m[0].count("\n"), text, flags=re.DOTALL)
    out = []
    for line in text.split("\n"):
        if _SKIP_LINE.match(line):
            out.append("")
            continue
        cut = line.find("//")
        out.append(line if cut < 0 else line[:cut])
    return out


def parse_ptx(text: str, source: str = "<ptx>") -> list[PtxFunction]:
    """The functions of PTX ``text`` (``source`` names it in errors)."""
    lines = _strip(text)
    funcs: list[PtxFunction] = []
    k = 0
    while k < len(lines):
        line = lines[k].strip()
        if line.startswith(".section"):
            k = _skip_braces(lines, k, source)
            continue
        m = _HEADER.search(line)
        if m is None:
            k += 1
            continue
        head, start = [], k
        while k < len(lines) and "{" not in lines[k] and ";" not in lines[k]:
            head.append(lines[k])
            k += 1
        if k == len(lines):
            raise PtxError(f"{source}:{start + 1}: function header without a body")
        if ";" in lines[k] and "{" not in lines[k]:
            k += 1  # a prototype (.extern .func ...;): no body to allocate
            continue
        brace = lines[k].index("{")
        head.append(lines[k][:brace])
        name = _function_name(" ".join(head), m[1], source, start + 1)
        fn = PtxFunction(name, m[1], start + 1)
        lines[k] = " " * (brace + 1) + lines[k][brace + 1:]
        k = _body(lines, k, fn, source)
        funcs.append(fn)
    return funcs


def _function_name(head: str, kind: str, source: str, line: int) -> str:
    rest = head[head.index(f".{kind}") + len(kind) + 1:].strip()
    if rest.startswith("("):  # .func (return params) name (params)
        depth = 0
        for i, ch in enumerate(rest):
            depth += (ch == "(") - (ch == ")")
            if depth == 0:
                rest = rest[i + 1:].strip()
                break
    m = _NAME.match(rest)
    if m is None:
        raise PtxError(f"{source}:{line}: .{kind} without a name")
    return m[0]


def _skip_braces(lines: list[str], k: int, source: str) -> int:
    """The line after the ``{ }`` block that starts at line ``k``."""
    depth, opened, start = 0, False, k
    while k < len(lines):
        depth += lines[k].count("{") - lines[k].count("}")
        opened = opened or "{" in lines[k]
        k += 1
        if opened and depth <= 0:
            return k
    raise PtxError(f"{source}:{start + 1}: unclosed '{{' of a .section")


def _body(lines: list[str], k: int, fn: PtxFunction, source: str) -> int:
    """Read ``fn``'s body from line ``k`` (just past its ``{``); the line after
    its closing ``}``."""
    scopes = [0]
    next_scope = 1
    text, text_line = "", k
    depth = 0  # of { } and [ ] inside a statement
    while k < len(lines):
        for ch in lines[k]:
            if not text.strip():
                text_line = k
                if ch == "{":
                    fn.parents[next_scope] = scopes[-1]
                    scopes.append(next_scope)
                    next_scope += 1
                    text = ""
                    continue
                if ch == "}":
                    scopes.pop()
                    text = ""
                    if not scopes:
                        return k + 1
                    continue
            if ch in "{[":
                depth += 1
            elif ch in "}]":
                depth -= 1
            if ch == ";":  # never inside brackets in PTX
                if depth != 0:
                    raise PtxError(f"{source}:{text_line + 1}: unbalanced brackets in "
                                   f"{text.strip()!r}")
                _statement(text.strip(), fn, scopes[-1], text_line + 1, source)
                text = ""
                continue
            text += ch
            if ch == ":" and depth == 0 and (m := _LABEL.fullmatch(text.strip())):
                fn.body.append(PtxLabel(m[1], text_line + 1))
                text = ""
        text += " "
        k += 1
    raise PtxError(f"{source}:{fn.line}: body of {fn.name!r} is not closed")


def _statement(text: str, fn: PtxFunction, scope: int, line: int, source: str) -> None:
    if not text:
        return
    if text.startswith(".reg"):
        _declare(text, fn, scope, line, source)
        return
    if _BODY_SKIP.match(text) or text.startswith((".maxnreg", ".reqntid", ".maxntid")):
        return  # memory arrays and directives: no registers
    if text.startswith("."):
        raise PtxError(f"{source}:{line}: unsupported directive {text.split()[0]!r}")
    guard = None
    if text.startswith("@"):
        g, _, text = text.partition(" ")
        guard = g[1:].lstrip("!")
        text = text.strip()
    opcode, _, rest = text.partition(" ")
    fn.body.append(PtxInstr(opcode, tuple(split_operands(rest, source, line)), guard,
                            scope, line, text))


def _declare(text: str, fn: PtxFunction, scope: int, line: int, source: str) -> None:
    m = _REG_DECL.fullmatch(text)
    if m is None:
        raise PtxError(f"{source}:{line}: cannot read the declaration {text!r}")
    if ".v" in m[1]:
        raise PtxError(f"{source}:{line}: vector register declarations are not "
                       f"supported: {text!r}")
    for item in (x.strip() for x in m[3].split(",")):
        r = _RANGE.fullmatch(item)
        names = [item] if r is None else [f"{r[1]}{i}" for i in range(_count(r, source,
                                                                              line))]
        for name in names:
            if not _NAME.fullmatch(name):
                raise PtxError(f"{source}:{line}: bad register name {name!r}")
            fn.regs[(scope, name)] = RegDecl(name, m[2], scope, line)


def _count(r: re.Match[str], source: str, line: int) -> int:
    n = int(r[2])
    if n > MAX_RANGE:
        raise PtxError(f"{source}:{line}: {r[0]} declares {n} registers, more than "
                       f"{MAX_RANGE}")
    return n


def split_operands(text: str, source: str = "<ptx>", line: int = 0) -> list[str]:
    """Operands at top-level commas (commas inside ``{}``, ``[]`` or ``()`` stay)."""
    out, cur, depth = [], "", 0
    for ch in text:
        if ch in "{[(":
            depth += 1
        elif ch in "}])":
            depth -= 1
            if depth < 0:
                raise PtxError(f"{source}:{line}: unbalanced {ch!r} in {text!r}")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if depth != 0:
        raise PtxError(f"{source}:{line}: unbalanced brackets in {text!r}")
    if cur.strip():
        out.append(cur.strip())
    return out
