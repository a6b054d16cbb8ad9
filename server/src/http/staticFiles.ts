// The built client: compressed, with file names that carry a content hash (Vite's assets/) cached for a year, and
// index.html revalidated on every visit so that a new build is picked up at once. Nothing of DATA_DIR (accounts,
// the token secret, the VAPID private key, game logs with their seeds, snapshots) is ever served. Paths are compared
// as real paths (symbolic links resolved), on both sides: with PUBLIC_DIR=/srv/pub and DATA_DIR=/srv/publink/data
// (publink → pub) the strings differ but the folder is the same, and /data/jwt-secret was served. So the server
// refuses to start when DATA_DIR lies inside PUBLIC_DIR by any path (dataDirExposure), and every file is checked
// again as it is served (a link made inside PUBLIC_DIR later, to DATA_DIR or into it, serves nothing of it).
import fsp from "node:fs/promises";
import path from "node:path";
import compression from "compression";
import express from "express";

const YEAR_SECONDS = 365 * 24 * 3600;

/** The file express.static would serve for a request path (under `publicDir`), or null for a path it refuses. */
function requestedFile(publicDir: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null; // express.static refuses it too; nothing to serve
  }
  if (decoded.includes("\0")) return null;
  return path.resolve(publicDir, `.${path.posix.normalize(`/${decoded}`)}`);
}

function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/**
 * The real path of `p` (every symbolic link resolved); for a path that does not exist (yet), its nearest existing
 * folder's real path with the rest appended.
 */
export async function realPathOf(p: string): Promise<string> {
  const absolute = path.resolve(p);
  try {
    return await fsp.realpath(absolute);
  } catch (error) {
    const parent = path.dirname(absolute);
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" || parent === absolute) throw error;
    return path.join(await realPathOf(parent), path.basename(absolute));
  }
}

/** Why the server must not start with these folders (DATA_DIR inside PUBLIC_DIR, by any path), or null. */
export async function dataDirExposure(publicDir: string, dataDir: string): Promise<string | null> {
  const [realPublic, realData] = await Promise.all([realPathOf(publicDir), realPathOf(dataDir)]);
  if (!isInside(realPublic, realData)) return null;
  const shown = (given: string, real: string) => (path.resolve(given) === real ? given : `${given} (really ${real})`);
  return `DATA_DIR ${shown(dataDir, realData)} lies inside PUBLIC_DIR ${shown(publicDir, realPublic)}: its accounts, token secret and keys could be downloaded. Keep DATA_DIR outside PUBLIC_DIR (e.g. ./data beside ./public).`;
}

/**
 * Whether a request path names a file inside `dataDir` once resolved under `publicDir`, links followed (the file
 * itself, and for a folder its index.html, which express.static would serve).
 */
export async function insideDataDir(publicDir: string, dataDir: string, requestPath: string): Promise<boolean> {
  const file = requestedFile(publicDir, requestPath);
  if (file === null) return true;
  const realData = await realPathOf(dataDir);
  for (const candidate of [file, path.join(file, "index.html")]) {
    const real = await fsp.realpath(candidate).catch(() => null);
    if (real !== null && isInside(realData, real)) return true;
  }
  // Not there (express.static answers 404), or the path as written names DATA_DIR's place.
  return isInside(realData, await realPathOf(file).catch(() => file));
}

export function staticFiles(publicDir: string, dataDir: string): express.RequestHandler[] {
  return [
    (req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD") return next();
      insideDataDir(publicDir, dataDir, req.path).then(
        (inside) => (inside ? void res.status(404).json({ description: "not found" }) : next()),
        () => void res.status(404).json({ description: "not found" }),
      );
    },
    compression(),
    express.static(publicDir, {
      setHeaders(res, filePath) {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    }),
  ];
}
