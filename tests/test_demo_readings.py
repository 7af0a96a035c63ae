"""Demonstration captions that state a reading are proven by the solver (issue 18).

Every step of every demonstration (English captions) was read; the captions that claim
something reading decides (a group lives or dies, a chain escapes or is captured
whatever the opponent does, a race is won, a cut cannot be made) are listed in READINGS
with the words that state the claim, and each claim is proven with gotutor.solver,
read to the end:

- answer sets (gotutor.solver.answers.answer_set): every first move of the side to
  move, proven ("win", "loss", "ko", "seki", "escape" = the stones reached open space
  beyond the region read, not proven safe);
- "whatever the other side does" (`whatever`): the solver's proof-number search
  (solver/pns.py, the search answers.judge falls back to; the deepening search takes
  minutes on the whole-board ladder, where this one takes 3 s), read strictly: a "win"
  holds although the prover never takes a ko and the other side may retake every ko at
  once; a "loss" holds although the prover may take every ko.

Regions: small boards are read whole; on the open 9x9 boards a claim is read within
`reach` of its stones or within the area of the fight (a rectangle, or the fight's
points when the stones around are alive beyond doubt), as each case says. A chain that
gets a liberty beyond the region has escaped, which counts as a failure of the
attacker; what such a reading leaves out is play beyond the region.

A caption the solver finds false is marked xfail(strict=True) with the line that shows
it, until the lesson is fixed (none is marked now: the false eye that is a ko and the
"seki" Black could kill were rewritten, the seki on a position that is one).

Liberty counts stated in captions are checked on the board (COUNTS).

Every caption that states a reading is read. Two were rewritten to claim only what the
board shows or the solver proves: connecting-and-cutting/cut/2 said "Black cannot look
after both" (undecided on the open 6x6 board at 300,000 nodes) and now says one move for
two chains; capturing-techniques/ladder-breaker/9 said "Black is in trouble" with Black
to move (undecided at 200,000 nodes) and now says that if Black does nothing, White can
give atari to one after another, which is proven (White, moving first, captures one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

import pytest
from shapes import Place, move_vertex, places, transform

from gotutor.board import Board
from gotutor.color import Color
from gotutor.game import Game
from gotutor.lessons import lesson
from gotutor.solver.answers import answer_set
from gotutor.solver.goals import LOSS, WIN, Capture
from gotutor.solver.pns import PnSolver
from gotutor.solver.position import Position, code_of
from gotutor.solver.region import fight_region, open_space

B, W = Color.BLACK, Color.WHITE

#: (board, ko point or None, the side to move)
Spot = tuple[Board, int | None, Color]
Check = Callable[[Board, int | None, Color], None]


def _game_at(slug: str, key: str, step: int) -> Game:
    """The demonstration's game (English), its cursor on step `step` (0 = the first)."""
    game = lesson(slug).game(key, "en")
    game.go_to(list(game.main_line())[step])
    return game


def _points(board: Board, vertices: Iterable[str]) -> list[int]:
    return [board.point(v) for v in vertices]


