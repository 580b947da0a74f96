// Rail Table's page: routes (#, #new/<game>, #play/<save id>, #replay/<save id>: read by js/route.js),
// wiring of the screens to the engine and to storage (saving and its failures: js/saverecovery.js; a
// game another tab changed: js/stalelock.js).  Everything game-specific comes from the engine
// (pygame_rules.bridge).
//
// URL options: ?botDelay=<ms> sets the pause before each bot move (default 600; tests use 0).

import { $, h, fill } from "./js/dom.js";
import { engine, engineReady, staticGames } from "./js/engine.js";
import { MAX_SAVE_CHARS, tooLarge } from "./js/guard.js";
import { gameNav } from "./js/gamenav.js";
import { renderHome } from "./js/home.js";
import { renderSetup } from "./js/setup.js";
import { PlaySession, privacyScreen } from "./js/play.js";
import { startOffline } from "./js/offline.js";
import { Replay } from "./js/replay.js";
import { HostPanel } from "./js/net/hostpanel.js";
import { positionOf, shareButtons } from "./js/share.js";
import { newId, readSave, storedText } from "./js/store.js";
import { parseRoute } from "./js/route.js";
import { exportGame, persist } from "./js/saverecovery.js";
import { lockStale as lock, watchOtherTabs } from "./js/stalelock.js";
import { applyStatic, currentLanguage, languageReady, languageSwitch, reasonOf, rulesHref, t, tGame } from "./js/i18n.js";

const params = new URLSearchParams(location.search);
const BOT_DELAY = params.has("botDelay") ? Math.max(0, Number(params.get("botDelay")) || 0) : 600;

const app = $("#app");
const alertBox = $("#alert");
const privacy = privacyScreen($("#privacy"), [$("#app"), $(".rt-topbar"), $("footer")]);

let ready = false;
// The game list is in the page (build.py): the home page lists games at once, and Python imports a
// game's modules only when one is opened.
let games = staticGames();
// The game on screen, if any (saverecovery.js Session: what this tab last stored of it).
/** @typedef {import("./js/saverecovery.js").Session} Session */
/** @type {Session | null} */
let session = null;
let routeToken = 0;

// The page's words first (inline in the page: no wait), then the screens.
await languageReady();
applyStatic();
$("#lang-switch").replaceWith(languageSwitch(switchLanguage));

/** The player chose another language: the fixed words, the engine's, then the screen on show again. */
function switchLanguage() {
  applyStatic();
  if (ready) engine.setLanguage(currentLanguage());
  if (alertBox.childElementCount) showAlert(null); // it was in the other language
  const screen = parseRoute(location.hash).screen;
  if (screen === "play" && session?.devices) {
    // Other devices are connected to this game: it stays open (closing it would end theirs), and is drawn
    // again in the engine's new words (the page's fixed words follow at the next opening).
    session.play.refresh();
  } else if (screen === "play" && session) {
    // The game on screen is drawn again in the new words (its save is unchanged).
    const { id, table, stored } = session;
    closeSession();
    openSession(id, table, stored);
  } else {
    route();
  }
}

// Python is up (in its worker): note what only it can tell, before any screen waiting for it carries on.
const booted = Promise.all([engineReady(), languageReady()]).then(async ([eng]) => {
  await eng.setLanguage(currentLanguage());
  games ??= await eng.games(); // a page built without the list still works
  $("#engine-version").textContent = await eng.version();
  ready = true;
  $("#status").hidden = true;
  $("#engine").hidden = false;
  return eng;
});

// -- alerts -------------------------------------------------------------------------------------
/**
 * @param {string | null} message
 * @param {Child} [actions]
 */
function showAlert(message, actions = []) {
  if (!message) {
    alertBox.replaceChildren();
    return;
  }
  fill(alertBox,
    h("p", {}, message),
    h("div", { class: "rt-row" }, actions,
      h("button", { type: "button", class: "rt-button", onclick: () => showAlert(null) }, t("app.dismiss"))));
}

