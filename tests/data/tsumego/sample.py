"""Picks a spread sample of Cho Chikun's problems (elementary and intermediate) for the
public solver's tests and benchmark, with GNU Go's owl verdicts, the way convert.py
does (same filters, same fields), leaving out the problems cho_elementary.json holds.

    python tests/data/tsumego/sample.py <git dir of sanderland/tsumego>

Writes tests/data/tsumego/cho_sample.json. `level` says the book; the problems are
taken every `STEP`-th file of each book (spread over the book, not its first pages),
plus the two problems issue 36 names (elementary 0144 and 0483).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from convert import Gtp, convert

HERE = Path(__file__).parent
BOOKS = {
    "elementary": ("problems/1a. Tsumego Beginner/Cho Chikun Encyclopedia Life And Death"
                   " - Elementary", 20),
    "intermediate": ("problems/1b. Tsumego Intermediate/Cho Chikun Encyclopedia Life And"
                     " Death - Intermediate", 15),
}
STEP = 37
NAMED = ("0144", "0483")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("gitdir")
    opts = parser.parse_args()
    used = {p["id"] for p in json.loads((HERE / "cho_elementary.json").read_text())}
    gtp = Gtp()
    out = []
    try:
        for level, (folder, want) in BOOKS.items():
            names = subprocess.run(["git", "--git-dir", opts.gitdir, "ls-tree", "--name-only",
                                    "HEAD", folder + "/"], capture_output=True, text=True,
                                   check=True).stdout.split("\n")
            names = sorted(n for n in names if n.endswith(".json"))
            named = [n for n in names if level == "elementary"
                     and any(n.endswith(f"Prob{k}.json") for k in NAMED)]
            order = named + [n for i, n in enumerate(names) if i % STEP == 0] + [
                n for i, n in enumerate(names) if i % STEP == STEP // 2] + names
            got = 0
            seen: set[str] = set()
            for name in order:
                if got >= want or name in seen:
                    continue
                seen.add(name)
                pid = f"cho-{level}-" + Path(name).stem.replace("Prob", "")
                if pid in used:
                    continue
                text = subprocess.run(["git", "--git-dir", opts.gitdir, "show",
                                       f"HEAD:{name}"], capture_output=True, text=True,
                                      check=True).stdout
                try:
                    item = convert(json.loads(text), pid, gtp)
                except IndexError:  # a pass (empty point) in the listed moves
                    continue
                if item is None:
                    continue
                item["source"] = item["source"].replace("Elementary", level.capitalize())
                item["level"] = level
                out.append(item)
                got += 1
                print(pid, item["goal"], item["answers"], item["area_empty"], file=sys.stderr)
    finally:
        gtp.close()
    (HERE / "cho_sample.json").write_text(
        "[\n" + ",\n".join(json.dumps(p) for p in out) + "\n]\n", encoding="utf-8")
    print(f"{len(out)} problems written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
