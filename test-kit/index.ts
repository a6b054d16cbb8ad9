// The test kit of the server, bot and client tests: a real game server in the test's process or as its own process,
// both on free ports; accounts with a colyseus.js client each; waits on messages and state; games set up through
// the protocol. Tests import it from here.
export * from "./server.js";
export * from "./serverProcess.js";
export * from "./accounts.js";
export * from "./messages.js";
export * from "./games.js";
export * from "./cluster.js";
