"""Collect the marked messages of gotutor, update the .po catalogs and compile them.

    python -m gotutor.i18n.extract           # update every catalog, compile the .mo files
    python -m gotutor.i18n.extract --check   # change nothing; exit 1 if a msgid is missing,
                                             # gone, untranslated or fuzzy
    python -m gotutor.i18n.extract --todo pl todo-pl.json    # what Polish lacks, as JSON
    python -m gotutor.i18n.extract --apply pl done-pl.json   # translations into pl's .po

`--todo` and `--apply` touch only the named language's catalog (first brought up to date
with the source, then saved and compiled); see gotutor/i18n/exchange.py for the JSON.
The catalogs themselves are read, updated and written by gotutor/i18n/catalogs.py.

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
import sys
from pathlib import Path

from .catalogs import MARKDOWN_COMMENT, Message, load_catalog, save_catalog, update_catalog
from .languages import LANGUAGES

__all__ = ["find_messages", "main"]

_PACKAGE = Path(__file__).resolve().parent.parent  # gotutor/
_SINGLE = {"_": ("message",), "N_": ("message",)}
_PLURAL = {"ngettext": ("singular", "plural")}
_MARKDOWN = "md"  # gotutor.lessons.cells.md: a notebook's Markdown cell

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
