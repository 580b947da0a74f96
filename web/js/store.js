// Saved games in localStorage.
//
//   railtable.save.<id>   the save text exactly as the engine wrote it (dumps(game))
//   railtable.index       {<id>: {game_name, players, moves_played, is_over, updated}}: what the
//                         home page shows before Python is up.  Only a cache: the save keys are
//                         the truth, so a save missing from the index is still listed.
//
// Nothing is ever deleted except by deleteSave(), which only an explicit user action calls:
// a save the engine cannot open stays (it may open in a newer version, or be exported and fixed).

const PREFIX = "railtable.save.";
const INDEX = "railtable.index";

function storage() {
  try {
    return window.localStorage; // throws in some privacy modes
  } catch {
    return null;
  }
}

export function isQuotaError(err) {
  // Chrome/Safari name it; old Firefox used its own name; the numeric codes are the legacy ones.
  return err && (err.name === "QuotaExceededError" || err.name === "NS_ERROR_DOM_QUOTA_REACHED"
    || err.code === 22 || err.code === 1014);
}

export function newId() {
  if (crypto.randomUUID) return crypto.randomUUID(); // secure contexts only (https, localhost)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function readIndex(ls) {
  try {
    const index = JSON.parse(ls.getItem(INDEX) || "{}");
    return index && typeof index === "object" && !Array.isArray(index) ? index : {};
  } catch {
    return {}; // a damaged index is only a cache: rebuild it from the save keys
  }
}

/** All saves, newest first: [{id, text, meta}] (meta may be {} for a save the index lost). */
export function listSaves() {
  const ls = storage();
  if (!ls) return [];
  const index = readIndex(ls);
  const saves = [];
  for (let i = 0; i < ls.length; i++) {
    const key = ls.key(i);
    if (key && key.startsWith(PREFIX)) {
      const id = key.slice(PREFIX.length);
      const meta = index[id] && typeof index[id] === "object" ? index[id] : {};
      saves.push({ id, text: ls.getItem(key), meta });
    }
  }
  return saves.sort((a, b) => String(b.meta.updated || "").localeCompare(String(a.meta.updated || "")));
}

export function readSave(id) {
  const ls = storage();
  return ls ? ls.getItem(PREFIX + id) : null;
}

/** Store a save; returns null, or a message for the player when the browser refuses. */
export function writeSave(id, text, meta) {
  const ls = storage();
  if (!ls) return "This browser does not allow saving here; export the game to keep it.";
  try {
    ls.setItem(PREFIX + id, text);
  } catch (err) {
    if (isQuotaError(err)) {
      return "The browser's storage is full, so this move was not saved. Export the game to keep it, "
        + "or delete old saved games on the home page. You can keep playing.";
    }
    return `The game could not be saved (${err.message || err}). You can keep playing.`;
  }
  try {
    const index = readIndex(ls);
    index[id] = { ...meta, updated: new Date().toISOString() };
    ls.setItem(INDEX, JSON.stringify(index));
  } catch {
    // The save itself is stored; the index is only a cache for the home page.
  }
  return null;
}

export function deleteSave(id) {
  const ls = storage();
  if (!ls) return;
  ls.removeItem(PREFIX + id);
  const index = readIndex(ls);
  delete index[id];
  try {
    ls.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Removing entries only shrinks the index; nothing to do if even that fails.
  }
}

/** Small preferences (last setup per game, cached game list); failures are ignored. */
export function getPref(name, fallback = null) {
  try {
    const raw = storage()?.getItem(`railtable.pref.${name}`);
    return raw ? JSON.parse(raw) : fallback;
  } catch {
    return fallback;
  }
}

export function setPref(name, value) {
  try {
    storage()?.setItem(`railtable.pref.${name}`, JSON.stringify(value));
  } catch {
    // Preferences are a convenience: never disturb play for them.
  }
}
