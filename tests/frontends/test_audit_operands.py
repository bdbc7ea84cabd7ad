"""audit: every use operand of LLVM's allocation must name the register that holds
the value the pre-RA MIR reads there (issue 45, C6).

The mutation test changes one use operand of a real post-RA MIR to another
register of the same class. Whether that register holds a different value is
decided by an oracle that shares no code with the audit: a value numbering of
the post-RA code alone (no pre-RA MIR), per block, that only calls two registers
different when they surely are."""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from helpers import DATA, ROOT
from thorough import examples

from solver_alloc import Target, load_target, verify
from solver_alloc.cli import main
from solver_alloc.frontends.audit import AuditError, audit_llvm
from solver_alloc.frontends.audit_operands import MisreadKind
from solver_alloc.frontends.audit_report import audit_file
from solver_alloc.frontends.llvm_target import LlvmNames, llvm_names
from solver_alloc.frontends.mir_parse import (
    DEBUG_OPCODES,
    MirBlock,
    MirError,
    MirFunction,
    MirInstr,
    OperandKind,
    parse_mir,
)

X86 = load_target("x86-64")
CASE = DATA / "adversarial3"


# --- the C6 case ----------------------------------------------------------------


def test_c6_rotate_reading_the_state_pointer_makes_llvm_invalid(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``ROL64ri killed renamable $rax`` changed to ``$r15`` (the state pointer):
    LLVM's allocation is invalid, and the message names the block, the
    instruction and the operand."""
    pre = CASE / "XXH64_update.pre.mir"
    (row,) = audit_file(pre, CASE / "XXH64_update.wrongreg.post.mir", X86,
                        time_limit=5)
    assert row.refused is None
    assert row.llvm_valid is False
    assert row.llvm_cost is None
    assert row.llvm_violation is not None
    assert row.llvm_violation.startswith(
        "block bb.4, instruction 17 (ROL64ri) of the post-RA MIR: operand 1 reads "
        "$r15, which holds %23, not %40"), row.llvm_violation
    assert row.plan_from == "solver"  # an invalid plan is never kept
    args = ["audit", str(pre), str(CASE / "XXH64_update.wrongreg.post.mir"),
            "--target", "x86-64", "--time-limit", "5", "--json"]
    assert main(args) == 1
    (rec,) = json.loads(capsys.readouterr().out)
    assert rec["llvm_valid"] is False
    assert "bb.4, instruction 17 (ROL64ri)" in rec["llvm_violation"]


def test_c6_unmodified_post_mir_is_valid() -> None:
    (row,) = audit_file(CASE / "XXH64_update.pre.mir",
                        CASE / "XXH64_update.post.mir", X86, time_limit=5)
    assert (row.refused, row.llvm_valid, row.llvm_violation) == (None, True, None)
    assert row.llvm_cost == 48


def test_a_dropped_implicit_read_of_a_fixed_register_is_invalid() -> None:
    """The pre-RA MIR passes the argument in ``$rdi`` (``implicit $rdi`` on the
    call); a post-RA call that no longer reads it is invalid."""
    (pre,) = parse_mir(_PRE, "pre.mir")
    (post,) = parse_mir(_POST.replace(", implicit $rdi", ""), "post.mir")
    names = llvm_names(X86)
    assert audit_llvm(pre, parse_mir(_POST, "post.mir")[0], X86, names).misread is None
    bad = audit_llvm(pre, post, X86, names).misread
    assert bad is not None
    assert bad.kind is MisreadKind.MISSING_IMPLICIT
    assert (bad.site.block, bad.site.index, bad.site.opcode) == ("bb.0", 2,
                                                                 "CALL64pcrel32")


def test_a_copy_into_the_argument_register_from_the_wrong_register_is_invalid(
        ) -> None:
    """``$rdi = COPY`` from a register that holds another value: the call's
    implicit read of ``$rdi`` gets the wrong value."""
    (pre,) = parse_mir(_PRE, "pre.mir")
    (post,) = parse_mir(_POST.replace("$rdi = COPY renamable $rbx",
                                      "$rdi = COPY renamable $rax"), "post.mir")
    bad = audit_llvm(pre, post, X86, llvm_names(X86)).misread
    assert bad is not None
    assert bad.kind is MisreadKind.WRONG_REGISTER
    assert str(bad).startswith("block bb.0, instruction 1 (COPY) of the post-RA MIR: "
                               "operand 1 reads $rax, which holds no value"), str(bad)


def test_a_remat_of_another_constant_is_invalid() -> None:
    """LLVM recomputes ``%0`` after the call that clobbers ``$rcx``; a remat
    that computes another constant does not stand for it."""
    (pre,) = parse_mir(_REMAT_PRE, "pre.mir")
    names = llvm_names(X86)
    good = audit_llvm(pre, parse_mir(_REMAT_POST, "post.mir")[0], X86, names)
    assert good.misread is None
    assert [o.op for o in good.allocation.operations] == ["remat"]
    assert verify(good.kernel, X86, good.allocation).valid
    (post,) = parse_mir(_REMAT_POST.replace("$rcx = MOV64ri 7\n    $rax",
                                            "$rcx = MOV64ri 8\n    $rax"), "post.mir")
    bad = audit_llvm(pre, post, X86, names).misread
    assert bad is not None
    assert bad.kind is MisreadKind.WRONG_REMAT
    assert str(bad) == ("block bb.0, instruction 3 (MOV64ri) of the post-RA MIR: this "
                        "remat (MOV64ri 8) stands for %0, which the pre-RA MIR defines "
                        "by MOV64ri 7")


_REMAT_PRE = """---
name: f
registers:
  - { id: 0, class: gr64 }
body: |
  bb.0:
    %0:gr64 = MOV64ri 7
    $rdi = COPY %0
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    $rax = COPY %0
    RET 0, implicit $rax
...
"""

_REMAT_POST = """---
name: f
body: |
  bb.0:
    renamable $rcx = MOV64ri 7
    $rdi = COPY renamable $rcx
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    renamable $rcx = MOV64ri 7
    $rax = COPY killed renamable $rcx
    RET 0, implicit $rax
...
"""

_PRE = """---
name: f
registers:
  - { id: 0, class: gr64 }
  - { id: 1, class: gr64 }
liveins:
  - { reg: '$rdi' }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    $rdi = COPY %0
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    %1:gr64 = ADD64rr %0, %0, implicit-def dead $eflags
    $rax = COPY %1
    RET 0, implicit $rax
...
"""

_POST = """---
name: f
liveins:
  - { reg: '$rdi' }
body: |
  bb.0:
    liveins: $rdi, $rbx
    renamable $rbx = COPY $rdi
    $rdi = COPY renamable $rbx
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit $rdi, implicit-def $rsp
    renamable $rax = ADD64rr renamable $rbx, renamable $rbx, implicit-def dead $eflags
    RET 0, implicit $rax
...
"""


# --- the oracle: surely different values, from the post-RA code alone -----------

Symbol = tuple[object, ...]
ENTRY, CONST, FRESH = "entry", "const", "fresh"
"""A register's content at a point of a block: what it held at the block's entry
(unknown), a constant (an instruction that reads no register and no memory: the
same text is the same value, so a remat equals its original), or anything else
computed in the block (fresh: equal to nothing else)."""
_STORE = re.compile(r"\bstore \(.*?\) into %stack\.(\d+)")
_LOAD = re.compile(r"\bload \(.*?\) from %stack\.(\d+)")


def _units(names: LlvmNames, reg: str) -> tuple[str, ...]:
    return names.lookup(reg) or ()


def _constant(text: str) -> tuple[str, ...]:
    """A constant's value: its opcode and explicit operands (implicit operands and
    debug locations left out)."""
    rhs = text.partition(" :: ")[0].rpartition(" = ")[2]
    parts = [p.strip() for p in rhs.split(",")]
    return tuple(p for p in parts if not p.startswith(("implicit", "debug-location")))


def _contents(block: MirBlock, b: int, names: LlvmNames
              ) -> Iterator[tuple[int, dict[str, Symbol]]]:
    """Each instruction's index and what each register or slot surely holds just
    before it (absent: its entry content)."""
    state: dict[str, Symbol] = {}
    for i, ins in enumerate(block.instrs):
        yield i, state
        if ins.opcode not in DEBUG_OPCODES:
            state.update(_effect(ins, b, i, names,
                                 lambda loc: state.get(loc, (ENTRY, b, loc))))


def _effect(ins: MirInstr, b: int, i: int, names: LlvmNames,
            sym: Callable[[str], Symbol]) -> dict[str, Symbol]:
    """What instruction ``i`` of block ``b`` writes: location -> its new content."""
    memo = ins.text.partition(" :: ")[2]
    phys = [(o, _units(names, o.name)) for o in ins.operands
            if o.kind is OperandKind.PHYS and _units(names, o.name)]
    uses = list(dict.fromkeys(u for o, u in phys if not o.is_def and not o.undef))
    defs = list(dict.fromkeys(u for o, u in phys if o.is_def))
    explicit_uses = [u for o, u in phys if not o.is_def and not o.implicit]
    if (m := _STORE.search(memo)) and len(explicit_uses) == 1:
        return {f"%stack.{m.group(1)}": sym(explicit_uses[0][0])}
    if (m := _LOAD.search(memo)) and defs:
        return dict.fromkeys(defs[0], sym(f"%stack.{m.group(1)}"))
    if ins.opcode in ("COPY", "KILL") and len(defs) == 1 and len(uses) == 1:
        return {d: sym(s) for d, s in zip(defs[0], uses[0], strict=False)}
    masks = [o.name for o in ins.operands if o.kind is OperandKind.REGMASK]
    const = not uses and not memo and not masks
    new: dict[str, Symbol] = {}
    for k, regs in enumerate(defs):
        for unit in regs:
            new.setdefault(unit, (CONST, k, _constant(ins.text)) if const
                           else (FRESH, b, i, unit))
    for mask in masks:
        kept = names.regmasks.get(mask, frozenset())
        for unit in names.units:
            if unit not in kept:
                new.setdefault(unit, (FRESH, b, i, unit))
    return new


def _surely_different(x: Symbol, y: Symbol) -> bool:
    """Two contents surely hold different values: they differ and one of them was
    computed in the block (an entry content may equal any other entry content or
    a remat of a constant)."""
    if x == y:
        return False
    return FRESH in (x[0], y[0]) or x[0] == y[0] == CONST


# --- mutants ----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Site:
    """A use operand of a post-RA MIR line: the ``k``th explicit operand chunk."""

    function: str
    block: int
    index: int
    line: int
    chunk: int
    reg: str


def _documents(text: str) -> dict[str, str]:
    """Each function's YAML document in a MIR file, by name."""
    out = {}
    for doc in re.split(r"(?m)^---", text):
        if m := re.search(r"(?m)^name:\s*'?([^'\s]+)", doc):
            out[m.group(1)] = "---" + doc
    return out


