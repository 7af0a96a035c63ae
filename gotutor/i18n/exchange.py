"""Translations in and out of the catalogs as JSON, for translators who never see a .po.

    python -m gotutor.i18n.extract --todo pl todo-pl.json    # what Polish lacks
    python -m gotutor.i18n.extract --apply pl done-pl.json   # the translations, into pl

`--todo LANG FILE` writes every msgid that LANG's catalog lacks (untranslated, or fuzzy:
an edited English text whose old translation needs checking), as a JSON list:

    [{"msgid": "...", "msgid_plural": null or "...",
      "comments": "for the translator (notebook Markdown, review flags...)",
      "references": ["gotutor/lessons/content/liberties.py:17", ...],
      # only for plural entries: the forms LANG needs, each with example numbers
      "plural_forms": [[1, 21, 31], [2, 3, 4, 22], [0, 5, 6, 11]],
      # only for fuzzy entries: the English text the old translation was made for
      "previous_msgid": "...", "previous_msgstr": "..." or "previous_msgstr_plural": [...]}]

`--apply LANG FILE` reads a JSON list of

    {"msgid": "...", "msgstr": "..."}                       # a message
    {"msgid": "...", "msgstr_plural": ["...", "...", "..."]} # one form per plural_forms
    (optional: "comment": "a note kept in the catalog", "review": true to ask a native
     Go player's review)

into LANG's catalog and recompiles its .mo. An entry is refused, with a message naming
it, if its msgid is not in the catalog, a form is empty, a {placeholder} is lost, added
or broken, the number of plural forms is wrong, or (notebook Markdown) a link target,
heading, list or code block of the English text is missing; the good entries are
applied all the same, and the exit status is 1 if any was refused. A translation made
for an English text that has been edited since is kept, marked fuzzy, on the entry of
the edited text (the next --todo lists it with the old English beside it). A Kyrgyz
text that uses a term no published source confirms gets the review flag by itself.

Both commands first bring LANG's catalog up to date with the source and touch no other
language's catalog, so translators of different languages never edit the same file.
"""

from __future__ import annotations

import difflib
import gettext
import json
import re
import string
import sys
from pathlib import Path
from typing import Any

import polib

from .catalogs import (
    MARKDOWN_COMMENT,
    PLURAL_FORMS,
    Message,
    has_text,
    load_catalog,
    nplurals,
    save_catalog,
    update_catalog,
)

__all__ = ["KY_OPEN_TERMS", "NEEDS_REVIEW", "REVIEW", "ExchangeError", "apply_command",
           "apply_items", "is_markdown", "needs_review", "plural_examples", "problems_of",
           "todo_command", "todo_items"]

#: The translator comment that asks for a native Go player's review.
REVIEW = "needs review by a native Go player"

#: The Kyrgyz Go terms no published source confirms (docs/GLOSSARY.md marks them "?"):
#: {the concept, as the Kyrgyz lesson 00 names it in its list of the words still open to
#: a teacher's choice: the Kyrgyz word's pattern, inflected forms included}.
KY_OPEN_TERMS: dict[str, str] = {
    "atari": r"\bатари",
    "ko": r"(?<!супер)\bко(ну|нун|го|до|дон)?\b|суперко",
    "seki": r"\bсэки",
    "neutral point": r"бейтарап\s+чекит|\bдамэ",
    "handicap": r"\bфора",
    "liberty": r"\bэркиндик",
    "area counting": r"\bаянт",
    "eye shapes": r"(түз|ийри)\s+үчтүк|(чарчы|түз|пирамида)\s+төрттүк"
                  r"|(томпок|айкаш)\s+бештик|коён\s+алтылык",
    "throw-in": r"курмандык\s+таш",
    "snapback": r"капкан|уттегаэси",
}

#: Terms with no confirmed source, by language: a text that uses one carries the REVIEW
#: comment.
NEEDS_REVIEW: dict[str, list[str]] = {
    "ky": list(KY_OPEN_TERMS.values()),
}


class ExchangeError(Exception):
    """A translation file that cannot be read (not JSON, not a list of objects)."""


def _fields(text: str) -> list[str]:
    """Returns the {placeholders} of `text` (with repetitions), or raises ValueError."""
    return sorted(name for _, name, _, _ in string.Formatter().parse(text)
                  if name is not None)


def plural_examples(language: str, upto: int = 112) -> list[list[int]]:
    """Returns, for each plural form of `language`, a few numbers that take it."""
    rule = PLURAL_FORMS[language].split("plural=")[1].rstrip(";")
    choose = gettext.c2py(rule)
    forms: list[list[int]] = [[] for _ in range(nplurals(language))]
    for n in range(upto + 1):
        if len(forms[choose(n)]) < 5:
            forms[choose(n)].append(n)
    return forms


def needs_review(text: str, language: str) -> bool:
    """Returns True if `text` uses a term of `language` no published source confirms."""
    return any(re.search(p, text) for p in NEEDS_REVIEW.get(language, ()))


