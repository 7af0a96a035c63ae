"""The lesson "Play a game": a whole 9x9 game, then counting with the dead stones
marked."""

from __future__ import annotations

from ...color import Color
from ...i18n import N_
from .. import positions as P
from ..cells import Cell, code, md
from ..demo import Demonstration
from ..exercise import Exercise, diagram

TITLE = N_("Play a game")


def replay(moves: list[str] | tuple[str, ...], text: str, title: str,
           language: str | None = None) -> Demonstration:
    """Returns a demonstration of a 9x9 game from the empty board: `text` and `title`
    (msgids) on its first step, then one step per move of `moves`, captures and passes
    with their own captions."""
    d = Demonstration(diagram(9), text, language=language, title=title)
    for number, vertex in enumerate(moves, 1):
        game = d.current
        color = game.to_move
        if vertex == "pass":
            caption = (N_("Move {n}: Black passes.") if color is Color.BLACK
                       else N_("Move {n}: White passes."))
            d.move(vertex, caption, fields={"n": number})
            continue
        captures = [game.board.vertex(p) for p in game.check(vertex).captures]
        if captures:
            caption = (N_("Move {n}: Black plays {vertex} and captures.")
                       if color is Color.BLACK
                       else N_("Move {n}: White plays {vertex} and captures."))
        else:
            caption = (N_("Move {n}: Black plays {vertex}.") if color is Color.BLACK
                       else N_("Move {n}: White plays {vertex}."))
        d.move(vertex, caption, {vertex: "triangle"}, captures=captures,
               fields={"n": number, "vertex": vertex})
    return d


def whole_game(language: str | None = None) -> Demonstration:
    """Returns a whole 9x9 game (GNU Go against itself), move by move, ending with two
    passes; captures and passes get their own captions."""
    d = replay(P.GAME_B, N_("A whole 9x9 game, from the first move to the two passes. "
                            "Step through it with the arrow keys."),
               N_("A whole game"), language)
    d.note(N_("Two passes: the game is over. G6 (Black) and D3 (White) are dead. Count it "
              "in the exercises below."), {"G6": "cross", "D3": "cross"})
    return d


DEMOS = {"whole-game": whole_game}


def _to_move_after(moves: tuple[str, ...] | list[str]) -> str:
    """Returns who plays after `moves` from the empty board, Black first."""
    return "B" if len(moves) % 2 == 0 else "W"


EXERCISES = [
    Exercise(
        question=N_("This game is over. Click the dead stones, then give the score "
                    "(Japanese rules, komi 6.5)."),
        diagram=diagram(9), moves=tuple(P.GAME_B), to_move=_to_move_after(P.GAME_B),
        kind="dead", answer=("B+10.5",), goal=("score", "japanese", P.GAME_B_DEAD),
        right=N_("Right: G6 is dead inside White's area and D3 inside Black's."),
        wrong=N_("A dead stone is one that cannot make two eyes or escape: look inside "
                 "each player's area."),
        hint=N_("There is one dead stone of each colour."),
        title=N_("Count game 1: territory")),
    Exercise(
        question=N_("The same game under Chinese rules (area counting, komi 7.5). Click "
                    "the dead stones, then give the score."),
        diagram=diagram(9), moves=tuple(P.GAME_B), to_move=_to_move_after(P.GAME_B),
        rules="chinese", kind="dead", answer=("B+9.5",),
        goal=("score", "chinese", P.GAME_B_DEAD),
        right=N_("Right: the same dead stones. Before komi, area counting gives the same "
                 "difference here (17 points); the komi is one point more."),
        wrong=N_("The dead stones do not depend on the rules. Then count stones + "
                 "territory."),
        hint=N_("There is one dead stone of each colour."),
        title=N_("Count game 1: area")),
    Exercise(
        question=N_("Another game, over. Click the dead stones, then give the score "
                    "(Japanese rules, komi 6.5; each player captured one stone during the "
                    "game)."),
        diagram=diagram(9), moves=tuple(P.GAME_A), to_move=_to_move_after(P.GAME_A),
        kind="dead", answer=("W+7.5",), goal=("score", "japanese", P.GAME_A_DEAD),
        right=N_("Right: the White stone at J8 is dead in Black's corner."),
        wrong=N_("Look for a stone that is alone inside the other player's area."),
        hint=N_("Look at the top right corner."),
        title=N_("Count game 2: territory")),
    Exercise(
        question=N_("The same game under Chinese rules (area counting, komi 7.5). Click "
                    "the dead stones, then give the score."),
        diagram=diagram(9), moves=tuple(P.GAME_A), to_move=_to_move_after(P.GAME_A),
        rules="chinese", kind="dead", answer=("W+8.5",),
        goal=("score", "chinese", P.GAME_A_DEAD),
        right=N_("Right: White wins by 8.5 under area counting."),
        wrong=N_("Count stones + territory for each player, the dead stone taken off."),
        hint=N_("Look at the top right corner."),
        title=N_("Count game 2: area")),
]

NOTEBOOK: list[Cell] = [
    md(N_("""You know every rule. Time to play! First a whole game to watch, then a board for two
players, then counting.""")),
    md(N_("## A whole game")),
    code('L.demo("whole-game")'),
    md(N_("""## Your game

Sit down with a friend at one computer. Black plays first; click to play, **Pass** when
you have nothing useful left. **Undo** takes back a move (if your partner agrees!).

When you have both passed, the game is over and the board offers to count: press
**Count the score**. Then click a dead stone to mark its chain dead (click again to bring it back);
the count under the board follows the rules of the board (Japanese unless you chose
others with `L.board(rules="chinese")`).""")),
    code('board = L.board(size=9, autosave="play-a-game")\nboard'),
    md(N_("""The board keeps your game as you play. If the kernel restarts, or you come back
another day, run the cell again: the board offers to continue the game, and **Redo** takes
the offer. To keep a game for good, write it to a file: `board.save("my-game.sgf")`. Any Go
program opens it.""")),
    md(N_("""## How counting works

Here is a finished game on a board of its own, already in counting mode, so that you
can try it before your game ends. The two White stones H7 and H6 are dead: click one of
them and watch the count under the board change.""")),
    code('from gotutor.lessons import worked_example\nworked_example("japanese")'),
    md(N_("""## Practise counting

Finished games to count: click the dead stones, press **Check**, then type the score in
the box above the board: the winner's colour and the points, for example *Black 8.5*.""")),
    code("L.exercise(1)"),
    code("L.exercise(2)"),
    code("L.exercise(3)"),
    code("L.exercise(4)"),
    md(N_("""## Play against the computer

No partner at hand? Play Black against a simple bot that a beginner can beat. Undo takes
back your move and the bot's.""")),
    code('L.board_against("beginner", color="W")'),
    md(N_("""## Your opponent on the ladder

An opponent that follows your strength: each step of the ladder is an opponent and a
handicap (the stones you get before the first move). A win takes you one step up (fewer
stones, or a stronger opponent), a loss one step down. Where GNU Go runs, the opponents are
GNU Go's levels; in the browser-only version, the built-in bot's four levels. Your step:""")),
    code("L.ladder()"),
    md(N_("""Your next game on the ladder: you play Black. When the game is over, the board says the
result and your new step. The next lesson shows you your mistakes after such a game.""")),
    code('L.board_against("ladder")'),
    md(N_("""GNU Go at a level of your choice (it is installed on Binder; levels 1 to 10):
`L.board_against("gnugo", level=1)`; the built-in bot at a level from 1 to 4:
`L.board_against("bot", level=3)`. But the best way to learn Go is to play many small
games with people.""")),
]
