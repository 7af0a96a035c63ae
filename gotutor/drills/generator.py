"""The position generators of the drills: problem i of a concept at a level is a pure
function of (concept, level, seed, i).

How a problem is made, the same in CPython and Pyodide:

- Problem i is the i-th draw that repeats no earlier problem (`generate`, `canonical`);
  draw j is made by `draw`. All randomness of a draw comes from one `random.Random`
  seeded with the string f"{concept}:{level}:{seed}:{j}:{attempt}" (a string seed is
  hashed with SHA-512 by the standard library, independently of the platform and of
  PYTHONHASHSEED). Only
  `rng.random()`, `rng.randrange()`, `rng.choice()` and `rng.shuffle()` are used, on
  lists in a fixed order (point indexes, sorted lists); never on a set or a dict whose
  order could differ.
- A candidate position that is not a good problem (no answer, a chain without
  liberties...) is dropped and the next `attempt` is tried, up to `MAX_ATTEMPTS`.
- Every answer is computed on the engine (`gotutor.Game`) or the solver, never written
  by hand: a `Spec` holds the position and its proven answer.

Each concept's levels (`LEVELS`) set the board size, the number of stones and, for the
move problems, how far the reading goes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from ..board import Board
from ..color import Color
from ..coords import vertex_name
from ..game import Game
from .geometry import between, grow, neighbours, symmetry

__all__ = ["BUILT_IN", "CONCEPTS", "LEVELS", "MAX_ATTEMPTS", "MODULES", "ORDER", "Spec",
           "canonical", "double_ataris",
           "draw", "generate", "key_version"]

#: how many candidate positions are tried for one problem before giving up (a level's
#: "attempts" setting, for a concept whose candidates are cheap and seldom good)
MAX_ATTEMPTS = 400

#: The levels of each concept: board size and how many stones (the target chain's,
#: the opponent's, the player's others).
LEVELS: dict[str, dict[int, dict[str, Any]]] = {
    "liberties": {1: {"size": 5, "chain": (1, 4), "enemy": (0, 2), "own": (0, 0)},
                  2: {"size": 7, "chain": (2, 5), "enemy": (2, 5), "own": (0, 0)},
                  3: {"size": 9, "chain": (4, 8), "enemy": (4, 9), "own": (2, 4)}},
    "atari": {1: {"size": 5, "chain": (1, 3), "libs": (1, 2), "extra": (0, 2)},
              2: {"size": 7, "chain": (2, 4), "libs": (1, 3), "extra": (1, 4)},
              3: {"size": 9, "chain": (3, 7), "libs": (1, 3), "extra": (3, 8)}},
    "chain": {1: {"size": 5, "own": (3, 5), "enemy": (0, 0)},
              2: {"size": 7, "own": (5, 9), "enemy": (3, 6)},
              3: {"size": 9, "own": (9, 15), "enemy": (6, 12)}},
    "capture": {1: {"size": 5, "chain": (1, 2), "decoys": 0, "extra": (2, 4)},
                2: {"size": 7, "chain": (1, 3), "decoys": 1, "extra": (3, 6)},
                3: {"size": 9, "chain": (2, 5), "decoys": 2, "extra": (5, 9)}},
    "double-atari": {1: {"size": 7, "chain": (1, 1), "extra": (1, 3)},
                     2: {"size": 9, "chain": (1, 2), "extra": (3, 6)},
                     3: {"size": 9, "chain": (1, 3), "extra": (6, 10)}},
    "legal": {1: {"size": 5, "stones": (7, 11), "ko": False, "rules": ("japanese",)},
              2: {"size": 6, "stones": (9, 14), "ko": True, "rules": ("japanese",)},
              3: {"size": 7, "stones": (14, 22), "ko": True,
                  "rules": ("japanese", "new-zealand")}},
}

#: The place of each built-in concept in the course (the concepts of
#: `gotutor.drills.concepts` have theirs: `Concept.order`); CONCEPTS follows it.
ORDER = {"liberties": 10, "atari": 20, "chain": 30, "capture": 40, "double-atari": 50,
         "legal": 70}

#: The concepts of the drill boards, in the order of the course.
CONCEPTS = tuple(LEVELS)


@dataclass(frozen=True)
class Spec:
    """One generated problem: its `concept`, `level`, `seed`, `index`; the position
    (`size`, `codes`: 0 empty, 1 black, 2 white, point 0 the top left), who plays,
    the `target` point (the chain asked about) or `vertex` (the move asked about), the
    `rules` preset, set-up `moves` (a ko), and the proven `answer`: a number, a choice
    ("yes"/"no", "legal"/"suicide"/"ko"/"occupied") or the tuple of every right move.
    `facts`: the numbers the explanation fills in (liberties, stones, captures)."""

    concept: str
    level: int
    seed: int | str
    index: int
    size: int
    codes: tuple[int, ...]
    to_play: str
    answer: Any
    target: int | None = None
    vertex: str | None = None
    rules: str = "japanese"
    moves: tuple[str, ...] = ()
    facts: tuple[tuple[str, Any], ...] = field(default=())
    #: 1: `index` is the draw (`draw`: the raw stream, which may repeat a problem);
    #: 2: `index` is the place in the list of distinct problems (`generate`)
    version: int = 1

    @property
    def key(self) -> str:
        """The id of the problem in the review queue: "drill:concept:level:seed:index:v2"
        for a problem of `generate`, "drill:concept:level:seed:index" (the keys stored
        before the list was made distinct) for a draw of `draw`."""
        base = f"drill:{self.concept}:{self.level}:{self.seed}:{self.index}"
        return base if self.version == 1 else f"{base}:v{self.version}"

    def diagram(self) -> str:
        """The position as a diagram (X black, O white, . empty), rows top to bottom."""
        sym = ".XO"
        n = self.size
        return "\n".join(" ".join(sym[self.codes[y * n + x]] for x in range(n))
                         for y in range(n))

    def fact(self, name: str) -> Any:
        """Returns the explanation's number or point `name`."""
        return dict(self.facts)[name]


