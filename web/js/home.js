// The home screen: the games (with board previews rendered at build time), saved games to resume,
// export or delete, and import of a save file.

import { $, h, fill, download } from "./dom.js";
import { deleteSave, listSaves } from "./store.js";
import { currentLanguage, levelName, rulesHref, t, tGame } from "./i18n.js";

/** @typedef {typeof import("./engine.js").engine} Engine */
/** @typedef {import("./store.js").SaveEntry} SaveEntry */
/** @typedef {Answer<{summary: SaveSummary}>} SaveCheck */

/**
 * @param {HTMLElement} root
 * @param {{games: GameEntry[] | null, engine: Engine | null, onImport: (file: File) => unknown,
 *   rerender: () => void}} ctx
 *   games      the game list (bridge.games()), or null while Python loads and nothing is cached
 *   engine     the engine, or null while Python loads (saves are then listed unchecked); each save is
 *              listed at once and redrawn when the engine (in its worker) has checked it
 *   onImport   a save file the player picked
 */
export function renderHome(root, { games, engine, onImport, rerender }) {
  fill(root,
    h("section", { class: "rt-panel", "aria-labelledby": "games-title" },
      h("h2", { id: "games-title" }, t("home.games")),
      games ? h("ul", { class: "rt-games" }, games.map((game, i) => gameCard(game, i === 0)))
        : h("p", { class: "rt-muted" }, t("home.games_later"))),
    h("section", { class: "rt-panel", "aria-labelledby": "saves-title" },
      h("h2", { id: "saves-title" }, t("home.saved_games")),
      savedGames(engine, rerender),
      importer(onImport)));
}

/**
 * first: the first card, whose preview is the page's largest picture (asked for before the others).
 * @param {GameEntry} game
 * @param {boolean} first
 */
function gameCard(game, first) {
  const name = tGame(game.id, "name", game.name);
  const players = game.min_players === game.max_players
    ? t("home.players_n", { n: game.min_players })
    : t("home.players_range", { low: game.min_players, high: game.max_players });
  // A static file written at build time (pygame_rules.site.prerender): shows before Python is up.
  const lang = currentLanguage();
  // The first asked for at once and at high priority, the others when near the screen (a phone shows one
  // card at first), each decoded without holding up the page (set before src: the fetch reads them).
  const preview = h("img", { class: "rt-preview", loading: first ? null : "lazy", decoding: "async",
    fetchpriority: first ? "high" : null, width: "1100", height: "750",
    src: `previews/${lang === "en" ? "" : `${lang}/`}${encodeURIComponent(game.id)}.svg`,
    alt: t("home.preview_alt", { game: name }) });
  preview.addEventListener("error", () => preview.replaceWith(
    h("div", { class: "rt-preview rt-preview-missing", role: "img", "aria-label": t("home.no_preview", { game: name }) },
      name)));
  const bots = Object.keys(game.bots).map((level) => levelName(level, game)).join(", ");
  return h("li", { class: "rt-game", dataset: { game: game.id } },
    preview,
    h("div", { class: "rt-game-body" },
      h("h3", {}, name),
      h("p", {}, tGame(game.id, "blurb", game.blurb)),
      h("p", { class: "rt-muted" }, t("home.facts", { players, bots })),
      h("div", { class: "rt-row" },
        h("a", { class: "rt-button rt-primary", href: `#new/${encodeURIComponent(game.id)}`,
          "aria-label": t("home.new_game_of", { game: name }) }, t("home.new_game")),
        h("a", { class: "rt-button", href: rulesHref(game.id),
          "aria-label": t("home.rules_of", { game: name }) }, t("app.rules")))));
}

/**
 * @param {Engine | null} engine
 * @param {() => void} rerender
 */
function savedGames(engine, rerender) {
  const saves = listSaves();
  if (!saves.length) return h("p", { class: "rt-muted" }, t("home.no_saves"));
  return h("ul", { class: "rt-saves" }, saves.map((save) => {
    const item = savedGame(save, null, rerender);
    // Check each save with the engine (it replays the moves): a save that cannot be opened is
    // listed with the reason, never dropped.
    if (engine) {
      engine.inspectSave(save.text ?? "").then((check) => {
        if (item.isConnected) item.replaceWith(savedGame(save, check, rerender));
      });
    }
    return item;
  }));
}

