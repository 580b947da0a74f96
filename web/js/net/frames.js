// A message cut into frames a data channel carries between any two browsers (16 KiB each: larger ones fail
// between some browsers, and a board's drawing is ~200 KB), and put together again.  Frames arrive in order
// (the channel is reliable and ordered).  "+" begins a frame that more follow, "=" the last one.

export const FRAME = 16 * 1024;

/**
 * @param {string} text
 * @returns {string[]}
 */
export function toFrames(text, size = FRAME) {
  const frames = [];
  for (let at = 0; at < text.length || !frames.length; at += size) {
    const piece = text.slice(at, at + size);
    frames.push((at + size >= text.length ? "=" : "+") + piece);
  }
  return frames;
}

/** Puts frames together; a message longer than `limit` is dropped whole (its frames count as one refusal). */
export class Joiner {
  /** @param {number} limit */
  constructor(limit) {
    this.limit = limit;
    /** @type {string[]} */
    this.parts = [];
    this.length = 0;
    this.over = false;
  }

  /**
   * A frame in; the whole message once its last frame is in (a string), `null` for more to come, or
   * `false` for a message dropped (too long, or not a frame).
   * @param {unknown} frame
   * @returns {string | null | false}
   */
  push(frame) {
    if (typeof frame !== "string" || !/^[+=]/.test(frame)) return this.reset(false);
    this.length += frame.length - 1;
    if (this.length > this.limit) this.over = true;
    if (!this.over) this.parts.push(frame.slice(1));
    if (frame[0] === "+") return null;
    return this.reset(this.over ? false : this.parts.join(""));
  }

  /**
   * @template T
   * @param {T} result
   * @returns {T}
   */
  reset(result) {
    this.parts = [];
    this.length = 0;
    this.over = false;
    return result;
  }
}