# ---------------------------------------------------------------------- helpers
def _rng(concept: str, level: int, seed: int | str, index: int, attempt: int) -> random.Random:
    return random.Random(f"{concept}:{level}:{seed}:{index}:{attempt}")


def _scatter(rng: random.Random, codes: list[int], n: int, count: int, code: int,
             near: list[int] | None = None, avoid: set[int] | None = None) -> None:
    """Puts `count` stones of `code` on empty points (next to `near` points when given,
    never on `avoid`)."""
    avoid = avoid or set()
    for _ in range(count):
        if near is not None:
            pool = sorted({q for p in near for q in [*neighbours(p, n), p]
                           if codes[q] == 0 and q not in avoid})
        else:
            pool = [p for p in range(n * n) if codes[p] == 0 and p not in avoid]
        if not pool:
            return
        codes[rng.choice(pool)] = code


def _board(n: int, codes: list[int]) -> Board:
    return Board.from_codes(n, codes)


def _legal_position(board: Board) -> bool:
    """True if every chain on the board has a liberty."""
    return all(ch.liberties for ch in board.chains())


def _game(n: int, codes: tuple[int, ...] | list[int], to_play: str, rules: str = "japanese",
          moves: tuple[str, ...] = ()) -> Game:
    game = Game(n, rules=rules)
    black = [vertex_name(p, n) for p, c in enumerate(codes) if c == 1]
    white = [vertex_name(p, n) for p, c in enumerate(codes) if c == 2]
    first = Color.parse(to_play) if len(moves) % 2 == 0 else Color.parse(to_play).opponent
    game.setup(black=black, white=white, to_move=first)
    for v in moves:
        game.play(v)
    return game


# ---------------------------------------------------------------------- concepts
def _liberties(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    start = rng.randrange(n * n)
    chain = grow(rng, codes, n, start, between(rng, lv["chain"]), me)
    _scatter(rng, codes, n, between(rng, lv["enemy"]), 3 - me, near=chain)
    _scatter(rng, codes, n, between(rng, lv["own"]), me, avoid=set(
        q for p in chain for q in neighbours(p, n)))
    board = _board(n, codes)
    if not _legal_position(board):
        return None
    stones = sum(1 for c in codes if c)
    if stones <= 4 and rng.random() < {1: 0.85, 2: 0.85, 3: 0.7, 4: 0.3}[stones]:
        return None  # fewer boards of one to four stones (few shapes, soon repeated)
    info = board.chain(start)
    assert info is not None
    libs = len(info.liberties)
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": min(info.stones),
            "answer": libs, "facts": (("liberties", libs), ("stones", len(info.stones)))}


