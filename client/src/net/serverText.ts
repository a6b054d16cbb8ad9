// The server's descriptions and reasons are lower case on the wire ("username is already taken"); on screen they read
// like the client's own texts, in sentence case. Used wherever a server text is shown.
export function serverText(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
