"""Wu Hsing (Sid Sackson's Domino Bead Game): rules in :mod:`.rules`, computer in :mod:`.players`.

Rules as played: ``shared/rules/wuhsing.md`` (sections W1-W8).
"""