def _atari(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    start = rng.randrange(n * n)
    chain = grow(rng, codes, n, start, between(rng, lv["chain"]), me)
    want = between(rng, lv["libs"])
    # fill liberties with the opponent's stones until `want` are left
    for _ in range(4 * n * n):
        libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0})
        if len(libs) <= want:
            break
        codes[rng.choice(libs)] = 3 - me
    near = {q for p in chain for q in [*neighbours(p, n), p]}
    for _ in range(between(rng, lv["extra"])):
        _scatter(rng, codes, n, 1, rng.choice((1, 2)), avoid=near)
    board = _board(n, codes)
    if not _legal_position(board):
        return None
    info = board.chain(start)
    assert info is not None
    libs = len(info.liberties)
    if libs != want or set(info.stones) != set(chain):
        return None
    return {"codes": codes, "to_play": "W" if me == 1 else "B", "target": min(info.stones),
            "answer": "yes" if libs == 1 else "no",
            "facts": (("liberties", libs), ("liberty", vertex_name(min(info.liberties), n)))}


def _chain(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    start = rng.randrange(n * n)
    count = between(rng, lv["own"])
    # stones in a loose cluster: some touch along the lines, some only across a corner
    placed = [start]
    codes[start] = me
    for _ in range(count - 1):
        pool = []
        for p in placed:
            x, y = p % n, p // n
            for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1),
                           (-1, -1), (2, 0), (0, 2), (-2, 0), (0, -2)):
                if 0 <= x + dx < n and 0 <= y + dy < n and codes[(y + dy) * n + x + dx] == 0:
                    pool.append((y + dy) * n + x + dx)
        pool = sorted(set(pool))
        if not pool:
            break
        q = rng.choice(pool)
        codes[q] = me
        placed.append(q)
    _scatter(rng, codes, n, between(rng, lv["enemy"]), 3 - me, near=placed)
    board = _board(n, codes)
    if not _legal_position(board):
        return None
    info = board.chain(start)
    assert info is not None
    size = len(info.stones)
    same = sum(1 for c in codes if c == me)
    if size == 1 and rng.random() < 0.6:
        return None  # fewer lone stones
    if size == same and rng.random() < 0.7:
        return None  # mostly: a chain that is not every stone of its colour
    return {"codes": codes, "to_play": "B" if me == 1 else "W", "target": start,
            "answer": size, "facts": (("stones", size),)}


def _capture(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    start = rng.randrange(n * n)
    chain = grow(rng, codes, n, start, between(rng, lv["chain"]), 2)
    for _ in range(4 * n * n):
        libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0})
        if len(libs) <= 1:
            break
        codes[rng.choice(libs)] = 1
    # other stones, away from the target and its liberty
    near = {q for p in chain for q in [*neighbours(p, n), p]}
    near |= {r for q in list(near) if codes[q] == 0 for r in neighbours(q, n)}
    for _ in range(between(rng, lv["extra"])):
        _scatter(rng, codes, n, 1, rng.choice((1, 2)), avoid=near)
    # decoys: other white chains with two liberties, next to the black stones
    blacks = [p for p in range(n * n) if codes[p] == 1]
    for _ in range(lv["decoys"]):
        pool = sorted({q for p in blacks for q in neighbours(p, n) if codes[q] == 0
                       and all(codes[r] != 2 for r in neighbours(q, n))})
        if pool:
            codes[rng.choice(pool)] = 2
    board = _board(n, codes)
    if not _legal_position(board):
        return None
    info = board.chain(start)
    assert info is not None
    if len(info.liberties) != 1 or set(info.stones) != set(chain):
        return None
    if any(len(ch.liberties) == 1 for ch in board.chains(Color.BLACK)):
        return None  # Black in atari too: another question
    game = _game(n, codes, "B")
    targets = set(info.stones)
    right = []
    for p in sorted(info.liberties):
        check = game.check(vertex_name(p, n))
        if check.legal and targets <= set(check.captures):
            right.append(vertex_name(p, n))
    if not right:
        return None
    return {"codes": codes, "to_play": "B", "target": min(info.stones), "answer": tuple(right),
            "facts": (("stones", len(info.stones)), ("liberty", right[0]))}


