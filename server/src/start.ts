// `npm start`: reads ./.env when there is one, then runs the server (main.ts). The tests and the cluster script
// start main.ts itself with the settings they choose, so a developer's .env never reaches them.
import { loadEnvFile } from "./envFile.js";

loadEnvFile();
await import("./main.js");
