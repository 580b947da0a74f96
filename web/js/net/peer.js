// The browser's own peer connection (RTCPeerConnection, RTCDataChannel) for "Play on several devices":
// no signalling server, no library.  One code each way (codec.js): the host's offer in the invite link,
// the guest's answer pasted back; each side gathers its candidates before it shows its code.  No ICE
// server by default: devices on one network connect with their host candidates (mDNS names), and the page
// contacts nobody else; a STUN server only where the host chose one (stun.js).

import { codeToSdp, CodeError, sdpToCode } from "./codec.js";
import { Joiner, toFrames } from "./frames.js";
import { iceConfig } from "./stun.js";

/** How long a side waits for its candidates before it shows its code with those it has. */
const GATHER_MS = 4000;
// The one data channel, made by both sides with the same number (negotiated): it opens on each side as
// soon as the connection is up, with no announcement from the host for the guest to wait for (a guest
// page that waited for the host's "datachannel" announcement was once left with no channel while both
// connections said connected).  Codes of version 1 announced it; the codec's version 2 says this.
const CHANNEL = /** @type {const} */ ({ negotiated: true, id: 0, ordered: true });

/**
 * @param {RTCPeerConnection} pc
 * @returns {Promise<void>}
 */
function gathered(pc) {
  return new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, GATHER_MS);
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * The host's side of one invite: a connection with its data channel, and the offer's code.
 * @param {number} tag  which invite (the seat): the answer repeats it
 * @param {string | null} server  a STUN server ("host:port") the host chose, or none
 * @returns {Promise<{pc: RTCPeerConnection, channel: RTCDataChannel, code: string}>}
 */
export async function makeOffer(tag, server = null) {
  const pc = new RTCPeerConnection(iceConfig(server));
  const channel = pc.createDataChannel("rail-table", CHANNEL);
  await pc.setLocalDescription(await pc.createOffer());
  await gathered(pc);
  return { pc, channel, code: sdpToCode(/** @type {RTCSessionDescription} */ (pc.localDescription).sdp, "offer", tag) };
}

/**
 * The guest's answer to an offer's code, and its channel (open once the connection is).  Throws CodeError.
 * @param {string} offerCode
 * @param {string | null} server  the STUN server the invite names ("host:port"), or none
 * @returns {Promise<{pc: RTCPeerConnection, code: string, tag: number, channel: RTCDataChannel}>}
 */
export async function answerOffer(offerCode, server = null) {
  const offer = codeToSdp(offerCode);
  if (offer.kind !== "offer") throw new CodeError("codes.not_a_code");
  const pc = new RTCPeerConnection(iceConfig(server));
  const channel = pc.createDataChannel("rail-table", CHANNEL);
  await pc.setRemoteDescription({ type: "offer", sdp: offer.sdp });
  await pc.setLocalDescription(await pc.createAnswer());
  await gathered(pc);
  const code = sdpToCode(/** @type {RTCSessionDescription} */ (pc.localDescription).sdp, "answer", offer.tag);
  return { pc, code, tag: offer.tag, channel };
}

/**
 * Read an answer's code (which invite it answers: its tag).  Throws CodeError.
 * @param {string} code
 */
export function readAnswer(code) {
  const answer = codeToSdp(code);
  if (answer.kind !== "answer") throw new CodeError("codes.not_a_code");
  return answer;
}

/**
 * Messages over a channel: sent in frames, put together on arrival (at most `limit` characters each).
 * @param {RTCDataChannel} channel
 * @param {number} limit
 * @param {{message: (text: string) => void, dropped?: () => void, closed: () => void}} on
 */
export function link(channel, limit, on) {
  const joiner = new Joiner(limit);
  channel.addEventListener("message", (event) => {
    const text = joiner.push(event.data);
    if (typeof text === "string") on.message(text);
    else if (text === false) on.dropped?.();
  });
  channel.addEventListener("close", () => on.closed());
  return {
    /** @param {string} text */
    send(text) {
      if (channel.readyState !== "open") return false;
      for (const frame of toFrames(text)) channel.send(frame);
      return true;
    },
    close: () => channel.close(),
  };
}

/** The channel once it is open (at once if it is). @param {RTCDataChannel} channel */
export function opened(channel) {
  return new Promise((resolve) => {
    if (channel.readyState === "open") resolve(channel);
    else channel.addEventListener("open", () => resolve(channel), { once: true });
  });
}
