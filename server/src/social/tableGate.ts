// Who may come to a table, beyond its seats: at a friends-only table only the host's friends (to sit down or to
// watch), and nobody who blocks, or is blocked by, someone seated there. Asked by the game room at every door a
// newcomer passes (join, joinById, watching); the people already seated (and the host) always come back. Both
// refusals give the one answer a missing game gives: nobody learns that a table is friends-only or that they are blocked.
import type { GameRecord } from "../domain/records.js";
import type { SocialStore } from "./socialStore.js";

/** Whether `userId` (null: not logged in) may sit down at or watch the game. */
export async function mayComeTo(social: SocialStore, record: GameRecord, userId: number | null): Promise<boolean> {
  // Nobody seated yet: this is the creator, sitting down at the table they open.
  if (userId !== null && record.seats.length === 0) return true;
  if (userId !== null && (record.hostUserId === userId || record.seats.some((s) => s.userId === userId))) return true;
  if (record.friendsOnly && (userId === null || !(await social.areFriends(record.hostUserId, userId)))) return false;
  if (userId === null) return true;
  const people = [...new Set(record.seats.flatMap((s) => (s.userId !== null ? [s.userId] : [])))];
  const blocked = await Promise.all(people.map((id) => social.blockedBetween(id, userId)));
  return !blocked.includes(true);
}
