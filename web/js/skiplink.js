// "Skip to the moves": the first Tab stop of the play screen (WCAG 2.4.1), seen only while focused.

import { h } from "./dom.js";
import { t } from "./i18n.js";
import { focusInView, nextControl } from "./focus.js";

/** @param {HTMLElement} root  the table */
export function skipLink(root) {
  return h("a", {
    class: "rt-skip", href: "#",
    onclick: (/** @type {Event} */ e) => {
      e.preventDefault();
      focusInView(nextControl(root, ""));
    },
  }, t("play.skip_moves"));
}
