// What the page says, in the player's language: the catalogues of pygame_rules/i18n (build.py
// copies them to i18n/<lang>.json), so Python and the page share one catalogue per language.
// Call `await loadLanguage()` once before drawing; after that `t(key, params)` is synchronous.

/** @type {readonly string[]} */
export const LANGS = ["en", "de"];
const STORE_KEY = "rt-lang";

/** @typedef {Record<string, string>} Catalogue key -> text, with {name} placeholders */

let lang = "en";
/** @type {Catalogue} */
let strings = {};
/** @type {Catalogue} the English catalogue: a key the language lacks shows in English */
let english = {};

/** The language to show: ?lang=, else the player's remembered choice, else the browser's. */
export function chosenLanguage() {
  const fromUrl = new URLSearchParams(location.search).get("lang");
  if (fromUrl !== null && LANGS.includes(fromUrl)) return fromUrl;
  try {
    const stored = localStorage.getItem(STORE_KEY);
    if (stored !== null && LANGS.includes(stored)) return stored;
  } catch {
    // storage blocked: follow the browser
  }
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

/**
 * The catalogues build.py wrote into the page (no request, no wait); null in an unbuilt page.
 * @param {string} code
 * @returns {Catalogue | null}
 */
function inlineCatalogue(code) {
  try {
    const all = JSON.parse(document.getElementById("rt-i18n")?.textContent || "{}");
    return all && typeof all[code] === "object" && Object.keys(all[code]).length ? all[code] : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} code
 * @returns {Promise<Catalogue>}
 */
async function fetchCatalogue(code) {
  const inline = inlineCatalogue(code);
  if (inline) return inline;
  try {
    const response = await fetch(`i18n/${code}.json`);
    return response.ok ? await response.json() : {};
  } catch {
    return {}; // the keys show instead of words: visible, never fatal
  }
}

/**
 * Loads the catalogue of `code` (default: chosenLanguage()) and English as the fallback.
 * @param {string} [code]
 * @returns {Promise<string>} the language now shown
 */
export async function loadLanguage(code = chosenLanguage()) {
  lang = LANGS.includes(code) ? code : "en";
  const [en, own] = await Promise.all([
    fetchCatalogue("en"),
    lang === "en" ? Promise.resolve(null) : fetchCatalogue(lang),
  ]);
  english = en;
  strings = own ?? en;
  document.documentElement.lang = lang;
  return lang;
}

// The first load of the page's language, shared: every screen and module awaits this one promise
// instead of loading the catalogue again.
/** @type {Promise<string> | null} */
let first = null;
export function languageReady() {
  first ??= loadLanguage();
  return first;
}

/**
 * Remembers the player's choice (the switch on every screen).
 * @param {string} code
 */
export function rememberLanguage(code) {
  try {
    localStorage.setItem(STORE_KEY, code);
  } catch {
    // not remembered; still used for this page
  }
}

export function currentLanguage() {
  return lang;
}

/**
 * The text for `key`, with {name} placeholders filled from `params`.
 * @param {string} key
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const template = strings[key] ?? english[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** @type {Record<string, string | undefined> | null} */
let prefixes = null;

/**
 * A game's key prefix in the catalogues, as the game describes itself (GameRules.prefix): read from the
 * game list build.py wrote into the page, so no list of games is kept here.
 * @param {string} gameId
 * @returns {string | undefined}
 */
function gamePrefix(gameId) {
  if (!prefixes) {
    prefixes = {};
    try {
      for (const game of JSON.parse(document.getElementById("rt-games")?.textContent || "[]")) {
        if (game && typeof game.id === "string" && typeof game.prefix === "string") prefixes[game.id] = game.prefix;
      }
    } catch {
      // no list in this page: a game's words fall back to the engine's English
    }
  }
  return prefixes[gameId];
}

/** A game's own word (its name, blurb, a bot's description, an option) in the current language:
 * `tGame("ticket_to_ride", "name", "Ticket to Ride")`; `fallback` (the registry's English) if the
 * catalogue has no such key.
 * @param {string} gameId
 * @param {string} suffix
 * @param {string} fallback
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function tGame(gameId, suffix, fallback, params = {}) {
  const prefix = gamePrefix(gameId);
  if (!prefix) return fallback;
  const key = `${prefix}.${suffix}`;
  const text = t(key, params);
  return text === key ? fallback : text;
}

/** Fill the page's fixed words: elements with data-i18n="key" get its text, data-i18n-attr="attr:key,…"
 * their attributes.
 * @param {ParentNode} [root]
 */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.getAttribute("data-i18n") ?? "");
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of (el.getAttribute("data-i18n-attr") ?? "").split(",")) {
      const [attr, key] = pair.split(":");
      el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

/** The language switch (one button per language, the current one pressed); `onSwitch(code)` after the
 * choice is remembered and loaded.
 * @param {(code: string) => void} onSwitch
 * @returns {HTMLElement}
 */
export function languageSwitch(onSwitch) {
  const nav = document.createElement("nav");
  nav.className = "rt-lang";
  nav.setAttribute("aria-label", t("lang.switch"));
  for (const code of LANGS) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "rt-lang-choice";
    button.lang = code;
    button.dataset.lang = code;
    button.textContent = NATIVE_NAMES[code];
    button.setAttribute("aria-pressed", String(code === lang));
    button.addEventListener("click", async () => {
      if (code === lang) return;
      rememberLanguage(code);
      // A ?lang= in the address would win over the choice on the next load: follow the choice instead.
      const url = new URL(location.href);
      if (url.searchParams.has("lang")) {
        url.searchParams.set("lang", code);
        history.replaceState(history.state, "", url);
      }
      await loadLanguage(code);
      for (const b of nav.querySelectorAll("button")) b.setAttribute("aria-pressed", String(b.dataset.lang === code));
      nav.setAttribute("aria-label", t("lang.switch"));
      onSwitch(code);
    });
    nav.append(button);
  }
  return nav;
}

// Each language named in itself: a reader who cannot read the page still finds theirs.
/** @type {Record<string, string>} */
const NATIVE_NAMES = { en: "English", de: "Deutsch" };

/**
 * `t(key)`, or `fallback` when the catalogue has no such key (words that come from elsewhere).
 * @param {string} key
 * @param {string} fallback
 * @param {Record<string, unknown>} [params]
 */
export function tOr(key, fallback, params = {}) {
  const text = t(key, params);
  return text === key ? fallback : text;
}

/**
 * A bot level's name ("strong", "standard"...) in the current language; a level the game lists as
 * experimental (not yet shown stronger than its strongest) says so.
 * @param {string} level
 * @param {{experimental?: string[]}} [game]
 */
export function levelName(level, game) {
  const name = tOr(`setup.level.${level}`, level);
  return game?.experimental?.includes(level) ? tOr(`setup.level.${level}_experimental`, name) : name;
}

/**
 * The rules page of a game in the current language (German pages live in rules/de/).
 * @param {string} gameId
 */
export function rulesHref(gameId) {
  return `rules/${lang === "en" ? "" : `${lang}/`}${encodeURIComponent(gameId)}.html`;
}

/**
 * What went wrong, as words to put in a message: an error's message, else the thrown value as text
 * (a caught value may be anything: `throw "text"`, a DOMException, an error without a message).
 * @param {unknown} err
 * @returns {string}
 */
export function reasonOf(err) {
  const message = err !== null && typeof err === "object" && "message" in err ? err.message : undefined;
  return String(message || err);
}
