// Rail Table's page: routes (#, #new/<game>, #play/<save id>), wiring of the screens to the
// engine and to storage.  Everything game-specific comes from the engine (pygame_rules.bridge).
//
// URL options: ?botDelay=<ms> sets the pause before each bot move (default 600; tests use 0).

import { $, h, fill, download } from "./js/dom.js";
import { engine, engineReady, staticGames } from "./js/engine.js";
import { renderHome } from "./js/home.js";
import { renderSetup } from "./js/setup.js";
import { PlaySession, privacyScreen } from "./js/play.js";
import { startOffline } from "./js/offline.js";
import { newId, readSave, writeSave } from "./js/store.js";

const params = new URLSearchParams(location.search);
const BOT_DELAY = params.has("botDelay") ? Math.max(0, Number(params.get("botDelay")) || 0) : 600;

const app = $("#app");
const alertBox = $("#alert");
const privacy = privacyScreen($("#privacy"), [$("#app"), $(".rt-topbar"), $("footer")]);

let ready = false;
// The game list is in the page (build.py): the home page lists games at once, and Python imports a
// game's modules only when one is opened.
let games = staticGames();
let session = null; // {id, play: PlaySession} while a game is on screen
let routeToken = 0;

// Python is up: note what only it can tell, before any screen waiting for it carries on.
const booted = engineReady().then((eng) => {
  ready = true;
  games ??= eng.games(); // a page built without the list still works
  $("#engine-version").textContent = eng.version();
  $("#status").hidden = true;
  $("#engine").hidden = false;
  return eng;
});

// -- alerts -------------------------------------------------------------------------------------
function showAlert(message) {
  if (!message) {
    alertBox.replaceChildren();
    return;
  }
  fill(alertBox,
    h("p", {}, message),
    h("button", { type: "button", class: "rt-button", onclick: () => showAlert(null) }, "Dismiss"));
}

