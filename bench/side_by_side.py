"""Old code against new code, side by side: same machine, same minutes.

    python bench/side_by_side.py run [--smoke] [--limit S] [--stop-at HH:MM]
    python bench/side_by_side.py report [--smoke]

Three tables, each item run twice at the same time (one process per tree, one
worker each; the machine has 2 cores), item after item, never other work beside:

1. ``corpus``: ``bench/llvm_corpus.py`` (``instances/llvm`` and, held out,
   ``instances/llvm-hidden``), the tree's OWN copy of the script: its ``rows()``
   on a chunk of the functions of one ``.pre.mir`` file (a folder holding only
   that pre/post pair, ``read_mir`` filtered to the chunk's names), ``--limit``
   seconds per function. At the end, each tree's own ``summary()`` and
   ``table()`` write its ``llvm_corpus[_hidden].md`` under ``.out`` (never into
   either tree's ``bench/results``).
2. ``ptx``: the ``-maxrregcount`` spill solves of ``bench/test_ptx.py``: per
   Triton kernel of ``instances/ptx`` and each R cap in ``ptxas.json``,
   ``load_target("nvidia-sm90", {"r": R})``, ``load_ptx``, then
   ``allocate(objective="spill", keep_order=True, reorder=False, seed=0,
   workers=1, time_limit=60)`` (perf_counter around it), verified.
3. ``budget``: ``bench/test_budget.py``'s CLI runs (``solver_alloc.cli.main`` in a
   fresh interpreter, ``solve K --target x86-64 [--registers gpr=12] --objective
   spill --time-limit L --seed 0 --workers 1 -o /dev/null``) at 5/10/30/60 s;
   process seconds from start to exit, status and cost parsed as the bench does.

Old code: ``PYTHONPATH=<old root>``, new: ``PYTHONPATH=<new root>``; every child
runs from a neutral working directory with ``python -P`` (so neither the cwd nor
this file's folder shadows the tree on ``sys.path``). Raw results go to
``bench/.out/side_by_side/<full|smoke>/raw.jsonl``, one line per finished item;
a rerun skips finished items. ``report`` writes ``bench/results/side_by_side.md``
(``--smoke``: under ``.out``). Progress on stderr.
"""

from __future__ import annotations

import argparse
import datetime as dt
import hashlib
import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
MAIN = HERE.parent
OUT = HERE / ".out" / "side_by_side"
NEUTRAL = OUT / "cwd"
"""Every child's working directory: empty, so nothing in it shadows a module."""
PY = sys.executable
CHUNK = 11
"""Corpus functions per item (one process per tree per item)."""
PTX_LIMIT = 60.0
"""``bench/test_ptx.py``'s ``LIMIT``: seconds per spill solve."""
BUDGET_LIMITS = (5.0, 10.0, 30.0, 60.0)
BUDGET_KERNELS = {"cfg16384_s2": ((), "cfg", 16384, 2),
                  "random16384_s2": (("--registers", "gpr=12"), "spill", 16384, 2),
                  "cfg2000_s1": ((), "cfg", 2000, 1)}
"""``bench/test_budget.py``'s ``KERNELS``: extra CLI flags, generator, values, seed."""
_BUDGET_TREE = """
import solver_alloc
print("TREE", solver_alloc.__file__, file=sys.stderr)
"""
"""Appended to ``bench/budget_cli.py``'s ``CHILD`` (after its measurement): which
tree the CLI ran. ``budget_cli`` is imported where used, on the parent side: a
child runs with ``python -P``, without ``bench/`` on ``sys.path``."""


# --------------------------------------------------------------------------- child side
# Run as ``python -P side_by_side.py child ROOT MODE JSON`` with PYTHONPATH=ROOT.

def _child(root: Path, mode: str, args: dict[str, Any]) -> Any:
    assert Path(__import__("solver_alloc").__file__).is_relative_to(root), \
        "solver_alloc imported from the wrong tree"
    if mode == "corpus":
        return _child_corpus(root, args)
    if mode == "corpus_md":
        return _child_corpus_md(root, args)
    if mode == "ptx":
        return _child_ptx(root, args)
    if mode == "kernels":
        return _child_kernels(root, args)
    raise SystemExit(f"unknown mode {mode}")


def _corpus_module(root: Path) -> Any:
    sys.path.insert(0, str(root / "bench"))
    import llvm_corpus  # the tree's own copy
    assert Path(llvm_corpus.__file__).resolve() == (root / "bench" / "llvm_corpus.py")
    return llvm_corpus