/**
 * One saved game; `check` is the engine's answer (bridge.inspect_save), null until it came.
 * @param {SaveEntry} save
 * @param {SaveCheck | null} check
 * @param {() => void} rerender
 */
function savedGame({ id, text, meta, pending }, check, rerender) {
  const summary = check && check.ok ? check.summary : null;
  const broken = check && !check.ok;
  const players = summary ? summary.players : meta.players || [];
  const gameId = (summary && summary.game) || meta.game;
  const englishTitle = (summary && summary.game_name) || meta.game_name;
  const title = englishTitle ? tGame(gameId ?? "", "name", englishTitle)
    : (broken ? t("home.unreadable") : t("home.saved_game"));
  const names = players.map((p) => (p.bot ? t("home.bot_name", { name: p.name }) : p.name)).join(", ");
  const moves = summary ? summary.moves_played : meta.moves_played;
  const updated = meta.updated ? new Date(meta.updated) : null;
  const facts = [
    moves !== undefined ? t(moves === 1 ? "home.moves_one" : "home.moves", { n: moves }) : null,
    updated && !Number.isNaN(updated.getTime())
      ? t("home.saved_at", { when: updated.toLocaleString(currentLanguage()) }) : null,
  ].filter(Boolean).join(" · ");

  const item = h("li", { class: `rt-save${broken ? " rt-broken" : ""}`, dataset: { saveId: id } },
    h("div", { class: "rt-save-body" },
      h("h3", {}, title, names ? h("span", { class: "rt-save-names" }, ` — ${names}`) : null),
      facts ? h("p", { class: "rt-muted" }, facts) : null,
      summary ? h("p", { class: "rt-save-status" }, summary.is_over
        ? t("home.finished", { names: summary.winners.join(t("app.and")) }) : summary.status) : null,
      broken ? h("p", { class: "rt-save-error" }, t("play.cannot_open", { reason: check.error })) : null,
      pending ? h("p", { class: "rt-save-error" }, t("home.pending")) : null,
      !check ? h("p", { class: "rt-muted" }, t("home.checking")) : null),
    h("div", { class: "rt-row rt-save-actions" },
      !broken ? h("a", { class: "rt-button rt-primary", href: `#play/${encodeURIComponent(id)}` },
        summary && summary.is_over ? t("home.view") : t("home.resume")) : null,
      !broken ? h("a", { class: "rt-button", href: `#replay/${encodeURIComponent(id)}` }, t("replay.button")) : null,
      h("button", { type: "button", class: "rt-button", onclick: () => download(`rail-table-${id}.json`, text ?? "") },
        t("app.export")),
      h("button", { type: "button", class: "rt-button rt-danger", onclick: () => confirmDelete(item, id, rerender) },
        t("home.delete"))));
  return item;
}

/**
 * @param {HTMLElement} item
 * @param {string} id
 * @param {() => void} rerender
 */
function confirmDelete(item, id, rerender) {
  const actions = $(".rt-save-actions", item);
  const keep = h("button", { type: "button", class: "rt-button", onclick: () => rerender() }, t("home.keep"));
  fill(actions,
    h("span", { class: "rt-confirm", role: "alert" }, t("home.confirm_delete")),
    h("button", { type: "button", class: "rt-button rt-danger", onclick: () => { deleteSave(id); rerender(); } },
      t("home.yes_delete")),
    keep);
  keep.focus();
}

/** @param {(file: File) => unknown} onImport */
function importer(onImport) {
  const input = h("input", { type: "file", id: "import-file", accept: ".json,application/json", class: "rt-file" });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = ""; // choosing the same file again should import again
    if (file) onImport(file);
  });
  return h("div", { class: "rt-import" },
    h("label", { for: "import-file", class: "rt-button" }, t("home.import")),
    input,
    h("span", { class: "rt-muted" }, ` ${t("home.import_help")}`));
}