def is_markdown(entry: polib.POEntry) -> bool:
    """Returns True if `entry` is the text of a notebook's Markdown cell."""
    return MARKDOWN_COMMENT in " ".join((entry.comment or "").split())


def _entry_comments(entry: polib.POEntry) -> str:
    return "\n".join(c for c in (entry.comment, entry.tcomment) if c)


def todo_items(po: polib.POFile, language: str) -> list[dict[str, Any]]:
    """Returns what `po` (the catalog of `language`) lacks: its untranslated and fuzzy
    entries, as the JSON records described in the module's docstring."""
    items = []
    for entry in po:
        if entry.obsolete or (entry.translated() and not entry.fuzzy):
            continue
        item: dict[str, Any] = {
            "msgid": entry.msgid,
            "msgid_plural": entry.msgid_plural or None,
            "comments": _entry_comments(entry),
            "references": [f"{path}:{line}" for path, line in entry.occurrences],
        }
        if entry.msgid_plural:
            item["plural_forms"] = plural_examples(language)
        if entry.fuzzy and has_text(entry):
            item["previous_msgid"] = entry.previous_msgid or None
            if entry.msgid_plural:
                item["previous_msgstr_plural"] = [entry.msgstr_plural[i]
                                                  for i in sorted(entry.msgstr_plural)]
            else:
                item["previous_msgstr"] = entry.msgstr
        items.append(item)
    return items


_LINK = re.compile(r"\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^\s*```", re.MULTILINE)
_HEADING = re.compile(r"^(#+)\s", re.MULTILINE)
_LIST = re.compile(r"^\s*(?:[-*]|\d+\.)\s", re.MULTILINE)
_TABLE_ROW = re.compile(r"^\s*\|", re.MULTILINE)


def problems_of(entry: polib.POEntry, forms: list[str], language: str) -> list[str]:
    """Returns what is wrong with `forms` as the translation of `entry` (empty if nothing).

    `forms` is [msgstr] for a message, one text per plural form for a plural one.
    """
    wanted = nplurals(language) if entry.msgid_plural else 1
    if len(forms) != wanted:
        return [f"needs {wanted} form{'s' if wanted > 1 else ''}"
                + (f" (for numbers like {plural_examples(language)})"
                   if entry.msgid_plural else "") + f", got {len(forms)}"]
    problems = []
    if not all(isinstance(f, str) and f.strip() for f in forms):
        return ["a translation is empty or not a string"]
    try:
        english = sorted(set(_fields(entry.msgid)) | set(_fields(entry.msgid_plural)))
    except ValueError:  # an English text with stray braces: compare the braces themselves
        english = None
    for i, form in enumerate(forms):
        where = f"form {i}: " if entry.msgid_plural else ""
        try:
            names = sorted(set(_fields(form)))
            form.format(**dict.fromkeys(names, "X"))
        except (ValueError, IndexError, KeyError) as error:
            problems.append(f"{where}broken {{placeholder}} ({error}); write {{{{ and }}}} "
                            f"for a literal brace")
            continue
        if english is not None and names != english:
            lost = sorted(set(english) - set(names))
            added = sorted(set(names) - set(english))
            problems.append(f"{where}placeholders must be {english}"
                            + (f"; missing {lost}" if lost else "")
                            + (f"; unknown {added}" if added else ""))
    if is_markdown(entry):
        text = forms[0]
        for name, pattern in (("link targets", _LINK), ("code blocks (```)", _FENCE),
                              ("headings (#)", _HEADING), ("list items", _LIST),
                              ("table rows (|)", _TABLE_ROW)):
            if name == "link targets":
                same = sorted(pattern.findall(entry.msgid)) == sorted(pattern.findall(text))
            elif name == "headings (#)":
                same = pattern.findall(entry.msgid) == pattern.findall(text)
            else:
                same = len(pattern.findall(entry.msgid)) == len(pattern.findall(text))
            if not same:
                problems.append(f"Markdown: the {name} must stay as in English "
                                f"({pattern.findall(entry.msgid)!r}, got "
                                f"{pattern.findall(text)!r})")
        english_blocks = _code_blocks(entry.msgid)
        if english_blocks != _code_blocks(text) and len(english_blocks) == len(
                _code_blocks(text)):
            problems.append("Markdown: the code inside ``` blocks must stay as in English")
    return problems


def _code_blocks(text: str) -> list[str]:
    return [block.strip() for block in re.findall(r"```[^\n]*\n(.*?)```", text, re.DOTALL)]


def _read(file: Path) -> list[dict[str, Any]]:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ExchangeError(f"cannot read {file}: {error}") from None
    if not isinstance(data, list) or not all(isinstance(x, dict) for x in data):
        raise ExchangeError(f"{file} must hold a JSON list of objects "
                            f'({{"msgid": ..., "msgstr": ...}})')
    return data


