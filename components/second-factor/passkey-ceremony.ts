import type { ActionResult } from "@/lib/safe-action";

/**
 * A passkey ceremony, whatever it is for (register, second step, sign-in): the server's options, the browser's
 * answer from the authenticator (the person may cancel it), then the server checks that answer.
 */
export async function passkeyCeremony<Options, Answer, Data>(
  start: () => Promise<ActionResult<{ challengeId: string; options: Options }>>,
  authenticator: (request: { optionsJSON: Options }) => Promise<Answer>,
  finish: (proof: { challengeId: string; response: string }) => Promise<ActionResult<Data>>,
): Promise<ActionResult<Data>> {
  const options = await start();
  if (!options.ok) return options;
  let answer: Answer;
  try {
    answer = await authenticator({ optionsJSON: options.data.options });
  } catch {
    return { ok: false, error: "passkey_cancelled" };
  }
  return finish({ challengeId: options.data.challengeId, response: JSON.stringify(answer) });
}
