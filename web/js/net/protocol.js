// What the host and a guest say to each other over their data channel (issue 36): JSON messages, the
// host deciding everything.  The host's engine (its worker) is the only one that plays moves; a guest
// sends a move in notation with its seat token and a number, and gets back the engine's answer and, after
// every change, its own seat's view.  A connection belongs to one seat (its invite), so a guest cannot act
// for another; a message that is too long, unreadable, of another seat, with a wrong token or an old number
// is refused, logged and changes nothing, and a move sent again (the same number) is answered again, not
// played twice.  No DOM here: node --test runs it (web/tests/protocol.test.js).
//
// Guest -> host  {t: "hello", v, token, lang}      claims the invite's seat (the first token keeps it)
//                {t: "move", seq, token, move, at}  seq counts up from 1 per seat, kept with the token; at: the
//                                                   moves played in the view the move was made in
// A spectator's connection has a negative number for its seat: it is sent the public view and plays nothing.
//
// Host -> guest  {t: "welcome", seat, name}
//                {t: "view", n, snapshot}          n counts up: an older view arriving late is dropped
//                {t: "answer", seq, ok, error?}     a move's answer (error in the guest's language)
//                {t: "refused", key, seq?}          a message refused (key: its message, devices.refused.*)
//                {t: "bye"}                         the host closed the game

export const PROTOCOL = 1;
/** The longest message a guest may send: a move's notation is a few dozen characters. */
export const MAX_GUEST_MESSAGE = 2048;
/** The longest a host may send (a view with the whole board's drawing; Ticket to Ride's is ~200 KB). */
export const MAX_HOST_MESSAGE = 8 * 2 ** 20;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_MOVE = 300;

/** A new seat token: 128 random bits, base64url (kept in the guest's storage to come back to its seat). */
export function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} token @param {string} lang */
export const helloMessage = (token, lang) => JSON.stringify({ t: "hello", v: PROTOCOL, token, lang });
/** @param {number} seq @param {string} token @param {string} move @param {number} at */
export const moveMessage = (seq, token, move, at) => JSON.stringify({ t: "move", seq, token, move, at });

/**
 * A message's object, or null when it is not a JSON object with a string `t` (or longer than `limit`).
 * @param {unknown} text
 * @param {number} limit
 * @returns {Record<string, unknown> | null}
 */
export function readMessage(text, limit) {
  if (typeof text !== "string" || text.length > limit) return null;
  try {
    const data = JSON.parse(text);
    return data && typeof data === "object" && !Array.isArray(data) && typeof data.t === "string" ? data : null;
  } catch {
    return null;
  }
}

/**
 * @typedef {{ok: boolean, error?: string}} PlayAnswer
 * @typedef {{
 *   play: (seat: number, move: string, lang: string) => Promise<PlayAnswer>,
 *   view: (seat: number, lang: string) => Promise<object | null>,
 *   position: () => number,
 *   send: (seat: number, text: string) => void,
 *   name: (seat: number) => string,
 *   log?: (entry: LogEntry) => void,
 *   joined?: (seat: number) => void,
 * }} RefereeHooks
 * @typedef {{seat: number, key: string, detail: string}} LogEntry
 * @typedef {{token: string | null, lang: string, seq: number, answer: Promise<string> | null, online: boolean}} SeatState
 */

/** The host's side: checks each guest's messages and answers them (one Referee per hosted game). */
export class Referee {
  /** @param {RefereeHooks} hooks */
  constructor(hooks) {
    this.hooks = hooks;
    /** @type {Map<number, SeatState>} the seats on other devices */
    this.seats = new Map();
    /** @type {LogEntry[]} every refused message (the last 200) */
    this.log = [];
    this.n = 0; // the number of the last view sent
  }

  /**
   * Make `seat` one on another device (its invite is out); keeps a seat's token and numbers from before.
   * @param {number} seat
   */
  open(seat) {
    if (!this.seats.has(seat)) this.seats.set(seat, { token: null, lang: "en", seq: 0, answer: null, online: false });
  }

  /** @param {number} seat @param {boolean} online */
  setOnline(seat, online) {
    const state = this.seats.get(seat);
    if (state) state.online = online;
  }

