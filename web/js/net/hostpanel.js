// "Play on several devices" on the host's play screen: for each human seat an invite to another device
// (a link holding the connection offer in its fragment, with Copy and Share), a box for the answer code
// the guest's page shows, and whether that device is connected.  The seat's moves then come from there:
// the engine here checks and plays them (protocol.js's Referee), and after every change each guest is
// sent its own seat's view in its own language (engine.guestView).

import { h } from "../dom.js";
import { engine } from "../engine.js";
import { t } from "../i18n.js";
import { CodeError } from "./codec.js";
import { link, makeOffer, readAnswer } from "./peer.js";
import { MAX_GUEST_MESSAGE, Referee } from "./protocol.js";
import { qrImage } from "./qr.js";
import { canScan, Scanner } from "./qrscan.js";
import { chooseServer, chosenServer, inviteFragment, parseServer, SUGGESTED } from "./stun.js";

/**
 * @typedef {{pc: RTCPeerConnection, send: (text: string) => boolean, close: () => void}} Connection
 * @typedef {{row: HTMLElement, status: HTMLElement, body: HTMLElement}} SeatRow
 */

export class HostPanel {
  /**
   * @param {import("../play.js").PlaySession} session
   * @param {(seats: number[]) => void} [remember]  told the seats on other devices after each invite (a host
   *   that reloads invites them again: app.js)
   */
  constructor(session, remember) {
    this.session = session;
    this.remember = remember;
    /** @type {Map<number, Connection>} each invited seat's connection, the newest */
    this.connections = new Map();
    /** @type {Map<number, SeatRow>} */
    this.rows = new Map();
    /** @type {Map<number, Scanner>} each row's running camera */
    this.scanners = new Map();
    this.referee = new Referee({
      play: (seat, move, lang) => session.remoteMove(seat, move, lang),
      view: async (seat, lang) => {
        const answer = await engine.guestView(seat < 0 ? null : seat, lang); // a spectator: the public view
        return answer.ok ? answer.snapshot : null;
      },
      send: (seat, text) => { this.connections.get(seat)?.send(text); },
      position: () => session.table.moves_played,
      name: (seat) => this.name(seat),
      // Refused messages are kept (referee.log) and said in the console: a guest's bug, or someone trying.
      log: (entry) => console.warn("Rail Table: refused a message from another device", entry),
      // Connected: the device said hello with the seat's token (a channel alone may be another device's).
      joined: (seat) => {
        const row = /** @type {SeatRow} */ (this.rows.get(seat));
        this.scanners.get(seat)?.stop();
        row.status.textContent = t("devices.connected", { name: this.name(seat) });
        row.body.replaceChildren();
        row.row.dataset.connected = "1";
      },
    });
    session.onChange = () => { this.referee.update(); };
    this.element = h("section", { class: "rt-devices", "aria-labelledby": "rt-devices-title" },
      h("h3", { id: "rt-devices-title" }, t("devices.open")),
      h("p", { class: "rt-muted" }, t("devices.intro")));
    this.watchers = 0; // spectators invited: each has a negative number for its seat (-1, -2 ...)
    const watch = h("button", { type: "button", class: "rt-button rt-invite-watch", onclick: () => {
      const seat = -++this.watchers;
      watch.before(this.addRow(seat));
      this.invite(seat);
    } }, t("devices.invite_watch"));
    for (const seat of session.table.humans) {
      this.element.append(this.addRow(seat));
      this.idle(seat);
    }
    this.element.append(watch, this.internet());
  }

  /** The opt-in for play over the internet: a STUN server, named, off unless the player turns it on. */
  internet() {
    const server = chosenServer();
    const box = h("input", { class: "rt-stun-server", value: server ?? SUGGESTED, spellcheck: "false",
      autocomplete: "off", "aria-label": t("devices.stun_server") });
    const on = h("input", { type: "checkbox", class: "rt-stun-on" });
    on.checked = server !== null;
    const said = h("p", { class: "rt-muted rt-stun-said", "aria-live": "polite" });
    const problem = h("p", { class: "rt-device-problem", role: "alert" });
    const apply = () => {
      problem.textContent = "";
      let chosen = null;
      if (on.checked) {
        try {
          chosen = parseServer(box.value);
        } catch (err) {
          problem.textContent = err instanceof CodeError ? t(err.key) : String(err);
          on.checked = false;
        }
      }
      chooseServer(chosen);
      said.textContent = chosen ? t("devices.stun_will", { server: chosen }) : t("devices.stun_none");
    };
    on.addEventListener("change", apply);
    box.addEventListener("change", () => { if (on.checked) apply(); });
    said.textContent = server ? t("devices.stun_will", { server }) : t("devices.stun_none");
    return h("details", { class: "rt-internet", open: server !== null },
      h("summary", {}, t("devices.internet")),
      h("p", {}, t("devices.internet_help")),
      h("label", { class: "rt-row" }, on, t("devices.stun_use")), box, said, problem);
  }

