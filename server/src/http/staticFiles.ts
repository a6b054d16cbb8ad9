// The built client: compressed, with file names that carry a content hash (Vite's assets/) cached for a year, and
// index.html revalidated on every visit so that a new build is picked up at once.
import compression from "compression";
import express from "express";

const YEAR_SECONDS = 365 * 24 * 3600;

export function staticFiles(publicDir: string): express.RequestHandler[] {
  return [
    compression(),
    express.static(publicDir, {
      setHeaders(res, filePath) {
        const hashed = /[\\/]assets[\\/]/.test(filePath);
        res.setHeader("Cache-Control", hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : "no-cache");
      },
    }),
  ];
}
