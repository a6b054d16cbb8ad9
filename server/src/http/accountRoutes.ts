// The logged-in account's own settings: POST /api/account/language keeps the language chosen in the client with the
// account, so a login in another browser shows the game in it (the login answer carries it back).
import express from "express";
import { z } from "zod";
import { LANGUAGES } from "../../../shared-rules/protocol/index.js";
import { userOfToken, type ServerServices } from "../services.js";
import { bearerToken, failStorage } from "./authRoutes.js";

const languageInput = z.strictObject({ language: z.enum(LANGUAGES) });

export function accountRoutes(services: ServerServices): express.Router {
  const router = express.Router();

  router.post("/api/account/language", async (req, res) => {
    try {
      const user = await userOfToken(services, bearerToken(req));
      if (!user) {
        res.status(401).json({ description: "invalid input", reason: "log in first" });
        return;
      }
      const parsed = languageInput.safeParse(req.body ?? {});
      if (!parsed.success) {
        res.status(400).json({ description: "invalid input", reason: `language must be one of ${LANGUAGES.join(", ")}` });
        return;
      }
      await services.users.setLanguage(user, parsed.data.language);
      res.json({ description: "success", language: parsed.data.language });
    } catch (error) {
      // Storage down (the database, a full disk): 503, nothing kept; anything else is a fault of ours (500).
      failStorage(res, error, "keeping a language", "keep your language");
    }
  });

  return router;
}
