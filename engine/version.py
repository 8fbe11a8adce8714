"""Hearthwood's single version number."""

__version__ = "0.1.0"
