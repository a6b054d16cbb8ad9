// The codes of the answers the server gives on its own, and the one table of every code's description, live in the
// wire contract (shared-rules/protocol/replyCodes.ts); re-exported here for the server's modules.
export { DESCRIPTIONS, SERVER_ERR, type ServerErrorCode } from "../../../shared-rules/protocol/index.js";