def _rect(board: Board, corner: str, other: str) -> frozenset[int]:
    """The empty points of the rectangle between two vertices."""
    n = board.size
    a, b = board.point(corner), board.point(other)
    x0, x1 = sorted((a % n, b % n))
    y0, y1 = sorted((a // n, b // n))
    return frozenset(y * n + x for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)
                     if board.get(y * n + x) is None)


# ---------------------------------------------------------------- the checks

def _answers(board: Board, ko: int | None, to_play: Color, kind: str,
             targets: Iterable[str], area: Iterable[str] | None = None,
             **options: Any) -> dict[str, tuple[str, str | None]]:
    if area is not None:
        options["area"] = frozenset(_points(board, area))
    return answer_set(board, ko, to_play, kind, _points(board, targets), **options)


def every(kind: str, targets: tuple[str, ...], allowed: set[str], *,
          to_play: Color | None = None, **options: Any) -> Check:
    """Every first move of `to_play` (default: the side to move), and play outside the
    region, has one of the statuses `allowed`."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        found = _answers(board, ko, to_play or to_move, kind, targets, **options)
        assert found, "no first move was read"
        wrong = {m: st for m, st in found.items() if st[0] not in allowed}
        assert not wrong, f"{kind} {targets}: {wrong}"
    return check


def wins(kind: str, targets: tuple[str, ...], moves: set[str], *,
         to_play: Color | None = None, **options: Any) -> Check:
    """The first moves of `to_play` that reach the goal are exactly `moves`."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        found = _answers(board, ko, to_play or to_move, kind, targets, **options)
        won = {m for m, (status, _reply) in found.items() if status == "win"}
        assert won == moves, f"{kind} {targets}: {found}"
    return check


def move(kind: str, targets: tuple[str, ...], first: str, allowed: set[str], *,
         to_play: Color | None = None, **options: Any) -> Check:
    """The first move `first` of `to_play` has one of the statuses `allowed`."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        found = _answers(board, ko, to_play or to_move, kind, targets, **options)
        assert found[first][0] in allowed, f"{kind} {targets}, {first}: {found}"
    return check


def in_atari(vertex: str) -> Check:
    """The chain through `vertex` has a single liberty."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        chain = board.chain(board.point(vertex))
        assert chain is not None and len(chain.liberties) == 1
    return check


def forbidden(vertex: str, reason: str) -> Check:
    """The side to move may not play at `vertex`, for `reason` ("ko", "suicide")."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        pos = Position.from_board(board, ko)
        point = board.point(vertex)
        assert pos.play(point, code_of(to_move)) is None
        assert (reason == "ko") == (point == pos.ko), (reason, pos.ko)
    return check


def _read(board: Board, ko: int | None, targets: Iterable[str], prover: Color,
          first: Color, region: frozenset[int] | None, budget: int) -> str:
    """Whether `prover`, with `first` to move, captures the chain through targets[0]
    (or any one of the chains through `targets`), playing only on `region` (its empty
    points; None: every empty point) and the stones next to it. "win": even if the
    prover may never take a ko; "loss" / "escape" (a target reached a liberty beyond
    the region): not even if it may take every ko; "ko"; "unknown"."""
    pos = Position.from_board(board, ko)
    points = _points(board, targets)
    area = set(pos.empty() if region is None else region)
    for p in list(area):
        area |= {n for n in pos.nbr[p] if pos.codes[n]}
    space = open_space(pos, area)

    def run(prover_ko: bool) -> tuple[int, bool]:
        goal = Capture(points[0], code_of(prover), space, tuple(points[1:]))
        proof = PnSolver(goal, area, budget, prover_ko, not prover_ko).solve(
            pos, first == prover)
        return proof.value, goal.escaped

    strict, _escaped = run(False)
    if strict == WIN:
        return "win"
    loose, escaped = run(True)
    if loose == LOSS:
        return "escape" if escaped else "loss"
    return "ko" if strict == LOSS and loose == WIN else "unknown"


def whatever(prover: Color, targets: tuple[str, ...], *, first: Color | None = None,
             allowed: frozenset[str] = frozenset({"win"}), reach: int | None = None,
             rect: tuple[str, str] | None = None, points: tuple[str, ...] | None = None,
             budget: int = 300_000) -> Check:
    """`prover` captures the chain through targets[0] (or any one of `targets`) whatever
    the other side does, `first` (default: the side to move) moving first; with
    `allowed`={"loss", "escape"}: it cannot. Region: every empty point, or those within
    `reach` of the targets (as answer_set reads them), or of the rectangle `rect`, or
    `points`."""
    def check(board: Board, ko: int | None, to_move: Color) -> None:
        region: frozenset[int] | None = None
        if reach is not None:
            pos = Position.from_board(board, ko)
            region = frozenset(fight_region(pos, _points(board, targets), 0, reach))
        elif rect is not None:
            region = _rect(board, *rect)
        elif points is not None:
            region = frozenset(_points(board, points))
        status = _read(board, ko, targets, prover, first or to_move, region, budget)
        assert status in allowed, (f"{prover.name.lower()} capturing {targets}, "
                                   f"{(first or to_move).name.lower()} first: {status}")
    # what GNU Go is asked about the same claim (test_gnugo_reads_the_captures_alike)
    check.claim = (prover, targets, first, "win" in allowed)  # type: ignore[attr-defined]
    return check


# ---------------------------------------------------------------- the claims

@dataclass(frozen=True)
class Reading:
    """A caption's claim: lesson `slug`, demonstration `key`, `step` (0 = the first);
    `quote`: the caption's words that state it; `checks`: what the solver proves, on
    the position of step `at` (default: `step`) after `moves` (a "pass" gives the turn
    to the other side) with `setup` ({vertex: Color}) added; `false`: when the solver
    finds the caption false, the line that shows it (the case is a strict xfail)."""

    slug: str
    key: str
    step: int
    quote: str
    checks: tuple[Check, ...]
    at: int | None = None
    moves: tuple[str, ...] = ()
    setup: tuple[tuple[str, Color], ...] = ()
    false: str = ""
    label: str = ""

    @property
    def id(self) -> str:
        return f"{self.slug}/{self.key}/{self.step}" + (f"/{self.label}" if self.label else "")

    def spot(self) -> Spot:
        game = _game_at(self.slug, self.key, self.step if self.at is None else self.at)
        for vertex in self.moves:
            game.play(vertex)
        board = game.board.copy()
        if self.setup:
            board.set_many([(board.point(v), color) for v, color in self.setup])
        return board, game.node.ko, game.to_move


TIGER = ("B3", "C4", "D3")
#: the points of the approach race: the liberties of both chains, the approach point G4
#: and the line above the White wall (the wall and Black's stones at F3-G4 have
#: liberties enough beyond)
APPROACH_AREA = ("A1", "A2", "C1", "G1", "G2", "G4", "A4", "B4", "C4", "D4", "E4", "F5",
                 "G5")
#: the "seki"'s two liberties: the chains outside the corner live beyond doubt (Black's
#: wall has the whole left side, White's the right), so the corner is its own fight
SEKI_AREA = ("A9", "E9")
NO_WIN = {"loss", "escape"}
DEAD_STONES = (whatever(B, ("H7",), first=W, reach=3),)

READINGS = [
    Reading("atari", "atari", 2, "Black escapes by extending",
            (whatever(W, ("E5",), allowed=frozenset(NO_WIN), reach=2),)),
    Reading("connecting-and-cutting", "bamboo", 0, "they cannot be cut apart",
            (every("cut", ("B3", "D3"), {"loss"}, whole_board_up_to=36),)),
    Reading("connecting-and-cutting", "tiger-mouth", 2,
            "the three stones of a tiger's mouth are as good as connected",
            tuple(every("cut", pair, {"loss"}, whole_board_up_to=25)
                  for pair in ((TIGER[0], TIGER[1]), (TIGER[0], TIGER[2]),
                               (TIGER[1], TIGER[2]))), at=0),
    Reading("eyes", "one-eye", 4, "Black can do nothing here",
            (every("save", ("B2",), {"loss"}, whole_board_up_to=36),), at=3),
    Reading("eyes", "one-eye", 5, "A group with only one eye can be captured",
            (every("kill", ("B2",), {"win"}),), at=0),
    Reading("eyes", "two-eyes", 2, "Black has nothing to fear",
            (every("capture", ("B2",), {"loss"}, whole_board_up_to=36),)),
    Reading("eyes", "two-eyes", 5, "A group with two eyes can never be captured: it is alive",
            (every("capture", ("B2",), {"loss"}, whole_board_up_to=36),
             every("kill", ("B2",), {"loss"}))),
    Reading("eyes", "false-eye", 0, "Black seems to have two eyes, A1 and C1. But look",
            # White's E1 is the one move that threatens the group: a ko for its life
            (wins("kill", ("B2",), set()), move("kill", ("B2",), "E1", {"ko"}))),
    Reading("eyes", "false-eye", 1, "If Black held D2, both eyes would be real",
            (every("kill", ("B2",), {"loss"}, to_play=W),), setup=(("D2", B),)),
    Reading("eyes", "false-eye", 3, "Black saves it by connecting at C1, but that fills "
            "the eye", (move("live", ("B2",), "C1", {"loss"}),
                        every("live", ("B2",), {"loss", "ko"})), at=2),
    Reading("eyes", "false-eye", 3, "Black may not take back at D1 at once",
            (in_atari("B2"), forbidden("D1", "ko")), at=2, moves=("pass", "C1"),
            label="elsewhere"),
    Reading("life-and-death", "eye-space", 1,
            "If Black plays there, the space splits into two eyes. If White plays there, "
            "Black can never make two.",
            (wins("live", ("A2",), {"C1"}), wins("kill", ("A2",), {"C1"}, to_play=W))),
    Reading("life-and-death", "eye-space", 2, "two eyes, alive",
            (every("kill", ("A2",), {"loss"}),)),
    Reading("life-and-death", "vital-point", 1,
            "Black can no longer split the space into two eyes",
            (every("live", ("A2",), {"loss"}),)),
    Reading("life-and-death", "bent-three", 0, "whoever plays it first decides",
            (wins("live", ("A3",), {"A1"}), wins("kill", ("A3",), {"A1"}, to_play=W))),
    Reading("life-and-death", "bent-three", 1, "the two other points are separate eyes",
            (every("kill", ("A3",), {"loss"}),)),
    Reading("life-and-death", "bent-three", 2,
            "Had White played the bend first, the two other points would have been one "
            "eye at most", (move("kill", ("A3",), "A1", {"win"}, to_play=W),), at=0),
    Reading("life-and-death", "nakade", 0, "White starts at the vital point",
            (wins("kill", ("A2",), {"C1"}),)),
    Reading("life-and-death", "nakade", 5, "one eye, not two",
            (every("kill", ("A2",), {"win"}),)),
    Reading("life-and-death", "nakade", 8, "whose vital point the opponent takes, makes "
            "only one eye", (every("live", ("A2",), {"loss"}),), at=1),
    Reading("life-and-death", "square-four", 0, "Even with Black to play, it is dead",
            (every("live", ("A3",), {"loss"}),)),
    Reading("life-and-death", "square-four", 2, "Black can no longer make two eyes",
            (every("live", ("A3",), {"loss"}),)),
    Reading("life-and-death", "straight-four", 0, "Even with White to play, it is alive",
            (every("kill", ("A2",), {"loss"}),)),
    Reading("life-and-death", "straight-four", 2,
            "Black can capture it and make the second eye whenever needed",
            (every("kill", ("A2",), {"loss"}),)),
    Reading("life-and-death", "pyramid-four", 0, "Its vital point is the middle of the T",
            (wins("kill", ("A2",), {"C1"}),)),
    Reading("life-and-death", "pyramid-four", 1,
            "Black can no longer split the space into two eyes",
            (every("live", ("A2",), {"loss"}),)),
    Reading("life-and-death", "pyramid-four", 2, "Had Black played there first",
            (wins("live", ("A2",), {"C1"}, to_play=B),), at=0),
    Reading("life-and-death", "bulky-five", 0, "Whoever plays it first decides",
            (wins("kill", ("A3",), {"B1"}), wins("live", ("A3",), {"B1"}, to_play=B))),
    Reading("life-and-death", "bulky-five", 1, "Black cannot make two eyes any more",
            (every("live", ("A3",), {"loss"}),)),
    Reading("life-and-death", "bulky-five", 2, "Had Black played there first",
            (wins("live", ("A3",), {"B1"}, to_play=B),), at=0),
    Reading("capturing-techniques", "double-atari", 2, "White can save only one of them",
            (whatever(B, ("C4", "E4")),), at=1),
    Reading("capturing-techniques", "ladder", 13, "Running in a ladder only makes the loss "
            "bigger", (whatever(B, ("D5",)),), at=1),
    Reading("capturing-techniques", "ladder-breaker", 0, "a ladder breaker",
            (move("capture", ("D5",), "E5", NO_WIN, reach=2),)),
    Reading("capturing-techniques", "ladder-breaker", 8, "The ladder is broken",
            (whatever(B, ("D5",), allowed=frozenset(NO_WIN), reach=2),)),
    Reading("capturing-techniques", "ladder-breaker", 9,
            "White can give atari to one after another",
            (whatever(W, ("B4", "C2", "D3"), first=W),)),
    Reading("capturing-techniques", "net", 0, "a ladder would run into the White stone at F3",
            (move("capture", ("D4",), "E3", {"win"}, reach=2),
             move("capture", ("D4",), "E4", NO_WIN, reach=2),
             move("capture", ("D4",), "D3", NO_WIN, reach=2))),
    Reading("capturing-techniques", "net", 1, "Whichever way White runs, Black's stones are "
            "waiting", (whatever(B, ("D4",), reach=3),)),
    Reading("capturing-techniques", "snapback", 4, "take one, lose five",
            (whatever(B, ("A2",)),), at=1),
    Reading("capturing-races", "race", 4, "Black captures four stones and wins the race",
            (whatever(B, ("F2",)),), at=2),
    Reading("capturing-races", "shared-liberty", 2,
            "a shared liberty takes from both sides, so it comes last",
            (whatever(W, ("B2",)),), at=1),
    Reading("capturing-races", "approach", 0, "But look at G1 and G2",
            (whatever(W, ("B2",), first=B, points=APPROACH_AREA),)),
    Reading("capturing-races", "approach", 1, "after a Black G2, taking it at G1 loses the "
            "race to Black's C1", (whatever(B, ("F2",), points=APPROACH_AREA),),
            moves=("G2", "G1", "C1"), label="G1"),
    Reading("capturing-races", "approach", 1, "so White answers at A2",
            (whatever(W, ("B2",), points=APPROACH_AREA),), moves=("G2", "A2"), label="A2"),
    Reading("capturing-races", "approach", 7, "The approach move cost Black the race",
            (whatever(W, ("B2",), points=APPROACH_AREA),), at=2),
    Reading("end-of-game", "dame-and-dead", 2, "they are dead. Black could capture them at "
            "any time", DEAD_STONES),
    Reading("end-of-game", "seki", 1, "both chains stay alive together. This is seki",
            (every("capture", ("A8",), NO_WIN, area=SEKI_AREA, to_play=B),
             every("capture", ("B9",), NO_WIN, area=SEKI_AREA, to_play=W))),
    Reading("end-of-game", "seki", 3, "and White captures four stones",
            (every("capture", ("A8",), NO_WIN, area=("B9", "C9", "D9", "E9")),)),
    *(Reading("end-of-game", "seki", 3, "Filling first would be just as bad for White",
              (wins("capture", ("A8",), {other}, area=SEKI_AREA),), at=1,
              moves=("pass", fill), label=f"white-{fill}")
      for fill, other in (("A9", "E9"), ("E9", "A9"))),
    Reading("counting", "territory", 4, "The players agree that H7 and H6 are dead",
            DEAD_STONES),
    Reading("counting", "area", 0, "The dead stones H7 and H6", DEAD_STONES),
    Reading("rules-around-the-world", "one-position", 0, "H7 and H6 are dead", DEAD_STONES),
    Reading("play-a-game", "whole-game", 37, "G6 (Black) and D3 (White) are dead",
            (whatever(W, ("G6",), first=B, rect=("E5", "J9")),
             whatever(B, ("D3",), first=W, rect=("A1", "J3")))),
]


class Count(NamedTuple):
    """A caption's liberty count: the chain through `vertex` at step `step` (after
    `moves`) has the liberties `liberties` (vertices, or a number when the caption
    gives only the number; None: not stated) and, if given, `stones` stones."""

    slug: str
    key: str
    step: int
    vertex: str
    liberties: str | int | None
    stones: int | None = None
    moves: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return f"{self.slug}/{self.key}/{self.step}/{self.vertex}" + (
            f"+{'-'.join(self.moves)}" if self.moves else "")


COUNTS = [
    Count("liberties", "liberties", 0, "E5", "E6 E4 D5 F5"),
    Count("liberties", "liberties", 2, "E1", "D1 F1 E2"),
    Count("liberties", "liberties", 3, "A9", "B9 A8"),
    Count("liberties", "liberties", 4, "E5", "E4 D5 F5"),
    Count("liberties", "chains", 0, "E5", "C5 F5 D6 E6 D4 E4", 2),
    Count("liberties", "chains", 1, "E5", "C5 F5 D6 E6 D4 F4 E3", 3),
    Count("liberties", "chains", 2, "F6", "F7 G6 E6 F5", 1),
    Count("liberties", "chains", 3, "E5", "C5 E6 D4 F4 E3", 3),
    Count("atari", "atari", 0, "E5", "E6 E4"),
    Count("atari", "atari", 1, "E5", "E4"),
    Count("atari", "atari", 2, "E5", "D4 F4 E3", 2),
    Count("atari", "atari", 3, "E5", "D4 F4"),
    Count("atari", "chain-atari", 0, "E5", "F5 D4 E4", 2),
    Count("atari", "chain-atari", 1, "E5", 2),
    Count("atari", "chain-atari", 3, "E5", "E4", 2),
    Count("atari", "chain-atari", 4, "E5", "F4 E3", 3),
    Count("capture", "capture-stone", 0, "E5", "E4"),
    Count("capture", "capture-chain", 0, "E5", "E4", 2),
    Count("capture", "two-chains", 0, "D5", "E5", 1),
    Count("capture", "two-chains", 0, "F5", "E5", 1),
    Count("capture", "corner", 0, "A1", "A2"),
    Count("connecting-and-cutting", "connect", 2, "C3", None, 3),
    Count("connecting-and-cutting", "connect", 3, "C3", "B3 C2 B4 C5 D5 E4", 3),
    Count("connecting-and-cutting", "cut", 1, "C3", "B3 C2", 1),
    Count("connecting-and-cutting", "cut", 1, "D4", "D5 E4", 1),
    Count("connecting-and-cutting", "cut", 3, "D4", "D5"),
    Count("connecting-and-cutting", "bamboo", 2, "B3", None, 5),
    Count("connecting-and-cutting", "tiger-mouth", 1, "C3", "C2"),
    Count("suicide", "capture-first", 1, "E7", "D7"),
    Count("eyes", "one-eye", 1, "B2", "A1 C1"),
    Count("eyes", "one-eye", 2, "B2", "A1"),
    Count("eyes", "two-eyes", 0, "B2", "A1 C1 E2"),
    Count("eyes", "two-eyes", 1, "B2", "A1 C1"),
    Count("eyes", "false-eye", 2, "D1", "C1", 1),
    Count("eyes", "false-eye", 3, "B2", "A1"),
    Count("ko", "ko", 0, "E7", "D7"),
    Count("ko", "ko", 1, "D7", "E7"),
    Count("ko", "send-two", 1, "C9", "B9", 2),
    Count("ko", "send-two", 2, "B9", "C9"),
    Count("life-and-death", "vital-point", 2, "C1", "B1", 1),
    Count("life-and-death", "nakade", 3, "B1", "D1", 2),
    Count("life-and-death", "nakade", 3, "A2", "D1"),
    Count("life-and-death", "nakade", 6, "B1", "C1", 1),
    Count("life-and-death", "nakade", 6, "A2", "C1"),
    Count("life-and-death", "nakade", 7, "A2", "B1"),
    Count("life-and-death", "straight-four", 2, "C1", "B1"),
    Count("capturing-techniques", "double-atari", 0, "C4", "C3 D4"),
    Count("capturing-techniques", "double-atari", 0, "E4", "D4 E3"),
    Count("capturing-techniques", "double-atari", 1, "C4", "C3"),
    Count("capturing-techniques", "double-atari", 1, "E4", "E3"),
    Count("capturing-techniques", "ladder", 0, "D5", "E5 D4"),
    Count("capturing-techniques", "ladder", 2, "D5", "C4 D3"),
    *(Count("capturing-techniques", "ladder", n, "D5", 2) for n in (4, 6, 8, 10)),
    *(Count("capturing-techniques", "ladder", n, "D5", 1) for n in (1, 3, 5, 7, 9, 11)),
    Count("capturing-techniques", "ladder", 12, "D5", "A1", 7),
    *(Count("capturing-techniques", "ladder-breaker", n, "D5", 1) for n in (1, 3, 5, 7)),
    Count("capturing-techniques", "ladder-breaker", 8, "D5", "A3 A2 B1"),
    Count("capturing-techniques", "ladder-breaker", 9, "B4", 2),
    Count("capturing-techniques", "ladder-breaker", 9, "C2", 2),
    Count("capturing-techniques", "ladder-breaker", 9, "D3", 2),
    Count("capturing-techniques", "net", 0, "D4", "E4 D3"),
    Count("capturing-techniques", "net", 2, "D4", "F4 D3"),
    Count("capturing-techniques", "net", 3, "D4", "D3"),
    Count("capturing-techniques", "net", 4, "D4", "D2", 3),
    Count("capturing-techniques", "snapback", 0, "A2", "B1 C1"),
    Count("capturing-techniques", "snapback", 1, "B1", "C1", 1),
    Count("capturing-techniques", "snapback", 1, "A2", "C1"),
    Count("capturing-techniques", "snapback", 3, "A2", "B1", 5),
    Count("capturing-races", "race", 1, "B2", "A1 C1"),
    Count("capturing-races", "race", 1, "F2", "C1 G1"),
    Count("capturing-races", "race", 2, "F2", "C1"),
    Count("capturing-races", "race", 3, "B2", "C1"),
    Count("capturing-races", "race", 3, "F2", "C1"),
    Count("capturing-races", "shared-liberty", 1, "B2", "A1"),
    Count("capturing-races", "approach", 0, "B2", "A1 A2 C1"),
    Count("capturing-races", "approach", 0, "F2", "C1 G1 G2"),
    Count("capturing-races", "approach", 1, "G1", 1, 1, moves=("G1",)),
    Count("capturing-races", "approach", 1, "G2", 1, 1, moves=("G2",)),
    Count("capturing-races", "approach", 2, "F2", "C1 G1 G2"),
    Count("capturing-races", "approach", 4, "F2", "C1 G1"),
    Count("capturing-races", "approach", 5, "B2", "C1"),
    Count("capturing-races", "approach", 5, "F2", "C1 G1"),
    Count("capturing-races", "approach", 6, "F2", "C1"),
    Count("end-of-game", "passing", 0, "C3", "C2", 1),
    Count("end-of-game", "seki", 0, "B9", "A9 E9", 3),
    Count("end-of-game", "seki", 0, "A8", "A9 E9"),
    Count("end-of-game", "seki", 2, "B9", "A9", 4),
]


@pytest.mark.parametrize("item", COUNTS, ids=[c.id for c in COUNTS])
def test_a_caption_counts_liberties_right(item: Count) -> None:
    game = _game_at(item.slug, item.key, item.step)
    for vertex in item.moves:
        game.play(vertex)
    board = game.board
    chain = board.chain(board.point(item.vertex))
    assert chain is not None, f"no stone at {item.vertex}"
    found = sorted(board.vertex(p) for p in chain.liberties)
    if isinstance(item.liberties, int):
        assert len(found) == item.liberties, found
    elif item.liberties is not None:
        assert found == sorted(item.liberties.split()), found
    if item.stones is not None:
        assert len(chain.stones) == item.stones


def _param(item: Reading) -> Any:
    marks = [pytest.mark.xfail(strict=True, reason=item.false)] if item.false else []
    return pytest.param(item, id=item.id, marks=marks)


@pytest.mark.parametrize("item", [_param(r) for r in READINGS])
def test_a_caption_that_states_a_reading_reads_true(item: Reading) -> None:
    board, ko, to_move = item.spot()
    for check in item.checks:
        check(board, ko, to_move)


@pytest.mark.parametrize("item", READINGS, ids=[r.id for r in READINGS])
def test_the_claim_read_is_in_its_caption(item: Reading) -> None:
    """The entry still names the words of its step's caption (a caption rewritten, a
    false one fixed, a step moved: update the entry, and drop its xfail)."""
    game = _game_at(item.slug, item.key, item.step)
    assert item.quote in game.node.comment, game.node.comment


def test_the_readings_cover_the_lessons_that_state_them() -> None:
    assert len({r.id for r in READINGS}) == len(READINGS)
    assert {r.slug for r in READINGS} >= {
        "atari", "connecting-and-cutting", "eyes", "life-and-death",
        "capturing-techniques", "capturing-races", "end-of-game", "play-a-game"}


def _gnugo_on(gnugo_path: str, diagram: str):
    """A GNU Go process set up with the stones of `diagram` (a context manager)."""
    from gotutor.gtp import GnuGo

    board = Board.from_diagram(diagram)
    gnugo = GnuGo(size=board.size, executable=gnugo_path)
    gnugo.set_position(board)
    return gnugo


@pytest.mark.gnugo
def test_gnugo_reads_the_seki_as_a_seki(gnugo_path: str) -> None:
    """GNU Go, a second engine, lists both chains of the end-of-game seki as seki."""
    from gotutor.lessons import positions as P

    board = Board.from_diagram(P.SEKI)
    chains = set()
    for vertex in ("B9", "A8"):
        chain = board.chain(board.point(vertex))
        assert chain is not None
        chains |= {board.vertex(p) for p in chain.stones}
    with _gnugo_on(gnugo_path, P.SEKI) as gnugo:
        assert set(gnugo.final_status_list("seki")) == chains
        assert not gnugo.final_status_list("dead")


@pytest.mark.gnugo
def test_gnugo_reads_the_false_eye_as_the_lesson_says(gnugo_path: str) -> None:
    """GNU Go's owl reading: White's E1 attacks the group with a false eye, and after it
    Black has no defence (GNU Go does not count a ko that Black, in atari, can only
    fight with a threat bigger than the group; the solver calls the same line "ko")."""
    from gotutor.lessons.content.eyes import FALSE_EYE

    with _gnugo_on(gnugo_path, FALSE_EYE) as gnugo:
        assert gnugo.command("owl_attack B2").split() == ["1", "E1"]
        gnugo.play("white", "E1")
        assert gnugo.command("owl_defend B2").split()[0] == "0"


@pytest.mark.parametrize("place", places((9, 13)), ids=str)
def test_the_seki_is_a_seki_in_every_orientation_and_colour(place: Place) -> None:
    """The end-of-game seki as a family (turned, mirrored, colours swapped, on 13x13):
    neither side captures the other by filling a shared liberty, and after a filling
    move the other side captures and its capture stands."""
    from gotutor.lessons import positions as P

    board = Board.from_diagram(transform(P.SEKI, place))
    at = {v: board.point(move_vertex(v, 9, place)) for v in ("B9", "A8", "A9", "E9")}
    shared = frozenset((at["A9"], at["E9"]))
    inner, outer = board.get(at["B9"]), board.get(at["A8"])
    assert inner is not None and outer is not None and inner != outer
    for player, target in ((inner, at["A8"]), (outer, at["B9"])):
        found = answer_set(board, None, player, "capture", [target], area=shared)
        assert found and all(st in NO_WIN for st, _r in found.values()), (player, found)
    filled = board.copy()
    filled.play(at["E9"], inner)
    found = answer_set(filled, None, outer, "capture", [at["B9"]], area=shared)
    assert found[move_vertex("A9", 9, place)][0] == "win", found


#: The captions' capture claims that GNU Go is asked about (every `whatever` claim on a
#: single chain: GNU Go's tactical reading answers for one chain).
GNUGO_CLAIMS = [(r, c) for r in READINGS for c in r.checks
                if hasattr(c, "claim") and len(c.claim[1]) == 1]


@pytest.mark.gnugo
@pytest.mark.parametrize(("item", "check"), GNUGO_CLAIMS,
                         ids=[f"{r.id}/{c.claim[1][0]}" for r, c in GNUGO_CLAIMS])
def test_gnugo_reads_the_captures_alike(gnugo_path: str, item: Reading, check: Check) -> None:
    """GNU Go's tactical reading (`attack` with the capturer to move, `defend` with the
    owner to move), on the whole board, says what the solver proved: the chain is
    captured whatever its owner does, or it is not."""
    prover, (target,), first, captured = check.claim  # type: ignore[attr-defined]
    board, _ko, to_move = item.spot()
    mover = first or to_move
    with _gnugo_on(gnugo_path, str(board)) as gnugo:
        if mover == prover:
            code = gnugo.command(f"attack {target}").split()[0]
            assert (code != "0") == captured, f"attack {target}: {code}"
        else:
            code = gnugo.command(f"defend {target}").split()[0]
            assert (code == "0") == captured, f"defend {target}: {code}"
