"""Messages: what the rules say, as a catalogue key and typed parameters, rendered in the reader's language.

The rules never write a sentence.  They make a ``Msg`` -- ``Msg("ls.log.play", name="Kim, Lee",
tile="A3", cost=Money(5000))`` -- and store it in their log, return it as a status line, a move label or
the reason a move is refused.  What each parameter is decides how it is shown:

- ``str``: shown exactly as it is, never parsed or translated (a player's name, a tile code, notation);
- ``int``: a number, with the language's digit grouping; the parameter ``n`` also chooses the plural
  form of a message that has them (gettext ``msgid_plural``, the language's own plural rule);
- ``Money``: an amount of dollars, written the language's way ("$5,000", "5.000 $");
- ``Msg``: a nested message (a game term, a phrase), rendered in the same language;
- ``ListOf``: several of the above, joined the language's way;
- ``Stored``: a value that saves of schema 1 and 2 hashed as other text than readers read (Silverton's
  log kept "lumber:DEN" and "$1500" where a reader reads "Lumber Denver" and "$1,500"): see ``legacy.py``.

A ``Msg`` is also a ``str``, its English, for logs and tracebacks; nothing keeps or hashes that text.
A state holds its messages as they are, and its hash covers each as its key and parameters
(``structured``), so rewording a catalogue line, in any language, changes no game and no save.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import DEFAULT_LANG, LANGS, catalogue, plural


class Money(int):
    """An amount of dollars (the games' only currency)."""

    __slots__ = ()


class ListOf(tuple):
    """Items shown one after another, joined by ``sep`` (", "), the last two by the language's "and"
    (``engine.and``) if ``last_and``."""

    sep: str
    last_and: bool

    def __new__(cls, items: Any, *, sep: str = ", ", last_and: bool = False) -> ListOf:
        made = super().__new__(cls, tuple(items))
        made.sep, made.last_and = sep, last_and
        return made

    def __reduce__(self) -> tuple[Any, ...]:
        return (_list_of, (tuple(self), self.sep, self.last_and))


def _list_of(items: tuple[Any, ...], sep: str, last_and: bool) -> ListOf:
    return ListOf(items, sep=sep, last_and=last_and)


class Stored:
    """A parameter every reader, English ones too, reads as ``shown`` (any parameter value), which the
    hashes of schema-1 and -2 saves wrote as ``text`` (a message: its text as a line of its own):
    ``Stored("lumber:DEN", Msg("si.term.lumber_at", city="Denver"))``, ``Stored("$1500", Money(1500))``.
    Only ``legacy.py`` reads ``text``; the state's hash covers ``shown``."""

    __slots__ = ("text", "shown")

    def __init__(self, text: str, shown: Any) -> None:
        self.text, self.shown = text, shown

    def __reduce__(self) -> tuple[Any, ...]:
        return (Stored, (self.text, self.shown))

    def __repr__(self) -> str:
        return f"Stored({self.text!r}, {self.shown!r})"


class Msg(str):
    """A catalogue key and its parameters; as a ``str``, its English."""

    key: str
    params: dict[str, Any]
    _said: dict[str, str]  # the message in each language it was said in

    def __new__(cls, key: str, /, **params: Any) -> Msg:
        english = _render(key, params, DEFAULT_LANG)
        made = super().__new__(cls, english)
        made.key, made.params = key, params
        made._said = {DEFAULT_LANG: english}
        return made

    def __reduce__(self) -> tuple[Any, ...]:  # copy, deepcopy and pickle keep the key and parameters
        return (_msg, (self.key, self.params))

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.params!r})"

    def say(self, lang: str) -> str:
        """This message in ``lang`` (English where the language lacks the key).  Remembered: a snapshot
        says every line of the log again on every move, and a stored message never changes."""
        return self._as(lang if lang in LANGS else DEFAULT_LANG)

    def _as(self, lang: str) -> str:
        said = self._said
        if lang not in said:
            said[lang] = _render(self.key, self.params, lang)
        return said[lang]

    def structured(self) -> dict[str, Any]:
        """What the message says, without its words: its key and parameters (see ``structured``)."""
        return {"key": self.key, "params": {name: _structured(value) for name, value in self.params.items()}}