def _chunks(line: str) -> tuple[str, list[str]]:
    """A MIR line's text before ``=`` and its operand chunks after it (the
    memory operands after ``::`` dropped)."""
    code = line.partition(" :: ")[0]
    lhs, eq, rhs = code.rpartition(" = ")
    return lhs + eq, rhs.split(", ")


def _sites(func: MirFunction, doc: str) -> Iterator[Site]:
    """Every explicit renamable use operand (not ``undef``) of the code."""
    lines = doc.splitlines()
    at = 0
    for b, block in enumerate(func.blocks):
        for i, ins in enumerate(block.instrs):
            while lines[at].strip() != ins.text:
                at += 1
            if ins.opcode in DEBUG_OPCODES or ins.opcode in ("KILL", "INLINEASM"):
                at += 1
                continue
            for k, chunk in enumerate(_chunks(ins.text)[1]):
                words = chunk.split()
                if "renamable" in words and not {"implicit", "undef", "def",
                                                 "implicit-def"} & set(words):
                    m = re.match(r"\$(\w+)", words[-1])
                    if m:
                        yield Site(func.name, b, i, at, k, m.group(1))
            at += 1


def _spellings(target: Target) -> dict[str, list[str]]:
    """Register here -> LLVM's names for it (the same position, the same width)."""
    return dict(target.llvm["registers"])


