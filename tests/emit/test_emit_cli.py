"""``solve --emit-mir``: what it writes, and the one-line errors where it must not."""

from __future__ import annotations

from pathlib import Path

import pytest

from solver_alloc.cli import main

GOOD = """---
name: good
registers:
  - { id: 0, class: gr64 }
  - { id: 1, class: gr64 }
liveins:
  - { reg: '$rdi', virtual-reg: '%0' }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    %1:gr64 = MOV64rm %0, 1, $noreg, 0, $noreg :: (load (s64))
    %1:gr64 = ADD64rr %1, %0, implicit-def dead $eflags
    $rax = COPY %1
    RET 0, $rax
...
"""
REFUSED = """---
name: refused
registers:
  - { id: 0, class: gr64_tcw64 }
body: |
  bb.0:
    %0:gr64_tcw64 = MOV64ri32 -11
    $rax = COPY %0
    RET 0, $rax
...
"""
LLVMS = """---
name: refused
body: |
  bb.0:
    renamable $rax = MOV64ri32 -11
    RET 0, $rax
...
"""


def _run(tmp: Path, text: str, *extra: str) -> tuple[int, Path]:
    src = tmp / "m.pre.mir"
    src.write_text(text)
    out = tmp / "m.post.mir"
    code = main(["solve", str(src), "-t", "x86-64", "--objective", "spill",
                 "--time-limit", "20", "--emit-mir", str(out), *extra])
    return code, out


def test_the_module_is_written_with_physical_registers(tmp_path: Path) -> None:
    code, out = _run(tmp_path, GOOD)
    assert code == 0
    text = out.read_text()
    assert "registers:       []" in text
    body = text.partition("body:")[2]
    assert "%" not in body.replace("%ir", "")  # no virtual register is left
    add = next(line for line in body.splitlines() if "ADD64rr" in line)
    dst, _, src = add.partition(" = ADD64rr ")
    assert dst.strip() == src.split(",")[0].strip()  # the tie: one register


def test_a_refused_function_is_an_error_naming_it(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]
                                                  ) -> None:
    code, out = _run(tmp_path, GOOD + REFUSED)
    err = capsys.readouterr().err
    assert code == 2
    assert not out.exists()
    last = err.strip().splitlines()[-1]
    assert "function 'refused'" in last
    assert "gr64_tcw64" in last
    assert "--emit-mir-fallback" in last


def test_a_refused_function_keeps_llvms_allocation_when_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    llvm = tmp_path / "llvm.post.mir"
    llvm.write_text(LLVMS)
    code, out = _run(tmp_path, GOOD + REFUSED, "--emit-mir-fallback", str(llvm))
    assert code == 2  # the refused function is still reported
    assert "keep LLVM's allocation: refused" in capsys.readouterr().err
    text = out.read_text()
    assert "renamable $rax = MOV64ri32 -11" in text
    assert "name: good" in text


def test_emit_mir_needs_a_mir_input(tmp_path: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    kernel = tmp_path / "k.json"
    kernel.write_text('{"format": "solver-alloc/kernel@1", "blocks": [{"name": "b"}]}')
    assert main(["solve", str(kernel), "-t", "x86-64", "--emit-mir",
                 str(tmp_path / "o.mir")]) == 2
    assert "is not a .mir file" in capsys.readouterr().err
