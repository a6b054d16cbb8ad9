// What a press of a lesson's target does, modelled on the rules alone (for lessonDeals.test.ts): a press on a dialog's
// control changes the dialog, a press that sends a move returns the command the client would send.
import type { CardColor, Command, PlayerView } from "../../shared-rules/src/index.js";
import { claimOptions } from "../../shared-rules/src/index.js";

export interface DialogState { modal: string | null; buy: { route: number; color: CardColor | null; wilds: number } | null; ticketsSelected: number[] | null }

export function lessonCommand(target: string, view: PlayerView, d: DialogState): Command | null {
  const [kind, arg] = [target.slice(0, target.lastIndexOf(":") + 1 || target.length), target.slice(target.lastIndexOf(":") + 1)];
  if (target === "deck") return { type: "drawTrainCard", cardLocation: 5 };
  if (target === "ticketDeck") return { type: "getDestinations" };
  if (kind === "faceUp:") return { type: "drawTrainCard", cardLocation: Number(arg) };
  if (kind === "route:") {
    const first = claimOptions(view, Number(arg))[0];
    d.modal = "buyRoute";
    d.buy = { route: Number(arg), color: first?.trainColor ?? null, wilds: first?.numberOfWilds ?? 0 };
    return null;
  }
  if (kind === "modal:ticket:") {
    d.ticketsSelected = [...(d.ticketsSelected ?? []), Number(arg)];
    return null;
  }
  if (kind === "modal:color:") return (d.buy!.color = arg as CardColor), null;
  if (target === "modal:wild+") return (d.buy!.wilds += 1), null;
  if (target === "modal:wild-") return (d.buy!.wilds -= 1), null;
  if (target === "modal:cancel") return Object.assign(d, { modal: null, buy: null }), null;
  if (target === "modal:confirm") {
    if (d.modal === "destinations") {
      const selected = d.ticketsSelected!;
      Object.assign(d, { modal: null, ticketsSelected: null });
      return { type: "selectDestinations", destinationsSelected: selected };
    }
    const b = d.buy!;
    Object.assign(d, { modal: null, buy: null });
    return { type: "buyRoute", routeIndex: b.route, trainColor: b.color!, numberOfWilds: b.wilds };
  }
  throw new Error(`no model of a press on ${target}`);
}
