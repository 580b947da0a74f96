// codec.js: an offer or answer reduced to a short code and rebuilt as an SDP the other browser accepts.
// The SDPs are Chromium's own, captured in a network namespace (10.77.0.1, mDNS names), and a Firefox-like
// one with the candidates a laptop on Wi-Fi gathers (IPv6, TCP, server reflexive).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { buildSdp, CodeError, codeToSdp, decodeConnection, encodeConnection, fromBase64Url, parseSdp, qrVersionFor, sdpToCode,
  toBase64Url }
  from "../js/net/codec.js";

const CHROME_OFFER = `v=0
o=- 7703840528583397138 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:1493157297 1 udp 2113937151 8a12e9cc-c66b-481d-97d3-8f8b97d12808.local 34792 typ host generation 0 network-cost 999
a=ice-ufrag:qQh0
a=ice-pwd:nyjeFpmavLVB+H9l23uoyJY6
a=ice-options:trickle
a=fingerprint:sha-256 8E:CB:63:72:E8:6D:C9:2F:E3:BE:45:2D:2C:14:09:17:72:B1:77:22:1F:56:AA:4C:74:BB:44:D1:64:D6:58:5A
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`.replace(/\n/g, "\r\n");

const CHROME_ANSWER = CHROME_OFFER.replace("qQh0", "MGlD").replace("nyjeFpmavLVB+H9l23uoyJY6", "4/w4VpYDspM/WJcppl2ZqCYN")
  .replace("setup:actpass", "setup:active").replace("34792", "45486");

const WIFI_OFFER = `v=0
o=mozilla...THIS_IS_SDPARTA-99.0 4729375 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-256 01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F:20
a=group:BUNDLE 0
a=ice-options:trickle
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:0 1 UDP 2122252543 192.168.1.23 50111 typ host
a=candidate:1 1 UDP 2122187007 2001:db8::1 50112 typ host
a=candidate:2 1 TCP 2105524479 192.168.1.23 9 typ host tcptype active
a=candidate:3 1 UDP 2122252543 192.168.1.23 50111 typ host
a=candidate:4 1 UDP 1686052863 203.0.113.7 50111 typ srflx raddr 192.168.1.23 rport 50111
a=candidate:5 2 UDP 2122252542 192.168.1.23 50113 typ host
a=sendrecv
a=end-of-candidates
a=ice-pwd:3f2e1d0c9b8a7f6e5d4c3b2a19081716
a=ice-ufrag:a1b2c3d4
a=mid:0
a=setup:actpass
a=sctp-port:5000
a=max-message-size:1073741823
`;

describe("a code round trip", () => {
  test("Chromium's offer keeps what the connection needs", () => {
    const conn = parseSdp(CHROME_OFFER, "offer", 3);
    const back = decodeConnection(encodeConnection(conn));
    assert.deepEqual(back, conn);
    assert.equal(back.ufrag, "qQh0");
    assert.equal(back.pwd, "nyjeFpmavLVB+H9l23uoyJY6");
    assert.equal(back.setup, "actpass");
    assert.equal(back.tag, 3);
    assert.deepEqual(back.candidates, [{ address: "8a12e9cc-c66b-481d-97d3-8f8b97d12808.local", port: 34792, type: "host" }]);
  });

  test("the rebuilt SDP says the same to the other browser", () => {
    const { kind, tag, sdp } = codeToSdp(sdpToCode(CHROME_ANSWER, "answer", 7));
    assert.equal(kind, "answer");
    assert.equal(tag, 7);
    const again = parseSdp(sdp, "answer", 7);
    assert.deepEqual(again, parseSdp(CHROME_ANSWER, "answer", 7));
    assert.match(sdp, /^v=0\r\n/);
    assert.match(sdp, /\r\nm=application 9 UDP\/DTLS\/SCTP webrtc-datachannel\r\n/);
    assert.match(sdp, /\r\na=setup:active\r\n/);
    assert.match(sdp, /\r\na=fingerprint:sha-256 D?[0-9A-F:]{95}\r\n/);
    assert.ok(sdp.endsWith("\r\n"));
  });

  test("TCP, IPv6, a second component and duplicates are dropped; a reflexive candidate is kept", () => {
    const conn = parseSdp(WIFI_OFFER, "offer");
    assert.deepEqual(conn.candidates, [
      { address: "192.168.1.23", port: 50111, type: "host" },
      { address: "203.0.113.7", port: 50111, type: "srflx" },
    ]);
    const sdp = buildSdp(decodeConnection(encodeConnection(conn)));
    assert.match(sdp, /a=candidate:1 1 udp \d+ 192\.168\.1\.23 50111 typ host\r\n/);
    assert.match(sdp, /a=candidate:2 1 udp \d+ 203\.0\.113\.7 50111 typ srflx raddr 0\.0\.0\.0 rport 0\r\n/);
    assert.equal(conn.pwd, "3f2e1d0c9b8a7f6e5d4c3b2a19081716");
  });

  test("a host candidate is preferred to a reflexive one in the rebuilt priorities", () => {
    const sdp = buildSdp(parseSdp(WIFI_OFFER, "offer"));
    const priorities = [...sdp.matchAll(/a=candidate:\d+ 1 udp (\d+) /g)].map((m) => Number(m[1]));
    assert.ok(priorities[0] > priorities[1] && priorities[1] > 0 && priorities[0] < 2 ** 32);
  });

  test("an ICE string of any length survives the six-bit packing", () => {
    for (let n = 1; n <= 40; n++) {
      const pwd = "aZ09+/".repeat(7).slice(0, n);
      const conn = { ...parseSdp(CHROME_OFFER, "offer"), ufrag: pwd, pwd };
      assert.equal(decodeConnection(encodeConnection(conn)).pwd, pwd);
    }
  });
});

