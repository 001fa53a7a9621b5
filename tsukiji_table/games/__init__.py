"""The games: one package per game (or per Jidohanbaiki mini-game family).

Each package registers its referee with :func:`registry.register`; see
:mod:`tsukiji_table.games.base` for the interface.
"""
