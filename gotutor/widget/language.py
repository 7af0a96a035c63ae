"""The board's words: every text the state carries, translated in Python.

The front end has no catalog: `GoBoard._texts` sends every label and template it shows,
already in the board's language, and the messages, the chains' accessible names and the
reasons a move is refused are translated here too. Each language is named in itself in
the selector (`AUTONYMS`). A demonstration board built with `translated=` (a function
language -> Game, as the lessons give) rebuilds its tree when its language changes and
keeps the cursor on the same step (`_retranslate`), so captions, labels and variation
names all follow the language; a problem's texts are message ids the session renders in
the board's language.
"""

from __future__ import annotations

import functools
import traceback
from typing import Any

from ..color import Color
from ..errors import GoError
from ..game import Game
from ..i18n import N_, _
from ..i18n import ngettext as _ngettext
from ..i18n.vocabulary import format_points

__all__ = ["AUTONYMS", "ngettext"]

#: each language named in itself (the selector lists them so; never translated)
AUTONYMS = {"en": "English", "pl": "Polski", "ru": "Русский", "nb": "Norsk bokmål",
            "ky": "Кыргызча"}

#: why a move is refused: reason code -> sentence ({vertex} filled in)
_REASONS = {
    "occupied": N_("{vertex} is occupied: there is already a stone there."),
    "suicide": N_("{vertex} would be suicide: your stones there would have no liberties."),
    "ko": N_("{vertex} is forbidden by the ko rule: play elsewhere first, then you may "
             "take back."),
    "superko": N_("{vertex} would repeat an earlier position (superko)."),
    "off-board": N_("{vertex} is not on the board."),
    "game-over": N_("The game is over: both players passed."),
}

#: the referee rule: (reason code, loser) -> the forfeit in words ({vertex}, {result})
_FORFEITS = {
    ("suicide", "B"): N_("Black played an illegal move at {vertex} (suicide) and loses the "
                         "game: {result}."),
    ("suicide", "W"): N_("White played an illegal move at {vertex} (suicide) and loses the "
                         "game: {result}."),
    ("ko", "B"): N_("Black played an illegal move at {vertex} (ko: the stone was taken "
                    "back at once) and loses the game: {result}."),
    ("ko", "W"): N_("White played an illegal move at {vertex} (ko: the stone was taken "
                    "back at once) and loses the game: {result}."),
    ("superko", "B"): N_("Black played an illegal move at {vertex} (it repeats an earlier "
                         "position) and loses the game: {result}."),
    ("superko", "W"): N_("White played an illegal move at {vertex} (it repeats an earlier "
                         "position) and loses the game: {result}."),
    ("occupied", "B"): N_("Black played on {vertex}, where there is already a stone, and "
                          "loses the game: {result}."),
    ("occupied", "W"): N_("White played on {vertex}, where there is already a stone, and "
                          "loses the game: {result}."),
    ("illegal", "B"): N_("Black played an illegal move at {vertex} and loses the game: "
                         "{result}."),
    ("illegal", "W"): N_("White played an illegal move at {vertex} and loses the game: "
                         "{result}."),
    ("undo", "B"): N_("Black took back a move, which the referee rule does not allow, and "
                      "loses the game: {result}."),
    ("undo", "W"): N_("White took back a move, which the referee rule does not allow, and "
                      "loses the game: {result}."),
}


def _tr(language: str, msgid: str, **fields: object) -> str:
    """Returns `msgid` translated into `language` with its fields filled in (English if
    the language's catalog cannot be read)."""
    try:
        return _(msgid, language, **fields)
    except GoError:
        return msgid.format(**fields) if fields else msgid


def ngettext(singular: str, plural: str, n: int, language: str) -> str:
    """Returns the plural form for `n` in `language`, `{n}` filled in (English if the
    language's catalog cannot be read)."""
    try:
        return _ngettext(singular, plural, n, language)
    except GoError:
        return (singular if n == 1 else plural).format(n=n)


