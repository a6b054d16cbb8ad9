// Where the server may send a push request, at both moments it is decided: when a subscription is stored (the
// endpoint's one reading: pushDestination.ts) and when the request connects (the vetted agent checks every address
// the name leads to: vettedAgent.ts). The address table is RFC 6890's special-purpose blocks (IPv4 and IPv6) and
// the IANA registries' later entries: each is refused at both moments.
import assert from "node:assert/strict";
import fs from "node:fs";
import { PushServiceStandIn } from "./pushServiceKit.js";
import { LoopbackListeners } from "./loopbackListenerKit.js";
import { takeMachineLock, type MachineLock } from "../../test-kit/machineLock.js";
import { endpointAllowed, pushDestination, type PushDestination } from "../src/push/pushDestination.js";
import { sendPush } from "../src/push/pushRequest.js";
import { publicAddress } from "../src/push/specialAddresses.js";
import { RefusedDestination, VettedAgent, type ResolveName } from "../src/push/vettedAgent.js";

const STAND_IN = { hostname: "127.0.0.1", port: 4443 };

describe("push: which endpoints a subscription may name", () => {
  // [endpoint, allowed by default, allowed with the tests' stand-in at 127.0.0.1:4443]
  const cases: [string, boolean, boolean][] = [
    ["https://fcm.googleapis.com/fcm/send/abc:APA91bH-x_y", true, true],
    ["https://updates.push.services.mozilla.com/wpush/v2/gAAAAABf", true, true],
    ["https://web.push.apple.com/QGx-7", true, true],
    ["https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bx%3d", true, true],
    ["https://127.0.0.1:4443/push", false, true], // the stand-in, exactly
    ["https://127.0.0.1:4444/push", false, false], // its host, another port
    ["https://127.0.0.1/push", false, false],
    ["https://127.0.0.2:4443/push", false, false],
    ["https://localhost:4443/push", false, false],
    ["http://fcm.googleapis.com/fcm/send/abc", false, false], // push services are https (RFC 8030 §8)
    ["https://fcm.googleapis.com:8443/fcm/send/abc", false, false], // port 443 only
    ["https://fcm.googleapis.com:443/fcm/send/abc", false, false], // not canonical
    ["https://FCM.googleapis.com/fcm/send/abc", false, false], // not canonical
    ["https://a:b@fcm.googleapis.com/x", false, false],
    ["https://fcm.googleapis.com/x#frag", false, false],
    ["https://8.8.8.8/push", false, false], // IP literals, even public ones: push services are reached by name
    ["https://[2001:4860:4860::8888]/push", false, false],
    ["https://intranet/push", false, false],
    ["https://push.localhost/push", false, false],
    ["https://printer.local/push", false, false],
    ["https://metadata.google.internal/computeMetadata", false, false],
    ["https://1.0.0.127.in-addr.arpa/push", false, false],
    ["https://push.example.org./x", false, false], // a trailing dot
    ["javascript:alert(1)", false, false],
    ["not a url", false, false],
    [`https://push.example.org/${"x".repeat(1100)}`, false, false],
    // Text that parsers read differently: WHATWG URL sees a name, Node's url.parse (web-push's) stops the host early.
    ...[";", "'", '"', "{", "}", "`", "\\", "%2f", "%2e", "@", "#", "?", "\t", "\n", " ", "|", "^", "<"].flatMap((c): [string, boolean, boolean][] => [
      [`https://127.0.0.1${c}.push.example.org/x`, false, false],
      [`https://127.0.0.1:4443${c}.push.example.org/x`, false, false],
      [`https://push.example.org${c}@127.0.0.1/x`, false, false],
    ]),
    ["https://push.example.org@127.0.0.1/x", false, false],
    ["https://127.0.0.1%3a4443/x", false, false],
    // One address, many spellings: decimal, octal, hex, short, mapped, trailing dot, percent-encoded.
    ...["2130706433", "0177.0.0.1", "0x7f.0.0.1", "0x7f000001", "127.1", "127.0.1", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[::1]", "[::]", "0", "0.0.0.0",
      "127.0.0.1.", "localhost.", "127%2e0%2e0%2e1", "%31%32%37.0.0.1", "[0:0:0:0:0:ffff:127.0.0.1]", "169.254.169.254", "[fd00:ec2::254]"]
      .flatMap((host): [string, boolean, boolean][] => [[`https://${host}/x`, false, false], [`https://${host}:4443/x`, false, false]]),
  ];
  for (const [endpoint, plain, test] of cases) {
    it(`${JSON.stringify(endpoint).slice(0, 90)}: ${plain ? "allowed" : "refused"}${test !== plain ? `, ${test ? "allowed" : "refused"} with the stand-in` : ""}`, () => {
      assert.equal(endpointAllowed(endpoint), plain);
      assert.equal(endpointAllowed(endpoint, STAND_IN), test);
    });
  }

  it("an accepted endpoint is sent to exactly what both parsers read", () => {
    assert.deepEqual(pushDestination("https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bx%3d"), {
      hostname: "wns2-par02p.notify.windows.com",
      port: 443,
      path: "/w/?token=BQYAAAB%2bx%3d",
      origin: "https://wns2-par02p.notify.windows.com",
    });
  });
});

