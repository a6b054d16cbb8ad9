// What server/src/colyseusInternals/ relies on inside Colyseus 0.16, @colyseus/schema 3.0 and ws 8 (its README lists
// each part). Each case fails when an upgrade moves or renames what a module there reaches into, before a game
// breaks in a way no other test names.
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ClientState, Deferred, Room, SchemaSerializer, Server, matchMaker, type Client, type ClientPrivate } from "@colyseus/core";
import { WebSocketClient, WebSocketTransport } from "@colyseus/ws-transport";
import { ArraySchema, ChangeTree, Encoder, Reflection, StateView } from "@colyseus/schema";
import WebSocket from "ws";
import { methodsServedAt } from "../src/http/methodDoor.js";
import { TtrState } from "../src/schema/TtrState.js";
import { hasMessageHandler, interceptMessages } from "../src/colyseusInternals/roomMessages.js";
import { checkReconnections, endReconnectionWait } from "../src/colyseusInternals/reconnection.js";
import { DESCRIPTIONS } from "../../shared-rules/protocol/index.js";
import { leanSerializer, stopPatching } from "../src/colyseusInternals/leanSerializer.js";
import { leanStateView, replacedMethods } from "../src/colyseusInternals/changeSets.js";
import { withBatchedWrites } from "../src/colyseusInternals/socketBatch.js";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import { redisConnectionsOf } from "../src/colyseusInternals/redisOutage.js";

/* eslint-disable @typescript-eslint/no-explicit-any -- the point is to read what the libraries do not type */

/** The source of a library function, to check the steps a module here depends on are still in it. */
const sourceOf = (fn: unknown): string => String(fn);

/** A room outside any server (Room is abstract only in its types). */
const bareRoom = (): Room => new (Room as unknown as new () => Room)();

/**
 * Colyseus' WebSocket transport on a free loopback port (its ws server is the ws version Colyseus brings), and a
 * client connected to it; answers the server's side of the socket as the transport saw it arrive.
 */
async function transportWithOneSocket(): Promise<{ transport: any; serverSide: any; close: () => void }> {
  const httpServer = http.createServer();
  const transport = new WebSocketTransport({ server: httpServer, pingInterval: 0 }) as any;
  await new Promise<void>((resolve) => httpServer.listen(0, "127.0.0.1", resolve));
  const connected = new Promise<any>((resolve) => transport.wss.once("connection", resolve));
  // The socket names no room: the transport counts its pings, then refuses it and logs that (console.error), here
  // expected and kept quiet.
  const logError = console.error;
  console.error = () => undefined;
  const client = new WebSocket(`ws://127.0.0.1:${(httpServer.address() as AddressInfo).port}/nowhere`);
  client.on("error", () => undefined);
  const serverSide = await connected.finally(() => (console.error = logError));
  return {
    transport,
    serverSide,
    close: () => {
      client.terminate();
      transport.wss.close();
      httpServer.close();
    },
  };
}