def _swap(site: Site, target: Target, names: LlvmNames, func: MirFunction
          ) -> tuple[list[str], int]:
    """Registers of the same class and width that surely hold another value at
    ``site``, and how many of that class were left out as maybe the same value."""
    spell = _spellings(target)
    (unit,) = _units(names, site.reg)
    pos = spell[unit].index(site.reg)
    cls = target.parse_register(unit)
    assert cls is not None
    state = next(s for i, s in _contents(func.blocks[site.block], site.block, names)
                 if i == site.index)

    def sym(u: str) -> Symbol:
        return state.get(u, (ENTRY, site.block, u))

    different, same = [], 0
    for other, spellings in spell.items():
        parsed = target.parse_register(other)
        if other == unit or parsed is None or parsed[0] != cls[0] or \
                len(spellings) <= pos or not _units(names, spellings[pos]):
            continue
        if _surely_different(sym(unit), sym(other)):
            different.append(spellings[pos])
        else:
            same += 1
    return different, same


def _mutant(doc: str, site: Site, new: str) -> MirFunction:
    """The function of ``doc`` with the operand at ``site`` reading ``$new``."""
    lines = doc.splitlines()
    line = lines[site.line]
    indent = line[:len(line) - len(line.lstrip())]
    lhs, chunks = _chunks(line.strip())
    chunks[site.chunk] = re.sub(rf"\${site.reg}\b", f"${new}", chunks[site.chunk])
    memo = line.strip().partition(" :: ")
    lines[site.line] = indent + lhs + ", ".join(chunks) + (
        memo[1] + memo[2] if memo[1] else "")
    (func,) = parse_mir("\n".join(lines) + "\n", "mutant.mir")
    return func


