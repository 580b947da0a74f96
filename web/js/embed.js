// An embedded board (embed.html) for teachers: a position given by game, seed and moves in the
// URL, shown read-only with steps through the moves, or playable.  See docs/embedding.md.
//
//   embed.html?game=last_spike&seed=5&players=Ann,Bob:standard&moves=A1,draw&viewer=spectator
//
// A lesson page can mark pieces (highlight=), caption each step (caption=, captions=) and drive the
// board with postMessage (go to a step, play a move, be told of the reader's moves), from the origins
// it names in origin= (and this site's own).
//
// Nothing is stored: an embedded game never appears among the saved games of whoever views it.

import { $, h, fill } from "./dom.js";
import { engine, engineReady, staticGames, startEngine } from "./engine.js";
import { PlaySession, privacyScreen } from "./play.js";
import { Replay } from "./replay.js";
import { readParams } from "./embedlink.js";
import { markPieces, showCaption } from "./share.js";
import { applyStatic, currentLanguage, languageReady, reasonOf, t, tGame } from "./i18n.js";

/** @typedef {import("./embedlink.js").EmbedConfig} EmbedConfig */

const root = $("#app");
const alertBox = $("#alert");

/** @param {string | null} message */
function showAlert(message) {
  if (message) fill(alertBox, h("p", {}, message));
  else alertBox.replaceChildren();
}

// -- talking to the lesson page ------------------------------------------------------------------
/** @typedef {{allowed: (origin: string) => boolean, send: (data: object) => void}} Messenger */

/**
 * @param {EmbedConfig} cfg
 * @returns {Messenger}
 */
function messenger(cfg) {
  const host = window.parent !== window ? window.parent : null;
  const allowed = (/** @type {string} */ origin) => cfg.origins.includes(origin);
  // The page around the board; messages go to it only if its origin is allowed, and are addressed to
  // that origin (the browser delivers nothing if the frame's parent has changed since): never "*".
  /** @type {string | null} */
  let parentOrigin = location.ancestorOrigins?.[0] ?? null;
  if (!parentOrigin && document.referrer) {
    try { parentOrigin = new URL(document.referrer).origin; } catch { parentOrigin = null; }
  }
  return {
    allowed,
    send(data) {
      if (host && parentOrigin && allowed(parentOrigin)) host.postMessage({ source: "rail-table", ...data }, parentOrigin);
    },
  };
}

/**
 * Tell the page around the board how tall its content is ({type: "size", height} in CSS pixels), now
 * and whenever it changes (a longer caption, a hand, the game-over panel), so that a lesson page can
 * size the frame to it instead of cutting the board off at a fixed height (issue 23).
 * @param {Messenger} talk
 */
function tellSize(talk) {
  let told = 0;
  const tell = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height
      + parseFloat(getComputedStyle(document.body).marginTop) + parseFloat(getComputedStyle(document.body).marginBottom));
    if (height !== told) talk.send({ type: "size", height: (told = height) });
  };
  new ResizeObserver(tell).observe(document.body);
  tell();
}

// -- view mode ------------------------------------------------------------------------------------
/**
 * What a lesson page's messages drive (listen()): the board in either mode.
 * @typedef {{shown: Promise<unknown>, position: () => object, goto: (step: unknown) => Promise<string | null | void>,
 *   play: (move: unknown) => Promise<string | null>, highlight: (keys: string[]) => void,
 *   caption: (text: string) => void, captions: (list: string[]) => void}} Board
 */

/**
 * @param {EmbedConfig} cfg
 * @param {Messenger} talk
 * @returns {Board}
 */
function viewOnly(cfg, talk) {
  const caption = h("p", { class: "rt-caption", role: "note", hidden: true });
  let highlight = cfg.highlight;
  let captions = cfg.captions;
  let single = cfg.caption;
  const replay = new Replay(cfg, {
    alert: showAlert,
    onShow: (r) => {
      markPieces($(".rt-board", r.stage), highlight);
      showCaption(caption, captions[r.at] || single);
    },
  });
  fill(root,
    h("div", { class: "rt-playbar" }, h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name)), replay.nav),
    caption, replay.stage, replay.story);
  const position = () => ({ step: replay.at, total: replay.last, hash: replay.hash, moves: replay.moves.slice(0, replay.at) });
  return {
    shown: replay.show(cfg.step),
    position,
    async goto(step) { await replay.show(Number(step) || 0); },
    async play(move) {
      const error = await replay.extend(String(move));
      if (error) return error;
      talk.send({ type: "move", move: replay.moves[replay.at - 1], by: "host", ...position() });
      return null;
    },
    highlight(keys) { highlight = keys; replay.show(replay.at); },
    caption(text) { single = text; captions = []; replay.show(replay.at); },
    captions(list) { captions = list; replay.show(replay.at); },
  };
}

// -- play mode ------------------------------------------------------------------------------------
/**
 * @param {EmbedConfig} cfg
 * @param {Messenger} talk
 * @returns {Promise<Board | null>}
 */
