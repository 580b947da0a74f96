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
import { EmbedError, linkOrigins, readParams } from "./embedlink.js";
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

// What a board tells any page around it, named in origin= or not: that it is ready or could not be
// shown (and why), its height, and the step the reader went to.  These say only what the board's own
// URL says (the page that wrote the URL knows it already) and nothing of the moves, the state hash or a
// hand, so they may go to a page whose origin the link does not name ("*" when the browser does not
// tell which).  Everything else (positions, moves, answers to messages) goes only to a named origin.
const PUBLIC_TYPES = new Set(["ready", "error", "size", "step"]);
const PUBLIC_FIELDS = ["type", "request", "code", "error", "height", "step", "total", "mode", "game"];

/**
 * @param {string[]} origins  allowed to drive the board and hear its moves (embedlink.js linkOrigins)
 * @returns {Messenger}
 */
function messenger(origins) {
  const host = window.parent !== window ? window.parent : null;
  const allowed = (/** @type {string} */ origin) => origins.includes(origin);
  /** @type {string | null} the page around the board, if the browser says */
  let parentOrigin = location.ancestorOrigins?.[0] ?? null;
  if (!parentOrigin && document.referrer) {
    try { parentOrigin = new URL(document.referrer).origin; } catch { parentOrigin = null; }
  }
  return {
    allowed,
    send(data) {
      if (!host) return;
      const type = /** @type {{type: string}} */ (data).type;
      if (parentOrigin && allowed(parentOrigin)) {
        host.postMessage({ source: "rail-table", ...data }, parentOrigin);
      } else if (PUBLIC_TYPES.has(type)) {
        /** @type {Record<string, unknown>} */
        const said = { source: "rail-table" };
        for (const [key, value] of Object.entries(data)) if (PUBLIC_FIELDS.includes(key)) said[key] = value;
        host.postMessage(said, parentOrigin || "*");
      }
    },
  };
}

/**
 * Tell the page around the board how tall its content is ({type: "size", height} in CSS pixels), once
 * its layout has settled and whenever it changes later (a longer caption, a hand, the game-over panel),
 * so that a lesson page can size the frame to it.  Nothing in an embed's layout depends on the frame's
 * height (style.css: no vh units in .rt-embed), so the frame's new height never changes what is
 * measured.  While the board is being redrawn (a goto) it holds its tongue and tells the height once.
 * @param {Messenger} talk
 */
function sizer(talk) {
  let told = 0;
  let held = 0;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const measure = () => {
    const style = getComputedStyle(document.body);
    return Math.ceil(document.body.getBoundingClientRect().height + parseFloat(style.marginTop)
      + parseFloat(style.marginBottom));
  };
  const tell = () => {
    if (held) return;
    const height = measure();
    document.documentElement.dataset.toldHeight = String(height);
    if (height !== told) talk.send({ type: "size", height: (told = height) });
  };
  // A change is told when no other follows within a few frames (a board drawn in parts: shapes, words).
  // A timer, not requestAnimationFrame: a browser draws no frames for a frame of another site scrolled
  // out of view, and the page must still hear its height to lay itself out.
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(tell, 100);
  };
  new ResizeObserver(settle).observe(document.body);
  // A frame of another site out of view gets no rendering steps, so no ResizeObserver callbacks either;
  // a change of the content (a bot's move, a hand) still happens, and is measured after the timer.
  new MutationObserver(settle).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  // Nor does it hear that the page made it narrower (a phone turned, a column resized): look once a second
  // (a layout read, nothing sent unless the height changed).
  setInterval(tell, 1000);
  return {
    settle,
    /** @template T  @param {() => Promise<T>} work  @returns {Promise<T>} */
    async quietly(work) {
      held++;
      try { return await work(); } finally { held--; settle(); }
    },
  };
}

