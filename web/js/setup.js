// The new-game form: seats (name, human or a bot level) within the game's limits, optional seed.

import { h, fill, $, $$ } from "./dom.js";
import { getPref, setPref, validSetup } from "./store.js";
import { levelName, t, tGame } from "./i18n.js";

const HUMAN = "";

/** @typedef {{name: string, bot: string}} Seat a seat of the form ("" for a human) */

/**
 * @param {HTMLElement} root
 * @param {GameEntry} game     one entry of bridge.games()
 * @param {{ready: boolean, onStart: (options: GameOptions, seed: string) => unknown}} ctx
 *   ready    is the engine up (the Start button waits for it)
 *   onStart  ({players, ...choices}, seed)
 */
export function renderSetup(root, game, { ready, onStart }) {
  // Start from the last setup used for this game, or: you plus bots up to the minimum.
  const saved = getPref(`setup.${game.id}`, null, validSetup);
  /** @type {Seat[]} */
  let seats = Array.isArray(saved?.players) && saved.players.length >= game.min_players
    && saved.players.length <= game.max_players ? saved.players
    : Array.from({ length: Math.max(game.min_players, Math.min(3, game.max_players)) },
      (_, i) => (i === 0 ? { name: t("setup.player_n", { n: 1 }), bot: HUMAN }
        : { name: t("setup.bot_n", { n: i + 1 }), bot: game.default_bot }));

  const count = h("select", { id: "seat-count", name: "count" },
    range(game.min_players, game.max_players).map((n) => h("option", { value: n, selected: n === seats.length }, n)));
  const list = h("ol", { class: "rt-seats" });
  const seed = h("input", { id: "seed", name: "seed", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
    placeholder: t("setup.seed_random"), "aria-describedby": "seed-help" });
  const start = h("button", { type: "submit", class: "rt-button rt-primary", disabled: !ready },
    ready ? t("setup.start") : t("setup.loading"));

  function drawSeats() {
    fill(list, seats.map((seat, i) => seatRow(game, seat, i)));
  }
  function readSeats() {
    return $$(".rt-seat", list).map((row) => ({
      name: /** @type {HTMLInputElement} */ ($("input", row)).value,
      bot: /** @type {HTMLSelectElement} */ ($("select", row)).value,
    }));
  }
  count.addEventListener("change", () => {
    const n = Number(count.value);
    seats = readSeats();
    while (seats.length < n) seats.push({ name: t("setup.bot_n", { n: seats.length + 1 }), bot: game.default_bot });
    seats = seats.slice(0, n);
    drawSeats();
  });
  drawSeats();

  // Options beyond the seats (e.g. a variant), as the rules declare them in `choices`.
  const choices = Object.entries(game.choices || {}).map(([key, spec]) => {
    const previous = saved?.options?.[key];
    const select = h("select", { id: `option-${key}`, name: key },
      Object.entries(spec.choices).map(([value, text]) =>
        h("option", { value, selected: value === (previous ?? spec.default) },
          tGame(game.id, `choice.${key}.${value}`, tGame(game.id, `house.${key}.${value}`, text)))));
    // Words of an option: <prefix>.choice.<key>[.<value>], or a house rule's <prefix>.house.<key>.label|<value>.
    const label = tGame(game.id, `choice.${key}`, tGame(game.id, `house.${key}.label`, spec.label));
    return { key, select, row: h("p", {}, h("label", { for: `option-${key}` }, `${label} `), select) };
  });

  const form = h("form", { class: "rt-panel rt-setup", novalidate: true },
    h("h2", {}, t("setup.title", { game: tGame(game.id, "name", game.name) })),
    h("fieldset", {},
      h("legend", {}, t("setup.players")),
      h("p", {}, h("label", { for: "seat-count" }, `${t("setup.count")} `), count),
      list,
      h("ul", { class: "rt-bot-help rt-muted", "aria-label": t("setup.bots") },
        Object.entries(game.bots).map(([level, description]) => h("li", {},
          h("b", {}, t("setup.bot_level", { level: levelName(level, game) })),
          `: ${tGame(game.id, `bot.${level}`, description)}`)))),
    choices.length ? h("fieldset", {}, h("legend", {}, t("setup.options")), choices.map((c) => c.row)) : null,
    h("p", {},
      h("label", { for: "seed" }, `${t("setup.seed")} `), seed,
      h("br"),
      h("small", { id: "seed-help", class: "rt-muted" }, t("setup.seed_help"))),
    h("div", { class: "rt-row" }, start, h("a", { class: "rt-button", href: "#" }, t("setup.cancel"))));
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (start.disabled) return;
    const players = readSeats().map((s) => ({ name: s.name, bot: s.bot || null }));
    const options = Object.fromEntries(choices.map((c) => [c.key, c.select.value]));
    setPref(`setup.${game.id}`, { players: players.map((p) => ({ name: p.name, bot: p.bot || HUMAN })), options });
    onStart({ players, ...options }, seed.value.trim());
  });
  fill(root, form);
  return {
    setReady() {
      start.disabled = false;
      start.textContent = t("setup.start");
    },
  };
}

/**
 * @param {GameEntry} game
 * @param {Seat} seat
 * @param {number} i
 */
function seatRow(game, seat, i) {
  const nameId = `seat-${i}-name`;
  const kindId = `seat-${i}-kind`;
  const kind = h("select", { id: kindId },
    h("option", { value: HUMAN, selected: !seat.bot }, t("setup.human")),
    Object.keys(game.bots).map((level) =>
      h("option", { value: level, selected: seat.bot === level }, t("setup.bot_level", { level: levelName(level, game) }))));
  const name = /** @type {HTMLInputElement} */ (h("input", { id: nameId, value: seat.name, maxlength: "24",
    autocomplete: "off", placeholder: t("setup.player_n", { n: i + 1 }) }));
  // A seat switched between a human and a bot keeps a name the player typed, but not the other kind's
  // made-up one: "Bot 2" made a human reads as a bot everywhere after.
  kind.addEventListener("change", () => {
    const made = [t("setup.player_n", { n: i + 1 }), t("setup.bot_n", { n: i + 1 }), ""];
    if (made.includes(name.value.trim())) {
      name.value = kind.value === HUMAN ? t("setup.player_n", { n: i + 1 }) : t("setup.bot_n", { n: i + 1 });
    }
  });
  return h("li", { class: "rt-seat" },
    h("label", { for: nameId }, t("setup.name_of", { n: i + 1 })),
    name,
    // Named per seat ("Seat 2 plays as"): every menu was just "plays as" to a screen reader.
    h("label", { for: kindId }, h("span", { class: "rt-sr" }, `${t("setup.seat_n", { n: i + 1 })} `), t("setup.plays_as")),
    kind);
}

/**
 * @param {number} a
 * @param {number} b
 * @returns {number[]} a, a + 1, ... b
 */
function range(a, b) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
