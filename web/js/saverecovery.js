// Storing the game on screen after every change, and what the page offers when that fails: another tab
// changed the save (the stale-tab lock, stalelock.js), the browser's storage is full (export now, or
// make room by deleting the oldest finished games), or storage is off (export).

import { download, h } from "./dom.js";
import { engine } from "./engine.js";
import { deleteSave, finishedSaves, listSaves, storedText, writeSave } from "./store.js";
import { t } from "./i18n.js";

/** The game on screen: {id, play: PlaySession, table, stored}; `stored` is the save text this tab last
 * read or wrote: if localStorage holds anything else, another tab moved the game on.
 * @typedef {{id: string, play: import("./play.js").PlaySession, table: Table, stored: string | null, locked?: boolean,
 *   devices?: import("./net/hostpanel.js").HostPanel}} Session */

/** What the page does when a save fails.
 * @typedef {{alert: (message: string | null, actions?: Child) => void, stale: (s: Session) => void}} SaveHooks
 * alert: show a message with actions; stale: another tab changed this game (lock this tab's copy) */

/**
 * Store the game after a change; a message (with what the player can do) when it was not stored.
 * @param {Session} s
 * @param {Table} table
 * @param {SaveHooks} hooks
 * @returns {import("./play.js").PersistProblem | null}
 */
export function persist(s, table, hooks) {
  s.table = table;
  const problem = writeSave(s.id, table.save, saveMeta(table), s.stored);
  if (!problem) {
    s.stored = storedText(s.id);
    return null;
  }
  if (problem.kind === "conflict") {
    hooks.stale(s);
    return null;
  }
  // Which stored games are finished is known once the engine has looked at older saves (a promise).
  if (problem.kind === "full") return { message: problem.message, actions: fullStorageActions(s, hooks) };
  return { message: problem.message, actions: [exportButton(s)] };
}

/**
 * Offer the game's save as a file.
 * @param {Session | null} s
 */
export function exportGame(s) {
  if (!s || !s.table) return;
  const { table } = s;
  const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
  download(`rail-table-${table.game}-${stamp}.json`, table.save);
}

/**
 * @param {Table} table
 */
function saveMeta(table) {
  return {
    game: table.game,
    game_name: table.game_name,
    players: table.seats.map(({ name, bot }) => ({ name, bot })),
    moves_played: table.moves_played,
    is_over: table.is_over,
  };
}

/**
 * @param {Session} s
 */
function exportButton(s) {
  return h("button", { type: "button", class: "rt-button rt-primary", onclick: () => exportGame(s) },
    t("save.export_this"));
}

/**
 * What a player needs when the browser's storage is full: export now, or make room and save.
 * @param {Session} s
 * @param {SaveHooks} hooks
 */
async function fullStorageActions(s, hooks) {
  await noteFinished();
  const finished = finishedSaves(s.id, isOver);
  const room = finished.length
    ? h("button", { type: "button", class: "rt-button", onclick: () => makeRoom(s, hooks) },
      t("save.make_room", { count: finished.length }))
    : h("a", { class: "rt-button", href: "#" }, t("save.manage"));
  return [exportButton(s), room];
}

// Saves written before the index recorded is_over: whether each is finished, as the engine found (by id).
const overById = new Map();

/** Ask the engine (in its worker) about every stored save whose index entry does not say if it is over. */
async function noteFinished() {
  const unknown = listSaves().filter((save) => save.meta.is_over === undefined && !overById.has(save.id));
  await Promise.all(unknown.map(async (save) => {
    const check = await engine.inspectSave(save.text ?? "");
    overById.set(save.id, check.ok && check.summary.is_over === true);
  }));
}

/**
 * @param {import("./store.js").SaveEntry} save
 */
function isOver(save) {
  return overById.get(save.id) === true;
}

/**
 * @param {Session} s
 * @param {SaveHooks} hooks
 */
async function makeRoom(s, hooks) {
  await noteFinished();
  // Oldest finished games first, one at a time, until this game fits.
  let deleted = 0;
  let problem = null;
  for (const old of finishedSaves(s.id, isOver)) {
    deleteSave(old.id);
    deleted++;
    problem = writeSave(s.id, s.table.save, saveMeta(s.table), s.stored);
    if (!problem || problem.kind !== "full") break;
  }
  if (problem && problem.kind === "conflict") {
    hooks.stale(s);
    return;
  }
  if (problem) {
    hooks.alert(`${t(deleted === 1 ? "save.deleted_one_still_full" : "save.deleted_still_full", { count: deleted })} `
      + problem.message, problem.kind === "full" ? await fullStorageActions(s, hooks) : [exportButton(s)]);
    return;
  }
  s.stored = storedText(s.id);
  hooks.alert(t(deleted === 1 ? "save.deleted_one_saved" : "save.deleted_saved", { count: deleted }));
}