// -- view mode ------------------------------------------------------------------------------------
/**
 * What a lesson page's messages drive (listen()): the board in either mode.
 * @typedef {{shown: Promise<unknown>, position: () => object, goto: (step: unknown) => Promise<string | null | void>,
 *   play: (move: unknown) => Promise<string | null>, highlight: (keys: string[]) => void,
 *   caption: (text: string) => void, captions: (list: string[]) => void, stage: HTMLElement,
 *   refused?: string | null}} Board  refused: play mode's note on a move of the link it refused
 */

/**
 * The highlight names that marked no piece of the board shown (share.js markPieces): a misspelled name,
 * said by name rather than ignored.
 * @param {HTMLElement} stage
 * @returns {string | null}
 */
function unmarked(stage) {
  const names = $(".rt-board", stage)?.dataset.unmarked;
  const said = names ? t("embed.unknown_highlight", { names: names.split(",").map((n) => `"${n}"`).join(", ") }) : null;
  // Said in the frame too, in a line of its own that the next highlight replaces (the alert may also hold
  // a refused move of the link, which stays).
  alertBox.querySelector(".rt-unmarked")?.remove();
  if (said) alertBox.append(h("p", { class: "rt-unmarked" }, said));
  return said;
}

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
  /** @type {() => object} */
  let position = () => ({});
  const replay = new Replay(cfg, {
    alert: showAlert,
    onShow: (r) => {
      markPieces($(".rt-board", r.stage), highlight);
      showCaption(caption, captions[r.at] || single);
    },
    // The reader's own First/Back/Next: the lesson page's text can follow the board.
    onStep: () => talk.send({ type: "step", by: "reader", ...position() }),
  });
  fill(root,
    h("div", { class: "rt-playbar" }, h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name)),
      cfg.nav ? replay.nav : null),
    caption, replay.stage, replay.story);
  position = () => ({ step: replay.at, total: replay.last, hash: replay.hash, moves: replay.moves.slice(0, replay.at) });
  return {
    shown: replay.show(cfg.step),
    stage: replay.stage,
    position,
    async goto(step) { await replay.show(Number(step) || 0); },
    async play(move) {
      const seat = replay.table?.current_player ?? null;
      const error = await replay.extend(String(move));
      if (error) return error;
      talk.send({ type: "move", move: replay.moves[replay.at - 1], by: "host", seat,
        over: Boolean(replay.table?.is_over), ...position() });
      return null;
    },
    // On the board on screen, at once (no redraw): the answer to a highlight message reads the marks, and
    // a redraw through the engine came after it (a misspelled name was answered "position").
    highlight(keys) { highlight = keys; markPieces($(".rt-board", replay.stage), highlight); },
    caption(text) { single = text; captions = []; showCaption(caption, single); },
    captions(list) { captions = list; showCaption(caption, captions[replay.at] || single); },
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
    talk.send({ type: "error", request: "load", code: "bad_position", error: start.error });
    return null;
  }
  // A refused move in the link: which and why, in a note of its own (the play session's alerts come and
  // go with each move; this one stays while the game goes on from the move before it).
  const note = h("p", { class: "rt-embed-note", role: "note", hidden: start.ok },
    start.ok ? "" : t("embed.starts_before", { error: start.error }));
  const first = /** @type {Table} */ (start.table); // there, ok or not (above)
  const caption = h("p", { class: "rt-caption", role: "note", hidden: true });
  const stage = h("div", { class: "rt-table-root" });
  fill(root, h("div", { class: "rt-playbar" }, h("h1", { class: "rt-embed-title" }, tGame(cfg.game.id, "name", cfg.game.name))),
    note, caption, stage);
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
    stage,
    refused: start.ok ? null : note.textContent,
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

/** A goto's step: a whole number of moves, 0 or more (a number, or its digits as text). @param {unknown} step */
function wholeStep(step) {
  return typeof step === "number" ? Number.isInteger(step) && step >= 0
    : typeof step === "string" && /^\d+$/.test(step.trim());
}

/**
 * Messages from the lesson page: {type: "goto"|"play"|"highlight"|"caption"|"captions"|"hello", ...}.
 * @param {Board} board
 * @param {Messenger} talk
 * @param {ReturnType<typeof sizer>} size
 */
