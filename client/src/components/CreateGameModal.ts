// The "Create Game" overlay: "Set The Game Title", the map (any board, with its player range and when both routes of
// a double open, read from the board's data), its table option (the ticket decks of USA 1910 / Europe 1912, with
// their deal read from the rules), "Pick your color!" (five squares), the turn clock, Submit.
import { h, field, setFieldError, setText } from "../ui/dom.js";
import { msg, type Message } from "../i18n/i18n.js";
import { colorNameMessage } from "./colorName.js";
import { mapNameMessage } from "./mapName.js";
import { PLAYER_COLOR_ORDER, PLAYER_GLYPH, playerStyle } from "../ui/theme.js";
import { MAPS, MAP_IDS, isMapId, isVariantOf, mapOf, variantsOf, type MapId, type PlayerColor } from "../rules.js";
import { variantNameMessage } from "./variantName.js";
import { openRulesPage } from "../rules-page/RulesPage.js";
import { GAME_NAME_MAX_LENGTH, TIME_CONTROLS, isTimeControl, type CreateGameOptions, type TimeControl } from "../../../shared-rules/protocol/index.js";

/** The form's clock choices: the server's own choice first (no `timeControl` sent), then each time control. */
type ClockChoice = TimeControl | "auto";

/** How the form names each clock choice; the lengths are the server's settings, shown on the players' boxes. */
const CLOCK_LABEL: Record<ClockChoice, Message> = {
  auto: msg("create.clockAuto"),
  realtime: msg("create.realtime"),
  relaxed: msg("create.relaxed"),
  async: msg("create.async"),
};

/** What each choice means for the player, in one line under the list. */
const CLOCK_LINE: Record<ClockChoice, Message> = {
  auto: msg("create.clockLine.auto"),
  realtime: msg("create.clockLine.realtime"),
  relaxed: msg("create.clockLine.relaxed"),
  async: msg("create.clockLine.async"),
};