def _edited(msgid: str, po: polib.POFile, plural: bool) -> polib.POEntry | None:
    """Returns the entry whose English text is an edited version of `msgid` (translated
    for the old text while the English changed): the fuzzy entry that names `msgid` as
    its previous msgid, else the most alike entry still lacking a translation."""
    lacking = [e for e in po if not e.obsolete and bool(e.msgid_plural) == plural
               and (e.fuzzy or not e.translated())]
    for entry in lacking:
        if entry.fuzzy and entry.previous_msgid == msgid:
            return entry
    best, score = None, _EDITED_RATIO
    for entry in lacking:
        matcher = difflib.SequenceMatcher(None, msgid, entry.msgid, autojunk=False)
        if matcher.real_quick_ratio() >= score and matcher.quick_ratio() >= score:
            ratio = matcher.ratio()
            if ratio >= score:
                best, score = entry, ratio
    return best


#: How alike a translated English text must be to a catalog's msgid to be kept for it.
_EDITED_RATIO = 0.7


def apply_items(po: polib.POFile, language: str, items: list[dict[str, Any]],
                notes: list[str] | None = None) -> tuple[int, list[str]]:
    """Writes the translations `items` into `po` (the catalog of `language`).

    Returns how many entries were applied and a message for each refused item; a refused
    item changes nothing in `po`. An item whose English text has been edited since (its
    msgid is no longer in the catalog, but an entry's text is an edited version of it) is
    written to that entry and left fuzzy, for the translator to check the change; a
    remark on each such item is added to `notes`.
    """
    entries = {e.msgid: e for e in po if not e.obsolete}
    applied, refused = 0, []
    for number, item in enumerate(items, 1):
        msgid = item.get("msgid")
        label = f"#{number} {str(msgid)[:60]!r}"
        entry = entries.get(msgid) if isinstance(msgid, str) else None
        stale = False
        if entry is None and isinstance(msgid, str):
            entry = _edited(msgid, po, "msgstr_plural" in item)
            stale = entry is not None
        if entry is None:
            refused.append(f"{label}: not a msgid of the {language} catalog (was the "
                           f"English text changed? run --todo again)")
            continue
        if entry.msgid_plural:
            forms = item.get("msgstr_plural")
            if not isinstance(forms, list):
                refused.append(f"{label}: a plural message needs \"msgstr_plural\": a list "
                               f"of {nplurals(language)} texts, for numbers like "
                               f"{plural_examples(language)}")
                continue
        else:
            forms = item.get("msgstr")
            if not isinstance(forms, str):
                refused.append(f"{label}: needs \"msgstr\": a text")
                continue
            forms = [forms]
        if is_markdown(entry):
            forms = [f.strip("\n") if isinstance(f, str) else f for f in forms]
        problems = problems_of(entry, forms, language)
        if problems:
            refused.append(f"{label}: " + "; ".join(problems))
            continue
        if entry.msgid_plural:
            entry.msgstr_plural = dict(enumerate(forms))
        else:
            entry.msgstr = forms[0]
        if stale:  # translated from an older English text: kept, to be checked
            if "fuzzy" not in entry.flags:
                entry.flags.append("fuzzy")
            entry.previous_msgid = msgid
            if notes is not None:
                notes.append(f"{label}: the English text has changed since; kept as "
                             f"fuzzy for {entry.msgid[:60]!r} (check it, then apply again)")
        else:
            if "fuzzy" in entry.flags:
                entry.flags.remove("fuzzy")
            entry.previous_msgid = None
        notes = [line for line in (entry.tcomment or "").split("\n") if line]
        comment = item.get("comment")
        if isinstance(comment, str) and comment.strip() and comment.strip() not in notes:
            notes.append(comment.strip())
        if (item.get("review") is True or any(needs_review(f, language) for f in forms)) \
                and REVIEW not in entry.tcomment:
            notes.append(REVIEW)
        entry.tcomment = "\n".join(notes)
        applied += 1
    return applied, refused


def todo_command(language: str, file: Path, messages: list[Message]) -> int:
    """`--todo`: updates `language`'s catalog from `messages`, writes what it lacks to
    `file`. Returns the exit status (0)."""
    po = load_catalog(language)
    update_catalog(po, language, messages)
    save_catalog(po, language)
    items = todo_items(po, language)
    file.write_text(json.dumps(items, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    fuzzy = sum(1 for item in items if "previous_msgid" in item)
    words = sum(len(item["msgid"].split()) for item in items)
    print(f"{language}: {len(items)} messages to translate ({fuzzy} to check after an "
          f"English edit; about {words} English words) written to {file}")
    return 0


def apply_command(language: str, file: Path, messages: list[Message]) -> int:
    """`--apply`: reads the translations in `file` into `language`'s catalog (first
    updated from `messages`), saves and compiles it. Returns 1 if an entry was refused
    or the file cannot be read, else 0."""
    try:
        items = _read(file)
    except ExchangeError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    po = load_catalog(language)
    update_catalog(po, language, messages)
    notes: list[str] = []
    applied, refused = apply_items(po, language, items, notes)
    save_catalog(po, language)
    for message in notes:
        print(f"fuzzy {message}", file=sys.stderr)
    for message in refused:
        print(f"refused {message}", file=sys.stderr)
    left = len(todo_items(po, language))
    print(f"{language}: {applied} applied, {len(refused)} refused, {left} still to "
          f"translate")
    return 1 if refused else 0
