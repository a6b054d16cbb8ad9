// An append-only file whose appends are whole or absent. A full disk (ENOSPC) or a quota can stop a write half-way:
// write() then stores part of a line and throws, or returns fewer bytes than asked. Either way the file is cut back
// to the last whole append, so the caller may retry without gluing a new line onto a half one; should the cut itself
// fail, the next append cuts first. A file found ending in a half line (a crash mid-write, before this process)
// gets a line break before the next append, so a reader skipping the torn line still reads the new one.
import fs from "node:fs";

export class AppendFile {
  /** Whether the bytes past `size` may hold a half-written append that must be cut off first. */
  private torn = false;

  private constructor(
    readonly fd: number,
    /** Bytes of whole appends: the file's length after the last successful append. */
    private size: number,
    /** The file ended in a half line when opened: the next append starts on a new line. */
    private startsNewLine: boolean,
  ) {}

  /** `mode`: of the file when this makes it (0600 for the accounts' logs: storage/privateFiles.ts). */
  static open(file: string, mode = 0o644): AppendFile {
    const fd = fs.openSync(file, "a+", mode);
    const size = fs.fstatSync(fd).size;
    let endsHalf = false;
    if (size > 0) {
      const last = Buffer.alloc(1);
      fs.readSync(fd, last, 0, 1, size - 1);
      endsHalf = last[0] !== 0x0a;
    }
    return new AppendFile(fd, size, endsHalf);
  }

  /** Appends `text` whole, or throws and leaves the file as it was. */
  append(text: string): void {
    if (this.torn) {
      fs.ftruncateSync(this.fd, this.size);
      this.torn = false;
    }
    const bytes = Buffer.from(this.startsNewLine ? "\n" + text : text);
    let written = 0;
    try {
      while (written < bytes.length) {
        const n = fs.writeSync(this.fd, bytes, written);
        if (n <= 0) throw Object.assign(new Error("no space left on device (short write)"), { code: "ENOSPC" });
        written += n;
      }
    } catch (error) {
      this.cutBack();
      throw error;
    }
    this.size += bytes.length;
    this.startsNewLine = false;
  }

  close(): void {
    fs.closeSync(this.fd);
  }

  private cutBack(): void {
    try {
      fs.ftruncateSync(this.fd, this.size);
    } catch {
      this.torn = true;
    }
  }
}
