// From a game to a lesson: the embed link and <iframe> code of a position ("Share this position"),
// the board as a standalone SVG file ("Download board"), and the lesson highlight of board pieces.
// Used by the play screen, the replay and the embed.  Parameters of the link: docs/embedding.md.

import { $, h, fill, download } from "./dom.js";
import { embedQuery } from "./embedlink.js";
import { languageReady, t } from "./i18n.js";

/** @typedef {import("./embedlink.js").Position} Position */
/** @typedef {import("./embedlink.js").EmbedChoice} EmbedChoice */

/**
 * @param {GameEntry} game
 * @param {string} saveText
 * @param {number | null} [step]  the moves played in the position shown (null: all)
 * @returns {Position}
 */
export function positionOf(game, saveText, step = null) {
  const save = JSON.parse(saveText);
  const moves = save.moves || [];
  return { game, options: save.options || {}, seed: String(save.seed), moves,
    step: step === null ? moves.length : step };
}

/**
 * @param {Position} pos
 * @param {EmbedChoice} [opts]
 */
export function embedLink(pos, opts = {}) {
  return new URL(`embed.html?${embedQuery(pos, opts)}`, location.href).href;
}

/** @type {Record<string, string>} */
const ATTR = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const attr = (/** @type {string} */ text) => String(text).replace(/[&"<>]/g, (c) => ATTR[c]);

/**
 * @param {string} link
 * @param {string} title
 */
export function iframeCode(link, title, maxWidth = "100%") {
  // The frame takes the page's width (up to maxWidth) and its board's height (embed-resize.js, served
  // beside embed.html, listens for the board's size message): it fits any page at any width, and asks
  // nothing of another site.
  const script = new URL("embed-resize.js", link).href;
  const width = /^\d+(px|rem|em|%)$/.test(maxWidth) ? maxWidth : "100%";
  return `<iframe src="${attr(link)}" style="width:100%;max-width:${width};height:640px;border:0" title="${attr(title)}"`
    + ` loading="lazy" data-rail-table></iframe>\n<script src="${attr(script)}" defer></script>`;
}

/**
 * A read-only text box with a copy button (the clipboard, else the text selected for Ctrl+C).
 * @param {string} id
 * @param {string} label
 * @param {string} value
 * @param {boolean} multiline
 * @returns {{box: HTMLInputElement | HTMLTextAreaElement, row: HTMLElement}}
 */
function copyField(id, label, value, multiline) {
  const box = multiline
    ? h("textarea", { id, readonly: true, rows: "3", class: "rt-share-text", spellcheck: "false" })
    : h("input", { id, readonly: true, class: "rt-share-text", spellcheck: "false" });
  box.value = value;
  const said = h("span", { class: "rt-muted rt-copied", role: "status" });
  const copy = h("button", { type: "button", class: "rt-button", dataset: { copy: id }, onclick: async () => {
    box.focus();
    box.select();
    try {
      await navigator.clipboard.writeText(box.value);
      said.textContent = t("share.copied");
    } catch {
      said.textContent = t("share.copy_manually");
    }
  } }, t("share.copy"));
  return { box, row: h("div", { class: "rt-share-field" },
    h("label", { for: id }, label), box, h("div", { class: "rt-row" }, copy, said)) };
}

/**
 * "Share this position": a dialog with the embed link and the <iframe> code of `pos`, for a chosen
 * viewer (spectator or a seat) and mode (view or play).  `host` is where the dialog goes.
 * @param {HTMLElement} host
 * @param {Position} pos
 */
export async function openShareDialog(host, pos) {
  await languageReady();
  $(".rt-share", host)?.remove();
  const seats = pos.options.players || [];
  const viewer = h("select", { id: "share-viewer" },
    h("option", { value: "" }, t("share.spectator")),
    seats.map((s, i) => h("option", { value: String(i) }, t("share.seat", { n: i + 1, name: s.name }))));
  const mode = h("select", { id: "share-mode" },
    h("option", { value: "view" }, t("share.mode_view")),
    h("option", { value: "play" }, t("share.mode_play")));
  const text = (/** @type {string} */ id, /** @type {string} */ hint) =>
    /** @type {HTMLInputElement} */ (h("input", { id, type: "text", class: "rt-share-input", placeholder: hint, spellcheck: "false" }));
  const origin = text("share-origin", "https://school.example");
  const caption = text("share-caption", "");
  const highlight = text("share-highlight", "route:DEN-SLC, city:SEA");
  const size = h("select", { id: "share-size" },
    h("option", { value: "100%" }, t("share.size_column")),
    h("option", { value: "960px" }, t("share.size_px", { px: 960 })),
    h("option", { value: "640px" }, t("share.size_px", { px: 640 })));
  const link = copyField("share-link", t("share.link"), "", false);
  const code = copyField("share-code", t("share.code"), "", true);
  const preview = h("a", { class: "rt-button", target: "_blank", rel: "noopener" }, t("share.open"));
  // A live preview of the board as the code shows it, at a laptop's column or a phone's width: loaded on
  // demand (each board starts its own Python), inside a box that scrolls, so the dialog never gets wider.
  const frame = /** @type {HTMLIFrameElement} */ (h("iframe", { class: "rt-share-frame", title: t("share.preview") }));
  const box = h("div", { class: "rt-share-preview", hidden: true }, frame);
  /** @param {number} width */
  const show = (width) => {
    frame.style.width = `${width}px`;
    box.hidden = false;
    if (frame.src !== link.box.value) frame.src = link.box.value;
  };
  addEventListener("message", (e) => { // the preview's own board: its height, as embed-resize.js sets it
    if (e.source === frame.contentWindow && e.data?.type === "size" && e.data.height > 0) {
      frame.style.height = `${Math.min(e.data.height, 4000)}px`;
    }
  });
  const update = () => {
    /** @type {import("./embedlink.js").EmbedChoice} */
    const chosen = { viewer: viewer.value === "" ? null : Number(viewer.value), mode: mode.value,
      caption: caption.value, highlight: highlight.value, origin: origin.value };
    const url = embedLink(pos, chosen);
    link.box.value = url;
    code.box.value = iframeCode(url, t("share.iframe_title", { game: pos.game.name, step: pos.step }), size.value);
    preview.href = url;
    if (!box.hidden && frame.src !== url) frame.src = url;
  };
  for (const input of [viewer, mode, size]) input.addEventListener("change", update);
  for (const input of [origin, caption, highlight]) input.addEventListener("input", update);
  const dialog = h("dialog", { class: "rt-choice rt-share", "aria-labelledby": "share-title" },
    h("h2", { id: "share-title", class: "rt-choice-title" }, t("share.title")),
    h("p", { class: "rt-muted" }, t("share.intro", { step: pos.step, total: pos.moves.length })),
    h("div", { class: "rt-share-options" },
      h("p", {}, h("label", { for: "share-viewer" }, t("share.viewer")), " ", viewer),
      h("p", {}, h("label", { for: "share-mode" }, t("share.mode")), " ", mode),
      h("p", {}, h("label", { for: "share-size" }, t("share.size")), " ", size),
      h("p", {}, h("label", { for: "share-caption" }, t("share.caption")), caption),
      h("p", {}, h("label", { for: "share-highlight" }, t("share.highlight")), highlight),
      h("p", {}, h("label", { for: "share-origin" }, t("share.origin")), origin,
        h("span", { class: "rt-muted rt-share-hint" }, t("share.origin_hint")))),
    link.row, code.row,
    h("div", { class: "rt-row" },
      h("button", { type: "button", class: "rt-button rt-share-laptop", onclick: () => show(960) }, t("share.preview_laptop")),
      h("button", { type: "button", class: "rt-button rt-share-phone", onclick: () => show(390) }, t("share.preview_phone"))),
    box,
    h("div", { class: "rt-row" }, preview,
      h("button", { type: "button", class: "rt-button rt-primary", onclick: () => dialog.close() }, t("share.close"))));
  dialog.addEventListener("close", () => dialog.remove());
  update();
  host.append(dialog);
  dialog.showModal();
  link.box.focus();
  link.box.select();
  return dialog;
}

// -- the board as a file -------------------------------------------------------------------------
const PAGE_ATTRS = ["data-move", "data-moves", "tabindex", "role", "data-rt-label"];
const PAGE_CLASSES = ["legal", "rt-changed", "rt-lesson-mark"];
const FONT = "DejaVu Sans, Arial, Helvetica, sans-serif";

/**
 * The board on screen as a standalone SVG document: its own <style> (the engine puts one in every
 * board), a font that exists everywhere, a background and a title; nothing of the page (playable
 * marks, tab stops).  Names come as the engine escaped them, and XMLSerializer escapes again what
 * it writes, so the file holds text, never markup.
 * @param {ParentNode} board
 * @param {string} title
 * @returns {string | null}
 */
export function standaloneSvg(board, title) {
  const source = board.querySelector("svg");
  if (!source) return null;
  const svg = /** @type {SVGSVGElement} */ (source.cloneNode(true));
  for (const el of [svg, ...svg.querySelectorAll("*")]) {
    for (const a of PAGE_ATTRS) el.removeAttribute(a);
    if (el.classList.length) {
      el.classList.remove(...PAGE_CLASSES);
      if (!el.classList.length) el.removeAttribute("class");
    }
  }
  svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  if (!svg.getAttribute("font-family")) svg.setAttribute("font-family", FONT);
  const box = source.viewBox && source.viewBox.baseVal;
  if (box && box.width) {
    svg.setAttribute("width", String(Math.round(box.width)));
    svg.setAttribute("height", String(Math.round(box.height)));
    const NS = "http://www.w3.org/2000/svg";
    const paper = document.createElementNS(NS, "rect");
    /** @type {[string, string | number][]} */
    const attrs = [["x", box.x], ["y", box.y], ["width", box.width], ["height", box.height], ["fill", "#fffdf8"]];
    for (const [k, v] of attrs) {
      paper.setAttribute(k, String(v));
    }
    svg.insertBefore(paper, svg.firstChild);
  }
  const name = document.createElementNS("http://www.w3.org/2000/svg", "title");
  name.textContent = title;
  svg.insertBefore(name, svg.firstChild);
  svg.removeAttribute("style");
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
}

/**
 * @param {ParentNode} board
 * @param {string} gameId
 * @param {number} step
 * @param {string} title
 */
export async function downloadBoard(board, gameId, step, title) {
  await languageReady();
  const text = standaloneSvg(board, title);
  if (text) download(`rail-table-${gameId}-move-${step}.svg`, text, "image/svg+xml");
}

/**
 * Buttons "Share this position" and "Download board" for a screen whose position `current()` gives.
 * @param {HTMLElement} host
 * @param {() => Position} current
 */
export function shareButtons(host, current) {
  return [
    h("button", { type: "button", class: "rt-button rt-share-open", onclick: () => openShareDialog(host, current()) },
      t("share.button")),
    h("button", { type: "button", class: "rt-button rt-download-board", onclick: () => {
      const pos = current();
      downloadBoard($(".rt-board", host), pos.game.id, pos.step,
        t("share.file_title", { game: pos.game.name, step: pos.step }));
    } }, t("share.download")),
  ];
}

// -- lesson marks ---------------------------------------------------------------------------------
const NOT_KEYS = new Set(["data-move", "data-moves", "data-hit-for", "data-rt-label"]);

/**
 * Mark board pieces for a lesson (class rt-lesson-mark): each key names a piece by one of its data-*
 * values ("DEN-SLC": any data attribute with that value) or by attribute and value ("route:DEN-SLC").
 * Returns how many pieces were marked; the keys that marked nothing go in `board.dataset.unmarked`
 * (comma-separated), so that the embed can refuse a misspelled name by name.
 * @param {HTMLElement} board
 * @param {unknown[] | null | undefined} keys
 */
export function markPieces(board, keys) {
  for (const old of board.querySelectorAll(".rt-lesson-mark")) {
    old.classList.remove("rt-lesson-mark");
    if (!old.classList.length) old.removeAttribute("class");
  }
  const wanted = (keys || []).map((k) => String(k).trim()).filter(Boolean);
  board.dataset.unmarked = "";
  if (!wanted.length) return 0;
  let count = 0;
  const found = new Set();
  for (const el of board.querySelectorAll("svg *")) {
    for (const a of el.attributes) {
      if (!a.name.startsWith("data-") || NOT_KEYS.has(a.name)) continue;
      const name = a.name.slice(5);
      const hit = wanted.filter((k) => k === a.value || k === `${name}:${a.value}`);
      if (hit.length) {
        for (const k of hit) found.add(k);
        el.classList.add("rt-lesson-mark");
        count++;
        break;
      }
    }
  }
  board.dataset.marked = String(count);
  board.dataset.unmarked = wanted.filter((k) => !found.has(k)).join(",");
  return count;
}

/**
 * A caption over the board (text only).
 * @param {HTMLElement} el
 * @param {string | null | undefined} text
 */
export function showCaption(el, text) {
  fill(el, text || "");
  el.hidden = !text;
}