def _child_corpus(root: Path, args: dict[str, Any]) -> list[dict[str, Any]]:
    from dataclasses import asdict
    mod = _corpus_module(root)
    names = set(args["names"])
    read = mod.read_mir
    mod.read_mir = lambda path: [f for f in read(path) if f.name in names]
    rs = mod.rows(Path(args["folder"]), float(args["limit"]))
    got = [r.function for r in rs]
    assert sorted(got) == sorted(names), (got, sorted(names))
    return [asdict(r) for r in rs]


def _child_corpus_md(root: Path, args: dict[str, Any]) -> str:
    mod = _corpus_module(root)
    from bench_results import results_dir  # the tree's own, pointed at .out by env
    rs = [mod.Row(**d) for d in json.loads(Path(args["rows"]).read_text())]
    text = [f"# LLVM greedy (llc-14) against solver_alloc on {args['folder']}", "",
            *mod.summary(rs, float(args["limit"])), *mod.table(rs)]
    path = results_dir() / args["name"]
    path.write_text("\n".join(text) + "\n")
    return str(path)


def _child_ptx(root: Path, args: dict[str, Any]) -> dict[str, Any]:
    from solver_alloc import allocate, load_target, verify
    from solver_alloc.frontends.ptx import load_ptx
    limited = load_target("nvidia-sm90", {"r": int(args["r"])})
    (k,) = load_ptx(root / "instances" / "ptx" / f"{args['kernel']}.ptx", limited)
    t0 = time.perf_counter()
    alloc = allocate(k, limited, objective="spill", keep_order=True, reorder=False,
                     seed=0, workers=1, time_limit=float(args["limit"]))
    seconds = time.perf_counter() - t0
    valid = verify(k, limited, alloc).valid if alloc.is_feasible else None
    return {"status": alloc.status.value, "cost": alloc.objective if alloc.is_feasible
            else None, "bound": alloc.bound, "gap": alloc.gap, "seconds": seconds,
            "valid": valid, "why": "" if alloc.is_feasible
            else alloc.explanation.split(";")[0]}


def _child_kernels(root: Path, args: dict[str, Any]) -> dict[str, str]:
    sys.path.insert(0, str(root / "instances"))
    from make_random_cfg import random_cfg_kernel
    from make_random_spill import random_spill_kernel

    from solver_alloc.formats.kernel import save_kernel
    out = Path(args["dir"])
    out.mkdir(parents=True, exist_ok=True)
    sums = {}
    for name, (_, gen, values, seed) in BUDGET_KERNELS.items():
        make = random_cfg_kernel if gen == "cfg" else random_spill_kernel
        path = out / f"{name}.json"
        save_kernel(make(values, seed=seed), path)
        sums[name] = hashlib.sha256(path.read_bytes()).hexdigest()
    return sums


# --------------------------------------------------------------------------- parent side

def _env(root: Path, side_out: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(root)
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # leave both trees untouched
    env["SOLVER_ALLOC_BENCH_RESULTS"] = str(side_out)
    return env


def _run_one(cmd: list[str], env: dict[str, str], log: Path, timeout: float,
             sample: bool, box: dict[str, Any]) -> None:
    """One process, started at once, polled every 0.2 s (as the budget bench)."""
    from budget_cli import tree_pss_mb
    NEUTRAL.mkdir(parents=True, exist_ok=True)
    tree = 0.0
    with open(f"{log}.out", "w+") as out, open(f"{log}.err", "w+") as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, text=True, env=env,
                                cwd=NEUTRAL, start_new_session=True)
        timed_out = False
        while proc.poll() is None:
            if sample:
                tree = max(tree, tree_pss_mb(proc.pid))
            if time.perf_counter() - t0 > timeout:
                timed_out = True
                os.killpg(proc.pid, 9)  # the group of the process started here
                proc.wait()
                break
            time.sleep(0.2)
        outer = time.perf_counter() - t0
        out.seek(0)
        err.seek(0)
        box.update(stdout=out.read(), stderr=err.read(), rc=proc.returncode,
                   process=outer, tree_mb=tree, timed_out=timed_out)


def _pair(cmds: dict[str, list[str]], envs: dict[str, dict[str, str]], logs: Path,
          key: str, timeout: float, sample: bool = False) -> dict[str, dict[str, Any]]:
    """Old and new of the same item at the same time."""
    boxes: dict[str, dict[str, Any]] = {s: {} for s in cmds}
    logs.mkdir(parents=True, exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_.=-]+", "_", key)
    threads = [threading.Thread(target=_run_one, args=(
        cmds[s], envs[s], logs / f"{stem}.{s}", timeout, sample, boxes[s]))
        for s in cmds]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return boxes