  /**
   * A message from the connection of `seat` (the seat its invite was for): answered through hooks.send.
   * @param {number} seat
   * @param {unknown} text
   * @returns {Promise<void>}
   */
  async receive(seat, text) {
    const state = this.seats.get(seat);
    if (!state) return; // no invite for it: nothing to answer
    if (typeof text === "string" && text.length > MAX_GUEST_MESSAGE) return this.refuse(seat, "oversized", `${text.length} characters`);
    const data = readMessage(text, MAX_GUEST_MESSAGE);
    if (!data) return this.refuse(seat, "malformed", String(text).slice(0, 80));
    if ("seat" in data && data.seat !== seat) return this.refuse(seat, "forged", `seat ${String(data.seat)}`);
    if (typeof data.token !== "string" || !TOKEN.test(data.token)) return this.refuse(seat, "malformed", "token");
    if (data.t === "hello") {
      if (state.token !== null && state.token !== data.token) return this.refuse(seat, "taken", "another token");
      state.token = data.token;
      state.lang = typeof data.lang === "string" && /^[a-z]{2}$/.test(data.lang) ? data.lang : "en";
      state.online = true;
      this.hooks.joined?.(seat);
      this.hooks.send(seat, JSON.stringify({ t: "welcome", seat, name: this.hooks.name(seat) }));
      return this.sendView(seat);
    }
    if (data.t !== "move") return this.refuse(seat, "malformed", `type ${data.t}`);
    if (seat < 0) return this.refuse(seat, "watcher", "a spectator's move");
    if (state.token === null) return this.refuse(seat, "hello", "move before hello");
    if (data.token !== state.token) return this.refuse(seat, "token", "wrong token");
    const { seq, move, at } = data;
    if (typeof seq !== "number" || !Number.isSafeInteger(seq) || seq < 1) return this.refuse(seat, "malformed", "seq");
    if (typeof move !== "string" || !move.trim() || move.length > MAX_MOVE || [...move].some((c) => c.charCodeAt(0) < 32)) {
      return this.refuse(seat, "malformed", "move");
    }
    if (seq === state.seq && state.answer) {
      // Sent again (the guest lost the answer, or reconnected): the same answer, the move is not played again.
      this.hooks.send(seat, await state.answer);
      return this.sendView(seat);
    }
    if (seq < state.seq) return this.refuse(seat, "stale", `seq ${seq} after ${state.seq}`, seq);
    if (typeof at !== "number" || !Number.isSafeInteger(at) || at < 0) return this.refuse(seat, "malformed", "at");
    // Made in another position than the game's (a view that was late, or a move sent again to a host that
    // reloaded, which may have played it already): refused, the guest gets the position as it is.
    if (at !== this.hooks.position()) {
      this.refuse(seat, "stale", `made at move ${at}, the game is at ${this.hooks.position()}`, seq);
      return this.sendView(seat);
    }
    state.seq = seq; // before the engine answers: a copy arriving meanwhile waits for this answer
    state.answer = this.hooks.play(seat, move, state.lang).then((answer) => JSON.stringify(
      answer.ok ? { t: "answer", seq, ok: true } : { t: "answer", seq, ok: false, error: String(answer.error ?? "") }));
    this.hooks.send(seat, await state.answer);
    // (A move played sends every seat its new view: the host calls update() after each change.)
    if (!(JSON.parse(await state.answer).ok)) return this.sendView(seat);
  }

  /**
   * @param {number} seat
   * @param {string} key
   * @param {string} detail
   * @param {number} [seq]
   */
  refuse(seat, key, detail, seq) {
    const entry = { seat, key, detail };
    this.log.push(entry);
    if (this.log.length > 200) this.log.shift();
    this.hooks.log?.(entry);
    this.hooks.send(seat, JSON.stringify(seq === undefined ? { t: "refused", key: `devices.refused.${key}` }
      : { t: "refused", key: `devices.refused.${key}`, seq }));
  }

  /** @param {number} seat */
  async sendView(seat) {
    const state = this.seats.get(seat);
    if (!state || !state.online || state.token === null) return;
    const snapshot = await this.hooks.view(seat, state.lang);
    if (snapshot) this.hooks.send(seat, JSON.stringify({ t: "view", n: ++this.n, snapshot }));
  }

  /** The game changed (any seat's move, a bot's, the host's): every connected guest gets its view. */
  async update() {
    for (const seat of [...this.seats.keys()].sort((a, b) => a - b)) await this.sendView(seat);
  }

  /** The host closes the game: every connected guest is told. */
  close() {
    for (const [seat, state] of this.seats) if (state.online) this.hooks.send(seat, JSON.stringify({ t: "bye" }));
  }
}
