"""Dominoes (double-six): rules in :mod:`.rules`, computer players in :mod:`.players`."""
