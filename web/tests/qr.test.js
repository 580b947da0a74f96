// qr.js: the invite link and the answer code as QR codes of version 10 or below, drawn as one path.
import { test } from "node:test";
import assert from "node:assert/strict";
import { encode } from "uqr";
import { qrSvg } from "../js/net/qr.js";

const CODE = "EQAEqhIf4ABs2Mq6BB6VQVnmhXg_bNtqsSAXH-Ms3M9B2Cv4lbkijOH6M5R-iydAAAFjEuMAZBWhP_Qx3fh2wI9M__RLDmGR9eh4bsM";
const LINK = `https://example.github.io/rail-table/join.html#${CODE}`;

test("the invite link is a QR code of version 10 or below, at error correction M", () => {
  const { svg, version } = qrSvg(LINK, encode);
  console.log(`QR: invite link of ${LINK.length} characters -> version ${version}; answer code of ${CODE.length} ` +
    `-> version ${qrSvg(CODE, encode).version}`);
  assert.ok(version >= 1 && version <= 10, `version ${version}`);
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
  const size = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1]);
  assert.equal(size, 17 + 4 * version + 8, "the modules and a quiet zone of 4 on each side");
});

test("the path draws exactly the dark modules", () => {
  const qr = encode(CODE, { ecc: "M", border: 4 });
  const { svg } = qrSvg(CODE, encode);
  const dark = qr.data.flat().filter(Boolean).length;
  const drawn = [...svg.matchAll(/h(\d+)v1/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  assert.equal(drawn, dark);
});

test("a text too long for version 10 at M falls back to L and larger versions", () => {
  const { version } = qrSvg("x".repeat(400), encode);
  assert.ok(version > 10);
});
