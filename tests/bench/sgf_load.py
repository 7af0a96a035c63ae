"""Benchmark: gotutor on real 19x19 records and on big trees, against sgfmill and dlgo.

    make bench            (or: PYTHONPATH=. python tests/bench/sgf_load.py)

Run by `make bench` (at the end of tests/bench/engine.py). Set KOGO_SGF to the path of
Kogo's Joseki Dictionary (not in the repository: its licence) to time it too.

Real records: the KGS games of tests/data/corpus (main lines only, legal moves). Prints
CPU-time figures of this process and the ratios the issue asks for: replay vs sgfmill's
unchecked Board.play and dlgo's goboard_fast; SGF load vs sgfmill parse + main-line
replay; a 60k-node tree vs sgfmill's parse; a 20k comb tree and 20k siblings (and their
doubling); undo-all and step-back-all vs play-all; memory per node.
"""

from __future__ import annotations

import os
import sys
import tarfile
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from engine import load_dlgo, run_dlgo, run_sgfmill

import gotutor as gt
from gotutor.sgf import game_from_sgf

ARCHIVE = Path(__file__).parents[1] / "data" / "corpus" / "corpus.tar.xz"


def cpu(fn, rounds: int = 3) -> float:
    """Best CPU seconds of `fn()` over `rounds` runs."""
    best = float("inf")
    for _ in range(rounds):
        t0 = time.process_time()
        fn()
        best = min(best, time.process_time() - t0)
    return best


def interleaved(ours, theirs, rounds: int = 5) -> tuple[float, float]:
    """Best CPU seconds of each over `rounds` rounds, taking turns (a shared machine's
    changes of speed hit both alike)."""
    best = [float("inf"), float("inf")]
    for _ in range(rounds):
        for i, fn in enumerate((ours, theirs)):
            t0 = time.process_time()
            fn()
            best[i] = min(best[i], time.process_time() - t0)
    return best[0], best[1]


def real_records(limit: int = 300) -> list[bytes]:
    with tarfile.open(ARCHIVE) as tar:
        out = []
        for m in tar.getmembers():
            if m.name.startswith("kgs-2001/") and len(out) < limit:
                out.append(tar.extractfile(m).read())  # type: ignore[union-attr]
    return out


