// An embedded board (embed.html) for teachers: a position given by game, seed and moves in the
// URL, shown read-only with steps through the moves, or playable.  See docs/embedding.md.
//
//   embed.html?game=last_spike&seed=5&players=Ann,Bob:standard&moves=A1,draw&viewer=spectator&lang=de
//
// lang=de|en: the language of the board's words (default: the reader's remembered choice, else the
// browser's); moves stay in notation either way.
//
// Nothing is stored: an embedded game never appears among the saved games of whoever views it.

import { $, h, fill } from "./dom.js";
import { engine, engineReady, staticGames } from "./engine.js";
import { TableView } from "./tableview.js";
import { PlaySession, privacyScreen } from "./play.js";
import { applyStatic, currentLanguage, loadLanguage, t, tGame } from "./i18n.js";

const root = $("#app");
const alertBox = $("#alert");

function showAlert(message) {
  if (message) fill(alertBox, h("p", {}, message));
  else alertBox.replaceChildren();
}

/** Read the URL.  Returns {game, options, seed, moves, viewer, mode, step, botDelay} or throws. */
export function readParams(search, games) {
  const p = new URLSearchParams(search);
  const gameId = p.get("game") || (games.length === 1 ? games[0].id : null);
  const game = games.find((g) => g.id === gameId);
  if (!game) throw new Error(t("embed.unknown_game", { game: gameId ?? "", known: games.map((g) => g.id).join(", ") }));
  const seed = (p.get("seed") || "").trim();
  if (!/^\d+$/.test(seed)) throw new Error(t("embed.needs_seed"));

  // players=Ann,Bob:standard  (":level" makes a seat a bot); default: the minimum, all human.
  const names = (p.get("players") || "").split(",").map((s) => s.trim()).filter(Boolean);
  const players = names.length
    ? names.map((entry) => {
      const cut = entry.lastIndexOf(":");
      const level = cut > 0 ? entry.slice(cut + 1).trim() : "";
      return level in game.bots ? { name: entry.slice(0, cut).trim(), bot: level } : { name: entry, bot: null };
    })
    : Array.from({ length: game.min_players }, (_, i) => ({ name: t("setup.player_n", { n: i + 1 }), bot: null }));

  const moves = (p.get("moves") || "").split(",").map((s) => s.trim()).filter(Boolean);
  const viewerText = (p.get("viewer") || "spectator").trim().toLowerCase();
  let viewer = null;
  if (viewerText !== "spectator") {
    const seat = Number(viewerText);
    if (!Number.isInteger(seat) || seat < 1 || seat > players.length) {
      throw new Error(t("embed.bad_viewer", { n: players.length }));
    }
    viewer = seat - 1;
  }
  const mode = p.get("mode") === "play" ? "play" : "view";
  const stepText = p.get("step");
  const step = stepText === null ? moves.length : Math.max(0, Math.min(moves.length, Number(stepText) || 0));
  const botDelay = p.has("botDelay") ? Math.max(0, Number(p.get("botDelay")) || 0) : 600;
  return { game, options: { players }, seed, moves, viewer, mode, step, botDelay };
}

function viewOnly(cfg) {
  const stage = h("div", { class: "rt-table-root" });
  const counter = h("span", { class: "rt-step", "aria-live": "polite" });
  // The visible words are the name (a voice-control user says what they see); the title explains.
  const btn = (label, title, fn) => h("button", { type: "button", class: "rt-button", title, onclick: fn }, label);
  const arrow = (a) => h("span", { "aria-hidden": "true" }, a);
  const view = new TableView(stage, { compact: true });
  let last = cfg.moves.length; // moves that replay; lowered if one of them is refused
  let at = cfg.step;

  function show(k) {
    at = Math.max(0, Math.min(last, k));
    const answer = engine.replay(cfg.game.id, cfg.options, cfg.seed, cfg.moves.slice(0, at));
    if (!answer.ok) {
      if (!answer.table) {
        showAlert(answer.error);
        return;
      }
      // A refused move in the link: show how far it gets, and say which move is wrong.
      showAlert(`${answer.error} ${t("embed.stops_before")}`);
      last = at = answer.table.moves_played;
    }
    const snap = engine.snapshot(cfg.viewer);
    if (!snap.ok) {
      showAlert(snap.error);
      return;
    }
    view.render(snap.snapshot);
    counter.textContent = t("embed.step", { at, last });
  }

  fill(root,
    h("div", { class: "rt-playbar" },
      h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name)),
      h("nav", { class: "rt-row", "aria-label": t("embed.steps") },
        btn(t("embed.first"), t("embed.first_help"), () => show(0)),
        btn([arrow("◀ "), t("embed.back")], t("embed.back_help"), () => show(at - 1)),
        counter,
        btn([t("embed.next"), arrow(" ▶")], t("embed.next_help"), () => show(at + 1)),
        btn(t("embed.last"), t("embed.last_help"), () => show(last)))),
    stage);
  show(at);
}

function playable(cfg) {
  const answer = engine.replay(cfg.game.id, cfg.options, cfg.seed, cfg.moves);
  if (!answer.ok && !answer.table) {
    showAlert(answer.error);
    return;
  }
  if (!answer.ok) showAlert(`${answer.error} ${t("embed.starts_before")}`);
  const stage = h("div", { class: "rt-table-root" });
  fill(root, h("div", { class: "rt-playbar" },
    h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name))), stage);
  const session = new PlaySession(stage, {
    botDelay: cfg.botDelay,
    privacy: privacyScreen($("#privacy"), [root]),
    alert: showAlert,
  });
  session.start(answer.table);
}

await loadLanguage();
applyStatic();
$("#status").dataset.template = t("app.loading_step");
document.title = t("embed.title");

engineReady().then(() => {
  engine.setLanguage(currentLanguage());
  $("#status").hidden = true;
  try {
    const cfg = readParams(location.search, staticGames() || engine.games());
    if (cfg.mode === "play") playable(cfg);
    else viewOnly(cfg);
  } catch (err) {
    showAlert(err.message);
  }
  document.documentElement.dataset.ready = "1";
});
