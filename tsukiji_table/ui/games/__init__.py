"""Game screens, one module per game (or family); each registers itself with ``@screen_for``.

See :mod:`tsukiji_table.ui.plugin` and ``docs/ui.md``.  Modules here are
imported on first use, so adding a screen needs no edit elsewhere.
"""