/** [address, what it is]: the first and last address of each special-purpose block, and one inside. */
const SPECIAL: [string, string][] = [
  ["0.0.0.0", "this network"], ["0.255.255.255", "this network"],
  ["10.0.0.0", "private"], ["10.255.255.255", "private"],
  ["100.64.0.0", "shared (CGN)"], ["100.127.255.255", "shared (CGN)"],
  ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"],
  ["169.254.169.254", "link-local, cloud metadata"], ["169.254.0.1", "link-local"],
  ["172.16.0.1", "private"], ["172.31.255.255", "private"],
  ["192.0.0.8", "IETF protocol assignments"],
  ["192.0.2.1", "TEST-NET-1"],
  ["192.88.99.1", "6to4 relay anycast"],
  ["192.168.0.1", "private"], ["192.168.255.255", "private"],
  ["198.18.0.1", "benchmarking"], ["198.19.255.255", "benchmarking"],
  ["198.51.100.7", "TEST-NET-2"],
  ["203.0.113.9", "TEST-NET-3"],
  ["224.0.0.1", "multicast"], ["239.255.255.250", "multicast"],
  ["240.0.0.1", "reserved"], ["255.255.255.255", "limited broadcast"],
  ["::", "unspecified"], ["::1", "loopback"],
  ["::ffff:127.0.0.1", "IPv4-mapped loopback"], ["::ffff:8.8.8.8", "IPv4-mapped (a public one too: mapped is never a push service)"],
  ["::127.0.0.1", "IPv4-compatible"],
  ["64:ff9b::7f00:1", "NAT64 of 127.0.0.1"],
  ["100::1", "discard-only"],
  ["2001::1", "Teredo"], ["2001:2::1", "benchmarking"], ["2001:1ff:ffff::1", "IETF protocol assignments"],
  ["2001:db8::1", "documentation"],
  ["2002:7f00:1::1", "6to4 of 127.0.0.1"],
  ["fc00::1", "unique local"], ["fd00:ec2::254", "unique local (cloud metadata)"],
  ["fe80::1", "link-local"],
  ["ff02::1", "multicast"],
];
const PUBLIC = ["8.8.8.8", "1.1.1.1", "142.250.74.110", "100.63.255.255", "100.128.0.0", "172.15.255.255", "172.32.0.0", "192.0.1.255", "198.17.255.255", "198.20.0.0", "223.255.255.255",
  "2001:4860:4860::8888", "2a00:1450:4001:80b::200a", "2606:4700::1111"];