def _msg(key: str, params: dict[str, Any]) -> Msg:
    return Msg(key, **params)


def say(text: Any, lang: str) -> Any:
    """Any text the rules made, in ``lang``: a message rendered, anything else as it is."""
    return text.say(lang) if isinstance(text, Msg) else text


def structured(data: Any) -> Any:
    """``data`` (a state's ``to_dict()``) with every message as its key and parameters, in no language:
    what the state hash covers (game.py), so that no wording is part of a game."""
    return each_message(data, Msg.structured)


def each_message(data: Any, change: Callable[[Msg], Any]) -> Any:
    """``data`` (dicts, lists and tuples, as a state's ``to_dict()``) with ``change(msg)`` for every message."""
    if isinstance(data, Msg):
        return change(data)
    if isinstance(data, dict):
        return {key: each_message(value, change) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [each_message(value, change) for value in data]
    return data


def _structured(value: Any) -> Any:
    """A parameter without its words: an amount as its number, a list as its items."""
    if isinstance(value, Stored):
        return _structured(value.shown)
    if isinstance(value, Msg):
        return value.structured()
    if isinstance(value, ListOf):
        return [_structured(v) for v in value]
    return value


# -- rendering ---------------------------------------------------------------------------------------

def _template(key: str, params: dict[str, Any], lang: str) -> str:
    n = params.get("n")
    if isinstance(n, int):
        form = plural(lang, key, n)
        if form is not None:
            return form
    return catalogue(lang).get(key) or catalogue(DEFAULT_LANG).get(key) or key


def _render(key: str, params: dict[str, Any], lang: str) -> str:
    template = _template(key, params, lang)
    if not params:
        return template
    return template.format_map({name: _value(value, lang) for name, value in params.items()})


def _value(value: Any, lang: str) -> str:
    if type(value) is str:  # the commonest parameter (a name, an id), shown as it is: answered first
        return value
    if isinstance(value, Stored):
        return _value(value.shown, lang)
    if isinstance(value, Msg):
        return value._as(lang)
    if isinstance(value, ListOf):
        parts = [_value(v, lang) for v in value]
        if value.last_and and len(parts) > 1:
            return value.sep.join(parts[:-1]) + _word("engine.and", lang) + parts[-1]
        return value.sep.join(parts)
    if isinstance(value, Money):
        return money(int(value), lang)
    if isinstance(value, bool):
        return _word("engine.yes" if value else "engine.no", lang)
    if isinstance(value, int):
        return number(value, lang)
    return str(value)


def _word(key: str, lang: str) -> str:
    return catalogue(lang).get(key) or catalogue(DEFAULT_LANG)[key]


def number(n: int, lang: str) -> str:
    """A whole number with the language's digit grouping (``fmt.group``: "," or ".")."""
    digits = f"{abs(n):,}".replace(",", _word("fmt.group", lang))
    return ("-" if n < 0 else "") + digits


def money(amount: int, lang: str) -> str:
    """An amount of dollars as the language writes it (``fmt.money``: "${amount}", "{amount} $")."""
    template = _word("fmt.money", lang)
    return ("-" if amount < 0 else "") + template.format(amount=number(abs(amount), lang))


def money_k(amount: int, lang: str) -> str:
    """An amount short enough for a board space: $3,000 as "$3k"; German does not shorten thousands (CLDR:
    "3.000 $"), so its ``fmt.money_k`` writes the whole amount."""
    if amount % 1000:
        return money(amount, lang)
    return _word("fmt.money_k", lang).format(amount=number(amount // 1000, lang))
