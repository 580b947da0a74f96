// The connection codes of "Play on several devices": a WebRTC data channel's offer or answer (SDP text of
// 600-1,900 bytes) reduced to what the other browser needs to connect (ICE user fragment and password, the
// DTLS fingerprint and role, the candidates) as a short base64url text, small enough for a QR code of
// version 10 or below, and rebuilt as a valid SDP from a data-channel template on the other side.
// Everything else in a browser's SDP (session id, extmap, ice-options ...) is the same for every data
// channel, or free for the receiver.  No DOM here: node --test runs it (web/tests/codec.test.js).

// Version 2: both sides make the data channel themselves (peer.js), where version 1's host announced it.
const VERSION = 2;
const KINDS = /** @type {const} */ (["offer", "answer"]);
const SETUPS = ["actpass", "active", "passive"];
const HASHES = /** @type {Record<string, number>} */ ({ "sha-256": 32, "sha-384": 48, "sha-512": 64, "sha-1": 20 });
const HASH_IDS = Object.keys(HASHES);
const TYPES = ["host", "srflx", "prflx", "relay"];
// ICE type preferences (RFC 8445 5.1.2.2) to rebuild a candidate's priority, which the code leaves out.
const TYPE_PREF = [126, 100, 110, 0];
/** How many candidates a code keeps: each costs 7 (an IPv4 address) or 19 bytes (an mDNS name). */
export const MAX_CANDIDATES = 4;
// The ICE characters (RFC 8839: ALPHA / DIGIT / "+" / "/"), six bits each.
const ICE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const UUID_LOCAL = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/**
 * @typedef {{address: string, port: number, type: string}} Candidate
 * @typedef {{kind: "offer" | "answer", tag: number, ufrag: string, pwd: string, hash: string,
 *   fingerprint: Uint8Array, setup: string, mid: string, candidates: Candidate[]}} Connection
 */

/** A code that cannot be read: `key` names the message the page shows (codes.* in the catalogue). */
export class CodeError extends Error {
  /** @param {string} key */
  constructor(key) {
    super(key);
    this.key = key;
  }
}

/**
 * What of an SDP the connection needs.  UDP candidates with an IPv4 address or an mDNS name only (TCP
 * and IPv6 ones are dropped: a data channel between two devices on one network needs neither), each
 * address and port once, at most MAX_CANDIDATES.
 * @param {string} sdp
 * @param {"offer" | "answer"} kind
 * @param {number} [tag] a number 0-255 the answer repeats: which invite it answers
 * @returns {Connection}
 */
export function parseSdp(sdp, kind, tag = 0) {
  /** @type {Record<string, string>} */
  const attrs = {};
  /** @type {Candidate[]} */
  const candidates = [];
  const seen = new Set();
  for (const line of sdp.split(/\r?\n/)) {
    const match = /^a=([^:]+):(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, value] = match;
    if (key !== "candidate") {
      attrs[key] ??= value;
      continue;
    }
    const parts = value.split(" ");
    const [, component, protocol, , address, port, , type] = parts;
    if (component !== "1" || protocol.toLowerCase() !== "udp" || !TYPES.includes(type)) continue;
    if (!IPV4.test(address) && !UUID_LOCAL.test(address)) continue;
    const key2 = `${address} ${port}`;
    if (seen.has(key2) || candidates.length >= MAX_CANDIDATES) continue;
    seen.add(key2);
    candidates.push({ address: address.toLowerCase(), port: Number(port), type });
  }
  const [hash, hex] = (attrs.fingerprint ?? "").split(" ");
  if (!attrs["ice-ufrag"] || !attrs["ice-pwd"] || !hex || !(hash in HASHES)) throw new CodeError("codes.bad_sdp");
  return {
    kind, tag, ufrag: attrs["ice-ufrag"], pwd: attrs["ice-pwd"], hash,
    fingerprint: Uint8Array.from(hex.split(":"), (h) => parseInt(h, 16)),
    setup: attrs.setup ?? (kind === "offer" ? "actpass" : "active"), mid: attrs.mid ?? "0", candidates,
  };
}

/**
 * The SDP a browser accepts for `conn`: a data channel's, as Chromium writes it, with the connection's facts.
 * @param {Connection} conn
 * @returns {string}
 */
