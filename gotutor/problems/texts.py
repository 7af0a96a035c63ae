"""Texts of the exercises, kept untranslated until shown so they follow the language.

A `Text` is either a message id of gotutor's catalogs (English, `{placeholders}` filled
after translating) or an author's literal text (a question, a hint, an SGF comment), which
passes through untranslated. `render(language)` gives the text to show.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _, ngettext
from ..i18n.vocabulary import EXPLANATIONS, format_points

__all__ = ["Points", "Text", "as_text", "reason_text"]


@dataclass(frozen=True)
class Points:
    """A number of points in a text, written as the text's language writes numbers
    when shown (`render`: 21.6 -> "21,6" in pl, ru, nb and ky; 5.0 -> "5"), to one
    decimal."""

    value: float

    def render(self, language: str | None = None) -> str:
        """Returns the number in `language`'s notation."""
        return format_points(round(float(self.value), 1), language)


@dataclass(frozen=True)
class Text:
    """A text to show: a catalog message (`msgid`, `fields`), an author's `literal`, or
    several `parts` shown one after the other. `own`: the words are the author's (a
    lesson's message id), not gotutor's generic ones."""

    msgid: str = ""
    fields: tuple[tuple[str, object], ...] = ()
    literal: str | None = None
    plural: str | None = None
    n: int = 0
    parts: tuple[Text, ...] = ()
    own: bool = False

    @classmethod
    def of(cls, msgid: str, **fields: object) -> Text:
        """Returns the catalog message `msgid` with `fields` for its placeholders."""
        return cls(msgid, tuple(fields.items()))

    @classmethod
    def plural_of(cls, singular: str, plural: str, n: int, **fields: object) -> Text:
        """Returns a catalog message with plural forms, chosen by `n` (filled in `{n}`)."""
        return cls(singular, tuple(fields.items()), plural=plural, n=n)

    @classmethod
    def authored(cls, msgid: str, **fields: object) -> Text:
        """Returns an author's text that is a catalog message id (a lesson's words):
        translated when shown, so the board can switch its language."""
        return cls(msgid, tuple(fields.items()), own=True)

    @classmethod
    def author(cls, text: str) -> Text:
        """Returns an author's text, shown as written in every language."""
        return cls(literal=text)

    @classmethod
    def join(cls, *texts: Text | None) -> Text:
        """Returns the non-empty `texts` shown one after the other."""
        kept = tuple(t for t in texts if t)
        if len(kept) == 1:
            return kept[0]
        return cls(parts=kept)

    def __bool__(self) -> bool:
        return bool(self.msgid or self.literal or self.parts)

    def render(self, language: str | None = None) -> str:
        """Returns the text in `language` (translated unless written by an author)."""
        if self.parts:
            return " ".join(p.render(language) for p in self.parts)
        if self.literal is not None:
            return self.literal
        if not self.msgid:
            return ""
        fields = {k: v.render(language) if isinstance(v, (Text, Points)) else v
                  for k, v in self.fields}
        if self.plural is not None:
            return ngettext(self.msgid, self.plural, self.n, language, **fields)
        return _(self.msgid, language, **fields)


def as_text(value: object) -> Text:
    """Returns `value` as a Text: a Text as it is, None or "" as no text, anything else
    as an author's literal text (shown untranslated)."""
    if isinstance(value, Text):
        return value
    if value is None or value == "":
        return Text()
    return Text.author(str(value))


def reason_text(reason: str, vertex: str) -> Text:
    """Returns the explanation of why a move at `vertex` is illegal (`reason` as
    `Game.why_illegal` gives it): the sentence `gotutor.i18n.explain` gives."""
    msgid = EXPLANATIONS.get(reason)
    if msgid is None:
        return Text.of(N_("{vertex} is not a legal move here."), vertex=vertex)
    return Text.of(msgid)