def _normalize_language(code: object) -> str:
    """Returns the language code gotutor uses for `code`. Raises GoError if unknown."""
    if not isinstance(code, str):
        raise GoError(f"a language is a code such as 'en' or 'pl', not {code!r}")
    try:
        from ..i18n import normalize_language
    except ImportError:
        return code
    return normalize_language(code)


@functools.lru_cache(maxsize=1)
def _available_languages() -> tuple[str, ...]:
    """Returns the codes of the languages gotutor has catalogs for, English first."""
    try:
        from ..i18n import languages
    except ImportError:
        return ("en",)
    return tuple(languages())


@functools.lru_cache(maxsize=2048)
def _chain_name(color: str, n: int, libs: int, lang: str) -> str:
    """Returns a chain's accessible description: "black stone, chain of 3 stones,
    2 liberties" (", in atari" with one liberty), in `lang`."""
    parts = [_tr(lang, N_("black stone")) if color == "B" else _tr(lang, N_("white stone"))]
    if n > 1:
        parts.append(ngettext("chain of {n} stone", "chain of {n} stones", n, lang))
    parts.append(ngettext("{n} liberty", "{n} liberties", libs, lang))
    if libs == 1:
        parts.append(_tr(lang, N_("in atari")))
    return ", ".join(parts)


def _num(value: object, language: str) -> str:
    """Returns a number of points as `language` writes it (6.5 -> "6,5" in pl, 41.0 ->
    "41"); anything that is no number as str(value). Never raises."""
    try:
        return format_points(value, language)  # type: ignore[arg-type]
    except GoError:
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return str(value)


