// The embedded friends store: DATA_DIR/social.json, replaced atomically (PrivateJsonFile, mode 0600) at each change
// (a request, an answer, a block: a person makes a few a day, each bounded by the rate limits of http/friendsRoutes.ts).
// Durable means handed to the OS, like the other embedded stores. A change that cannot be written is taken back out
// of memory, so nothing unsaved is answered later.
import path from "node:path";
import { z } from "zod";
import { PrivateJsonFile } from "./privateFiles.js";
import {
  MAX_BLOCKS, MAX_FRIENDS, MAX_INCOMING_REQUESTS, MAX_OUTGOING_REQUESTS,
  type Relations, type RequestOutcome, type SocialStore,
} from "../social/socialStore.js";

const pair = z.tuple([z.number().int(), z.number().int()]);
const socialFile = z.object({ friends: z.array(pair), requests: z.array(pair), blocks: z.array(pair) });
type SocialFile = z.infer<typeof socialFile>;

export class LowdbSocialStore implements SocialStore {
  /** [a, b] friendship pairs, [from, to] requests, [blocker, blocked] blocks: each oldest first. */
  private data: SocialFile = { friends: [], requests: [], blocks: [] };

  private constructor(private readonly file: PrivateJsonFile<SocialFile>) {}

  static async open(dataDir: string): Promise<LowdbSocialStore> {
    const file = path.join(dataDir, "social.json");
    const store = new LowdbSocialStore(new PrivateJsonFile<SocialFile>(file));
    const read = await store.file.read();
    if (read !== null) {
      const parsed = socialFile.safeParse(read);
      if (!parsed.success) throw new Error(`${file} is not a friends file`);
      store.data = parsed.data;
    }
    return store;
  }

  async relations(userId: number): Promise<Relations> {
    const blocked = this.data.blocks.filter(([by]) => by === userId).map(([, whom]) => whom);
    return {
      friends: this.data.friends.flatMap(([a, b]) => (a === userId ? [b] : b === userId ? [a] : [])),
      incoming: this.data.requests.filter(([from, to]) => to === userId && !blocked.includes(from)).map(([from]) => from),
      outgoing: this.data.requests.filter(([from]) => from === userId).map(([, to]) => to),
      blocked,
    };
  }

  async request(from: number, to: number): Promise<RequestOutcome> {
    if (this.blocks(from, to)) return "youBlock";
    if (this.friends(from, to) || this.hasRequest(from, to)) return this.friends(from, to) ? "friends" : "requested";
    if (this.hasRequest(to, from) && !this.blocks(to, from)) return (await this.accept(from, to)) ? "friends" : "tooManyFriends";
    if (this.countOf((r) => r[0] === from) >= MAX_OUTGOING_REQUESTS) return "tooManyRequests";
    if (this.friendCount(from) >= MAX_FRIENDS) return "tooManyFriends";
    await this.change((d) => {
      d.requests.push([from, to]);
      // A flood of requests to one account drops its oldest unanswered ones: the store stays bounded.
      const toThem = d.requests.filter((r) => r[1] === to);
      if (toThem.length > MAX_INCOMING_REQUESTS) {
        const dropped = new Set(toThem.slice(0, toThem.length - MAX_INCOMING_REQUESTS));
        d.requests = d.requests.filter((r) => !dropped.has(r));
      }
    });
    return "requested";
  }

  async accept(userId: number, from: number): Promise<boolean> {
    if (!this.hasRequest(from, userId) || this.blocks(userId, from) || this.blocks(from, userId)) return false;
    if (this.friendCount(userId) >= MAX_FRIENDS || this.friendCount(from) >= MAX_FRIENDS) return false;
    await this.change((d) => {
      d.requests = d.requests.filter((r) => !samePair(r, from, userId) && !samePair(r, userId, from));
      d.friends.push([from, userId]);
    });
    return true;
  }

  async decline(userId: number, from: number): Promise<boolean> {
    if (!this.hasRequest(from, userId)) return false;
    await this.change((d) => {
      d.requests = d.requests.filter((r) => !samePair(r, from, userId));
    });
    return true;
  }

  async remove(userId: number, other: number): Promise<boolean> {
    if (!this.friends(userId, other) && !this.hasRequest(userId, other)) return false;
    await this.change((d) => {
      d.friends = d.friends.filter((f) => !samePair(f, userId, other) && !samePair(f, other, userId));
      d.requests = d.requests.filter((r) => !samePair(r, userId, other));
    });
    return true;
  }

  async forget(userId: number): Promise<void> {
    const others = (list: [number, number][]) => list.filter(([a, b]) => a !== userId && b !== userId);
    await this.change((d) => {
      d.friends = others(d.friends);
      d.requests = others(d.requests);
      d.blocks = others(d.blocks);
    });
  }

  async block(userId: number, other: number): Promise<boolean> {
    if (this.blocks(userId, other)) return true;
    if (this.countOf((b) => b[0] === userId, this.data.blocks) >= MAX_BLOCKS) return false;
    await this.change((d) => {
      d.blocks.push([userId, other]);
      d.friends = d.friends.filter((f) => !samePair(f, userId, other) && !samePair(f, other, userId));
      // The blocker's own request goes; the blocked one's stays theirs to see, hidden from the blocker.
      d.requests = d.requests.filter((r) => !samePair(r, userId, other));
    });
    return true;
  }

  async unblock(userId: number, other: number): Promise<boolean> {
    if (!this.blocks(userId, other)) return false;
    await this.change((d) => {
      d.blocks = d.blocks.filter((b) => !samePair(b, userId, other));
    });
    return true;
  }

  async blockedBetween(a: number, b: number): Promise<boolean> {
    return this.blocks(a, b) || this.blocks(b, a);
  }

  async blockedEitherWay(userId: number): Promise<number[]> {
    return [...new Set(this.data.blocks.flatMap(([by, whom]) => (by === userId ? [whom] : whom === userId ? [by] : [])))];
  }

  async areFriends(a: number, b: number): Promise<boolean> {
    return this.friends(a, b);
  }

  async close(): Promise<void> {
    // Writes are awaited by each change.
  }

  private friends(a: number, b: number): boolean {
    return this.data.friends.some((f) => samePair(f, a, b) || samePair(f, b, a));
  }

  private hasRequest(from: number, to: number): boolean {
    return this.data.requests.some((r) => samePair(r, from, to));
  }

  private blocks(by: number, whom: number): boolean {
    return this.data.blocks.some((b) => samePair(b, by, whom));
  }

  private friendCount(userId: number): number {
    return this.countOf((f) => f[0] === userId || f[1] === userId, this.data.friends);
  }

  private countOf(test: (p: [number, number]) => boolean, list: [number, number][] = this.data.requests): number {
    return list.filter(test).length;
  }

  /** Applies `edit` to a copy, writes it, and only then keeps it: a write that fails changes nothing. */
  private async change(edit: (data: SocialFile) => void): Promise<void> {
    const before = this.data;
    const next: SocialFile = { friends: [...before.friends], requests: [...before.requests], blocks: [...before.blocks] };
    edit(next);
    this.data = next;
    try {
      await this.file.write(next);
    } catch (error) {
      // Not on disk (a full disk): back to what the file holds, unless a later change already replaced it.
      if (this.data === next) this.data = before;
      throw error;
    }
  }
}

function samePair(p: readonly [number, number], a: number, b: number): boolean {
  return p[0] === a && p[1] === b;
}
