// What a save's text must pass before it reaches Python.  A file a player picks can be anything:
// 200,000 nested brackets overflow the WebAssembly stack inside Python's JSON parser, which kills the
// whole runtime ("Pyodide has suffered a fatal error"), and a huge file freezes the page.  Both limits
// are far above any real save (a long four-player game is a few kB, nested four levels deep) and are
// the same as the engine's own (pygame_rules.saves.MAX_SAVE_CHARS, MAX_SAVE_DEPTH), which checks again.

import { currentLanguage, t } from "./i18n.js";

export const MAX_SAVE_CHARS = 1_000_000;
export const MAX_SAVE_DEPTH = 32;

/**
 * null when the text may go to the engine, else the reason (a sentence for the player).
 * @param {unknown} text
 * @returns {string | null}
 */
export function saveTextProblem(text) {
  if (typeof text !== "string") return t("save.not_a_save");
  if (text.length > MAX_SAVE_CHARS) return tooLarge(t("save.million_chars", { size: (text.length / 1e6).toFixed(1) }));
  if (nestingDepth(text) > MAX_SAVE_DEPTH) return t("save.too_deep", { depth: MAX_SAVE_DEPTH });
  return null;
}

/**
 * "too large" for the player, with the size found (already worded: "1.2 million characters", "5 MB").
 * @param {string} size
 */
export function tooLarge(size) {
  return t("save.too_large_page", { size, limit: MAX_SAVE_CHARS.toLocaleString(currentLanguage()) });
}

/**
 * The deepest [ / { nesting outside JSON strings (a linear scan; it stops early past the limit).
 * @param {string} text
 */
export function nestingDepth(text) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > MAX_SAVE_DEPTH) return deepest;
      }
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return deepest;
}