function listen(board, talk, size) {
  addEventListener("message", async (e) => {
    if (!talk.allowed(e.origin) || e.source !== window.parent) return; // not a page we were told to trust
    const msg = e.data;
    if (!msg || typeof msg !== "object" || typeof msg.type !== "string") return;
    // e.source is the parent window (checked above).
    const reply = (/** @type {object} */ data) =>
      window.parent.postMessage({ source: "rail-table", ...data }, e.origin);
    let error = null;
    let code = null; // docs/embedding.md: an error's code, where the mistake is one of the link's kinds
    switch (msg.type) {
      case "hello": break;
      case "goto":
        // A step that is no whole number is said, not taken for 0 (the start): the board stays where it is.
        if (!wholeStep(msg.step)) {
          error = t("embed.bad_step", { value: String(msg.step) });
          code = "bad_step";
        } else error = await size.quietly(() => board.goto(msg.step));
        break;
      case "play": error = await size.quietly(() => board.play(msg.move)); break;
      case "highlight":
        board.highlight(Array.isArray(msg.pieces) ? msg.pieces.map(String) : []);
        error = unmarked(board.stage);
        if (error) code = "unknown_highlight";
        break;
      case "caption": board.caption(typeof msg.text === "string" ? msg.text : ""); break;
      case "captions":
        board.captions(Array.isArray(msg.captions) ? msg.captions.map((/** @type {unknown} */ c) => String(c ?? "")) : []);
        break;
      default:
        error = t("embed.unknown_message", { type: msg.type });
        code = "unknown_message";
    }
    if (error) reply({ type: "error", request: msg.type, ...(code ? { code } : {}), error, ...board.position() });
    else reply({ type: "position", request: msg.type, ...board.position() });
  });
}

// The link is read first (the game list is in the page; a link's words need only the catalogue): a
// broken link says so at once, and starts no Python it cannot use.  A good one starts the engine then.
languageReady().then(async () => {
  applyStatic();
  document.title = t("embed.title");
  // Every outcome reaches the page around, good or broken: "ready", or "error" with a code and the
  // sentence the frame shows (docs/embedding.md), and the board's height either way.
  const talk = messenger(linkOrigins(location.search, location.origin));
  const size = sizer(talk);
  /** @param {string} code  @param {string} error */
  const refuse = (code, error) => talk.send({ type: "error", request: "load", code, error });
  let cfg = null;
  try {
    let games = staticGames();
    if (!games) { // a page built without its list: ask the engine
      startEngine();
      await engineReady();
      games = await engine.games();
    }
    cfg = readParams(location.search, games);
  } catch (err) {
    $("#status").hidden = true;
    showAlert(reasonOf(err));
    refuse(err instanceof EmbedError ? err.code : "bad_link", reasonOf(err));
  }
  if (cfg) {
    startEngine();
    await engineReady();
    await engine.setLanguage(currentLanguage()); // the board's words (status, log, labels) in lang= too
    $("#status").hidden = true;
    const good = cfg;
    const board = await size.quietly(async () => {
      const made = good.mode === "play" ? await playable(good, talk) : viewOnly(good, talk);
      if (made) await made.shown; // the position is on screen before the lesson page hears "ready"
      return made;
    });
    if (board) {
      // A move of the link refused: the board shows the position before it and says which and why.
      const refused = "refused" in board ? board.refused : alertBox.textContent;
      if (refused) refuse("illegal_move", String(refused));
      const unknown = unmarked(board.stage);
      if (unknown) refuse("unknown_highlight", unknown);
      listen(board, talk, size);
      talk.send({ type: "ready", mode: good.mode, game: good.game.id, ...board.position() });
    } else if (!alertBox.textContent) {
      refuse("not_shown", t("embed.not_ready"));
    }
  }
  size.settle();
  document.documentElement.dataset.ready = "1";
});
