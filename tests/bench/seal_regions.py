"""How the big eyes of the committed GNU Go end positions are sealed (a script, not a
timed test): by a proof (`seal_holds`, `shut_seal_holds`), by the fallback's assumption
(`wall_holds`, `Seal.assumed`), or not at all.

    .venv/bin/python tests/bench/seal_regions.py

Prints the number of candidate regions met by `judge_dead` in each way (a region is
counted once per end position, by the last way `proven_seals` sealed it).
"""

from __future__ import annotations

import collections
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from dead_stones import end_positions

import gotutor.life as life


def main() -> None:
    ways: dict[tuple[str, frozenset[int]], str] = {}
    current = [""]
    proven_seals = life.proven_seals

    def counting(board, regions, safe, budget=life.proven_seals.__defaults__[0], memo=None):
        out = proven_seals(board, regions, safe, budget, memo)
        for region in regions:
            ways.setdefault((current[0], region.points), "unsealed")
        for seal in out:
            ways[(current[0], seal.region.points)] = "assumed" if seal.assumed else "proven"
        return out

    life.proven_seals = counting
    try:
        for name, game, _dead in end_positions():
            current[0] = name
            life.judge_dead(game)
    finally:
        life.proven_seals = proven_seals
    counts = collections.Counter(ways.values())
    print(f"{len(ways)} regions: {counts['proven']} proven, {counts['assumed']} resting on "
          f"the fallback's assumption, {counts['unsealed']} not sealed")


if __name__ == "__main__":
    main()
