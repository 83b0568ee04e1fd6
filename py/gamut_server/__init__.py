"""Gamut's room server: the built site, ``/online/health`` and the online rooms (``/ws``) on
one origin, on aiohttp. Not part of the ``gamut`` wheel that Pyodide loads. See README.md
in this folder for the protocol handling."""
