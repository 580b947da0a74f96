// The QR codes of "Play on several devices": the invite link on the host's screen, the answer code on the
// guest's (a phone's camera app opens a link from it).  The encoding is the npm package uqr (MIT, no
// dependencies), served from the site's own files (build.py copies it to vendor/uqr.mjs; never a CDN) and
// loaded only when a code is shown.  Drawn here as one SVG path, black on white with the quiet zone the
// standard asks for.

/** @typedef {{version: number, size: number, data: boolean[][]}} QrMatrix what uqr's encode() returns */
/** @typedef {(text: string, options: object) => QrMatrix} QrEncode */

/** @type {Promise<QrEncode> | null} */
let loading = null;

/** uqr's encode(), loaded once (from vendor/uqr.mjs beside the page's modules). @returns {Promise<QrEncode>} */
export function qrEncoder() {
  loading ??= import(new URL("../../vendor/uqr.mjs", import.meta.url).href).then((module) => module.encode);
  return loading;
}

/**
 * The QR code of `text` as SVG markup, and its version.  Error correction "M" (a screen photographed at
 * an angle, a smudge), at least "L" when the text needs it to stay at version 10 or below.
 * @param {string} text
 * @param {QrEncode} encode
 * @returns {{svg: string, version: number}}
 */
export function qrSvg(text, encode) {
  let qr;
  try {
    qr = encode(text, { ecc: "M", border: 4, maxVersion: 10 });
  } catch {
    qr = encode(text, { ecc: "L", border: 4 });
  }
  const path = [];
  for (let y = 0; y < qr.size; y++) {
    for (let x = 0; x < qr.size; x++) {
      if (!qr.data[y][x]) continue;
      let run = 1;
      while (x + run < qr.size && qr.data[y][x + run]) run++;
      path.push(`M${x} ${y}h${run}v1h-${run}z`);
      x += run - 1;
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${qr.size} ${qr.size}" shape-rendering="crispEdges">`
    + `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path.join("")}"/></svg>`;
  return { svg, version: qr.version };
}

/**
 * An image of the QR code (an <img> of the SVG: no markup of ours in the page), `label` its text alternative.
 * @param {string} text
 * @param {string} label
 * @returns {Promise<HTMLImageElement>}
 */
export async function qrImage(text, label) {
  const { svg, version } = qrSvg(text, await qrEncoder());
  const img = document.createElement("img");
  img.className = "rt-qr";
  img.alt = label;
  img.dataset.qrVersion = String(version); // the tests read the version here
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return img;
}
