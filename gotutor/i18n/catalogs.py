"""The .po catalogs: load, bring up to date with the marked messages, save and compile.

`Message` is a message marked in the source (found by extract.py); `update_catalog`
brings a language's catalog up to date with them (new msgids untranslated, gone ones
obsolete, an edited sentence starting from its old translation marked fuzzy);
`load_catalog` / `save_catalog` read and write gotutor/i18n/locale/<language>/, and
saving compiles the .mo the package reads. extract.py (the source side and the command
line) and exchange.py (JSON for translators) both work through this module and do not
import each other.

A developer's tool: it needs polib (a test dependency).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path

import polib

from .translate import DOMAIN

__all__ = ["MARKDOWN_COMMENT", "PLURAL_FORMS", "Message", "catalog_path", "compile_catalog",
           "has_text", "load_catalog", "nplurals", "save_catalog", "update_catalog"]

#: The gettext plural rule of each language (CLDR: Polish and Russian have three forms,
#: English, Norwegian and Kyrgyz two).
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) "
          "? 1 : 2);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
          "(n%100<10 || n%100>=20) ? 1 : 2);",
    "nb": "nplurals=2; plural=(n != 1);",
    "ky": "nplurals=2; plural=(n != 1);",
}

#: The comment every notebook Markdown message carries to the translator.
MARKDOWN_COMMENT = (
    "Notebook Markdown (a lesson cell): keep the formatting (headings #, **bold**, "
    "*italics*, lists, tables, line breaks between paragraphs), the `code spans` and "
    "```code blocks``` as they are, and the links' targets; translate the link texts, "
    "not the file names (a {placeholder} that names a file stays as it is).")

#: How alike an edited msgid must be to an obsolete one to inherit its translation.
_FUZZY_RATIO = 0.7


@dataclass
class Message:
    """A marked message: its msgid, its plural msgid (or None) and where it is marked."""

    msgid: str
    plural: str | None = None
    occurrences: list[tuple[str, str]] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)

    def comment(self, text: str) -> None:
        """Adds `text` to the comments for the translator (once)."""
        if text and text not in self.comments:
            self.comments.append(text)


def catalog_path(language: str, suffix: str = "po") -> Path:
    """Returns the path of the catalog of `language` (suffix "po" or "mo")."""
    return Path(__file__).resolve().parent / "locale" / language / "LC_MESSAGES" / \
        f"{DOMAIN}.{suffix}"


def _new_catalog(language: str) -> polib.POFile:
    po = polib.POFile(wrapwidth=100)
    po.metadata = {
        "Project-Id-Version": "gotutor",
        "Language": language,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": PLURAL_FORMS[language],
    }
    return po


def nplurals(language: str) -> int:
    """Returns how many plural forms `language` has (2 or 3)."""
    return int(PLURAL_FORMS[language].split(";")[0].split("=")[1])


def load_catalog(language: str) -> polib.POFile:
    """Returns the .po catalog of `language` (a new, empty one if there is none yet)."""
    path = catalog_path(language)
    return polib.pofile(str(path), wrapwidth=100) if path.exists() else \
        _new_catalog(language)


def save_catalog(po: polib.POFile, language: str) -> None:
    """Saves `po` as the .po catalog of `language` and compiles its .mo. Raises OSError."""
    path = catalog_path(language)
    path.parent.mkdir(parents=True, exist_ok=True)
    po.save(str(path))
    compile_catalog(po, catalog_path(language, "mo"))


def has_text(entry: polib.POEntry) -> bool:
    """Returns True if every form of `entry` has a translation (fuzzy or not)."""
    if entry.msgid_plural:
        return bool(entry.msgstr_plural) and all(v.strip() for v in entry.msgstr_plural.values())
    return bool(entry.msgstr.strip())


def _similar(msgid: str, plural: str, gone: list[polib.POEntry]) -> polib.POEntry | None:
    """Returns the translated obsolete entry whose msgid is most like `msgid`, if any is
    alike enough to be an edited version of it."""
    best, score = None, _FUZZY_RATIO
    for old in gone:
        if bool(old.msgid_plural) != bool(plural) or not has_text(old):
            continue
        matcher = difflib.SequenceMatcher(None, old.msgid, msgid, autojunk=False)
        if matcher.real_quick_ratio() < score or matcher.quick_ratio() < score:
            continue
        ratio = matcher.ratio()
        if ratio >= score:
            best, score = old, ratio
    return best


def update_catalog(po: polib.POFile, language: str, messages: list[Message]) -> bool:
    """Brings the catalog `po` of `language` up to date with `messages`, in place.

    New msgids are added untranslated (in English, translated as themselves); msgids
    no longer marked become obsolete; occurrences and order follow the source.
    Returns True if anything changed.
    """
    before = str(po)
    entries = {e.msgid: e for e in po}
    po.metadata["Plural-Forms"] = PLURAL_FORMS[language]
    wanted = {m.msgid for m in messages}
    candidates = [e for e in po if e.msgid not in wanted]  # may be edited versions
    kept = []
    for message in messages:
        entry = entries.pop(message.msgid, None)
        if entry is None or entry.msgid_plural != (message.plural or ""):
            entry = polib.POEntry(msgid=message.msgid, msgid_plural=message.plural or "")
            if message.plural:
                entry.msgstr_plural = {i: "" for i in range(nplurals(language))}
            old = None if language == "en" else \
                _similar(message.msgid, message.plural or "", candidates)
            if old is not None:  # an edited sentence: its old translation, to be checked
                candidates.remove(old)
                entry.msgstr, entry.msgstr_plural = old.msgstr, dict(old.msgstr_plural)
                entry.tcomment = old.tcomment
                entry.previous_msgid = old.previous_msgid if old.fuzzy and \
                    old.previous_msgid else old.msgid
                entry.flags.append("fuzzy")
                entries.pop(old.msgid, None)
        entry.obsolete = False
        entry.occurrences = list(message.occurrences)
        entry.comment = "\n".join(message.comments)
        if "{" in entry.msgid and "python-brace-format" not in entry.flags:
            entry.flags.append("python-brace-format")
        if language == "en":
            if entry.msgid_plural:
                entry.msgstr_plural = {0: entry.msgid, 1: entry.msgid_plural}
            else:
                entry.msgstr = entry.msgid
        if entry.translated() and not entry.fuzzy:
            entry.previous_msgid = None
        kept.append(entry)
    gone = sorted(entries.values(), key=lambda e: e.msgid)
    for entry in gone:
        entry.obsolete = True
        entry.occurrences = []
    po[:] = kept + gone
    return str(po) != before


def compile_catalog(po: polib.POFile, mo_path: Path) -> None:
    """Writes the compiled form of `po` (its translated entries) to `mo_path`."""
    po.save_as_mofile(str(mo_path))