// -- routing ------------------------------------------------------------------------------------
function route() {
  const token = ++routeToken;
  const { screen, arg } = parseRoute(location.hash);
  if (screen !== "play" || !session || session.id !== arg) {
    closeSession();
    window.scrollTo(0, 0); // every screen starts at its top (the browser would keep the last one's offset)
  }
  if (screen === "new") return showSetup(arg, token);
  if (screen === "play") return showPlay(arg, token);
  if (screen === "replay") return showReplay(arg, token);
  return showHome(); // home, or a name the page has no screen for
}

/**
 * @param {string} hash
 */
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
  session?.devices?.close(); // the other devices are told the game closed
  if (session) session.play.close();
  session = null;
}

// -- home ---------------------------------------------------------------------------------------
function showHome() {
  document.title = t("app.title");
  renderHome(app, {
    games,
    engine: ready ? engine : null,
    onImport: importFile,
    rerender: showHome,
  });
  // When the game list was first on screen (benchmarks/bench.py reads it; no cost otherwise).
  if (games && !performance.getEntriesByName("rt-games-shown").length) performance.mark("rt-games-shown");
}

/**
 * A file the player picked: too large ones are refused before they are even read.
 * @param {File} file
 */
async function importFile(file) {
  if (file.size > MAX_SAVE_CHARS * 4) { // bytes: at most 4 per character in UTF-8
    showAlert(t("home.import_failed", { file: file.name,
      reason: tooLarge(t("save.megabytes", { size: (file.size / 1e6).toFixed(1) })) }));
    return false;
  }
  let text;
  try {
    text = await file.text();
  } catch (err) {
    showAlert(t("home.read_failed", { file: file.name, reason: reasonOf(err) }));
    return false;
  }
  return importSave(text, file.name);
}

/**
 * Import a save file's text: true when it opened (and now plays), else the alert says why.
 * @param {string} text
 * @param {string} filename
 */
async function importSave(text, filename) {
  const token = routeToken;
  const answer = await engine.openSave(text);
  if (token !== routeToken) return false; // the player went elsewhere meanwhile
  if (!answer.ok) {
    showAlert(t("home.import_failed", { file: filename, reason: answer.error }));
    return false;
  }
  showAlert(null);
  startSession(newId(), answer.table);
  return true;
}

// -- new game -----------------------------------------------------------------------------------
/**
 * @param {string} gameId
 * @param {number} token  the route it was asked for (routeToken)
 */
async function showSetup(gameId, token) {
  const find = () => (games || []).find((g) => g.id === gameId);
  // The cached list may predate a newly added game: ask the engine before giving up.
  if (!find() && !ready) await booted;
  if (token !== routeToken) return;
  const game = find();
  if (!game) {
    showAlert(t("setup.no_such_game", { game: gameId }));
    go("#");
    return;
  }
  document.title = `${t("setup.title", { game: tGame(game.id, "name", game.name) })} · Rail Table`;
  const form = renderSetup(app, game, {
    ready,
    onStart: async (options, seed) => {
      const answer = await engine.newGame(game.id, options, seed);
      if (token !== routeToken) return; // the player went elsewhere meanwhile
      if (!answer.ok) {
        showAlert(answer.error);
        return;
      }
      showAlert(null);
      // The setup form gives way to the game in the history: Back from the game goes where the player
      // came from (home), never to a filled form whose Start would make a second game.
      startSession(newId(), answer.table, { replace: true });
    },
  });
  focusHeading();
  if (!ready) booted.then(() => token === routeToken && form.setReady());
}

// -- replay of a saved game ---------------------------------------------------------------------
/**
 * @param {string} gameId
 * @returns {GameEntry}
 */
function gameEntry(gameId) {
  return (games || []).find((g) => g.id === gameId)
    || { id: gameId, name: gameId, choices: {}, min_players: 0, max_players: 0, bots: {}, experimental: [], default_bot: "", blurb: "", prefix: "" };
}

/**
 * A saved game, stepped through move by move (read-only), with share and download of each position.
 * @param {string} id
 * @param {number} token
 */
