// A guest's side of the protocol (protocol.js): its seat token and move numbers (kept in its storage, so a
// reload or a new invite brings it back to its seat), the move waiting for its answer (sent again after a
// reconnect: the host answers it again without playing it twice), and the host's messages checked and
// handed to the page.  No DOM here: node --test runs it (web/tests/protocol.test.js).

import { helloMessage, MAX_HOST_MESSAGE, moveMessage, newToken, readMessage } from "./protocol.js";

/**
 * @typedef {{token: string, seq: number}} SeatKeep what a guest keeps in its storage
 * @typedef {{
 *   send: (text: string) => void,
 *   keep: (kept: SeatKeep) => void,
 *   welcome: (seat: number, name: string) => void,
 *   view: (snapshot: Snapshot) => void,
 *   answer: (ok: boolean, error: string) => void,
 *   refused: (key: string, mine: boolean) => void,
 *   bye: () => void,
 * }} GuestHooks
 */

export class GuestSide {
  /**
   * @param {SeatKeep | null} kept  from an earlier visit (storage), or null for a new token
   * @param {GuestHooks} hooks
   */
  constructor(kept, hooks) {
    this.hooks = hooks;
    this.token = kept?.token ?? newToken();
    this.seq = kept?.seq ?? 0;
    /** @type {string | null} the move sent and not answered yet */
    this.pending = null;
    this.at = 0; // the moves played in the last view: where a move is made
    this.pendingAt = 0;
    this.n = 0; // the last view's number
    this.welcomed = false; // the host answered a hello on this connection
    hooks.keep({ token: this.token, seq: this.seq });
  }

  /** Say hello (at every connection), then send again a move still waiting for its answer. @param {string} lang */
  hello(lang) {
    this.hooks.send(helloMessage(this.token, lang));
    if (this.pending !== null) this.hooks.send(moveMessage(this.seq, this.token, this.pending, this.pendingAt));
  }

  /** @param {string} move */
  move(move) {
    if (this.pending !== null) return false; // one at a time: the board is off until the answer
    this.seq += 1;
    this.pending = move;
    this.pendingAt = this.at;
    this.hooks.keep({ token: this.token, seq: this.seq });
    this.hooks.send(moveMessage(this.seq, this.token, move, this.at));
    return true;
  }

  /**
   * A message from the host.  Returns false for one that is not the protocol's (it is ignored).
   * @param {unknown} text
   */
  receive(text) {
    const data = readMessage(text, MAX_HOST_MESSAGE);
    if (!data) return false;
    if (data.t === "welcome" && typeof data.seat === "number" && typeof data.name === "string") {
      this.n = 0; // a new connection (the host may have reloaded): its views count from 1 again
      this.welcomed = true;
      this.hooks.welcome(data.seat, data.name);
    } else if (data.t === "view" && typeof data.n === "number" && data.snapshot && typeof data.snapshot === "object") {
      if (data.n <= this.n) return true; // an older view, arriving late
      this.n = data.n;
      const played = /** @type {{moves_played?: unknown}} */ (data.snapshot).moves_played;
      if (typeof played === "number") this.at = played;
      this.hooks.view(/** @type {Snapshot} */ (data.snapshot));
    } else if (data.t === "answer" && data.seq === this.seq) {
      if (this.pending === null) return true; // answered already
      this.pending = null;
      this.hooks.answer(data.ok === true, typeof data.error === "string" ? data.error : "");
    } else if (data.t === "refused" && typeof data.key === "string" && data.key.startsWith("devices.refused.")) {
      // mine: the refusal of the move waiting for its answer (it is not played; the board takes another)
      const mine = data.seq === this.seq && this.pending !== null;
      if (mine) this.pending = null;
      this.hooks.refused(data.key, mine);
    } else if (data.t === "bye") {
      this.hooks.bye();
    } else {
      return data.t === "answer"; // an answer to an older number: nothing to do
    }
    return true;
  }
}
