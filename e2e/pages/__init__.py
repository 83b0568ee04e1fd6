"""Page helpers for the e2e tests, in one place: what a test does to a game's page (open it
with saved settings, wait for a steady table, make a move, read what is drawn).

- ``pages.games``: the three game pages (addresses, saved settings, steady phases, one move
  each), used by the language, accessibility, keyboard, embedding and switching tests.
- ``pages.axe``: axe-core's source for the accessibility test.
"""
