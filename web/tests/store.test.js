// store.js: saved games in localStorage.  Nothing found in storage may stop the page or be deleted
// behind the player's back; a full storage keeps the game for the tab; another tab's write is a conflict.
import { beforeEach, describe, test } from "node:test";
import assert from "node:assert/strict";
import { FakeStorage, installStorage } from "./fake-storage.js";
import {
  cleanMeta, compact, deleteSave, finishedSaves, getPref, isQuotaError, listSaves, newId, parseJson, readSave,
  setPref, storedText, validSetup, writeSave,
} from "../js/store.js";

const SAVE = JSON.stringify({ game: "silverton", seed: 7, moves: ["a", "b"], rules_version: 2 }, null, 2);
const META = { game: "silverton", game_name: "Silverton", players: [{ name: "Ann", bot: null }, { name: "Bot", bot: "strong" }],
  moves_played: 2, is_over: false };

/** @type {{local: FakeStorage, session: FakeStorage}} */
let store;
beforeEach(() => { store = installStorage(); });

describe("writeSave and reading back", () => {
  test("stores the save compact, indexes its cleaned meta, and reads it back", () => {
    assert.equal(writeSave("g1", SAVE, { ...META, extra: "dropped" }), null);
    assert.equal(readSave("g1"), JSON.stringify(JSON.parse(SAVE)));
    assert.equal(storedText("g1"), readSave("g1"));
    const [entry, ...rest] = listSaves();
    assert.deepEqual(rest, []);
    assert.equal(entry.id, "g1");
    assert.equal(entry.pending, false);
    assert.equal(entry.meta.game_name, "Silverton");
    assert.deepEqual(entry.meta.players, [{ name: "Ann", bot: null }, { name: "Bot", bot: "strong" }]);
    assert.equal("extra" in entry.meta, false);
    assert.ok(!Number.isNaN(new Date(/** @type {string} */ (entry.meta.updated)).getTime()));
  });

  test("lists the newest first", async () => {
    writeSave("old", SAVE, META);
    await new Promise((resolve) => { setTimeout(resolve, 5); });
    writeSave("new", SAVE, META);
    assert.deepEqual(listSaves().map((s) => s.id), ["new", "old"]);
  });

  test("a text that is not JSON is stored as it is", () => {
    assert.equal(compact("not json {"), "not json {");
    assert.equal(writeSave("g", "not json {", META), null);
    assert.equal(readSave("g"), "not json {");
  });
});

describe("what storage holds is reported, never deleted", () => {
  test("a damaged index: the saves are still listed (without meta) and kept", () => {
    store.local.setItem("railtable.save.a", "{\"game\":\"ticket_to_ride\"}");
    store.local.setItem("railtable.index", "{not json");
    const saves = listSaves();
    assert.deepEqual(saves.map((s) => [s.id, s.text, s.meta]), [["a", "{\"game\":\"ticket_to_ride\"}", {}]]);
    assert.equal(store.local.getItem("railtable.save.a"), "{\"game\":\"ticket_to_ride\"}");
  });

  test("corrupted, foreign and future-version saves are listed with their text and stay in storage", () => {
    const texts = {
      broken: "{\"game\": \"last_spike\", \"moves\": [",
      foreign: "<html>another page's experiment</html>",
      future: JSON.stringify({ game: "silverton", rules_version: 99, moves: [] }),
    };
    for (const [id, text] of Object.entries(texts)) store.local.setItem(`railtable.save.${id}`, text);
    const before = new Map(store.local.map);
    const listed = Object.fromEntries(listSaves().map((s) => [s.id, s.text]));
    assert.deepEqual(listed, texts);
    for (const id of Object.keys(texts)) assert.equal(readSave(id), texts[id]);
    finishedSaves("none", () => true); // only lists what could go: deletes nothing
    assert.deepEqual(store.local.map, before);
  });

  test("index entries of the wrong shape keep only their well-typed fields", () => {
    assert.deepEqual(cleanMeta(null), {});
    assert.deepEqual(cleanMeta([1, 2]), {});
    assert.deepEqual(cleanMeta({ game: 5, game_name: "x".repeat(201), moves_played: -1, is_over: "yes",
      updated: "not a date", players: [{ name: "Ann", bot: 3 }, "Bob", { name: 7 }] }),
    { players: [{ name: "Ann", bot: null }] });
    assert.deepEqual(cleanMeta({ moves_played: 3, is_over: true, updated: "2026-01-02T03:04:05.000Z" }),
      { moves_played: 3, is_over: true, updated: "2026-01-02T03:04:05.000Z" });
  });

  test("a storage the page may not use lists nothing and refuses to save, without throwing", () => {
    globalThis.window = /** @type {any} */ ({
      get localStorage() { throw new DOMException("denied", "SecurityError"); },
      get sessionStorage() { throw new DOMException("denied", "SecurityError"); },
    });
    assert.deepEqual(listSaves(), []);
    assert.equal(readSave("x"), null);
    assert.deepEqual(writeSave("x", SAVE, META), { kind: "error", message: "save.no_storage" });
    deleteSave("x");
    assert.equal(getPref("p", "fallback", (v) => v), "fallback");
  });

  test("a storage whose every call throws lists nothing", () => {
    store.local.setItem("railtable.save.a", SAVE);
    store.local.failure = new Error("disk on fire");
    assert.deepEqual(listSaves(), []);
    assert.equal(readSave("a"), null);
  });
});