def double_ataris(game: Game) -> list[str]:
    """Returns the moves of the player to move that put two or more of the opponent's
    chains in atari at once (chains that had more liberties before) and capture nothing;
    and after which no reply of the opponent saves every such chain (`_wins_a_chain`).
    A move whose own stone is left in atari counts when it works: the replies read
    include capturing that stone (which may fill the last liberty of the chain that
    captures, as in a snapback). Read on the solver's compact `Position` (basic ko, no
    suicide: the rules of the drill's Japanese preset, whose moves `Game.check` judges
    the same way on a position without history)."""
    from ..solver.position import Position

    board = game.board
    n = board.size
    me = 1 if game.to_move is Color.BLACK else 2
    ko = game.ko_point
    pos = Position(n, tuple(board.codes()), -1 if ko is None else board.point(ko))
    opp_stones = sum(1 for c in pos.codes if c == 3 - me)
    before = {min(ch.stones) for ch in board.chains(game.to_move.opponent)
              if len(ch.liberties) > 1}
    out = []
    for p in board.empty_points():
        after = pos.play(p, me)
        if after is None or sum(1 for c in after.codes if c == 3 - me) != opp_stones:
            continue  # illegal, or it captures
        hit = {min(after.chain(q)[0]) for q in before if len(after.liberties(q)) == 1}
        if len(hit) >= 2 and _wins_a_chain(after, me, sorted(hit)):
            out.append(vertex_name(p, n))
    return out


def _wins_a_chain(after: Any, me: int, chains: list[int]) -> bool:
    """True if in the solver's position `after` (the opponent to move) no reply of the
    opponent (a pass included) saves every chain through `chains`: one of them can
    still be captured at once by `me`."""
    for r in [*range(after.size * after.size), -1]:
        trial = after.pass_move() if r < 0 else after.play(r, 3 - me)
        if trial is None:
            continue
        caught = False
        for p in chains:
            if trial.codes[p] != 3 - me:
                continue
            libs = trial.liberties(p)
            if len(libs) == 1 and trial.play(min(libs), me) is not None:
                caught = True
                break
        if not caught:
            return False
    return True