describe("Colyseus internals the server relies on", () => {
  describe("a room's message dispatch (roomMessages.ts)", () => {
    it("keeps onMessage handlers in onMessageHandlers and reads frames in _onMessage, which can be intercepted", () => {
      const room = bareRoom();
      assert.equal(typeof (Room.prototype as any)._onMessage, "function");
      room.onMessage("known", () => undefined);
      assert.equal(typeof (room as any).onMessageHandlers, "object");
      assert.equal(hasMessageHandler(room, "known"), true);
      assert.equal(hasMessageHandler(room, "unknown"), false);
      assert.equal(hasMessageHandler(room, "constructor"), false, "a null-prototype map: nothing inherited counts");
      const seen: Buffer[] = [];
      interceptMessages(room, (_client, buffer) => seen.push(buffer));
      (room as any)._onMessage({} as Client, Buffer.from([1]));
      assert.equal(seen.length, 1);
    });

    it("binds _onMessage per client only when the join succeeded (what hasJoinedRoom reads)", () => {
      assert.match(sourceOf((Room.prototype as any)._onJoin), /client\.ref\.on\("message", this\._onMessage\.bind\(this, client\)\)/);
    });
  });

  describe("reconnections (reconnection.ts)", () => {
    it("reserves a reconnection as [options, auth, consumed, isWaitingReconnection] and joins through _onJoin", async () => {
      assert.equal(typeof (Room.prototype as any)._onJoin, "function");
      const room = bareRoom();
      const auth = { userId: 7 };
      await (room as any)._reserveSeat("s1", true, auth, 60, true);
      const reserved = (room as any).reservedSeats.s1;
      assert.deepEqual(reserved, [true, auth, false, true]);
      assert.match(sourceOf((Room.prototype as any)._onJoin), /\[joinOptions, authData, isConsumed, isWaitingReconnection\] = this\.reservedSeats\[sessionId\]/);
    });

    it("runs the check before a reconnection's join, and refuses when the reservation went meanwhile", async () => {
      const room = bareRoom();
      const joined: string[] = [];
      (room as any)._onJoin = async (client: Client) => void joined.push(client.sessionId);
      const checked: unknown[] = [];
      checkReconnections<{ userId: number }>(room, async (_client, seatAuth, token) => {
        checked.push([seatAuth, token]);
        if (token === "late") delete (room as any).reservedSeats.s3;
      });
      await (room as any)._reserveSeat("s2", true, { userId: 1 }, 60, true);
      await (room as any)._onJoin({ sessionId: "s2" } as Client & ClientPrivate, { token: "tok" });
      assert.deepEqual(checked, [[{ userId: 1 }, "tok"]]);
      assert.deepEqual(joined, ["s2"]);
      await (room as any)._reserveSeat("s3", true, { userId: 2 }, 60, true);
      await assert.rejects((room as any)._onJoin({ sessionId: "s3" } as Client & ClientPrivate, { token: "late" }), (e: Error) => e.message === DESCRIPTIONS.reconnectionClosed);
      assert.deepEqual(joined, ["s2"]);
      (room as any).reservedSeats.s4 = [true, undefined, false, false];
      await (room as any)._onJoin({ sessionId: "s4" } as Client & ClientPrivate, {});
      assert.equal(checked.length, 2, "a first join is not a reconnection: no check");
    });

    it("hands back from allowReconnection a Deferred that can be rejected", async () => {
      assert.match(sourceOf(Room.prototype.allowReconnection), /new import_Utils\.Deferred\(\)/);
      const wait = new Deferred<Client>();
      endReconnectionWait(wait, new Error("ended"));
      await assert.rejects(wait.promise, /ended/);
    });

    it("reads a client's socket state through WebSocketClient.readyState", () => {
      const descriptor = Object.getOwnPropertyDescriptor(WebSocketClient.prototype, "readyState");
      assert.equal(typeof descriptor?.get, "function");
      assert.equal(new WebSocketClient("s", { readyState: WebSocket.OPEN } as any).readyState, 1);
    });
  });

  describe("the schema serializer (leanSerializer.ts, encoderBuffer.ts)", () => {
    it("keeps the buffers and caches leanSerializer shares in SchemaSerializer's fields", () => {
      const serializer = new SchemaSerializer<TtrState>() as any;
      serializer.reset(new TtrState());
      for (const field of ["fullEncodeBuffer", "needFullEncode", "hasFilters", "encodedViews"]) assert.ok(field in serializer, field);
      assert.ok(Buffer.isBuffer(serializer.encoder.sharedBuffer));
      assert.equal(typeof Reflection.encode, "function");
      const lean = leanSerializer(new SchemaSerializer<TtrState>()) as any;
      lean.reset(new TtrState());
      assert.ok(lean.getFullState().length > 0);
      assert.ok(lean.handshake().length > 0);
    });

    it("ends a patch's change sets in place (changeSets.ts): same objects emptied, the array's items copied into its last copy", () => {
      // The library's own methods still do what the replacements do, with new objects.
      const endEncode = sourceOf(replacedMethods.endEncode);
      for (const step of ["this.indexedOperations = {}", "this[changeSetName] = createChangeSet()", "[$onEncodeEnd]", "this.isNew = false"]) assert.ok(endEncode.includes(step), step);
      const arrayEncodeEnd = sourceOf(replacedMethods.arrayEncodeEnd);
      for (const step of ["this.tmpItems = this.items.slice()", "this.deletedIndexes = {}"]) assert.ok(arrayEncodeEnd.includes(step), step);
      // The members the replacements read and write, on the library's own objects.
      const fresh = new ArraySchema<number>() as any;
      for (const field of ["items", "tmpItems", "deletedIndexes"]) assert.ok(field in fresh, field);
      assert.equal(typeof fresh["~onEncodeEnd"], "function");
      assert.equal(typeof (ChangeTree.prototype as any).endEncode, "function");
      assert.ok(new StateView().changes instanceof Map);
      const state = new TtrState();
      const encoder = new Encoder(state) as any;
      encoder.encodeAll();
      encoder.discardChanges();
      const tree = (state.history as any)["~changes"];
      const changes = tree.changes;
      const copy = (state.history as any).tmpItems;
      state.history.push(7, 8);
      assert.ok(changes.operations.length > 0);
      encoder.encode();
      encoder.discardChanges();
      assert.equal(tree.changes, changes);
      assert.equal(changes.operations.length, 0);
      assert.deepEqual(Object.keys(changes.indexes), []);
      assert.deepEqual(Object.keys(tree.indexedOperations), []);
      assert.equal((state.history as any).tmpItems, copy);
      assert.deepEqual((state.history as any).tmpItems, [7, 8]);
      const view = leanStateView() as any;
      assert.ok(view instanceof StateView && view.changes instanceof Map);
    });

    it("still sends a client messages once stopPatching marked it LEAVING (only JOINING clients' messages wait)", () => {
      const sent: unknown[] = [];
      const client = new WebSocketClient("s", { readyState: WebSocket.OPEN, send: (data: unknown) => sent.push(data) } as any);
      client.state = ClientState.JOINED;
      stopPatching(client);
      assert.equal(client.state, ClientState.LEAVING);
      client.send("startAndWatch", { code: "ok" });
      assert.equal(sent.length, 1, "the reply leaves");
      assert.match(sourceOf(WebSocketClient.prototype.enqueueRaw), /ClientState\.JOINING/);
    });

    it("sizes every encode buffer from the static Encoder.BUFFER_SIZE (TtrState asks for 16 KB)", () => {
      assert.ok(Encoder.BUFFER_SIZE >= 16 * 1024);
      const encoder = new Encoder(new TtrState());
      assert.equal(encoder.sharedBuffer.length, Encoder.BUFFER_SIZE);
    });
  });

  describe("sockets (socketBatch.ts)", () => {
    it("reaches a ws socket's TCP socket as `_socket`, which corks", async () => {
      const { serverSide, close } = await transportWithOneSocket();
      try {
        const socket = serverSide._socket;
        assert.equal(typeof socket?.cork, "function");
        assert.equal(typeof socket?.uncork, "function");
        let corked = 0;
        const cork = socket.cork.bind(socket);
        socket.cork = () => {
          corked += 1;
          cork();
        };
        withBatchedWrites([{ ref: serverSide } as unknown as Client], () => undefined);
        assert.equal(corked, 1);
      } finally {
        close();
      }
    });
  });

  describe("the WebSocket transport (webSocketTransport.ts)", () => {
    it("arms a protected heartbeat on its ws server `wss` and counts unanswered pings on each socket", async () => {
      assert.equal(typeof (WebSocketTransport.prototype as any).autoTerminateUnresponsiveClients, "function");
      assert.match(sourceOf(WebSocketTransport), /this\.server\.on\("listening", \(\) => this\.autoTerminateUnresponsiveClients\(/);
      const { transport, serverSide, close } = await transportWithOneSocket();
      try {
        assert.ok(transport.wss.clients instanceof Set, "the ws server is `wss`, its sockets `wss.clients`");
        assert.equal(serverSide.pingCount, 0, "a new socket's unanswered pings");
      } finally {
        close();
      }
    });
  });

  describe("matchmaking requests (matchmakeRequests.ts)", () => {
    it("routes /matchmake requests, split by allowedRoomNameChars", () => {
      assert.equal(matchMaker.controller.matchmakeRoute, "matchmake");
      assert.ok(matchMaker.controller.allowedRoomNameChars instanceof RegExp);
      const words: string[] = "/matchmake/joinById/ABC".match(matchMaker.controller.allowedRoomNameChars) ?? [];
      assert.equal(words[words.indexOf("matchmake") + 1], "joinById");
    });

    it("reads the body with data/end listeners attached as it is called, and answers with write() and end()", () => {
      const handle = (Server.prototype as any).handleMatchMakeRequest;
      assert.equal(typeof handle, "function");
      const source = sourceOf(handle);
      assert.match(source, /req\.on\("data"/);
      assert.match(source, /req\.on\("end"/);
      assert.match(source, /res\.write\(/);
      assert.ok(source.indexOf('req.on("data"') < source.indexOf("await"), "the body's listeners come before anything it waits for");
      assert.match(sourceOf((Server.prototype as any).attachMatchMakingRoutes), /server\.listeners\("request"\)/);
    });

    it("answers the methods the method door lets through (OPTIONS, POST, GET) and no other", () => {
      const source = sourceOf((Server.prototype as any).handleMatchMakeRequest);
      const answered = [...source.matchAll(/req\.method === "([A-Z]+)"/g)].map((match) => match[1]).sort();
      assert.deepEqual(answered, [...methodsServedAt("/matchmake/x")].sort());
    });
  });

  describe("Redis stopping and coming back (redisOutage.ts)", () => {
    it("keeps the presence's ioredis connections as pub and sub and the driver's as _client", () => {
      // lazyConnect: nothing is dialled, only the objects are looked at.
      const presence = new RedisPresence({ lazyConnect: true } as any);
      const driver = new RedisDriver({ lazyConnect: true } as any);
      const connections = redisConnectionsOf(presence as any, driver as any);
      assert.equal(connections.length, 3);
      for (const connection of connections) {
        assert.equal(typeof (connection as any).on, "function", "an ioredis connection (an event emitter)");
        assert.equal(typeof (connection as any).options.enableOfflineQueue, "boolean", "its options are read when a command is sent");
      }
      assert.notEqual(connections[0], connections[1], "publisher and subscriber are two connections");
    });

    it("writes a room's listing with listing.save() and the process's room count with stats.persist(true)", () => {
      assert.equal(typeof matchMaker.stats.persist, "function");
      assert.match(sourceOf(matchMaker.stats.persist), /forceNow/);
      const listing = new RedisDriver({ lazyConnect: true } as any).createInstance({ name: "x" });
      assert.equal(typeof listing.save, "function");
    });
  });
});