// -- routing ------------------------------------------------------------------------------------
function route() {
  const token = ++routeToken;
  const [name, ...rest] = location.hash.replace(/^#\/?/, "").split("/");
  let arg = rest.join("/");
  try {
    arg = decodeURIComponent(arg);
  } catch {
    // A mangled link: use it as typed; the screen says it finds nothing.
  }
  if (name !== "play" || !session || session.id !== arg) closeSession();
  if (name === "new") return showSetup(arg, token);
  if (name === "play") return showPlay(arg, token);
  return showHome();
}

function go(hash) {
  // location.hash reads "" for both "…/" and "…/#": neither fires hashchange when set to "#".
  if ((location.hash || "#") === hash) route();
  else location.hash = hash; // hashchange -> route()
}

function focusHeading() {
  // Keyboard and screen-reader users land on the new screen, not on a vanished button.
  const heading = app.querySelector("h2");
  if (heading) {
    heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
}

function closeSession() {
  if (session) session.play.close();
  session = null;
}

// -- home ---------------------------------------------------------------------------------------
function showHome() {
  document.title = "Rail Table";
  renderHome(app, {
    games,
    engine: ready ? engine : null,
    onImport: importSave,
    rerender: showHome,
  });
  // When the game list was first on screen (benchmarks/bench.py reads it; no cost otherwise).
  if (games && !performance.getEntriesByName("rt-games-shown").length) performance.mark("rt-games-shown");
}

function importSave(text, filename) {
  const answer = engine.openSave(text);
  if (!answer.ok) {
    showAlert(`${filename} could not be imported: ${answer.error}`);
    return;
  }
  showAlert(null);
  startSession(newId(), answer.table);
}

// -- new game -----------------------------------------------------------------------------------
async function showSetup(gameId, token) {
  const find = () => (games || []).find((g) => g.id === gameId);
  // The cached list may predate a newly added game: ask the engine before giving up.
  if (!find() && !ready) await booted;
  if (token !== routeToken) return;
  const game = find();
  if (!game) {
    showAlert(`There is no game called "${gameId}".`);
    go("#");
    return;
  }
  document.title = `New game: ${game.name} · Rail Table`;
  const form = renderSetup(app, game, {
    ready,
    onStart: (options, seed) => {
      const answer = engine.newGame(game.id, options, seed);
      if (!answer.ok) {
        showAlert(answer.error);
        return;
      }
      showAlert(null);
      startSession(newId(), answer.table);
    },
  });
  focusHeading();
  if (!ready) booted.then(() => token === routeToken && form.setReady());
}

// -- playing ------------------------------------------------------------------------------------
async function showPlay(id, token) {
  if (session && session.id === id) return; // already on screen (we just started it)
  fill(app, h("p", { class: "rt-muted" }, "Opening the game…"));
  await booted;
  if (token !== routeToken) return;
  const text = readSave(id);
  if (text === null) {
    showAlert("That saved game is not in this browser any more.");
    go("#");
    return;
  }
  const answer = engine.openSave(text);
  if (!answer.ok) {
    // The save stays in storage; the home page lists it with this message.
    showAlert(`This saved game cannot be opened: ${answer.error}`);
    go("#");
    return;
  }
  openSession(id, answer.table);
}

function startSession(id, table) {
  closeSession();
  openSession(id, table);
  go(`#play/${encodeURIComponent(id)}`);
}

function openSession(id, table) {
  closeSession();
  document.title = `${table.game_name} · Rail Table`;
  const board = h("div", { class: "rt-table-root" });
  fill(app,
    h("div", { class: "rt-playbar" },
      h("h2", {}, table.game_name),
      h("nav", { class: "rt-row", "aria-label": "Game" },
        h("a", { class: "rt-button", href: "#" }, "Home"),
        h("a", { class: "rt-button", href: `rules/${encodeURIComponent(table.game)}.html`, target: "_blank" }, "Rules"),
        h("button", { type: "button", class: "rt-button", onclick: () => exportGame(session) }, "Export"))),
    board);
  const play = new PlaySession(board, {
    botDelay: BOT_DELAY,
    privacy,
    alert: showAlert,
    persist: (t) => {
      session.table = t;
      return writeSave(id, t.save, saveMeta(t));
    },
    overActions: () => [
      h("button", { type: "button", class: "rt-button rt-primary", onclick: () => rematch(session.table) },
        "Play again (same players)"),
      h("a", { class: "rt-button", href: "#" }, "Home"),
    ],
  });
  session = { id, play, table };
  play.start(table);
  focusHeading();
}

function saveMeta(table) {
  return {
    game: table.game,
    game_name: table.game_name,
    players: table.seats.map(({ name, bot }) => ({ name, bot })),
    moves_played: table.moves_played,
    is_over: table.is_over,
  };
}

function exportGame(s) {
  if (!s) return;
  const t = s.table;
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
  download(`rail-table-${t.game}-${stamp}.json`, t.save);
}

function rematch(table) {
  // Same seats and the same choices (variant...), as the save records them; a new random seed.
  const { options } = JSON.parse(table.save);
  const answer = engine.newGame(table.game, options, "");
  if (!answer.ok) {
    showAlert(answer.error);
    return;
  }
  startSession(newId(), answer.table);
}

// -- start-up -----------------------------------------------------------------------------------
addEventListener("hashchange", route);
route();

booted.then(() => {
  // Redraw what needs the engine (the home page checks saves; a setup form enabled itself).
  const [name] = location.hash.replace(/^#\/?/, "").split("/");
  if (name !== "play" && name !== "new") showHome();
  document.documentElement.dataset.ready = "1"; // the app takes input now (e2e tests wait for it)
  performance.mark("rt-ready"); // benchmarks/bench.py: time to ready
  // Only now: caching the site for offline play would compete with this start for the network.
  startOffline($("#update"));
});
