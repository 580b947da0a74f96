// qrscan.js: the host's camera reads the guest's answer QR code.  A code made by uqr (as the guest's page
// makes it, qr.js) is drawn here into RGBA pixels, as a camera frame reaches the reader, and read back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { encode } from "uqr";
import jsQR from "jsqr";
import { readFrame } from "../js/net/qrread.js";

const CODE = "EQAEqhIf4ABs2Mq6BB6VQVnmhXg_bNtqsSAXH-Ms3M9B2Cv4lbkijOH6M5R-iydAAAFjEuMAZBWhP_Qx3fh2wI9M__RLDmGR9eh4bsM";

/**
 * A frame of `width` x `height` grey pixels with `text`'s QR code (quiet zone included) drawn `scale` px a
 * module at (`left`, `top`).
 */
function frame(text, { width = 400, height = 300, scale = 5, left = 40, top = 20, light = 235, dark = 20 } = {}) {
  const data = new Uint8ClampedArray(width * height * 4).fill(light);
  if (text !== null) {
    const qr = encode(text, { ecc: "M", border: 4 });
    for (let y = 0; y < qr.size * scale; y++) {
      for (let x = 0; x < qr.size * scale; x++) {
        if (!qr.data[Math.floor(y / scale)][Math.floor(x / scale)]) continue;
        const at = ((top + y) * width + left + x) * 4;
        data[at] = data[at + 1] = data[at + 2] = dark;
      }
    }
  }
  for (let at = 3; at < data.length; at += 4) data[at] = 255;
  return { width, height, data };
}

test("the answer code's QR code, as uqr makes it, is read from a frame", () => {
  assert.equal(readFrame(frame(CODE), jsQR), CODE);
});

test("a small, low-contrast code off centre is still read (a phone held at arm's length)", () => {
  assert.equal(readFrame(frame(CODE, { width: 480, height: 360, scale: 3, left: 250, top: 150, light: 200, dark: 70 }),
    jsQR), CODE);
});

test("a blank frame, or one with noise, reads as nothing", () => {
  assert.equal(readFrame(frame(null), jsQR), null);
  const noisy = frame(null);
  let seed = 7;
  for (let at = 0; at < noisy.data.length; at++) {
    if (at % 4 === 3) continue;
    seed = (seed * 1103515245 + 12345) % 2147483648;
    noisy.data[at] = seed % 256;
  }
  assert.equal(readFrame(noisy, jsQR), null);
});
