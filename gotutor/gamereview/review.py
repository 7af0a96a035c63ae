"""`review_game`: the mistakes of a game, proven by the product's readers, explained in
the student's language, with GNU Go's points where it can run.

For every move of the main line, `tactics.find` reads the position before the move (see
gotutor/gamereview/tactics.py for what is claimed and how it is proven). Where GNU Go
runs, `engine.analyse` adds what each move lost in points (its move values, as
`gnugo --replay` prints them) and its score estimate before each move; a tactical
mistake that GNU Go finds cost less than `MIN_LOSS` points is dropped (a sacrifice GNU
Go chose: the stones were worth less than the move played), and a move that lost
`BIG_LOSS` points or more without a tactical reason is reported as kind "points" (GNU
Go's judgement, no proven better move). Without GNU Go (JupyterLite) the tactical
review stands alone, and says so; a single stone with two liberties (a ladder or a net
on one stone, often given up on purpose) is then not read, only GNU Go's points could
weigh it. The passes that end the game are not read, and a chain left alone again,
unchanged, at the player's next moves is the same mistake, told once.
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..color import Color
from ..coords import vertex_name
from ..errors import GoError
from ..game import Game
from ..i18n import N_, get_language
from ..problems.texts import Points, Text
from ..solver.position import Position
from . import engine as _engine
from . import practice, tactics, texts
from .plot import score_svg
from .record import Played, ReviewError, load_game, moves_of

__all__ = ["BIG_LOSS", "MIN_LOSS", "GameReview", "Mistake", "review_game"]

#: a tactical mistake GNU Go values below this many points is dropped (a sacrifice)
MIN_LOSS = 1.0
#: a move GNU Go values this many points below its own is a mistake of kind "points"
BIG_LOSS = 6.0


@dataclass
class Mistake:
    """One mistake of a game (see `review_game`). `text` is in the review's language;
    `explanation` renders it in any (`explanation.render("pl")`)."""

    move_number: int
    color: Color
    vertex: str
    kind: str
    better: set[str]
    points: float | None
    text: str
    explanation: Text
    chain: list[str] = field(default_factory=list)
    refutation: list[str] = field(default_factory=list)
    better_line: list[str] = field(default_factory=list)
    engine_move: str | None = None
    before: Position | None = field(default=None, repr=False)

    def practice_data(self) -> dict[str, Any] | None:
        """What the review queue keeps of this mistake, or None if it has no proven
        better move (or its position holds a ko)."""
        if not self.better or self.before is None or self.before.ko >= 0:
            return None
        return practice.payload(self.before, self.color.value, self.vertex,
                                sorted(self.better), self.refutation, self.kind)


class GameReview:
    """The review of one game: `mistakes` (in the order of the game), `game`,
    `language`, `engine` (True when GNU Go's points are in), `values` (GNU Go's
    MoveValue per move, [] without it), `keys` (the review-queue keys of the mistakes
    kept for practice). `biggest(n)`: the mistakes that lost most; `plot()`: the
    estimated score as SVG (None without GNU Go); `board()`: a GoBoard stepping from
    mistake to mistake."""

    def __init__(self, game: Game, mistakes: list[Mistake], language: str,
                 values: list[_engine.MoveValue], engine_error: str | None = None,
                 student: Color | None = None) -> None:
        self.game = game
        self.mistakes = mistakes
        self.student = student
        self.language = language
        self.values = values
        self.engine = bool(values)
        self.engine_error = engine_error
        self.keys: list[str] = []

    @property
    def shown(self) -> list[Mistake]:
        """The mistakes the review tells (its list, its board, its plot's dots): the
        student's when the student's colour is known (`student`: the texts say "your
        stone" to the player who moved, right only for the student), else both
        sides'."""
        return [m for m in self.mistakes if self.student in (None, m.color)]

    def biggest(self, n: int = 3) -> list[Mistake]:
        """Returns the `n` mistakes of `shown` that lost the most points (GNU Go's),
        the tactical ones by the stones they concern when there are no points."""
        return sorted(self.shown, key=lambda m: (-(m.points or 0.0), -len(m.chain),
                                                    m.move_number))[:n]

    def summary(self, language: str | None = None) -> str:
        """Returns one paragraph: how many mistakes, and whether GNU Go counted points."""
        lang = language or self.language
        shown = self.shown
        if not shown:
            head = Text.of(texts.NONE)
        else:
            head = Text.plural_of(N_("{n} mistake found in this game."),
                                  N_("{n} mistakes found in this game."), len(shown))
        whose = None if self.student is None else Text.of(
            texts.STUDENT_ONLY, color=Text.of(texts.COLOR_NAMES[self.student]))
        tail = Text.of(texts.ENGINE if self.engine else texts.NO_ENGINE)
        return Text.join(head, whose, tail).render(lang)

    def plot(self, language: str | None = None) -> str | None:
        """Returns the estimated score across the game as an SVG picture (the mistakes
        marked), or None without GNU Go."""
        if not self.values:
            return None
        lang = language or self.language
        title = Text.of(texts.PLOT_TITLE).render(lang)

        def scale(top: float) -> tuple[str, str]:
            points = Points(round(top))
            return (Text.of(texts.PLOT_BLACK, points=points).render(lang),
                    Text.of(texts.PLOT_WHITE, points=points).render(lang))

        return score_svg([v.estimate for v in self.values],
                         [m.move_number for m in self.shown], title, scale=scale)

    def ranked(self) -> list[tuple[str | None, list[Mistake]]]:
        """Returns the lists a reader sees (of `shown`), each with its heading in the
        review's language: with GNU Go's points and more than one mistake, the three
        biggest (`biggest`) and then every mistake in the order of the game; else every
        mistake in that order, without a heading."""
        shown = self.shown
        if not (self.engine and len(shown) > 1):
            return [(None, shown)]
        lang = self.language
        return [(Text.of(texts.BIGGEST).render(lang), self.biggest(3)),
                (Text.of(texts.EVERY).render(lang), shown)]

    def board(self, language: str | None = None, **options: Any) -> Any:
        """Returns a GoBoard (view mode) that steps from mistake to mistake: at each,
        the position before the move with the game's move (a cross) and the better
        moves (circles), the explanation as caption; the next step plays the game's
        move with the opponent's answer numbered; the variation "better" plays a better
        move and what follows. Needs anywidget (gotutor.widget)."""
        from ..widget import GoBoard
        from .board import review_sgf

        lang = language or self.language
        sgf = review_sgf(self, lang)
        options.setdefault("language", lang)
        return GoBoard.demo(Game.from_sgf(sgf), **options)

    def __str__(self) -> str:
        lines = [self.summary()]
        for heading, mistakes in self.ranked():
            if heading:
                lines.append(heading)
            lines += [m.text for m in mistakes]
        return "\n".join(lines)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        parts = [f"<p>{html.escape(self.summary())}</p>"]
        for heading, mistakes in self.ranked():
            if heading:
                parts.append(f'<p class="gt-review-heading">{html.escape(heading)}</p>')
            items = "".join(f"<li>{html.escape(m.text)}</li>" for m in mistakes)
            parts.append(f"<ol>{items}</ol>")
        picture = self.plot() or ""
        return f'<div class="gt-game-review">{"".join(parts)}{picture}</div>'


def _names(points: Any, size: int) -> list[str]:
    return ["pass" if p < 0 else vertex_name(p, size) for p in points]


def _tactical(m: Played, singles: bool, skip: frozenset[tuple[int, ...]]
              ) -> tactics.Finding | None:
    return tactics.find(m.before, m.code, m.point, m.after, singles, skip)


def _closing_passes(moves: list[Played]) -> set[int]:
    """The numbers of the passes that end the game (two passes in a row at its end):
    both players agreed the game was over, and stones that could still be captured
    are counted as dead or alive at the end, so those passes are not read as
    tactical mistakes."""
    if len(moves) >= 2 and moves[-1].point is None and moves[-2].point is None:
        return {moves[-1].number, moves[-2].number}
    return set()


def _progress_bar(language: str) -> Callable[[int, int], None]:
    """A progress indication while GNU Go works: a widget bar in a notebook, a line on
    stderr elsewhere."""
    try:
        import ipywidgets as widgets
        from IPython import get_ipython
        from IPython.display import display

        if get_ipython() is None:
            raise ImportError
        bar = widgets.IntProgress(min=0, max=1, value=0)
        label = widgets.Label()
        box = widgets.HBox([bar, label])
        display(box)

        def show(i: int, n: int) -> None:
            bar.max, bar.value = n, i
            label.value = Text.of(texts.WORKING, i=i, n=n).render(language)
            if i >= n:
                box.close()

        return show
    except Exception:  # no notebook: a line on stderr
        def line(i: int, n: int) -> None:
            if i == n or i % 10 == 0:
                print(Text.of(texts.WORKING, i=i, n=n).render(language), file=sys.stderr)

        return line


def review_game(game_or_path: object, language: str | None = None, *,
                engine: bool | None = None, queue: bool = True,
                progress: Callable[[int, int], None] | bool | None = None,
                player: str | Color | None = None) -> GameReview:
    """Returns the GameReview of a game: a Game (its main line), the path of an SGF
    file or of an autosaved game (.json), or SGF text. `language`: the texts' (the
    session's by default). `engine`: use GNU Go for points (None: where it can run).
    `queue`: put every mistake with a proven better move in the review queue.
    `player`: the student's colour ("B" or "W"): the review shows both sides' mistakes
    but queues only the student's. None: read from the record (the other side of a
    player named by a computer opponent, see `computer_side`), else both sides'.
    `progress(i, n)`: called while GNU Go works (None: a bar in a notebook, a line on
    stderr elsewhere; False: nothing). Raises ReviewError (a GoError) for something that
    is no game or a bad `player`; GNU Go failing only leaves the points out."""
    lang = language or get_language()
    game = load_game(game_or_path)
    student = _student(game, player)
    moves = moves_of(game)
    size = game.size
    values: list[_engine.MoveValue] = []
    error = None
    if engine is None:
        engine = _engine.available()
    if engine and moves:
        if progress is None:
            progress = _progress_bar(lang)
        try:
            values = _engine.analyse(game, moves, progress or None)
        except Exception as err:  # GNU Go failing leaves the points out
            values, error = [], str(err)
    by_number = {v.number: v for v in values}
    mistakes: list[Mistake] = []
    closing = _closing_passes(moves)
    # the chains of each player's tactical mistakes: one left alone again, unchanged,
    # at the player's next moves is the same mistake, told once
    told: dict[int, frozenset[tuple[int, ...]]] = {1: frozenset(), 2: frozenset()}
    for m in moves:
        found = None if m.number in closing else _tactical(m, bool(values), told[m.code])
        if found is not None:
            told[m.code] = told[m.code] | {found.chain}
        value = by_number.get(m.number)
        points = round(value.lost, 2) if value is not None else None
        color = Color.BLACK if m.code == 1 else Color.WHITE
        if found is not None:
            if points is not None and points < MIN_LOSS:
                continue  # GNU Go: a sacrifice worth it
            chain = _names(found.chain, size)
            better = _names(sorted(found.better), size)
            reply = _names(found.refutation, size)
            text = texts.mistake_text(found.kind, number=m.number, vertex=m.vertex,
                                      chain=chain, better=better, reply=reply[0] if reply
                                      else "", points=points, engine=None,
                                      other=_names(found.other, size))
            mistakes.append(Mistake(m.number, color, m.vertex, found.kind, set(better),
                                    points, text.render(lang), text, chain, reply,
                                    _names(found.better_line, size), None, m.before))
        elif value is not None and value.lost >= BIG_LOSS and value.best != "PASS":
            text = texts.mistake_text("points", number=m.number, vertex=m.vertex, chain=[],
                                      better=[], reply="", points=points, engine=value.best)
            mistakes.append(Mistake(m.number, color, m.vertex, "points", set(), points,
                                    text.render(lang), text, engine_move=value.best,
                                    before=m.before))
    review = GameReview(game, mistakes, lang, values, error, student)
    if queue:
        for mistake in mistakes:
            data = mistake.practice_data()
            if data is not None and student in (None, mistake.color):
                review.keys.append(practice.queue(data))
    return review


#: the names a computer opponent of the course writes into a game's record (PB / PW)
COMPUTER_NAMES = ("GNU Go", "gotutor")


def computer_side(game: object) -> Color | None:
    """Returns the colour a computer opponent played in `game` (its root's PB or PW is
    one of COMPUTER_NAMES, the other is not), or None if the record does not say."""
    props = game.root.props  # type: ignore[attr-defined]
    named = [c for c, ident in ((Color.BLACK, "PB"), (Color.WHITE, "PW"))
             if any(v.startswith(COMPUTER_NAMES) for v in props.get(ident, []))]
    return named[0] if len(named) == 1 else None


def _student(game: object, player: str | Color | None) -> Color | None:
    """Returns the student's colour: `player` parsed, else the side the computer did
    not play, else None (both sides'). Raises ReviewError for a bad `player`."""
    if player is not None:
        try:
            return Color.parse(player)
        except GoError as err:
            raise ReviewError(str(err)) from None
    side = computer_side(game)
    return None if side is None else side.opponent


__all__ += ["COMPUTER_NAMES", "ReviewError", "computer_side"]
