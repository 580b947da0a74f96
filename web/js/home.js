// The home screen: the games (with board previews rendered at build time), saved games to resume,
// export or delete, and import of a save file.

import { h, fill, download } from "./dom.js";
import { deleteSave, listSaves } from "./store.js";
import { t } from "./i18n.js";

/**
 * @param {HTMLElement} root
 * @param {object} ctx
 *   games      the game list (bridge.games()), or null while Python loads and nothing is cached
 *   engine     the engine, or null while Python loads (saves are then listed unchecked)
 *   onImport   (file: File) => void: a save file the player picked
 *   rerender   () => void
 */
export function renderHome(root, { games, engine, onImport, rerender }) {
  fill(root,
    h("section", { class: "rt-panel", "aria-labelledby": "games-title" },
      h("h2", { id: "games-title" }, "Games"),
      games ? h("ul", { class: "rt-games" }, games.map(gameCard))
        : h("p", { class: "rt-muted" }, "The list of games appears once the rules engine has loaded.")),
    h("section", { class: "rt-panel", "aria-labelledby": "saves-title" },
      h("h2", { id: "saves-title" }, "Saved games"),
      savedGames(engine, rerender),
      importer(onImport)));
}

function gameCard(game) {
  const players = game.min_players === game.max_players
    ? `${game.min_players} players` : `${game.min_players}–${game.max_players} players`;
  // A static file written at build time (pygame_rules.site.prerender): shows before Python is up.
  const preview = h("img", { class: "rt-preview", src: `previews/${encodeURIComponent(game.id)}.svg`,
    alt: `${game.name} board`, width: "1100", height: "750" });
  preview.addEventListener("error", () => preview.replaceWith(
    h("div", { class: "rt-preview rt-preview-missing", role: "img", "aria-label": `${game.name} (no preview)` }, game.name)));
  return h("li", { class: "rt-game", dataset: { game: game.id } },
    preview,
    h("div", { class: "rt-game-body" },
      h("h3", {}, game.name),
      h("p", {}, game.blurb),
      h("p", { class: "rt-muted" }, `${players} · bots: ${Object.keys(game.bots).join(", ")}`),
      h("div", { class: "rt-row" },
        h("a", { class: "rt-button rt-primary", href: `#new/${encodeURIComponent(game.id)}`,
          "aria-label": `New game of ${game.name}` }, "New game"),
        h("a", { class: "rt-button", href: `rules/${encodeURIComponent(game.id)}.html`,
          "aria-label": `Rules of ${game.name}` }, "Rules"))));
}

function savedGames(engine, rerender) {
  const saves = listSaves();
  if (!saves.length) return h("p", { class: "rt-muted" }, "No saved games yet. Games save themselves after every move.");
  return h("ul", { class: "rt-saves" }, saves.map((save) => savedGame(save, engine, rerender)));
}

function savedGame({ id, text, meta, pending }, engine, rerender) {
  // Check each save with the engine (it replays the moves): a save that cannot be opened is
  // listed with the reason, never dropped.
  const check = engine ? engine.inspectSave(text ?? "") : null;
  const summary = check && check.ok ? check.summary : null;
  const broken = check && !check.ok;
  const players = summary ? summary.players : meta.players || [];
  const title = (summary && summary.game_name) || meta.game_name || (broken ? "Unreadable save" : "Saved game");
  const names = players.map((p) => (p.bot ? `${p.name} (bot)` : p.name)).join(", ");
  const moves = summary ? summary.moves_played : meta.moves_played;
  const updated = meta.updated ? new Date(meta.updated) : null;
  const facts = [
    moves !== undefined ? `${moves} moves` : null,
    updated && !Number.isNaN(updated.getTime()) ? `saved ${updated.toLocaleString()}` : null,
  ].filter(Boolean).join(" · ");

  const item = h("li", { class: `rt-save${broken ? " rt-broken" : ""}`, dataset: { saveId: id } },
    h("div", { class: "rt-save-body" },
      h("h3", {}, title, names ? h("span", { class: "rt-save-names" }, ` — ${names}`) : null),
      facts ? h("p", { class: "rt-muted" }, facts) : null,
      summary ? h("p", { class: "rt-save-status" }, summary.is_over
        ? `Finished: ${summary.winners.join(" and ")} won.` : summary.status) : null,
      broken ? h("p", { class: "rt-save-error" }, `This save cannot be opened: ${check.error}`) : null,
      pending ? h("p", { class: "rt-save-error" },
        "Not saved in this browser (its storage was full): only this tab keeps it. Export it to keep it.") : null,
      !engine ? h("p", { class: "rt-muted" }, "Checking…") : null),
    h("div", { class: "rt-row rt-save-actions" },
      !broken ? h("a", { class: "rt-button rt-primary", href: `#play/${encodeURIComponent(id)}` },
        summary && summary.is_over ? "View" : "Resume") : null,
      !broken ? h("a", { class: "rt-button", href: `#replay/${encodeURIComponent(id)}` }, t("replay.button")) : null,
      h("button", { type: "button", class: "rt-button", onclick: () => download(`rail-table-${id}.json`, text ?? "") },
        "Export"),
      h("button", { type: "button", class: "rt-button rt-danger", onclick: () => confirmDelete(item, id, rerender) },
        "Delete")));
  return item;
}

function confirmDelete(item, id, rerender) {
  const actions = item.querySelector(".rt-save-actions");
  const keep = h("button", { type: "button", class: "rt-button", onclick: () => rerender() }, "Keep it");
  fill(actions,
    h("span", { class: "rt-confirm", role: "alert" }, "Delete this saved game for good?"),
    h("button", { type: "button", class: "rt-button rt-danger", onclick: () => { deleteSave(id); rerender(); } },
      "Yes, delete"),
    keep);
  keep.focus();
}

function importer(onImport) {
  const input = h("input", { type: "file", id: "import-file", accept: ".json,application/json", class: "rt-file" });
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    input.value = ""; // choosing the same file again should import again
    if (file) onImport(file);
  });
  return h("div", { class: "rt-import" },
    h("label", { for: "import-file", class: "rt-button" }, "Import a save file…"),
    input,
    h("span", { class: "rt-muted" }, " A .json file exported from Rail Table."));
}
