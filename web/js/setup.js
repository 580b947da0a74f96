// The new-game form: seats (name, human or a bot level) within the game's limits, optional seed.

import { h, fill, $, $$ } from "./dom.js";
import { getPref, setPref, validSetup } from "./store.js";

const HUMAN = "";

/**
 * @param {HTMLElement} root
 * @param {object} game     one entry of bridge.games()
 * @param {object} ctx
 *   ready    is the engine up (the Start button waits for it)
 *   onStart  ({players, ...choices}, seed) => void
 */
export function renderSetup(root, game, { ready, onStart }) {
  // Start from the last setup used for this game, or: you plus bots up to the minimum.
  const saved = getPref(`setup.${game.id}`, null, validSetup);
  let seats = Array.isArray(saved?.players) && saved.players.length >= game.min_players
    && saved.players.length <= game.max_players ? saved.players
    : Array.from({ length: Math.max(game.min_players, Math.min(3, game.max_players)) },
      (_, i) => (i === 0 ? { name: "Player 1", bot: HUMAN } : { name: `Bot ${i + 1}`, bot: game.default_bot }));

  const count = h("select", { id: "seat-count", name: "count" },
    range(game.min_players, game.max_players).map((n) => h("option", { value: n, selected: n === seats.length }, n)));
  const list = h("ol", { class: "rt-seats" });
  const seed = h("input", { id: "seed", name: "seed", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off",
    placeholder: "random", "aria-describedby": "seed-help" });
  const start = h("button", { type: "submit", class: "rt-button rt-primary", disabled: !ready },
    ready ? "Start game" : "Loading the rules engine…");

  function drawSeats() {
    fill(list, seats.map((seat, i) => seatRow(game, seat, i)));
  }
  function readSeats() {
    return $$(".rt-seat", list).map((row) => ({
      name: $("input", row).value,
      bot: $("select", row).value,
    }));
  }
  count.addEventListener("change", () => {
    const n = Number(count.value);
    seats = readSeats();
    while (seats.length < n) seats.push({ name: `Bot ${seats.length + 1}`, bot: game.default_bot });
    seats = seats.slice(0, n);
    drawSeats();
  });
  drawSeats();

  // Options beyond the seats (e.g. a variant), as the rules declare them in `choices`.
  const choices = Object.entries(game.choices || {}).map(([key, spec]) => {
    const previous = saved?.options?.[key];
    const select = h("select", { id: `option-${key}`, name: key },
      Object.entries(spec.choices).map(([value, text]) =>
        h("option", { value, selected: value === (previous ?? spec.default) }, text)));
    return { key, select, row: h("p", {}, h("label", { for: `option-${key}` }, `${spec.label} `), select) };
  });

  const form = h("form", { class: "rt-panel rt-setup", novalidate: true },
    h("h2", {}, `New game: ${game.name}`),
    h("fieldset", {},
      h("legend", {}, "Players"),
      h("p", {}, h("label", { for: "seat-count" }, "Number of players "), count),
      list,
      h("ul", { class: "rt-bot-help rt-muted", "aria-label": "Bots" },
        Object.entries(game.bots).map(([level, description]) => h("li", {}, h("b", {}, `Bot (${level})`), `: ${description}`)))),
    choices.length ? h("fieldset", {}, h("legend", {}, "Options"), choices.map((c) => c.row)) : null,
    h("p", {},
      h("label", { for: "seed" }, "Seed (optional) "), seed,
      h("br"),
      h("small", { id: "seed-help", class: "rt-muted" },
        "Leave blank for a random game. The same seed and moves always replay the same game.")),
    h("div", { class: "rt-row" }, start, h("a", { class: "rt-button", href: "#" }, "Cancel")));
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
      start.textContent = "Start game";
    },
  };
}

function seatRow(game, seat, i) {
  const nameId = `seat-${i}-name`;
  const kindId = `seat-${i}-kind`;
  const kind = h("select", { id: kindId },
    h("option", { value: HUMAN, selected: !seat.bot }, "Human"),
    Object.keys(game.bots).map((level) =>
      h("option", { value: level, selected: seat.bot === level }, `Bot (${level})`)));
  return h("li", { class: "rt-seat" },
    h("label", { for: nameId }, `Player ${i + 1} name`),
    h("input", { id: nameId, value: seat.name, maxlength: "24", autocomplete: "off", placeholder: `Player ${i + 1}` }),
    h("label", { for: kindId }, "plays as"),
    kind);
}

function range(a, b) {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
