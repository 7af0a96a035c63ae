"""Collect the marked messages of gotutor, update the .po catalogs and compile them.

    python -m gotutor.i18n.extract           # update every catalog, compile the .mo files
    python -m gotutor.i18n.extract --check   # change nothing; exit 1 if a msgid is missing,
                                             # gone or untranslated

A message is marked by a call with string literals: `_("...")`, `N_("...")` or
`ngettext("... {n} ...", "... {n} ...", n)` (also as `i18n._(...)`). A call whose first
two arguments are `N_` literals marks a plural pair for later:
`Text.plural_of(N_("{n} stone"), N_("{n} stones"), n)`. The source is read
with `ast`, never run. New messages enter every catalog untranslated (English gets the
msgid itself); messages gone from the source become obsolete ("#~") and keep their
translation; translator comments (such as "needs review by a native Go player") stay.

This is a developer's tool: it needs polib (a test dependency); the package itself reads
the compiled .mo files with the standard library only.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

from .languages import LANGUAGES
from .translate import DOMAIN

__all__ = ["PLURAL_FORMS", "Message", "catalog_path", "compile_catalog", "find_messages",
           "main", "update_catalog"]

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

_PACKAGE = Path(__file__).resolve().parent.parent  # gotutor/
_SINGLE = {"_": ("message",), "N_": ("message",)}
_PLURAL = {"ngettext": ("singular", "plural")}


@dataclass
class Message:
    """A marked message: its msgid, its plural msgid (or None) and where it is marked."""

    msgid: str
    plural: str | None = None
    occurrences: list[tuple[str, str]] = field(default_factory=list)


def _callee(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _arguments(node: ast.Call, names: tuple[str, ...]) -> list[ast.expr | None]:
    found: list[ast.expr | None] = list(node.args[: len(names)])
    found += [None] * (len(names) - len(found))
    for keyword in node.keywords:
        if keyword.arg in names:
            found[names.index(keyword.arg)] = keyword.value
    return found


def _lazy_plural(node: ast.Call) -> tuple[ast.Call, ast.Call] | None:
    """Returns the two `N_` calls if `node`'s first two arguments are `N_(literal)`."""
    if len(node.args) < 2:
        return None
    first, second = node.args[:2]
    for half in (first, second):
        if not (isinstance(half, ast.Call) and _callee(half) == "N_" and len(half.args) == 1
                and isinstance(half.args[0], ast.Constant)
                and isinstance(half.args[0].value, str)):
            return None
    return first, second  # type: ignore[return-value]


def find_messages(root: Path = _PACKAGE) -> tuple[list[Message], list[str]]:
    """Returns the messages marked in the .py files under `root`, and the problems found.

    Messages come in the order of their first mark (by file, then line). A problem is a
    marking call whose text is not a plain literal (an f-string, a `.format` call, ...)
    or one msgid marked both with and without a plural; such calls are left out.
    """
    messages: dict[str, Message] = {}
    problems: list[str] = []
    base = root.parent
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(base).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
        paired: set[int] = set()  # N_ calls that mark one half of a plural pair
        for node in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
            if id(node) in paired:
                continue
            name = _callee(node)
            pair = _lazy_plural(node)
            if pair:
                paired.update(id(half) for half in pair)
                name, args = "ngettext", [half.args[0] for half in pair]
            elif name in _SINGLE or name in _PLURAL:
                args = _arguments(node, _SINGLE.get(name) or _PLURAL[name])
            else:
                continue
            if all(isinstance(a, ast.Name | ast.Attribute | ast.Subscript) for a in args):
                continue  # a marked constant passed on: marked where it is defined
            if not all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                       for a in args):
                problems.append(f"{where}:{node.lineno}: {name}() needs string literals")
                continue
            msgid = args[0].value  # type: ignore[union-attr]
            plural = args[1].value if len(args) > 1 else None  # type: ignore[union-attr]
            message = messages.setdefault(msgid, Message(msgid, plural))
            if message.plural != plural:
                problems.append(f"{where}:{node.lineno}: {msgid!r} is marked both with "
                                f"and without a plural (or with two plurals)")
                continue
            message.occurrences.append((where, str(node.lineno)))
    return list(messages.values()), problems


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


def _nplurals(language: str) -> int:
    return int(PLURAL_FORMS[language].split(";")[0].split("=")[1])


def update_catalog(po: polib.POFile, language: str, messages: list[Message]) -> bool:
    """Brings the catalog `po` of `language` up to date with `messages`, in place.

    New msgids are added untranslated (in English, translated as themselves); msgids
    no longer marked become obsolete; occurrences and order follow the source.
    Returns True if anything changed.
    """
    before = str(po)
    entries = {e.msgid: e for e in po}
    po.metadata["Plural-Forms"] = PLURAL_FORMS[language]
    kept = []
    for message in messages:
        entry = entries.pop(message.msgid, None)
        if entry is None or entry.msgid_plural != (message.plural or ""):
            entry = polib.POEntry(msgid=message.msgid, msgid_plural=message.plural or "")
            if message.plural:
                entry.msgstr_plural = {i: "" for i in range(_nplurals(language))}
        entry.obsolete = False
        entry.occurrences = list(message.occurrences)
        if "{" in entry.msgid and "python-brace-format" not in entry.flags:
            entry.flags.append("python-brace-format")
        if language == "en":
            if entry.msgid_plural:
                entry.msgstr_plural = {0: entry.msgid, 1: entry.msgid_plural}
            else:
                entry.msgstr = entry.msgid
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


def main(argv: list[str] | None = None) -> int:
    """Runs the command line; returns the exit status (1 if --check finds work to do)."""
    parser = argparse.ArgumentParser(prog="python -m gotutor.i18n.extract",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a catalog is behind the source")
    options = parser.parse_args(argv)
    messages, problems = find_messages()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    behind = bool(problems)
    for language in LANGUAGES:
        path = catalog_path(language)
        po = polib.pofile(str(path), wrapwidth=100) if path.exists() else \
            _new_catalog(language)
        before = {(e.msgid, e.msgid_plural) for e in po if not e.obsolete}
        changed = update_catalog(po, language, messages)
        after = {(e.msgid, e.msgid_plural) for e in po if not e.obsolete}
        untranslated = [e.msgid for e in po.untranslated_entries()]
        print(f"{language}: {len(messages)} messages, {len(untranslated)} untranslated"
              + (", catalog updated" if changed else ""))
        for msgid in untranslated:
            print(f"  untranslated: {msgid!r}")
        # Moved occurrences alone do not put a catalog behind; new or gone msgids do.
        behind = behind or before != after or bool(untranslated)
        if not options.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            po.save(str(path))
            compile_catalog(po, catalog_path(language, "mo"))
    return 1 if options.check and behind else 0


if __name__ == "__main__":
    sys.exit(main())
