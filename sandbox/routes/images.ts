import type { ServerResponse } from "node:http";
import { sendProviderError } from "../http-utils";
import { ktpPng, selfiePng } from "../images/pictures";

const IMAGE_PATH = /^\/images\/(ktp|selfie)\/([A-Za-z0-9_-]{1,64})\.png$/;

// Not a PNG, though labelled as one: lets the app show how it handles a corrupt upload.
const BROKEN_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from("this is not really an image"),
]);

/** GET /images/(ktp|selfie)/<id>.png; /images/expired/… is gone (404); /images/broken/… is corrupt. */
export function handleImage(response: ServerResponse, pathname: string): void {
  if (pathname.startsWith("/images/expired/")) {
    sendProviderError(response, 404, "image link expired");
    return;
  }
  if (pathname.startsWith("/images/broken/")) {
    response.writeHead(200, { "Content-Type": "image/png", "Content-Length": BROKEN_BYTES.length });
    response.end(BROKEN_BYTES);
    return;
  }
  const match = IMAGE_PATH.exec(pathname);
  if (!match?.[1] || !match[2]) {
    sendProviderError(response, 404, "image not found");
    return;
  }
  const png = match[1] === "ktp" ? ktpPng(match[2]) : selfiePng(match[2]);
  response.writeHead(200, {
    "Content-Type": "image/png",
    "Content-Length": png.length,
    "Cache-Control": "public, max-age=3600",
  });
  response.end(png);
}
