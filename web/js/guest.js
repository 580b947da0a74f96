// A player's own device (join.html, issue 36): opens the host's invite (its offer in the URL fragment),
// shows its answer as a code to paste on the host, then draws the views the host sends for its seat and
// sends its moves in notation.  It starts no Python: the host's engine decides and draws everything.
// When the host closes or the connection is lost, the last position stays on screen, read-only.

import { $, h, fill } from "./dom.js";
import { TableView } from "./tableview.js";
import { applyStatic, currentLanguage, languageReady, languageSwitch, t } from "./i18n.js";
import { CodeError } from "./net/codec.js";
import { answerOffer, link, opened } from "./net/peer.js";
import { readInvite } from "./net/stun.js";
import { GuestSide } from "./net/guestside.js";
import { MAX_HOST_MESSAGE } from "./net/protocol.js";
import { qrImage } from "./net/qr.js";

// A hello not yet answered is said again every HELLO_MS, HELLO_TRIES times at most.
const HELLO_MS = 3000;
const HELLO_TRIES = 10;
const KEEP = "rt-guest-seat"; // {token, seq}: this device's seat token and its last move's number

await languageReady();
applyStatic();
document.title = `${t("guest.title")} · Rail Table`;
/** @type {(() => void) | null} what a new language redoes once connected: the host's views in it */
let relanguage = null;
$("#lang-switch").replaceWith(languageSwitch(() => {
  applyStatic();
  document.title = `${t("guest.title")} · Rail Table`;
  relanguage?.();
}));
const app = $("#app");
const status = $("#guest-status");
const alertBox = $("#alert");
const html = document.documentElement;

/** @param {string} text @param {string} state  html[data-guest], a hook for the e2e tests */
function say(text, state) {
  status.textContent = text;
  html.dataset.guest = state;
}

/** @returns {import("./net/guestside.js").SeatKeep | null} */
function kept() {
  try {
    const data = JSON.parse(localStorage.getItem(KEEP) ?? "null");
    return data && typeof data.token === "string" && Number.isSafeInteger(data.seq) ? data : null;
  } catch {
    return null; // storage blocked: a new token (the seat comes back only while this page stays open)
  }
}

async function join() {
  const fragment = location.hash.replace(/^#/, "");
  if (!fragment) return say(t("guest.no_invite"), "no-invite");
  say(t("guest.preparing"), "preparing");
  let answer, server;
  try {
    const invite = readInvite(fragment);
    server = invite.server;
    answer = await answerOffer(invite.code, server);
  } catch (err) {
    return say(t("guest.bad_invite", { reason: err instanceof CodeError ? t(err.key) : String(err) }), "bad-invite");
  }
  const box = h("textarea", { class: "rt-answer-code", readonly: "", rows: "3", "aria-label": t("guest.code_label") },
    answer.code);
  const copied = h("span", { class: "rt-muted", "aria-live": "polite" });
  const qr = h("div", { class: "rt-qr-box" });
  qrImage(answer.code, t("guest.qr_answer")).then((img) => qr.append(img), (err) => console.warn("No QR code:", err));
  const offerBox = h("section", { class: "rt-join" },
    h("p", {}, t("guest.answer")),
    // The host chose play over the internet: this device asked that server for its address (say which).
    server ? h("p", { class: "rt-muted rt-stun-said" }, t("devices.stun_will", { server })) : [],
    qr,
    h("label", { class: "rt-code-label" }, t("guest.code_label")), box,
    h("div", { class: "rt-row" },
      h("button", { type: "button", class: "rt-button rt-primary", onclick: () => {
        navigator.clipboard?.writeText(answer.code).then(() => { copied.textContent = t("devices.copied"); },
          () => box.select());
      } }, t("devices.copy")),
      "share" in navigator ? h("button", { type: "button", class: "rt-button",
        onclick: () => navigator.share({ text: answer.code }).catch(() => {}) }, t("devices.share")) : [],
      copied));
  fill(app, offerBox);
  html.dataset.answer = answer.code; // the e2e tests read the code here, as a player reads the box
  say("", "answer"); // the words are beside the code
  // Each step of the connection in the console (see hostpanel.js).
  answer.pc.addEventListener("iceconnectionstatechange", () => console.info(`Rail Table: host: ICE ${answer.pc.iceConnectionState}`));
  answer.pc.addEventListener("connectionstatechange", () => {
    console.info(`Rail Table: host: connection ${answer.pc.connectionState}`);
    if (answer.pc.connectionState === "failed" && html.dataset.guest === "answer") say(t("guest.failed"), "failed");
  });
  answer.channel.addEventListener("open", () => console.info("Rail Table: host: channel open"));
  play(await opened(answer.channel));
}

/** @param {RTCDataChannel} channel */
function play(channel) {
  const root = h("div", { class: "rt-table-root" });
  /** @type {TableView | null} */
  let view = null;
  let over = false;
  /** @type {Snapshot | null} the last view, drawn */
  let shown = null;
  // The board takes a move while this seat has one and none is on its way (its answer and the next view
  // may come in either order).
  const enable = () => view?.setEnabled(!over && guest.pending === null && Boolean(shown?.moves.length));
  const wire = link(channel, MAX_HOST_MESSAGE, {
    message: (text) => guest.receive(text),
    closed: () => {
      if (!over) say(t("guest.lost"), "lost");
      view?.setEnabled(false);
    },
  });
  const guest = new GuestSide(kept(), {
    send: (text) => {
      if (!wire.send(text)) console.warn(`Rail Table: host: a message not sent (channel ${channel.readyState})`);
    },
    keep: (seat) => {
      try {
        localStorage.setItem(KEEP, JSON.stringify(seat));
      } catch {
        // storage blocked: kept for this page only
      }
    },
    welcome: (seat, name) => {
      say(seat < 0 ? t("guest.watching") : t("guest.connected", { name }), "connected");
      // Another language: said again, and the host sends this seat's view in it (a hello in the new language).
      relanguage = () => {
        if (over || html.dataset.guest !== "connected") return;
        say(seat < 0 ? t("guest.watching") : t("guest.connected", { name }), "connected");
        guest.hello(currentLanguage());
      };
      if (!root.isConnected) fill(app, root);
    },
    view: (snap) => {
      view ??= new TableView(root, { onMove: (move) => {
        if (guest.move(move)) view?.setEnabled(false);
      } });
      view.render(snap, { news: snap.is_over ? [] : snap.news ?? [] });
      shown = snap;
      enable();
      html.dataset.guestMoves = String(snap.moves_played); // a hook for the e2e tests
    },
    answer: (ok, error) => {
      alertBox.textContent = ok ? "" : t("guest.refused", { reason: error });
      enable();
    },
    refused: (key) => {
      alertBox.textContent = t(key);
      enable();
    },
    bye: () => {
      over = true;
      say(t("guest.closed"), "closed");
      view?.setEnabled(false);
    },
  });
  guest.hello(currentLanguage());
  // A hello the host has not answered (lost, or its page busy) is said again: the host answers each hello
  // of this token as the first.
  let tries = 0;
  const again = setInterval(() => {
    if (guest.welcomed || over || channel.readyState !== "open" || ++tries > HELLO_TRIES) {
      clearInterval(again);
      return;
    }
    console.info("Rail Table: host: no welcome yet, hello again");
    guest.hello(currentLanguage());
  }, HELLO_MS);
}

// Another invite opened in this tab (only the fragment changes: no new page by itself): start again from it.
addEventListener("hashchange", () => location.reload());
join();
