// DOM helpers.  Text from players (names, imported files, messages) only ever becomes
// textContent: h() has no way to set innerHTML.  The one markup we insert is the rules engine's
// SVG, which its renderer escapes; svgNode() still parses it as XML and drops anything active
// (scripts, event handlers, javascript: links) so a renderer bug cannot run code.

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * h("button", {class: "x", onclick: fn, dataset: {move: "A1"}}, "text", childNode, ...)
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, any> | null} [attrs]  class, dataset, on<event> listeners, attributes (true: present)
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (value === true) el.setAttribute(key, "");
    else el.setAttribute(key, String(value));
  }
  append(el, children);
  return el;
}

/**
 * @param {ParentNode} el
 * @param {Child[]} children
 */
function append(el, children) {
  for (const child of /** @type {unknown[]} */ (children).flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/**
 * Replace an element's children (text or nodes).
 * @template {ParentNode} E
 * @param {E} el
 * @param {...Child} children
 * @returns {E}
 */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/**
 * Make `el`'s children exactly `children` (nodes; text becomes text nodes), moving or removing only
 * what differs: nodes already in place stay untouched (no relayout, focus kept).
 * @template {Element} E
 * @param {E} el
 * @param {...Child} children
 * @returns {E}
 */
export function sync(el, ...children) {
  const want = /** @type {unknown[]} */ (children).flat(Infinity).filter((c) => c !== undefined && c !== null && c !== false)
    .map((c) => (c instanceof Node ? c : document.createTextNode(String(c))));
  want.forEach((node, i) => {
    const at = el.childNodes[i];
    if (at !== node) el.insertBefore(node, at ?? null);
  });
  // Many to go (a list of every move, once the turn passes): in one go, not one by one.
  if (el.childNodes.length > want.length) removeNodes(el.childNodes[want.length], /** @type {ChildNode} */ (el.lastChild));
  return el;
}

/**
 * Remove the sibling nodes from `first` to `last` (inclusive); a long run in one go.
 * @param {ChildNode} first
 * @param {ChildNode} last
 */
export function removeNodes(first, last) {
  if (first === last || first.nextSibling === last) {
    last.remove();
    if (first !== last) first.remove();
    return;
  }
  const range = document.createRange();
  range.setStartBefore(first);
  range.setEndAfter(last);
  range.deleteContents();
}

/**
 * Set an element's text only when it differs (an unchanged text is not laid out again).
 * @param {Node} el
 * @param {string} text
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

// The page's own markup: an element it looks for is there (a missing one is a bug, and fails at once).
// Typed as an HTML element: the SVG drawings are read through querySelector() itself.
/** @type {(selector: string, root?: ParentNode) => HTMLElement} */
export const $ = (selector, root = document) => /** @type {HTMLElement} */ (root.querySelector(selector));
/** @type {(selector: string, root?: ParentNode) => HTMLElement[]} */
export const $$ = (selector, root = document) => [.../** @type {NodeListOf<HTMLElement>} */ (root.querySelectorAll(selector))];

/**
 * Parse SVG text from the engine into a node for this document, minus anything executable.
 * @param {string} text
 * @returns {Element}
 */
export function svgNode(text) {
  // Adopted, not imported: a deep copy of a board's thousands of nodes would double the work.
  return document.adoptNode(parseSvg(text));
}

/**
 * The nodes of an SVG fragment (pieces of a drawing, see pygame_rules/patch.py), cleaned the same way.
 * @param {string} markup
 * @returns {ChildNode[]}
 */
export function svgPieces(markup) {
  const root = parseSvg(`<svg xmlns="${SVG_NS}">${markup}</svg>`);
  return [...document.adoptNode(root).childNodes]; // moved into this document, not copied
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
// Every event handler (on..., any case) and every link (href, xlink:href ...) naming javascript: (any
// case, with blanks anywhere, which a URL parser drops).  Found by XPath, in the browser's own code: a
// loop in script over every attribute of a board's thousands of elements took 20 ms of a first drawing.
const ACTIVE_ATTRS = `//@*[starts-with(translate(name(), "${UPPER}", "${LOWER}"), "on") or (local-name() = "href"
  and contains(translate(translate(., " \t\n\r\f", ""), "${UPPER}", "${LOWER}"), "javascript:"))]`;

/**
 * @param {string} text
 * @returns {Element}
 */
function parseSvg(text) {
  const doc = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (root.nodeName !== "svg" || root.namespaceURI !== SVG_NS || doc.querySelector("parsererror")) {
    throw new Error("the board picture could not be read");
  }
  for (const bad of root.querySelectorAll("script, foreignObject, iframe, object, embed")) bad.remove();
  const found = doc.evaluate(ACTIVE_ATTRS, doc, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  for (let i = 0; i < found.snapshotLength; i++) {
    const attr = /** @type {Attr} */ (found.snapshotItem(i));
    attr.ownerElement?.removeAttributeNode(attr);
  }
  return root;
}

/**
 * Offer text as a file download (export of a save).
 * @param {string} filename
 * @param {string} text
 * @param {string} [type]
 */
export function download(filename, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h("a", { href: url, download: filename, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
