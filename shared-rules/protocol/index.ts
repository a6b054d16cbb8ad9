// The wire contract of the `ttr` room, shared by the server, the client, the bots' live adapter and the load test:
//   wireState.ts     the synced state's shape (the server's schema classes implement it)
//   messages.ts      every message name with its payload and reply, and the server's notifications
//   replyCodes.ts    the stable machine code of every answer, beside the design's description
//   roomOptions.ts   what a client gives the room to create, join or watch a game
//   lobby.ts         the lobby listing: metadata, pages
//   timeControl.ts   a game's turn clock: real-time, relaxed or async
//   suggestion.ts    a suggested move's reply: the hard bot's move for the asking seat and its reason
//   viewFromWire.ts  decoded state → the rules' PlayerView (the one converter every consumer uses)
//   spectatorDelay.ts  where a delayed game's spectators watch (its mirror room) and how they are sent there
//   chatText.ts      a chat message's one visible line (what the server keeps and the clients draw)
//   accounts.ts      the password rule, and the close codes of a connection whose login session ended
//   friends.ts       friends, blocks, invitations: the /api/friends answers and the lobby's live notices
//   restart.ts       the close code of a connection whose server process is restarting (join the game again)
export type * from "./wireState.js";
export * from "./messages.js";
export * from "./replyCodes.js";
export * from "./roomOptions.js";
export * from "./lobby.js";
export * from "./timeControl.js";
export * from "./suggestion.js";
export type * from "./playAgain.js";
export { viewFromWire, seatFromWire } from "./viewFromWire.js";
export { HISTORY_LIMIT, historyCode, historyText, readHistoryCode, type HistoryEntry } from "./history.js";
export type * from "./ratings.js";
export { CHAT_MAX_LENGTH, MAX_STACKED_MARKS, boundStackedMarks, normaliseChatText } from "./chatText.js";
export { SPECTATE_ELSEWHERE, WATCH_DELAYED_CLOSE, gameIdOfRoom, joinAsSpectator, watchRoomIdOf } from "./spectatorDelay.js";
export { DELETED_PLAYER_NAME, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_RULE, SESSION_END_CLOSE, SESSION_END_TEXT, sessionEndOf, type SessionEnd } from "./accounts.js";
export { SERVER_RESTART_CLOSE } from "./restart.js";
export { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "./languages.js";
export { GAME_VISIBILITIES, SOCIAL_NOTICE, type FriendEntry, type FriendState, type FriendsAnswer, type GameVisibility, type Invitation, type SocialNotice } from "./friends.js";
