"""Railroad Dice drawn as SVG, pure functions of a view: the board (``board.py``) and the viewer's own
dice (``hand.py``), both drawn with the pieces of ``drawing.py``."""

from .board import board_svg
from .hand import hand_svg

__all__ = ["board_svg", "hand_svg"]