async function playable(cfg, talk) {
  const start = await engine.replay(cfg.game.id, cfg.options, cfg.seed, cfg.moves.slice(0, cfg.step));
  if (!start.ok && !start.table) {
    showAlert(start.error);
    return null;
  }
  if (!start.ok) showAlert(t("embed.starts_before", { error: start.error }));
  const first = /** @type {Table} */ (start.table); // there, ok or not (above)
  const caption = h("p", { class: "rt-caption", role: "note", hidden: true });
  const stage = h("div", { class: "rt-table-root" });
  fill(root, h("div", { class: "rt-playbar" }, h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name))), caption, stage);
  let highlight = cfg.highlight;
  let captions = cfg.captions;
  let single = cfg.caption;
  let line = cfg.moves.slice(0, first.moves_played); // the moves that made the position on screen
  let table = first;
  let byHost = false;
  const decorate = () => {
    markPieces($(".rt-board", stage), highlight);
    showCaption(caption, captions[table.moves_played] || single);
  };
  const session = new PlaySession(stage, {
    botDelay: cfg.botDelay,
    story: cfg.story,
    privacy: privacyScreen($("#privacy"), [root]),
    alert: showAlert,
    // Called with every new position (nothing is stored): tell the lesson page about each move.
    persist: (/** @type {Table} */ next) => {
      const moves = JSON.parse(next.save).moves;
      const before = table.moves_played;
      const mover = table.current_player;
      table = next;
      line = moves;
      if (moves.length === before + 1) {
        const bot = mover !== null && table.seats[mover]?.bot;
        talk.send({ type: "move", move: moves.at(-1), by: byHost ? "host" : bot ? "bot" : "reader",
          seat: mover, step: moves.length, total: moves.length, hash: next.state_hash, moves, over: next.is_over });
      }
      byHost = false;
      return null;
    },
  });
  const draw = session.draw.bind(session);
  session.draw = async (...args) => {
    await draw(...args);
    decorate();
  };
  const position = () => ({ step: table.moves_played, total: line.length, hash: table.state_hash, moves: line });
  return {
    shown: session.start(first),
    position,
    async goto(step) {
      const k = Math.max(0, Math.min(line.length, Number(step) || 0));
      // A bot thinking now thinks about the position being left: its move must not follow the jump.
      const gen = session.hold();
      const answer = await engine.replay(cfg.game.id, cfg.options, cfg.seed, line.slice(0, k));
      if (gen !== session.gen) return null; // another message moved the board on meanwhile
      if (!answer.ok) {
        await session.refresh(); // the game as it was (a bot's turn carries on)
        return answer.error;
      }
      table = answer.table;
      await session.start(answer.table);
      return null;
    },
    async play(move) {
      const gen = session.hold(); // the host's move, not the thinking bot's
      byHost = true;
      const answer = await engine.play(String(move));
      if (gen !== session.gen) return null;
      if (!answer.ok) {
        byHost = false;
        await session.refresh();
        return answer.error;
      }
      await session.apply(answer);
      return null;
    },
    highlight(keys) { highlight = keys; decorate(); },
    caption(text) { single = text; captions = []; decorate(); },
    captions(list) { captions = list; decorate(); },
  };
}

/**
 * Messages from the lesson page: {type: "goto"|"play"|"highlight"|"caption"|"captions"|"hello", ...}.
 * @param {Board} board
 * @param {Messenger} talk
 */
function listen(board, talk) {
  addEventListener("message", async (e) => {
    if (!talk.allowed(e.origin) || e.source !== window.parent) return; // not a page we were told to trust
    const msg = e.data;
    if (!msg || typeof msg !== "object" || typeof msg.type !== "string") return;
    // e.source is the parent window (checked above).
    const reply = (/** @type {object} */ data) =>
      window.parent.postMessage({ source: "rail-table", ...data }, e.origin);
    let error = null;
    switch (msg.type) {
      case "hello": break;
      case "goto": error = await board.goto(msg.step); break;
      case "play": error = await board.play(msg.move); break;
      case "highlight": board.highlight(Array.isArray(msg.pieces) ? msg.pieces.map(String) : []); break;
      case "caption": board.caption(typeof msg.text === "string" ? msg.text : ""); break;
      case "captions":
        board.captions(Array.isArray(msg.captions) ? msg.captions.map((/** @type {unknown} */ c) => String(c ?? "")) : []);
        break;
      default: error = t("embed.unknown_message", { type: msg.type });
    }
    if (error) reply({ type: "error", request: msg.type, error, ...board.position() });
    else reply({ type: "position", request: msg.type, ...board.position() });
  });
}

startEngine(); // the board is what this page is for: at once
Promise.all([engineReady(), languageReady()]).then(async () => {
  await engine.setLanguage(currentLanguage()); // the board's words (status, log, labels) in lang= too
  applyStatic();
  document.title = t("embed.title");
  $("#status").hidden = true;
  let cfg = null;
  try {
    cfg = readParams(location.search, staticGames() || await engine.games());
  } catch (err) {
    showAlert(reasonOf(err));
  }
  if (cfg) {
    const talk = messenger(cfg);
    const board = cfg.mode === "play" ? await playable(cfg, talk) : viewOnly(cfg, talk);
    if (board) {
      await board.shown; // the position is on screen before the lesson page hears "ready"
      listen(board, talk);
      talk.send({ type: "ready", mode: cfg.mode, game: cfg.game.id, ...board.position() });
      tellSize(talk);
    }
  }
  document.documentElement.dataset.ready = "1";
});
