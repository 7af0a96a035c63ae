"""Notebook cells as data: a lesson's notebook is a list of (kind, source) pairs.

    NOTEBOOK = [md(N_("Intro text...")), code('L.demo("eyes")'), ...]

`md` texts are English message ids of the catalogs (the notebooks of each language are
written from them); `code` cells are the same in every language. Standard library only.
"""

from __future__ import annotations

__all__ = ["Cell", "code", "md"]

Cell = tuple[str, str]


def md(text: str) -> Cell:
    """Returns a Markdown cell whose text (surrounding blank lines stripped) is `text`."""
    return ("markdown", text.strip("\n"))


def code(text: str) -> Cell:
    """Returns a code cell whose source (surrounding blank lines stripped) is `text`."""
    return ("code", text.strip("\n"))
