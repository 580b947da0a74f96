"""Placeholder until the SVG renderer lands."""


def board_svg(view: dict) -> str:
    return "<svg xmlns='http://www.w3.org/2000/svg'/>"
