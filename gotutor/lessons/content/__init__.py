"""What each lesson teaches: one module per lesson, named by its subject (liberties.py,
ko.py, capturing_races.py, ...), holding its TITLE, DEMOS and EXERCISES (some also a
SUMMARY and NOTEBOOK cells of their own).

The order of the course lives only in `gotutor.lessons.LESSONS`
(gotutor/lessons/__init__.py): no module name carries a number, so adding or moving a
lesson changes that one tuple and renames nothing.
"""
