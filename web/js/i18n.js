// What the page says, in the player's language: the catalogues of pygame_rules/i18n (build.py
// copies them to i18n/<lang>.json), so Python and the page share one catalogue per language.
// Call `await loadLanguage()` once before drawing; after that `t(key, params)` is synchronous.

export const LANGS = ["en", "de"];
const STORE_KEY = "rt-lang";

let lang = "en";
let strings = {};
let fallback = {};

/** The language to show: ?lang=, else the player's remembered choice, else the browser's. */
export function chosenLanguage() {
  const fromUrl = new URLSearchParams(location.search).get("lang");
  if (LANGS.includes(fromUrl)) return fromUrl;
  try {
    const stored = localStorage.getItem(STORE_KEY);
    if (LANGS.includes(stored)) return stored;
  } catch {
    // storage blocked: follow the browser
  }
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).slice(0, 2).toLowerCase();
    if (LANGS.includes(base)) return base;
  }
  return "en";
}

/** The catalogues build.py wrote into the page (no request, no wait); null in an unbuilt page. */
function inlineCatalogue(code) {
  try {
    const all = JSON.parse(document.getElementById("rt-i18n")?.textContent || "{}");
    return all && typeof all[code] === "object" && Object.keys(all[code]).length ? all[code] : null;
  } catch {
    return null;
  }
}

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

/** Loads the catalogue of `code` (default: chosenLanguage()) and English as the fallback. */
export async function loadLanguage(code = chosenLanguage()) {
  lang = LANGS.includes(code) ? code : "en";
  [fallback, strings] = await Promise.all([
    fetchCatalogue("en"),
    lang === "en" ? Promise.resolve(null) : fetchCatalogue(lang),
  ]);
  strings ??= fallback;
  document.documentElement.lang = lang;
  return lang;
}

// The first load of the page's language, shared: every screen and module awaits this one promise
// instead of loading the catalogue again.
let first = null;
export function languageReady() {
  first ??= loadLanguage();
  return first;
}

/** Remembers the player's choice (the switch on every screen). */
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

/** The text for `key`, with {name} placeholders filled from `params`. */
export function t(key, params = {}) {
  const template = strings[key] ?? fallback[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

// Each game's key prefix in the catalogues (pygame_rules.i18n.GAME_PREFIX).
const GAME_PREFIX = { last_spike: "ls", ticket_to_ride: "ttr", silverton: "si", railroad_dice: "rd" };

/** A game's own word (its name, blurb, a bot's description, an option) in the current language:
 * `tGame("ticket_to_ride", "name", "Ticket to Ride")`; `fallback` (the registry's English) if the
 * catalogue has no such key. */
export function tGame(gameId, suffix, fallback, params = {}) {
  const prefix = GAME_PREFIX[gameId];
  if (!prefix) return fallback;
  const key = `${prefix}.${suffix}`;
  const text = t(key, params);
  return text === key ? fallback : text;
}

/** Fill the page's fixed words: elements with data-i18n="key" get its text, data-i18n-attr="attr:key,…"
 * their attributes. */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of el.dataset.i18nAttr.split(",")) {
      const [attr, key] = pair.split(":");
      el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

/** The language switch (one button per language, the current one pressed); `onSwitch(code)` after the
 * choice is remembered and loaded. */
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
const NATIVE_NAMES = { en: "English", de: "Deutsch" };

/** `t(key)`, or `fallback` when the catalogue has no such key (words that come from elsewhere). */
export function tOr(key, fallback, params = {}) {
  const text = t(key, params);
  return text === key ? fallback : text;
}

/** A bot level's name ("strong", "standard"...) in the current language. */
export function levelName(level) {
  return tOr(`setup.level.${level}`, level);
}

/** The rules page of a game in the current language (German pages live in rules/de/). */
export function rulesHref(gameId) {
  return `rules/${lang === "en" ? "" : `${lang}/`}${encodeURIComponent(gameId)}.html`;
}
