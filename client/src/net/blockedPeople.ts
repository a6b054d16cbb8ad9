// The people this account blocks, as the friends list last said (components/FriendsPanel.ts): their chat lines are not
// shown to it (components/ChatEntries.ts). Kept here, not in a scene, because the chat and the lobby are different scenes.
let blocked = new Set<string>();

export function rememberBlocked(usernames: readonly string[]): void {
  blocked = new Set(usernames.map((name) => name.toLowerCase()));
}

export function isBlocked(username: string): boolean {
  return blocked.has(username.toLowerCase());
}
