"""The words of a game review, in the review's language (every text is a catalog
message: see gotutor.i18n)."""

from __future__ import annotations

from ..color import Color
from ..i18n import N_
from ..problems.texts import Points, Text

__all__ = ["KIND_TEXTS", "either", "mistake_text"]

def _forms(singular: str, plural: str) -> tuple[str, str]:
    """Returns a message's two English forms (one stone at {chain}, several)."""
    return singular, plural


#: what each kind of mistake says (a msgid, or its forms for one stone and for several at
#: {chain}); fields: number, vertex, chain, better, reply, other
KIND_TEXTS: dict[str, str | tuple[str, str]] = {
    "atari": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} was in atari. {better} would have"
           " saved it; after {vertex} the opponent captures it at {reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} were in atari. {better} would "
           "have saved them; after {vertex} the opponent captures them at {reply}.")),
    "ladder": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} could be captured in a ladder or "
           "a net. {better} would have saved it; after {vertex} the opponent captures it, "
           "starting at {reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} could be captured in a ladder or"
           " a net. {better} would have saved them; after {vertex} the opponent captures "
           "them, starting at {reply}.")),
    "capture": _forms(
        N_("Move {number} ({vertex}): the opponent's stone at {chain} could be captured, "
           "starting at {better}; after {vertex} the opponent saves it at {reply}."),
        N_("Move {number} ({vertex}): the opponent's stones at {chain} could be captured, "
           "starting at {better}; after {vertex} the opponent saves them at {reply}.")),
    "self-atari": _forms(
        N_("Move {number} ({vertex}): this move put your own stone at {chain} in atari; the "
           "opponent captures it at {reply}."),
        N_("Move {number} ({vertex}): this move put your own stones at {chain} in atari; the "
           "opponent captures them at {reply}.")),
    "race": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} was in a capturing race with the "
           "opponent's stones at {other}, and you could win it: {better} would have won it. "
           "After {vertex} the opponent wins the race, starting at {reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} were in a capturing race with "
           "the opponent's stones at {other}, and you could win it: {better} would have won "
           "it. After {vertex} the opponent wins the race, starting at {reply}.")),
    "race-shared": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} was in a capturing race with "
           "the opponent's stones at {other}, and you could win it: {better} would have won"
           " it. {vertex} filled a liberty shared by both sides, which took one from you as"
           " well: after it the opponent wins the race, starting at {reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} were in a capturing race with"
           " the opponent's stones at {other}, and you could win it: {better} would have "
           "won it. {vertex} filled a liberty shared by both sides, which took one from you"
           " as well: after it the opponent wins the race, starting at {reply}.")),
    "cut": _forms(
        N_("Move {number} ({vertex}): the opponent can cut at {reply} and then capture your "
           "stone at {chain}. {better} would have connected it; after {vertex} the cut works."),
        N_("Move {number} ({vertex}): the opponent can cut at {reply} and then capture your "
           "stones at {chain}. {better} would have connected them; after {vertex} the cut "
           "works.")),
    "inside": N_(
        "Move {number} ({vertex}): this stone went inside the opponent's living area: the "
        "stones around it cannot be captured even if the opponent never answers, and every "
        "empty point there touches them, so it can never make an eye. It can only be "
        "captured."),
    "nothing": _forms(
        N_("Move {number} ({vertex}): this move answered nothing: it was played inside your "
           "own living area, whose stones cannot be captured even if you pass. Meanwhile the "
           "stone at {chain} was at stake: {better} was urgent; after {vertex} the opponent "
           "plays {reply}."),
        N_("Move {number} ({vertex}): this move answered nothing: it was played inside your "
           "own living area, whose stones cannot be captured even if you pass. Meanwhile the "
           "stones at {chain} were at stake: {better} was urgent; after {vertex} the opponent"
           " plays {reply}.")),
    "eyes": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} was shut in and could still "
           "live by playing the vital point: {better}. After {vertex} the opponent kills it,"
           " starting at {reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} were shut in and could still "
           "live by playing the vital point: {better}. After {vertex} the opponent kills "
           "them, starting at {reply}.")),
    "kill": _forms(
        N_("Move {number} ({vertex}): the opponent's stone at {chain} was shut in and could"
           " be killed by playing the vital point: {better}. After {vertex} the opponent "
           "makes it live at {reply}."),
        N_("Move {number} ({vertex}): the opponent's stones at {chain} were shut in and "
           "could be killed by playing the vital point: {better}. After {vertex} the "
           "opponent makes them live at {reply}.")),
    "spoiled": _forms(
        N_("Move {number} ({vertex}): your stone at {chain} was alive, and this move inside"
           " its eye space spoiled that: after {vertex} the opponent kills it, starting at "
           "{reply}."),
        N_("Move {number} ({vertex}): your stones at {chain} were alive, and this move "
           "inside their eye space spoiled that: after {vertex} the opponent kills them, "
           "starting at {reply}.")),
    "points": N_(
        "Move {number} ({vertex}): the points this move lost, as GNU Go estimates them: "
        "{points}; it would play {engine}."),
}

