"""Silverton drawn as SVG, pure functions of a view: the board (``board.py``: the map and its panels) and
the viewer's own hand (``hand.py``)."""

from .board import board_svg
from .hand import hand_svg

__all__ = ["board_svg", "hand_svg"]