describe("sizes", () => {
  /** @param {string} sdp @param {string[]} addresses */
  const withCandidates = (sdp, addresses) => sdp.replace(/a=candidate:.*\r\n/, addresses.map((a, i) =>
    `a=candidate:${i} 1 udp 2113937151 ${a} ${40000 + i} typ host generation 0 network-cost 999\r\n`).join(""));
  const LINK = "https://example.github.io/rail-table/#join=";
  for (const [label, addresses] of /** @type {[string, string[]][]} */ ([
    ["one mDNS name", ["8a12e9cc-c66b-481d-97d3-8f8b97d12808.local"]],
    ["two mDNS names", ["8a12e9cc-c66b-481d-97d3-8f8b97d12808.local", "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.local"]],
    ["one IPv4 address", ["10.77.0.1"]],
    ["two IPv4 addresses", ["10.77.0.1", "192.168.178.20"]],
  ])) {
    test(`${label}: the code and the invite link fit a QR code of version 10 or below`, () => {
      const sdp = withCandidates(CHROME_OFFER, addresses);
      const code = sdpToCode(sdp, "offer");
      const link = LINK + code;
      const version = qrVersionFor(link.length, "M");
      console.log(`codec size, ${label}: SDP ${sdp.length} bytes, code ${code.length} characters, ` +
        `invite link ${link.length} (QR version ${version} at level M, ${qrVersionFor(code.length, "M")} for the code alone)`);
      assert.ok(code.length <= 2 + 4 * Math.ceil((2 + 4 + 19 + 33 + 2 + 1 + 19 * addresses.length + 1) / 3));
      assert.ok(version >= 1 && version <= 10, `QR version ${version}`);
    });
  }
});

/** `code` with its version moved by `step` (0x10 a version), its check byte kept right. */
function otherVersion(/** @type {string} */ code, /** @type {number} */ step) {
  const bytes = fromBase64Url(code);
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] + step) & 255;
  bytes[0] += step;
  return toBase64Url(bytes);
}

describe("codes that cannot be read", () => {
  const code = sdpToCode(CHROME_OFFER, "offer");
  for (const [label, text, key] of [
    ["empty", "", "codes.not_a_code"],
    ["words", "hello there, this is not a code", "codes.not_a_code"],
    ["cut short", code.slice(0, -6), "codes.damaged"],
    ["one character changed", code.slice(0, 20) + (code[20] === "A" ? "B" : "A") + code.slice(21), "codes.damaged"],
    ["a later version", otherVersion(code, 0x10), "codes.other_version"],
    // Version 1's host announced its channel, which a version 2 guest does not wait for (peer.js).
    ["an earlier version (1)", otherVersion(code, -0x10), "codes.other_version"],
  ]) {
    test(`${label}: refused with ${key}`, () => {
      assert.throws(() => decodeConnection(text), (err) => err instanceof CodeError && err.key === key);
    });
  }

  test("spaces and line breaks a messenger adds are ignored", () => {
    const spaced = code.match(/.{1,10}/g)?.join(" \n") ?? "";
    assert.deepEqual(decodeConnection(spaced), decodeConnection(code));
  });

  test("an SDP without ICE credentials or fingerprint is refused", () => {
    assert.throws(() => parseSdp("v=0\r\n", "offer"), (err) => err instanceof CodeError && err.key === "codes.bad_sdp");
  });
});
