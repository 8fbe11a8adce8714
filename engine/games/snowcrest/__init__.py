"""Snowcrest: lead a mountain village and its monastery towards enlightenment (1 to 4 players).

Only the content layer exists so far (``content.py``: the cards, tracks and setup tables as validated data).
The game is not registered with the engine yet, and this package deliberately imports nothing.
"""