  /** A row for a seat or a spectator. @param {number} seat */
  addRow(seat) {
    const status = h("p", { class: "rt-device-status", role: "status" });
    const body = h("div", { class: "rt-device-body" });
    const row = h("div", { class: "rt-device", "data-seat": String(seat) }, status, body);
    this.rows.set(seat, { row, status, body });
    return row;
  }

  /** @param {number} seat */
  name(seat) {
    return seat < 0 ? t("devices.spectator", { n: -seat }) : this.session.table.seats[seat].name;
  }

  /** A seat at this screen, or one whose device left: the invite button. @param {number} seat */
  idle(seat, message = "") {
    const row = /** @type {SeatRow} */ (this.rows.get(seat));
    this.scanners.get(seat)?.stop();
    if (seat < 0) { // a spectator who left: a new spectator invite brings them back
      row.status.textContent = message || t("devices.watch_left", { name: this.name(seat) });
      row.body.replaceChildren();
      return;
    }
    row.status.textContent = message || (this.session.remote.has(seat) ? t("devices.lost", { name: this.name(seat) })
      : t("devices.seat_here", { name: this.name(seat) }));
    row.body.replaceChildren(h("button", { type: "button", class: "rt-button rt-invite", onclick: () => this.invite(seat) },
      t("devices.invite", { name: this.name(seat) })));
  }

  /** Make an invite for `seat` (a spectator's: negative): a seat is on another device from now on.
   * @param {number} seat */
  async invite(seat) {
    const row = /** @type {SeatRow} */ (this.rows.get(seat));
    const name = this.name(seat);
    this.scanners.get(seat)?.stop();
    this.connections.get(seat)?.close();
    this.connections.delete(seat);
    this.referee.open(seat);
    if (seat >= 0) {
      this.session.remote.add(seat);
      this.remember?.([...this.session.remote]);
      this.session.refresh(); // the seat's view leaves this screen
    }
    row.status.textContent = t("devices.preparing");
    row.body.replaceChildren();
    // The invite's number, repeated by its answer: a seat's, or 128 and up for spectators.
    const tag = seat >= 0 ? seat : 127 - seat;
    // The server chosen now holds for this invite (a later change holds for the next).
    const server = chosenServer();
    const { pc, channel, code } = await makeOffer(tag, server);
    const connection = this.connect(seat, pc, channel);
    this.connections.set(seat, connection);
    const url = new URL(`join.html#${inviteFragment(code, server)}`, location.href).href;
    const linkBox = h("input", { class: "rt-invite-link", readonly: "", value: url, "aria-label": t("devices.link_label", { name }) });
    const answer = h("textarea", { class: "rt-answer-code", rows: "2", spellcheck: "false", autocomplete: "off",
      "aria-label": t("devices.answer_label", { name }) });
    const problem = h("p", { class: "rt-device-problem", role: "alert" });
    const copied = h("span", { class: "rt-muted", "aria-live": "polite" });
    const accept = async () => {
      problem.textContent = "";
      try {
        const sdp = readAnswer(answer.value);
        if (sdp.tag !== tag) throw new CodeError("devices.wrong_answer");
        await pc.setRemoteDescription({ type: "answer", sdp: sdp.sdp });
        row.status.textContent = t("devices.connecting", { name });
      } catch (err) {
        problem.textContent = err instanceof CodeError ? t(err.key) : t("devices.answer_failed", { reason: String(err) });
      }
    };
    row.status.textContent = t("devices.waiting", { name });
    const qr = h("div", { class: "rt-qr-box" });
    qrImage(url, t("devices.qr_invite", { name })).then((img) => qr.append(img), (err) => console.warn("No QR code:", err));
    row.body.replaceChildren(
      h("p", {}, t("devices.invite_help", { name })),
      qr,
      h("div", { class: "rt-row" }, linkBox,
        h("button", { type: "button", class: "rt-button", onclick: () => copy(url, linkBox, copied) }, t("devices.copy")),
        "share" in navigator ? h("button", { type: "button", class: "rt-button",
          onclick: () => navigator.share({ title: "Rail Table", url }).catch(() => {}) }, t("devices.share")) : [],
        copied),
      h("label", {}, t("devices.answer_label", { name }), answer),
      h("button", { type: "button", class: "rt-button rt-primary rt-connect", onclick: accept }, t("devices.connect")),
      ...(canScan() ? this.scan(seat, answer, accept) : []),
      problem);
  }

