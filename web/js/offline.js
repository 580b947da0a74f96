// Offline play and updates: registers the service worker (web/sw.js) and tells the player when a new
// version is ready.  The new version is only switched to when the player says so ("Update now"): the
// page then reloads, and a game in progress resumes from its save.
//
// <html data-offline> says where this is: "ready" once this build's files are all cached (the
// app starts with no network from now on), "update" while a new version waits for the player.

import { h, fill } from "./dom.js";
import { t } from "./i18n.js";

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * @param {HTMLElement} bar  where to show "a new version is ready" (hidden otherwise)
 * @returns {Promise<ServiceWorkerRegistration|null>}
 */
export async function startOffline(bar) {
  if (!("serviceWorker" in navigator)) return null;
  let registration;
  try {
    registration = await navigator.serviceWorker.register("./sw.js");
    if (!registration) return null; // service workers switched off (some test browsers)
  } catch (err) {
    console.warn("Offline play is not available:", err);
    return null;
  }
  let accepted = false;
  /** @param {ServiceWorker | {postMessage: (message: object) => void} | null} worker */
  const offer = (worker) => {
    if (!worker || !registration.active) return; // the first install is no update
    document.documentElement.dataset.offline = "update";
    fill(bar,
      h("p", {}, t("app.update_ready")),
      h("button", {
        type: "button", class: "rt-button rt-primary",
        onclick: () => {
          accepted = true;
          worker.postMessage({ type: "skip-waiting" });
        },
      }, t("app.update_now")),
      h("button", { type: "button", class: "rt-button", onclick: () => { bar.hidden = true; } }, t("app.update_later")));
    bar.hidden = false;
  };
  const watch = (/** @type {ServiceWorker | null} */ worker) => worker?.addEventListener("statechange", () => {
    if (worker.state === "installed") offer(worker);
  });
  offer(registration.waiting);
  watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  let controlled = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // Another tab's "Update now" switches this one too; it keeps running the version it loaded
    // (Python and the rules are in memory) and reloads only when the player says so.
    if (accepted) location.reload();
    else if (controlled) offer({ postMessage: () => location.reload() });
    controlled = true;
  });
  navigator.serviceWorker.ready.then(() => {
    if (document.documentElement.dataset.offline !== "update") document.documentElement.dataset.offline = "ready";
  });
  const check = () => registration.update().catch(() => { /* offline: try again later */ });
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
  return registration;
}
