// The rules page of a map, over whatever is on screen (the lobby, the create form, a game): the game every board
// shares with this board's numbers, what this board changes, pictures drawn by the client, and the route score
// table, all from rulesOfMap (the map's data and rule switches). A select switches to another board's page;
// Escape or Close puts it away. Each paragraph carries its rule topic (data-topic) for the tests.
import { h } from "../ui/dom.js";
import { msg, type Message } from "../i18n/i18n.js";
import { mapNameMessage } from "../components/mapName.js";
import { MAPS, MAP_IDS, isMapId, type MapId } from "../rules.js";
import { rulesOfMap, type RuleParagraph } from "./rulesOfMap.js";
import { drawPicture } from "./pictures.js";
import { lessonFor } from "./lessons.js";

export const RULES_PAGE_ID = "rules-page";

let closeOpen: (() => void) | null = null;

/** Opens the rules page of `mapId` (one at a time: a second call replaces the first); returns its close. */
export function openRulesPage(mapId: MapId): () => void {
  closeOpen?.();
  const body = h("div", { class: "ttr-rules-body", id: "rules-body" });
  const select = h("select", { id: "rules-map", class: "ttr-select", "aria-label": msg("rules.mapChoice") },
    ...MAP_IDS.map((id) => h("option", { value: id, text: mapNameMessage(id) })));
  select.value = mapId;
  const close = h("button", { type: "button", class: "ttr-btn secondary small", id: "rules-close", text: msg("rules.close") });
  const lesson = h("button", { type: "button", class: "ttr-btn small", id: "rules-lesson", text: msg("rules.lesson") });
  const title = h("h2", { id: "rules-heading" });
  const panel = h("div", { class: "ttr-panel ttr-rules", id: RULES_PAGE_ID, role: "dialog", "aria-labelledby": "rules-heading", "data-map": mapId },
    h("div", { class: "ttr-rules-head" }, title, h("div", { class: "ttr-row ttr-rules-tools" }, select, lesson, close)), body);
  const show = (id: MapId) => {
    const page = rulesOfMap(MAPS[id]);
    panel.dataset.map = id;
    title.replaceChildren(h("span", { text: page.title }));
    const start = lessonFor(id);
    lesson.hidden = start === null;
    lesson.onclick = start && (() => {
      remove();
      start();
    });
    body.replaceChildren(
      section(msg("rules.baseHeading"), page.base),
      section(msg("rules.turnHeading"), page.turn, "ul"),
      section(msg("rules.differencesHeading"), page.differences, "div", msg("rules.noDifferences")),
      section(msg("rules.endHeading"), page.end),
      scoreTable(page.scoring),
    );
  };
  show(mapId);
  select.addEventListener("change", () => isMapId(select.value) && show(select.value));
  const backdrop = h("div", { class: "ttr-backdrop ttr-rules-backdrop", id: "rules-backdrop" }, panel);
  const remove = () => {
    backdrop.remove();
    document.removeEventListener("keydown", onKey, true);
    if (closeOpen === remove) closeOpen = null;
  };
  // Escape closes the page first (not the form or the game view under it)
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape") return;
    e.stopPropagation();
    remove();
  };
  document.addEventListener("keydown", onKey, true);
  close.addEventListener("click", remove);
  backdrop.addEventListener("click", (e) => e.target === backdrop && remove());
  document.body.append(backdrop);
  close.focus();
  closeOpen = remove;
  return remove;
}

/** A heading and its paragraphs (a list for the turn's choices); `empty` when there are none. */
function section(heading: Message, paragraphs: readonly RuleParagraph[], as: "div" | "ul" = "div", empty?: Message): HTMLElement {
  const items = paragraphs.map((p) => paragraph(p, as === "ul" ? "li" : "p"));
  if (items.length === 0 && empty) items.push(h("p", { class: "ttr-rules-empty", text: empty }));
  return h("section", { class: "ttr-rules-section" }, h("h3", { text: heading }), h(as, { class: "ttr-rules-list" }, ...items));
}

function paragraph(p: RuleParagraph, tag: "p" | "li"): HTMLElement {
  const el = h(tag, { class: "ttr-rules-rule", ...(p.topic ? { "data-topic": p.topic } : {}) }, h("span", { text: p.text }));
  if (p.picture) {
    el.append(h("figure", { class: "ttr-rules-figure" }, drawPicture(p.picture.kind, p.picture.count), h("figcaption", { text: p.picture.caption })));
  }
  return el;
}

/** Route length → points, as the board's data gives them. */
function scoreTable(rows: ReadonlyArray<{ length: number; points: number }>): HTMLElement {
  const table = h("table", { class: "ttr-rules-scores", id: "rules-scores" },
    h("tr", {}, h("th", { text: msg("rules.scoreLength") }), ...rows.map((r) => h("td", { text: String(r.length) }))),
    h("tr", {}, h("th", { text: msg("rules.scorePoints") }), ...rows.map((r) => h("td", { text: String(r.points) }))));
  return h("section", { class: "ttr-rules-section" }, h("h3", { text: msg("rules.scoreHeading") }), table);
}