def _double_atari(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    me = rng.choice((1, 2))
    point = rng.randrange(n * n)
    sides = neighbours(point, n)
    rng.shuffle(sides)
    if len(sides) < 2:
        return None
    chains = []
    for start in sides[:2]:
        if codes[start]:
            return None
        codes[point] = 3  # keep the shared liberty free while the chains grow
        chains.append(grow(rng, codes, n, start, between(rng, lv["chain"]), 3 - me))
        codes[point] = 0
    # each chain: two liberties, the shared point and one more
    for chain in chains:
        for _ in range(4 * n * n):
            libs = sorted({q for p in chain for q in neighbours(p, n) if codes[q] == 0}
                          - {point})
            if len(libs) <= 1:
                break
            codes[rng.choice(libs)] = me
    near = {q for c in chains for p in c for q in [*neighbours(p, n), p]} | {point}
    for _ in range(between(rng, lv["extra"])):
        _scatter(rng, codes, n, 1, rng.choice((1, 2)), avoid=near)
    board = _board(n, codes)
    if not _legal_position(board) or any(len(ch.liberties) == 1 for ch in board.chains()):
        return None
    to_play = "B" if me == 1 else "W"
    game = _game(n, codes, to_play)
    right = double_ataris(game)
    if not right or len(right) > 2:
        return None
    return {"codes": codes, "to_play": to_play, "answer": tuple(right), "facts": ()}


def _legal(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    n = lv["size"]
    codes = [0] * (n * n)
    moves: tuple[str, ...] = ()
    ko_point = None
    me = rng.choice((1, 2))
    if lv["ko"] and rng.random() < 0.4:
        # a ko shape somewhere on the board: the opponent has just taken
        x, y = 1 + rng.randrange(n - 3), rng.randrange(n - 2)
        # local frame: the player's stone at k was just captured by the opponent's t
        #   . o m .          row y
        #   o k t m          row y+1
        #   . o m .          row y+2
        shape = {(1, 0): 3 - me, (0, 1): 3 - me, (1, 2): 3 - me, (2, 0): me, (3, 1): me,
                 (2, 2): me}
        for (dx, dy), c in shape.items():
            px, py = x - 1 + dx, y + dy
            if not (0 <= px < n and 0 <= py < n):
                return None
            codes[py * n + px] = c
        k = (y + 1) * n + x
        t = (y + 1) * n + x + 1
        codes[k] = me  # the player's stone, captured by the opponent's move at t
        moves = (vertex_name(t, n),)
        ko_point = k
    total = between(rng, lv["stones"])
    for _ in range(total):
        empty = [p for p in range(n * n) if codes[p] == 0]
        codes[rng.choice(empty)] = rng.choice((1, 2))
    board = _board(n, codes)
    if not _legal_position(board):
        return None
    to_play = "B" if me == 1 else "W"
    rules = rng.choice(list(lv["rules"]))
    try:
        game = _game(n, codes, to_play, rules, moves)
    except Exception:
        return None
    if moves and game.why_illegal(vertex_name(ko_point, n)) != "ko":
        return None
    # the points of each kind, in point order
    kinds: dict[str, list[int]] = {"ko": [], "suicide": [], "capture": [], "self-capture": [],
                                   "legal": []}
    for p in range(n * n):
        if game.board.get(p) is not None:
            continue
        check = game.check(vertex_name(p, n))
        if check.reason in ("ko", "superko"):
            kinds["ko"].append(p)
        elif check.reason == "suicide":
            kinds["suicide"].append(p)
        elif check.captures:
            if all(game.board.get(q) is not None for q in neighbours(p, n)):
                kinds["capture"].append(p)  # it looks like suicide, but it captures
            else:
                kinds["legal"].append(p)
        elif check.self_capture:
            kinds["self-capture"].append(p)
        else:
            kinds["legal"].append(p)
    order = [k for k in ("ko", "suicide", "capture", "self-capture") if kinds[k]]
    if not order:
        return None
    if moves and kinds["ko"] and rng.random() < 0.5:
        kind = "ko"
    elif kinds["self-capture"] and rng.random() < 0.6:
        kind = "self-capture"  # what the rules that allow it are about
    else:
        choices = [k for k in ("suicide", "capture", "legal") if kinds[k]]
        if not choices:
            return None
        kind = rng.choice(choices)
    v = vertex_name(rng.choice(kinds[kind]), n)
    reason = game.why_illegal(v)
    answer = "legal" if reason is None else ("ko" if reason == "superko" else reason)
    return {"codes": codes, "to_play": to_play, "vertex": v, "answer": answer,
            "rules": rules, "moves": moves, "facts": (("kind", kind),)}


_GENERATORS = {"liberties": _liberties, "atari": _atari, "chain": _chain,
               "capture": _capture, "double-atari": _double_atari, "legal": _legal}

#: the built-in concepts (defined in this module), in the order of the course
BUILT_IN = tuple(LEVELS)


def _add_concept_modules() -> None:
    """Adds the concepts of `gotutor.drills.concepts` to LEVELS, the generators and
    CONCEPTS, all of them in the course's order (ORDER, `Concept.order`)."""
    global CONCEPTS
    from .concepts import concepts

    order = dict(ORDER)
    for concept in concepts():
        if concept.name in LEVELS:
            raise ValueError(f"drill concept {concept.name!r} defined twice")
        LEVELS[concept.name] = concept.levels
        _GENERATORS[concept.name] = concept.make
        MODULES[concept.name] = concept
        order[concept.name] = concept.order
        if concept.legacy:
            _LEGACY[concept.name] = dict(concept.legacy)
            KEY_VERSIONS[concept.name] = max(concept.legacy) + 1
    CONCEPTS = tuple(sorted(LEVELS, key=lambda c: (order[c], c)))


#: the concepts defined in `gotutor.drills.concepts`, by name
MODULES: dict[str, Any] = {}


#: the key version of the problems `generate` deals now, per concept: 2 unless the
#: concept's generator has changed since (`Concept.legacy` keeps its settings before)
KEY_VERSIONS: dict[str, int] = {}
#: the settings of earlier key versions: concept -> {version: {level: settings}}
_LEGACY: dict[str, dict[int, dict[int, dict[str, Any]]]] = {}


def key_version(concept: str) -> int:
    """Returns the version of the keys `generate` writes for `concept` now (2, or more
    for a concept whose problems have changed since)."""
    return KEY_VERSIONS.get(concept, 2)


def _settings(concept: str, level: int, version: int | None = None) -> dict[str, Any]:
    """Returns the settings of `concept` at `level` (those of key `version` when it is
    an earlier one whose settings differ); raises ValueError for an unknown concept,
    level or version."""
    if concept not in _GENERATORS:
        raise ValueError(f"unknown drill {concept!r}; known: {', '.join(LEVELS)}")
    levels = LEVELS[concept]
    if isinstance(level, bool) or level not in levels:
        raise ValueError(f"drill {concept!r} has levels {min(levels)} to {max(levels)}, "
                         f"not {level!r}")
    if version is not None and not 1 <= version <= key_version(concept):
        raise ValueError(f"drill {concept!r} has key versions 1 to "
                         f"{key_version(concept)}, not {version!r}")
    older = [v for v in sorted(_LEGACY.get(concept, {})) if version is not None and version <= v]
    return _LEGACY[concept][older[0]][level] if older else levels[level]


def draw(concept: str, level: int, seed: int | str, index: int,
         version: int | None = None) -> Spec:
    """Returns draw `index` of `concept` at `level` for `seed`, the raw stream that
    `generate` makes distinct: the first good candidate of the attempts 0, 1, 2... Two
    draws may be the same problem (up to symmetry and colour swap). `version`: the
    draw as the keys of that version made it (None: as now). Raises ValueError for an
    unknown concept, level or version, RuntimeError if no attempt gives a problem
    (never seen)."""
    lv = _settings(concept, level, version)
    if lv.get("dealt"):  # a generator that varies its problems along the list
        lv = {**lv, "seed": str(seed), "index": index}
    for attempt in range(lv.get("attempts", MAX_ATTEMPTS)):
        made = _GENERATORS[concept](_rng(concept, level, seed, index, attempt), lv)
        if made is None:
            continue
        return Spec(concept, level, seed, index, lv["size"], tuple(made["codes"]),
                    made["to_play"], made["answer"], made.get("target"), made.get("vertex"),
                    made.get("rules", "japanese"), tuple(made.get("moves", ())),
                    tuple(made.get("facts", ())))
    raise RuntimeError(f"no {concept} problem for level {level}, seed {seed}, index {index}")


#: how many draws in a row may repeat problems already in the list before `generate`
#: says the concept's level has run out of new problems
MAX_REPEATS = 1000
#: problem indexes go up to MAX_INDEX - 1 (a list is read from its start: a larger
#: index, from a damaged review key, would read for hours)
MAX_INDEX = 10_000
#: how many lists of distinct problems `generate` keeps (the most recently used)
_KEPT = 24


class _Stream:
    """The distinct problems of one concept, level and seed, made so far: `specs`
    (in order), their canonical `forms`, and the next draw to read."""

    def __init__(self) -> None:
        self.specs: list[Spec] = []
        self.forms: set[tuple] = set()
        self.next_draw = 0


_streams: dict[tuple[str, int, str, int], _Stream] = {}


def generate(concept: str, level: int, seed: int | str, index: int,
             version: int | None = None) -> Spec:
    """Returns problem `index` of `concept` at `level` for `seed`: the `index`-th of the
    draws 0, 1, 2... (`draw`) that is not the same problem as an earlier one up to the
    board's symmetries and a colour swap (`canonical`), nor, in lists of key version 3
    or more, one that the concept's `fits` keeps from following the problems before.
    So problems 0, 1, 2... of a seed are all different, and problem i is a function of
    (concept, level, seed, i) alone.
    `version` (2 or more): the list that keys of that version name (None: the list of
    now, `key_version`); the spec's key carries it.
    The lists already made are kept (the last `_KEPT`): dealing them in order costs one
    draw or a few per problem. Raises ValueError for an unknown concept, level or an
    index outside 0 to MAX_INDEX - 1, RuntimeError if no draw gives a problem or
    MAX_REPEATS draws in a row repeat earlier problems (the level has run out)."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < MAX_INDEX:
        raise ValueError(f"a problem's index is a whole number from 0 to {MAX_INDEX - 1}, "
                         f"not {index!r}")
    now = key_version(concept) if version is None else version
    if isinstance(now, bool) or not isinstance(now, int) or now < 2:
        raise ValueError(f"a list's key version is 2 or more, not {version!r}")
    key = (concept, level, str(seed), now)
    stream = _streams.pop(key, None)
    if stream is None:
        _settings(concept, level, now)
        stream = _Stream()
    _streams[key] = stream  # the most recently used last
    while len(_streams) > _KEPT:
        del _streams[next(iter(_streams))]
    repeats = 0
    while len(stream.specs) <= index:
        spec = draw(concept, level, seed, stream.next_draw, now)
        stream.next_draw += 1
        form = canonical(spec)
        fits = getattr(MODULES.get(concept), "fits", None) if now >= 3 else None
        if form in stream.forms or (fits and not fits(stream.specs, spec)):
            repeats += 1
            if repeats >= MAX_REPEATS:
                raise RuntimeError(f"the {concept} drill at level {level} has run out of new "
                                   f"problems for seed {seed} after {len(stream.specs)}")
            continue
        repeats = 0
        stream.forms.add(form)
        stream.specs.append(replace(spec, index=len(stream.specs), version=now))
    spec = stream.specs[index]
    return spec if spec.seed == seed else replace(spec, seed=seed)


# ---------------------------------------------------------------------- symmetry
def _transforms(n: int) -> list[list[int]]:
    """The board's 8 symmetries, each as the list: point -> its image."""
    return [symmetry(n, t) for t in range(8)]


_transform_cache: dict[int, list[list[int]]] = {}


def _symmetries(n: int) -> list[list[int]]:
    table = _transform_cache.get(n)
    if table is None:
        table = _transform_cache[n] = _transforms(n)
    return table


#: `canonical` swaps the colours of every concept, with the player to move
_SWAP = {"B": "W", "W": "B"}


def canonical(spec: Spec) -> tuple:
    """Returns the problem's canonical form: the smallest of its images under the 8
    symmetries of the board and the colour swap (the stones' colours and the player to
    move swapped together): two problems with the same form are the same problem, up to
    how the board is turned and which colour plays it."""
    from ..coords import parse_point

    n = spec.size
    move_points = [parse_point(v, n) for v in spec.moves]
    vertex_point = parse_point(spec.vertex, n) if spec.vertex else None
    target_stones: tuple[int, ...] = ()
    if spec.target is not None:
        info = Board.from_codes(n, spec.codes).chain(spec.target)
        target_stones = tuple(info.stones) if info else ()
    swapped_codes = tuple(3 - c if c else 0 for c in spec.codes)
    best = None
    for perm in _symmetries(n):
        target = min(perm[q] for q in target_stones) if target_stones else None
        vertex = None if vertex_point is None else perm[vertex_point]
        moves = tuple(perm[m] for m in move_points if m is not None)
        for codes, to_play in ((spec.codes, spec.to_play),
                               (swapped_codes, _SWAP.get(spec.to_play, spec.to_play))):
            image = [0] * (n * n)
            for p, c in enumerate(codes):
                image[perm[p]] = c
            form = (n, tuple(image), to_play, target, vertex, moves, spec.rules)
            if best is None or form < best:
                best = form
    assert best is not None
    return (spec.concept, *best)


_add_concept_modules()