class LanguageMixin:
    """GoBoard's texts in its language: the labels and templates of the front end, and
    a demonstration rebuilt in another language. (The language trait, its check and its
    observer are GoBoard's, in board.py: traitlets finds them only there.)"""

    _game: Game
    _session: Any
    _translated: Any
    line_length: int
    step: int
    steps: int

    def _retranslate(self, language: str) -> None:
        """Rebuilds the game with `translated` in `language`, the cursor on the same
        step (the same child at every node). Keeps the game if the rebuilt tree has
        another shape."""
        if self._translated is None or self._session is not None:
            return
        old = self._game
        try:
            new = self._translated(language)
        except Exception:  # a broken factory must not break the board
            traceback.print_exc()
            return
        if not isinstance(new, Game) or new.size != old.size:
            return
        route = []
        node = old.node
        while node.parent is not None:
            route.append(node.parent.children.index(node))
            node = node.parent
        target = new.root
        for index in reversed(route):
            if index >= len(target.children):
                return
            target = target.children[index]
        new.go_to(target)
        self._game = new

    def _texts(self, lang: str) -> dict[str, str]:
        """Every string the front end shows, translated; templates keep {vertex}/{n}."""
        g = self._game
        tr = _tr
        to_move = tr(lang, N_("Black to play")) if g.to_move is Color.BLACK else tr(
            lang, N_("White to play"))
        texts = {
            "black": tr(lang, N_("Black")), "white": tr(lang, N_("White")),
            "to_move": to_move,
            "black_to_play": tr(lang, N_("Black to play")),
            "white_to_play": tr(lang, N_("White to play")),
            "game_over": tr(lang, N_("Game over: {result}"), result=g.result)
            if g.result else tr(lang, N_("Game over")),
            "referee_loses": tr(lang, N_("Under the referee rule playing here loses the "
                                         "game.")),
            "move": tr(lang, N_("Move {n}"), n=g.move_number),
            "move_of": tr(lang, N_("Move {n} of {total}"), n=g.move_number,
                          total=self.line_length),
            "step_of": tr(lang, N_("Step {n} of {total}"), n=self.step, total=self.steps),
            "prisoners": tr(lang, N_("Prisoners")),
            "pass": tr(lang, N_("Pass")), "undo": tr(lang, N_("Undo")),
            "redo": tr(lang, N_("Redo")),
            "first": tr(lang, N_("First move")), "previous": tr(lang, N_("Previous move")),
            "next": tr(lang, N_("Next move")), "last": tr(lang, N_("Last move")),
            "mode": tr(lang, N_("Mode")),
            "mode_play": tr(lang, N_("Play")), "mode_setup": tr(lang, N_("Set up")),
            "mode_score": tr(lang, N_("Count")), "mode_view": tr(lang, N_("View")),
            "mode_problem": tr(lang, N_("Problem")),
            "show": tr(lang, N_("Show")),
            "ov_coordinates": tr(lang, N_("Coordinates")),
            "ov_liberties": tr(lang, N_("Liberties under the pointer")),
            "ov_atari": tr(lang, N_("Chains in atari")),
            "ov_liberty_counts": tr(lang, N_("Liberty count of every chain")),
            "ov_ko": tr(lang, N_("Ko point")),
            "empty": tr(lang, N_("empty")),
            "last_move_mark": tr(lang, N_("last move")),
            "ko_mark": tr(lang, N_("ko")),
            "dead_mark": tr(lang, N_("dead")),
            "territory_b": tr(lang, N_("black territory")),
            "territory_w": tr(lang, N_("white territory")),
            "dame": tr(lang, N_("dame")),
            "mark_triangle": tr(lang, N_("triangle")), "mark_square": tr(lang, N_("square")),
            "mark_circle": tr(lang, N_("circle")), "mark_cross": tr(lang, N_("cross")),
            "occupied": tr(lang, _REASONS["occupied"], vertex="{vertex}"),
            "board": tr(lang, N_("Go board, {size} by {size}"), size=g.size),
            "board_role": tr(lang, N_("Go board")),
            "stone_black": tr(lang, N_("Black stone")),
            "stone_white": tr(lang, N_("White stone")),
            "erase": tr(lang, N_("Erase")),
            "setup_hint": tr(lang, N_("Click to place the chosen stone; click a stone to "
                                      "remove it.")),
            "score_hint": tr(lang, N_("Click the dead stones to mark them (click again to "
                                      "make them alive); the count below follows.")),
            "count_score": tr(lang, N_("Count the score")),
            "count_offer": tr(lang, N_("Both players passed: the game is over. Press Count "
                                       "the score, then click the dead stones.")),
            "show_solution": tr(lang, N_("Show solution")),
            "score_label": tr(lang, N_("Result")),
            "score_placeholder": tr(lang, N_("e.g. Black 3.5")),
            "suggest_dead": tr(lang, N_("Suggest dead stones")),
            "result": tr(lang, N_("Result")),
            "check": tr(lang, N_("Check")), "answer": tr(lang, N_("Answer")),
            "hint": tr(lang, N_("Hint")), "retry": tr(lang, N_("Try again")),
            "next_problem": tr(lang, N_("Next problem")),
            "tap_again": tr(lang, N_("Tap again to play {vertex}.")),
            "cursor": tr(lang, N_("Cursor")),
            "keys": tr(lang, N_("Arrow keys move the cursor, Enter or Space plays, P passes, "
                                "U undoes.")),
            "keys_view": tr(lang, N_("Left and right arrow keys step through the moves, "
                                     "Home and End go to the first and last.")),
            "caption": tr(lang, N_("Caption")),
            "variations": tr(lang, N_("Variations")),
            "main_line": tr(lang, N_("main line")),
            # a page of variations, a part of a long comment ({...} filled in the page)
            "variations_shown": tr(lang, N_("{first}–{last} of {total}"), first="{first}",
                                   last="{last}", total="{total}"),
            "more_variations": tr(lang, N_("More variations")),
            "previous_variations": tr(lang, N_("Previous variations")),
            "part_of": tr(lang, N_("Part {n} of {total}"), n="{n}", total="{total}"),
            "read_on": tr(lang, N_("Read on")),
            "read_back": tr(lang, N_("Back")),
            "language": tr(lang, N_("Language")),
            "stale": tr(lang, N_("This board is not connected to Python now. Run its cell "
                                 "(Shift+Enter) to start it again.")),
        }
        return texts
