"""A hand-written pre/post-RA MIR pair in llc-14's form (x86-64): a value
spilled around a call, reloaded, and a coalesced copy. Shared by the audit
tests (``tests/frontends/``)."""

from __future__ import annotations

PRE = """---
name: f
registers:
  - { id: 0, class: gr64 }
  - { id: 1, class: gr64 }
  - { id: 2, class: gr64 }
liveins:
  - { reg: '$rdi' }
body: |
  bb.0:
    liveins: $rdi
    %0:gr64 = COPY $rdi
    %1:gr64 = MOV64rm %0, 1, $noreg, 0, $noreg :: (load (s64))
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit-def $rsp
    %2:gr64 = ADD64rr %1, %0, implicit-def dead $eflags
    $rax = COPY %2
    RET 0, implicit $rax
...
"""

POST = """---
name: f
liveins:
  - { reg: '$rdi' }
stack:
  - { id: 0, name: '', type: spill-slot, offset: 0, size: 8, alignment: 8 }
body: |
  bb.0:
    liveins: $rdi, $rbx
    renamable $rbx = COPY $rdi
    renamable $rax = MOV64rm renamable $rbx, 1, $noreg, 0, $noreg :: (load (s64))
    MOV64mr %stack.0, 1, $noreg, 0, $noreg, killed renamable $rax :: (store (s64) into %stack.0)
    CALL64pcrel32 @g, csr_64, implicit $rsp, implicit-def $rsp
    renamable $rax = MOV64rm %stack.0, 1, $noreg, 0, $noreg :: (load (s64) from %stack.0)
    renamable $rax = ADD64rr renamable $rax, renamable $rbx, implicit-def dead $eflags
    RET 0, implicit $rax
...
"""
