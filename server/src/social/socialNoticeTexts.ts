// The words of the friends layer's push notices in each language the client speaks, written by the server like the
// turn notices (push/noticeTexts.ts): keep them in step with the client catalogs' "friends.*" keys.
import { DEFAULT_LANGUAGE, type Language } from "../../../shared-rules/protocol/index.js";

interface SocialWords {
  requestTitle: string;
  requestBody(from: string): string;
  invitationTitle: string;
  invitationBody(from: string, gameName: string): string;
}

const WORDS: Readonly<Record<Language, SocialWords>> = {
  en: {
    requestTitle: "Friend request",
    requestBody: (from) => `${from} would like to be your friend.`,
    invitationTitle: "Invitation to a table",
    invitationBody: (from, game) => `${from} invites you to “${game}”. Open the lobby to join.`,
  },
  fr: {
    requestTitle: "Demande d’ami",
    requestBody: (from) => `${from} souhaite devenir votre ami.`,
    invitationTitle: "Invitation à une table",
    invitationBody: (from, game) => `${from} vous invite à « ${game} ». Ouvrez le salon pour rejoindre.`,
  },
  de: {
    requestTitle: "Freundschaftsanfrage",
    requestBody: (from) => `${from} möchte mit dir befreundet sein.`,
    invitationTitle: "Einladung an einen Tisch",
    invitationBody: (from, game) => `${from} lädt dich zu „${game}“ ein. Öffne die Lobby, um beizutreten.`,
  },
  es: {
    requestTitle: "Solicitud de amistad",
    requestBody: (from) => `${from} quiere ser tu amigo.`,
    invitationTitle: "Invitación a una mesa",
    invitationBody: (from, game) => `${from} te invita a «${game}». Abre la sala para unirte.`,
  },
  pl: {
    requestTitle: "Zaproszenie do znajomych",
    requestBody: (from) => `${from} chce zostać twoim znajomym.`,
    invitationTitle: "Zaproszenie do stołu",
    invitationBody: (from, game) => `${from} zaprasza cię do gry „${game}”. Otwórz poczekalnię, aby dołączyć.`,
  },
};

export function socialWords(language: Language | null): SocialWords {
  return WORDS[language ?? DEFAULT_LANGUAGE];
}