BETTER = N_("Better: {better}.")
POINTS = N_("Points lost, as GNU Go estimates them: {points}.")
NONE = N_("No mistake found in this game.")
NO_ENGINE = N_("GNU Go is not available here: only the tactical mistakes (captures, "
               "ataris, ladders, self-ataris, capturing races, cuts, the life and death of "
               "small enclosed groups) were checked, without points.")
ENGINE = N_("GNU Go estimated the points each move lost; the biggest mistakes come first.")
STEP = N_("Mistake {i} of {n}.")
PLAYED = N_("The game's move: {vertex}. The numbers show the opponent's answer.")
BETTER_LINE = N_("A better move: {vertex}. The numbers show what follows.")
QUESTION = {"B": N_("Black to play: find a better move than the game's {vertex}."),
            "W": N_("White to play: find a better move than the game's {vertex}.")}
RIGHT = N_("Right: {vertex} is proven better than the game's move.")
GAME_MOVE = N_("That is the move played in the game: the opponent answers {reply}.")
WRONG = N_("That is not one of the moves proven better. Look at the chains with few "
           "liberties.")
#: the hint after a wrong answer to a practised mistake of these kinds (others: WRONG)
WRONG_BY_KIND = {
    kind: N_("That is not one of the moves proven better. Look at the group's eye space: "
             "which point makes two eyes there, or takes them away?")
    for kind in ("eyes", "kill")}
PLOT_TITLE = N_("Estimated score by move (above the line: Black ahead)")
#: the plot's scale, at its top and bottom edges
PLOT_BLACK = N_("Black ahead by {points}")
PLOT_WHITE = N_("White ahead by {points}")
#: a review of the student's moves alone (the texts speak to the player who moved)
STUDENT_ONLY = N_("Your moves ({color}) are reviewed here; the other side's are not "
                  "listed.")
COLOR_NAMES = {Color.BLACK: N_("Black"), Color.WHITE: N_("White")}
#: with GNU Go's points: the biggest mistakes first, then every one in the game's order
BIGGEST = N_("The biggest mistakes:")
EVERY = N_("Every mistake, in the order of the game:")
WORKING = N_("GNU Go is reviewing move {i} of {n}…")
#: several better moves, any one of which works: "C3, D4 or E5"
EITHER = N_("{first} or {last}")


def mistake_text(kind: str, *, number: int, vertex: str, chain: list[str],
                 better: list[str], reply: str, points: float | None,
                 engine: str | None, other: list[str] | None = None) -> Text:
    """Returns the explanation of a mistake (a Text, rendered in any language);
    `other`: the opponent's chain of a capturing race."""
    fields = {"number": number, "vertex": vertex, "chain": ", ".join(chain),
              "better": either(better), "reply": reply, "other": ", ".join(other or []),
              "points": _fmt(points), "engine": engine or ""}
    message = KIND_TEXTS[kind]
    if isinstance(message, tuple):  # n: 1 for one stone, 2 for several (any language's
        # form for "several" without a number in the text)
        text = Text.plural_of(*message, 1 if len(chain) == 1 else 2, **fields)
    else:
        text = Text.of(message, **fields)
    parts = [text]
    if kind == "self-atari" and better:
        parts.append(Text.of(BETTER, better=either(better)))
    if points is not None and kind != "points":
        parts.append(Text.of(POINTS, points=_fmt(points)))
    return Text.join(*parts)


def either(moves: list[str]) -> str | Text:
    """Returns `moves` as one choice: "E4" for one, "C3, D4 or E5" (a Text, in the
    review's language) for several, "" for none."""
    if len(moves) < 2:
        return "".join(moves)
    return Text.of(EITHER, first=", ".join(moves[:-1]), last=moves[-1])


def _fmt(points: float | None) -> Points | str:
    """The points of a text, in the notation of the language it is shown in."""
    return "" if points is None else Points(points)