/** Opens the form; `onSubmit` gets the room's create options as the form filled them in (no test-mode ones). */
export function openCreateGameModal(onSubmit: (options: CreateGameOptions) => Promise<string | null>, defaultName: string): () => void {
  const title = field("create-title", msg("create.title"));
  title.input.value = defaultName;
  title.input.maxLength = GAME_NAME_MAX_LENGTH;
  let color: PlayerColor | null = null;
  const colorError = h("div", { class: "ttr-error", id: "create-color-error" });
  const general = h("div", { class: "ttr-error", id: "create-error" });
  const buttons = PLAYER_COLOR_ORDER.map((c) =>
    h("button", { type: "button", class: "ttr-color-btn", id: `create-color-${c}`, title: colorNameMessage(c), "aria-label": colorNameMessage(c), style: `background:${playerStyle(c).css};color:${playerStyle(c).ink}`, text: PLAYER_GLYPH[c] }),
  );
  buttons.forEach((b, i) =>
    b.addEventListener("click", () => {
      color = PLAYER_COLOR_ORDER[i];
      buttons.forEach((o) => o.classList.toggle("selected", o === b));
      setText(colorError, "");
    }),
  );
  // a private game is not listed in the lobby: people join it by its code or a link (shown in the waiting room)
  const privateBox = h("input", { type: "checkbox", id: "create-private" });
  const privateField = h("label", { for: "create-private", class: "ttr-check" },
    privateBox, msg("create.private"));
  // spectators of a public game see it a few moves behind, so nobody watching can tip a player off; on by default
  // for public games, off for private ones (among friends), until the creator chooses
  const delayBox = h("input", { type: "checkbox", id: "create-spectator-delay" });
  delayBox.checked = true;
  let delayChosen = false;
  delayBox.addEventListener("change", () => (delayChosen = true));
  privateBox.addEventListener("change", () => {
    if (!delayChosen) delayBox.checked = !privateBox.checked;
  });
  const delayField = h("label", { for: "create-spectator-delay", class: "ttr-check" },
    delayBox, msg("create.spectatorDelay"));
  // the turn clock: when a seat's time is up the bot plays that turn for it. By default the server chooses (relaxed
  // against bots and in a new account's first games); the line under the list says what the chosen clock means.
  const clockSelect = h("select", { id: "create-time-control", class: "ttr-select" },
    ...(["auto", ...TIME_CONTROLS] as const).map((t) => h("option", { value: t, text: CLOCK_LABEL[t] })));
  clockSelect.value = "auto";
  const clockLine = h("div", { class: "ttr-hint", id: "create-clock-line" });
  const showClockLine = () => setText(clockLine, CLOCK_LINE[isTimeControl(clockSelect.value) ? clockSelect.value : "auto"]);
  clockSelect.addEventListener("change", showClockLine);
  showClockLine();
  const clockField = h("div", { class: "ttr-field" }, h("label", { for: "create-time-control", text: msg("create.turnClock") }), clockSelect, clockLine);
  // the board, from the rules' list of maps (the USA first: the default)
  const mapSelect = h("select", { id: "create-map", class: "ttr-select" },
    ...MAP_IDS.map((id) => h("option", { value: id, text: MAPS[id].stations.perPlayer > 0 ? msg("map.withStations", { map: mapNameMessage(id) }) : mapNameMessage(id) })));
  mapSelect.value = "usa";
  const mapFacts = h("div", { class: "ttr-hint", id: "create-map-facts" });
  const showFacts = () => {
    const map = MAPS[isMapId(mapSelect.value) ? mapSelect.value : "usa"];
    setText(mapFacts, msg("create.mapFacts", { min: map.minPlayers, max: map.maxPlayers, doubles: map.doubleRoutesBothUsableFromPlayers }));
  };
  // the board's table options; hidden on a board without any ("" is the original game)
  const variantSelect = h("select", { id: "create-variant", class: "ttr-select" });
  const variantFacts = h("div", { class: "ttr-hint", id: "create-variant-facts" });
  const variantField = h("div", { class: "ttr-field", id: "create-variant-field" }, h("label", { for: "create-variant", text: msg("create.variant") }), variantSelect, variantFacts);
  const chosenMap = (): MapId => (isMapId(mapSelect.value) ? mapSelect.value : "usa");
  const showVariantFacts = () => {
    const board = mapOf({ map: chosenMap(), variant: variantSelect.value });
    const regular = board.tickets.filter((t) => t.kind !== "long").length;
    setText(variantFacts, msg("create.variantFacts", { tickets: regular, deal: board.initialTickets.deal + board.initialTickets.long, keep: board.initialTickets.keepAtLeast, draw: board.drawTickets.deal }));
  };
  const showVariants = () => {
    const map = chosenMap();
    variantSelect.replaceChildren(h("option", { value: "", text: msg("variant.original") }), ...variantsOf(map).map((v) => h("option", { value: v, text: variantNameMessage(map, v) })));
    variantSelect.value = "";
    variantField.hidden = variantsOf(map).length === 0;
    showVariantFacts();
  };
  variantSelect.addEventListener("change", showVariantFacts);
  mapSelect.addEventListener("change", showFacts);
  mapSelect.addEventListener("change", showVariants);
  showFacts();
  showVariants();
  // the chosen board's rules page, over the form (the form stays as filled in)
  const mapRules = h("button", { type: "button", class: "ttr-btn small secondary", id: "create-map-rules", text: msg("rules.openForMap") });
  mapRules.addEventListener("click", () => openRulesPage(isMapId(mapSelect.value) ? mapSelect.value : "usa"));
  const mapField = h("div", { class: "ttr-field" }, h("label", { for: "create-map", text: msg("create.map") }), mapSelect, mapFacts, mapRules);
  const submit = h("button", { type: "submit", class: "ttr-btn", id: "create-submit", text: msg("auth.submit") });
  const cancel = h("button", { type: "button", class: "ttr-btn secondary", id: "create-cancel", text: msg("create.cancel") });
  const form = h("form", { class: "ttr-panel ttr-modal ttr-dialog", id: "create-form", novalidate: true, role: "dialog", "aria-labelledby": "create-heading" },
    h("h2", { id: "create-heading", text: msg("create.heading") }), title.wrap, mapField, variantField,
    h("div", { class: "ttr-field" }, h("label", { text: msg("create.pickColor") }), h("div", { class: "ttr-colors" }, ...buttons), colorError),
    clockField, privateField, delayField, general, h("div", { class: "ttr-row" }, cancel, submit));
  const backdrop = h("div", { class: "ttr-backdrop", id: "create-backdrop" }, form);
  const close = () => backdrop.remove();
  cancel.addEventListener("click", close);
  backdrop.addEventListener("keydown", (e) => {
    if ((e as KeyboardEvent).key === "Escape") close();
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    setFieldError(title, "");
    setText(general, "");
    const name = title.input.value.trim();
    if (!name) return setFieldError(title, msg("create.needTitle"));
    if (!color) {
      setText(colorError, msg("create.needColor"));
      return;
    }
    submit.disabled = true;
    const options: CreateGameOptions = {
      gameName: name,
      color,
      ...(isTimeControl(clockSelect.value) ? { timeControl: clockSelect.value } : {}),
      ...(mapSelect.value !== "usa" ? { map: mapSelect.value as MapId } : {}),
      ...(isVariantOf(chosenMap(), variantSelect.value) ? { variant: variantSelect.value } : {}),
      spectatorDelay: delayBox.checked,
      ...(privateBox.checked ? { private: true } : {}),
    };
    void onSubmit(options).then((err) => {
      submit.disabled = false;
      if (err) setText(general, err);
      else close();
    });
  });
  document.body.append(backdrop);
  title.input.focus();
  title.input.select();
  return close;
}
