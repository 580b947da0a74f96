// The page's address: which screen the URL's hash names (#, #new/<game>, #play/<save id>,
// #replay/<save id>).  Read here only, so every part of the page reads it the same way.

/** @typedef {"home" | "new" | "play" | "replay" | "unknown"} Screen
 * home: the hash names nothing ("", "#", "#/"); unknown: a name the page has no screen for (the home
 * page is shown for it, but it is not the home page's own address) */

/** @typedef {{screen: Screen, arg: string}} Route  arg: the rest of the hash after the screen's name, decoded */

const SCREENS = new Set(["new", "play", "replay"]);

/**
 * The route a hash names.
 * @param {string} hash  location.hash ("" or "#...")
 * @returns {Route}
 */
export function parseRoute(hash) {
  const path = hash.replace(/^#\/?/, "");
  const [name, ...rest] = path.split("/");
  let arg = rest.join("/");
  try {
    arg = decodeURIComponent(arg);
  } catch {
    // A mangled link: use it as typed; the screen says it finds nothing.
  }
  if (!path) return { screen: "home", arg: "" };
  return { screen: SCREENS.has(name) ? /** @type {Screen} */ (name) : "unknown", arg };
}
