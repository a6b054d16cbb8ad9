// What the touch confirmation panel says about a tapped route: its name and facts, and either how it can be paid
// (the rules' claim options, as the payment modal will offer them) or why it cannot be claimed now (the same reason
// the mouse's tooltip gives). Pure: the panel and the tests share it.
import { claimOptions, mapOf, standInRule, type PlayerView } from "../rules.js";
import { describeRoute, routeBlocker } from "../scenes/game/presenter.js";
import { paymentWords, payWithText } from "../components/payTargets.js";
import { t } from "../i18n/i18n.js";

/** How many payments are spelt out; more are counted. */
const SHOWN_OPTIONS = 3;

export interface RouteChoiceText {
  routeId: number;
  title: string;
  facts: string;
  /** Null when it can be claimed now. */
  reason: string | null;
  /** Each way to pay, in words ("3 × Orange + 1 × Locomotive"). */
  options: string[];
  /** The line under the facts: the payments, or the reason. */
  verdict: string;
}

export function routeChoiceText(view: PlayerView | null, spectator: boolean, routeId: number): RouteChoiceText {
  const map = mapOf(view);
  const { title, body } = describeRoute(routeId, map);
  const reason = routeBlocker(view, spectator, routeId);
  const route = map.routes[routeId];
  const length = route?.length ?? 0;
  // stand-in payments (a Nordic ferry's three cards for a locomotive) are said with the cards they take
  const rule = route && route.kind !== "tunnel" ? standInRule(map, route) : null;
  const options = !reason && view ? claimOptions(view, routeId).map((o) => paymentWords(o, length, rule)) : [];
  const verdict = reason
    ? t("choice.cannot", { why: reason })
    : payWithText(options, SHOWN_OPTIONS);
  return { routeId, title, facts: body, reason, options, verdict };
}
