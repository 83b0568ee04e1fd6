"""Gamut: three table games (Dominoes, Hus, Wu Hsing) with computer players.

The package is pure Python so that it runs unchanged under CPython 3.11 and under Pyodide's
Python 3.14 in the browser. Every game is a sub-package with the same interface (see
:mod:`gamut.core`); :mod:`gamut.api` is the JSON bridge the browser worker calls.
"""

__version__ = "0.1.0"
