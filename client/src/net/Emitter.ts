/** A tiny typed event emitter (Observer) so the network layer does not depend on Phaser. */
export class Emitter<Events extends Record<string, unknown[]>> {
  private handlers: { [K in keyof Events]?: Array<(...args: Events[K]) => void> } = {};

  on<K extends keyof Events>(event: K, fn: (...args: Events[K]) => void): () => void {
    (this.handlers[event] ??= []).push(fn);
    return () => this.off(event, fn);
  }

  off<K extends keyof Events>(event: K, fn: (...args: Events[K]) => void): void {
    this.handlers[event] = (this.handlers[event] ?? []).filter((h) => h !== fn);
  }

  emit<K extends keyof Events>(event: K, ...args: Events[K]): void {
    for (const h of [...(this.handlers[event] ?? [])]) h(...args);
  }

  clear(): void {
    this.handlers = {};
  }
}
