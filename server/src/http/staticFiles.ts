// The built client: compressed, with file names that carry a content hash (Vite's assets/) cached for a year, and
// index.html revalidated on every visit so that a new build is picked up at once. Nothing of DATA_DIR (accounts,
// the token secret, game logs with their seeds, snapshots) is ever served, even when an operator puts it inside
// PUBLIC_DIR.
import path from "node:path";
import compression from "compression";
import express from "express";

const YEAR_SECONDS = 365 * 24 * 3600;

/** Whether a request path names a file inside `dataDir` once resolved under `publicDir`. */
export function insideDataDir(publicDir: string, dataDir: string, requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return true; // express.static refuses it too; nothing to serve
  }
  const file = path.resolve(publicDir, `.${path.posix.normalize(`/${decoded}`)}`);
  const relative = path.relative(path.resolve(dataDir), file);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

export function staticFiles(publicDir: string, dataDir: string): express.RequestHandler[] {
  return [
    (req, res, next) => {
      if (insideDataDir(publicDir, dataDir, req.path)) res.status(404).json({ description: "not found" });
      else next();
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