CORPORA = [("xxhash.x86-64", "x86-64"), ("xxhash.riscv64", "riscv64-v"),
           ("lz4.x86-64", "x86-64")]


@dataclass
class Tally:
    """What the mutation test drew."""

    invalid: int = 0
    refused: int = 0
    same_value: int = 0
    """Sites where no other register of the class surely held another value."""
    maybe_same: int = 0
    """Registers passed over at a site as maybe holding the same value."""


def test_every_wrong_register_mutant_of_real_llvm_code_is_invalid() -> None:
    """Swap one use operand of real post-RA MIR to another register of its class
    that holds another value there: the audit must call LLVM's allocation
    invalid, every time (deterministic seed; ``SOLVER_ALLOC_THOROUGH`` draws
    more)."""
    wanted, rng, t0 = examples(40), random.Random(45), time.monotonic()
    tally = Tally()
    pool: list[tuple[str, Site]] = []
    funcs: dict[tuple[str, str], tuple[MirFunction, MirFunction, str]] = {}
    targets = {t: (load_target(t), llvm_names(load_target(t))) for _, t in CORPORA}
    for corpus, tname in CORPORA:
        target, names = targets[tname]
        base = ROOT / "instances" / "llvm" / corpus
        docs = _documents(Path(f"{base}.post.mir").read_text())
        pres = {f.name: f for f in parse_mir(Path(f"{base}.pre.mir").read_text())}
        for name, doc in docs.items():
            (post,) = parse_mir(doc)
            try:
                audit = audit_llvm(pres[name], post, target, names)
            except MirError:
                continue  # not audited as it is: no mutant of it either
            if audit.misread is not None or not verify(audit.kernel, target,
                                                       audit.allocation).valid:
                continue
            funcs[tname, name] = (pres[name], post, doc)
            pool += [(tname, s) for s in _sites(post, doc)]
    rng.shuffle(pool)
    for tname, site in pool:
        if tally.invalid >= wanted:
            break
        target, names = targets[tname]
        pre, post, doc = funcs[tname, site.function]
        others, same = _swap(site, target, names, post)
        tally.maybe_same += same
        if not others:
            tally.same_value += 1
            continue
        new = rng.choice(others)
        try:
            audit = audit_llvm(pre, _mutant(doc, site, new), target, names)
        except AuditError:
            tally.refused += 1  # not stated as our allocation: not audited
            continue
        invalid = audit.misread is not None or not verify(
            audit.kernel, target, audit.allocation).valid
        assert invalid, (f"{tname} {site.function}: bb.{site.block} instruction "
                         f"{site.index}: ${site.reg} -> ${new} was judged valid")
        tally.invalid += 1
    print(f"{tally} in {time.monotonic() - t0:.1f} s from {len(pool)} sites")
    assert tally.invalid >= wanted, tally  # never vacuous
