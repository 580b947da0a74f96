// Play over the internet (issue 36), by choice only: a STUN server tells each device its address on the
// internet, so that devices on different networks can find each other.  Off by default: the page then
// contacts no one but the other devices on its network.  The host turns it on and names the server; the
// invite link carries the server's name (in its fragment, never sent to any server) so that the guest's
// device asks the same one, and both pages say which server they will contact.

import { CodeError } from "./codec.js";

const KEEP = "railtable.stun"; // the server the host chose, "" or missing: none
/** What the host's box offers until the player names another (a widely used public server). */
export const SUGGESTED = "stun.l.google.com:19302";
/** Between the offer's code and the server's name in an invite's fragment (outside the code's alphabet). */
const SEP = "~";

/**
 * A server's name as the player may type it ("stun:host:port", "host:port" or "host"), as "host:port".
 * Throws CodeError("devices.stun_bad") for anything else (a URL with a path, spaces, a TURN server).
 * @param {string} text
 * @returns {string}
 */
export function parseServer(text) {
  const bare = text.trim().replace(/^stun:/i, "");
  const found = /^([a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:]+\])(?::(\d{1,5}))?$/i.exec(bare);
  const port = found ? Number(found[2] ?? 3478) : 0;
  if (!found || port < 1 || port > 65535) throw new CodeError("devices.stun_bad");
  return `${found[1].toLowerCase()}:${port}`;
}

/**
 * The peer connection's configuration: no ICE server at all, or the one STUN server.
 * @param {string | null} server  "host:port"
 * @returns {RTCConfiguration}
 */
export function iceConfig(server) {
  return { iceServers: server ? [{ urls: `stun:${server}` }] : [] };
}

/** The server the host chose on this device, or null (also when storage is blocked or holds nonsense). */
export function chosenServer() {
  try {
    const kept = localStorage.getItem(KEEP);
    return kept ? parseServer(kept) : null;
  } catch {
    return null;
  }
}

/** Keep the host's choice (null: none). @param {string | null} server */
export function chooseServer(server) {
  try {
    if (server) localStorage.setItem(KEEP, server);
    else localStorage.removeItem(KEEP);
  } catch {
    // storage blocked: the choice holds for this page
  }
}

/**
 * An invite's fragment: the offer's code, and the server when there is one.
 * @param {string} code
 * @param {string | null} server
 */
export function inviteFragment(code, server) {
  return server ? `${code}${SEP}${server}` : code;
}

/**
 * An invite's fragment read back: the code, and the server (null: none).  Throws CodeError for a server
 * name that is not one.
 * @param {string} fragment  without its "#"
 * @returns {{code: string, server: string | null}}
 */
export function readInvite(fragment) {
  const at = fragment.indexOf(SEP);
  if (at < 0) return { code: fragment, server: null };
  return { code: fragment.slice(0, at), server: parseServer(decodeURIComponent(fragment.slice(at + 1))) };
}
