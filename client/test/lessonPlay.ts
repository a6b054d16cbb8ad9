// What a press of a lesson's target does, modelled on the rules alone (for lessonDeals.test.ts): a press on a dialog's
// control changes the dialog, a press that sends a move returns the command the client would send.
import type { CardColor, Command, PlayerView } from "../../shared-rules/src/index.js";
import { claimOptions, stationOptions } from "../../shared-rules/src/index.js";

export interface DialogState { modal: string | null; buy: { route: number | null; color: CardColor | null; wilds: number } | null; ticketsSelected: number[] | null; city: number | null }

export function lessonCommand(target: string, view: PlayerView, d: DialogState): Command | null {
  const cut = target.lastIndexOf(":");
  const [kind, arg] = cut < 0 ? [target, ""] : [target.slice(0, cut + 1), target.slice(cut + 1)];
  if (target === "deck") return { type: "drawTrainCard", cardLocation: 5 };
  if (target === "ticketDeck") return { type: "getDestinations" };
  if (kind === "faceUp:") return { type: "drawTrainCard", cardLocation: Number(arg) };
  if (kind === "route:") {
    // the dialog opens on the first way the hand can pay (BuyRouteModal)
    const first = claimOptions(view, Number(arg))[0];
    Object.assign(d, { modal: "buyRoute", buy: { route: Number(arg), color: first?.trainColor ?? null, wilds: first?.numberOfWilds ?? 0 } });
    return null;
  }
  if (kind === "city:") {
    const first = view.me ? stationOptions(view, view.me.hand)[0] : undefined;
    Object.assign(d, { modal: "station", city: Number(arg), buy: { route: null, color: first?.trainColor ?? null, wilds: first?.numberOfWilds ?? 0 } });
    return null;
  }
  if (kind === "modal:ticket:") {
    d.ticketsSelected = [...(d.ticketsSelected ?? []), Number(arg)];
    return null;
  }
  if (kind === "tunnel:pay:") return { type: "payTunnel", numberOfWilds: Number(arg) };
  if (target === "tunnel:decline") return { type: "declineTunnel" };
  if (kind === "modal:color:") return (d.buy!.color = arg as CardColor), null;
  if (target === "modal:wild+") return (d.buy!.wilds += 1), null;
  if (target === "modal:wild-") return (d.buy!.wilds -= 1), null;
  if (target === "modal:cancel") return Object.assign(d, { modal: null, buy: null }), null;
  if (target === "modal:confirm") {
    const was = d.modal;
    const b = d.buy;
    const selected = d.ticketsSelected;
    Object.assign(d, { modal: null, buy: null, ticketsSelected: null });
    if (was === "destinations") return { type: "selectDestinations", destinationsSelected: selected! };
    if (was === "station") return { type: "buildStation", cityIndex: d.city!, trainColor: b!.color!, numberOfWilds: b!.wilds };
    return { type: "buyRoute", routeIndex: b!.route!, trainColor: b!.color!, numberOfWilds: b!.wilds };
  }
  throw new Error(`no model of a press on ${target}`);
}
