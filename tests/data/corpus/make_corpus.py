"""Builds corpus.tar.xz: real SGF records stripped to what the engine tests need.

Run from the project root with the fetched sources under SOURCES (one folder each):

    python tests/data/corpus/make_corpus.py /tmp/sgfsrc

Every record keeps its tree (all variations) with the moves, the setup stones and PL of
every node, and the root's GM, FF, SZ, KM, HA, RU and RE; commentary, names and every
other property are dropped. Records sgfmill cannot parse are left out. The text is
re-encoded as UTF-8 (no text is left to encode).
"""

from __future__ import annotations

import io
import sys
import tarfile
from pathlib import Path

from sgfmill import sgf_grammar

KEEP_NODE = ("B", "W", "AB", "AW", "AE", "PL")
KEEP_ROOT = ("GM", "FF", "SZ", "KM", "HA", "RU", "RE")
#: source folder -> (name in the archive, the most records taken from it)
SOURCES = {
    "kgs": ("kgs-2001", 1100),
    "runningskull+gnugo": ("gnugo-regression", 1500),
    "yenw+computer-go-dataset": ("ai-games", 400),
    "herzbube+littlego": ("littlego", 100),
    "SabakiHQ+sgf": ("sabaki", 100),
}


def strip(tree: sgf_grammar.Coarse_game_tree) -> None:
    """Keeps only the moves, setup and essential root properties, in place."""
    stack, first = [tree], True
    while stack:
        t = stack.pop()
        for props in t.sequence:
            keep = KEEP_NODE + KEEP_ROOT if first else KEEP_NODE
            first = False
            for ident in list(props):
                if ident not in keep:
                    del props[ident]
        stack.extend(t.children)


def main(root: Path) -> None:
    out = Path(__file__).parent / "corpus.tar.xz"
    count = 0
    with tarfile.open(out, "w:xz", preset=9) as tar:
        for folder, (name, most) in SOURCES.items():
            files = sorted(p for p in (root / folder).rglob("*.sgf") if p.stat().st_size)
            taken = 0
            for path in files:
                if taken >= most:
                    break
                try:
                    tree = sgf_grammar.parse_sgf_game(path.read_bytes())
                except ValueError:
                    continue
                strip(tree)
                data = sgf_grammar.serialise_game_tree(tree, wrap=None)
                member = f"{name}/{taken:05d}-{path.stem[:40]}.sgf"
                info = tarfile.TarInfo(member)
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
                taken += 1
            count += taken
            print(f"{name}: {taken} records")
    print(f"{count} records, {out.stat().st_size} bytes")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