describe("a full storage", () => {
  test("keeps the game in this tab (pending) and says so; a later write that fits ends that", () => {
    store = installStorage({ local: new FakeStorage({ quota: 50 }) });
    const problem = writeSave("big", SAVE, META);
    assert.deepEqual(problem, { kind: "full", message: "save.full_kept" });
    assert.equal(store.local.getItem("railtable.save.big"), null);
    assert.equal(readSave("big"), compact(SAVE));
    const [entry] = listSaves();
    assert.equal(entry.id, "big");
    assert.equal(entry.pending, true);
    assert.equal(entry.meta.game_name, "Silverton");
    assert.deepEqual(finishedSaves("other", () => true), []); // pending games are never offered for deletion

    store.local.quota = Infinity;
    assert.equal(writeSave("big", SAVE, META), null);
    assert.equal(store.session.getItem("railtable.unsaved.big"), null);
    assert.equal(listSaves()[0].pending, false);
  });

  test("says the game is lost for this tab when even sessionStorage refuses", () => {
    installStorage({ local: new FakeStorage({ quota: 10 }), session: new FakeStorage({ quota: 10 }) });
    assert.deepEqual(writeSave("big", SAVE, META), { kind: "full", message: "save.full_lost" });
    assert.deepEqual(listSaves(), []);
  });

  test("another refusal is an error with its reason", () => {
    store.local.failure = new Error("disk on fire");
    const problem = writeSave("g", SAVE, META);
    assert.equal(problem?.kind, "error");
  });

  test("recognises the browsers' quota errors and nothing else", () => {
    assert.equal(isQuotaError(new DOMException("full", "QuotaExceededError")), true);
    assert.equal(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" }), true);
    assert.equal(isQuotaError({ code: 22 }), true);
    assert.equal(isQuotaError({ code: 1014 }), true);
    assert.equal(isQuotaError(new Error("other")), false);
    assert.equal(isQuotaError("QuotaExceededError"), false);
    assert.equal(isQuotaError(null), false);
  });
});

describe("the two-tab guard (writeSave's expected text)", () => {
  test("writes when storage still holds what this tab last read or wrote", () => {
    writeSave("g", SAVE, META);
    const mine = storedText("g");
    const next = JSON.stringify({ ...JSON.parse(SAVE), moves: ["a", "b", "c"] });
    assert.equal(writeSave("g", next, META, mine), null);
    assert.equal(storedText("g"), next);
  });

  test("refuses (a conflict, nothing written) when another tab moved the game on", () => {
    writeSave("g", SAVE, META);
    const mine = storedText("g");
    const theirs = JSON.stringify({ ...JSON.parse(SAVE), moves: ["x"] });
    store.local.setItem("railtable.save.g", theirs); // the other tab's move
    const indexBefore = store.local.getItem("railtable.index");
    assert.deepEqual(writeSave("g", SAVE, META, mine), { kind: "conflict", message: "save.conflict" });
    assert.equal(storedText("g"), theirs);
    assert.equal(store.local.getItem("railtable.index"), indexBefore);
  });

  test("refuses when another tab deleted the game, and when one created it meanwhile", () => {
    writeSave("g", SAVE, META);
    const mine = storedText("g");
    deleteSave("g");
    assert.equal(writeSave("g", SAVE, META, mine)?.kind, "conflict");
    assert.equal(storedText("g"), null);
    store.local.setItem("railtable.save.h", SAVE);
    assert.equal(writeSave("h", SAVE, META, null)?.kind, "conflict"); // this tab saw no save of h
  });

  test("does not check without an expected text", () => {
    store.local.setItem("railtable.save.g", "anything");
    assert.equal(writeSave("g", SAVE, META), null);
  });
});

describe("deleting and making room", () => {
  test("deleteSave removes the save, its pending copy and its index entry, and nothing else", () => {
    writeSave("a", SAVE, META);
    writeSave("b", SAVE, META);
    store.session.setItem("railtable.unsaved.a", JSON.stringify({ text: SAVE, meta: {} }));
    deleteSave("a");
    assert.equal(readSave("a"), null);
    assert.deepEqual(listSaves().map((s) => s.id), ["b"]);
    assert.deepEqual(Object.keys(JSON.parse(/** @type {string} */ (store.local.getItem("railtable.index")))), ["b"]);
  });

  test("finishedSaves: the finished games but `except`, oldest first; isOver decides where the index cannot", () => {
    store.local.setItem("railtable.save.unknown", SAVE); // in no index entry
    writeSave("over1", SAVE, { ...META, is_over: true });
    writeSave("running", SAVE, META);
    writeSave("over2", SAVE, { ...META, is_over: true });
    const index = JSON.parse(/** @type {string} */ (store.local.getItem("railtable.index")));
    index.over1.updated = "2026-01-01T00:00:00.000Z";
    index.over2.updated = "2026-01-02T00:00:00.000Z";
    store.local.setItem("railtable.index", JSON.stringify(index));
    assert.deepEqual(finishedSaves("x").map((s) => s.id), ["over1", "over2"]);
    assert.deepEqual(finishedSaves("over1").map((s) => s.id), ["over2"]);
    assert.deepEqual(finishedSaves("x", (s) => s.id === "unknown").map((s) => s.id), ["unknown", "over1", "over2"]);
  });
});

describe("preferences and small helpers", () => {
  test("a remembered setup is repaired or ignored", () => {
    setPref("setup.silverton", { players: [{ name: "Ann", bot: "" }, { name: "B", bot: "strong" }], options: { mode: "x", n: 3 } });
    assert.deepEqual(getPref("setup.silverton", null, validSetup),
      { players: [{ name: "Ann", bot: "" }, { name: "B", bot: "strong" }], options: { mode: "x" } });
    setPref("setup.silverton", { players: [{ name: "Ann" }, { name: 5 }] }); // a seat unreadable: all ignored
    assert.equal(getPref("setup.silverton", null, validSetup), null);
    store.local.setItem("railtable.pref.setup.silverton", "{broken");
    assert.equal(getPref("setup.silverton", null, validSetup), null);
    assert.equal(getPref("other", "fallback", () => { throw new Error("bad"); }), "fallback");
  });

  test("parseJson never throws; newId gives distinct ids", () => {
    assert.equal(parseJson("{"), undefined);
    assert.equal(parseJson(null), undefined);
    assert.deepEqual(parseJson("[1]"), [1]);
    const ids = new Set(Array.from({ length: 50 }, newId));
    assert.equal(ids.size, 50);
  });
});
