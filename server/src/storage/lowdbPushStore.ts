// The embedded push subscription store: one small file per account, DATA_DIR/push-subscriptions/<user id>.json,
// each replaced atomically (a temporary file made 0600, then renamed) when that account's subscriptions change. One account's
// subscribe never rewrites anyone else's (a whole-store file rewritten on every call let one caller keep the disk
// busy for everyone), and a file is at most MAX_PUSH_SUBSCRIPTIONS_PER_USER entries. An endpoint that moves to
// another account (the same browser, someone else logged in) rewrites the two accounts' files concerned.
// Durable means handed to the OS, like the other embedded stores. A store kept by earlier versions in one file,
// DATA_DIR/push-subscriptions.json, is split into the per-account files on open.
import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { PrivateJsonFile } from "./privateFiles.js";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionKeys, type PushSubscriptionStore, type StoredPushSubscription } from "./pushStore.js";

const FOLDER = "push-subscriptions";
const OLD_SINGLE_FILE = "push-subscriptions.json";
const ACCOUNT_FILE = /^(\d+)\.json$/;

const storedKeys = z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }) });
const accountFile = z.object({ subscriptions: z.array(storedKeys) });
const oldSingleFile = z.object({ subscriptions: z.array(storedKeys.extend({ userId: z.number().int() })) });

export class LowdbPushStore implements PushSubscriptionStore {
  /** Every account's subscriptions, oldest first, as their files hold them. */
  private readonly byUser = new Map<number, PushSubscriptionKeys[]>();
  private readonly ownerOf = new Map<string, number>();
  private readonly files = new Map<number, PrivateJsonFile<{ subscriptions: PushSubscriptionKeys[] }>>();
  /** The latest write of each account's file (close waits for them). */
  private readonly writes = new Map<number, Promise<void>>();

  private constructor(private readonly folder: string) {}

  static async open(dataDir: string): Promise<LowdbPushStore> {
    const store = new LowdbPushStore(path.join(dataDir, FOLDER));
    await fs.mkdir(store.folder, { recursive: true });
    for (const name of await fs.readdir(store.folder)) {
      const id = ACCOUNT_FILE.exec(name)?.[1];
      if (id === undefined) continue;
      const file = path.join(store.folder, name);
      const parsed = accountFile.safeParse(JSON.parse(await fs.readFile(file, "utf8")));
      if (!parsed.success) throw new Error(`${file} is not a push subscription file`);
      store.keep(Number(id), parsed.data.subscriptions);
    }
    await store.splitOldSingleFile(path.join(dataDir, OLD_SINGLE_FILE));
    return store;
  }

  async save(userId: number, subscription: PushSubscriptionKeys): Promise<void> {
    // A fresh object of the known fields only: what is written is exactly what the store promises to keep.
    const entry: PushSubscriptionKeys = { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } };
    const changed = new Set<number>([userId]);
    const previousOwner = this.ownerOf.get(entry.endpoint);
    if (previousOwner !== undefined) {
      this.drop(previousOwner, entry.endpoint);
      changed.add(previousOwner);
    }
    const mine = this.byUser.get(userId) ?? [];
    // Beyond the bound the oldest go: nobody grows the store (or the notices sent per turn) without bound.
    const kept = [...mine, entry].slice(-MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    for (const gone of mine) if (!kept.includes(gone)) this.ownerOf.delete(gone.endpoint);
    this.byUser.set(userId, kept);
    this.ownerOf.set(entry.endpoint, userId);
    await Promise.all([...changed].map((id) => this.write(id)));
  }

  async remove(endpoint: string, userId?: number): Promise<boolean> {
    const owner = this.ownerOf.get(endpoint);
    if (owner === undefined || (userId !== undefined && owner !== userId)) return false;
    this.drop(owner, endpoint);
    await this.write(owner);
    return true;
  }

  async forUser(userId: number): Promise<StoredPushSubscription[]> {
    return (this.byUser.get(userId) ?? []).map((s) => ({ userId, endpoint: s.endpoint, keys: { ...s.keys } }));
  }

  async close(): Promise<void> {
    await Promise.all(this.writes.values());
  }

  private keep(userId: number, subscriptions: PushSubscriptionKeys[]): void {
    const entries = subscriptions.map((s) => ({ endpoint: s.endpoint, keys: { p256dh: s.keys.p256dh, auth: s.keys.auth } }));
    this.byUser.set(userId, entries);
    for (const s of entries) this.ownerOf.set(s.endpoint, userId);
  }

  private drop(userId: number, endpoint: string): void {
    this.byUser.set(userId, (this.byUser.get(userId) ?? []).filter((s) => s.endpoint !== endpoint));
    this.ownerOf.delete(endpoint);
  }

  /**
   * Replaces the account's file with what memory holds. One writer per file (PrivateJsonFile: mode 0600, atomic replacement),
   * and calls made while a write is under way are folded into one next write of the latest state.
   */
  private write(userId: number): Promise<void> {
    let file = this.files.get(userId);
    if (!file) {
      file = new PrivateJsonFile(path.join(this.folder, `${userId}.json`));
      this.files.set(userId, file);
    }
    const subscriptions = this.byUser.get(userId) ?? [];
    const written = file.write({ subscriptions });
    this.writes.set(userId, written.catch(() => undefined));
    return written;
  }

  /** Moves a store kept by an earlier version in one file into per-account files, then removes that file. */
  private async splitOldSingleFile(file: string): Promise<void> {
    let text: string;
    try {
      text = await fs.readFile(file, "utf8");
    } catch {
      return; // none: a new store, or already split
    }
    const parsed = oldSingleFile.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${file} is not a push subscription file`);
    // The single file wins over per-account files a split cut short left behind: nothing was served in between.
    const grouped = new Map<number, PushSubscriptionKeys[]>();
    for (const s of parsed.data.subscriptions) grouped.set(s.userId, [...(grouped.get(s.userId) ?? []), s]);
    for (const [userId, subscriptions] of grouped) {
      for (const s of this.byUser.get(userId) ?? []) this.ownerOf.delete(s.endpoint);
      this.keep(userId, subscriptions.slice(-MAX_PUSH_SUBSCRIPTIONS_PER_USER));
      await this.write(userId);
    }
    await fs.rm(file);
  }
}
