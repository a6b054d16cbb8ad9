// The words of a turn notice in each language the client speaks. The server writes the notice itself (a push
// arrives while no page of the game is open to translate it), in the language the recipient chose in the client,
// kept with their account; English when they never chose. The server may not import the client (a lint layer
// forbids it): keep these words in step with the client's catalogs ("lobby.yourMove" and friends).
import { DEFAULT_LANGUAGE, type Language } from "../../../shared-rules/protocol/index.js";

export interface NoticeWords {
  /** The notice's title. */
  title: string;
  /** The notice's line, naming the game as its host titled it. */
  body(gameName: string): string;
}

const NOTICE_TEXTS: Readonly<Record<Language, NoticeWords>> = {
  en: { title: "Your move", body: (game) => `It is your turn in “${game}”.` },
  fr: { title: "À vous de jouer", body: (game) => `C’est votre tour dans « ${game} ».` },
  de: { title: "Du bist dran", body: (game) => `In „${game}“ bist du am Zug.` },
  es: { title: "Te toca", body: (game) => `Es tu turno en «${game}».` },
  pl: { title: "Twój ruch", body: (game) => `Twoja kolej w grze „${game}”.` },
};

/** The notice's words in `language`; an account that never chose reads English. */
export function noticeTexts(language: Language | null): NoticeWords {
  return NOTICE_TEXTS[language ?? DEFAULT_LANGUAGE];
}