describe("push: which addresses a push request may connect to", function () {
  this.timeout(30_000);

  for (const [address, kind] of SPECIAL) {
    it(`${address} (${kind}) is refused, as an address and as a subscription's endpoint`, () => {
      assert.equal(publicAddress(address), false);
      const host = address.includes(":") ? `[${address}]` : address;
      for (const endpoint of [`https://${host}/x`, `https://${host}:4444/x`]) {
        assert.equal(endpointAllowed(endpoint), false, endpoint);
        assert.equal(endpointAllowed(endpoint, STAND_IN), false, endpoint);
      }
    });
  }
  for (const address of PUBLIC) {
    it(`${address} (public) is allowed`, () => assert.equal(publicAddress(address), true));
  }
  it("anything that is not an IP address is refused", () => {
    for (const text of ["", "localhost", "2130706433", "127.1", "0x7f.0.0.1", "fe80::1%eth0x", "1.2.3.4.5"]) assert.equal(publicAddress(text), false, text);
  });

  /** Sends through a vetted agent whose name lookup answers `answers` (what a hostile DNS would), to `port`. */
  async function sendVia(answers: string[], port = 443, hostname = "push.example.org", agentOptions: Partial<ConstructorParameters<typeof VettedAgent>[0]> = {}): Promise<{ error: unknown; asked: string[] }> {
    const asked: string[] = [];
    const resolve: ResolveName = async (name) => (asked.push(name), answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
    const agent = new VettedAgent({ resolve, connectTimeoutMs: 5000, ...agentOptions });
    const destination: PushDestination = { hostname, port, path: "/x", origin: `https://${hostname}` };
    try {
      await sendPush(destination, { method: "POST", headers: {}, body: null }, agent, 5000);
      return { error: null, asked };
    } catch (error) {
      return { error, asked };
    } finally {
      agent.destroy();
    }
  }

  // Port 443 of the loopback addresses is the machine's: one suite at a time binds it (push.ssrf and pushDestination
  // run side by side under mocha --parallel). Waiting for the other suite's release may take its whole run.
  let port443: MachineLock | undefined;
  before(async function () {
    this.timeout(600_000);
    port443 = await takeMachineLock("loopback-port-443");
  });
  let listeners: LoopbackListeners;
  before(async function () {
    // The loopback TLS port: where the reported forgery connected. Binding 443 needs root (as on the test machines).
    try {
      listeners = await LoopbackListeners.start([{ host: "127.0.0.1", port: 443 }, { host: "::1", port: 443 }, { host: "127.0.0.2", port: 443 }]);
    } catch (error) {
      console.warn(`      (no listeners on loopback port 443: ${String(error)})`);
      this.skip();
    }
  });
  after(async () => {
    await listeners?.stop();
    port443?.release();
  });

  for (const [address, kind] of SPECIAL) {
    it(`a name that resolves to ${address} (${kind}) is not connected to`, async () => {
      const { error, asked } = await sendVia([address]);
      assert.deepEqual(asked, ["push.example.org"], "the name was looked up: the refusal is the address's");
      assert.ok(error instanceof RefusedDestination, String(error));
      assert.deepEqual(listeners.seen, []);
    });
  }

  it("a name with a public and a private answer is refused whole (no rebinding to the other one)", async () => {
    const { error } = await sendVia(["8.8.8.8", "127.0.0.1"]);
    assert.ok(error instanceof RefusedDestination, String(error));
    const mapped = await sendVia(["2606:4700::1111", "::ffff:127.0.0.1"]);
    assert.ok(mapped.error instanceof RefusedDestination, String(mapped.error));
  });

  it("an IP literal is checked without any lookup, in every family", async () => {
    for (const literal of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1", "169.254.169.254"]) {
      const { error, asked } = await sendVia([], 443, literal);
      assert.deepEqual(asked, []);
      assert.ok(error instanceof RefusedDestination, `${literal}: ${String(error)}`);
    }
    assert.deepEqual(listeners.seen, []);
  });

  it("a public address on any port but 443 is not connected to", async () => {
    for (const port of [80, 8443, 25, 6379]) {
      const { error } = await sendVia(["8.8.8.8"], port);
      assert.ok(error instanceof RefusedDestination, `${port}: ${String(error)}`);
    }
  });

  it("the tests' stand-in is reached at exactly its host and port, nothing else on this machine", async () => {
    const service = await PushServiceStandIn.start();
    const other = await LoopbackListeners.start([{ host: "127.0.0.1", port: 0 }]);
    try {
      const testService = { hostname: "127.0.0.1", port: Number(new URL(service.origin).port) };
      const options = { testService, ca: fs.readFileSync(service.certFile, "utf8") };
      assert.equal((await sendVia([], testService.port, "127.0.0.1", options)).error, null, "the stand-in answered");
      assert.equal(service.deliveries.length, 1);
      for (const [host, port] of [["127.0.0.1", other.portOf(0)], ["127.0.0.1", 443], ["127.0.0.2", testService.port], ["::1", testService.port]] as const) {
        const { error } = await sendVia([], port, host, options);
        assert.ok(error instanceof RefusedDestination, `${host}:${port}: ${String(error)}`);
      }
      // A name that resolves to the stand-in's address is not the stand-in.
      assert.ok((await sendVia(["127.0.0.1"], testService.port, "push.example.org", options)).error instanceof RefusedDestination);
      assert.deepEqual(other.seen, []);
      assert.deepEqual(listeners.seen, []);
      assert.equal(service.deliveries.length, 1);
    } finally {
      await other.stop();
      await service.stop();
    }
  });
});
