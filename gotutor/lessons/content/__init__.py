"""What each lesson teaches: one module per lesson, named by its subject (liberties.py,
ko.py, capturing_races.py, ...), holding its TITLE, DEMOS, EXERCISES and NOTEBOOK (the
cells of its notebook, made with gotutor/lessons/cells.py; gotutor/lessons/notebooks.py
adds the heading, setup cell and links and writes the notebooks); some also have a SUMMARY
(their line in the course index).

The order of the course lives only in `gotutor.lessons.LESSONS`
(gotutor/lessons/__init__.py): no module name carries a number, so adding or moving a
lesson changes that one tuple and renames nothing.
"""