def _child_cmd(root: Path, mode: str, args: dict[str, Any]) -> list[str]:
    return [PY, "-P", str(Path(__file__).resolve()), "child", str(root), mode,
            json.dumps(args)]


def _child_result(box: dict[str, Any]) -> dict[str, Any]:
    lines = box["stdout"].strip().splitlines()
    if box["rc"] == 0 and lines and lines[-1].startswith("RESULT "):
        return {"ok": True, "result": json.loads(lines[-1][7:]),
                "process": box["process"]}
    return {"ok": False, "rc": box["rc"], "timed_out": box["timed_out"],
            "process": box["process"], "error": box["stderr"].strip()[-2000:]}


def _budget_result(box: dict[str, Any]) -> dict[str, Any]:
    from budget_cli import outcome
    stdout, stderr = box["stdout"], box["stderr"]
    lines = stdout.strip().splitlines()
    if not lines or not lines[-1].startswith("BENCH"):
        return {"ok": False, "rc": box["rc"], "process": box["process"],
                "timed_out": box["timed_out"], "error": (stdout + stderr)[-2000:]}
    row = outcome(stdout, stderr, box["process"], box["tree_mb"])
    m = re.match(r"([-0-9.e+]+), bound ([-0-9.e+]+)", str(row["cost"]))
    return {"ok": True, **row, "cost_line": row["cost"],
            "cost": float(m.group(1)) if m else None,
            "bound": float(m.group(2)) if m else None,
            "tree": next((ln.split(" ", 1)[1] for ln in stderr.splitlines()
                          if ln.startswith("TREE ")), "")}


def _loadavg() -> list[float]:
    """1, 5 and 15-minute load averages (the pair itself adds about 2)."""
    return [float(x) for x in Path("/proc/loadavg").read_text().split()[:3]]


def _git(root: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(root), *args], capture_output=True,
                          text=True).stdout.strip()


