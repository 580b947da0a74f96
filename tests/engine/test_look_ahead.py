"""The look-ahead rule the strong bots share: the default stands unless another move is clearly better."""

from pygame_rules.bots import look_ahead


def values(table):
    """A value function over guesses 0..n-1 read from a {move: [value per guess]} table."""
    return lambda guess, move: table[move][guess]


def test_a_clearly_better_move_replaces_the_default():
    table = {"a": [0.0, 1.0, 0.0, 1.0], "b": [1.0, 2.0, 1.5, 2.0]}
    assert look_ahead(["a", "b"], range(4), values(table), z=2.0) == "b"


def test_noise_does_not_replace_the_default():
    # b is better on average but only by luck of the guesses: its gain over a is not steady.
    table = {"a": [0.0, 0.0, 0.0, 0.0], "b": [3.0, -2.0, 2.0, -2.5]}
    assert look_ahead(["a", "b"], range(4), values(table), z=1.5) == "a"
    assert look_ahead(["a", "b"], range(4), values(table), z=0.0) == "b"  # a plain best mean would switch


def test_the_largest_clear_gain_wins_and_one_guess_never_switches():
    table = {"a": [0.0] * 5, "b": [1.0, 1.1, 0.9, 1.0, 1.0], "c": [2.0, 2.1, 1.9, 2.0, 2.2]}
    assert look_ahead(["a", "b", "c"], range(5), values(table), z=2.0) == "c"
    assert look_ahead(["a", "b", "c"], range(1), values(table), z=2.0) == "a"
