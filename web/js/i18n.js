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

async function fetchCatalogue(code) {
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