class Harness:
    def __init__(self, a: argparse.Namespace) -> None:
        self.smoke = a.smoke
        self.roots = {"old": Path(a.old).resolve(), "new": Path(a.new).resolve()}
        self.limit = a.limit if a.limit is not None else (3.0 if a.smoke else 60.0)
        self.ptx_limit = a.limit if a.limit is not None else (
            3.0 if a.smoke else PTX_LIMIT)
        self.dir = OUT / ("smoke" if a.smoke else a.name)
        self.raw = self.dir / "raw.jsonl"
        self.stop_at = a.stop_at
        self.new_commit = a.new_commit
        self.envs = {s: _env(r, self.dir / s) for s, r in self.roots.items()}

    # ---- items
    def corpus_items(self) -> list[dict[str, Any]]:
        items = []
        for folder in ("llvm", "llvm-hidden"):
            src = self.roots["new"] / "instances" / folder
            for pre in sorted(src.glob("*.pre.mir")):
                names = re.findall(r"^name:\s*(\S+)", pre.read_text(), re.M)
                stem = pre.name[: -len(".pre.mir")]
                for i in range(0, len(names), CHUNK):
                    items.append({"table": "corpus", "folder": folder, "stem": stem,
                                  "names": names[i:i + CHUNK],
                                  "key": f"corpus/{folder}/{stem}/{i // CHUNK}"})
        if self.smoke:
            it = items[0]
            return [{**it, "names": it["names"][1:3], "key": it["key"] + "/smoke"}]
        return items

    def ptx_items(self) -> list[dict[str, Any]]:
        facts = json.loads((self.roots["new"] / "instances" / "ptx" /
                            "ptxas.json").read_text())["kernels"]
        items = []
        for kernel in sorted(facts):
            for r in sorted(facts[kernel]["maxrregcount"], key=lambda x: -int(x)):
                items.append({"table": "ptx", "kernel": kernel, "r": int(r),
                              "key": f"ptx/{kernel}/R={r}"})
        return items[:1] if self.smoke else items

    def budget_items(self) -> list[dict[str, Any]]:
        items = [{"table": "budget", "kernel": k, "limit": lim,
                  "key": f"budget/{k}/{lim:g}"}
                 for k in BUDGET_KERNELS for lim in BUDGET_LIMITS]
        return [i for i in items if i["kernel"] == "cfg2000_s1" and i["limit"] == 5.0
                ] if self.smoke else items

    def items(self, tables: list[str]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for t in tables:
            out += getattr(self, f"{t}_items")()
        return out

    # ---- running
    def done(self) -> dict[str, dict[str, Any]]:
        if not self.raw.exists():
            return {}
        recs = [json.loads(ln) for ln in self.raw.read_text().splitlines() if ln.strip()]
        return {r["key"]: r for r in recs}

    def estimate(self, item: dict[str, Any]) -> float:
        if item["table"] == "corpus":
            return 90.0
        if item["table"] == "ptx":
            return self.ptx_limit + 15
        return item["limit"] * 1.1 + 5

    def meta(self) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        meta = {s: {"root": str(r), "head": _git(r, "log", "-1", "--format=%H"),
                    "dirty": _git(r, "status", "--porcelain", "--", "solver_alloc",
                                  "bench", "instances", "models", "pyproject.toml")}
                for s, r in self.roots.items()}
        if self.new_commit:  # the new root is a ``git archive`` of this commit
            meta["new"]["head"] = self.new_commit + " (snapshot: `git archive`)"
            meta["main_head"] = _git(MAIN, "log", "-1", "--format=%H")
            meta["main_dirty"] = _git(MAIN, "status", "--porcelain", "--",
                                      "solver_alloc", "bench", "instances", "models",
                                      "pyproject.toml")
            meta["snapshot_vs_main"] = subprocess.run(
                ["diff", "-rq", "-x", "__pycache__", str(self.roots["new"] /
                                                         "solver_alloc"),
                 str(MAIN / "solver_alloc")], capture_output=True, text=True
            ).stdout.strip()
        meta["started"] = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
        meta["nproc"] = os.cpu_count()
        meta["uname"] = " ".join(os.uname())
        meta["python"] = sys.version.split()[0]
        meta["limit"], meta["ptx_limit"] = self.limit, self.ptx_limit
        with open(self.dir / "meta.jsonl", "a") as f:
            f.write(json.dumps(meta) + "\n")

    def kernels(self) -> dict[str, Path]:
        """Budget kernels, generated by each tree; the old tree's files are used
        for both when the two trees write identical bytes."""
        kdir = {s: self.dir / "kernels" / s for s in self.roots}
        sums_file = self.dir / "kernels" / "sha256.json"
        if not sums_file.exists():
            boxes = _pair({s: _child_cmd(r, "kernels", {"dir": str(kdir[s])})
                           for s, r in self.roots.items()}, self.envs,
                          self.dir / "logs", "kernels", 900)
            sums = {s: _child_result(b) for s, b in boxes.items()}
            assert all(x["ok"] for x in sums.values()), sums
            sums_file.write_text(json.dumps({s: x["result"] for s, x in sums.items()},
                                            indent=1))
        sums = json.loads(sums_file.read_text())
        same = sums["old"] == sums["new"]
        print(f"budget kernels identical across trees: {same}", file=sys.stderr)
        return {s: kdir["old" if same else s] for s in self.roots}

    def run_item(self, item: dict[str, Any], kdirs: dict[str, Path] | None
                 ) -> dict[str, Any]:
        logs = self.dir / "logs"
        if item["table"] == "corpus":
            link = self.dir / "links" / item["folder"] / item["stem"]
            link.mkdir(parents=True, exist_ok=True)
            cmds = {}
            for s, r in self.roots.items():
                # each tree reads its own instances (identical in both)
                ldir = link / s
                ldir.mkdir(exist_ok=True)
                for kind in ("pre", "post"):
                    p = ldir / f"{item['stem']}.{kind}.mir"
                    if not p.is_symlink():
                        p.symlink_to(r / "instances" / item["folder"] /
                                     f"{item['stem']}.{kind}.mir")
                cmds[s] = _child_cmd(r, "corpus", {"folder": str(ldir),
                                                   "names": item["names"],
                                                   "limit": self.limit})
            boxes = _pair(cmds, self.envs, logs, item["key"],
                          timeout=len(item["names"]) * (self.limit * 3 + 30) + 120)
            return {s: _child_result(b) for s, b in boxes.items()}
        if item["table"] == "ptx":
            cmds = {s: _child_cmd(r, "ptx", {"kernel": item["kernel"], "r": item["r"],
                                             "limit": self.ptx_limit})
                    for s, r in self.roots.items()}
            boxes = _pair(cmds, self.envs, logs, item["key"],
                          timeout=self.ptx_limit * 3 + 120)
            return {s: _child_result(b) for s, b in boxes.items()}
        assert kdirs is not None
        from budget_cli import CHILD, command
        extra = BUDGET_KERNELS[item["kernel"]][0]
        cmds = {s: command(kdirs[s] / f"{item['kernel']}.json", extra, item["limit"],
                           CHILD + _BUDGET_TREE)
                for s in self.roots}
        boxes = _pair(cmds, self.envs, logs, item["key"],
                      timeout=item["limit"] * 3 + 120, sample=True)
        return {s: _budget_result(b) for s, b in boxes.items()}

    def run(self, tables: list[str]) -> None:
        self.meta()
        items = self.items(tables)
        done = self.done()
        kdirs = self.kernels() if "budget" in tables else None
        n = len(items)
        for i, item in enumerate(items, 1):
            if item["key"] in done:
                print(f"[{i}/{n}] {item['key']}: done before, skipped", file=sys.stderr)
                continue
            if self.stop_at is not None:
                now = dt.datetime.now(dt.UTC)
                if now + dt.timedelta(seconds=self.estimate(item)) > self.stop_at:
                    print(f"[{i}/{n}] {item['key']}: not started (stop at "
                          f"{self.stop_at:%H:%M} UTC)", file=sys.stderr)
                    continue
            started = dt.datetime.now(dt.UTC)
            print(f"[{i}/{n}] {item['key']} ...", file=sys.stderr, flush=True)
            load0 = _loadavg()
            res = self.run_item(item, kdirs)
            rec = {**item, **res, "load_before": load0, "load_after": _loadavg(),
                   "started": started.isoformat(timespec="seconds"),
                   "ended": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}
            with open(self.raw, "a") as f:
                f.write(json.dumps(rec) + "\n")
            print(f"[{i}/{n}] {item['key']}: old {_brief(res['old'])} | new "
                  f"{_brief(res['new'])}", file=sys.stderr, flush=True)


def _brief(r: dict[str, Any]) -> str:
    if not r.get("ok"):
        return f"FAILED rc={r.get('rc')} timed_out={r.get('timed_out')}"
    x = r.get("result", r)
    if isinstance(x, list):
        return f"{len(x)} rows, {r['process']:.1f} s"
    return f"{x.get('status')} cost {x.get('cost')} bound {x.get('bound')} " \
           f"({x.get('seconds', x.get('process')):.1f} s)"


# --------------------------------------------------------------------------- report

def _num(x: Any) -> str:
    if x is None:
        return ""
    if isinstance(x, float):
        return f"{x:.10g}"
    return str(x)


def _s(x: Any) -> str:
    return "" if x is None else f"{x:.2f}"


CORPUS_FIELDS = ("instrs", "values", "blocks", "maxlive", "llvm", "status", "cost",
                 "bound", "plan_from", "refused")


def _trees(recs: list[dict[str, Any]], side: str) -> list[str]:
    return sorted({str(Path(r[side].get("tree", "?")).parent.parent) for r in recs})


def _budget_section(title: str, done: dict[str, Any], all_items: list[dict[str, Any]],
                    note: str = "") -> list[str]:
    recs = [done[i["key"]] for i in all_items if i["table"] == "budget" and i["key"] in done]
    ok = [r for r in recs if r["old"].get("ok") and r["new"].get("ok")]
    same_sc = sum(1 for r in ok if r["old"]["status"] == r["new"]["status"]
                  and r["old"]["cost"] == r["new"]["cost"])
    dif = [r for r in ok if any(r["old"][f] != r["new"][f]
                                for f in ("status", "cost", "bound", "valid", "rc"))]
    n_b = len([i for i in all_items if i["table"] == "budget"])
    lines = [title, "",
             f"**{len(ok)} runs** (of {n_b}): same status and cost on **{same_sc}**; "
             f"differences (status, cost, bound, verifier or exit code) on "
             f"**{len(dif)}**. {note + ' ' if note else ''}The CLI imported "
             f"`solver_alloc` from: old {_trees(ok, 'old')}, new {_trees(ok, 'new')}.",
             "",
             "| kernel | limit s | process s old / new | wall s old / new | "
             "status old / new | cost old / new | bound old / new | peak MB old / new "
             "| exit old / new | 1-min load after |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in ok:
        o, n = r["old"], r["new"]
        mark = " **≠**" if r in dif else ""
        lines.append(
            f"| {r['kernel']}{mark} | {r['limit']:g} | {o['process']:.2f} / "
            f"{n['process']:.2f} | {o['wall']:.2f} / {n['wall']:.2f} | {o['status']} / "
            f"{n['status']} | {_num(o['cost'])} / {_num(n['cost'])} | "
            f"{_num(o['bound'])} / {_num(n['bound'])} | {o['rss_mb']:.0f} / "
            f"{n['rss_mb']:.0f} | {o['rc']} / {n['rc']} | "
            f"{r['load_after'][0] if 'load_after' in r else 'not recorded'} |")
    lines += ["", "(every run listed; **≠** marks a difference)", ""]
    return lines


def report(a: argparse.Namespace) -> None:  # noqa: C901
    h = Harness(a)
    done = h.done()
    metas = [json.loads(ln) for ln in (h.dir / "meta.jsonl").read_text().splitlines()]
    meta = metas[-1]
    lines = ["# Old against new, side by side (bench/side_by_side.py)", ""]
    all_items = h.items(["corpus", "ptx", "budget"])
    missing = [i["key"] for i in all_items if i["key"] not in done]
    failed = [k for k, r in done.items() if not (r["old"].get("ok") and r["new"].get("ok"))]
    if missing:
        lines += [f"**PARTIAL**: {len(missing)} of {len(all_items)} items did not run "
                  f"(listed at the end).", ""]
    froze = Path("/work/FREEZE")
    lines += [
        f"Old: `{meta['old']['root']}` at {meta['old']['head']}"
        + (" (uncommitted changes under solver_alloc/bench/instances/models)"
           if meta["old"]["dirty"] else "") + ".",
        f"New: `{meta['new']['root']}` at {meta['new']['head']}"
        + (" (working tree differs from the commit: "
           + ", ".join(meta["new"]["dirty"].split("\n")) + ")"
           if meta["new"]["dirty"] else "") + ".",
        f"/work/FREEZE: {froze.read_text().strip() if froze.exists() else 'absent'}"
        + (f"; /work/main's HEAD when the run started: {meta['main_head']} ("
           + ("matches" if froze.exists() and froze.read_text().strip()
              and meta["main_head"].startswith(froze.read_text().strip())
              else "**does not match**") + ")" if "main_head" in meta else "") + ".",
        ""]
    if "main_head" in meta:
        lines += [
            f"The new code ran from a `git archive` snapshot of that commit "
            f"(`{meta['new']['root']}`), so edits to /work/main during the run could "
            f"not reach it. At the start /work/main's HEAD was {meta['main_head']}; "
            + ("its `solver_alloc/` working tree was identical to the snapshot's."
               if not meta["snapshot_vs_main"] else
               "its `solver_alloc/` working tree (uncommitted edits) differed from "
               "the snapshot's in: " + ", ".join(
                   "`" + ln.split(" and ")[-1].split()[0].replace(str(MAIN) + "/", "") + "`"
                   if ln.startswith("Files ") else ln
                   for ln in meta["snapshot_vs_main"].splitlines()) + "."), ""]
    lines += [
        "",
        f"Machine: `nproc` = {meta['nproc']}, {meta['uname']}; Python {meta['python']}. "
        f"Runs started {metas[0]['started']}"
        + (f" (resumed {len(metas) - 1} times, last {meta['started']})"
           if len(metas) > 1 else "")
        + "; items from "
        + min((r["started"] for r in done.values()), default="-") + " to "
        + max((r["ended"] for r in done.values()), default="-") + " UTC.", "",
        "Each item runs old and new at the same time, one process each (1 worker "
        "each; 2 cores), item after item, nothing else beside them. Seed 0 everywhere.",
        "",
        f"- Corpus: each tree's own `bench/llvm_corpus.py` (`rows()`, `summary()`, "
        f"`table()`), `--limit {h.limit:g}`, on `instances/llvm` and `--hidden` "
        f"(`instances/llvm-hidden`), in chunks of up to {CHUNK} functions of one file "
        f"per process. Each tree's own tables: `bench/.out/side_by_side/"
        f"{h.dir.name}/{{old,new}}/llvm_corpus[_hidden].md`.",
        f"- PTX: the `-maxrregcount` spill solves of `bench/test_ptx.py`: "
        f"`allocate(objective='spill', keep_order=True, reorder=False, seed=0, "
        f"workers=1, time_limit={h.ptx_limit:g})` per kernel and R cap of "
        f"`instances/ptx/ptxas.json`; seconds around `allocate`.",
        "- Budget: `bench/test_budget.py`'s CLI runs (`--target x86-64 --objective "
        "spill --seed 0 --workers 1 -o /dev/null`, `--registers gpr=12` for "
        "random16384_s2), process seconds from start to exit.", ""]

    # corpus
    for folder in ("llvm", "llvm-hidden"):
        recs = [done[i["key"]] for i in all_items
                if i["table"] == "corpus" and i["folder"] == folder and i["key"] in done]
        pairs = []
        for r in recs:
            if not (r["old"].get("ok") and r["new"].get("ok")):
                continue
            new_by = {x["function"]: x for x in r["new"]["result"]}
            for o in r["old"]["result"]:
                pairs.append((o, new_by[o["function"]]))
        same_sc = sum(1 for o, n in pairs
                      if o["status"] == n["status"] and o["cost"] == n["cost"])
        diffs = [(o, n) for o, n in pairs if any(o[f] != n[f] for f in CORPUS_FIELDS)]
        so = sum(o["seconds"] or 0 for o, _ in pairs)
        sn = sum(n["seconds"] or 0 for _, n in pairs)
        expected = sum(len(i["names"]) for i in all_items
                       if i["table"] == "corpus" and i["folder"] == folder)
        lines += [f"## Corpus `{folder}` (limit {h.limit:g} s)", "",
                  f"**{len(pairs)} functions** (of {expected}): same status and cost on "
                  f"**{same_sc}**; differences (status, cost, bound or any other "
                  f"column but seconds) on **{len(diffs)}**. Solve seconds summed: "
                  f"old {so:.1f}, new {sn:.1f}.", ""]
        if not diffs:
            lines += ["No differences.", ""]
        if diffs:
            lines += ["| function | old status | old cost | old bound | old s | "
                      "new status | new cost | new bound | new s | other columns "
                      "differing |", "|---|---|---|---|---|---|---|---|---|---|"]
            for o, n in diffs:
                other = [f"{f}: {_num(o[f])} / {_num(n[f])}" for f in CORPUS_FIELDS
                         if f not in ("status", "cost", "bound") and o[f] != n[f]]
                lines.append(
                    f"| {o['lib']}.{o['target']} {o['function']} | {_num(o['status'])} | "
                    f"{_num(o['cost'])} | {_num(o['bound'])} | {_s(o['seconds'])} | "
                    f"{_num(n['status'])} | {_num(n['cost'])} | {_num(n['bound'])} | "
                    f"{_s(n['seconds'])} | {'; '.join(other)} |")
            lines.append("")

    # ptx
    recs = [done[i["key"]] for i in all_items if i["table"] == "ptx" and i["key"] in done]
    ok = [r for r in recs if r["old"].get("ok") and r["new"].get("ok")]
    same_sc = sum(1 for r in ok if r["old"]["result"]["status"] ==
                  r["new"]["result"]["status"] and r["old"]["result"]["cost"] ==
                  r["new"]["result"]["cost"])
    dif = [r for r in ok if any(r["old"]["result"][f] != r["new"]["result"][f]
                                for f in ("status", "cost", "bound", "valid"))]
    n_ptx = len([i for i in all_items if i["table"] == "ptx"])
    lines += [f"## PTX `-maxrregcount` spill solves (limit {h.ptx_limit:g} s)", "",
              f"**{len(ok)} solves** (of {n_ptx}): same status and cost on "
              f"**{same_sc}**; differences (status, cost, bound or verifier) on "
              f"**{len(dif)}**.", "",
              "| kernel | R | old status | old cost | old bound | old s | new status | "
              "new cost | new bound | new s |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in ok:  # every solve: the table is short
        o, n = r["old"]["result"], r["new"]["result"]
        mark = " **≠**" if r in dif else ""
        lines.append(f"| {r['kernel']}{mark} | {r['r']} | {o['status']} | {_num(o['cost'])} | "
                     f"{_num(o['bound'])} | {_s(o['seconds'])} | {n['status']} | "
                     f"{_num(n['cost'])} | {_num(n['bound'])} | {_s(n['seconds'])} |")
    lines += ["", "(every solve listed; **≠** marks a difference)", ""]

    lines += _budget_section("## Budget (CLI, whole process)", done, all_items)
    again = OUT / "repeat" / "raw.jsonl"
    if not h.smoke and again.exists():
        redo = {r["key"]: r for r in map(json.loads, again.read_text().splitlines())}
        span = (min(r["started"] for r in redo.values()),
                max(r["ended"] for r in redo.values()))
        lines += _budget_section(
            "## Budget, second round", redo, all_items,
            f"The same 12 paired runs again, after the run above ({span[0]} to "
            f"{span[1]} UTC), same snapshot, same kernel files, same pairing.")
        keys = [k for k in redo if k in done and all(
            x[s].get("ok") for x in (redo[k], done[k]) for s in ("old", "new"))]
        for side in ("old", "new"):
            moved = [f"{k.split('/', 1)[1]} ({_num(done[k][side]['cost'])} → "
                     f"{_num(redo[k][side]['cost'])})" for k in keys
                     if (done[k][side]["status"], done[k][side]["cost"])
                     != (redo[k][side]["status"], redo[k][side]["cost"])]
            lines += [f"Same tree, first round against second ({side}): same status and "
                      f"cost on {len(keys) - len(moved)} of {len(keys)}; cost differs "
                      f"on {', '.join(moved) or 'none'}.", ""]

    notes = OUT / "notes.md"  # observations written by hand while the runs went on
    if not h.smoke and notes.exists():
        lines += ["## Notes", "", notes.read_text().strip(), ""]
    if failed:
        lines += ["## Items where a process failed", ""]
        for k in failed:
            r = done[k]
            for s in ("old", "new"):
                if not r[s].get("ok"):
                    err = r[s].get("error", "").strip().splitlines()
                    lines.append(f"- {k} ({s}): rc {r[s].get('rc')}, timed out "
                                 f"{r[s].get('timed_out')}: `{err[-1] if err else ''}`")
        lines.append("")
    if missing:
        lines += ["## Not run", "", *(f"- {k}" for k in missing), ""]
    dest = (h.dir / "side_by_side.md") if h.smoke else (HERE / "results" / "side_by_side.md")
    dest.write_text("\n".join(lines))
    print(dest, file=sys.stderr)


def corpus_md(a: argparse.Namespace) -> None:
    """Each tree's own llvm_corpus[_hidden].md from its rows, under .out."""
    h = Harness(a)
    done = h.done()
    for folder, name in (("llvm", "llvm_corpus.md"), ("llvm-hidden",
                                                       "llvm_corpus_hidden.md")):
        items = [i for i in h.corpus_items() if i["folder"] == folder]
        if not items:
            continue
        for s, r in h.roots.items():
            rows = [x for i in items if i["key"] in done and done[i["key"]][s].get("ok")
                    for x in done[i["key"]][s]["result"]]
            f = h.dir / s / f"rows_{folder}.json"
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_text(json.dumps(rows))
            box: dict[str, Any] = {}
            _run_one(_child_cmd(r, "corpus_md", {"rows": str(f), "folder": folder,
                                                 "limit": h.limit, "name": name}),
                     h.envs[s], h.dir / "logs" / f"corpus_md.{folder}.{s}", 300, False,
                     box)
            print(s, folder, _child_result(box), file=sys.stderr)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "child":
        root, mode, args = Path(sys.argv[2]), sys.argv[3], json.loads(sys.argv[4])
        res = _child(root, mode, args)
        print("RESULT " + json.dumps(res), flush=True)
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("command", choices=("run", "report", "corpus-md"))
    ap.add_argument("--smoke", action="store_true")
    ap.add_argument("--limit", type=float, default=None,
                    help="seconds per corpus function and PTX solve (default 60; "
                    "--smoke: 3)")
    ap.add_argument("--tables", default="corpus,ptx,budget")
    ap.add_argument("--old", default="/work/old")
    ap.add_argument("--new", default=str(MAIN))
    ap.add_argument("--name", default="full",
                    help="run folder under bench/.out/side_by_side ('repeat': a second "
                    "round, appended to the report of 'full')")
    ap.add_argument("--new-commit", default=None,
                    help="the commit --new is a `git archive` snapshot of")
    ap.add_argument("--stop-at", type=lambda t: dt.datetime.combine(
        dt.datetime.now(dt.UTC).date(), dt.time.fromisoformat(t),
        dt.UTC), default=None, help="UTC HH:MM: start no item that could "
        "end after it")
    a = ap.parse_args()
    if a.command == "run":
        Harness(a).run(a.tables.split(","))
    elif a.command == "corpus-md":
        corpus_md(a)
    else:
        report(a)


if __name__ == "__main__":
    main()