async function showReplay(id, token) {
  fill(app, h("p", { class: "rt-muted" }, t("replay.opening")));
  await Promise.all([booted, languageReady()]);
  if (token !== routeToken) return;
  const text = readSave(id);
  const check = text === null ? null : await engine.inspectSave(text);
  if (token !== routeToken) return;
  if (!check || !check.ok) {
    showAlert(check ? t("replay.cannot_open", { error: check.error }) : t("replay.missing"));
    go("#");
    return;
  }
  const save = JSON.parse(/** @type {string} */ (text)); // read (check is not null)
  const game = gameEntry(save.game);
  // Whose hidden pieces to show: the one human's, as the game showed them; else nobody's.
  /** @type {SeatOption[]} */
  const seats = save.options.players || [];
  const humans = seats.map((s, i) => (s.bot ? null : i)).filter((i) => i !== null);
  const replay = new Replay({ game, options: save.options, seed: String(save.seed), moves: save.moves,
    rules_version: save.rules_version, viewer: humans.length === 1 ? humans[0] : null, step: 0, story: true },
  { alert: showAlert });
  document.title = `${t("replay.title", { game: game.name })} · Rail Table`;
  fill(app,
    h("div", { class: "rt-playbar" },
      h("h2", {}, t("replay.title", { game: game.name })),
      gameNav(t("play.nav"), [
        h("a", { class: "rt-button", href: "#" }, t("app.home")),
        h("a", { class: "rt-button", href: `#play/${encodeURIComponent(id)}` }, t("replay.back_to_game")),
        shareButtons(app, () => positionOf(game, /** @type {string} */ (text), replay.at))])),
    replay.nav,
    replay.stage,
    replay.story);
  replay.show(0);
  focusHeading();
}

// -- playing ------------------------------------------------------------------------------------
/**
 * @param {string} id
 * @param {number} token
 */
async function showPlay(id, token) {
  if (session && session.id === id) return; // already on screen (we just started it)
  fill(app, h("p", { class: "rt-muted" }, t("play.opening")));
  await booted;
  if (token !== routeToken) return;
  const text = readSave(id);
  const stored = storedText(id); // what this tab will expect to find when it saves
  if (text === null) {
    showAlert(t("play.save_gone"));
    go("#");
    return;
  }
  const answer = await engine.openSave(text);
  if (token !== routeToken) return;
  if (!answer.ok) {
    // The save stays in storage; the home page lists it with this message.
    showAlert(t("play.cannot_open", { reason: answer.error }));
    go("#");
    return;
  }
  openSession(id, answer.table, stored);
}

/**
 * @param {string} id
 * @param {Table} table
 * @param {{replace?: boolean}} [how]
 */
function startSession(id, table, { replace = false } = {}) {
  closeSession();
  openSession(id, table, null);
  const hash = `#play/${encodeURIComponent(id)}`;
  if (replace) location.replace(hash); // hashchange -> route(): the session is already on screen
  else go(hash);
}

/**
 * @param {string} id
 * @param {Table} table
 * @param {string | null} stored
 */
function openSession(id, table, stored) {
  closeSession();
  const gameName = tGame(table.game, "name", table.game_name);
  document.title = `${gameName} · Rail Table`;
  const board = h("div", { class: "rt-table-root" });
  fill(app,
    h("div", { class: "rt-playbar" },
      h("h2", {}, gameName),
      gameNav(t("play.nav"), [
        h("a", { class: "rt-button", href: "#" }, t("app.home")),
        h("a", { class: "rt-button", href: rulesHref(table.game), target: "_blank" }, t("app.rules")),
        h("button", { type: "button", class: "rt-button", onclick: () => exportGame(session) }, t("app.export")),
        h("a", { class: "rt-button rt-replay-open", href: `#replay/${encodeURIComponent(id)}` }, t("replay.button")),
        // The buttons are on screen only with this session (`session` is the game on screen).
        shareButtons(app, () => positionOf(gameEntry(table.game), /** @type {Session} */ (session).table.save)),
        // Seats on other devices (net/hostpanel.js): the panel under the board, once asked for.
        table.humans.length && "RTCPeerConnection" in window ? h("button", { type: "button", class: "rt-button rt-devices-open",
          onclick: () => openDevices(/** @type {Session} */ (session)) }, t("devices.open")) : []])),
    board);
  const play = new PlaySession(board, {
    botDelay: BOT_DELAY,
    privacy,
    alert: showAlert,
    // This session's own entry (not whichever is on screen when a late answer is written: see play.js).
    persist: (/** @type {Table} */ next) => persist(entry, next, { alert: showAlert, stale: (s) => lockStale(s, "changed") }),
    overActions: () => [
      h("button", { type: "button", class: "rt-button rt-primary",
        onclick: () => rematch(/** @type {Session} */ (session).table) }, t("play.again")),
      h("a", { class: "rt-button", href: "#" }, t("app.home")),
    ],
  });
  /** @type {Session} */
  const entry = { id, play, table, stored };
  session = entry;
  // A host that reloads (or comes back to the game in this tab) invites its other devices again at once:
  // each seat that was on another device gets a new invite (a guest needs the new link to come back).  They
  // are away from the start: this screen never asks who is there for them, nor shows their views.  A
  // finished game invites nobody.
  const away = "RTCPeerConnection" in window && !table.is_over
    ? remoteSeats(id).filter((seat) => table.humans.includes(seat)) : [];
  for (const seat of away) play.remote.add(seat);
  play.start(table);
  focusHeading();
  if (away.length) {
    const devices = openDevices(entry, false);
    for (const seat of away) devices.invite(seat);
  }
}

