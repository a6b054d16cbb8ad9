// visibility: the page of this connection went to the background or came back (the Page Visibility API). Kept on
// the connection: a turn notice (Web Push) goes to a seat only when none of its connections is in front.
import { dataOf } from "../roomPort.js";
import { reply, type Handler } from "./types.js";

export const visibility: Handler<"visibility"> = (_master, client, { visible }) => {
  const data = dataOf(client);
  if (visible) delete data.hidden;
  else data.hidden = true;
  return reply("ok");
};
