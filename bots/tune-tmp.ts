import { HardBot, MediumBot } from "./src/index.js";
import { playGame } from "./src/selfPlay.js";
const N = Number(process.argv[2] ?? 300);
const variants: Record<string, object> = JSON.parse(process.argv[3] ?? '{"base":{}}');
for (const [name, tun] of Object.entries(variants)) {
  let w = 0, sh = 0, sm = 0, lost = 0;
  for (let g = 0; g < N; g++) {
    const swap = g % 2 === 1;
    const h = new HardBot(g * 2 + 1, tun), m = new MediumBot(g * 2 + 2);
    const r = playGame({ seed: 500000 + g, bots: swap ? [m, h] : [h, m] });
    const hs = swap ? 1 : 0;
    if (!r.result) continue;
    if (r.result.ranking[0] === hs) w++;
    sh += r.result.scores[hs].total; sm += r.result.scores[1 - hs].total; lost += r.result.scores[hs].ticketsLost.length;
  }
  console.log(name.padEnd(20), "win", (100 * w / N).toFixed(1), "hard", (sh / N).toFixed(1), "med", (sm / N).toFixed(1), "lost", (lost / N).toFixed(2));
}
