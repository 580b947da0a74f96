// The stale-tab lock: another tab (or window) changed or deleted the game on screen here, so this tab's
// position is out of date and its next save would throw away what was played there.  Play stops here
// and the stored position is offered.

import { $, h } from "./dom.js";
import { t } from "./i18n.js";

/** @typedef {import("./saverecovery.js").Session} Session */

/**
 * Lock the game on screen: no more moves, its board inert, and a notice with the way on.
 * @param {Session} s  the game on screen (a game already locked stays as it is)
 * @param {"changed" | "deleted"} how
 * @param {HTMLElement} app  the page's screen (its .rt-table-root)
 * @param {() => void} onLatest  the notice's button: leave this copy for the stored position (or home)
 */
export function lockStale(s, how, app, onLatest) {
  if (s.locked) return;
  s.locked = true;
  s.play.close();
  s.play.view.setEnabled(false);
  const board = $(".rt-table-root", app);
  board.inert = true;
  board.classList.add("rt-stale-board");
  const deleted = how === "deleted";
  const latest = h("button", { type: "button", class: "rt-button rt-primary", onclick: onLatest },
    deleted ? t("play.stale_back") : t("play.stale_latest"));
  const notice = h("section", { class: "rt-stale", role: "alert", "aria-labelledby": "rt-stale-title" },
    h("h2", { id: "rt-stale-title" }, deleted ? t("play.stale_deleted_title") : t("play.stale_changed_title")),
    h("p", {}, deleted ? t("play.stale_deleted_text") : t("play.stale_changed_text")),
    h("div", { class: "rt-row" }, latest, deleted ? null : h("a", { class: "rt-button", href: "#" }, t("app.home"))));
  board.before(notice);
  latest.focus();
}

/**
 * Listen for other tabs' writes to storage: a change of the save on screen here (`current()`) that this
 * tab did not write makes it stale; any other change of the page's storage while no game is on screen
 * goes to `onOther` (the home page redraws its list).
 * @param {() => Session | null} current
 * @param {(s: Session, how: "changed" | "deleted") => void} onStale
 * @param {(key: string) => void} onOther
 */
export function watchOtherTabs(current, onStale, onOther) {
  addEventListener("storage", (e) => {
    if (e.storageArea !== window.localStorage || e.key === null) return;
    const s = current();
    if (s && e.key === `railtable.save.${s.id}` && e.newValue !== s.stored) {
      onStale(s, e.newValue === null ? "deleted" : "changed");
    } else if (!s && e.key.startsWith("railtable.")) {
      onOther(e.key);
    }
  });
}
