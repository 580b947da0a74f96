// The board's zoom: on a phone the whole board is too small to tap, so it can be zoomed inside its own
// scroll box; the board's box fits the drawing's proportions; a zoomed board shows the action.  The
// player's choice (zoomed or fitted) is remembered per game.

import { $ } from "./dom.js";
import { t } from "./i18n.js";

const ZOOM_KEY = "railtable.zoom."; // + game id: "1" zoomed, "0" fitted (the player's last choice)

export class BoardZoom {
  /**
   * @param {HTMLElement} root  the table (its .rt-board-wrap, .rt-board and .rt-zoom)
   */
  constructor(root) {
    this.root = root;
    /** @type {string | undefined} the game on screen (its zoom is remembered per game) */
    this.game = undefined;
    this.shownAction = false; // a zoomed board scrolled to the action once for this game
    // A phone opens on the whole board, fitted (issue 32: zoomed on a city, every draw needed a pan); Zoom
    // is one tap away, and the player's choice is remembered per game (asRemembered).  An embed never
    // restores a remembered zoom: a lesson's board opens whole, its highlighted pieces in view (issue 35).
    this.embedded = document.documentElement.classList.contains("rt-embed");
  }

  /**
   * Zoom the board (by the factor the drawing asks for in its --zoom style, else 3: style.css) or fit it.
   * @param {HTMLElement} button  the Zoom button
   * @param {boolean} [on]
   * @param {boolean} [remember]
   */
  toggle(button, on = !$(".rt-board-wrap", this.root).classList.contains("rt-zoomed"), remember = true) {
    $(".rt-board-wrap", this.root).classList.toggle("rt-zoomed", on);
    button.setAttribute("aria-pressed", String(on));
    button.textContent = on ? t("play.fit") : t("play.zoom");
    if (on) this.showAction();
    if (remember && this.game) {
      try { localStorage.setItem(ZOOM_KEY + this.game, on ? "1" : "0"); } catch { /* storage full or off */ }
    }
  }

  /**
   * A zoomed board scrolls (in its own box, never the page) to the first piece the player may play, once
   * per game on screen and whenever it is zoomed: on a phone the action is rarely in the top left corner.
   */
  showAction() {
    const wrap = $(".rt-board-wrap", this.root);
    const piece = $(".rt-board [data-move]", this.root);
    if (!wrap.classList.contains("rt-zoomed") || !piece) return;
    this.shownAction = true;
    // A drawing may name where a zoomed board opens instead (data-zoom-focus="x y", in its own units):
    // Railroad Dice opens on its two large tiles, where the action always is.
    const svg = /** @type {SVGSVGElement | null} */ (this.root.querySelector(".rt-board svg"));
    const focus = svg?.dataset.zoomFocus?.split(" ").map(Number);
    if (svg && focus?.length === 2 && focus.every(Number.isFinite) && svg.viewBox.baseVal?.width) {
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      wrap.scrollLeft = focus[0] * scale;
      wrap.scrollTop = focus[1] * scale;
      return;
    }
    const r = piece.getBoundingClientRect(), w = wrap.getBoundingClientRect();
    wrap.scrollLeft += r.left + r.width / 2 - (w.left + w.width / 2);
    wrap.scrollTop += r.top + r.height / 2 - (w.top + w.height / 2);
  }

  /**
   * The board fills the room it has (style.css): its box is as wide as the column allows and as tall as
   * the screen below the bar above it, whichever is less, so the whole board is in the first screen.  That
   * needs the drawing's proportions (its viewBox; data-fit-height: the height that must be in view, the
   * map above a drawing's panels), read from the drawing itself: no layout is read.
   */
  fit() {
    const svg = /** @type {SVGSVGElement | null} */ (this.root.querySelector(".rt-board svg"));
    const box = svg?.viewBox?.baseVal;
    if (!svg || !box || !box.width || !box.height) return;
    const fit = Number(svg.dataset.fitHeight) || box.height;
    const wrap = $(".rt-board-wrap", this.root);
    const aspect = (box.width / Math.min(fit, box.height)).toFixed(4);
    if (wrap.style.getPropertyValue("--rt-aspect") !== aspect) wrap.style.setProperty("--rt-aspect", aspect);
  }

  /**
   * The first drawing of a game: zoom as the player last chose for this game (if they ever did).
   * @param {string} game
   */
  asRemembered(game) {
    if (!game || game === this.game) return;
    this.game = game;
    if (this.embedded) return; // a lesson's board opens whole, whatever the reader chose on the site
    let stored = null;
    try { stored = localStorage.getItem(ZOOM_KEY + game); } catch { /* storage off */ }
    if (stored === "1" || stored === "0") this.toggle($(".rt-zoom", this.root), stored === "1", false);
  }
}
