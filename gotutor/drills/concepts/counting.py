"""The counting drill ("count"): count this finished game and type the result.

Level 1: territory only (Japanese rules, no komi, no prisoners, no dead stones).
Level 2: prisoners and komi, under territory (Japanese) or area (Chinese) counting.
Level 3: dead stones marked on the board and, under territory counting, dame (neutral
points that count for nobody).

The problems of now (keys of version 3, `LEVELS`) are the end of a game on a 9x9 board
(levels 1 and 2) or a 13x13 board (level 3): borders that bend, walls along them,
stones inside the territories (`_finished`: how they are made and what `settled` asks
of them); the dame, dead stones and prisoners are added as below (`_open_dame`,
`_invaders`, `_thrown_in`), each step checked by `settled`.

The problems of the keys of version 2 (`LEVELS_V2`: 5x5, 7x7, 9x9 filled with the two
sides' stones) are made as they were (all randomness from the generator's `rng`):

1. The board is split by a line from the left edge to the right (a random walk): one
   colour above it, the other below.
2. Each side is filled with its stones, then emptied point by point at random: first
   single points inside its stones (eyes), then more, every point only where all its
   neighbours are its own side's, and only while every stone stays pass-alive
   (Benson's test). So every border is closed, no empty point touches both colours and
   every chain lives even if its owner passes: the game is really finished.
3. Prisoners (level 2 and 3): an opponent's stone thrown into a territory, next to one
   empty point of it, and captured there by the set-up moves (the position after them
   is checked again).
4. Dead stones (level 3): one or two of the opponent's stones in a territory whose
   area has at most one point inside it (every other point touches the owner's
   pass-alive stones), so they can never make two eyes: dead.
5. Dame (level 3, territory counting): a border stone whose neighbours are all stones,
   of both colours, is taken away; filling that point changes no territory (the scoring
   module's protective-move check must find nothing to fill).

The answer is `Game.score` (gotutor.scoring) of the position with the dead stones
taken off, under the problem's rules and komi; the explanation gives its breakdown.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...board import adjacency
from ...color import Color
from ...coords import PASS, vertex_name
from ...game import Game
from ...i18n import N_
from ...i18n.answers import AmbiguousAnswer, AnswerError, format_result
from ...i18n.answers import parse_score as read_score
from ...i18n.vocabulary import RULES_NAMES, format_points
from ...problems import Problem
from ...problems.goals import Attempt, Outcome
from ...problems.questions import DeadStonesGoal, ResultText
from ...problems.texts import Text
from ...solver.benson import pass_alive_points
from ..geometry import between
from . import Concept
from ._finished import DEAD_ROOM, regions, settled, shape, walls, within, zones

if TYPE_CHECKING:
    from ...problems.problem import Problem as ProblemType
    from ...scoring import Score
    from ..generator import Spec

__all__ = ["CONCEPTS", "LEVELS", "CountQuestion", "PointsText", "make", "problem"]

#: the levels of the keys of version 2 (a small board filled with the two sides'
#: stones, step 1 to 5 of the module's doc): level -> board size, rule presets, komi
#: (None: the preset's), prisoners per side, dead chains, dame points, how often a
#: point that may be emptied is kept a stone
LEVELS_V2: dict[int, dict[str, Any]] = {
    1: {"size": 5, "rules": ("japanese",), "komi": 0.0, "prisoners": (0, 0),
        "dead": (0, 0), "dame": (0, 0), "keep": 0.3},
    2: {"size": 7, "rules": ("japanese", "chinese"), "komi": None, "prisoners": (0, 3),
        "dead": (0, 0), "dame": (0, 0), "keep": 0.2},
    3: {"size": 9, "rules": ("japanese", "chinese"), "komi": None, "prisoners": (0, 2),
        "dead": (1, 2), "dame": (1, 2), "keep": 0.15},
}

#: the levels now (keys of version 3): the end of a game on a 9x9 or 13x13 board
#: (`_finished`); "extra": how often a point next to a wall gets a stone of its side,
#: "inside": how many stones stand inside the territories, "margin": the largest
#: result kept (points)
LEVELS: dict[int, dict[str, Any]] = {
    1: {**LEVELS_V2[1], "size": 9, "game": True, "extra": 0.12, "inside": (1, 2),
        "margin": 20},
    2: {**LEVELS_V2[2], "size": 9, "game": True, "extra": 0.12, "inside": (1, 2),
        "margin": 20},
    3: {**LEVELS_V2[3], "size": 13, "game": True, "extra": 0.1, "inside": (2, 5),
        "margin": 30},
}


#: how many border stones are tried for each dame point
DAME_TRIES = 6


def _alive(n: int, codes: list[int], dead: set[int] | frozenset[int] = frozenset()) -> bool:
    """True if every stone on `codes` but the `dead` ones is pass-alive."""
    t = tuple(codes)
    alive = pass_alive_points(n, t, 1) | pass_alive_points(n, t, 2)
    return all(c == 0 or p in alive or p in dead for p, c in enumerate(codes))


def _sides(rng: random.Random, n: int, keep: float) -> list[int] | None:
    """Returns a finished position (steps 1 and 2 of the module's doc) as point codes,
    or None if the drawn sides do not live."""
    nbr = adjacency(n)
    top = rng.choice((1, 2))
    lo, hi = 2, n - 2  # each side at least two rows deep
    height = lo + rng.randrange(hi - lo + 1)  # rows above the line in the first column
    codes = [0] * (n * n)
    for x in range(n):
        if x:
            height = min(hi, max(lo, height + rng.choice((-1, 0, 0, 1))))
        for y in range(n):
            codes[y * n + x] = top if y < height else 3 - top
    if len(set(codes)) < 2:
        return None
    order = list(range(n * n))
    rng.shuffle(order)
    for p in order:  # eyes: points inside their own side's stones, none touching
        x, y = p % n, p // n  # another even across a corner (the stones stay one chain)
        around = [(y + dy) * n + x + dx for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                  if (dx or dy) and 0 <= x + dx < n and 0 <= y + dy < n]
        if all(codes[q] == codes[p] for q in around):
            codes[p] = 0
    if not _alive(n, codes):
        return None
    for p in order:
        v = codes[p]
        if not v or any(codes[q] not in (0, v) for q in nbr[p]) or rng.random() < keep:
            continue
        codes[p] = 0
        stones = [q for q in range(n * n) if codes[q] == v]
        alive = pass_alive_points(n, tuple(codes), v)
        if any(q not in alive for q in stones):
            codes[p] = v
    return codes


def _regions(n: int, codes: list[int]) -> list[tuple[list[int], int]]:
    """Returns the empty regions: (points, the colour codes around them or'ed)."""
    nbr = adjacency(n)
    seen = [c != 0 for c in codes]
    out = []
    for start in range(n * n):
        if seen[start]:
            continue
        seen[start] = True
        region, border = [start], 0
        for p in region:
            for q in nbr[p]:
                if codes[q]:
                    border |= codes[q]
                elif not seen[q]:
                    seen[q] = True
                    region.append(q)
        out.append((region, border))
    return out


def _throw_ins(rng: random.Random, n: int, codes: list[int], count: int, colour: int
               ) -> list[tuple[int, int]] | None:
    """Puts `count` stones of the opponent of `colour` into `colour`'s territory, each
    next to exactly one empty point, where `colour` captures it. Returns the (stone,
    capturing point) pairs, or None if there is no room."""
    nbr = adjacency(n)
    out: list[tuple[int, int]] = []
    for _ in range(count):
        pool = []
        for region, border in _regions(n, codes):
            if border != colour or len(region) < 2:
                continue
            for p in region:
                empty = [q for q in nbr[p] if codes[q] == 0]
                if len(empty) == 1 and all(codes[q] in (0, colour) for q in nbr[p]):
                    pool.append((p, empty[0]))
        if not pool:
            return None
        pool.sort()
        t, e = rng.choice(pool)
        codes[t] = 3 - colour
        out.append((t, e))
    return out


def _dead_stones(rng: random.Random, n: int, codes: list[int], count: int) -> set[int] | None:
    """Puts `count` dead chains (one or two stones) into territories (step 4 of the
    module's doc); returns their points, or None if there is no room."""
    nbr = adjacency(n)
    dead: set[int] = set()
    for _ in range(count):
        # the areas the stones may stand in: every point but one touches the owner's
        # stones (at most one point inside), so no two eyes can be made there
        regions = []
        for region, owner in _regions(n, codes):
            inside = set(region)
            interior = sum(1 for p in region if all(q in inside for q in nbr[p]))
            if owner in (1, 2) and len(region) >= 2 and interior <= 1:
                regions.append((min(region), sorted(region), owner))
        if not regions:
            return None
        regions.sort()
        _key, region, owner = rng.choice(regions)
        inside = set(region)
        start = rng.choice(region)
        stones = [start]
        if rng.random() < 0.4:
            more = sorted(q for q in nbr[start] if q in inside)
            if more:
                stones.append(rng.choice(more))
        for s in stones:
            codes[s] = 3 - owner
        if any(not any(codes[q] == 0 for q in nbr[s]) for s in stones):
            return None  # no liberty: not a position
        dead |= set(stones)
    return dead


def _dame(rng: random.Random, n: int, codes: list[int], count: int) -> list[int] | None:
    """Takes away `count` border stones whose neighbours are all stones, of both
    colours, and without which every stone stays pass-alive (step 5 of the module's
    doc; up to DAME_TRIES stones tried for each); returns their points, or None."""
    nbr = adjacency(n)
    out = []
    for _ in range(count):
        pool = [p for p in range(n * n) if codes[p] and p not in out
                and all(codes[q] for q in nbr[p])
                and any(codes[q] == 3 - codes[p] for q in nbr[p])]
        rng.shuffle(pool)
        for p in pool[:DAME_TRIES]:
            v = codes[p]
            codes[p] = 0
            if _alive(n, codes):
                out.append(p)
                break
            codes[p] = v
        else:
            return None
    return out


def _game(n: int, codes: list[int], rules: str, komi: float, moves: list[str]) -> Game:
    """Returns the game of the position: the stones set up, Black to move, the set-up
    `moves` played."""
    game = Game(n, rules=rules, komi=komi)
    game.setup(black=[vertex_name(p, n) for p, c in enumerate(codes) if c == 1],
               white=[vertex_name(p, n) for p, c in enumerate(codes) if c == 2],
               to_move=Color.BLACK)
    for v in moves:
        game.play(v)
    return game


def make(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """Returns one counting problem's dict (see `gotutor.drills.generator`), or None:
    the end of a game on a game's board (`lv["game"]`, keys of version 3), or a small
    board filled with the two sides' stones (version 2)."""
    return _make_game(rng, lv) if lv.get("game") else _make_v2(rng, lv)


def _make_v2(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A counting problem of the keys of version 2 (steps 1 to 5 of the module's doc),
    or None."""
    n = lv["size"]
    codes = _sides(rng, n, lv["keep"])
    if codes is None:
        return None
    rules = rng.choice(list(lv["rules"]))
    from ...rules import Rules

    preset = Rules.of(rules)
    komi = preset.komi if lv["komi"] is None else lv["komi"]
    dame: list[int] = []
    if not preset.counts_stones:
        dame = _dame(rng, n, codes, between(rng, lv["dame"])) or []
        if lv["dame"][0] and len(dame) < lv["dame"][0]:
            return None
    dead: set[int] = set()
    if lv["dead"][1]:
        found = _dead_stones(rng, n, codes, between(rng, lv["dead"]))
        if found is None or not _alive(n, codes, found):
            return None
        dead = found
    # prisoners: each side's stones thrown in and captured by the set-up moves
    captures: dict[int, list[tuple[int, int]]] = {}
    for colour in (1, 2):
        found_pairs = _throw_ins(rng, n, codes, between(rng, lv["prisoners"]), colour)
        if found_pairs is None:
            return None
        captures[colour] = found_pairs
    return _finish(rng, n, codes, rules, komi, dead, dame, captures,
                   lambda after: _alive(n, after, dead))


def _finish(rng: random.Random, n: int, codes: list[int], rules: str, komi: float,
            dead: set[int], dame: list[int], captures: dict[int, list[tuple[int, int]]],
            finished: Callable[[list[int]], bool]) -> dict[str, Any] | None:
    """Plays the captures of the prisoners (`captures`: colour -> (the thrown-in stone,
    the capturing point)), checks the position after them (`finished(codes)`, the
    captures, `Game.score`: nothing to fill, no seki, the dame expected) and returns the
    problem's dict, or None."""
    moves: list[str] = []
    black_moves = [vertex_name(e, n) for _t, e in captures[1]]
    white_moves = [vertex_name(e, n) for _t, e in captures[2]]
    while black_moves or white_moves:
        moves.append(black_moves.pop(0) if black_moves else PASS)
        if black_moves or white_moves:
            moves.append(white_moves.pop(0) if white_moves else PASS)
    try:
        game = _game(n, codes, rules, komi, moves)
    except Exception:
        return None
    after = [0 if c is None else (1 if c is Color.BLACK else 2) for c in game.board]
    if not finished(after):
        return None
    caught = game.captures
    if (caught[Color.BLACK], caught[Color.WHITE]) != (len(captures[1]), len(captures[2])):
        return None
    dead_vertices = sorted((vertex_name(p, n) for p in dead), key=lambda v: game.board.point(v))
    score = game.score(dead_vertices)
    bd = score.breakdown
    if bd.to_fill[Color.BLACK] or bd.to_fill[Color.WHITE] or bd.seki or len(bd.dame) != len(dame):
        return None
    if score.winner is None and rng.random() < 0.7:
        return None  # fewer draws
    to_play = "B" if len(moves) % 2 == 0 else "W"
    facts = (("komi", komi), ("dead", tuple(dead_vertices)),
             ("prisoners", (len(captures[1]), len(captures[2]))))
    return {"codes": codes, "to_play": to_play, "rules": rules, "moves": tuple(moves),
            "answer": (tuple(dead_vertices), str(score)), "facts": facts}


# ---------------------------------------------------------------------- version 3
def _make_game(rng: random.Random, lv: dict[str, Any]) -> dict[str, Any] | None:
    """A counting problem of the end of a game (keys of version 3, `_finished`), or
    None: the zones and walls, then the dame, the dead stones and the prisoners as in
    version 2, every step checked by `_finished.settled`."""
    n = lv["size"]
    side = zones(rng, n)
    codes = walls(n, side)
    shape(rng, n, codes, side, lv["extra"], lv["inside"])
    if codes.count(0) < EMPTY * n * n or not settled(n, codes):
        return None  # a board full of stones does not look like a game's end
    rules = rng.choice(list(lv["rules"]))
    from ...rules import Rules

    preset = Rules.of(rules)
    komi = preset.komi if lv["komi"] is None else lv["komi"]
    dame: list[int] = []
    if not preset.counts_stones:
        dame = _open_dame(rng, n, codes, between(rng, lv["dame"])) or []
        if lv["dame"][0] and len(dame) < lv["dame"][0]:
            return None
    dead: set[int] = set()
    if lv["dead"][1]:
        found = _invaders(rng, n, codes, between(rng, lv["dead"]))
        if found is None or not settled(n, codes, found):
            return None
        dead = found
    captures: dict[int, list[tuple[int, int]]] = {}
    for colour in (1, 2):
        pairs = _thrown_in(rng, n, codes, between(rng, lv["prisoners"]), colour, dead)
        if pairs is None:
            return None
        captures[colour] = pairs
    made = _finish(rng, n, codes, rules, komi, dead, dame, captures,
                   lambda after: settled(n, after, dead))
    if made is None or abs(read_score(made["answer"][1], "en")[1]) > lv["margin"]:
        return None  # a close game, as most finished games are
    return made


def _territory(n: int, codes: list[int], dead: set[int] | frozenset[int] = frozenset()
               ) -> dict[int, tuple[int, int]]:
    """Returns {empty point: (the side whose territory it is, the region's size)} of
    `codes` with the `dead` stones taken off."""
    lifted = [0 if p in dead else c for p, c in enumerate(codes)]
    out: dict[int, tuple[int, int]] = {}
    for region, border in regions(n, lifted):
        if len(border) == 1:
            colour = next(iter(border))
            out.update((p, (colour, len(region))) for p in region)
    return out


def _open_dame(rng: random.Random, n: int, codes: list[int], count: int) -> list[int] | None:
    """Takes away `count` wall stones whose neighbours are all stones, of both colours,
    so that the game stays `settled` (up to DAME_TRIES stones tried for each): those
    points are dame. Returns them, or None."""
    nbr = adjacency(n)
    out: list[int] = []
    for _ in range(count):
        pool = [p for p in range(n * n) if codes[p] and p not in out
                and all(codes[q] for q in nbr[p])
                and any(codes[q] == 3 - codes[p] for q in nbr[p])]
        rng.shuffle(pool)
        for p in pool[:DAME_TRIES]:
            v = codes[p]
            codes[p] = 0
            if settled(n, codes):
                out.append(p)
                break
            codes[p] = v
        else:
            return None
    return out


#: at least this share of the board's points is empty (territory) at the end of a game
EMPTY = 0.45

#: a dead stone is put where at most this many points of the territory lie within two
#: steps of it (against the owner's wall or the edge: no room to make eyes)
CRAMPED = 6


def _room(n: int, p: int, owned: dict[int, tuple[int, int]]) -> int:
    """Returns how many points of the territory of `p` lie within two steps of it
    (`p` not counted)."""
    colour = owned[p][0]
    return sum(1 for q in within(n, 2)[p] if owned.get(q, (0,))[0] == colour)


def _invaders(rng: random.Random, n: int, codes: list[int], count: int) -> set[int] | None:
    """Puts `count` dead chains (one stone, or two side by side) of one side into the
    other side's territories of DEAD_ROOM points or more, on points whose neighbours
    are all that territory's or its owner's stones, in a cramped place (CRAMPED);
    returns their points, or None."""
    nbr = adjacency(n)
    dead: set[int] = set()
    for _ in range(count):
        owned = _territory(n, codes, dead)
        pool = sorted(p for p, (colour, size) in owned.items() if size >= DEAD_ROOM
                      and all(owned.get(q, (0,))[0] == colour or codes[q] == colour
                              for q in nbr[p])
                      and _room(n, p, owned) <= CRAMPED)
        if not pool:
            return None
        start = rng.choice(pool)
        colour = owned[start][0]
        stones = [start]
        if rng.random() < 0.4:
            more = sorted(q for q in nbr[start] if q in pool and owned[q][0] == colour)
            if more:
                stones.append(rng.choice(more))
        for p in stones:
            codes[p] = 3 - colour
        dead |= set(stones)
    return dead


def _thrown_in(rng: random.Random, n: int, codes: list[int], count: int, colour: int,
               dead: set[int]) -> list[tuple[int, int]] | None:
    """Puts `count` stones of the opponent of `colour` into `colour`'s territory next
    to its stones, each left with one liberty (a second empty neighbour, if there is
    one, gets a stone of `colour`: the answer in the game), where `colour` captures it.
    Returns the (stone, capturing point) pairs, or None if there is no room."""
    nbr = adjacency(n)
    out: list[tuple[int, int]] = []
    for _ in range(count):
        owned = _territory(n, codes, dead)
        pool = []
        for p, (side, _size) in sorted(owned.items()):
            if side != colour or p in dead:
                continue
            empty = [q for q in nbr[p] if codes[q] == 0]
            if (1 <= len(empty) <= 2 and any(codes[q] == colour for q in nbr[p])
                    and all(codes[q] == colour or owned.get(q, (0,))[0] == colour
                            for q in nbr[p])):
                pool.append((p, empty))
        if not pool:
            return None
        stone, empty = rng.choice(pool)
        rng.shuffle(empty)
        codes[stone] = 3 - colour
        for q in empty[1:]:
            codes[q] = colour
        out.append((stone, empty[0]))
    return out


# ---------------------------------------------------------------------- the question
@dataclass(frozen=True)
class PointsText(Text):
    """A number of points written the way the language writes it ("6,5" in Polish)."""

    points: float = 0.0

    def __bool__(self) -> bool:
        return True

    def render(self, language: str | None = None) -> str:
        """Returns the number as `format_points` writes it in `language`."""
        return format_points(self.points, language)


@dataclass(frozen=True)
class ResultWords(Text):
    """A result in words ("Black wins by 3.5 points"), in the language's words."""

    result: str = "0"

    def __bool__(self) -> bool:
        return True

    def render(self, language: str | None = None) -> str:
        """Returns the result as `format_result(..., words=True)` writes it, with a
        full stop."""
        return format_result(self.result, language, words=True) + "."


@dataclass(frozen=True)
class SumText(Text):
    """Terms added up: "territory 12 + prisoners 2" (each term a Text)."""

    terms: tuple[Text, ...] = ()

    def __bool__(self) -> bool:
        return True

    def render(self, language: str | None = None) -> str:
        """Returns the terms rendered in `language`, joined by " + "."""
        return " + ".join(t.render(language) for t in self.terms)


def breakdown_text(score: Score) -> Text:
    """Returns the count of `score` as sentences: each side's terms and total, the
    dame, then who wins by how much."""
    bd = score.breakdown
    parts: list[Text] = []
    counted = bd.counts_prisoners and any(
        (s.prisoners, s.dead) != (0, 0) for s in (bd.black, bd.white))
    for side, msgid in ((bd.black, N_("Black: {terms} = {total}.")),
                        (bd.white, N_("White: {terms} = {total}."))):
        terms: list[Text] = []
        if bd.counts_stones:
            terms.append(Text.of(N_("stones {n}"), n=PointsText(points=side.stones)))
        terms.append(Text.of(N_("territory {n}"), n=PointsText(points=side.territory)))
        if counted:
            terms.append(Text.of(N_("prisoners {n}"), n=PointsText(points=side.prisoners)))
            if bd.black.dead or bd.white.dead:
                terms.append(Text.of(N_("dead stones {n}"), n=PointsText(points=side.dead)))
        if side.komi:
            terms.append(Text.of(N_("komi {n}"), n=PointsText(points=side.komi)))
        parts.append(Text.of(msgid, terms=SumText(terms=tuple(terms)),
                             total=PointsText(points=side.total)))
    if bd.counts_stones:
        parts.append(Text.of(N_("Under area counting the stones on the board and the "
                                "territory count; prisoners do not.")))
    else:
        parts.append(Text.of(N_("Under territory counting the territory and the prisoners "
                                "count; the stones on the board do not.")))
    if bd.black.dead or bd.white.dead:
        parts.append(Text.of(N_("The dead stones are taken off the board: their points "
                                "are territory.")))
    if bd.dame:
        parts.append(Text.plural_of(N_("{n} dame point counts for nobody."),
                                    N_("{n} dame points count for nobody."), len(bd.dame)))
    parts.append(ResultWords(result=str(score)))
    return Text.join(*parts)


class CountQuestion(DeadStonesGoal):
    """Count the finished game: the dead stones are given (marked and selected), the
    student types the result, read as the lesson's score questions read it
    (`gotutor.i18n.answers.parse_score`: "B+3.5", "C+3,5" in Polish, "0" for a draw)."""

    name = "drill-count"

    def __init__(self, spec: Spec) -> None:
        super().__init__(list(spec.fact("dead")))
        self.spec = spec

    def question(self, problem: ProblemType) -> Text:
        spec = self.spec
        rules = Text.of(RULES_NAMES.get(spec.rules, RULES_NAMES["custom"]))
        komi = spec.fact("komi")
        black, white = spec.fact("prisoners")
        parts = [Text.of(
            # Translators: {rules} is the name of a rule set ("Japanese rules").
            N_("The game is over. {rules}, komi {komi}."), rules=rules,
            komi=PointsText(points=komi))]
        if black or white:
            parts.append(Text.of(N_("Prisoners: Black has captured {black}, White "
                                    "{white}."), black=black, white=white))
        if spec.fact("dead"):
            parts.append(Text.of(N_("The crossed stones are dead.")))
        parts.append(Text.of(N_("Count the game and type the result (for example "
                                "{example})."), example=ResultText(result="B+3.5")))
        return Text.join(*parts)

    def begin(self, problem: ProblemType, attempt: Attempt) -> None:
        """The dead stones are given: selected and confirmed, the score box open."""
        attempt.selected[:] = self.dead()
        attempt.dead_confirmed = True

    def solution(self, problem: ProblemType) -> tuple[tuple[str, ...], str]:
        return tuple(self.dead()), self.score_text(problem)

    def answer(self, problem: ProblemType, attempt: Attempt, value: str) -> Outcome | None:
        try:
            winner, margin = read_score(value, attempt.language)
        except AmbiguousAnswer as err:  # questioned, not guessed
            return Outcome("open", "info", Text.author(err.question))
        except AnswerError as err:  # says, in the student's language, how to write it
            return Outcome("open", "info", Text.author(str(err)))
        attempt.selected[:] = self.dead()  # the given dead stones, whatever was clicked
        score = problem.start_game().score(self.dead())
        if read_score(str(score), "en") == (winner, margin):
            return Outcome("solved", "right", Text.join(
                Text.of(N_("Right: {score}."), score=ResultText(result=str(score))),
                breakdown_text(score)))
        return Outcome("failed", "wrong", Text.of(N_(
            "No: that is not the score. Count each side's points again (territory and "
            "prisoners, or area), then add the komi to White's.")))

    def hint(self, problem: ProblemType, attempt: Attempt,
             step: int) -> tuple[dict[str, str], Text]:
        if self.spec.rules == "chinese":
            return {}, Text.of(N_("Area counting: each side's stones on the board and the "
                                  "empty points it surrounds; White adds the komi."))
        return {}, Text.of(N_("Territory counting: each side's surrounded empty points "
                              "and its prisoners; White adds the komi."))

    @property
    def hint_steps(self) -> int:
        return 1


def problem(spec: Spec) -> Problem:
    """Returns the counting problem `spec` as a Problem (the dead stones crossed)."""
    return Problem(spec.diagram(), spec.to_play, CountQuestion(spec), marked=[],
                   marks={v: "cross" for v in spec.fact("dead")}, rules=spec.rules,
                   komi=spec.fact("komi"), moves=list(spec.moves))


CONCEPTS = (Concept("count", 160, LEVELS, make, problem, {2: LEVELS_V2}),)