def main_lines(records: list[bytes]) -> tuple[list[list[str]], list[list]]:
    """The records' main lines (records without illegal moves or setup), as vertices and
    as (row, col) from the top for the peers."""
    vertices, rcs = [], []
    for data in records:
        g = game_from_sgf(data)
        if g.warnings or g.root.setup or g.size != 19:
            continue
        g.go_to_end()
        moves = [m.vertex for m in g.moves]
        vertices.append(moves)
        rc = []
        for v in moves:
            if v == "pass":
                rc.append(None)
            else:
                p = g.board.point(v)
                rc.append((18 - p // 19, p % 19))  # sgfmill: row 0 at the bottom
        rcs.append(rc)
    return vertices, rcs


def replay(games: list[list[str]]) -> None:
    rules = gt.Rules.preset("japanese")
    for moves in games:
        g = gt.Game(19, rules=rules)
        play = g.play
        for v in moves:
            play(v)


def sgfmill_load(records: list[bytes]) -> None:
    from sgfmill import boards, sgf

    for data in records:
        game = sgf.Sgf_game.from_bytes(data)
        board = boards.Board(game.get_size())
        for node in game.get_main_sequence():
            black, white, empty = node.get_setup_stones()
            if black or white or empty:
                board.apply_setup(black, white, empty)
            colour, point = node.get_move()
            if point is not None:
                board.play(point[0], point[1], colour)


def sgfmill_parse(text: bytes) -> None:
    from sgfmill import sgf

    sgf.Sgf_game.from_bytes(text)


def comb(n: int) -> bytes:
    """A main line of n passes on 19x19 (every move legal) with a one-move variation at
    every node, after the main line's continuation."""
    opens = "".join(f"(;{'BW'[i % 2]}[]" for i in range(n))
    closes = "".join(f")(;{'BW'[i % 2]}[aa])" for i in reversed(range(n)))
    return f"(;SZ[19]{opens}{closes})".encode()


def siblings(n: int) -> bytes:
    pts = [f"{chr(97 + i % 19)}{chr(97 + i // 19 % 19)}" for i in range(n)]
    return ("(;SZ[19]" + "".join(f"(;B[{p}])" for p in pts) + ")").encode()


def big_tree(records: list[bytes], nodes: int) -> bytes:
    """One 19x19 record whose variations are the real games' main lines (about `nodes`
    nodes)."""
    lines, _ = main_lines(records)
    from gotutor.coords import parse_point, point_to_sgf
    parts, total = ["(;SZ[19]"], 0
    for moves in lines:
        if total >= nodes:
            break
        if not moves:
            continue
        seq = "".join(f";{'BW'[i % 2]}[{point_to_sgf(parse_point(v, 19), 19)}]"
                      for i, v in enumerate(moves))
        parts.append("(" + seq + ")")
        total += len(moves)
    parts.append(")")
    return "".join(parts).encode()


def main() -> None:
    print(f"Python {sys.version.split()[0]}, CPU time of this process")
    records = real_records(1100)
    vertices, rcs = main_lines(records[:300])
    clean = [r for r in records[:300] if not game_from_sgf(r).warnings]
    moves = sum(map(len, vertices))
    print(f"\nreal 19x19 records: {len(vertices)} KGS games, {moves} moves")
    t_ours, t_mill = interleaved(lambda: replay(vertices), lambda: run_sgfmill(19, rcs))
    print(f"  replay, gotutor Game.play (every rule checked): {moves / t_ours:,.0f} moves/s")
    print(f"  sgfmill Board.play (no checks): {moves / t_mill:,.0f} moves/s "
          f"-> gotutor {t_mill / t_ours:.2f}x sgfmill (target >= 1.5x)")
    dlgo = load_dlgo()
    if dlgo is not None:
        t_dlgo = cpu(lambda: run_dlgo(dlgo, 19, rcs[:60]), rounds=1) * len(rcs) / 60
        print(f"  dlgo goboard_fast: {moves / t_dlgo:,.0f} moves/s -> gotutor "
              f"{t_dlgo / t_ours:.1f}x dlgo (target >= 5x)")
    t_load, t_mill_load = interleaved(lambda: [game_from_sgf(r) for r in clean],
                                      lambda: sgfmill_load(clean), rounds=3)
    print(f"  SGF load ({len(clean)} records): gotutor {t_load:.2f}s, sgfmill parse + "
          f"main-line replay {t_mill_load:.2f}s -> {t_mill_load / t_load:.2f}x (target >= 1x)")

    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    games = [game_from_sgf(r) for r in records[:100]]
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    count = sum(1 + g.move_number for g in games for _ in [g.go_to_end()])
    print(f"  memory: {(after - before) / count:.0f} bytes per node "
          f"(100 records, {count} nodes; target <= 400)")
    del games

    print("\nbig trees (load vs sgfmill's parse of the same text)")
    for label, make, sizes in (
            ("real-game tree", lambda n: big_tree(records, n), (30_000, 60_000)),
            ("comb", comb, (10_000, 20_000)), ("siblings", siblings, (10_000, 20_000))):
        previous = None
        for n in sizes:
            text = make(n)
            t_ours = cpu(lambda text=text: game_from_sgf(text), rounds=1)
            t_mill = cpu(lambda text=text: sgfmill_parse(text), rounds=1)
            grow = "" if previous is None else f", x{t_ours / previous:.2f} for x2 nodes"
            print(f"  {label} {n:,}: gotutor {t_ours:.2f}s, sgfmill parse {t_mill:.2f}s "
                  f"-> {t_ours / t_mill:.2f}x sgfmill (target <= 3x){grow}")
            previous = t_ours

    kogo = os.environ.get("KOGO_SGF")  # Kogo's Joseki Dictionary, not redistributable
    if kogo and Path(kogo).is_file():
        text = Path(kogo).read_bytes()
        t_ours, t_mill = interleaved(lambda: game_from_sgf(text),
                                     lambda: sgfmill_parse(text), rounds=2)
        print(f"  Kogo's Joseki Dictionary: gotutor {t_ours:.2f}s, sgfmill parse "
              f"{t_mill:.2f}s -> {t_ours / t_mill:.2f}x sgfmill")

    print("\nundo and step back through a 20,000-move game (vs playing it)")
    text = comb(20_000)
    g = game_from_sgf(text)
    g.go_to_end()
    end = g.node

    def redo_all() -> None:
        g.go_to(g.root)
        while g.can_redo:
            g.redo()

    t_play = cpu(redo_all, rounds=1)

    def undo_all() -> None:
        g.go_to(end)
        t0 = time.process_time()
        while g.can_undo:
            g.undo()
        return time.process_time() - t0

    def step_back_all() -> None:
        g.go_to(end)
        t0 = time.process_time()
        node = end
        while node.parent is not None:
            node = node.parent
            g.go_to(node)
        return time.process_time() - t0

    t_undo = min(undo_all() for _ in range(2))
    t_back = min(step_back_all() for _ in range(2))
    print(f"  redo-all {t_play:.3f}s, undo-all {t_undo:.3f}s ({t_undo / t_play:.2f}x), "
          f"step-back-all (go_to parent) {t_back:.3f}s ({t_back / t_play:.2f}x) "
          "(target <= 2x)")
    real = vertices[0]
    h = gt.Game(19)
    t0 = time.process_time()
    for v in real:
        h.play(v)
    t_p = time.process_time() - t0
    t0 = time.process_time()
    while h.can_undo:
        h.undo()
    t_u = time.process_time() - t0
    print(f"  a real game ({len(real)} moves): play-all {t_p * 1000:.1f} ms, undo-all "
          f"{t_u * 1000:.1f} ms ({t_u / t_p:.2f}x)")


if __name__ == "__main__":
    main()