/** Where a game's seats on other devices are kept: this tab's storage (a reload keeps it, no other tab). */
const remoteKey = (/** @type {string} */ id) => `railtable.remote.${id}`;

/** The seats of game `id` that were played on other devices in this tab. @param {string} id @returns {number[]} */
function remoteSeats(id) {
  try {
    const seats = JSON.parse(sessionStorage.getItem(remoteKey(id)) ?? "[]");
    return Array.isArray(seats) ? seats.filter((seat) => Number.isSafeInteger(seat) && seat >= 0) : [];
  } catch {
    return []; // storage blocked or nonsense in it: nobody is invited again
  }
}

/**
 * Show the "Play on several devices" panel of the game on screen (once per session).
 * @param {Session} s
 * @param {boolean} [show]  scroll to it and focus it (not when it opens by itself after a reload: the board
 *   stays where the player looks)
 */
function openDevices(s, show = true) {
  s.devices ??= new HostPanel(s.play, (seats) => {
    try {
      sessionStorage.setItem(remoteKey(s.id), JSON.stringify(seats));
    } catch {
      // storage blocked: a reload then asks the host to invite again by hand
    }
  });
  if (!s.devices.element.isConnected) app.append(s.devices.element);
  if (show) {
    s.devices.element.scrollIntoView({ block: "nearest" });
    s.devices.element.querySelector("button")?.focus();
  }
  return s.devices;
}

/**
 * Another tab (or window) changed or deleted this game: stop play here and offer the stored position
 * (stalelock.js).  Only for the game on screen (a late answer may speak of one the player left).
 * @param {Session | null} s
 * @param {"changed" | "deleted"} how
 */
function lockStale(s, how) {
  if (!s || s !== session) return;
  lock(s, how, app, () => {
    closeSession();
    showAlert(null);
    route();
  });
}

// Another tab wrote to storage.  A game on screen here whose save changed is stale; the home page
// redraws its list.
watchOtherTabs(() => session, lockStale, () => {
  if (parseRoute(location.hash).screen === "home") showHome();
});

/**
 * @param {Table} table
 */
async function rematch(table) {
  // Same seats and the same choices (variant...), as the save records them; a new random seed.
  const { options } = JSON.parse(table.save);
  const answer = await engine.newGame(table.game, options, "");
  if (!answer.ok) {
    showAlert(answer.error);
    return;
  }
  startSession(newId(), answer.table);
}

// -- start-up -----------------------------------------------------------------------------------
if ("scrollRestoration" in history) history.scrollRestoration = "manual"; // see route()
addEventListener("hashchange", route);
route();

booted.then(() => {
  // Redraw what needs the engine (the home page checks saves; a setup form enabled itself).
  const { screen } = parseRoute(location.hash);
  if (screen !== "play" && screen !== "new") showHome();
  document.documentElement.dataset.ready = "1"; // the app takes input now (e2e tests wait for it)
  performance.mark("rt-ready"); // benchmarks/bench.py: time to ready
  // Only now: caching the site for offline play would compete with this start for the network.
  startOffline($("#update"));
});
