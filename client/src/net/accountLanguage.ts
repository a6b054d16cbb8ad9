// POST /api/account/language: the account keeps the language its person chose, so that a login in another browser
// shows the game in it. A failure only means the other browser will not know: this one keeps the choice anyway.
import type { Language } from "../../../shared-rules/protocol/index.js";
import { post } from "./api.js";

export async function saveAccountLanguage(token: string, language: Language): Promise<boolean> {
  try {
    const { status } = await post("/api/account/language", { language }, token);
    return status < 300;
  } catch {
    return false;
  }
}
