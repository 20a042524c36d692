// Fails the start of the server, naming every wrong variable, instead of failing at the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("@/lib/env");
  env();
}