export function buildSdp(conn) {
  const fingerprint = Array.from(conn.fingerprint, (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":");
  const lines = [
    "v=0", `o=- ${1000 + conn.tag} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0", `a=group:BUNDLE ${conn.mid}`,
    "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    ...conn.candidates.map((c, i) => {
      const type = TYPES.indexOf(c.type);
      const priority = TYPE_PREF[type] * 2 ** 24 + (65535 - i) * 2 ** 8 + 255;
      const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
      return `a=candidate:${i + 1} 1 udp ${priority} ${c.address} ${c.port} typ ${c.type}${related}`;
    }),
    `a=ice-ufrag:${conn.ufrag}`, `a=ice-pwd:${conn.pwd}`, `a=fingerprint:${conn.hash} ${fingerprint}`,
    `a=setup:${conn.setup}`, `a=mid:${conn.mid}`, "a=sctp-port:5000", "a=max-message-size:262144",
  ];
  return lines.join("\r\n") + "\r\n";
}

/**
 * The connection as a short code: bytes, then base64url.  Layout (version 1): [version << 4 | kind << 2 |
 * setup] [tag] [ufrag] [pwd] [hash id, fingerprint] [mid] [count, candidates ...] [check]; an ICE string is
 * its length and its characters six bits each; a candidate [address form << 2 | type] [4 bytes of IPv4 or
 * the 16 of an mDNS name's UUID] [port, 2 bytes]; check: the bytes' sum, so a cut or mistyped code is
 * refused rather than tried.
 * @param {Connection} conn
 * @returns {string}
 */
export function encodeConnection(conn) {
  /** @type {number[]} */
  const out = [VERSION << 4 | KINDS.indexOf(conn.kind) << 2 | Math.max(0, SETUPS.indexOf(conn.setup)), conn.tag & 255];
  packIce(out, conn.ufrag);
  packIce(out, conn.pwd);
  out.push(HASH_IDS.indexOf(conn.hash), ...conn.fingerprint);
  const mid = [...conn.mid].map((c) => c.charCodeAt(0) & 127);
  out.push(mid.length, ...mid);
  out.push(conn.candidates.length);
  for (const c of conn.candidates) {
    const type = TYPES.indexOf(c.type);
    const v4 = IPV4.exec(c.address);
    if (v4) out.push(0 << 2 | type, ...v4.slice(1).map(Number));
    else {
      const hex = /** @type {RegExpExecArray} */ (UUID_LOCAL.exec(c.address)).slice(1).join("");
      out.push(1 << 2 | type, ...Array.from({ length: 16 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16)));
    }
    out.push(c.port >> 8, c.port & 255);
  }
  out.push(out.reduce((a, b) => a + b, 0) & 255);
  return toBase64Url(Uint8Array.from(out));
}

/**
 * Read a code back (spaces and line breaks a messenger may add are ignored).  Throws CodeError.
 * @param {string} code
 * @returns {Connection}
 */
export function decodeConnection(code) {
  const clean = code.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9_-]{20,600}$/.test(clean)) throw new CodeError("codes.not_a_code");
  const bytes = fromBase64Url(clean);
  const body = bytes.subarray(0, bytes.length - 1);
  if (body.reduce((a, b) => a + b, 0) % 256 !== bytes[bytes.length - 1]) throw new CodeError("codes.damaged");
  let at = 0;
  const take = (/** @type {number} */ n) => {
    if (at + n > body.length) throw new CodeError("codes.damaged");
    at += n;
    return body.subarray(at - n, at);
  };
  const [head, tag] = take(2);
  if (head >> 4 !== VERSION) throw new CodeError("codes.other_version");
  const kind = KINDS[head >> 2 & 3];
  const setup = SETUPS[head & 3];
  if (!kind || !setup) throw new CodeError("codes.damaged");
  const ufrag = unpackIce(take);
  const pwd = unpackIce(take);
  const hash = HASH_IDS[take(1)[0]];
  if (!hash) throw new CodeError("codes.damaged");
  const fingerprint = Uint8Array.from(take(HASHES[hash]));
  const mid = String.fromCharCode(...take(take(1)[0]));
  /** @type {Candidate[]} */
  const candidates = [];
  for (let n = take(1)[0]; n > 0; n--) {
    const [form] = take(1);
    const type = TYPES[form & 3];
    let address;
    if (form >> 2 === 0) address = Array.from(take(4)).join(".");
    else if (form >> 2 === 1) {
      const hex = Array.from(take(16), (b) => b.toString(16).padStart(2, "0")).join("");
      address = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.local`;
    } else throw new CodeError("codes.damaged");
    const [hi, lo] = take(2);
    candidates.push({ address, port: hi << 8 | lo, type });
  }
  if (at !== body.length) throw new CodeError("codes.damaged");
  return { kind, tag, ufrag, pwd, hash, fingerprint, setup, mid, candidates };
}

/**
 * @param {number[]} out
 * @param {string} text
 */
function packIce(out, text) {
  if (text.length > 255 || [...text].some((c) => !ICE.includes(c))) throw new CodeError("codes.bad_sdp");
  out.push(text.length);
  let bits = 0;
  let held = 0;
  for (const c of text) {
    held = held << 6 | ICE.indexOf(c);
    bits += 6;
    while (bits >= 8) {
      bits -= 8;
      out.push(held >> bits & 255);
    }
  }
  if (bits) out.push(held << (8 - bits) & 255);
}

/**
 * @param {(n: number) => Uint8Array} take
 * @returns {string}
 */
function unpackIce(take) {
  const [length] = take(1);
  const bytes = take(Math.ceil(length * 6 / 8));
  let text = "";
  let bits = 0;
  let held = 0;
  for (const b of bytes) {
    held = (held << 8 | b) & 0xffff;
    bits += 8;
    while (bits >= 6 && text.length < length) {
      bits -= 6;
      text += ICE[held >> bits & 63];
    }
  }
  return text;
}

/** @param {Uint8Array} bytes */
export function toBase64Url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** @param {string} text */
export function fromBase64Url(text) {
  try {
    return Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    throw new CodeError("codes.not_a_code");
  }
}

/** An SDP's code at once (parseSdp then encodeConnection). */
export const sdpToCode = (/** @type {string} */ sdp, /** @type {"offer" | "answer"} */ kind, tag = 0) =>
  encodeConnection(parseSdp(sdp, kind, tag));

/** A code's SDP and what it was ({kind, tag, sdp}); throws CodeError. */
export function codeToSdp(/** @type {string} */ code) {
  const conn = decodeConnection(code);
  return { kind: conn.kind, tag: conn.tag, sdp: buildSdp(conn) };
}

/**
 * The smallest QR code version (1-40) whose byte mode holds `bytes` at error correction level "L" or "M"
 * (ISO/IEC 18004 table 7), for the sizes the benchmark and the tests report; 0 if none does.
 * @param {number} bytes
 * @param {"L" | "M"} level
 */
export function qrVersionFor(bytes, level = "M") {
  const capacity = level === "L"
    ? [17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321, 367, 425, 458, 520]
    : [14, 26, 42, 62, 84, 106, 122, 152, 180, 213, 251, 287, 331, 362, 412];
  const i = capacity.findIndex((c) => c >= bytes);
  return i + 1;
}