  /**
   * "Scan the answer": the camera in the row until it reads a code, which goes in the answer box and is
   * connected as a pasted one.  The camera stops when the row changes (the scanner sees it left the page),
   * the panel closes (close()) or the page is left.
   * @param {number} seat
   * @param {HTMLTextAreaElement} answer
   * @param {() => Promise<void>} accept
   */
  scan(seat, answer, accept) {
    const box = h("div", { class: "rt-scan-box" });
    const button = h("button", { type: "button", class: "rt-button rt-scan-start", onclick: () => {
      this.scanners.get(seat)?.stop();
      const scanner = new Scanner((text) => {
        this.scanners.delete(seat);
        box.replaceChildren();
        button.hidden = false;
        answer.value = text;
        void accept();
      }, () => {
        this.scanners.delete(seat);
        button.hidden = false;
        if (scanner.element.dataset.scan !== "problem") box.replaceChildren(); // a problem stays said
      });
      this.scanners.set(seat, scanner);
      box.replaceChildren(scanner.element);
      button.hidden = true;
      void scanner.start();
    } }, t("devices.scan", { name: this.name(seat) }));
    return [button, box];
  }

  /**
   * The seat's connection: its messages to the referee, its state to the row.
   * @param {number} seat
   * @param {RTCPeerConnection} pc
   * @param {RTCDataChannel} channel
   * @returns {Connection}
   */
  connect(seat, pc, channel) {
    const row = /** @type {SeatRow} */ (this.rows.get(seat));
    const current = () => this.connections.get(seat)?.pc === pc;
    // Each step of the connection in the console: what a player (or a browser test's log) can tell us when a
    // device stays "connecting".
    const said = (/** @type {string} */ what) => console.info(`Rail Table: ${this.name(seat)}'s device: ${what}`);
    let heard = false;
    const wire = link(channel, MAX_GUEST_MESSAGE, {
      message: (text) => {
        if (!heard) said(`first message (${String(text).length} characters)`);
        heard = true;
        void this.referee.receive(seat, text);
      },
      dropped: () => this.referee.refuse(seat, "oversized", "frames"),
      closed: () => {
        if (!current()) return;
        delete row.row.dataset.connected;
        this.referee.setOnline(seat, false);
        this.idle(seat);
      },
    });
    pc.addEventListener("iceconnectionstatechange", () => said(`ICE ${pc.iceConnectionState}`));
    channel.addEventListener("open", () => said("channel open"));
    pc.addEventListener("connectionstatechange", () => {
      said(`connection ${pc.connectionState}`);
      if (current() && pc.connectionState === "failed") this.idle(seat, t("devices.failed", { name: this.name(seat) }));
      if (current() && pc.connectionState !== "connected") delete row.row.dataset.connected;
    });
    return { pc, send: wire.send, close: () => { wire.close(); pc.close(); } };
  }

  /** The host leaves the game: every guest is told, every connection closed. */
  close() {
    for (const scanner of [...this.scanners.values()]) scanner.stop();
    this.referee.close();
    for (const connection of this.connections.values()) setTimeout(() => connection.close(), 200); // "bye" first
    this.connections.clear();
    this.session.onChange = null;
  }
}

/**
 * @param {string} text
 * @param {HTMLInputElement} box
 * @param {HTMLElement} said
 */
async function copy(text, box, said) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    box.select(); // the player copies it from there
    return;
  }
  said.textContent = t("devices.copied");
}
