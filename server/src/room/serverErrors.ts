// Answers the server gives on its own live in the wire contract (shared-rules/protocol/replyCodes.ts), beside the
// machine code of every answer; re-exported here for the server's modules.
export { SERVER_ERR, GAME_HAS_STARTED } from "../../../shared-rules/protocol/index.js";
