// The host reads a guest's answer QR code with its camera ("Scan the answer", hostpanel.js).  Frames from
// the camera are drawn small on a canvas a few times a second and read by the browser's BarcodeDetector
// where it has one (it decodes off the page's thread), else by the npm package jsqr (Apache-2.0, no
// dependencies) in a worker of its own (qrworker.js: the page's main thread only draws and takes input),
// served from the site's own files (build.py copies it to vendor/jsqr.js; never a CDN) and started only
// when a scan starts.  The camera is stopped on a read, on Stop, when the scanner's element
// leaves the page (the row changed, the panel closed) and when the page is left.

import { h } from "../dom.js";
import { t } from "../i18n.js";

/** @typedef {{detect: (source: CanvasImageSource) => Promise<{rawValue: string}[]>}} Detector */

const LONGEST = 480; // px of a frame's longer side as read: a code held at arm's length still has 5+ px a module
const EVERY = 300; // ms between reads (at most ~3 a second)

/** A worker that reads frames with jsqr (qrworker.js), one frame at a time. */
class FrameReader {
  constructor() {
    this.worker = new Worker(new URL("./qrworker.js", import.meta.url), { type: "module" });
    this.next = 0;
    /** @type {Map<number, {resolve: (text: string | null) => void, reject: (err: Error) => void}>} */
    this.waiting = new Map();
    this.worker.onmessage = (/** @type {MessageEvent} */ event) => {
      const { id, text, error } = event.data;
      const asked = this.waiting.get(id);
      this.waiting.delete(id);
      if (error) asked?.reject(new Error(error));
      else asked?.resolve(text ?? null);
    };
    this.worker.onerror = (event) => {
      for (const asked of this.waiting.values()) asked.reject(new Error(event.message || "the QR worker failed"));
      this.waiting.clear();
    };
  }

  /** The text of the code in `frame` (its pixels are handed over), or null. @param {ImageData} frame
   *  @returns {Promise<string | null>} */
  read(frame) {
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, width: frame.width, height: frame.height, data: frame.data.buffer },
        [frame.data.buffer]);
    });
  }

  close() {
    this.worker.terminate();
    for (const asked of this.waiting.values()) asked.resolve(null);
    this.waiting.clear();
  }
}

/** The browser's own QR reader, where it has one that reads QR codes. @returns {Promise<Detector | null>} */
async function nativeDetector() {
  /** @type {any} */
  const Native = /** @type {any} */ (globalThis).BarcodeDetector;
  if (typeof Native !== "function") return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

/** Whether this browser can ask for a camera at all (no button where it cannot). */
export function canScan() {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

/** The words for a camera that did not start. @param {unknown} err */
function cameraProblem(err) {
  const name = err instanceof Error || err instanceof DOMException ? err.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return t("devices.scan_refused");
  if (name === "NotFoundError" || name === "OverconstrainedError") return t("devices.scan_no_camera");
  return t("devices.scan_failed", { reason: String(err) });
}

/** A live preview of the camera that reads QR codes until one reads, Stop is pressed or it leaves the page. */
export class Scanner {
  /**
   * @param {(text: string) => void} onText  a code read (the camera is already stopped)
   * @param {() => void} [onStop]  the camera stopped without a read (Stop, a problem, left the page)
   */
  constructor(onText, onStop) {
    this.onText = onText;
    this.onStop = onStop;
    /** @type {MediaStream | null} */
    this.stream = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
    this.running = false;
    /** @type {FrameReader | undefined} jsqr's worker, while a scan without the browser's reader runs */
    this.reader = undefined;
    this.video = /** @type {HTMLVideoElement} */ (h("video", { class: "rt-scan-video", muted: "", playsinline: "",
      "aria-label": t("devices.scan_video") }));
    this.video.muted = true; // a muted video may play without a gesture (iOS too, with playsinline)
    this.said = h("p", { class: "rt-muted rt-scan-said", "aria-live": "polite" });
    this.stopButton = h("button", { type: "button", class: "rt-button rt-scan-stop", onclick: () => this.stop() },
      t("devices.scan_stop"));
    this.element = h("div", { class: "rt-scan" }, this.video, this.said, this.stopButton);
    this.leave = () => this.stop();
  }

  /** Open the camera (the rear one where there is a choice) and read its frames. */
  async start() {
    if (this.running) return;
    this.running = true;
    this.element.dataset.scan = "starting"; // a hook for the e2e tests: starting, scanning, read, stopped, problem
    this.said.textContent = t("devices.scan_starting");
    addEventListener("pagehide", this.leave);
    let stream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: false,
        video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } } });
    } catch (err) {
      if (this.running) this.problem(cameraProblem(err)); // else stopped while the browser asked
      return;
    }
    if (!this.running) { // stopped while the browser asked
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.stream = stream;
    this.video.srcObject = stream;
    let read;
    try {
      await this.video.play();
      const native = await nativeDetector();
      if (native) read = nativeRead(native);
      else {
        this.reader = new FrameReader();
        read = jsqrRead(this.reader);
      }
    } catch (err) {
      if (this.running) this.problem(t("devices.scan_failed", { reason: String(err) })); // else: Stop ended play()
      return;
    }
    if (!this.running) return;
    this.element.dataset.scan = "scanning";
    this.said.textContent = t("devices.scan_help");
    const canvas = document.createElement("canvas");
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
    const tick = async () => {
      this.timer = undefined;
      if (!this.running) return;
      if (!this.element.isConnected) { this.stop(); return; } // its row changed or the panel closed
      const { videoWidth: wide, videoHeight: high } = this.video;
      if (wide && high) {
        const scale = Math.min(1, LONGEST / Math.max(wide, high));
        canvas.width = Math.round(wide * scale);
        canvas.height = Math.round(high * scale);
        context.drawImage(this.video, 0, 0, canvas.width, canvas.height);
        let text = null;
        try {
          text = await read(canvas, context);
        } catch (err) {
          console.warn("Rail Table: a camera frame did not read", err);
        }
        if (!this.running) return;
        if (text) {
          this.release();
          this.element.dataset.scan = "read";
          this.said.textContent = t("devices.scan_read");
          this.onText(text);
          return;
        }
      }
      this.timer = setTimeout(tick, EVERY);
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Say why the camera does not run (the paste box still works); the camera is off. @param {string} text */
  problem(text) {
    this.release();
    this.element.dataset.scan = "problem";
    this.said.textContent = text;
    this.said.setAttribute("role", "alert");
    this.video.hidden = true;
    this.onStop?.();
  }

  /** Stop the camera without a read. */
  stop() {
    if (!this.running) return;
    this.release();
    this.element.dataset.scan = "stopped";
    this.onStop?.();
  }

  /** The camera off, the reads ended. */
  release() {
    this.running = false;
    this.reader?.close();
    this.reader = undefined;
    clearTimeout(this.timer);
    this.timer = undefined;
    removeEventListener("pagehide", this.leave);
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = null;
    this.video.srcObject = null;
    this.stopButton.hidden = true;
  }
}

/** @param {Detector} detector @returns {(canvas: HTMLCanvasElement) => Promise<string | null>} */
function nativeRead(detector) {
  return async (canvas) => (await detector.detect(canvas)).find((code) => code.rawValue)?.rawValue ?? null;
}

/** @param {FrameReader} reader @returns {(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D) => Promise<string | null>} */
function jsqrRead(reader) {
  return (canvas, context) => reader.read(context.getImageData(0, 0, canvas.width, canvas.height));
}
