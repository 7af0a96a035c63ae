"""Converts problems of Cho Chikun's Encyclopedia of Life and Death, Elementary (as
published in JSON in the public repository sanderland/tsumego, MIT licence) into small
positions for the solver's tests, keeping only those GNU Go's owl reading confirms.

    python tests/data/tsumego/convert.py <checkout of sanderland/tsumego> [--limit N]

Writes tests/data/tsumego/cho_elementary.json: a list of
{"source", "id", "size", "diagram" (rows from the top, X/O/.), "to_play", "goal"
("live"|"kill"), "target" (a vertex of the group), "answers" (the published correct
first moves), "area_empty" (empty points in the problem area), "gnugo": {...}}.

Every problem of the collection sits in the top left corner of a 19x19 board. A problem
whose stones stay within the first 7 lines and columns is put in the top left corner of
a 9x9 board (two empty lines to the far edges), one within 11 on 13x13. The problem
area is the rectangle from the corner to the farthest stone; problems with more than 12
empty points there are left out. The goal and the target are found with GNU Go: the
group of the player to move that dies if the opponent moves first and lives after the
published answer (goal "live"), or the opponent's group that lives if its owner moves
first and dies after the answer ("kill"). A problem is kept only if exactly one such
group (goal) is found and GNU Go's verdict after the answer is a clean 0 (no ko).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
FOLDER = "problems/1a. Tsumego Beginner/Cho Chikun Encyclopedia Life And Death - Elementary"
SOURCE = ("Cho Chikun, Encyclopedia of Life and Death, Elementary; JSON of "
          "github.com/sanderland/tsumego (MIT)")
COLUMNS = "ABCDEFGHJKLMNOPQRST"
#: The commit of sanderland/tsumego with the problems as SGF files (checked to agree).
SGF_COMMIT = "9a40b14f21637589129aafaba76622933bc82638"
#: The commit the JSON problems were read from.
JSON_COMMIT = "ae0f15d86be4304a58fd75193756ab95de171c10"


def sgf_point(s: str) -> tuple[int, int]:
    """(column, row from the top) of an SGF point such as "cb"."""
    return ord(s[0]) - ord("a"), ord(s[1]) - ord("a")


def vertex(x: int, y: int, size: int) -> str:
    return f"{COLUMNS[x]}{size - y}"


class Gtp:
    def __init__(self) -> None:
        self.p = subprocess.Popen(["/usr/games/gnugo", "--mode", "gtp"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)

    def __call__(self, cmd: str) -> str:
        assert self.p.stdin and self.p.stdout
        self.p.stdin.write(cmd + "\n")
        self.p.stdin.flush()
        lines = []
        while True:
            line = self.p.stdout.readline()
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        text = " ".join(lines)
        if text.startswith("?"):
            raise RuntimeError(f"{cmd}: {text}")
        return text[1:].strip()

    def close(self) -> None:
        self("quit")
        self.p.wait()


def code(answer: str) -> int:
    return int(answer.split()[0])


def chains(stones: dict[tuple[int, int], str]) -> list[set[tuple[int, int]]]:
    seen: set[tuple[int, int]] = set()
    out = []
    for p, c in stones.items():
        if p in seen:
            continue
        group, todo = set(), [p]
        while todo:
            q = todo.pop()
            if q in group:
                continue
            group.add(q)
            x, y = q
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if stones.get(n) == c:
                    todo.append(n)
        seen |= group
        out.append(group)
    return out


def convert(prob: dict, pid: str, gtp: Gtp) -> dict | None:
    stones = {sgf_point(s): "X" for s in prob.get("AB", [])}
    stones.update({sgf_point(s): "O" for s in prob.get("AW", [])})
    sol = prob.get("SOL") or []
    if not stones or len(sol) != 1:
        return None  # several listed moves: their meaning is not stated; left out
    far = max(max(x, y) for x, y in stones)
    size = 9 if far <= 6 else 13 if far <= 10 else None
    if size is None:
        return None
    maxx = max(x for x, _ in stones)
    maxy = max(y for _, y in stones)
    area_empty = sum(1 for x in range(maxx + 1) for y in range(maxy + 1) if (x, y) not in stones)
    if area_empty > 12:
        return None
    to_play = sol[0][0].upper()
    me = "X" if to_play == "B" else "O"
    answers = [vertex(*sgf_point(s[1]), size) for s in sol if s[0].upper() == to_play]
    gtp(f"boardsize {size}")
    gtp("clear_board")
    for (x, y), c in stones.items():
        gtp(f"play {'black' if c == 'X' else 'white'} {vertex(x, y, size)}")
    word = "black" if to_play == "B" else "white"
    found = []
    for group in chains(stones):
        color = stones[next(iter(group))]
        t = vertex(*min(group, key=lambda p: (p[1], p[0])), size)
        if color == me:
            before = gtp(f"owl_attack {t}")
            if code(before) != 1:
                continue
            gtp(f"play {word} {answers[0]}")
            after = gtp(f"owl_attack {t}") if gtp(f"color {t}") != "empty" else "captured"
            gtp("undo")
            if after == "0":
                found.append(("live", t, len(group), before, f"owl_attack {t}", after))
        else:
            before = gtp(f"owl_defend {t}")
            if code(before) != 1:
                continue
            gtp(f"play {word} {answers[0]}")
            gone = gtp(f"color {t}") == "empty"
            after = "captured" if gone else gtp(f"owl_defend {t}")
            gtp("undo")
            if after in ("0", "captured"):
                found.append(("kill", t, len(group), before, f"owl_defend {t}", after))
    goals = {f[0] for f in found}
    if len(goals) != 1:
        return None
    goal, target, _n, before, asked, after = max(found, key=lambda f: f[2])
    # GNU Go's verdict on every other first move in the problem area
    also = []
    for x in range(maxx + 2):
        for y in range(maxy + 2):
            v = vertex(x, y, size)
            if (x, y) in stones or v in answers or gtp(f"is_legal {word} {v}") != "1":
                continue
            gtp(f"play {word} {v}")
            ok = (goal == "kill" if gtp(f"color {target}") == "empty"
                  else gtp(asked) == "0")
            gtp("undo")
            if ok:
                also.append(v)
    rows = []
    for y in range(size):
        rows.append(" ".join(stones.get((x, y), ".") for x in range(size)))
    return {"source": SOURCE, "id": pid, "size": size, "diagram": rows, "to_play": to_play,
            "goal": goal, "target": target, "answers": answers, "area_empty": area_empty,
            "gnugo": {"before": [asked, before],
                      "after_answer": [asked, after], "also_works": sorted(also)}}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout", help="a checkout (or git dir) of sanderland/tsumego")
    parser.add_argument("--limit", type=int, default=60)
    opts = parser.parse_args()
    root = Path(opts.checkout)
    names = subprocess.run(["git", "-C", str(root), "ls-tree", "--name-only", "HEAD",
                            FOLDER + "/"], capture_output=True, text=True,
                           check=True).stdout.split("\n")
    names = sorted(n for n in names if n.endswith(".json"))
    gtp = Gtp()
    out = []
    try:
        for name in names:
            text = subprocess.run(["git", "-C", str(root), "show", f"HEAD:{name}"],
                                  capture_output=True, text=True, check=True).stdout
            pid = "cho-elementary-" + Path(name).stem.replace("Prob", "")
            prob = json.loads(text)
            # the same problem as SGF in an older commit: its one move must be the answer
            sgf = subprocess.run(["git", "-C", str(root), "show",
                                  f"{SGF_COMMIT}:{name[:-5]}.sgf"],
                                 capture_output=True, text=True).stdout
            sol = prob.get("SOL") or []
            if not sol or f"{sol[0][0].upper()}[{sol[0][1]}]" not in sgf:
                continue
            item = convert(prob, pid, gtp)
            if item is not None:
                out.append(item)
                print(pid, item["size"], item["goal"], item["answers"], item["area_empty"],
                      "also:", item["gnugo"]["also_works"], file=sys.stderr)
            if len(out) >= opts.limit:
                break
    finally:
        gtp.close()
    (HERE / "cho_elementary.json").write_text(
        "[\n" + ",\n".join(json.dumps(p) for p in out) + "\n]\n", encoding="utf-8")
    print(f"{len(out)} problems written", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
