// The server's own CPU per game command without sockets or a load generator: replays seeded 5-player bot games
// through the room's commit path (GameMaster: rules, history, projection, views, Colyseus' SchemaSerializer
// encoding one patch per connection: five seats and a spectator, notifications; bench/roomKit.ts), with a store that
// answers at once. Steady numbers on a noisy machine, to compare commits; the socket side (reading commands,
// writing frames) is what `npm run bench` adds on top.
//   npx tsx bench/command-cost.ts [games] [rounds]
import { commitHash } from "./benchKit.js";
import { botGame, delivered, startedMaster, type BotLog, type Tally } from "./roomKit.js";

const GAMES = Number(process.argv[2] ?? 4);
const ROUNDS = Number(process.argv[3] ?? 5);

async function replayOne(seed: number, log: BotLog, tally: Tally): Promise<void> {
  const master = startedMaster(`cost-${seed}`, seed, tally);
  await delivered();
  for (const { player, command } of log) {
    const applied = master.play(player, command);
    if (!applied.ok) throw new Error(`replay ${JSON.stringify(command)}: ${applied.error.code}`);
    await delivered();
    tally.commands++;
  }
  master.dispose();
}

const seeds = Array.from({ length: GAMES }, (_, i) => 11 + i);
const logs = seeds.map(botGame);
// One round to warm the JIT, then the median of the rest.
const perCommand: number[] = [];
let bytesPerCommand = 0;
for (let round = 0; round <= ROUNDS; round++) {
  const tally: Tally = { commands: 0, bytes: 0 };
  const cpu0 = process.cpuUsage();
  for (const [i, seed] of seeds.entries()) await replayOne(seed, logs[i], tally);
  const cpu = process.cpuUsage(cpu0);
  if (round > 0) perCommand.push((cpu.user + cpu.system) / tally.commands);
  bytesPerCommand = tally.bytes / tally.commands;
}
perCommand.sort((a, b) => a - b);
console.log(`command cost @ ${commitHash()}: ${GAMES} seeded 5-player games × ${ROUNDS} rounds, 5 seats + 1 spectator, no sockets`);
console.log(`  CPU per command: median ${perCommand[Math.floor(perCommand.length / 2)].toFixed(1)} µs (min ${perCommand[0].toFixed(1)}, max ${perCommand[perCommand.length - 1].toFixed(1)})`);
console.log(`  bytes handed to connections per command: ${bytesPerCommand.toFixed(0)}`);
