// Reading one camera frame with jsqr: shared by the scanner's worker (qrworker.js) and the node tests.

/** @typedef {{data: string}} QrFound */
/** @typedef {(data: Uint8ClampedArray, width: number, height: number, options?: object) => QrFound | null} QrDecode
 *  jsqr's default export */
/** @typedef {{width: number, height: number, data: Uint8ClampedArray}} Frame  an ImageData's shape */

/**
 * The text of the QR code in a frame, or null when it holds none (or none that reads).
 * @param {Frame} frame
 * @param {QrDecode} decode
 * @returns {string | null}
 */
export function readFrame(frame, decode) {
  // A code on a phone's screen is dark on light: no inverted pass (it would double the time of a read).
  const found = decode(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" });
  return found && found.data ? found.data : null;
}
