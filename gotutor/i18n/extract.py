"""Collect the marked messages of gotutor, update the .po catalogs and compile them.

    python -m gotutor.i18n.extract           # update every catalog, compile the .mo files
    python -m gotutor.i18n.extract --check   # change nothing; exit 1 if a msgid is missing,
                                             # gone, untranslated or fuzzy
    python -m gotutor.i18n.extract --todo pl todo-pl.json    # what Polish lacks, as JSON
    python -m gotutor.i18n.extract --apply pl done-pl.json   # translations into pl's .po

`--todo` and `--apply` touch only the named language's catalog (first brought up to date
with the source, then saved and compiled); see gotutor/i18n/exchange.py for the JSON.

A message is marked by a call with string literals: `_("...")`, `N_("...")` or
`ngettext("... {n} ...", "... {n} ...", n)` (also as `i18n._(...)`). A call whose first
two arguments are `N_` literals marks a plural pair for later:
`Text.plural_of(N_("{n} stone"), N_("{n} stones"), n)`. The Markdown cells of the
notebooks are messages too: `md("...")` and `md(N_("..."))` (gotutor/lessons/cells.py),
their msgid the text without its surrounding blank lines, with a comment telling the
translator it is notebook Markdown. A comment block starting `# Translators:` right
above a marking call goes to the translator with it. The source is read
with `ast`, never run. New messages enter every catalog untranslated (English gets the
msgid itself); messages gone from the source become obsolete ("#~") and keep their
translation; translator comments (such as "needs review by a native Go player") stay.
A new msgid close to an obsolete one (a sentence edited in the source) starts with the old
translation marked fuzzy, the old msgid kept as "#| msgid", so the translator only checks
the change; fuzzy entries are not compiled.

This is a developer's tool: it needs polib (a test dependency); the package itself reads
the compiled .mo files with the standard library only.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

from .languages import LANGUAGES
from .translate import DOMAIN

__all__ = ["MARKDOWN_COMMENT", "PLURAL_FORMS", "Message", "catalog_path", "compile_catalog",
           "find_messages", "has_text", "load_catalog", "main", "nplurals", "save_catalog",
           "update_catalog"]

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
_MARKDOWN = "md"  # gotutor.lessons.cells.md: a notebook's Markdown cell

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


def _markdown_text(node: ast.Call) -> tuple[ast.expr | None, ast.Call | None]:
    """For `md(x)`: returns the literal node of `x` (also inside `N_(...)` or `_(...)`),
    or None if it is not a literal, and the inner marking call if there is one."""
    if len(node.args) != 1:
        return None, None
    arg = node.args[0]
    inner = None
    if isinstance(arg, ast.Call) and _callee(arg) in _SINGLE and len(arg.args) == 1:
        inner, arg = arg, arg.args[0]
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        return arg, inner
    return None, inner


def _translator_comment(lines: list[str], lineno: int) -> str:
    """Returns the `# Translators:` comment block right above line `lineno` (1-based),
    without the "#" marks, or "" if there is none."""
    block: list[str] = []
    i = lineno - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        block.insert(0, lines[i].strip().lstrip("#").strip())
        i -= 1
    for k, line in enumerate(block):
        if line.startswith("Translators:"):
            return " ".join([line.removeprefix("Translators:").strip(), *block[k + 1:]]).strip()
    return ""


def find_messages(root: Path = _PACKAGE) -> tuple[list[Message], list[str]]:
    """Returns the messages marked in the .py files under `root`, and the problems found.

    Messages come in the order of their first mark (by file, then line). A problem is a
    marking call whose text is not a plain literal (an f-string, a `.format` call, ...)
    or one msgid marked both with and without a plural; such calls are left out.
    `md(...)` calls with a non-literal text (cells the generator builds) are not messages.
    """
    messages: dict[str, Message] = {}
    problems: list[str] = []
    base = root.parent
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(base).as_posix()
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = ast.parse(source, filename=str(path))
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
        paired: set[int] = set()  # N_ calls that mark one half of a plural pair
        for node in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
            if id(node) in paired:
                continue
            name = _callee(node)
            pair = _lazy_plural(node)
            if name == _MARKDOWN:
                literal, inner = _markdown_text(node)
                if inner is not None:
                    paired.add(id(inner))
                if literal is None:
                    if inner is not None:
                        problems.append(f"{where}:{node.lineno}: md({_callee(inner)}(...)) "
                                        f"needs a string literal")
                    continue
                msgid = literal.value.strip("\n")  # type: ignore[union-attr]
                message = messages.setdefault(msgid, Message(msgid))
                if message.plural is not None:
                    problems.append(f"{where}:{node.lineno}: {msgid!r} is marked both "
                                    f"with and without a plural")
                    continue
                message.occurrences.append((where, str(node.lineno)))
                message.comment(MARKDOWN_COMMENT)
                message.comment(_translator_comment(lines, node.lineno))
                continue
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
            message.comment(_translator_comment(lines, node.lineno))
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


def main(argv: list[str] | None = None) -> int:
    """Runs the command line; returns the exit status: 1 if --check finds work to do or
    --apply refused an entry, 2 for a bad command line."""
    parser = argparse.ArgumentParser(prog="python -m gotutor.i18n.extract",
                                     description=__doc__.split("\n")[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true",
                       help="change nothing; exit 1 if a catalog is behind the source")
    group.add_argument("--todo", nargs=2, metavar=("LANG", "FILE.json"),
                       help="write the messages LANG lacks (untranslated or fuzzy) as JSON")
    group.add_argument("--apply", nargs=2, metavar=("LANG", "FILE.json"),
                       help="read translations from JSON into LANG's catalog, recompile")
    parser.add_argument("--verbose", action="store_true",
                        help="list every untranslated msgid")
    options = parser.parse_args(argv)
    messages, problems = find_messages()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    if options.todo or options.apply:
        from . import exchange

        language, file = options.todo or options.apply
        if language not in LANGUAGES:
            parser.error(f"unknown language {language!r}; known: {', '.join(LANGUAGES)}")
        if options.todo:
            return exchange.todo_command(language, Path(file), messages)
        return exchange.apply_command(language, Path(file), messages)
    behind = bool(problems)
    for language in LANGUAGES:
        po = load_catalog(language)
        before = {(e.msgid, e.msgid_plural) for e in po if not e.obsolete}
        changed = update_catalog(po, language, messages)
        after = {(e.msgid, e.msgid_plural) for e in po if not e.obsolete}
        untranslated = [e.msgid for e in po.untranslated_entries()]
        fuzzy = [e.msgid for e in po.fuzzy_entries()]
        print(f"{language}: {len(messages)} messages, {len(untranslated)} untranslated, "
              f"{len(fuzzy)} fuzzy" + (", catalog updated" if changed else ""))
        if options.verbose or options.check:
            for msgid in untranslated:
                print(f"  untranslated: {msgid[:70]!r}")
            for msgid in fuzzy:
                print(f"  fuzzy: {msgid[:70]!r}")
        # Moved occurrences alone do not put a catalog behind; new or gone msgids do.
        behind = behind or before != after or bool(untranslated) or bool(fuzzy)
        if not options.check:
            save_catalog(po, language)
    return 1 if options.check and behind else 0


if __name__ == "__main__":
    sys.exit(main())
