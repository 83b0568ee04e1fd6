"""Hus, the four-row mancala from Namibia (``shared/rules/hus.md``).

:mod:`gamut.hus.rules` is the engine (the interface of :mod:`gamut.core`),
:mod:`gamut.hus.players` the computer players (easy, medium, hard).
"""
